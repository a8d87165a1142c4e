/**
 * The locales of a Docusaurus project (`i18n` in its configuration) and what each one changes:
 * where its pages go (`/fr/`), which translated files replace the default locale's
 * (`i18n/<locale>/docusaurus-plugin-content-docs/current/…`), and the translations of the navbar,
 * the footer and the interface (`docusaurus-theme-classic/navbar.json`, `footer.json`, `code.json`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleAlternate } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import type { ContentLayout } from './content-layout.ts';
import type { DocsVersionFolder } from './docusaurus-versions.ts';
import { array, object, type Options, text } from './docusaurus-values.ts';
import { MISSING_PATH } from './run-module.ts';

export interface ProjectLocale {
  name: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** Its folder in the site (`fr`); its pages are at the root for the default locale. */
  path: string;
  isDefault: boolean;
  baseUrl: string;
}

/** Messages by key, as Docusaurus's translation files give them (`{ "item.label.Docs": { "message": "Documentos" } }`). */
export type Messages = Record<string, string>;

/** The navbar's and the footer's translations (the interface's own, `code.json`, are read with the catalogues). */
export interface LocaleTranslations {
  navbar: Messages;
  footer: Messages;
}

export function projectLocales(i18n: Options, baseUrl: string): ProjectLocale[] {
  const defaultLocale = text(i18n.defaultLocale) ?? 'en';
  const listed = array(i18n.locales).filter((locale): locale is string => typeof locale === 'string');
  const names = listed.includes(defaultLocale) ? listed : [defaultLocale, ...listed];
  return names.map((name) => {
    const config = object(object(i18n.localeConfigs)[name]);
    const localePath = text(config.path) ?? name;
    const isDefault = name === defaultLocale;
    const label = text(config.label);
    return {
      name,
      // A label made with what a package not installed gives (Verdaccio's translation progress) is not shown: the locale's own name is.
      label: label !== undefined && !label.includes(MISSING_PATH) ? label : localeName(name),
      htmlLang: text(config.htmlLang) ?? name,
      direction: config.direction === 'rtl' ? 'rtl' : 'ltr',
      calendar: text(config.calendar) ?? 'gregory',
      path: localePath,
      isDefault,
      // Docusaurus 3.9's `localeConfigs[name].baseUrl` (pnpm's `/zh/`), slashes made whole; by default the site's, under the locale's path.
      baseUrl: text(config.baseUrl) !== undefined ? `/${text(config.baseUrl)!.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/') : isDefault ? baseUrl : `${baseUrl}${localePath}/`,
    };
  });
}

export function alternatesOf(locales: readonly ProjectLocale[]): LocaleAlternate[] {
  return locales.map(({ name, label, htmlLang, baseUrl, isDefault }) => ({ locale: name, label, htmlLang, baseUrl, isDefault }));
}

/** The layout of a locale: the default one, with that locale's translated docs, posts and pages read first. */
export function localeLayout(layout: ContentLayout, versions: readonly DocsVersionFolder[], locale: ProjectLocale, display: (absolute: string) => string, warnings: Warning[]): ContentLayout {
  const i18nDir = path.join(layout.siteDir, 'i18n', locale.name);
  const folders = versions.map((version) => {
    const plugin = version.pluginId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${version.pluginId}`;
    const folder = version.settings.version.name === 'current' ? 'current' : `version-${version.settings.version.name}`;
    return { name: version.folder, dir: path.join(i18nDir, plugin, folder), labels: readMessages(path.join(i18nDir, plugin, `${folder}.json`), display, warnings) };
  });
  const translations = {
    docsFolders: new Map(folders.map(({ name, dir }) => [name, dir])),
    sidebarLabels: new Map(folders.map(({ name, labels }) => [name, labels])),
    blogDir: path.join(i18nDir, 'docusaurus-plugin-content-blog'),
    pagesFolders: layout.pagesFolders.map((folder) => ({ ...folder, dir: path.join(i18nDir, folder.id === 'default' ? 'docusaurus-plugin-content-pages' : `docusaurus-plugin-content-pages-${folder.id}`) })),
  };
  // The default locale's own folder of i18n is read first too, as Docusaurus reads every locale's
  // (RocketMQ's English docs, its default, are there, over Chinese ones in docs/; verdaccio's
  // `write-translations --locale en` relabels its sidebars); a site without one is read as it is.
  const translated = [...translations.docsFolders.values(), translations.blogDir, ...translations.pagesFolders.map((folder) => folder.dir)].some((dir) => existsSync(dir));
  if (locale.isDefault && !translated && folders.every(({ labels }) => Object.keys(labels).length === 0)) return layout;
  return { ...layout, translations };
}

/** A locale's translation files of the theme; what is missing or unreadable translates nothing (with a warning for the unreadable). */
export function localeTranslations(root: string, locale: ProjectLocale, display: (absolute: string) => string, warnings: Warning[]): LocaleTranslations {
  const i18nDir = path.join(root, 'i18n', locale.name);
  const read = (...parts: string[]) => readMessages(path.join(i18nDir, ...parts), display, warnings);
  return { navbar: read('docusaurus-theme-classic', 'navbar.json'), footer: read('docusaurus-theme-classic', 'footer.json') };
}

function readMessages(file: string, display: (absolute: string) => string, warnings: Warning[]): Messages {
  if (!existsSync(file)) return {};
  try {
    const parsed = object(JSON.parse(readFileSync(file, 'utf8')));
    return Object.fromEntries(
      Object.entries(parsed).flatMap(([key, value]) => {
        const message = typeof value === 'string' ? value : text(object(value).message);
        return message === undefined ? [] : [[key, message]];
      }),
    );
  } catch (error) {
    warnings.push({ file: display(file), message: `not valid JSON (${(error as Error).message}); its translations are left out` });
    return {};
  }
}

/** The navbar with the labels a locale's `navbar.json` translates (`title`, `item.label.<label>`, `logo.alt`). */
export function translateNavbar(navbar: Options, messages: Messages): Options {
  const items = (list: unknown): unknown[] =>
    array(list).map((value) => {
      const item = object(value);
      const label = text(item.label);
      return { ...item, ...(label !== undefined && { label: messages[`item.label.${label}`] ?? label }), ...(Array.isArray(item.items) && { items: items(item.items) }) };
    });
  const logo = object(navbar.logo);
  return {
    ...navbar,
    ...(text(navbar.title) !== undefined && { title: messages.title ?? navbar.title }),
    ...(text(logo.alt) !== undefined && { logo: { ...logo, alt: messages['logo.alt'] ?? logo.alt } }),
    items: items(navbar.items),
  };
}

/** The footer with what a locale's `footer.json` translates (`link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`). */
export function translateFooter(footer: Options, messages: Messages): Options {
  const item = (value: unknown) => {
    const link = object(value);
    const label = text(link.label);
    return label === undefined ? link : { ...link, label: messages[`link.item.label.${label}`] ?? label };
  };
  const links = array(footer.links).map((value) => {
    const column = object(value);
    if (!Array.isArray(column.items)) return item(value);
    const title = text(column.title);
    return { ...column, ...(title !== undefined && { title: messages[`link.title.${title}`] ?? title }), items: column.items.map(item) };
  });
  const logo = object(footer.logo);
  return {
    ...footer,
    links,
    ...(text(footer.copyright) !== undefined && { copyright: messages.copyright ?? footer.copyright }),
    ...(text(logo.alt) !== undefined && { logo: { ...logo, alt: messages['logo.alt'] ?? logo.alt } }),
  };
}

/** A locale's name in its own language, capitalised, as Docusaurus labels a locale that has no `label` ("English", "中文（中国）"); the code when the runtime does not know it. */
function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames(locale, { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
