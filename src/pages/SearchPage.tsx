import { Markdown } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import type { SiteContext } from '../components/site-context.ts';
import { SEARCH_EVERYWHERE } from '../model/search-settings.ts';

export interface SearchPageProps {
  site: SiteContext;
  route: string;
  title: string;
  description: string;
  html: string;
}

/**
 * `/search/`: the query form and, once src/client/search-results.ts has run (plain DOM code, no
 * React), every result; the page's own text explains the syntax. Without JavaScript the form
 * still sends the query in the address. Its code and each context's entry file are preloaded:
 * the results of a query in the address wait for no script to ask for them.
 */
export function SearchPage({ site, route, title, description, html }: SearchPageProps) {
  return (
    // In a project the results page is the generator's, which the Docusaurus site does not have: kept out of search engines and the sitemap.
    <Layout site={site} route={route} title={title} description={description} kind="search" noIndex={site.config.siteConfigForCode !== undefined} preload={site.assets.searchResults} preloadFetches={site.search.contexts.map((context) => context.index)}>
      <div className="content-layout content-layout-narrow">
        <main id="conteudo" className="content-main">
          <h1>{title}</h1>
          <div className="search-results" data-search-page="">
            <form className="search-page-form" role="search" aria-label={site.text.t('theme.SearchBar.label')} action={site.search.resultsPage} method="get">
              <label htmlFor="search-page-input" className="sr-only">
                {site.text.t('theme.SearchPage.inputLabel')}
              </label>
              <input id="search-page-input" type="search" name="q" placeholder={site.text.t('theme.SearchModal.placeholder')} autoComplete="off" />
              <label htmlFor="search-page-context" className="sr-only">
                {site.text.t('site.SearchPage.contextLabel')}
              </label>
              <select id="search-page-context" name="ctx" defaultValue={SEARCH_EVERYWHERE}>
                <option value={SEARCH_EVERYWHERE}>{site.text.t('site.search.everywhere')}</option>
                {site.search.contexts.map((option) => (
                  <option key={option.path} value={option.path}>
                    {option.label}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button-primary">
                {site.text.t('site.SearchPage.submitButton')}
              </button>
            </form>
            <div aria-live="polite">
              <p className="search-message">{site.text.t('site.SearchPage.typeSomething')}</p>
            </div>
          </div>
          <Markdown html={html} />
        </main>
      </div>
    </Layout>
  );
}
