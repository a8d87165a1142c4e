/** What the browser is told of the site's search: each context's files and paths, and where results are shown. */

/** One search context in the browser's settings: its files and the paths it covers. */
export interface SearchContextSettings {
  /** Path prefix with base URL (`/wiki/survival`), or '' for the rest of the site. */
  path: string;
  label: string;
  /** The entry file of the index, beside the folder of its other files (shard-format.ts). */
  index: string;
}

/** The languages search analyses words in (stop words and stemmer), by their ISO 639-1 code. */
export const SEARCH_LANGUAGE_NAMES = ['pt', 'en', 'es', 'fr', 'de', 'it', 'ro', 'ru', 'uk', 'ja', 'zh'] as const;

export type SearchLanguageName = (typeof SEARCH_LANGUAGE_NAMES)[number];

export interface SearchSettings {
  contexts: SearchContextSettings[];
  /** The language of the site's pages, which search analyses words in (the page's highlights too). */
  language: SearchLanguageName;
  /** The site's synonyms (`search.synonyms`), which highlights follow too: a search for "clan" marks "clã". Left out when none. */
  synonyms?: string[][];
  /** The wiki's version path with base URL (`/wiki`), for the `version` parameter of the results page. */
  versionPath: string;
  resultsPage: string;
}

/** The value of the results page's context choice that searches every context (no `ctx` in the address). */
export const SEARCH_EVERYWHERE = '*';
