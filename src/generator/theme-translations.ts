/**
 * The interface texts of a locale this generator has no catalogue of: Docusaurus's own, the files of
 * `@docusaurus/theme-translations` that its classic theme reads, so that a French or Japanese site
 * built here says "Suivant" or "次へ" where Docusaurus would; and this generator's own texts (its
 * search box, its lists' pages, `site.*`) in that language where `src/model/i18n/site-texts/` has it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CATALOGUES, ownCatalogue } from '../model/i18n/catalogues.ts';

/** The classic theme's texts and its search box's, which our search stands in for. */
const THEME_FILES = ['theme-common', 'theme-search-algolia'];

/**
 * The package is loaded only for such a locale, at run time: bundled into the build, its file
 * helpers would cost every build's start.
 */
const packageRequire = createRequire(import.meta.filename);

interface ThemeTranslationsPackage {
  /** `zh` → `zh`, `zh-CN`, `zh-Hans`, `zh`: where Docusaurus looks, in its order. */
  codeTranslationLocalesToTry(locale: string): string[];
}

/** This generator's own texts by locale, named as Docusaurus's folders are (`fr`, `zh-Hans`). */
const SITE_TEXTS_DIR = path.join(import.meta.dirname, '../model/i18n/site-texts');

/**
 * id → message for `locale`, from the first of Docusaurus's folders that has each file (and the
 * first of ours); `{}` when none has. Where the locale's language has a catalogue here, its wording
 * is this site's ("avise a equipe no nosso Discord"): a Docusaurus project (`ofProject`) still
 * says what Docusaurus says there, only this generator's own texts come from the catalogue, and
 * those Docusaurus left in English in that locale's files (pt-BR's "(opens in new tab)"). A
 * project of Docusaurus 2 (`docusaurus2`) in English has its title-case words.
 */
export function interfaceTextsOf(locale: string, ofProject = false, docusaurus2 = false): Record<string, string> {
  const catalogued = ownCatalogue(locale) !== undefined;
  if (catalogued && !ofProject) return {};
  if (docusaurus2 && locale.split('-')[0] === 'en') return { ...interfaceTextsOf(locale, ofProject), ...DOCUSAURUS_2_ENGLISH };
  const manifest = packageRequire.resolve('@docusaurus/theme-translations/package.json');
  const { codeTranslationLocalesToTry } = packageRequire('@docusaurus/theme-translations') as ThemeTranslationsPackage;
  const localesDir = path.join(path.dirname(manifest), 'locales');
  const themeFiles = THEME_FILES.map((name) => (tried: string) => path.join(localesDir, tried, `${name}.json`));
  const files = catalogued ? themeFiles : [...themeFiles, (tried: string) => path.join(SITE_TEXTS_DIR, `${tried}.json`)];
  const texts: Record<string, string> = {};
  for (const fileIn of files) {
    const file = codeTranslationLocalesToTry(locale)
      .map(fileIn)
      .find((candidate) => existsSync(candidate));
    if (file) Object.assign(texts, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  if (!catalogued) return texts;
  const english: Readonly<Record<string, string>> = CATALOGUES.en;
  return Object.fromEntries(Object.entries(texts).filter(([id, message]) => message !== english[id]));
}

/** The English words Docusaurus 2 wrote in title case, which Docusaurus 3 writes in sentence case (CacheLib's "Read More", "Newer Post"). */
const DOCUSAURUS_2_ENGLISH: Readonly<Record<string, string>> = {
  'theme.blog.post.readMore': 'Read More',
  'theme.blog.paginator.newerEntries': 'Newer Entries',
  'theme.blog.paginator.olderEntries': 'Older Entries',
  'theme.blog.post.paginator.newerPost': 'Newer Post',
  'theme.blog.post.paginator.olderPost': 'Older Post',
};
