import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { speculationRules } from '../client/prefetch.ts';
import { earlyScript } from '../components/head-scripts.ts';
import { nginxBrotliBlock, nginxServerBlock, staticHostHeaders, staticHostRedirects } from '../server/deploy-files.ts';
import { BROTLI_NGINX_FILE, HEADERS_FILE, type MovedPaths, NGINX_FILE, REDIRECTS_FILE, securityHeaders, type SecurityPolicyInput } from '../server/serving-rules.ts';
import type { SiteConfig } from '../model/config.ts';
import type { Translator } from '../model/i18n/translator.ts';

/**
 * What the pages of this configuration run and fetch: by their hashes, the inline script of
 * `<head>` and the speculation rules the boot script adds; the IP service of /meuip/; the scripts
 * and stylesheets a project's configuration adds, inline or by their sites, and those its own
 * stylesheet (`css`) imports from other sites (Cypress's Google Fonts).
 */
export function securityPolicyOf(config: SiteConfig, text: Translator, css = '', staticHtml: StaticHtmlCode = { scripts: [], styles: [] }): SecurityPolicyInput {
  const scripts = config.headTags.filter((tag) => tag.tagName.toLowerCase() === 'script');
  const inline = [earlyScript(config, text), speculationRules(config.baseUrl), ...scripts.flatMap((tag) => (tag.attributes.src === undefined && tag.innerHTML ? [tag.innerHTML] : [])), ...staticHtml.scripts];
  const stylesheets = config.headTags.filter((tag) => tag.tagName.toLowerCase() === 'link' && tag.attributes.rel === 'stylesheet');
  return {
    scriptHashes: hashesOf(inline),
    ...(staticHtml.styles.length > 0 && { styleHashes: hashesOf(staticHtml.styles) }),
    connectOrigins: config.tools ? [new URL(config.tools.ipEndpoint).origin] : [],
    scriptOrigins: originsOf(scripts.map((tag) => tag.attributes.src)),
    styleOrigins: originsOf([...stylesheets.map((tag) => tag.attributes.href), ...[...css.matchAll(CSS_IMPORT)].map((match) => match[1])]),
  };
}

/** The inline scripts and `<style>` elements of the HTML files of a project's static folders (Infer's man pages and OCaml API pages). */
export interface StaticHtmlCode {
  scripts: string[];
  styles: string[];
}

/** Hashes a policy holds, each at most once; past `MAX_STATIC_HASHES` of a kind the header would be too long for servers (nginx reads 8 KB of headers by default). */
function hashesOf(code: readonly string[]): string[] {
  return [...new Set(code.map((text) => `sha256-${createHash('sha256').update(text).digest('base64')}`))];
}

const MAX_STATIC_HASHES = 64;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const readCode = new WeakMap<readonly string[], StaticHtmlCode>();

/**
 * What the HTML files among `files` (paths in the static folders; `pathOf` where each is) run and
 * style inline, as Docusaurus serves them, as they are: their scripts and styles the policy allows
 * by hash (the same groff or odoc header on thousands of pages is one). Read once per list.
 */
export function staticHtmlCode(files: readonly string[], pathOf: (rel: string) => string): StaticHtmlCode {
  let code = readCode.get(files);
  if (code) return code;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of files) {
    if (!/\.html?$/i.test(file)) continue;
    let html: string;
    try {
      html = readFileSync(pathOf(file), 'utf8');
    } catch {
      continue;
    }
    for (const [, script] of html.matchAll(INLINE_SCRIPT)) if (script!.trim() && scripts.size < MAX_STATIC_HASHES) scripts.add(script!);
    for (const [, style] of html.matchAll(STYLE_ELEMENT)) if (style!.trim() && styles.size < MAX_STATIC_HASHES) styles.add(style!);
  }
  code = { scripts: [...scripts], styles: [...styles] };
  readCode.set(files, code);
  return code;
}

/** `@import url("https://fonts.googleapis.com/…")` or `@import "https://…"`: the address. */
const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']?(https?:\/\/[^"')\s;]+)/gi;

/** The origins of the addresses that name another site (`https://cdnjs.cloudflare.com/…` → its origin; `//g.alicdn.com/…`, the page's scheme, as HTTPS: RocketMQ's), once each. */
function originsOf(addresses: readonly (string | true | undefined)[]): string[] {
  const origins = addresses.flatMap((address) => (typeof address === 'string' && /^(?:https?:)?\/\/[^/]/i.test(address) ? [new URL(address, 'https://site.invalid').origin] : []));
  return [...new Set(origins)];
}

/**
 * The files that tell servers how to serve the build, by their path in the site: the security
 * headers and moved pages the Node server reads, the nginx server block, `_headers` and `_redirects`,
 * with the rules of the site's own static files of those names (a project's Netlify rules). `statics`:
 * the static folders' files, and where each is.
 */
export function deployFiles(config: SiteConfig, text: Translator, moved: MovedPaths, statics: { files: readonly string[]; path: (rel: string) => string }, css = ''): [string, string][] {
  const security = securityHeaders(securityPolicyOf(config, text, css, staticHtmlCode(statics.files, statics.path)));
  const own = (name: string) => {
    try {
      return readFileSync(statics.path(name), 'utf8');
    } catch {
      return '';
    }
  };
  return [
    [HEADERS_FILE, `${JSON.stringify(security, null, 2)}\n`],
    [REDIRECTS_FILE, `${JSON.stringify(moved, null, 2)}\n`],
    [NGINX_FILE, nginxServerBlock(security, moved)],
    [BROTLI_NGINX_FILE, nginxBrotliBlock()],
    ['_headers', staticHostHeaders(security, own('_headers'))],
    ['_redirects', staticHostRedirects(moved, own('_redirects'))],
  ];
}
