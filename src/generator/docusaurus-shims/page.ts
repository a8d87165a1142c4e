/** What the page being rendered said of itself through `@theme/Layout` and `@docusaurus/Head`. */
export interface PageRecord {
  route: string;
  title?: string;
  /** A `<title>` of `<Head>`: the window's whole title, not formatted with the site's. */
  documentTitle?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
  /** Whether the page rendered `@theme/Layout`: one that did not is drawn without the site's navbar and footer, as in Docusaurus. */
  usedLayout?: boolean;
  /** `<meta>`, `<link>` and other tags for the head, as HTML. */
  headTags: string[];
  /** A robots `<meta>` of its `<Head>` says noindex: the page is left out of the sitemap, as Docusaurus leaves it out. */
  noIndex?: boolean;
  /** What the page's code told the link checker it holds (`useBrokenLinks().collectAnchor`). */
  anchors: string[];
  /** Where a `<Redirect to>` it rendered sends the browser (a path of the site with its base URL, or a URL). */
  redirectTo?: string;
  /** The plugins whose data its code asked for and got none (`usePluginData('releases-plugin')`: a plugin not run here, or whose data could not be made). */
  pluginDataAsked?: string[];
  /** Its code gave an element a handler of events (`onClick`), which only its script in a browser would run. */
  handlesEvents?: boolean;
}

let page: PageRecord = { route: '/', headTags: [], anchors: [] };
let ids = 0;

/** Starts the record of a page; what a component rendered outside a page records is never read. */
export function beginPage(route: string): PageRecord {
  page = { route, headTags: [], anchors: [] };
  ids = 0;
  return page;
}

export function currentPage(): PageRecord {
  return page;
}

/** An id no other element of the page has (`tabs-3`); the same on every build of the page. */
export function nextId(prefix: string): string {
  ids += 1;
  return `${prefix}-${ids}`;
}

let browserOnly = 0;

/** A `<BrowserOnly>` whose content was left out (its function runs only in a browser). */
export function noteBrowserOnly(): void {
  browserOnly += 1;
}

/** How many `<BrowserOnly>` contents were left out so far: compared before and after a render, it tells whether that render left one out. */
export function browserOnlyLeftOut(): number {
  return browserOnly;
}

/** The warning for a page or component that drew part of itself inside `<BrowserOnly>` (Lexical's gallery, its error-code page). */
export const BROWSER_ONLY_LEFT_OUT = 'what it draws inside <BrowserOnly> runs only in a browser, which this build does not run its code in: left out (its fallback, if any, is shown)';
