import { docusaurusBaseUrl, isExternalSource } from '../markdown/hrefs.ts';
import type { SiteConfig } from '../model/config.ts';
import type { SearchSettings } from '../model/search-settings.ts';
import type { IslandName } from '../model/islands.ts';
import type { Translator } from '../model/i18n/translator.ts';

/** What every rendered page knows about the site: configuration, asset URLs, the shared navbar and footer. */
export interface SiteContext {
  config: SiteConfig;
  /** Every interface text, in the site's locale: `site.text.t('theme.docs.paginator.next')`. */
  text: Translator;
  /** The search contexts and their index files, for the search box and the results page. */
  search: SearchSettings;
  /** URLs (with base URL) of the hashed stylesheet, the boot script, the chunks it imports and the islands' code. */
  /** `componentsCss`: the rules of a project's components, every page's (page-stylesheet.ts). */
  assets: { css: string; customCss?: string; codeCss?: string; componentsCss?: string; js: string; preload: string[]; searchResults: string[]; hydrate: string; islands: Record<IslandName, string> };
  chrome: PageChrome;
  /** A Docusaurus project's own footer (`src/theme/Footer`), rendered once: its HTML (its components' rules are in `assets.componentsCss`). */
  projectFooter?: { html: string };
}

/** The parts rendered once per build and reused by every page (`site-chrome.tsx`). */
export interface PageChrome {
  navbarHtml(route: string): string;
  footerHtml(): string;
  headHtml(page: HeadProps): string;
  /** The inline `<head>` script and the browser's settings as JSON, the same on every page. */
  readonly earlyScript: string;
  readonly settingsJson: string;
}

/** Marks standing in a page for the HTML every page shares, which the build writes in their place (src/generator/shared-html.ts). */
export interface SharedPartMarks {
  mark(html: string): string;
}

/** What the `<head>` of one page says about it. */
export interface HeadProps {
  site: SiteContext;
  route: string;
  /** Page title without the site name; undefined for the home page. */
  title: string | undefined;
  /** The window's whole title, when the page gives it (a `<title>` in a Docusaurus page's `<Head>`). */
  documentTitle?: string;
  description: string;
  type?: 'website' | 'article';
  /** Kept out of search engines (`noindex`); `'nofollow'`: its links not followed either, as Docusaurus says of an unlisted doc and of a version with `noIndex`. */
  noIndex?: boolean | 'nofollow';
  /** The page's picture for link previews (front matter `image`: a path of the site or a full URL); the logo by default. */
  image?: string;
  /** Front matter `keywords`, as `<meta name="keywords">`. */
  keywords?: readonly string[];
  /** Modules this page loads besides the boot script's, preloaded so that they do not wait for it. */
  preload?: readonly string[];
  /** Files this page's code fetches at once, preloaded so that they do not wait for it. */
  preloadFetches?: readonly string[];
  /** Tags the page puts in its head itself (a Docusaurus React page's `<Head>`: a robots meta, a link), as HTML, last. */
  ownTags?: readonly string[];
}

/** Prefixes a route (`/jogar/`) with the base URL (`/jabuti/jogar/`). */
export function withBase(config: SiteConfig, route: string): string {
  return config.baseUrl + route.replace(/^\/+/, '');
}

/**
 * A file the configuration names (a logo, the favicon): a URL as it is, a path of the site (`img/a.svg`
 * or `/img/a.svg`) under the base URL, once, as Docusaurus's useBaseUrl gives it (Skia's logo written
 * `/react-native-skia/img/logo.png` under that base URL).
 */
export function siteFile(config: SiteConfig, src: string): string {
  return isExternalSource(src) ? src : docusaurusBaseUrl(config.baseUrl, src);
}

/**
 * Normalises an internal link written in the configuration (`/jogar`, `/regras/#01`) to a route with
 * a trailing slash; a file's path (`/img/a.svg`, `/feed.xml`) stays as it is. A route may end in a
 * dot too (React Navigation's `/docs/7.x/upgrading-from-6.x`): a file's extension starts with a
 * letter and has two to five characters. A query and a fragment stay after the path.
 */
export function toRoute(to: string): string {
  const [beforeHash = '', hash] = to.split('#');
  // A query (`/examples?example=sprite`) follows the path's slash: `/examples/?example=sprite`.
  const queryAt = beforeHash.indexOf('?');
  const pathPart = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const path = /\.[a-z][a-z0-9]{1,4}$/i.test(pathPart) || pathPart.endsWith('/') ? pathPart : `${pathPart}/`;
  return `${path}${queryAt === -1 ? '' : beforeHash.slice(queryAt)}${hash === undefined ? '' : `#${hash}`}`;
}

/** The page's address on the web, escaped as a URL must be (a sitemap's `<loc>`, a canonical link): `/docs/descendant styles/` has `%20` (StyleX's); a path escaped already is left as it is. */
export function absoluteUrl(config: SiteConfig, route: string): string {
  const path = withBase(config, route);
  return config.url + (/%[\dA-Fa-f]{2}/.test(path) ? path : encodeURI(path));
}
