/**
 * The site configuration: the loose shape a maintainer writes in `site.config.ts`,
 * and its validation into the exact shape the build relies on. Each developer error
 * of the specification has its own message and stops the build.
 */
import { RouteSet } from '../model/route-set.ts';
import type { DocsVersion, HeadingIdStyle, Link, MenuItem, NavbarItem, NavbarItemInput, RedirectRule, SiteConfig, SiteConfigInput, Tools } from '../model/config.ts';
import { ConfigError } from '../model/config.ts';
import { configTranslations } from './translations.ts';
import { LIST_PAGE_SIZE } from '../tools/list-pages.ts';
import { DEFAULT_SITEMAP } from '../model/sitemap-settings.ts';

const NAVBAR_ITEM_TYPES = ['link', 'dropdown', 'html', 'localeDropdown', 'search'] as const;
const COLOR_MODES = ['light', 'dark'] as const;

export function validateConfig(input: SiteConfigInput, overrides: { baseUrl?: string } = {}): SiteConfig {
  try {
    return validated(input, overrides);
  } catch (error) {
    // Each check names what is wrong; the file it is in is the configuration's (a Docusaurus project's).
    if (error instanceof ConfigError && input.configFile) throw new ConfigError(error.detail, input.configFile);
    throw error;
  }
}

function validated(input: SiteConfigInput, overrides: { baseUrl?: string }): SiteConfig {
  const baseUrl = normaliseBaseUrl(overrides.baseUrl ?? input.baseUrl);
  return {
    title: requireText(input.title, 'title'),
    tagline: typeof input.tagline === 'string' ? input.tagline : requireText(input.tagline, 'tagline'),
    url: requireText(input.url, 'url').replace(/\/+$/, ''),
    baseUrl,
    configFile: input.configFile ?? 'site.config.ts',
    ...(input.siteConfigForCode && { siteConfigForCode: input.siteConfigForCode }),
    ...(input.version && { version: input.version }),
    locale: validateLocale(input.i18n),
    alternates: input.i18n.alternates && input.i18n.alternates.length > 1 ? input.i18n.alternates : [],
    ...(input.brand && { brand: input.brand }),
    ...((input.logo ?? input.brand) && { logo: input.logo ?? { src: input.brand!.logo } }),
    navbarTitle: input.navbarTitle ?? input.title,
    titleDelimiter: input.titleDelimiter ?? '|',
    ...(input.favicon && { favicon: input.favicon }),
    ...(input.image && { image: input.image }),
    metadata: input.metadata ?? [],
    headTags: input.headTags ?? [],
    ...(input.codeThemes && { codeThemes: input.codeThemes }),
    tableOfContents: tocLevels(input.tableOfContents),
    colorMode: validateColorMode(input.colorMode),
    docs: {
      routeBasePath: trimSlashes(input.docs.routeBasePath),
      version: validateDocsVersion(input.docs, baseUrl),
      ...(input.docs.editUrl !== undefined && { editUrl: validateEditUrl(input.docs.editUrl) }),
      showLastUpdateTime: input.docs.showLastUpdateTime === true,
      showLastUpdateAuthor: input.docs.showLastUpdateAuthor === true,
      folders: input.docs.folders ?? {},
      sidebar: { hideable: input.docs.sidebar?.hideable === true, autoCollapseCategories: input.docs.sidebar?.autoCollapseCategories === true },
    },
    blog: { ...input.blog, routeBasePath: trimSlashes(input.blog.routeBasePath), postsPerPage: input.blog.postsPerPage ?? 10, sidebarCount: input.blog.sidebarCount ?? LIST_PAGE_SIZE, sidebarYears: input.blog.sidebarYears !== false, authorsPages: input.blog.authorsPages !== false, datePaths: input.blog.datePaths === true, enabled: input.blog.enabled !== false, feedLimit: input.blog.feedLimit ?? 20, feeds: input.blog.feeds ?? ['rss', 'atom'], showReadingTime: input.blog.showReadingTime !== false },
    markdown: { headingIds: validateHeadingIds(input.markdown?.headingIds), admonitionKeywords: (input.markdown?.admonitionKeywords ?? []).map((keyword) => keyword.toLowerCase()), h1InBody: input.markdown?.h1InBody === 'allow' ? 'allow' : 'warn', dataReferences: input.markdown?.dataReferences !== false, figureLinks: input.markdown?.figureLinks !== false, mdFiles: input.markdown?.mdFiles === 'commonmark' ? 'commonmark' : 'mdx-if-it-has-some', ...(input.markdown?.magicComments && { magicComments: input.markdown.magicComments }), ...(typeof input.markdown?.trailingSlash === 'boolean' && { trailingSlash: input.markdown.trailingSlash }), partialHeadingsInToc: input.markdown?.partialHeadingsInToc !== false, ...(input.markdown?.mdx1 === true && { mdx1: true as const }), emoji: input.markdown?.emoji === true, ...(input.markdown?.defaultCodeLanguage && { defaultCodeLanguage: input.markdown.defaultCodeLanguage }), ...(input.markdown?.mermaid && { mermaid: input.markdown.mermaid }) },
    linkChecks: { pages: input.linkChecks?.pages !== false, anchors: input.linkChecks?.anchors !== false, markdown: input.linkChecks?.markdown !== false, markdownImages: input.linkChecks?.markdownImages ?? 'stop' },
    sitemap: input.sitemap === false ? false : { ...DEFAULT_SITEMAP, ...input.sitemap },
    navbar: input.navbar.items.map((item, index) => validateNavbarItem(item, `navbar.items[${index}]`)),
    ...(input.navbar.style && { navbarStyle: input.navbar.style }),
    navbarHidesOnScroll: input.navbar.hideOnScroll ?? true,
    footer: {
      ...input.footer,
      style: input.footer.style ?? 'light',
      columns: input.footer.columns.map((column, c) => ({
        ...(column.title !== undefined && { title: column.title }),
        items: column.items.map((item, i) => (typeof item.html === 'string' ? { html: item.html } : validateLink(item, `footer.columns[${c}].items[${i}]`))),
      })),
    },
    announcementBar: input.announcementBar,
    search: {
      contexts: input.search.contexts.map(trimTrailingSlash),
      labels: Object.fromEntries(Object.entries(input.search.labels ?? {}).map(([path, label]) => [trimTrailingSlash(path), label])),
      synonyms: (input.search.synonyms ?? []).map((group, index) => validateSynonyms(group, `search.synonyms[${index}]`)),
    },
    ...(input.tools && { tools: validateTools(input.tools) }),
    translations: configTranslations(input.translations),
    redirects: (input.redirects ?? []).map((rule, index) => validateRedirect(rule, `redirects[${index}]`)),
    ...(input.createRedirects && { createRedirects: input.createRedirects }),
  };
}

/** A group of synonyms: two words or more, one word each (a query is matched word by word). */
function validateSynonyms(group: string[], where: string): string[] {
  const cleaned = Array.isArray(group) ? group.map((word) => (typeof word === 'string' ? word.trim() : '')) : [];
  if (cleaned.length < 2) throw new ConfigError(`${where}: a group of synonyms has two words or more`);
  const spaced = cleaned.find((word) => word === '' || /\s/.test(word));
  if (spaced !== undefined) throw new ConfigError(`${where}: "${spaced}" is not one word; synonyms are matched word by word`);
  return cleaned;
}

function validateRedirect(rule: RedirectRule, where: string): { from: string[]; to: string } {
  const from = [rule.from].flat();
  if (from.length === 0 || !from.every((path) => typeof path === 'string' && path !== '')) throw new ConfigError(`${where}.from: write the old path, or a list of them`);
  return { from, to: requireText(rule.to, `${where}.to`) };
}

/** A link of a navbar menu, or markup among its links. */
function menuItem(item: NavbarItemInput, where: string): MenuItem {
  if (item.type === 'html') return { html: requireText(item.value, `${where}.value`), ...(item.className && { className: item.className }) };
  if (item.type !== 'link') throw unknownNavbarType(item.type, where);
  return validateLink(item, where);
}

function validateNavbarItem(item: NavbarItemInput, where: string): NavbarItem {
  const position = item.position === 'right' ? 'right' : 'left';
  switch (item.type) {
    case 'html':
      return { type: 'html', position, html: requireText(item.value, `${where}.value`), ...(item.className && { className: item.className }) };
    case 'localeDropdown': {
      const entries = (list: NavbarItemInput[] = [], key: string) => list.map((child, i) => menuItem(child, `${where}.${key}[${i}]`));
      return { type: 'localeDropdown', position, ...(item.className && { className: item.className }), itemsBefore: entries(item.itemsBefore, 'itemsBefore'), itemsAfter: entries(item.itemsAfter, 'itemsAfter') };
    }
    case 'link':
      return { type: 'link', position, ...(item.icon ? { icon: item.icon } : {}), ...validateLink(item, where) };
    case 'dropdown':
      if (!item.items?.length) throw new ConfigError(`${where}: dropdown "${item.label}" has no items`);
      return {
        type: 'dropdown',
        position,
        label: requireText(item.label, `${where}.label`),
        ...(item.href ? { href: item.href } : item.to ? { to: item.to } : {}),
        ...(item.className && { className: item.className }),
        ...(item.versionsOf && { versionsOf: item.versionsOf }),
        items: item.items.map((child, i) => menuItem(child, `${where}.items[${i}]`)),
      };
    case 'search':
      return { type: 'search', position, ...(item.afterColorToggle === true && { afterColorToggle: true as const }) };
    default:
      throw unknownNavbarType(item.type, where);
  }
}

function unknownNavbarType(type: string, where: string): ConfigError {
  return new ConfigError(
    `${where}: unknown navbar item type "${type}". Valid types: ${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(', ')}`,
  );
}

/**
 * A sidebar or navbar link must point somewhere: `to` for a route, `href` for another site. A link
 * with only an icon (a class that draws one) is named by its `aria-label`.
 */
/** The table of contents' levels: 2 and 3 unless the configuration gives others (a number from 2 to 6 each). */
function tocLevels(input: SiteConfigInput['tableOfContents']): SiteConfig['tableOfContents'] {
  const level = (value: unknown, otherwise: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : otherwise);
  const min = level(input?.minHeadingLevel, 2);
  return { min, max: Math.max(min, level(input?.maxHeadingLevel, 3)) };
}

function validateLink(item: Omit<NavbarItemInput, 'type'>, where: string): Link {
  // A link drawn as an icon by its class (Docusaurus's `header-github-link`) has no label: its name is its aria-label, or its site's.
  const ariaLabel = item['aria-label'] ?? (!item.label && item.className && item.href ? hostOf(item.href) : undefined);
  // A project's item with neither label nor html is drawn empty, as Docusaurus draws it (its schema makes `label` optional).
  const label = (ariaLabel || item.unmarked) && !item.label ? '' : requireText(item.label, `${where}.label`);
  const extra = {
    ...(item.className && { className: item.className }),
    ...(item.labelHtml && { labelHtml: item.labelHtml }),
    ...(ariaLabel && { ariaLabel }),
    ...(item.unmarked && { unmarked: true as const }),
    ...(item.attributes && { attributes: item.attributes }),
    ...(item.docsPluginId && { docsPluginId: item.docsPluginId }),
    ...(item.docsVersion && { docsVersion: item.docsVersion }),
    ...(item.versionRoutes && { versionRoutes: item.versionRoutes }),
    ...(item.activeRoutes && { activeRoutes: new RouteSet(item.activeRoutes) }),
    ...(item.activeBasePath && { activeBasePath: item.activeBasePath }),
    ...(item.activeBaseRegex && { activeBaseRegex: item.activeBaseRegex }),
  };
  if (item.to) return { label, to: item.to, external: false, ...extra };
  if (item.href) return { label, href: item.href, external: true, ...extra };
  throw new ConfigError(`${where}: sidebar item "${label}" has no link: give it "to" (a route) or "href" (a URL)`);
}

function validateLocale(i18n: SiteConfigInput['i18n']): SiteConfig['locale'] {
  const name = i18n.defaultLocale;
  const config = i18n.localeConfigs[name];
  if (!i18n.locales.includes(name) || !config) {
    throw new ConfigError(
      `unknown locale config "${name}": the default locale must be listed in i18n.locales (${i18n.locales.join(', ')}) and have an entry in i18n.localeConfigs`,
    );
  }
  return {
    name,
    label: config.label ?? name,
    direction: config.direction ?? 'ltr',
    htmlLang: config.htmlLang ?? name,
    calendar: config.calendar ?? 'gregory',
    path: config.path ?? name,
  };
}

function validateColorMode(colorMode: SiteConfigInput['colorMode']): SiteConfig['colorMode'] {
  const mode = colorMode.defaultMode;
  if (!(COLOR_MODES as readonly string[]).includes(mode)) {
    throw new ConfigError(`unexpected color mode "${mode}" in colorMode.defaultMode. Valid modes: "light", "dark"`);
  }
  return { ...colorMode, defaultMode: mode as 'light' | 'dark' };
}

function validateHeadingIds(style: unknown): HeadingIdStyle {
  if (style === undefined) return 'github';
  if (style === 'github' || style === 'github-case' || style === 'ascii') return style;
  throw new ConfigError(`markdown.headingIds must be "github" (Docusaurus's ids), "github-case" (the same, keeping the heading's case) or "ascii" (accents folded), got ${JSON.stringify(style)}`);
}

function validateEditUrl(editUrl: unknown): string {
  if (!isHttpUrl(editUrl)) throw new ConfigError(`docs.editUrl must be an http:// or https:// URL of the content folder (for example "https://github.com/org/repo/edit/main/content/"), got ${JSON.stringify(editUrl)}`);
  return (editUrl as string).endsWith('/') ? (editUrl as string) : `${editUrl}/`;
}

function validateDocsVersion(docs: SiteConfigInput['docs'], baseUrl: string): DocsVersion {
  const current = docs.versions.current;
  if (!current?.name) {
    throw new ConfigError('docs.versions.current: missing docs version name (set name: "current")');
  }
  return { name: current.name, label: current.label ?? current.name, isLast: true, path: current.path ?? `${baseUrl}${trimSlashes(docs.routeBasePath)}` };
}

const IP_TIMEOUT_RANGE = { min: 1000, max: 60_000 } as const;

function validateTools(tools: Tools): Tools {
  if (!isHttpUrl(tools.ipEndpoint)) {
    throw new ConfigError(
      `tools.ipEndpoint must be an http:// or https:// URL that answers with the visitor's IP (for example "https://api.ipify.org?format=json"), got ${JSON.stringify(tools.ipEndpoint)}`,
    );
  }
  const ms = tools.ipTimeoutMs;
  if (!Number.isInteger(ms) || ms < IP_TIMEOUT_RANGE.min || ms > IP_TIMEOUT_RANGE.max) {
    throw new ConfigError(`tools.ipTimeoutMs must be a whole number of milliseconds from ${IP_TIMEOUT_RANGE.min} to ${IP_TIMEOUT_RANGE.max}, got ${JSON.stringify(ms)}`);
  }
  return { ipEndpoint: tools.ipEndpoint, ipTimeoutMs: ms };
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function normaliseBaseUrl(baseUrl: string): string {
  const trimmed = trimSlashes(baseUrl);
  return trimmed ? `/${trimmed}/` : '/';
}

function requireText(value: string | undefined, where: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new ConfigError(`${where} must be a non-empty text`);
  return value;
}

const trimSlashes = (path: string): string => path.replace(/^\/+|\/+$/g, '');
const trimTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}
