/** What planning the site's pages shares: its input, a page's plan, and the helpers docs and blog both use. */
import type { RenderedReactPage } from './react-pages.ts';
import type { ReactElement } from 'react';
import type { SidebarHtmlRenderer } from '../components/sidebar-html.ts';
import type { SiteContext } from '../components/site-context.ts';
import type { RenderedMarkdown } from '../markdown/types.ts';
import type { PageStylesheet } from './page-stylesheet.ts';
import type { Author, Tag } from '../model/content.ts';
import { htmlText, type PageHtml } from '../model/page-html.ts';
import { type TagCount, TagIndexPage, TagPage, type TaggedEntry } from '../pages/TagPages.tsx';
import type { FeedEntry } from './feeds.ts';
import type { GitUpdate } from './git-updates.ts';
import type { DataSource } from './page-data.ts';
import type { ContentPage as RoutedPage, Routes } from './route.ts';
import type { Sidebars } from './sidebar.ts';
import { groupByTag } from './tags.ts';
import { paginate } from '../tools/list-pages.ts';

export interface RenderedSource extends Omit<RenderedMarkdown, 'text' | 'html'> {
  route: string;
  /** Its HTML: once the build's cache keeps it, read from there when the page is drawn. */
  html: PageHtml;
  /** Words of the plain text, for reading time and content reports. */
  words: number;
  /** HTML above `<!-- truncate -->`, for blog posts that have the marker. */
  excerptHtml?: string;
  /** The ids its links give (`linkIdsOf`): anchors other pages may link to, besides its headings'. */
  linkIds?: readonly string[];
  /** The rules of the CSS modules of the site's components it shows, which the site's components stylesheet holds (`componentsStylesheet`). */
  stylesheet?: PageStylesheet;
  /** The styles of its code's coloured tokens, sorted, whose classes the site's code stylesheet defines (code-styles.ts). */
  codeStyles?: readonly string[];
  /** Where a `<Redirect>` of the site's code it shows sends the browser (`to` as written): a doc that shows nothing else is a moved page. */
  redirectTo?: string;
}

export interface PlanInput {
  site: SiteContext;
  routes: Routes;
  sidebars: Sidebars;
  /** One renderer per sidebar name. */
  sidebarRenderers: ReadonlyMap<string, SidebarHtmlRenderer>;
  rendered: ReadonlyMap<RoutedPage['source'], RenderedSource>;
  /** A Docusaurus project's React pages, rendered. */
  reactPages: readonly RenderedReactPage[];
  authors: Author[];
  /** The data files, for special pages that show their facts as more than text. */
  data: DataSource;
  /** Whether a path of the site (`/img/equipe/x.svg`) is a file of `static/`, for data that names one. */
  isStaticFile: (file: string) => boolean;
  /** Last commit of each content file (path inside the content folder), when the configuration shows it. */
  gitUpdates?: ReadonlyMap<string, GitUpdate>;
}

/**
 * One HTML document of the site, not rendered yet. The element's props are everything the page
 * shows, so a rebuild can tell which pages changed by comparing them with the previous plan's.
 */
export interface PagePlan {
  /** Path of the document inside the site: `wiki/survival/index.html`. */
  file: string;
  /** The page's route; undefined for the not-found page, which is no page of the sitemap. */
  route: string | undefined;
  element: ReactElement;
  /** Heading ids of the page, for the anchor check. */
  anchors: string[];
}

const LINK_ID = /<a\s[^>]*?\bid="([^"]+)"/g;

/**
 * What a link to a rendered page may point at: its headings, and the links it gives an id (`<Link
 * id="ast-bigint" />`, `<a id>`), which Docusaurus's Link registers as anchors too.
 */
export function anchorsOf(markdown: { headings: readonly { id: string }[]; html: PageHtml; linkIds?: readonly string[] }): string[] {
  return [...markdown.headings.map((heading) => heading.id), ...(markdown.linkIds ?? linkIdsOf(htmlText(markdown.html)))];
}

/** The ids of the links of a page's HTML (found once per rendering: a rebuild reads them with the stored rendering). */
export function linkIdsOf(html: string): string[] {
  return html.includes(' id=') ? [...html.matchAll(LINK_ID)].map((match) => match[1]!) : [];
}

export interface SitePlan {
  pages: PagePlan[];
  feedEntries: FeedEntry[];
}

/** Adds a page to the plan. */
export type Emit = (route: string, element: ReactElement, anchors?: string[]) => void;
/** The rendered Markdown of a routed page. */
export type MarkdownOf = (routed: { source: RoutedPage['source'] }) => RenderedSource;

/** Front matter `image`, the picture of a page's link previews. */
export function imageOf(fm: Readonly<Record<string, unknown>>): string | undefined {
  return typeof fm.image === 'string' ? fm.image : undefined;
}

/** The tags' index page and one page per tag (a page per hundred for a tag on many), when any page carries a tag. */
/** The page listing every tag of `items`, when they have any; each tag with what carries it, for the caller's pages of each. */
export function renderTagIndex<Item>(site: SiteContext, indexRoute: string, where: string, items: readonly Item[], tagsOf: (item: Item) => readonly Tag[], emit: Emit, indexPage?: (tags: TagCount[]) => ReactElement): { tag: Tag; items: Item[] }[] {
  const groups = groupByTag(items, tagsOf);
  const counts = groups.map(({ tag, items: tagged }) => ({ tag, count: tagged.length }));
  if (groups.length > 0) emit(indexRoute, indexPage ? indexPage(counts) : <TagIndexPage site={site} route={indexRoute} description={site.text.t('site.tags.description', { where })} tags={counts} />);
  return groups;
}

/** The tag index and a page of each tag listing what carries it (titles and a detail), a hundred at a time. */
export function renderTagPages<Item>(
  site: SiteContext,
  indexRoute: string,
  where: string,
  items: readonly Item[],
  tagsOf: (item: Item) => readonly Tag[],
  titleOf: (label: string, count: number) => string,
  entryOf: (item: Item) => TaggedEntry,
  emit: Emit,
): void {
  for (const { tag, items: tagged } of renderTagIndex(site, indexRoute, where, items, tagsOf, emit)) {
    const title = titleOf(tag.label, tagged.length);
    // A project's tag page lists all its docs on one page, as Docusaurus's does (Besu's 106); this site's are cut for their weight.
    for (const page of paginate(tag.route, tagged.map(entryOf), site.config.siteConfigForCode === undefined ? undefined : Infinity)) emit(page.route, <TagPage site={site} title={title} page={page} indexRoute={indexRoute} />);
  }
}

/**
 * A page's edit link as its front matter sets it: `custom_edit_url` (null: no link), or undefined
 * when the front matter says nothing (the page's docs folder or blog then gives it).
 */
export function customEditUrl(fm: Readonly<Record<string, unknown>>): string | null | undefined {
  const custom = fm.custom_edit_url;
  return custom === null || typeof custom === 'string' ? custom : undefined;
}

/** A route as Docusaurus's permalink names it, for a project's edit URL functions: the base URL before it, no trailing slash unless `trailingSlash` asks for one. */
export function permalinkOf(route: string, config: SiteContext['config']): string {
  return config.baseUrl + (config.markdown.trailingSlash ? route : route.slice(0, -1)).slice(1);
}
