import type { SearchContextSettings, SearchSettings } from '../model/search-settings.ts';
import { ShardedIndex } from '../search/sharded-index.ts';
import { loadSearchLanguage } from '../search/languages/load-language.ts';

/** One per page and context, however many boxes and queries ask: each keeps the files it fetched. */
const indexes = new Map<string, ShardedIndex>();

/** The context a page belongs to: the longest configured path it sits under, else the rest of the site. */
export function contextOf(settings: SearchSettings, pathname: string): SearchContextSettings {
  const inside = settings.contexts.filter((context) => context.path && (pathname === `${context.path}/` || pathname.startsWith(`${context.path}/`)));
  return inside.sort((a, b) => b.path.length - a.path.length)[0] ?? restOfSite(settings);
}

export function restOfSite(settings: SearchSettings): SearchContextSettings {
  return settings.contexts.find((context) => context.path === '')!;
}

export function contextByPath(settings: SearchSettings, path: string | null): SearchContextSettings {
  return settings.contexts.find((context) => context.path === (path ?? '')) ?? restOfSite(settings);
}

/**
 * Starts fetching the stemmer of the site's language beside the first entry files: an index knows
 * its language from its entry file, and without this would fetch the stemmer only after it.
 */
export function prefetchSearchLanguage(settings: SearchSettings): void {
  loadSearchLanguage(settings.language).catch(() => undefined);
}

/** A context's index, whose files are fetched as queries need them. */
export function contextIndex(context: SearchContextSettings): ShardedIndex {
  let index = indexes.get(context.index);
  if (!index) {
    index = new ShardedIndex(context.index, fetchJson);
    indexes.set(context.index, index);
  }
  return index;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
