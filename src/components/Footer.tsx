import { ExternalLink, SiteLink } from './SiteLink.tsx';
import { type SiteContext, withBase } from './site-context.ts';

/** The inside of the footer: the same on every page. */
export function Footer({ site }: { site: SiteContext }) {
  const { config } = site;
  return (
    <div className="footer-inner">
      <div className="footer-columns">
        {config.footer.columns.map((column) => (
          <div className="footer-column" key={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.items.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <ExternalLink site={site} href={link.href} className="footer-link">
                      {link.label}
                    </ExternalLink>
                  ) : (
                    <SiteLink site={site} to={link.to} className="footer-link">
                      {link.label}
                    </SiteLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="footer-bottom">
        <img src={withBase(config, config.brand.logo)} width={25} height={25} alt={config.title} className="footer-logo" />
        <p className="footer-copyright">{config.footer.copyright}</p>
        <p className="footer-disclaimer">{config.footer.disclaimer}</p>
      </div>
    </div>
  );
}
