import type { Digestible } from './digest-parts.ts';

/**
 * A page's Markdown HTML kept on disk by the build's cache, not in memory: read when the page is
 * drawn. At 10,000 pages the HTML held from the Markdown stage to the last page was 117 MB of the
 * main thread's heap, and a rebuild decoded all of it to draw one page. In a digest of a page's
 * inputs it stands for its HTML's digest.
 */
export interface StoredHtml extends Digestible {
  /** The digest of the HTML (the search index knows a page it read before by it). */
  readonly digest: string;
  /** The HTML, read again at each call: kept by nobody, it is garbage once the page is drawn. */
  text(): string;
  /** Whether the HTML holds `marker`, answered without reading it for the markers it was stored with. */
  includes(marker: string): boolean;
}

/** A page's Markdown HTML: the text itself, or where the build's cache keeps it. */
export type PageHtml = string | StoredHtml;

export function htmlText(html: PageHtml): string {
  return typeof html === 'string' ? html : html.text();
}

/** The digest of the HTML (`htmlDigestOf`), when known without reading it. */
export function knownHtmlDigest(html: PageHtml): string | undefined {
  return typeof html === 'string' ? undefined : html.digest;
}
