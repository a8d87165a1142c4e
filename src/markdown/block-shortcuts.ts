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
 * The first line that ends the search for a setext underline: a blank line, which a paragraph never
 * runs past (so no underline can come), or a line that may be an underline or may start another
 * block (`-`, `=`, `#`, `>`, a fence, a bullet, a number, `<`, `|`, `:`, `_`), where marked's rule
 * decides. Stopping there keeps the search within the paragraph: run to the next blank line, it
 * read a page without one again for each of its blocks.
 */
const BLANK_OR_MAYBE_UNDERLINE = /\n(?:[^\S\n]*\n| {0,3}[-=#>`~*+_<|:\d])/;

export const blockShortcuts: TokenizerObject = {
  table(src) {
    const secondLine = SECOND_LINE_START.exec(src);
    return secondLine && DELIMITER_ROW_START.has(secondLine[1]!) ? false : undefined;
  },
  lheading(src) {
    const found = BLANK_OR_MAYBE_UNDERLINE.exec(src);
    return found && found[0].trim() !== '' ? false : undefined;
  },
};
