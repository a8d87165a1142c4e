import type { Link, Logo, MenuItem, SiteConfig } from '../model/config.ts';
import { isExternalSource } from '../markdown/hrefs.ts';
import { ExternalLink, SiteLink } from './SiteLink.tsx';
import { type SiteContext, siteFile } from './site-context.ts';

/**
 * The inside of the footer: the same on every page. Columns (or one untitled list of links), the
 * logo, and the copyright, which is HTML as a Docusaurus configuration writes it.
 */
export function Footer({ site }: { site: SiteContext }) {
  const { config } = site;
  const { footer } = config;
  const logo = footerLogo(config);
  // One list of links without a title: Docusaurus's simple footer, a centred row.
  const simple = footer.columns.length === 1 && !footer.columns[0]!.title;
  // A Docusaurus project's stylesheet reaches its footer by Infima's class names (`.footer__copyright a`): they come after ours.
  const asProject = config.siteConfigForCode !== undefined;
  const infima = (ours: string, theirs: string) => (asProject ? `${ours} ${theirs}` : ours);
  return (
    <div className={infima('footer-inner', 'container container-fluid')}>
      {footer.columns.length > 0 ? (
        // Infima's row of columns, as Docusaurus's footer is: a project's `.footer .container .row` rules reach it (Wails's), and its columns stack on phones.
        <div className={infima(simple ? 'footer-columns footer-simple' : 'footer-columns', simple ? 'footer__links' : 'row footer__links')}>
          {footer.columns.map((column, c) => (
            <div className={infima('footer-column', 'col footer__col')} key={c}>
              {column.title ? <h2 className={infima('footer-title', 'footer__title')}>{column.title}</h2> : null}
              <ul className={asProject ? 'footer__items clean-list' : undefined}>
                {column.items.map((item, i) => (
                  <li key={i} className={asProject ? 'footer__item' : undefined}>{'html' in item ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : <FooterLink site={site} link={item} />}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <div className={infima('footer-bottom', 'footer__bottom text--center')}>
        {logo ? <FooterLogo site={site} logo={logo} fallbackAlt={config.title} sized={footer.logo === undefined} /> : null}
        {footer.copyright ? <div className={infima('footer-copyright', 'footer__copyright')} dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
        {footer.disclaimer ? <p className="footer-disclaimer">{footer.disclaimer}</p> : null}
      </div>
    </div>
  );
}

function FooterLink({ site, link }: { site: SiteContext; link: Exclude<MenuItem, { html: string }> & Link }) {
  return link.external ? (
    <ExternalLink site={site} href={link.href} className={footerLinkClass(link, site.config.siteConfigForCode !== undefined)} {...(link.unmarked && { labelled: false })}>
      {link.label}
    </ExternalLink>
  ) : (
    <SiteLink site={site} to={link.to} className={footerLinkClass(link, site.config.siteConfigForCode !== undefined)}>
      {link.label}
    </SiteLink>
  );
}

/**
 * The footer's logo: its own (`footer.logo`) at the size it gives, or none (as Docusaurus draws it, at
 * most 10rem wide); the navbar's, when the footer names none, at 25 by 25 (`sized`).
 */
function FooterLogo({ site, logo, fallbackAlt, sized }: { site: SiteContext; logo: Logo; fallbackAlt: string; sized: boolean }) {
  // Infima's class too in a project, whose stylesheet sizes it (Redux's `.footer__logo { width: 50px }`).
  const className = site.config.siteConfigForCode === undefined ? 'footer-logo' : 'footer-logo footer__logo';
  const picture = (src: string, themed?: string) => <img src={siteFile(site.config, src)} width={logo.width ?? (sized ? 25 : undefined)} height={logo.height ?? (sized ? 25 : undefined)} alt={logo.alt ?? fallbackAlt} className={themed ? `${className} ${themed}` : className} />;
  // `srcDark`: one picture for each colour mode, the stylesheet showing the mode's own, as Docusaurus's ThemedImage.
  const image = logo.srcDark ? (
    <>
      {picture(logo.src, 'themed-light')}
      {picture(logo.srcDark, 'themed-dark')}
    </>
  ) : (
    picture(logo.src)
  );
  if (!logo.href) return image;
  // In a project, theme-classic's link around it, which draws it at half opacity until hovered.
  const linkClass = site.config.siteConfigForCode === undefined ? undefined : 'footerLogoLink_site';
  // A picture that leads to another site, as Docusaurus's footer draws it: in a new tab, no arrow after it.
  if (isExternalSource(logo.href)) {
    return (
      <a href={logo.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {image}
      </a>
    );
  }
  return (
    <SiteLink site={site} to={logo.href} className={linkClass}>
      {image}
    </SiteLink>
  );
}

/** A footer link's classes: Infima's, and the configuration's (a Docusaurus project's `className`, which its CSS may draw an icon for), after ours. */
function footerLinkClass(link: Link, asProject: boolean): string {
  return ['footer-link', ...(asProject ? ['footer__link-item'] : []), ...(link.className ? [link.className] : [])].join(' ');
}

/** This site repeats its brand in the footer; a Docusaurus project shows a footer logo only when it names one. */
function footerLogo(config: SiteConfig): Logo | undefined {
  return config.footer.logo ?? (config.siteConfigForCode === undefined ? config.logo : undefined);
}

/** Whether the footer is drawn: it has something to show, or it is a project's configured one; a Docusaurus project without `themeConfig.footer` has none. */
export function hasFooter(config: SiteConfig): boolean {
  const { columns, copyright, disclaimer, drawnEmpty } = config.footer;
  return drawnEmpty === true || columns.length > 0 || Boolean(copyright) || Boolean(disclaimer) || footerLogo(config) !== undefined;
}
