/**
 * What a search result points at, as the specification names it. One page yields several:
 * its title, its keywords, and the heading and the text of each section.
 */
export const HIT_TYPES = ['title', 'keywords', 'heading', 'content'] as const;
export type HitType = (typeof HIT_TYPES)[number];

export interface Hit {
  /** Page title. */
  t: string;
  /** Page URL, without the hash. */
  u: string;
  /** Heading id of the section, without `#`; '' for the top of the page. */
  h: string;
  /** Section title: the heading's text, or the page title for the top of the page. */
  s: string;
  /** Breadcrumbs of the page, outermost first. */
  b: string[];
  type: HitType;
}

/** One unit of the index: a hit and the text searched for it (the title, the keywords, a heading or a section's text). */
export interface SearchDocument extends Hit {
  text: string;
}

/**
 * The length of a document's text, without reading a text kept on disk: a document the search
 * worker remembers (search-analyses.ts) says it as `textLength`, and reads its text only when asked.
 */
export function textLengthOf(document: SearchDocument & { readonly textLength?: number }): number {
  return document.textLength ?? document.text.length;
}
