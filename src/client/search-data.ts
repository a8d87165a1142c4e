import type { SearchContextSettings, SearchSettings } from '../model/search-settings.ts';
import { loadIndex, type SearchIndex, type SerialisedIndex } from '../search/index-format.ts';

/** Fetched once per page and context, however many boxes and queries ask. */
const indexes = new Map<string, Promise<SearchIndex>>();
const textFiles = new Map<string, Promise<string[]>>();

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

export function loadContextIndex(context: SearchContextSettings): Promise<SearchIndex> {
  let index = indexes.get(context.index);
  if (!index) {
    index = fetchJson<SerialisedIndex>(context.index).then(loadIndex);
    index.catch(() => indexes.delete(context.index));
    indexes.set(context.index, index);
  }
  return index;
}

/** The text of one indexed section, from the small file that holds it. */
export async function sectionText(context: SearchContextSettings, document: number): Promise<string> {
  const url = context.texts[Math.floor(document / context.textsPerFile)];
  if (!url) return '';
  let texts = textFiles.get(url);
  if (!texts) {
    texts = fetchJson<string[]>(url);
    texts.catch(() => textFiles.delete(url));
    textFiles.set(url, texts);
  }
  return (await texts)[document % context.textsPerFile] ?? '';
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
