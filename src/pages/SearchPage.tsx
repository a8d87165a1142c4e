import { Markdown } from '../components/DocParts.tsx';
import { Island } from '../components/Island.tsx';
import { Layout } from '../components/Layout.tsx';
import { type SiteContext, withBase } from '../components/site-context.ts';

export interface SearchPageProps {
  site: SiteContext;
  route: string;
  title: string;
  description: string;
  html: string;
}

/** `/search/`: the query form and, once the island has run, every result; the page's own text explains the syntax. */
export function SearchPage({ site, route, title, description, html }: SearchPageProps) {
  return (
    <Layout site={site} route={route} title={title} description={description} kind="search">
      <div className="content-layout content-layout-narrow">
        <main id="conteudo" className="content-main">
          <h1>{title}</h1>
          <Island
            name="SearchResults"
            when="idle"
            props={{ action: withBase(site.config, '/search/'), contexts: site.search.contexts.map(({ path, label }) => ({ path, label })) }}
          />
          <Markdown html={html} />
        </main>
      </div>
    </Layout>
  );
}
