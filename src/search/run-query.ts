import { executeQuery, type SearchResult } from './execute.ts';
import type { SearchIndex } from './index-format.ts';
import { words } from './pipeline.ts';
import type { QueryHint } from './query-hint.ts';
import { type Clause, parseQuery, QueryParseError } from './query-parser.ts';

export type QueryOutcome = { results: SearchResult[]; hint?: undefined } | { results: []; hint: QueryHint };

/** Runs what a visitor typed: results, or a hint when the query syntax is wrong. */
export function runQuery(index: SearchIndex, query: string, limit?: number): QueryOutcome {
  if (!query.trim()) return { results: [] };
  const parsed = parseOrHint(query, index.fields);
  return 'hint' in parsed ? { results: [], hint: parsed.hint } : { results: executeQuery(index, parsed.clauses, { limit }) };
}

/** A query's clauses, or the hint that says what is wrong with its syntax. */
export function parseOrHint(query: string, fields: readonly string[]): { clauses: Clause[] } | { hint: QueryHint } {
  try {
    return { clauses: parseQuery(query, fields) };
  } catch (error) {
    if (error instanceof QueryParseError) return { hint: { error, fields } };
    throw error;
  }
}

/**
 * The address of a result: its page and section, with one `_highlight` parameter per word of the
 * query, so the page can mark them.
 */
export function resultHref(result: Pick<SearchResult, 'u' | 'h'>, query: string): string {
  const params = new URLSearchParams();
  for (const word of new Set(words(query).map((word) => word.text))) params.append('_highlight', word);
  const search = params.toString();
  return `${result.u}${search ? `?${search}` : ''}${result.h ? `#${result.h}` : ''}`;
}
