import type { SearchLanguageName } from '../../model/search-settings.ts';
import type { SearchLanguage } from '../search-language.ts';
import { english } from './english.ts';
import { portuguese } from './portuguese.ts';
import { spanish } from './spanish.ts';

/** Every language, for the build; the browser loads only its page's (`load-language.ts`). */
export const SEARCH_LANGUAGES: Readonly<Record<SearchLanguageName, SearchLanguage>> = { pt: portuguese, en: english, es: spanish };
