import { english, stemLatinAsEnglish } from './english.ts';
import type { SearchLanguage } from '../search-language.ts';

/**
 * Chinese function words of one character (each Han character is a word to the pipeline), and
 * English's stop words, for the English terms Chinese documentation is full of.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([...'的了是在和与或及也都而之着这那就把被个', ...english.stopWords]);

/** Chinese: words are cut by the pipeline (pipeline.ts, `WORD`), a character each; nothing is stemmed but English words. */
export const chinese: SearchLanguage = { name: 'zh', stopWords: STOP_WORDS, stem: stemLatinAsEnglish };
