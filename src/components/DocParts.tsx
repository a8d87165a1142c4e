import type { Heading } from '../markdown/types.ts';
import { SiteLink } from './SiteLink.tsx';
import type { SiteContext } from './site-context.ts';
import type { MessageId } from '../model/i18n/messages-en.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { type ListPosition, listPageRoute } from '../tools/list-pages.ts';
import { htmlText, type PageHtml } from '../model/page-html.ts';

export interface Crumb {
  label: string;
  route?: string;
  /** Drawn as Docusaurus's house, named by its label (a project's first crumb). */
  icon?: 'home';
}

export function Breadcrumbs({ site, crumbs }: { site: SiteContext; crumbs: Crumb[] }) {
  // Infima's names in a project: its current crumb is a pill in the primary colour, and a project's rules reach them.
  const asProject = site.config.siteConfigForCode !== undefined;
  return (
    <nav className={asProject ? 'breadcrumbs theme-doc-breadcrumbs' : 'breadcrumbs'} aria-label={site.text.t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={index} className={asProject ? (last ? 'breadcrumbs__item breadcrumbs__item--active' : 'breadcrumbs__item') : undefined}>
              {crumb.route && !last ? (
                <SiteLink site={site} to={crumb.route} aria-label={crumb.icon ? crumb.label : undefined} className={[crumb.icon ? 'breadcrumbs-home' : '', asProject ? 'breadcrumbs__link' : ''].filter(Boolean).join(' ') || undefined}>
                  {crumb.icon ? <HomeIcon /> : crumb.label}
                </SiteLink>
              ) : (
                <span className={asProject ? 'breadcrumbs__link' : undefined} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function HomeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
    </svg>
  );
}

/** The levels a table of contents shows by default; a page may choose others (Docusaurus's `toc_min/max_heading_level`). */
export const TOC_LEVELS = { min: 2, max: 3 } as const;

interface TocEntry {
  heading: Heading;
  children: TocEntry[];
}

/** The headings from `min` to `max`, each nested under the last heading above it of a higher level. */
export function tocEntries(headings: readonly Heading[], { min, max }: { min: number; max: number } = TOC_LEVELS): TocEntry[] {
  const roots: TocEntry[] = [];
  const open: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.depth < min || heading.depth > max) continue;
    while (open.length > 0 && open.at(-1)!.heading.depth >= heading.depth) open.pop();
    const entry = { heading, children: [] };
    (open.at(-1)?.children ?? roots).push(entry);
    open.push(entry);
  }
  return roots;
}

/** Table of contents: by default headings of levels 2 and 3, the third nested under the second. */
export function TableOfContents({ site, headings, levels = TOC_LEVELS }: { site: SiteContext; headings: Heading[]; levels?: { min: number; max: number } }) {
  const entries = tocEntries(headings, levels);
  if (entries.length === 0) return null;
  const label = site.text.t('theme.TOCCollapsible.toggleButtonLabel');
  // A project's is Docusaurus's: the list alone, with no heading above it.
  if (site.config.siteConfigForCode !== undefined) {
    return (
      <nav className="toc theme-doc-toc-desktop" aria-label={label}>
        <TocList entries={entries} infima />
      </nav>
    );
  }
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 className="toc-title" id="toc-title">
        {label}
      </h2>
      <TocList entries={entries} />
    </nav>
  );
}

/**
 * The same table of contents for a narrow screen, where the column beside the page is gone: a box
 * above the doc's title in a Docusaurus project, as Docusaurus draws it there, and under the title on this
 * site (the stylesheet shows one or the other).
 */
export function CollapsibleTableOfContents({ site, headings, levels = TOC_LEVELS }: { site: SiteContext; headings: Heading[]; levels?: { min: number; max: number } }) {
  const entries = tocEntries(headings, levels);
  if (entries.length === 0) return null;
  return (
    <details className={site.config.siteConfigForCode !== undefined ? 'toc-collapsible theme-doc-toc-mobile' : 'toc-collapsible'}>
      <summary>{site.text.t('theme.TOCCollapsible.toggleButtonLabel')}</summary>
      <TocList entries={entries} />
    </details>
  );
}

/** `infima`: with Infima's class names, which a project's stylesheet addresses (the outer list's, with its rule on the left, as Docusaurus's column has it, and each link's). */
function TocList({ entries, infima = false, nested = false }: { entries: TocEntry[]; infima?: boolean; nested?: boolean }) {
  return (
    <ul className={infima && !nested ? 'table-of-contents table-of-contents__left-border' : undefined}>
      {entries.map(({ heading, children }) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className={infima ? 'table-of-contents__link toc-highlight' : undefined}>{heading.parts ? heading.parts.map((part, index) => (part.code ? <code key={index}>{part.text}</code> : part.text)) : heading.text}</a>
          {children.length > 0 ? <TocList entries={children} infima={infima} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

export interface PageLink {
  title: string;
  route: string;
}

/** The texts of each kind of previous/next links, as Docusaurus names them. */
const PAGINATION_TEXTS = {
  docs: { nav: 'theme.docs.paginator.navAriaLabel', previous: 'theme.docs.paginator.previous', next: 'theme.docs.paginator.next' },
  blogList: { nav: 'theme.blog.paginator.navAriaLabel', previous: 'theme.blog.paginator.newerEntries', next: 'theme.blog.paginator.olderEntries' },
  blogPost: { nav: 'theme.blog.post.paginator.navAriaLabel', previous: 'theme.blog.post.paginator.newerPost', next: 'theme.blog.post.paginator.olderPost' },
  list: { nav: 'site.list.paginator.navAriaLabel', previous: 'theme.docs.paginator.previous', next: 'theme.docs.paginator.next' },
} as const satisfies Record<string, Record<string, MessageId>>;

export function Pagination({ site, previous, next, kind = 'docs' }: { site: SiteContext; previous?: PageLink; next?: PageLink; kind?: keyof typeof PAGINATION_TEXTS }) {
  if (!previous && !next) return null;
  const { text } = site;
  const ids = PAGINATION_TEXTS[kind];
  const previousLabel = text.t(ids.previous);
  const nextLabel = text.t(ids.next);
  // A blog list's links are titled by what would be their label ("Older entries"): said once, with its arrow, as Docusaurus's paginator does.
  const labelled = kind !== 'blogList';
  // In a project the arrows go with the titles, as Infima draws them ("Previous" over "« Getting Started").
  const arrowsOnTitles = !labelled || site.config.siteConfigForCode !== undefined;
  return (
    <nav className="pagination-nav" aria-label={text.t(ids.nav)}>
      {previous ? (
        <SiteLink site={site} to={previous.route} className="pagination-link pagination-previous" rel="prev">
          {labelled ? <span className="pagination-label">{arrowsOnTitles ? previousLabel : `« ${previousLabel}`}</span> : null}
          <span className="pagination-title">{arrowsOnTitles ? `« ${previous.title}` : previous.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink site={site} to={next.route} className="pagination-link pagination-next" rel="next">
          {labelled ? <span className="pagination-label">{arrowsOnTitles ? nextLabel : `${nextLabel} »`}</span> : null}
          <span className="pagination-title">{arrowsOnTitles ? `${next.title} »` : next.title}</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}

/** The links between the pages of a long list ("Página 1 de 3"); nothing for a list of one page. */
export function ListPagination({ site, position }: { site: SiteContext; position: ListPosition }) {
  const { first, number, count } = position;
  const link = (page: number): PageLink => ({ title: site.text.t('site.list.pageOf', { page, count }), route: listPageRoute(first, page) });
  return <Pagination site={site} kind="list" previous={number > 1 ? link(number - 1) : undefined} next={number < count ? link(number + 1) : undefined} />;
}

/** A list page's title: the list's own on its first page, "…, página 2 de 3" on the others, so no two pages share one. */
export function listPageTitle(text: Translator, title: string, position: ListPosition): string {
  return position.number === 1 ? title : text.t('site.list.pageTitle', { title, page: position.number, count: position.count });
}

/** The Markdown body, already rendered to HTML by the build (read now when the build's cache keeps it); `themeClass`, Docusaurus's name for it in a project (`theme-doc-markdown`), which its stylesheet may address. */
export function Markdown({ html, themeClass }: { html: PageHtml; themeClass?: string }) {
  return <div className={themeClass ? `${themeClass} markdown` : 'markdown'} dangerouslySetInnerHTML={{ __html: htmlText(html) }} />;
}
