/**
 * The lines of a file whose body a site's remark plugins wrote anew (OpenDAL's included code fills
 * fences, and remark writes the whole body back): a warning found in the new body names the line
 * of the file that reads the same, so the maintainer is sent to the right line (16 of OpenDAL's 69
 * link warnings named lines past the end of their file).
 */
import type { Warning } from '../model/errors.ts';
import type { InternalLink } from '../markdown/types.ts';

/**
 * Maps lines of the file as rendered from `rewritten` to the lines of `original` (both bodies that
 * start at `bodyStartLine`): the two bodies' lines are aligned as a diff aligns them (their longest
 * common sequence, by letters and digits, as remark writes emphasis, escapes and list markers its own
 * way); a line the plugins wrote themselves keeps the line found before it.
 */
export function rewrittenLineMap(original: string, rewritten: string, bodyStartLine: number): (line: number) => number {
  // Only lines of words anchor: a fence or a blank line would match any other.
  const words = (line: string) => {
    const text = line.replace(/[^\p{L}\p{N}]+/gu, '');
    return text.length < 6 ? undefined : text;
  };
  const a = rewritten.split('\n').map(words);
  const b = original.split('\n').map(words);
  // A file of thousands of lines would take a table of millions: its lines are left as found.
  if (a.length * b.length > 4_000_000) return (line) => line;
  // lengths[i][j]: the longest common sequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] !== undefined && a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  }
  const mapped: number[] = [];
  let last = 0;
  for (let i = 0, j = 0; i < a.length; ) {
    if (j < b.length && a[i] !== undefined && a[i] === b[j]) {
      last = j;
      mapped[i++] = j++;
    } else if (j < b.length && lengths[i]![j + 1]! >= lengths[i + 1]![j]!) j++;
    else mapped[i++] = last;
  }
  return (line) => {
    const index = line - bodyStartLine;
    return index >= 0 && index < mapped.length ? bodyStartLine + mapped[index]! : line;
  };
}

/** The links and warnings of a page rendered from a rewritten body, at the lines of its file. */
export function atFileLines<T extends { links: InternalLink[]; warnings: Warning[] }>(rendered: T, lineOf: (line: number) => number): T {
  return {
    ...rendered,
    links: rendered.links.map((link) => ({ ...link, line: lineOf(link.line) })),
    warnings: rendered.warnings.map((warning) => (warning.line === undefined ? warning : { ...warning, line: lineOf(warning.line) })),
  };
}
