import type { InternalLink, MarkdownContext } from './types.ts';

const EXTERNAL_URL = /^(?:https?:)?\/\//i;
/** Any other scheme (`mailto:`, `tel:`): left as written. */
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Schemes whose URLs run code or carry a whole document inline. */
const BLOCKED_SCHEME = /^(javascript|vbscript|data):/i;
/** What browsers ignore in a URL: controls and spaces around it, tabs and newlines anywhere. */
const IGNORED_BY_BROWSERS = /^[\0-\x20]+|[\0-\x20]+$|[\t\n\r]/g;
/** A Markdown file's path, `/` after it too (`api-debugging.mdx/#prettydom`: Docusaurus replaces the file's path and keeps the rest). */
const MARKDOWN_FILE = /\.mdx?\/?$/i;
const FILE_EXTENSION = /\.[a-z0-9]+$/i;

export interface ResolvedHref {
  href: string;
  external?: boolean;
  /** The internal page the link leads to, for the broken-link check. */
  target?: Omit<InternalLink, 'line'>;
  /** A relative `.md` link to a file that does not exist. */
  broken?: boolean;
}

type LinkContext = Pick<MarkdownContext, 'baseUrl' | 'resolveMarkdownLink' | 'pageUrl' | 'routeInOtherCase'>;

/** Rewrites a link target as written in Markdown into the URL the built page needs. */
export function resolveHref(href: string, context: LinkContext): ResolvedHref {
  if (href.startsWith(PATHNAME_PROTOCOL)) return { href: withoutPathnameProtocol(href, context.baseUrl) };
  if (EXTERNAL_URL.test(href)) return { href, external: true };
  if (href.startsWith('#')) return href.length > 1 ? { href, target: pageTarget('', href.slice(1)) } : { href };
  if (URL_SCHEME.test(href)) return { href };
  const parts = splitHref(href);
  // `/advanced/packaging.md` names a file from the docs folder's root, as Docusaurus reads it (Hydra's 175 links); else it is a path of the site.
  if (parts.path.startsWith('/')) return MARKDOWN_FILE.test(parts.path) && context.resolveMarkdownLink(parts.path.replace(/\/$/, '')) !== undefined ? resolveMarkdownFile(href, { ...parts, path: parts.path.replace(/\/$/, '') }, context) : resolveAbsolute(parts, context);
  if (MARKDOWN_FILE.test(parts.path)) return resolveMarkdownFile(href, { ...parts, path: parts.path.replace(/\/$/, '') }, context);
  if (context.pageUrl !== undefined && parts.path !== '') return resolveAbsolute({ ...parts, path: resolveRelativeUrl(parts.path, context.pageUrl) }, context);
  return { href };
}

/**
 * A relative URL (`./loja`, `../kits`) as a Docusaurus page resolves it: its URL has no trailing
 * slash (`/wiki/survival/kits`), so `./loja` is `/wiki/survival/loja`. Served with a trailing slash,
 * the browser would resolve it under the page itself; the build writes the absolute path instead.
 */
function resolveRelativeUrl(path: string, pageUrl: string): string {
  const resolved = new URL(path, `http://site${pageUrl}`).pathname;
  try {
    return decodeURIComponent(resolved);
  } catch {
    return resolved;
  }
}

/** `"javascript:"` for ` JaVa\tScript:alert(1)`, as browsers read it; undefined for a URL of any other scheme. */
export function blockedSchemeOf(url: string): string | undefined {
  const scheme = BLOCKED_SCHEME.exec(url.replace(IGNORED_BY_BROWSERS, ''))?.[1];
  return scheme === undefined ? undefined : `${scheme.toLowerCase()}:`;
}

/** Whether an image or link source points off the site or uses a scheme (`blob:`). */
export function isExternalSource(src: string): boolean {
  return EXTERNAL_URL.test(src) || URL_SCHEME.test(src);
}

const PATHNAME_PROTOCOL = 'pathname://';

/**
 * Docusaurus's way out of its router and link check, `pathname:///playground/`: a path of the site
 * that no page makes (a static folder, a file), written with the base URL and opened in the same
 * tab; any other URL is returned as it is.
 */
export function withoutPathnameProtocol(url: string, baseUrl: string): string {
  if (!url.startsWith(PATHNAME_PROTOCOL)) return url;
  const path = url.slice(PATHNAME_PROTOCOL.length);
  return path.startsWith('/') && !path.startsWith('//') ? withBaseUrl(baseUrl, path) : path;
}

/**
 * What Docusaurus's `useBaseUrl` gives: a path of the site with the base URL before it, once (a path
 * written with it keeps it as it is); a relative path (`docs/intro`) is one of the site too; an
 * address with a scheme or an anchor is left alone.
 */
export function docusaurusBaseUrl(baseUrl: string, url: string, forcePrependBaseUrl = false): string {
  if (!url || url.startsWith('#') || isExternalSource(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  return url.startsWith('/') ? baseUrl + withoutBaseUrl(baseUrl, url).slice(1) : baseUrl + url;
}

/** `/img/a.png` under base `/jabuti/` → `/jabuti/img/a.png`. */
export function withBaseUrl(baseUrl: string, path: string): string {
  return baseUrl + path.slice(1);
}

/**
 * A path of the site as written, the base URL taken off when it starts with it (`/handbook/docs/intro`
 * under `/handbook/` → `/docs/intro`): Docusaurus never adds the base URL twice.
 */
export function withoutBaseUrl(baseUrl: string, path: string): string {
  if (baseUrl !== '/' && path === baseUrl.slice(0, -1)) return '/';
  return withoutBaseUrlPrefix(baseUrl, path);
}

/** The same, but for the base URL without its slash (`/docs` under `/docs/`), which a configuration's link keeps as written, as Docusaurus's useBaseUrl does. */
export function withoutBaseUrlPrefix(baseUrl: string, path: string): string {
  return baseUrl !== '/' && path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
}

interface HrefParts {
  path: string;
  /** `?query`, or empty. */
  query: string;
  /** Fragment without `#`, or undefined. */
  hash?: string;
}

function splitHref(href: string): HrefParts {
  const hashStart = href.indexOf('#');
  const beforeHash = hashStart === -1 ? href : href.slice(0, hashStart);
  const queryStart = beforeHash.indexOf('?');
  return {
    path: queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart),
    query: queryStart === -1 ? '' : beforeHash.slice(queryStart),
    hash: hashStart === -1 || hashStart === href.length - 1 ? undefined : href.slice(hashStart + 1),
  };
}

function resolveAbsolute({ path: written, query, hash }: HrefParts, { baseUrl, routeInOtherCase }: LinkContext): ResolvedHref {
  const path = withoutBaseUrl(baseUrl, written);
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (FILE_EXTENSION.test(lastSegment)) return { href: withBaseUrl(baseUrl, path) + query + fragment(hash) };
  const asWritten = path.endsWith('/') ? path : `${path}/`;
  const route = routeInOtherCase?.(asWritten) ?? asWritten;
  return { href: withBaseUrl(baseUrl, route) + query + fragment(hash), target: pageTarget(route, hash) };
}

function resolveMarkdownFile(href: string, { path, hash }: HrefParts, context: LinkContext): ResolvedHref {
  const route = context.resolveMarkdownLink(path);
  if (route === undefined) return { href, broken: true };
  return { href: withBaseUrl(context.baseUrl, route) + fragment(hash), target: pageTarget(route, hash) };
}

function pageTarget(path: string, hash: string | undefined): Omit<InternalLink, 'line'> {
  return hash === undefined ? { path } : { path, hash };
}

function fragment(hash: string | undefined): string {
  return hash === undefined ? '' : `#${hash}`;
}
