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
  }
}
