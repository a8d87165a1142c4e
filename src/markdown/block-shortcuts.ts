import type { TokenizerObject } from 'marked';

/**
 * Marked tries a GFM table and a setext heading (a line underlined with `===` or `---`) at the start
 * of every block, and its rules for both are slow on a paragraph that is neither: the table's runs
 * its first line's `.*` back a character at a time looking for the delimiter row, the heading's reads
 * the whole paragraph with a dozen look-aheads at each line. Together they took 0.57 s of a
 * 10,000-page build. Each shortcut below looks only for what its rule cannot match without, and
 * answers "no token" (`undefined`) when that is missing; otherwise (`false`) marked's own rule reads
 * the block, so what matches is read exactly as before.
 */

/** The line after the first, up to its first character other than three spaces of indentation. */
const SECOND_LINE_START = /\n {0,3}(\S?)/;
/** A delimiter row (`| --- | :-: |`, `---|---`) starts with one of these. */
const DELIMITER_ROW_START = new Set(['|', ':', '-']);

/**
 * A setext underline (`===`, `---` alone on their line), or the blank line that ends a paragraph
 * before one: whichever comes first decides. A paragraph cannot run past a blank line, so an
 * underline below one underlines nothing.
 */
const UNDERLINE_OR_BLANK_LINE = /\n {0,3}(?:=+|-+)[ \t]*(?:\n|$)|\n[^\S\n]*\n/;

export const blockShortcuts: TokenizerObject = {
  table(src) {
    const secondLine = SECOND_LINE_START.exec(src);
    return secondLine && DELIMITER_ROW_START.has(secondLine[1]!) ? false : undefined;
  },
  lheading(src) {
    const found = UNDERLINE_OR_BLANK_LINE.exec(src);
    return found && /[=-]/.test(found[0]) ? false : undefined;
  },
};
