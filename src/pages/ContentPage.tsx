import { Markdown, TableOfContents } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import type { SiteContext } from '../components/site-context.ts';
import type { Heading } from '../markdown/types.ts';
import { uiText } from '../ui-text.ts';

export interface ContentPageProps {
  site: SiteContext;
  route: string;
  title: string;
  description: string;
  html: string;
  headings: Heading[];
  hideToc: boolean;
}

/** A Markdown page at the root of the site (rules, guides, legal texts…). */
export function ContentPage({ site, route, title, description, html, headings, hideToc }: ContentPageProps) {
  const showToc = !hideToc && headings.filter((heading) => heading.depth === 2).length >= 3;
  return (
    <Layout site={site} route={route} title={title} description={description} kind="content">
      <div className={showToc ? 'content-layout' : 'content-layout content-layout-narrow'}>
        <main id="conteudo" className="content-main">
          <h1>{title}</h1>
          <Markdown html={html} />
        </main>
        {showToc ? (
          <aside className="doc-toc" aria-label={uiText.onThisPage}>
            <TableOfContents headings={headings} />
          </aside>
        ) : null}
      </div>
    </Layout>
  );
}
