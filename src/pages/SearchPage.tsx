import { Markdown } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import { type SiteContext, withBase } from '../components/site-context.ts';
import { uiText } from '../ui-text.ts';

export interface SearchPageProps {
  site: SiteContext;
  route: string;
  title: string;
  description: string;
  html: string;
}

/** `/search/`: the query form; results are listed by the search island. */
export function SearchPage({ site, route, title, description, html }: SearchPageProps) {
  return (
    <Layout site={site} route={route} title={title} description={description} kind="search">
      <div className="content-layout content-layout-narrow">
        <main id="conteudo" className="content-main">
          <h1>{title}</h1>
          <form className="search-page-form" role="search" aria-label={uiText.search} action={withBase(site.config, '/search/')} method="get">
            <label htmlFor="search-page-input" className="sr-only">
              {uiText.search}
            </label>
            <input id="search-page-input" type="search" name="q" placeholder={uiText.searchPlaceholder} autoComplete="off" />
            <button type="submit" className="button button-primary">
              {uiText.searchButton}
            </button>
          </form>
          <Markdown html={html} />
        </main>
      </div>
    </Layout>
  );
}
