import { Layout } from '../components/Layout.tsx';
import { ExternalLink, SiteLink } from '../components/SiteLink.tsx';
import type { SiteContext } from '../components/site-context.ts';

export function NotFoundPage({ site }: { site: SiteContext }) {
  const { text } = site;
  const title = text.t('theme.NotFound.title');
  const explanation = `${text.t('theme.NotFound.p1')} ${text.t('theme.NotFound.p2')}`;
  return (
    <Layout site={site} route="/404.html" title={title} description={explanation} kind="not-found" noIndex>
      <main id="conteudo" className="content-layout content-layout-narrow not-found">
        <h1>{title}</h1>
        {site.config.brand ? (
          <>
            <p>{explanation}</p>
            <div className="hero-actions">
              <ExternalLink site={site} href={site.config.brand.discordUrl} className="button button-primary">
                {text.t('site.NotFound.discordLink')}
              </ExternalLink>
              <SiteLink site={site} to="/" className="button">
                {text.t('site.NotFound.homeLink')}
              </SiteLink>
            </div>
          </>
        ) : (
          // A Docusaurus project's 404, as its theme writes it: the two paragraphs, no links.
          <>
            <p>{text.t('theme.NotFound.p1')}</p>
            <p>{text.t('theme.NotFound.p2')}</p>
          </>
        )}
      </main>
    </Layout>
  );
}
