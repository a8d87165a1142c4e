/**
 * Where the terms one typo from a word are, in the vocabulary files of a sharded index: a typo
 * leaves some of a word's letters as they were, and each of three orders of the vocabulary puts the
 * terms that keep those letters side by side, so a word's candidates are one short run of each.
 *
 * - `start`: the vocabulary itself (vocabulary files), by the stem's first 3 letters: a typo after them.
 * - `end`: the terms by their last 3 letters reversed, then length (ending files), by the stem's last 3
 *   letters and a length one edit may give: a typo before them, the first letters included
 *   ("natherita" → "netherita").
 * - `middle`: the terms of 3 to 6 letters by first letter, last letter and length (middle files), for
 *   stems of 4 and 5 letters, whose first 3 and last 3 letters overlap: a typo between their first
 *   and last letters ("mumdo" → "mundo").
 *
 * With one edit, a stem of 6 letters or more always keeps its first 3 or its last 3 letters, and one
 * of 4 or 5 its first 3, its last 3, or its first and last letters; only two neighbours swapped across
 * them escape all three, which the word swapped back finds (see `wantedRanges`). The length in the
 * keys of `end` and `middle` keeps their runs short: a typo changes it by one at most.
 */

/** Beyond every character a term may hold: `prefix + END` closes the range of the keys that start with `prefix`. */
export const END = '\uffff';
/** Letters of a stem's start, and of its end, its candidates share. */
export const START_LETTERS = 3;
const END_LETTERS = 3;
/** Stems this short or shorter also look by first and last letters (their `middle` key). */
const SHORT_STEM = 5;
/** Terms listed in the middle files: those a short stem with one edit may be. */
export const MIDDLE_MIN_LENGTH = SHORT_STEM - 2;
export const MIDDLE_MAX_LENGTH = SHORT_STEM + 1;

export type TypoOrder = 'start' | 'end' | 'middle';

/** A run of one order of the vocabulary, by key: the terms whose key lies from `from` to `to`. */
export interface TypoStretch {
  order: TypoOrder;
  from: string;
  to: string;
}

/** The ending files' key of a term: its last 3 letters reversed, its length (one character), then the rest reversed. */
export function endingKey(term: string): string {
  const reversed = [...term].reverse().join('');
  return `${reversed.slice(0, END_LETTERS)}${lengthCharacter(term.length)}${reversed.slice(END_LETTERS)}`;
}

/** The middle files' key of a term: first letter, last letter and length, then the term. */
export function middleKey(term: string): string {
  return `${term[0] ?? ''}${term.at(-1) ?? ''}${lengthCharacter(term.length)}${term}`;
}

/** A length as one character, in the order of lengths. */
function lengthCharacter(length: number): string {
  return String.fromCharCode(48 + length);
}

/** The key of a term in an order. */
export function keyIn(order: TypoOrder, term: string): string {
  return order === 'start' ? term : order === 'end' ? endingKey(term) : middleKey(term);
}

/** The runs of the three orders where the terms within `distance` edits of `term` are, but for swaps across their keys. */
export function typoStretches(term: string, distance: number): TypoStretch[] {
  const start = term.slice(0, START_LETTERS);
  const end = endingKey(term).slice(0, END_LETTERS);
  const stretches: TypoStretch[] = [
    { order: 'start', from: start, to: start + END },
    { order: 'end', from: end + lengthCharacter(Math.max(1, term.length - distance)), to: end + lengthCharacter(term.length + distance) + END },
  ];
  if (term.length <= SHORT_STEM) {
    const ends = `${term[0] ?? ''}${term.at(-1) ?? ''}`;
    const shortest = Math.max(MIDDLE_MIN_LENGTH, term.length - distance);
    const longest = Math.min(MIDDLE_MAX_LENGTH, term.length + distance);
    stretches.push({ order: 'middle', from: ends + lengthCharacter(shortest), to: ends + lengthCharacter(longest) + END });
  }
  return stretches;
}

/** Whether the middle files list a term. */
export function inMiddleFiles(term: string): boolean {
  return term.length >= MIDDLE_MIN_LENGTH && term.length <= MIDDLE_MAX_LENGTH;
}

/**
 * A term's display word (as the site writes it) as the vocabulary files keep it: what follows the
 * letters it shares with the term ("netherit" → "netherita": "a"), after as many "-" as letters of
 * the term it drops ("missa" → "missão": "-ão"); nothing when it is the term.
 */
export function encodeDisplay(term: string, display: string): string {
  let shared = 0;
  while (shared < term.length && shared < display.length && term[shared] === display[shared]) shared++;
  return '-'.repeat(term.length - shared) + display.slice(shared);
}

export function decodeDisplay(term: string, encoded: string): string {
  let dropped = 0;
  while (encoded[dropped] === '-') dropped++;
  return term.slice(0, term.length - dropped) + encoded.slice(dropped);
}

/**
 * Where each file of a sorted run of keys starts, for the entry file: the shortest start of its first
 * key that still sorts after the previous file's last ("char" between "chaloucanh" and "charcaitiv").
 */
export function fileStarts(files: readonly (readonly string[])[]): string[] {
  return files.map((keys, number) => {
    const first = keys[0] ?? '';
    const previousLast = files[number - 1]?.at(-1);
    if (previousLast === undefined) return first;
    let length = 1;
    while (first.slice(0, length) <= previousLast) length++;
    return first.slice(0, length);
  });
}

/** The file (by its start, from `fileStarts`) whose run of keys holds `key`. */
export function fileOf(starts: readonly string[], key: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] as string) <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Whether a term `distance` edits from the stem `term` is one the vocabulary files list for it when
 * a word forgives two typos: with two edits, a term that keeps the stem's first 3 or last 3 letters
 * (both broken, it would be anywhere in the vocabulary).
 */
export function keepsAnEnd(candidate: string, term: string, distance: number): boolean {
  return distance < 2 || candidate.startsWith(term.slice(0, START_LETTERS)) || candidate.endsWith(term.slice(-END_LETTERS));
}
