import { SITE_SETTINGS_ID } from '../client/site-settings.ts';
import { isExternalSource } from '../markdown/hrefs.ts';
import { BLOG_FEED_FILES } from '../model/blog-feeds.ts';
import type { HeadTag, SiteConfig } from '../model/config.ts';
import { escapeHtml } from '../tools/escape-html.ts';
import { absoluteUrl, type HeadProps, type SiteContext, siteFile, withBase } from './site-context.ts';

/**
 * The document's `<head>`, written as markup rather than as React elements: renderToString
 * hoists and deduplicates every link, meta and script of a head, which cost about 50 ms a build
 * for the site's 314 pages, and a head differs from page to page only in its title, description,
 * address and type. The elements come in the order React gave them: title, metas and links first,
 * module preloads, then the scripts and the stylesheet in place.
 */
export function Head(props: HeadProps) {
  return <head dangerouslySetInnerHTML={{ __html: props.site.chrome.headHtml(props) }} />;
}

/** The parts of every page's head that do not depend on the page. */
export interface HeadParts {
  start: string;
  afterDescription: string;
  /** The same for a page with a description of its own, which replaces the configuration's (react-helmet keeps the innermost, in Docusaurus). */
  afterOwnDescription: string;
  afterType: string;
  /** The card links to the page show: outside `end`, which pages share, as a page's own `<Head>` may replace it. */
  card: string;
  end: string;
}

export function headParts(site: SiteContext): HeadParts {
  const { config, assets, chrome } = site;
  const link = (attributes: string) => `<link ${attributes}/>`;
  const afterDescription = (metadata: SiteConfig['metadata']) =>
    [
      config.version ? meta('name', 'generator', `jabuticraft-site ${config.version}`) : '',
      ...metadata.map((tag) => `<meta ${Object.entries(tag).map(([key, value]) => `${escapeHtml(key)}="${escapeHtml(value)}"`).join(' ')}/>`),
      // This site's; Docusaurus writes none, and a project's element reset with `all: initial` takes its text colour from it (Uniswap's links were white on white in light mode).
      config.siteConfigForCode === undefined ? meta('name', 'color-scheme', config.colorMode.defaultMode === 'dark' ? 'dark' : 'light') : '',
      // This site's own browser tint; Docusaurus writes none (a project that wants one has it in its `metadata`).
      config.siteConfigForCode === undefined ? meta('name', 'theme-color', '#1a1320') : '',
    ].join('');
  return {
    start: '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
    // A page's own title (and description, when it has one) wins over the configuration's, as the page's Helmet wins in Docusaurus.
    afterDescription: afterDescription(config.metadata.filter((tag) => tag.property !== 'og:title')),
    afterOwnDescription: afterDescription(config.metadata.filter((tag) => tag.name !== 'description' && tag.property !== 'og:title' && tag.property !== 'og:description')),
    afterType: [ownMeta(config, 'og:site_name', config.title), ownMeta(config, 'og:locale', config.locale.htmlLang.replace('-', '_'))].join(''),
    // The configuration's own card (Redux's `metadata: [{ name: 'twitter:card', … }]`) replaces the theme's, as react-helmet makes Docusaurus's do; a project's is Docusaurus's large one.
    card: config.metadata.some((tag) => tag.name === 'twitter:card') ? '' : meta('name', 'twitter:card', config.siteConfigForCode === undefined ? 'summary' : 'summary_large_image'),
    end: [
      config.favicon ? link(`rel="icon" href="${escapeHtml(siteFile(config, config.favicon))}"${config.favicon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}`) : '',
      ...(config.blog.enabled ? config.blog.feeds.map((feed) => feedLink(BLOG_FEED_FILES[feed].type, `${config.title}: Blog (${BLOG_FEED_FILES[feed].name})`, withBase(config, `/${config.blog.routeBasePath}/${BLOG_FEED_FILES[feed].file}`))) : []),
      ...assets.preload.map((chunk) => link(`rel="modulepreload" href="${escapeHtml(chunk)}"`)),
      `<script>${chrome.earlyScript}</script>`,
      link(`rel="stylesheet" href="${escapeHtml(assets.css)}"`),
      assets.codeCss ? link(`rel="stylesheet" href="${escapeHtml(assets.codeCss)}"`) : '',
      assets.customCss ? link(`rel="stylesheet" href="${escapeHtml(assets.customCss)}"`) : '',
      assets.componentsCss ? link(`rel="stylesheet" href="${escapeHtml(assets.componentsCss)}"`) : '',
      `<script type="application/json" id="${SITE_SETTINGS_ID}">${chrome.settingsJson}</script>`,
      `<script type="module" src="${escapeHtml(assets.js)}"></script>`,
      ...config.headTags.map(headTagHtml),
    ].join(''),
  };
}

/** One page's head, around the parts every page shares. */
export function headHtml(parts: HeadParts, { site, route, title, documentTitle, description, type = 'website', noIndex, image, keywords, preload = [], preloadFetches = [], ownTags = [] }: HeadProps): string {
  const { config } = site;
  // A Docusaurus project's page without a title of its own is titled by the site alone; this site's home adds its tagline.
  const asProject = config.siteConfigForCode !== undefined;
  // Docusaurus 3's title formatter: a page titled as the site is titled by it alone ("Kysely", not "Kysely | Kysely");
  // Docusaurus 2's (a project of MDX 1) joins them all the same ("CacheLib | CacheLib").
  const ownTitle = title?.trim() === config.title && !config.markdown.mdx1 ? undefined : title;
  const fullTitle = documentTitle ?? (ownTitle ? [ownTitle, config.title] : [config.title, asProject ? '' : config.tagline]).filter(Boolean).join(` ${config.titleDelimiter} `);
  const url = escapeHtml(absoluteUrl(config, route));
  // Docusaurus shares `themeConfig.image` only; this site falls back to its logo.
  const socialImage = image ?? config.image ?? (asProject ? undefined : config.logo?.src);
  const ownKeywords = keywords !== undefined && keywords.length > 0;
  const afterDescription = description ? parts.afterOwnDescription : parts.afterDescription;
  return withoutReplacedMeta([
    parts.start,
    `<title>${escapeHtml(fullTitle)}</title>`,
    // A page with no description has none, as in Docusaurus (an empty one is read as the page's summary).
    description ? meta('name', 'description', description) : '',
    ownKeywords ? meta('name', 'keywords', keywords.join(', ')) : '',
    // A page's keywords replace the configuration's, as its Helmet's do in Docusaurus (Open Sauced's docs had two keywords metas).
    ownKeywords ? afterDescription.replace(CONFIGURED_KEYWORDS, '') : afterDescription,
    noIndex ? meta('name', 'robots', noIndex === 'nofollow' ? 'noindex, nofollow' : 'noindex') : `<link rel="canonical" href="${url}"/>`,
    ...alternateLinks(config, route, url),
    ownMeta(config, 'og:type', type),
    parts.afterType,
    meta('property', 'og:title', fullTitle),
    description ? meta('property', 'og:description', description) : '',
    ownMeta(config, 'og:url', absoluteUrl(config, route)),
    ...(socialImage ? socialImageTags(config, isExternalSource(socialImage) ? socialImage : absoluteUrl(config, socialImage)) : []),
    parts.card,
    parts.end,
    // After the stylesheet and the boot script, which the first paint needs first; at low priority
    // so that they do not share the network with the stylesheet (the results page's first paint:
    // 1.3 s at high priority, 1.07 s at low, Lighthouse mobile).
    ...preload.map((module) => `<link rel="modulepreload" fetchpriority="low" href="${escapeHtml(module)}"/>`),
    // `crossorigin`: the same mode and credentials as `fetch()`'s defaults, or the browser fetches again.
    ...preloadFetches.map((file) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(file)}"/>`),
  ].join(''), ownTags.join(''));
}

/** The configuration's `metadata` keywords tag. */
const CONFIGURED_KEYWORDS = /<meta (?=[^>]*\bname="keywords")[^>]*\/>/;

/** A meta tag's `name` or `property`, and its value. */
const META_KEY = /<meta\b[^>]*?\b(name|property)="([^"]+)"[^>]*>/g;

/**
 * The head's tags, then the page's own, each of which replaces the head's tag of the same `name` or
 * `property`, as react-helmet makes a page's `<Head>` replace the theme's (Lingui's home page had two
 * `og:title`s).
 */
function withoutReplacedMeta(head: string, own: string): string {
  const replaced = new Set([...own.matchAll(META_KEY)].map(([, attribute, key]) => `${attribute}=${key}`));
  if (replaced.size === 0) return head + own;
  return head.replace(META_KEY, (tag, attribute: string, key: string) => (replaced.has(`${attribute}=${key}`) ? '' : tag)) + own;
}

/** The picture of a link to the page, for Open Graph and for X (Docusaurus's PageMetadata writes both). */
function socialImageTags(config: SiteConfig, url: string): string[] {
  return [ownMeta(config, 'og:image', url), ownMeta(config, 'twitter:image', url, 'name')];
}

/**
 * A tag of the theme's, left out when the configuration's `metadata` sets the same one (Fastify's
 * `og:url`, `og:locale`…): one tag a property, the configuration's, as react-helmet keeps in Docusaurus.
 * The same key under the other attribute is another tag to react-helmet, and stays beside it
 * (VisionCamera's `name="og:image"` is not the `property="og:image"` link previews read).
 */
function ownMeta(config: SiteConfig, key: string, content: string, attribute: 'property' | 'name' = 'property'): string {
  return config.metadata.some((tag) => tag[attribute] === key) ? '' : meta(attribute, key, content);
}

/** The page in every locale the site is built in, and which of them is the default (`x-default`). */
function alternateLinks(config: SiteContext['config'], route: string, url: string): string[] {
  if (config.alternates.length === 0) return [`<link rel="alternate" hrefLang="${escapeHtml(config.locale.htmlLang)}" href="${url}"/>`, `<link rel="alternate" hrefLang="x-default" href="${url}"/>`];
  return config.alternates.flatMap((alternate) => {
    const href = escapeHtml(config.url + alternate.baseUrl + route.slice(1));
    const link = `<link rel="alternate" hrefLang="${escapeHtml(alternate.htmlLang)}" href="${href}"/>`;
    return alternate.isDefault ? [link, `<link rel="alternate" hrefLang="x-default" href="${href}"/>`] : [link];
  });
}

/** Elements without a closing tag. */
const VOID_ELEMENTS = new Set(['base', 'link', 'meta']);

/** A tag of a project's configuration (its `headTags`, `scripts`, `stylesheets`), its inner HTML as given. */
function headTagHtml({ tagName, attributes, innerHTML }: HeadTag): string {
  const written = Object.entries(attributes).map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('');
  return VOID_ELEMENTS.has(tagName.toLowerCase()) ? `<${tagName}${written}/>` : `<${tagName}${written}>${innerHTML ?? ''}</${tagName}>`;
}

function meta(key: 'name' | 'property', name: string, content: string): string {
  return `<meta ${key}="${name}" content="${escapeHtml(content)}"/>`;
}

function feedLink(type: string, title: string, href: string): string {
  return `<link rel="alternate" type="${type}" title="${escapeHtml(title)}" href="${escapeHtml(href)}"/>`;
}
