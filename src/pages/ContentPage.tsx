import type { ReactNode } from 'react';
import { CollapsibleTableOfContents, Markdown, TableOfContents, TOC_LEVELS, tocEntries } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import type { SiteContext } from '../components/site-context.ts';
import type { Heading } from '../markdown/types.ts';

export interface ContentPageProps {
  site: SiteContext;
  route: string;
  title: string;
  description: string;
  html: string;
  headings: Heading[];
  hideToc: boolean;
  /** The heading levels its table of contents lists (a page's `toc_min_heading_level`/`toc_max_heading_level`). */
  tocLevels?: { min: number; max: number };
  /** Shows the title as the page's h1 (this site's pages); a Docusaurus project's Markdown page shows only what its Markdown writes, its own `#` title included. */
  drawTitle: boolean;
  /** Its `<Head>` keeps it out of search engines: a robots meta, no canonical link. */
  noIndex?: boolean;
  /** The window's whole title, as its `<Head>`'s `<title>` gives it. */
  documentTitle?: string;
  /** Front matter `image`: the picture of link previews. */
  image?: string;
  /** Front matter `wrapperClassName`: classes of the page's wrapper. */
  wrapperClassName?: string;
}

/** Where a special page's own part (a tool, a list from the data) goes in its Markdown; without it, right under the title. */
const PART_MARKER = /<!--\s*componente\s*-->\n?/;

/** A Markdown page at the root of the site (rules, guides, legal texts…), with a special page's own part if it has one. */
export function ContentPage({ site, route, title, documentTitle, description, html, headings, hideToc, tocLevels = TOC_LEVELS, drawTitle, noIndex, image, wrapperClassName, part }: ContentPageProps & { part?: ReactNode }) {
  // A Docusaurus project's Markdown page has its table of contents as soon as it has a heading for it, as Docusaurus's MDXPage; this site's pages from three sections.
  const showToc = !hideToc && (site.config.siteConfigForCode === undefined ? headings.filter((heading) => heading.depth === 2).length >= 3 : tocEntries(headings, tocLevels).length > 0);
  return (
    <Layout site={site} route={route} title={title} documentTitle={documentTitle} description={description} kind="content" noIndex={noIndex} image={image} wrapperClassName={wrapperClassName}>
      <div className={showToc ? 'content-layout' : 'content-layout content-layout-narrow'}>
        <main id="conteudo" className="content-main">
          {title && drawTitle ? <h1>{title}</h1> : null}
          {/* Docusaurus's MDXPage has no phone box: its table of contents is only the column beside the text, hidden on narrow screens. */}
          {showToc && site.config.siteConfigForCode === undefined ? <CollapsibleTableOfContents site={site} headings={headings} levels={tocLevels} /> : null}
          {part === undefined ? <Markdown html={html} /> : <WithPart html={html} part={part} />}
        </main>
        {showToc ? (
          <aside className="doc-toc" aria-label={site.text.t('theme.TOCCollapsible.toggleButtonLabel')}>
            <TableOfContents site={site} headings={headings} levels={tocLevels} />
          </aside>
        ) : null}
      </div>
    </Layout>
  );
}

/** The page's headings with those of its part where the part stands: after the headings the Markdown has before it. */
export function headingsAroundPart(html: string, headings: readonly Heading[], partHeadings: readonly Heading[]): Heading[] {
  const marker = html.search(PART_MARKER);
  const before = marker < 0 ? 0 : headings.filter((heading) => html.indexOf(` id="${heading.id}"`) < marker).length;
  return [...headings.slice(0, before), ...partHeadings, ...headings.slice(before)];
}

function WithPart({ html, part }: { html: string; part: ReactNode }) {
  const [before, after] = PART_MARKER.test(html) ? html.split(PART_MARKER) : ['', html];
  return (
    <>
      {before?.trim() ? <Markdown html={before} /> : null}
      <div className="page-part">{part}</div>
      {after?.trim() ? <Markdown html={after} /> : null}
    </>
  );
}
