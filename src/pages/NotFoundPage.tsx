import { Layout } from '../components/Layout.tsx';
import { ExternalLink, SiteLink } from '../components/SiteLink.tsx';
import type { SiteContext } from '../components/site-context.ts';
import { uiText } from '../model/ui-text.ts';

export function NotFoundPage({ site }: { site: SiteContext }) {
  return (
    <Layout site={site} route="/404.html" title={uiText.notFoundTitle} description={uiText.notFoundText} kind="not-found" noIndex>
      <main id="conteudo" className="content-layout content-layout-narrow not-found">
        <h1>{uiText.notFoundTitle}</h1>
        <p>{uiText.notFoundText}</p>
        <div className="hero-actions">
          {site.config.brand ? (
            <ExternalLink href={site.config.brand.discordUrl} className="button button-primary">
              {uiText.notFoundDiscord}
            </ExternalLink>
          ) : null}
          <SiteLink site={site} to="/" className="button">
            {uiText.notFoundHome}
          </SiteLink>
        </div>
      </main>
    </Layout>
  );
}
