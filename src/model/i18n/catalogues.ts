import { en, type MessageId } from './messages-en.ts';
import { es } from './messages-es.ts';
import { ptBR } from './messages-pt-BR.ts';
import { Translator, type CatalogueLocale } from './translator.ts';

export const CATALOGUES: Readonly<Record<CatalogueLocale, Readonly<Record<MessageId, string>>>> = { en, 'pt-BR': ptBR, es };

const LOCALES = Object.keys(CATALOGUES) as CatalogueLocale[];

const language = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();

/** The catalogue of a locale name: the same tag (`pt-BR`), else the same language (`es-ES` → `es`, `pt` → `pt-BR`), else English. */
export function catalogueLocale(name: string): CatalogueLocale {
  const lower = name.toLowerCase().replace('_', '-');
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? LOCALES.find((locale) => language(locale) === language(name)) ?? 'en';
}

/** The site's texts: its locale's catalogue, then each set of overrides in turn (a site's `code.json`, its configuration). */
export function siteTranslator(locale: { name: string; htmlLang: string }, overrides: readonly Readonly<Record<string, string>>[] = []): Translator {
  const chosen = catalogueLocale(locale.name);
  return new Translator(Object.assign({}, CATALOGUES[chosen], ...overrides) as Record<MessageId, string>, chosen, locale.htmlLang);
}
