/**
 * The site configuration's shapes: what a maintainer writes in `site.config.ts` (`SiteConfigInput`)
 * and the exact shape every layer reads once `generator/config.ts` has validated it (`SiteConfig`).
 */

/**
 * How heading ids are made: `github` is Docusaurus's (github-slugger: `## Missões diárias` →
 * `missões-diárias`, `1.20.5 and beyond` → `1205-and-beyond`), so anchors of a site moved from
 * it keep working; `ascii` folds accents (`missoes-diarias`), this site's own ids.
 */
export type HeadingIdStyle = 'github' | 'ascii';

export interface SiteConfigInput {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  version?: string;
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, Partial<LocaleConfig>> };
  brand: Brand;
  colorMode: { defaultMode: string; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** `editUrl`: where the content folder can be edited (`https://github.com/org/repo/edit/main/content/`); each doc links to its file there. */
  /** `showLastUpdateTime`/`showLastUpdateAuthor`: each doc shows when and by whom its file was last committed (git), as Docusaurus's options do. */
  docs: { routeBasePath: string; versions: Record<string, DocsVersionInput>; editUrl?: string; showLastUpdateTime?: boolean; showLastUpdateAuthor?: boolean };
  blog: { routeBasePath: string; title: string; description: string; postsPerPage?: number };
  /** `headingIds`: `github` (Docusaurus's ids, the default) or `ascii` (accents folded): see HeadingIdStyle. */
  markdown?: { headingIds?: string };
  navbar: { items: NavbarItemInput[] };
  footer: { columns: { title: string; items: FooterLinkInput[] }[]; copyright: string; disclaimer: string };
  announcementBar?: { id: string; content: string; isCloseable: boolean };
  search: { contexts: string[] };
  tools: Tools;
  /** Interface texts that replace the locale's catalogue entries, by Docusaurus translation id, in the shape of its `code.json` or flattened. */
  translations?: Record<string, string | TranslationEntry>;
}

/** One entry of a Docusaurus `code.json`. */
export interface TranslationEntry {
  message: string;
  description?: string;
}

/** The browser tools' settings: where /meuip/ asks for the visitor's address, and how long it waits. */
export interface Tools {
  /** A public endpoint that answers with the caller's IP, as JSON with an `ip` field or as bare text. */
  ipEndpoint: string;
  ipTimeoutMs: number;
}

export interface Brand {
  shopUrl: string;
  javaAddress: string;
  bedrockAddress: string;
  bedrockPort: number;
  discordUrl: string;
  logo: string;
}

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

export interface NavbarItemInput {
  type: string;
  label?: string;
  to?: string;
  href?: string;
  position?: string;
  icon?: string;
  items?: NavbarItemInput[];
}

export interface FooterLinkInput {
  label: string;
  to?: string;
  href?: string;
}

/** A link is either internal (`to`, a route without base URL) or external (`href`). */
export type Link = { label: string; to: string; external: false } | { label: string; href: string; external: true };

export type NavbarItem =
  | ({ type: 'link'; position: 'left' | 'right'; icon?: string } & Link)
  | { type: 'dropdown'; position: 'left' | 'right'; label: string; to?: string; items: Link[] }
  | { type: 'search'; position: 'left' | 'right' };

export interface DocsVersionInput {
  name?: string;
  label?: string;
  /** URL path of the version, base URL included; by default the base URL and `routeBasePath`. */
  path?: string;
}

export interface DocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  version: string;
  locale: LocaleConfig & { name: string };
  brand: Brand;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  docs: { routeBasePath: string; version: DocsVersion; editUrl?: string; showLastUpdateTime: boolean; showLastUpdateAuthor: boolean };
  blog: { routeBasePath: string; title: string; description: string; postsPerPage: number };
  markdown: { headingIds: HeadingIdStyle };
  navbar: NavbarItem[];
  footer: { columns: { title: string; items: Link[] }[]; copyright: string; disclaimer: string };
  announcementBar?: { id: string; content: string; isCloseable: boolean };
  search: { contexts: string[] };
  tools: Tools;
  /** The configuration's `translations`, id → message. */
  translations: Record<string, string>;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(`site.config.ts: ${message}`);
    this.name = 'ConfigError';
  }
}
