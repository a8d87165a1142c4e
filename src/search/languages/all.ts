import type { SearchLanguageName } from '../../model/search-settings.ts';
import type { SearchLanguage } from '../search-language.ts';
import { chinese } from './chinese.ts';
import { english } from './english.ts';
import { french } from './french.ts';
import { german } from './german.ts';
import { italian } from './italian.ts';
import { japanese } from './japanese.ts';
import { portuguese } from './portuguese.ts';
import { romanian } from './romanian.ts';
import { russian } from './russian.ts';
import { spanish } from './spanish.ts';
import { ukrainian } from './ukrainian.ts';

/** Every language, for the build; the browser loads only its page's (`load-language.ts`). */
export const SEARCH_LANGUAGES: Readonly<Record<SearchLanguageName, SearchLanguage>> = { pt: portuguese, en: english, es: spanish, fr: french, de: german, it: italian, ro: romanian, ru: russian, uk: ukrainian, ja: japanese, zh: chinese };
