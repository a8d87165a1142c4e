/**
 * The site configuration's shapes: what a maintainer writes in `site.config.ts` (`SiteConfigInput`)
 * and the exact shape every layer reads once `generator/config.ts` has validated it (`SiteConfig`).
 */
import type { BlogFeed } from './blog-feeds.ts';
import type { MermaidSettings } from './mermaid-settings.ts';
import type { SitemapSettings } from './sitemap-settings.ts';
import type { RouteSet } from './route-set.ts';

/**
 * How heading ids are made: `github` is Docusaurus's (github-slugger: `## Missões diárias` → `missões-diárias`, `1.20.5 and beyond`
 * → `1205-and-beyond`), so anchors of a site moved from it keep working; `github-case` the same keeping the case (Docusaurus's
 * `markdown.anchors.maintainCase`: `#Timeouts`); `ascii` folds accents (`missoes-diarias`), this site's own ids.
 */
export type HeadingIdStyle = 'github' | 'github-case' | 'ascii';

/** How many posts the blog sidebar names: a number (0: no sidebar) or all of them. */
export type BlogSidebarCount = number | 'ALL';

export interface SiteConfigInput {
  /** The file the configuration comes from, as messages name it (`site.config.ts` by default). */
  configFile?: string;
  /** A Docusaurus project's configuration as it exported it: what its own components read (`siteConfig`). */
  siteConfigForCode?: Record<string, unknown>;
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  version?: string;
  /** `alternates`: the site in every locale it is built in (this one included), for the locale menu and `hreflang` links. */
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, Partial<LocaleConfig>>; alternates?: LocaleAlternate[] };
  /** The game server's addresses and links, which this site's own pages show; a Docusaurus project has none. */
  brand?: Brand;
  /** The navbar's and footer's logo; by default the brand's. */
  logo?: Logo;
  /** The navbar's title, beside the logo; by default `title`. */
  navbarTitle?: string;
  /** Between a page's title and the site's in the window title (Docusaurus's `titleDelimiter`). */
  titleDelimiter?: string;
  /** A path of the site or a URL. */
  favicon?: string;
  /** The picture of link previews of pages that name none (a path of the site or a URL). */
  image?: string;
  /** `<meta>` tags of every page (Docusaurus's `themeConfig.metadata`). */
  metadata?: Record<string, string>[];
  /** Tags a Docusaurus project adds to every page's `<head>` (its `headTags`, `scripts` and `stylesheets`). */
  headTags?: HeadTag[];
  /** Code blocks' colours in each colour mode, when not this site's (a Docusaurus project's `prism` themes). */
  codeThemes?: CodeThemes;
  /** The heading levels a doc's table of contents lists unless its front matter says otherwise (Docusaurus's `themeConfig.tableOfContents`; 2 and 3 by default). */
  tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  colorMode: { defaultMode: string; disableSwitch: boolean; respectPrefersColorScheme: boolean; twoStates?: boolean };
  /** `editUrl`: where the content folder can be edited (`https://github.com/org/repo/edit/main/content/`); each doc links to its file there. */
  /** `showLastUpdateTime`/`showLastUpdateAuthor`: each doc shows when and by whom its file was last committed (git), as Docusaurus's options do. */
  docs: {
    routeBasePath: string;
    versions: Record<string, DocsVersionInput>;
    editUrl?: string;
    showLastUpdateTime?: boolean;
    showLastUpdateAuthor?: boolean;
    folders?: Record<string, DocsFolder>;
    /** Docusaurus's `themeConfig.docs.sidebar`: a button hides the sidebar on wide screens (`hideable`); opening a category closes its siblings (`autoCollapseCategories`). */
    sidebar?: { hideable?: boolean; autoCollapseCategories?: boolean };
  };
  /** `datePaths`: a post named `2025-03-01-x.md` is at `/blog/2025/03/01/x/`, as in Docusaurus (this site: `/blog/x/`); `enabled: false`: no blog pages or feeds (a Docusaurus project with `blog: false`). */
  /** `sidebarTitle`, `sidebarCount`: the blog sidebar's title (the locale's "Recent posts" by default) and how many posts it names (`'ALL'`, or 0 for no sidebar; by default a listing page's worth), Docusaurus's `blogSidebarTitle` and `blogSidebarCount`; `sidebarYears: false`: one list, not grouped by year (Docusaurus before 3.5). */
  /** `editUrl`: where each post can be edited, its file's path in the blog folder appended (Docusaurus's blog `editUrl`); `feedLimit`: how many of the newest posts the feeds hold (Docusaurus's `feedOptions.limit`: 20 by default, `false` for all). */
  /** `showReadingTime: false`: posts show their date alone, without "N min read" (Docusaurus's blog `showReadingTime`); `feeds`: the feeds written (Docusaurus's `feedOptions.type`: RSS and Atom by default). */
  blog: { routeBasePath: string; title: string; description: string; postsPerPage?: number; datePaths?: boolean; enabled?: boolean; sidebarTitle?: string; sidebarCount?: BlogSidebarCount; sidebarYears?: boolean; authorsPages?: boolean; editUrl?: string | DocEditUrl; feedLimit?: number | false; showReadingTime?: boolean; feeds?: readonly BlogFeed[] };
  /** `headingIds`: `github` (Docusaurus's ids, the default) or `ascii` (accents folded): see HeadingIdStyle; `admonitionKeywords`: types of `:::` boxes besides Docusaurus's own (a project's `admonitions.keywords`), drawn as `info` boxes. */
  /** `h1InBody`: `warn` (this site's rule: the layout's title is the page's only h1) or `allow` (a Docusaurus project, whose docs may have a `# Reference` halfway down). */
  /** `dataReferences`: `{{ file.key }}` in pages and front matter are values of `data/` (default); false for a Docusaurus project, where `{{ }}` is text (Go templates, Vue). */
  /** `magicComments`: comments that mark lines of code blocks with a class (Docusaurus's `prism.magicComments`); its highlight comments by default. */
  /** `trailingSlash`: how pages' URLs end when a relative link (`./loja`) is resolved, as Docusaurus's `trailingSlash` makes them: true, with a slash; false, without (but the site's root); unset, without but for docs roots, folder indexes and slugs written with one. */
  /** `mdFiles`: `mdx-if-it-has-some` (a `.md` with a line only MDX has is MDX: the default) or `commonmark` (Docusaurus's `markdown.format: 'detect'`: only `.mdx` is MDX). */
  /** `figureLinks`: a picture alone in its paragraph links to its own file, to see it whole on a phone (this site's, the default); false draws it plain, as Docusaurus does. */
  markdown?: { headingIds?: string; admonitionKeywords?: string[]; h1InBody?: 'warn' | 'allow'; dataReferences?: boolean; figureLinks?: boolean; mdFiles?: 'mdx-if-it-has-some' | 'commonmark'; magicComments?: MagicComment[]; trailingSlash?: boolean; partialHeadingsInToc?: boolean; mdx1?: boolean; emoji?: boolean; defaultCodeLanguage?: string; mermaid?: MermaidSettings };
  /** Which internal links the build checks (both by default): a Docusaurus project's `onBrokenLinks`/`onBrokenAnchors: 'ignore'` turns one off, and Docusaurus 2 never checked anchors; `markdown`: links to Markdown files (`onBrokenMarkdownLinks`); `markdownImages`: a missing Markdown picture (`stop` by default; Docusaurus's `onBrokenMarkdownImages`). */
  linkChecks?: { pages?: boolean; anchors?: boolean; markdown?: boolean; markdownImages?: 'stop' | 'warn' | 'ignore' };
  /** The sitemap's settings (`DEFAULT_SITEMAP` by default), or false for none (a Docusaurus project with `sitemap: false`, or without the classic preset). */
  sitemap?: false | Partial<SitemapSettings>;
  /** `style`: Docusaurus's `navbar.style`, a bar in the dark or the primary colour whatever the colour mode; `hideOnScroll`: the bar slides away while the reader scrolls down (default: true; Docusaurus's `navbar.hideOnScroll`, false there by default). */
  navbar: { items: NavbarItemInput[]; style?: 'dark' | 'primary'; hideOnScroll?: boolean };
  /** `copyright` is HTML, as in Docusaurus. */
  footer: { columns: { title?: string; items: FooterLinkInput[] }[]; copyright: string; disclaimer?: string; logo?: Logo; style?: 'dark' | 'light'; drawnEmpty?: true };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  /** `labels`: what the search box calls each context (`/docs/next` → `Docs Next`); by default its index page's title; `synonyms`: groups of words that mean the same thing on the site (`[['clã', 'clan'], ['teletransporte', 'tp']]`), one word each; the first names the group. */
  search: { contexts: string[]; labels?: Record<string, string>; synonyms?: string[][] };
  tools?: Tools;
  /** Interface texts that replace the locale's catalogue entries, by Docusaurus translation id, in the shape of its `code.json` or flattened. */
  translations?: Record<string, string | TranslationEntry>;
  /** Old paths of pages that moved (a page's front matter may list its own as `aliases`). */
  redirects?: RedirectRule[];
  /** Docusaurus client-redirects' `createRedirects`: asked for each route (without its trailing slash), it gives the old paths that lead there. */
  createRedirects?: CreateRedirects;
}

/** A moved page, as Docusaurus's client-redirects plugin writes it: paths without the base URL (`/docs/old`); `to` is a page or file of the site, or a URL. */
export interface RedirectRule { from: string | string[]; to: string }

export type CreateRedirects = (route: string) => string | string[] | null | undefined;

/** One entry of a Docusaurus `code.json`. */
export interface TranslationEntry {
  message: string;
  description?: string;
}

export interface Logo {
  src: string;
  srcDark?: string;
  alt?: string;
  href?: string; target?: string; // `target`: where its link opens (Docusaurus opens another site's in a new tab).
  width?: number | string; // A footer logo's as written (`height: '128px'`, Kvrocks's), which the browser reads as <img>'s attribute.
  height?: number | string;
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

/** The site in one of its locales: where its pages are (`/fr/`), and how the locale menu names it. */
export interface LocaleAlternate {
  locale: string;
  label: string;
  htmlLang: string;
  /** Base URL of that locale's pages. */
  baseUrl: string;
  /** The site's default locale: `x-default` in `hreflang` links. */
  isDefault: boolean;
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
  className?: string;
  labelHtml?: string; unmarked?: boolean; // `unmarked`: a link to another site written as Docusaurus's `to`, which gets no arrow mark.
  'aria-label'?: string;
  attributes?: Record<string, string>;
  value?: string; // `type: 'html'`: the item's markup.
  versionsOf?: string;
  docsPluginId?: string;
  activeRoutes?: readonly string[];
  activeBasePath?: string;
  activeBaseRegex?: string;
  docsVersion?: string; versionRoutes?: Record<string, string>; // a docs link's route in each version of its instance that has its doc, by version name
  items?: NavbarItemInput[];
  itemsBefore?: NavbarItemInput[]; // `type: 'localeDropdown'`: links (and markup) before and after the locales (Docusaurus's `dropdownItemsBefore`/`After`).
  itemsAfter?: NavbarItemInput[];
  afterColorToggle?: boolean; // `type: 'search'`: see NavbarItem.
}

export interface FooterLinkInput {
  label?: string;
  to?: string;
  href?: string;
  html?: string; // An item written as markup.
  className?: string;
  unmarked?: boolean; // A link to another site written as Docusaurus's `to`: no arrow after it.
}

/**
 * A link is either internal (`to`, a route without base URL) or external (`href`). `docsPluginId`: a link into a docs instance, which leads into the reader's preferred version; `docsVersion`: a link that chooses that version; `attributes`: a Docusaurus item's other props, which its `<a>` gets (`title`, `data-type`).
 * Where a navbar link shows as active (by default on its route and below it): `activeRoutes`, on
 * these routes and its own only (a Docusaurus `doc` or `docSidebar` item: the pages of its sidebar);
 * `activeBasePath`, on routes under that path; `activeBaseRegex`, where the pathname matches. `unmarked`: a link to another site written as `to` (Dyte's "Support"), which Docusaurus marks with no arrow.
 */
export type Link = ({ label: string; to: string; external: false } | { label: string; href: string; external: true }) & {
  /** Markup the link shows instead of its label (a navbar item's `html`, TypeORM's section titles in its version menu). */
  labelHtml?: string;
  className?: string; ariaLabel?: string; unmarked?: true;
  attributes?: Record<string, string>;
  docsPluginId?: string;
  docsVersion?: string; versionRoutes?: Record<string, string>;
  activeRoutes?: RouteSet;
  activeBasePath?: string;
  activeBaseRegex?: string;
};

/** An entry of a navbar menu or a footer column: a link, or markup among them (a heading, a separator). */
export type MenuItem = Link | { html: string; className?: string };
export type NavbarItem =
  | ({ type: 'link'; position: 'left' | 'right'; icon?: string } & Link)
  /** `versionsOf`: a docs instance's version menu, which shows the version of the page it is on; `items`: links, and markup among them (a heading, a separator). */
  | { type: 'dropdown'; position: 'left' | 'right'; label: string; to?: string; href?: string; items: MenuItem[]; className?: string; versionsOf?: string }
  | { type: 'html'; position: 'left' | 'right'; html: string; className?: string }
  | { type: 'localeDropdown'; position: 'left' | 'right'; className?: string; itemsBefore: MenuItem[]; itemsAfter: MenuItem[] }
  /** `afterColorToggle`: the search box a project did not list, after the colour toggle where Docusaurus draws it. */
  | { type: 'search'; position: 'left' | 'right'; afterColorToggle?: true };

/**
 * A Shiki theme: one of Shiki's by its name (`dracula`), or a theme of its own (a project's Prism
 * theme turned into one: `name`, `type`, `colors`, `tokenColors`).
 */
export type CodeTheme = string | { name: string; type: 'light' | 'dark'; colors: Record<string, string>; tokenColors: { scope?: string[]; settings: { foreground?: string; fontStyle?: string } }[] };

export interface CodeThemes {
  light: CodeTheme; dark: CodeTheme;
  languages?: readonly string[]; // The fence languages coloured (a Docusaurus 3 project's Prism languages), the others plain; absent: all Shiki knows.
}

/**
 * A comment that marks lines of code, as Docusaurus's `prism.magicComments` define them: `// highlight-next-line`
 * before one line, `// highlight-start` … `// highlight-end` around several, each giving its lines `className`.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** A tag of every page's `<head>`, as Docusaurus's `headTags` give it: an attribute `true` is written bare. */
export interface HeadTag {
  tagName: string;
  attributes: Record<string, string | true>;
  innerHTML?: string;
}

export interface DocsVersionInput {
  name?: string;
  label?: string;
  /** URL path of the version, base URL included; by default the base URL and `routeBasePath`. */
  path?: string;
}

/** A doc's edit link from its path in its docs folder, its route (with the base URL) and the locale; undefined for none. */
export type DocEditUrl = (docPath: string, permalink: string, locale: string) => string | undefined;

/** A docs folder of a Docusaurus project: one instance, or one version of it. */
export interface DocsFolder {
  /** Its route without base URL or slashes (`docs`, `docs/next`, `docs/29.7`; '' for docs at the site's root). */
  routeBasePath: string;
  /** The docs instance it belongs to (`default`, or the plugin's `id`). */
  pluginId: string;
  /** The version it holds (`current` for the docs folder itself); its label, whether it is the one shown by default, and whether search engines are told to leave its pages out (Docusaurus's `noIndex`). */
  version: { name: string; label: string; isLast: boolean; banner: 'none' | 'unreleased' | 'unmaintained'; badge: boolean; noIndex?: boolean };
  /** Where each doc can be edited: its file's path in the docs folder is appended; or the project's own function, asked for each doc with that path, its route and the locale. */
  editUrl?: string | DocEditUrl;
  /** `breadcrumbs: false`: its pages show no breadcrumbs (Docusaurus's docs option). */
  breadcrumbs?: false;
  /** `sidebarCollapsed: false`: its sidebar's categories start open, unless one says otherwise (Docusaurus's docs option). */
  sidebarCollapsed?: false;
  /** `sidebarCollapsible: false`: its sidebar's categories cannot be closed, unless one says otherwise. */
  sidebarCollapsible?: false;
}

/** How a docs folder's sidebar categories start when they do not say: its `sidebarCollapsed` and `sidebarCollapsible`. */
export function categoryDefaultsOf(docs: SiteConfig['docs'], folder: string): { collapsed?: false; collapsible?: false } | undefined {
  const settings = Object.hasOwn(docs.folders, folder) ? docs.folders[folder] : undefined;
  if (!settings) return undefined;
  return { ...(settings.sidebarCollapsed === false && { collapsed: false as const }), ...(settings.sidebarCollapsible === false && { collapsible: false as const }) };
}

/** The route, without base URL or slashes, under which a docs folder's pages are: `wiki/survival`, or what the project configured. */
export function docsFolderBase(docs: SiteConfig['docs'], folder: string | undefined): string {
  if (folder !== undefined && Object.hasOwn(docs.folders, folder)) return docs.folders[folder]!.routeBasePath;
  return [docs.routeBasePath, folder ?? ''].filter(Boolean).join('/');
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
  configFile: string;
  siteConfigForCode?: Record<string, unknown>;
  /** This site's version, in its `generator` meta tag. */
  version?: string;
  locale: LocaleConfig & { name: string };
  /** The site in each locale it is built in, this one included; empty for a site in one locale. */
  alternates: LocaleAlternate[];
  brand?: Brand;
  logo?: Logo;
  navbarTitle: string;
  titleDelimiter: string;
  favicon?: string;
  image?: string;
  metadata: Record<string, string>[];
  headTags: HeadTag[];
  codeThemes?: CodeThemes;
  tableOfContents: { min: number; max: number };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean; twoStates?: boolean };
  docs: {
    routeBasePath: string;
    version: DocsVersion;
    editUrl?: string;
    showLastUpdateTime: boolean;
    showLastUpdateAuthor: boolean;
    /** Docs folders whose route is not `routeBasePath/<folder>`: a Docusaurus project's instances and versions, by folder name. */
    folders: Record<string, DocsFolder>;
    sidebar: { hideable: boolean; autoCollapseCategories: boolean };
  };
  blog: { routeBasePath: string; title: string; description: string; postsPerPage: number; datePaths: boolean; enabled: boolean; sidebarTitle?: string; sidebarCount: BlogSidebarCount; sidebarYears: boolean; authorsPages: boolean; editUrl?: string | DocEditUrl; feedLimit: number | false; showReadingTime: boolean; feeds: readonly BlogFeed[] };
  markdown: { headingIds: HeadingIdStyle; admonitionKeywords: string[]; h1InBody: 'warn' | 'allow'; dataReferences: boolean; figureLinks: boolean; mdFiles: 'mdx-if-it-has-some' | 'commonmark'; magicComments?: MagicComment[]; trailingSlash?: boolean; partialHeadingsInToc: boolean; mdx1?: true; emoji: boolean; defaultCodeLanguage?: string; mermaid?: MermaidSettings };
  linkChecks: { pages: boolean; anchors: boolean; markdown: boolean; markdownImages: 'stop' | 'warn' | 'ignore' };
  sitemap: false | SitemapSettings;
  navbar: NavbarItem[];
  navbarStyle?: 'dark' | 'primary';
  navbarHidesOnScroll: boolean;
  footer: { columns: { title?: string; items: MenuItem[] }[]; copyright: string; disclaimer?: string; logo?: Logo; style: 'dark' | 'light'; drawnEmpty?: true };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  search: { contexts: string[]; labels: Record<string, string>; synonyms: string[][] };
  tools?: Tools;
  /** The configuration's `translations`, id → message. */
  translations: Record<string, string>;
  redirects: { from: string[]; to: string }[];
  createRedirects?: CreateRedirects;
}

export class ConfigError extends Error {
  constructor(
    readonly detail: string,
    /** The configuration's file, as messages name it. */
    readonly file = 'site.config.ts',
  ) {
    super(`${file}: ${detail}`);
    this.name = 'ConfigError';
  }
}
