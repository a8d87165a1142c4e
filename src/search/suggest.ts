/**
 * "Você quis dizer …": a query whose words the index does not know, each replaced by the nearest
 * word it does, written as the site writes it. The whole-index path (`suggestQuery`) is here; the
 * browser's (`ShardedIndex.suggest`) finds its candidates in the typo vocabulary files and shares
 * the rest.
 */
import { TYPO_MIN_STEM_LENGTH } from './execute.ts';
import type { SearchIndex } from './index-format.ts';
import { type Pipeline, WORD, words } from './pipeline.ts';
import { parseOrHint } from './run-query.ts';
import { HIT_TYPES } from './types.ts';
import { findTerm, fuzzyMatches } from './vocabulary.ts';

/** A term the index knows, near an unknown word's stem. */
export interface SuggestionCandidate {
  term: string;
  distance: number;
  /** Documents that hold it, all fields together. */
  frequency: number;
}

/** Most candidates at the nearest distance whose frequencies are compared (each costs the browser its shard). */
export const COMPARED_CANDIDATES = 8;

/**
 * Edits a suggestion may be from the stem typed: none below `TYPO_MIN_STEM_LENGTH` letters (one edit
 * from "cax" is a word of every kind), one for 4, two from 5.
 */
export function suggestionDistance(term: string): number {
  return term.length < TYPO_MIN_STEM_LENGTH ? 0 : term.length < 5 ? 1 : 2;
}

/** Each word of a query's plain clauses with its stem (none for a stop word or a query that does not parse). */
export function queryWords(query: string, pipeline: Pipeline): { word: string; term: string }[] {
  const parsed = parseOrHint(query, HIT_TYPES);
  if ('hint' in parsed) return [];
  return parsed.clauses.flatMap((clause) =>
    clause.usePipeline
      ? words(clause.term).flatMap((word) => {
          const term = pipeline.analyseWord(word.text);
          return term === undefined ? [] : [{ word: word.text, term }];
        })
      : [],
  );
}

/** The candidates at the nearest distance, the first `COMPARED_CANDIDATES` of them in vocabulary order. */
export function nearestCandidates<T extends { term: string; distance: number }>(candidates: readonly T[]): T[] {
  const nearest = Math.min(...candidates.map((candidate) => candidate.distance));
  return candidates
    .filter((candidate) => candidate.distance === nearest)
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, COMPARED_CANDIDATES);
}

/** The most frequent of the nearest candidates (between as frequent, the first in vocabulary order). */
export function bestCandidate(nearest: readonly SuggestionCandidate[]): SuggestionCandidate | undefined {
  let best: SuggestionCandidate | undefined;
  for (const candidate of nearest) if (!best || candidate.frequency > best.frequency) best = candidate;
  return best;
}

/** The query with each word of `replacements` written as given; undefined when there is none. */
export function rewriteQuery(query: string, replacements: ReadonlyMap<string, string>): string | undefined {
  if (replacements.size === 0) return undefined;
  return query.replace(WORD, (word) => replacements.get(word) ?? word);
}

/**
 * The query with each word the index does not know replaced by the nearest it does (up to
 * `suggestionDistance` edits of its stem; the most frequent among the nearest), as `displays` (by
 * position in the vocabulary; `BuiltIndex.displays`) writes it, else as its term. Undefined when the
 * index knows every word, or none of the unknown ones has a neighbour.
 */
export function suggestQuery(index: SearchIndex, query: string, displays?: readonly string[]): string | undefined {
  const replacements = new Map<string, string>();
  for (const { word, term } of queryWords(query, index.pipeline)) {
    const distance = suggestionDistance(term);
    if (distance === 0 || findTerm(index.terms, term) !== -1) continue;
    const near = fuzzyMatches(index.terms, term, distance).map(({ position, distance }) => ({ term: index.terms[position]!, distance, position }));
    if (near.length === 0) continue;
    const best = bestCandidate(nearestCandidates(near).map((candidate) => ({ ...candidate, frequency: frequencyOf(index.postings[candidate.position]!.frequency) })));
    if (best) replacements.set(word, displays?.[findTerm(index.terms, best.term)] ?? best.term);
  }
  return rewriteQuery(query, replacements);
}

export function frequencyOf(fields: readonly number[]): number {
  return fields.reduce((sum, count) => sum + count, 0);
}
