import { FAMILY_STEM_MIN_LENGTH, TYPO_MIN_LENGTH, TYPO_MIN_STEM_LENGTH, typosForgiven } from './execute.ts';
import { CONTINUED_STEM_MIN_LENGTH } from './expansions.ts';
import { foldAccents } from './fold-accents.ts';
import { type Pipeline, words } from './pipeline.ts';
import type { Clause } from './query-parser.ts';
import { END, keyIn, type TypoStretch, typoStretches } from './typo-vocabulary.ts';
import { findTerm, fuzzyMatches } from './vocabulary.ts';

/** A word that forgives typos: the terms within `distance` edits of its stem `term`, looked for in `stretches`. */
export interface WantedTypo {
  term: string;
  distance: number;
  /** The edit distance the query asked for itself (`word~2`), 0 for none. */
  asked: number;
  stretches: TypoStretch[];
}

/**
 * What of the sorted vocabulary a query may look up (see execute.ts's `toTermQueries`): each word's
 * stem (`terms`); the terms its typed letters may grow into, the stems it runs past, its stems with
 * two letters swapped back and a wildcard's literal start (`ranges`); and, for a word that forgives
 * typos, where the terms one typo away are (`typos`, typo-vocabulary.ts). Unlike a whole index, a typo
 * that breaks every key of its stem is thus found only when the word swapped back finds it.
 */
export function wantedRanges(clauses: readonly Clause[], pipeline: Pipeline): { terms: string[]; ranges: [from: string, to: string][]; typos: WantedTypo[] } {
  const terms: string[] = [];
  const ranges: [string, string][] = [];
  const typos: WantedTypo[] = [];
  for (const clause of clauses) {
    if (!clause.usePipeline) {
      const literal = foldAccents(clause.term).split('*')[0] ?? '';
      ranges.push([literal, literal + END]);
      continue;
    }
    for (const word of words(clause.term)) {
      const folded = foldAccents(word.text.toLowerCase());
      const term = pipeline.analyseWord(word.text) ?? folded;
      terms.push(term);
      // What typedWordMatches may reach, and the longer stems of the word's family.
      ranges.push([folded, folded + END]);
      if (term.length >= FAMILY_STEM_MIN_LENGTH) ranges.push([term, term + END]);
      for (let length = folded.length - 1; length >= Math.max(CONTINUED_STEM_MIN_LENGTH, folded.length / 2); length--) ranges.push([folded.slice(0, length), folded.slice(0, length)]);
      if (word.text.length < TYPO_MIN_LENGTH && clause.editDistance === 0) continue;
      // What swappedWordMatches may reach.
      for (let at = 0; at < folded.length - 1; at++) {
        const swapped = pipeline.analyseWord(folded.slice(0, at) + folded[at + 1] + folded[at] + folded.slice(at + 2));
        if (swapped !== undefined) ranges.push([swapped, swapped]);
      }
      if (term.length < TYPO_MIN_STEM_LENGTH && clause.editDistance === 0) continue;
      const distance = Math.max(typosForgiven(word.text, false), clause.editDistance);
      typos.push({ term, distance, asked: clause.editDistance, stretches: typoStretches(term, distance) });
    }
  }
  return { terms, ranges, typos };
}

/**
 * The stretches where a word's typos are looked for: all of them for a stem the index does not know
 * (`known` false); for one it knows, its first letters alone (a right word's neighbours with other
 * first letters would cost a shard each, scattered over the vocabulary, in every query). The whole
 * index looks everywhere, so a known word's typos may find less through the shards.
 */
export function lookedIn(typo: WantedTypo, known: boolean): TypoStretch[] {
  return known ? typo.stretches.filter((stretch) => stretch.order === 'start') : typo.stretches;
}

/** Whether a term is in a stretch of its order. */
export function inStretch({ order, from, to }: TypoStretch, term: string): boolean {
  const key = keyIn(order, term);
  return from <= key && key <= to;
}

/**
 * The terms of `listed` (those of the word's stretches) within its distance of the word; one edit
 * only when the index knows the word and the query asked for no more (see `typosForgiven`).
 */
export function typoMatches(typo: WantedTypo, listed: readonly string[], known: boolean): string[] {
  const distance = known ? Math.max(1, typo.asked) : typo.distance;
  return fuzzyMatches(listed, typo.term, distance).map(({ position }) => listed[position]!);
}

/** Positions in `terms` of the words' own terms (their stems), which need every posting. */
export function namedTerms(terms: readonly string[], clauses: readonly Clause[], pipeline: Pipeline): number[] {
  return clauses.flatMap((clause) =>
    clause.usePipeline
      ? words(clause.term).flatMap((word) => {
          const term = pipeline.analyseWord(word.text);
          const position = term === undefined ? -1 : findTerm(terms, term);
          return position === -1 ? [] : [position];
        })
      : [],
  );
}
