import { en, type MessageId } from './messages-en.ts';
import { es } from './messages-es.ts';
import { ptBR } from './messages-pt-BR.ts';
import { Translator } from './translator.ts';

/** The locales that have a catalogue of their own here. */
export type CatalogueLocale = 'en' | 'pt-BR' | 'es';

export const CATALOGUES: Readonly<Record<CatalogueLocale, Readonly<Record<MessageId, string>>>> = { en, 'pt-BR': ptBR, es };

const LOCALES = Object.keys(CATALOGUES) as CatalogueLocale[];

/** A locale's language subtag, lower-cased: `pt-BR` → `pt`, `zh_Hans` → `zh`. */
export const languageOf = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();

/** The catalogue of a locale name: the same tag (`pt-BR`), else the same language (`es-ES` → `es`, `pt` → `pt-BR`), else none. */
export function ownCatalogue(name: string): CatalogueLocale | undefined {
  const lower = name.toLowerCase().replace('_', '-');
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? LOCALES.find((locale) => languageOf(locale) === languageOf(name));
}

/** The catalogue a locale's texts start from: its own, else English. */
export function catalogueLocale(name: string): CatalogueLocale {
  return ownCatalogue(name) ?? 'en';
}

/**
 * The site's texts: its locale's catalogue (English for a locale without one), then each set of
 * overrides in turn (Docusaurus's texts for such a locale, a site's `code.json`, its configuration).
 */
export function siteTranslator(locale: { name: string; htmlLang: string }, overrides: readonly Readonly<Record<string, string>>[] = []): Translator {
  return new Translator(Object.assign({}, CATALOGUES[catalogueLocale(locale.name)], ...overrides) as Record<MessageId, string>, locale.htmlLang);
}
