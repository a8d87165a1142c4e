import { english, stemLatinAsEnglish } from './english.ts';
import type { SearchLanguage } from '../search-language.ts';

/**
 * Japanese particles, each a word of its own to the pipeline (a hiragana alone), and English's stop
 * words, for the English terms Japanese documentation is full of.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([...'のはがをにでともへやか', ...english.stopWords]);

/** Japanese: words are cut by the pipeline (pipeline.ts, `WORD`), nothing is stemmed but English words. */
export const japanese: SearchLanguage = { name: 'ja', stopWords: STOP_WORDS, stem: stemLatinAsEnglish };
