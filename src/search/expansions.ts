/**
 * The index terms a query word stands for besides its own: what it may become as it is typed, its
 * stem's family, a typo or a swap away, a wildcard's matches; each with the weight it counts for.
 */
import { foldAccents } from './fold-accents.ts';
import type { SearchIndex } from './index-format.ts';
import { findTerm, fuzzyMatches, prefixRange } from './vocabulary.ts';

/** Index terms (positions in the vocabulary) a query term stands for, with the weight of each. */
export type Expansions = Map<number, number>;

/** A term one typo away counts for less than a prefix of the word, itself less than the word. */
export const FUZZY_WEIGHT = 0.4;
/** A word being typed also finds the stems it already runs past, down to this length. */
export const CONTINUED_STEM_MIN_LENGTH = 4;

export function rangePositions({ start, end }: { start: number; end: number }): number[] {
  return Array.from({ length: end - start }, (_, offset) => start + offset);
}

/**
 * Terms a word still being typed may become: those that start with it ("encan" → "encant"), and
 * stems it already runs past ("encantamen" → "encant"), at least half its length so that a short
 * stem does not match every longer word.
 */
export function typedWordMatches(terms: readonly string[], folded: string): number[] {
  const matches = rangePositions(prefixRange(terms, folded));
  for (let length = folded.length - 1; length >= Math.max(CONTINUED_STEM_MIN_LENGTH, folded.length / 2); length--) {
    const stem = findTerm(terms, folded.slice(0, length));
    if (stem !== -1) matches.push(stem);
  }
  return matches;
}

/**
 * Terms the word becomes with two neighbouring letters swapped back: a swap can hide the ending the
 * stemmer strips, so the stems are too far apart to be one typo away ("regars" stays "regars",
 * "regras" becomes "regr").
 */
export function swappedWordMatches({ terms, pipeline }: SearchIndex, folded: string, term: string): number[] {
  const matches: number[] = [];
  for (let at = 0; at < folded.length - 1; at++) {
    if (folded[at] === folded[at + 1]) continue;
    const swapped = pipeline.analyseWord(folded.slice(0, at) + folded[at + 1] + folded[at] + folded.slice(at + 2));
    const position = swapped === undefined || swapped === term ? -1 : findTerm(terms, swapped);
    if (position !== -1) matches.push(position);
  }
  return matches;
}

/** Wildcard terms skip the stemmer, but the vocabulary has no accents, so neither may the pattern. */
export function wildcardPattern(term: string): string {
  return foldAccents(term).replace(/[^\p{L}\p{N}*]/gu, '');
}

export function weigh(positions: readonly number[], weight: number): Expansions {
  return new Map(positions.map((position) => [position, weight]));
}

export function addFuzzy(expansions: Expansions, terms: readonly string[], term: string, maxDistance: number, accepts: (candidate: string, term: string, distance: number) => boolean = () => true): void {
  for (const { position, distance } of fuzzyMatches(terms, term, maxDistance)) {
    if (distance > 0 && accepts(terms[position]!, term, distance)) add(expansions, new Map([[position, FUZZY_WEIGHT / distance]]));
  }
}

/** Keeps the larger weight when a term is reached two ways (say, as a prefix and as a typo). */
export function add(expansions: Expansions, more: Expansions): void {
  for (const [position, weight] of more) expansions.set(position, Math.max(weight, expansions.get(position) ?? 0));
}
