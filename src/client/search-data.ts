import type { SearchContextSettings, SearchSettings } from '../model/search-settings.ts';
import { loadIndex, type SearchIndex, type SerialisedIndex } from '../search/index-format.ts';

/** A context's index, and where the texts of its sections are (`SerialisedIndex.t` and `n`, resolved). */
interface ContextFiles {
  index: SearchIndex;
  texts: string[];
  textsPerFile: number;
}

/** Fetched once per page and context, however many boxes and queries ask. */
const contextFiles = new Map<string, Promise<ContextFiles>>();
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

function loadContextFiles(context: SearchContextSettings): Promise<ContextFiles> {
  let files = contextFiles.get(context.index);
  if (!files) {
    files = fetchJson<SerialisedIndex>(context.index).then((serialised) => {
      const indexUrl = new URL(context.index, location.href);
      return { index: loadIndex(serialised), texts: (serialised.t ?? []).map((name) => new URL(name, indexUrl).pathname), textsPerFile: serialised.n ?? 1 };
    });
    files.catch(() => contextFiles.delete(context.index));
    contextFiles.set(context.index, files);
  }
  return files;
}

export async function loadContextIndex(context: SearchContextSettings): Promise<SearchIndex> {
  return (await loadContextFiles(context)).index;
}

/** The text of one indexed section, from the small file that holds it (named by the context's index). */
export async function sectionText(context: SearchContextSettings, document: number): Promise<string> {
  const { texts, textsPerFile } = await loadContextFiles(context);
  const url = texts[Math.floor(document / textsPerFile)];
  if (!url) return '';
  let file = textFiles.get(url);
  if (!file) {
    file = fetchJson<string[]>(url);
    file.catch(() => textFiles.delete(url));
    textFiles.set(url, file);
  }
  return (await file)[document % textsPerFile] ?? '';
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
