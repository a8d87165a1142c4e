/** Whitespace that is not already a single space: replacing only these keeps long texts fast. */
const WHITESPACE_RUN = /\s{2,}|[^\S ]/g;

/** The text with each run of whitespace made one space, and none at either end. */
export function collapseWhitespace(text: string): string {
  return text.replace(WHITESPACE_RUN, ' ').trim();
}
