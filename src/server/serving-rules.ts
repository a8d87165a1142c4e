/**
 * The rules a built site is served by, in one place: clean URLs, content types, what is
 * compressed, how long each file is cached and the security headers. The Node server applies
 * them (static-server.ts) and the build writes them for nginx and static hosts (deploy-files.ts),
 * so every way of serving the site answers the same. Pure: no I/O.
 */

/** Content types by extension. Text types are sent with `; charset=utf-8`. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  zip: 'application/zip',
  // A Bedrock texture pack is a download: without a type, browsers guess.
  mcpack: 'application/octet-stream',
};

/** Types that carry text, sent with a charset. */
export const TEXT_TYPES: readonly string[] = ['text/html', 'text/css', 'text/javascript', 'application/json', 'application/manifest+json', 'application/xml', 'text/plain', 'image/svg+xml'];

const FALLBACK_TYPE = 'application/octet-stream';

/** The `Content-Type` of a file, by its extension (without the dot). */
export function contentType(extension: string): string {
  const type = CONTENT_TYPES[extension.toLowerCase()] ?? FALLBACK_TYPE;
  return TEXT_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/** Extensions the build writes `.br` and `.gz` beside: text worth compressing. */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['html', 'css', 'js', 'mjs', 'json', 'webmanifest', 'svg', 'xml', 'txt'];

/** Precompressed siblings, best first: the suffix of the file and its `Content-Encoding`. */
export const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['encoding'];

export function isCompressible(file: string): boolean {
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') && COMPRESSIBLE_EXTENSIONS.includes(file.slice(dot + 1).toLowerCase());
}

/**
 * Files whose name changes with their bytes, as regular expressions over the path (PCRE and
 * JavaScript alike): the client's bundle (esbuild's `[name].[hash]`) and the files of the search
 * indexes' folders (`search/name.<10 base64url characters>/`); their entry files keep one name.
 */
export const HASHED_PATHS: readonly string[] = ['^/assets/', '^/search/[^/]+\\.[A-Za-z0-9_-]{10}/[^/]+$'];
const hashedPatterns = HASHED_PATHS.map((source) => new RegExp(source));

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but asked again (a 304 when unchanged) before each use. */
export const CACHE_REVALIDATE = 'no-cache';

export function cacheControl(pathname: string): string {
  return hashedPatterns.some((pattern) => pattern.test(pathname)) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** Files of the output that are for the servers, never for visitors: 404 on every server. */
export const PRIVATE_PATHS: readonly string[] = ['/_headers', '/_redirects', '/_deploy/'];
/** Where the build writes what servers read; `_deploy/` is private. */
export const DEPLOY_FOLDER = '_deploy';
export const HEADERS_FILE = `${DEPLOY_FOLDER}/headers.json`;
export const NGINX_FILE = `${DEPLOY_FOLDER}/nginx.conf`;
export const BROTLI_NGINX_FILE = `${DEPLOY_FOLDER}/nginx-brotli.conf`;
/** Moved pages (`MovedPaths`), for the Node server. */
export const REDIRECTS_FILE = `${DEPLOY_FOLDER}/redirects.json`;

/**
 * Moved pages: each old path of the site (`/old/`, decoded) and the `Location` it answers with
 * (the new page's path with the base URL, or a URL; outside printable ASCII percent-encoded).
 */
export type MovedPaths = Readonly<Record<string, string>>;

/** The requests an old path answers: `/old/`, `/old` and `/old/index.html`; a file's path as it is. */
export function movedRequestPaths(from: string): string[] {
  return from.endsWith('/') && from !== '/' ? [from, from.slice(0, -1), `${from}index.html`] : [from];
}

/** The `Location` of a moved path's answer, the request's query (`?x=1`, or '') kept before the target's fragment. */
export function movedLocation(target: string, query: string): string {
  const hash = target.indexOf('#');
  return hash === -1 ? target + query : target.slice(0, hash) + query + target.slice(hash);
}

export function isPrivate(pathname: string): boolean {
  return PRIVATE_PATHS.some((hidden) => (hidden.endsWith('/') ? pathname.startsWith(hidden) : pathname === hidden));
}

/** The not-found page: served with status 404 wherever a path matches nothing, and never with 200. */
export const NOT_FOUND_FILE = '/404.html';

export const ALLOWED_METHODS = 'GET, HEAD';

/** What a page may load and run: the facts the build knows. */
export interface SecurityPolicyInput {
  /** `sha256-…` of each inline script the pages carry. */
  scriptHashes: readonly string[];
  /** `sha256-…` of each `<style>` element a page carries (a project's own HTML files of its static folders). */
  styleHashes?: readonly string[];
  /** Origins the pages fetch from besides their own (the IP service of /meuip/). */
  connectOrigins: readonly string[];
  /** Origins of scripts and of stylesheets a Docusaurus project's configuration adds to every page (`scripts`, `stylesheets`, `headTags`). */
  scriptOrigins?: readonly string[];
  styleOrigins?: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes, styleHashes = [], connectOrigins, scriptOrigins = [], styleOrigins = [] }: SecurityPolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...scriptOrigins],
    // Style attributes (the gradient tool's preview is coloured by them); no <style> element but those known by their hashes.
    ['style-src', "'self'", ...styleHashes.map((hash) => `'${hash}'`), ...styleOrigins],
    ['style-src-attr', "'unsafe-inline'"],
    // Content may show images from elsewhere (author avatars, embedded pictures).
    ['img-src', "'self'", 'data:', 'https:'],
    // And videos and sounds (a `<video>` of a project's docs, hosted on its own CDN: Hermes's memory profilers).
    ['media-src', "'self'", 'https:'],
    // A stylesheet of another site (a web font's) loads its fonts from a third one.
    ['font-src', "'self'", ...(styleOrigins.length > 0 ? ['https:'] : [])],
    // A project's script (an analytics one: Plausible's) sends to the origin it came from.
    ['connect-src', "'self'", ...connectOrigins, ...scriptOrigins],
    // Pages may embed players and sandboxes (<iframe> of YouTube, CodeSandbox): any HTTPS origin, which runs apart from ours.
    ['frame-src', 'https:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Headers sent with every answer, in this order. */
export function securityHeaders(policy: SecurityPolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}

/** What a request for a (decoded, normalised) path leads to. */
export type Resolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  /** A moved page: `location` is the new one's, encoded (see MovedPaths). */
  | { kind: 'moved'; location: string }
  | { kind: 'not-found' };

/**
 * The clean-URL rules: a moved path (`moved`, by every request path it answers) answers 301 with
 * its page's new one; `/x/` serves `x/index.html`; `/x/index.html`, `/x.html` (unless that file
 * exists, as a search engine's verification file does) and `/x` (when `x/index.html` exists)
 * answer 301 to `/x/`; a file is served as it is; anything else, and the private files and the
 * not-found page itself, is not found. `isFile` tells whether a path of the
 * site is a regular file. `pathname` must be decoded and normalised (no `.`, `..` or `//`).
 */
export function resolvePath(pathname: string, isFile: (file: string) => boolean, moved?: ReadonlyMap<string, string>): Resolution {
  if (isPrivate(pathname) || pathname === NOT_FOUND_FILE) return { kind: 'not-found' };
  const movedTo = moved?.get(pathname);
  if (movedTo !== undefined) return { kind: 'moved', location: movedTo };
  if (pathname.endsWith('/index.html')) return { kind: 'redirect', location: pathname.slice(0, -'index.html'.length) };
  if (pathname.endsWith('.html')) return isFile(pathname) ? { kind: 'file', file: pathname } : { kind: 'redirect', location: `${pathname.slice(0, -'.html'.length)}/` };
  if (pathname.endsWith('/')) {
    const index = `${pathname}index.html`;
    return isFile(index) ? { kind: 'file', file: index } : { kind: 'not-found' };
  }
  if (isFile(pathname)) return { kind: 'file', file: pathname };
  if (isFile(`${pathname}/index.html`)) return { kind: 'redirect', location: `${pathname}/` };
  return { kind: 'not-found' };
}
