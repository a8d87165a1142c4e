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
