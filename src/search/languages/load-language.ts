import type { SearchLanguageName } from '../../model/search-settings.ts';
import type { SearchLanguage } from '../search-language.ts';

/** One language's module, fetched when a page first searches: a page loads no other language's stemmer. */
export async function loadSearchLanguage(name: SearchLanguageName): Promise<SearchLanguage> {
  switch (name) {
    case 'pt':
      return (await import('./portuguese.ts')).portuguese;
    case 'en':
      return (await import('./english.ts')).english;
    case 'es':
      return (await import('./spanish.ts')).spanish;
    case 'fr':
      return (await import('./french.ts')).french;
    case 'de':
      return (await import('./german.ts')).german;
    case 'it':
      return (await import('./italian.ts')).italian;
    case 'ro':
      return (await import('./romanian.ts')).romanian;
    case 'ru':
      return (await import('./russian.ts')).russian;
    case 'uk':
      return (await import('./ukrainian.ts')).ukrainian;
    case 'ja':
      return (await import('./japanese.ts')).japanese;
    case 'zh':
      return (await import('./chinese.ts')).chinese;
  }
}
