import { Layout } from '../components/Layout.tsx';
import { ExternalLink, SiteLink } from '../components/SiteLink.tsx';
import type { SiteContext } from '../components/site-context.ts';

export function NotFoundPage({ site }: { site: SiteContext }) {
  const { text } = site;
  const title = text.t('theme.NotFound.title');
  const explanation = `${text.t('theme.NotFound.p1')} ${text.t('theme.NotFound.p2')}`;
  return (
    <Layout site={site} route="/404.html" title={title} description={explanation} kind="not-found" noIndex>
      {site.config.brand ? (
        <main id="conteudo" className="content-layout content-layout-narrow not-found">
          <h1>{title}</h1>
          <p>{explanation}</p>
          <div className="hero-actions">
            <ExternalLink site={site} href={site.config.brand.discordUrl} className="button button-primary">
              {text.t('site.NotFound.discordLink')}
            </ExternalLink>
            <SiteLink site={site} to="/" className="button">
              {text.t('site.NotFound.homeLink')}
            </SiteLink>
          </div>
        </main>
      ) : (
        // A Docusaurus project's 404, as its theme writes it: a title and two paragraphs in Infima's centred half column, no links.
        <main id="conteudo" className="container margin-vert--xl">
          <div className="row">
            <div className="col col--6 col--offset-3">
              <h1 className="hero__title">{title}</h1>
              <p>{text.t('theme.NotFound.p1')}</p>
              <p>{text.t('theme.NotFound.p2')}</p>
            </div>
          </div>
        </main>
      )}
    </Layout>
  );
}
