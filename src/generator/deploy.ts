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
export function securityPolicyOf(config: SiteConfig, text: Translator, css = ''): SecurityPolicyInput {
  const scripts = config.headTags.filter((tag) => tag.tagName.toLowerCase() === 'script');
  const inline = [earlyScript(config, text), speculationRules(config.baseUrl), ...scripts.flatMap((tag) => (tag.attributes.src === undefined && tag.innerHTML ? [tag.innerHTML] : []))];
  const scriptHashes = inline.map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
  const stylesheets = config.headTags.filter((tag) => tag.tagName.toLowerCase() === 'link' && tag.attributes.rel === 'stylesheet');
  return {
    scriptHashes,
    connectOrigins: config.tools ? [new URL(config.tools.ipEndpoint).origin] : [],
    scriptOrigins: originsOf(scripts.map((tag) => tag.attributes.src)),
    styleOrigins: originsOf([...stylesheets.map((tag) => tag.attributes.href), ...[...css.matchAll(CSS_IMPORT)].map((match) => match[1])]),
  };
}

/** `@import url("https://fonts.googleapis.com/…")` or `@import "https://…"`: the address. */
const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']?(https?:\/\/[^"')\s;]+)/gi;

/** The origins of the addresses that name another site (`https://cdnjs.cloudflare.com/…` → its origin), once each. */
function originsOf(addresses: readonly (string | true | undefined)[]): string[] {
  const origins = addresses.flatMap((address) => (typeof address === 'string' && /^https?:\/\//i.test(address) ? [new URL(address).origin] : []));
  return [...new Set(origins)];
}

/**
 * The files that tell servers how to serve the build, by their path in the site: the security
 * headers and moved pages the Node server reads, the nginx server block, `_headers` and `_redirects`,
 * with the rules of the site's own static files of those names (a project's Netlify rules; `staticFile`: where one is).
 */
export function deployFiles(config: SiteConfig, text: Translator, moved: MovedPaths, staticFile: (rel: string) => string, css = ''): [string, string][] {
  const security = securityHeaders(securityPolicyOf(config, text, css));
  const own = (name: string) => {
    try {
      return readFileSync(staticFile(name), 'utf8');
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
