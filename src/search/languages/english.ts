import { stemmer } from '@orama/stemmers/english';
import type { SearchLanguage } from '../search-language.ts';

/** English words too common to tell pages apart: articles, prepositions, pronouns, conjunctions and the commonest verb forms. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about after all also am an and any are as at
  be been before being between both but by
  can could did do does doing down during each for from further
  had has have having he her here hers him his how
  i if in into is it its itself just
  me more most my no nor not now of off on once only or other our ours out over own
  same she should so some such than that the their theirs them then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would
  you your yours`.split(/\s+/),
);

/** English: Snowball's (Porter 2) stemmer, "running" → "run". */
export const english: SearchLanguage = { name: 'en', stopWords: STOP_WORDS, stem: stemmer };

/** For a language written without Latin letters whose pages are full of English terms: a word with Latin letters is stemmed as English, any other is its own stem. */
export function stemLatinAsEnglish(word: string): string {
  return /[a-z]/.test(word) ? stemmer(word) : word;
}
