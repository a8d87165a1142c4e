/**
 * A way out of a search with no results: the query with its words corrected to the nearest ones
 * the index knows ("Você quis dizer …"), and the other contexts that do have results for it.
 * Shared by the search box and the results page.
 */
import type { Translator } from '../model/i18n/translator.ts';
import type { SearchContextSettings, SearchSettings } from '../model/search-settings.ts';
import { contextIndex } from './search-data.ts';

export interface WayOut {
  /** The query with its unknown words replaced, when that finds something. */
  correction?: string;
  /** Contexts besides those searched that have results, with how many. */
  elsewhere: { context: SearchContextSettings; count: number }[];
}

export async function wayOutOf(settings: SearchSettings, searched: readonly SearchContextSettings[], query: string): Promise<WayOut> {
  const others = settings.contexts.filter((context) => !searched.includes(context));
  const [correction, counts] = await Promise.all([correctionOf(searched, query), Promise.all(others.map((context) => countIn(context, query)))]);
  const elsewhere = others.flatMap((context, position) => (counts[position]! > 0 ? [{ context, count: counts[position]! }] : []));
  return { ...(correction !== undefined && { correction }), elsewhere };
}

/** The first correction a searched context suggests; none when the index cannot be read. */
async function correctionOf(searched: readonly SearchContextSettings[], query: string): Promise<string | undefined> {
  for (const context of searched) {
    const correction = await contextIndex(context)
      .suggest(query)
      .catch(() => undefined);
    if (correction !== undefined && correction !== query) return correction;
  }
  return undefined;
}

async function countIn(context: SearchContextSettings, query: string): Promise<number> {
  const outcome = await contextIndex(context)
    .rank(query)
    .catch(() => undefined);
  return outcome?.results.length ?? 0;
}

/** What "Você quis dizer {query}?" says before and after the correction, which each view shows as a control of its own. */
export function aroundCorrection(text: Translator): [before: string, after: string] {
  const [before = '', after = ''] = text.t('site.search.didYouMean', { query: '\u0000' }).split('\u0000');
  return [before, after];
}

/** The results page for a query in one context (or every context). */
export function resultsPageUrl(settings: SearchSettings, query: string, context?: SearchContextSettings): string {
  return `${settings.resultsPage}?${new URLSearchParams(context ? { q: query, ctx: context.path } : { q: query })}`;
}
