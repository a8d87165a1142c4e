import { decodeEntities } from '../tools/decode-entities.ts';
import { collapseWhitespace } from '../tools/collapse-whitespace.ts';
import { ownCopy } from '../tools/own-copy.ts';
import type { SearchDocument } from './types.ts';

/** What the page says about itself, besides its rendered body. */
export interface SearchPage {
  t: string;
  u: string;
  b: string[];
  keywords?: readonly string[];
  /** The description of its front matter: what a search result's page is about, in the page's own words. */
  description?: string;
}

/** An h2 or h3 with an id; deeper headings stay inside their section's text. */
const SECTION_HEADING = /<h([23])\b[^>]*?\sid="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;
/** The `#` link the Markdown renderer appends to every heading. */
const HASH_LINK = /<a\b[^>]*\bclass="hash-link"[^>]*>[\s\S]*?<\/a>/g;
/** Elements whose text is not the page's words: code, and controls (a code block's "Copiar" button, in every result that has code). */
const HIDDEN_ELEMENTS = /<(script|style|template|button)\b[\s\S]*?<\/\1>/gi;
const HIDDEN_ELEMENTS_START = /<(?:script|style|template|button)\b/i;
/** Tags that separate words when removed (`<td>a</td><td>b</td>` is "a b", `<em>a</em>b` is "ab"). */
const BLOCK_TAG = /<\/?(?:address|article|aside|blockquote|br|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const COMMENT = /<!--[\s\S]*?-->/g;

/**
 * Turns a page's rendered body into the documents of the search index: the title, the keywords
 * and the description (if any), the text above the first h2 or h3, and the heading and the text of
 * each h2 and h3 section.
 * Documents with no text are left out.
 */
export function splitSections(html: string, page: SearchPage): SearchDocument[] {
  const hit = { t: page.t, u: page.u, b: page.b };
  const top = { ...hit, h: '', s: page.t };
  const documents: SearchDocument[] = [{ ...top, type: 'title', text: page.t }];
  const keywords = (page.keywords ?? []).join(', ');
  if (keywords) documents.push({ ...top, type: 'keywords', text: keywords });
  const description = page.description?.trim();
  if (description) documents.push({ ...top, type: 'content', text: description });

  const body = withoutHiddenParts(html);
  let section = top;
  let sectionStart = 0;
  const pushContent = (end: number) => {
    const text = htmlToText(body.slice(sectionStart, end));
    if (text) documents.push({ ...section, type: 'content', text });
  };
  for (const match of body.matchAll(SECTION_HEADING)) {
    pushContent(match.index);
    // Both may be cut from the page's HTML, which the index must not keep.
    const heading = ownCopy(htmlToText((match[3] ?? '').replace(HASH_LINK, '')));
    section = { ...hit, h: ownCopy(decodeEntities(match[2] ?? '')), s: heading };
    if (heading) documents.push({ ...section, type: 'heading', text: heading });
    sectionStart = match.index + match[0].length;
  }
  pushContent(body.length);
  return documents;
}

/** The HTML without comments and elements whose text is not the page's words (most pages have none). */
function withoutHiddenParts(html: string): string {
  const uncommented = html.includes('<!--') ? html.replace(COMMENT, '') : html;
  return HIDDEN_ELEMENTS_START.test(uncommented) ? uncommented.replace(HIDDEN_ELEMENTS, ' ') : uncommented;
}

/** The visible text of an HTML fragment, whitespace collapsed. */
function htmlToText(html: string): string {
  const text = html.replace(BLOCK_TAG, ' ').replace(ANY_TAG, '');
  return collapseWhitespace(text.includes('&') ? decodeEntities(text) : text);
}
