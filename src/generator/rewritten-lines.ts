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
 * start at `bodyStartLine`).
 */
export function rewrittenLineMap(original: string, rewritten: string, bodyStartLine: number): (line: number) => number {
  return lineMapOf(alignedLines(original, rewritten), bodyStartLine);
}

/** `aligned` (from `alignedLines`) as a map of the file's lines, the body starting at `bodyStartLine`. */
export function lineMapOf(aligned: readonly number[] | undefined, bodyStartLine: number): (line: number) => number {
  if (aligned === undefined) return (line) => line;
  return (line) => {
    const index = line - bodyStartLine;
    return index >= 0 && index < aligned.length ? bodyStartLine + aligned[index]! : line;
  };
}

/**
 * For each line of `rewritten`, the line of `original` it was written from (both counted from 0):
 * the two bodies' lines are aligned as a diff aligns them (their longest common sequence, by letters
 * and digits, as remark writes emphasis, escapes and list markers its own way); a line the plugins
 * wrote themselves keeps the line found before it. Undefined when the lines are left as found.
 */
export function alignedLines(original: string, rewritten: string): number[] | undefined {
  // Only lines of words anchor: a fence or a blank line would match any other.
  const words = (line: string) => {
    const text = line.replace(/[^\p{L}\p{N}]+/gu, '');
    return text.length < 6 ? undefined : text;
  };
  const rewrittenLines = rewritten.split('\n');
  const originalLines = original.split('\n');
  const a = rewrittenLines.map(words);
  const b = originalLines.map(words);
  // Lines the same at the start and at the end (most of a page a plugin changed in a few places) map one to one; only those between are aligned.
  const same = (i: number, j: number) => rewrittenLines[i] === originalLines[j] || (a[i] !== undefined && a[i] === b[j]);
  let head = 0;
  while (head < a.length && head < b.length && same(head, head)) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && same(a.length - 1 - tail, b.length - 1 - tail)) tail++;
  // A line the plugins wrote, or one that anchors nothing (a blank line, a fence), keeps the last line of words found before it.
  const mapped: number[] = [];
  let last = 0;
  for (let i = 0; i < head; i++) {
    if (a[i] !== undefined) last = i;
    mapped[i] = last;
  }
  const aEnd = a.length - tail;
  const bEnd = b.length - tail;
  // A middle of thousands of lines would take a table of millions: its lines are left as found.
  if ((aEnd - head) * (bEnd - head) > 4_000_000) return undefined;
  // lengths[i][j]: the longest common sequence of a[head + i..aEnd] and b[head + j..bEnd].
  const rows = aEnd - head;
  const columns = bEnd - head;
  const lengths = Array.from({ length: rows + 1 }, () => new Uint16Array(columns + 1));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) lengths[i]![j] = a[head + i] !== undefined && a[head + i] === b[head + j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  }
  for (let i = 0, j = 0; i < rows; ) {
    if (j < columns && a[head + i] !== undefined && a[head + i] === b[head + j]) {
      last = head + j;
      mapped[head + i++] = head + j++;
    } else if (j < columns && lengths[i]![j + 1]! >= lengths[i + 1]![j]!) j++;
    else mapped[head + i++] = last;
  }
  for (let k = 0; k < tail; k++) {
    if (a[aEnd + k] !== undefined) last = bEnd + k;
    mapped[aEnd + k] = last;
  }
  return mapped;
}

/** The links and warnings of a page rendered from a rewritten body, at the lines of its file. */
export function atFileLines<T extends { links: InternalLink[]; warnings: Warning[] }>(rendered: T, lineOf: (line: number) => number): T {
  return {
    ...rendered,
    links: rendered.links.map((link) => ({ ...link, line: lineOf(link.line) })),
    warnings: rendered.warnings.map((warning) => (warning.line === undefined ? warning : { ...warning, line: lineOf(warning.line) })),
  };
}
