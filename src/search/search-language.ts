import type { SearchLanguageName } from '../model/search-settings.ts';

/** What the search pipeline needs of a language. */
export interface SearchLanguage {
  name: SearchLanguageName;
  /** Words too common to tell pages apart, accents folded (visitors type "nao" for "não"). */
  stopWords: ReadonlySet<string>;
  /** A lower-cased word → its stem; accents are folded after, as stemmers' rules are written for accented words. */
  stem(word: string): string;
}
