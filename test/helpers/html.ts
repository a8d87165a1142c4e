import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The HTML of a route in a built site (`/jogar/` → `jogar/index.html`). */
export function readRoute(outDir: string, route: string): Promise<string> {
  return readFile(path.join(outDir, route, 'index.html'), 'utf8');
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** Decodes the few entities React writes in text. */
export function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * A page's HTML with each coloured code token's class written back as the style the site's code
 * stylesheet gives it (`<span class="c-…">` → `<span style="--shiki-light:…">`): the colours a
 * reader's browser applies, for tests that check them.
 */
export async function readRouteWithCodeStyles(outDir: string, route: string): Promise<string> {
  const html = await readRoute(outDir, route);
  const sheet = /<link rel="stylesheet" href="[^"]*?(\/assets\/code\.[\w-]+\.css)"/.exec(html)?.[1];
  if (!sheet) return html;
  const css = await readFile(path.join(outDir, sheet), 'utf8');
  const styles = new Map([...css.matchAll(/\.(c-\w+)\{([^}]*)\}/g)].map((match) => [match[1]!, match[2]!]));
  return html.replace(/<span class="(c-\w+)">/g, (span, name: string) => (styles.has(name) ? `<span style="${styles.get(name)}">` : span));
}
