/**
 * A Docusaurus project's `themeConfig` as this generator's settings: navbar items (those that name
 * docs resolved to their routes), footer columns and logos.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FooterLinkInput, Logo, NavbarItemInput, SiteConfigInput } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import type { MermaidSettings } from '../model/mermaid-settings.ts';
import type { DocsVersionFolder } from './docusaurus-versions.ts';
import { array, object, type Options, text } from './docusaurus-values.ts';
import { balancedHtml } from '../tools/balanced-html.ts';
import { decodeEntities } from '../tools/decode-entities.ts';
import { docusaurusBaseUrl, withoutBaseUrlPrefix } from '../markdown/hrefs.ts';
import { MISSING_PATH } from './run-module.ts';
import { readImageSize } from './image-size.ts';

/** Finds what a navbar item names once the docs are routed. */
export interface DocLinkResolver {
  /** The route of a doc by its id in a docs folder, and the id of the sidebar it is in; undefined when no doc has it. */
  doc(folder: string, id: string): { route: string; sidebarId?: string } | undefined;
  /** The route of a sidebar's first doc (`docSidebar`), or of the folder's first sidebar when `sidebarId` is undefined. */
  sidebar(folder: string, sidebarId: string | undefined): string | undefined;
  /** The routes of the docs of the sidebar with this id in each of these folders (an instance's versions). */
  sidebarRoutes(folders: readonly string[], sidebarId: string): string[];
}

interface NavbarContext {
  resolve: DocLinkResolver;
  versions: DocsVersionFolder[];
  file: string;
  warnings: Warning[];
  baseUrl: string;
}

/** The props of a navbar item that Docusaurus's link passes on to its `<a>` as they are: a `title`, a `target` and `rel` (docsearch's `target: '_self'`), `data-*` attributes (MikroORM's `data-type: 'versions'`). */
function linkAttributes(item: Options): { attributes?: Record<string, string> } {
  const attributes = Object.fromEntries(Object.entries(item).filter((entry): entry is [string, string | number] => (/^(?:title|target|rel)$/.test(entry[0]) || /^data-[\w-]+$/.test(entry[0])) && (typeof entry[1] === 'string' || typeof entry[1] === 'number')).map(([name, value]) => [name, String(value)]));
  return Object.keys(attributes).length > 0 ? { attributes } : {};
}

/** Docusaurus's navbar items as this generator's: links, dropdowns, HTML and the search box; items that name docs resolved to their routes. */
export function navbarItems(items: unknown[], context: NavbarContext): NavbarItemInput[] {
  return items.flatMap((value, index): NavbarItemInput[] => {
    const item = object(value);
    if (madeFromMissingPackage(item)) return [];
    const position = item.position === 'right' ? 'right' : 'left';
    const common = { position, ...(text(item.className) && { className: text(item.className) }), ...(text(item['aria-label']) && { 'aria-label': text(item['aria-label']) }), ...linkAttributes(item) };
    const where = `themeConfig.navbar.items[${index}]`;
    // A version or locale menu's links and markup before and after its own (socket.io's rule before "Changelog", Casdoor's before "Help translate").
    const extraItems = (list: unknown) => navbarItems(array(list), context).filter((child) => child.type === 'link' || child.type === 'html');
    // An item with `items` and no type is a dropdown, as Docusaurus's navbar takes it.
    switch (item.type ?? (Array.isArray(item.items) ? 'dropdown' : undefined)) {
      case 'search':
        return [{ type: 'search', position }];
      case 'html':
        return text(item.value) ? [{ type: 'html', value: balancedHtml(text(item.value)!), ...common }] : [];
      case 'localeDropdown':
        return [{ type: 'localeDropdown', ...common, itemsBefore: extraItems(item.dropdownItemsBefore), itemsAfter: extraItems(item.dropdownItemsAfter) }];
      case 'doc':
      case 'docSidebar':
      case 'docsVersion': {
        const link = docLink(item, context, where);
        // Its `html`, in place of a label, as for any link (ignite-cookbook's icons).
        const html = text(item.label) === undefined ? text(item.html) : undefined;
        return link ? [{ type: 'link', ...common, ...link, ...(html !== undefined && { labelHtml: balancedHtml(html) }), docsPluginId: text(item.docsPluginId) ?? 'default' }] : [];
      }
      case 'docsVersionDropdown': {
        const versions = context.versions.filter((version) => version.pluginId === (text(item.docsPluginId) ?? 'default'));
        const links = versions.flatMap((version) => {
          const to = context.resolve.sidebar(version.folder, undefined);
          return to ? [{ type: 'link', label: version.settings.version.label, to, docsPluginId: version.pluginId, docsVersion: version.settings.version.name }] : [];
        });
        const children = [...extraItems(item.dropdownItemsBefore), ...links, ...extraItems(item.dropdownItemsAfter)];
        const last = versions.find((version) => version.settings.version.isLast);
        return children.length > 0 ? [{ type: 'dropdown', label: last?.settings.version.label ?? 'Versions', ...common, versionsOf: text(item.docsPluginId) ?? 'default', items: children }] : [];
      }
      case 'dropdown': {
        const children = navbarItems(array(item.items), context).filter((child) => child.type === 'link' || child.type === 'html');
        // A dropdown written with `html` and no label is named by its text.
        const label = text(item.label) ?? decodeEntities((text(item.html) ?? '').replace(/<[^>]*>/g, '')).trim();
        if (children.length > 0 && label === '') context.warnings.push({ file: context.file, message: `${where}: a dropdown with neither a label nor text in its html; left out` });
        // Its own link: another site's (`to: 'https://www.apache.org/'`, Apache Answer's "ASF", or an `href`) as given, else a route of the site.
        const href = siteHref(text(item.href), context.baseUrl) ?? urlTo(item);
        const own = href !== undefined ? { href } : text(item.to) && { to: siteRoute(text(item.to)!, context.baseUrl) };
        return children.length > 0 && label !== '' ? [{ type: 'dropdown', label, ...own, ...common, items: children }] : [];
      }
      case undefined:
      case 'default': {
        // Docusaurus draws an item's `html` as markup, in place of a label; its text names it here.
        const html = text(item.label) === undefined ? text(item.html) : undefined;
        const label = text(item.label) ?? (html === undefined ? '' : decodeEntities(html.replace(/<[^>]*>/g, '')).trim());
        const own = { ...common, ...(html !== undefined && { labelHtml: balancedHtml(html) }) };
        // `to: '#'` (TypeORM's section titles) is a link to nothing, as written: not the home page's `/#`.
        const href = siteHref(text(item.href), context.baseUrl) ?? urlTo(item) ?? (text(item.to)?.startsWith('#') ? text(item.to) : undefined);
        // Docusaurus marks no link without a label with an arrow, and draws it empty.
        const unmarked = label === '' || (text(item.href) === undefined && urlTo(item) !== undefined);
        if (href) return [{ type: 'link', label, href, ...own, ...(unmarked && { unmarked: true }) }];
        const active = { ...(text(item.activeBasePath) && { activeBasePath: siteRoute(text(item.activeBasePath)!, context.baseUrl) }), ...(text(item.activeBaseRegex) && { activeBaseRegex: text(item.activeBaseRegex) }) };
        if (text(item.to)) return [{ type: 'link', label, to: siteRoute(text(item.to)!, context.baseUrl), ...own, ...active, ...(label === '' && { unmarked: true }) }];
        context.warnings.push({ file: context.file, message: `${where}: a navbar link needs "to" or "href"; left out` });
        return [];
      }
      default:
        context.warnings.push({ file: context.file, message: `${where}: navbar item type "${String(item.type)}" is not built here; left out` });
        return [];
    }
  });
}

/**
 * A `doc`, `docSidebar` or `docsVersion` item's link: in the instance's shown version. A `doc` or
 * `docSidebar` item is active, as in Docusaurus, on every page of its sidebar, in any version.
 */
function docLink(item: Options, context: NavbarContext, where: string): { label: string; to: string; activeRoutes?: string[]; versionRoutes?: Record<string, string> } | undefined {
  const pluginId = text(item.docsPluginId) ?? 'default';
  const version = context.versions.find((candidate) => candidate.pluginId === pluginId && candidate.settings.version.isLast);
  if (!version) {
    context.warnings.push({ file: context.file, message: `${where}: no docs instance "${pluginId}"; left out` });
    return undefined;
  }
  const docId = text(item.docId) ?? '';
  const sidebarId = item.type === 'docSidebar' ? text(item.sidebarId) : undefined;
  const routeIn = (folder: string) => (item.type === 'doc' ? context.resolve.doc(folder, docId)?.route : context.resolve.sidebar(folder, sidebarId));
  // Where the item leads from a page of each version: that version's doc, when it has one, as Docusaurus's navbar picks the page's version first (rjsf's v4 has no upgrade guide).
  const instance = context.versions.filter((candidate) => candidate.pluginId === pluginId);
  const versionRoutes: Record<string, string> = {};
  for (const candidate of instance) {
    const route = routeIn(candidate.folder);
    if (route) versionRoutes[candidate.settings.version.name] = route;
  }
  const routes = instance.length > 1 ? { versionRoutes } : {};
  if (item.type === 'doc') {
    const doc = context.resolve.doc(version.folder, docId);
    if (!doc) context.warnings.push({ file: context.file, message: `${where}: no doc "${docId}" in docs instance "${pluginId}"; left out` });
    // Docusaurus names a doc item without a label by its id.
    return doc && { label: text(item.label) ?? docId, to: doc.route, activeRoutes: doc.sidebarId === undefined ? [] : sidebarRoutes(doc.sidebarId), ...routes };
  }
  const to = context.resolve.sidebar(version.folder, sidebarId);
  if (!to) context.warnings.push({ file: context.file, message: `${where}: ${sidebarId ? `no sidebar "${sidebarId}"` : 'no doc'} in docs instance "${pluginId}"; left out` });
  return to ? { label: text(item.label) ?? version.settings.version.label, to, ...(sidebarId !== undefined && { activeRoutes: sidebarRoutes(sidebarId) }), ...routes } : undefined;

  /** The routes of a sidebar's docs, which make the item active (a `RouteSet` once validated: what a page's digest holds of them is whether the page is one). */
  function sidebarRoutes(id: string): string[] {
    return context.resolve.sidebarRoutes(instance.map((candidate) => candidate.folder), id);
  }
}

/** Footer `links`: columns with a title, or one list of links (Docusaurus's simple footer). */
export function footerColumns(links: unknown[], baseUrl: string): SiteConfigInput['footer']['columns'] {
  const isColumn = (value: unknown) => Array.isArray(object(value).items);
  const item = (value: unknown): FooterLinkInput => {
    const link = object(value);
    if (text(link.html)) return { html: balancedHtml(text(link.html)!) };
    const href = siteHref(text(link.href), baseUrl) ?? urlTo(link);
    // Docusaurus's footer draws its arrow only after an `href` (Flow's Medium link is a `to`).
    const unmarked = text(link.href) === undefined && href !== undefined;
    return { label: text(link.label) ?? '', ...(href === undefined && text(link.to) ? { to: siteRoute(text(link.to)!, baseUrl) } : { href: href ?? '' }), ...(text(link.className) && { className: text(link.className) }), ...(unmarked && { unmarked }) };
  };
  const items = (list: unknown[]) => list.filter((link) => !madeFromMissingPackage(object(link))).map(item);
  if (links.length > 0 && !links.every(isColumn)) return [{ items: items(links) }];
  return links.map((column) => ({ ...(text(object(column).title) && { title: text(object(column).title) }), items: items(array(object(column).items)) }));
}

/**
 * An item whose text or link was made from a package that is not installed (`v${version}` of its
 * package.json): left out, as the warning about the package says, rather than showing the stand-in's name.
 */
function madeFromMissingPackage(item: Options): boolean {
  return ['label', 'href', 'to', 'html', 'value'].some((key) => text(item[key])?.includes(MISSING_PATH));
}

/**
 * A navbar or footer logo. The navbar's (`staticFile` given: where a static file is) is 32 px high
 * whatever its `height` (Infima's `.navbar__logo` sets it), its `width` or, without one, as wide as
 * its picture in the static folder makes it (Lexical's `height: 12` alone: 143 × 32, not 32 × 12); the footer's keeps its own size.
 */
export function logoOf(value: unknown, staticFile?: (rel: string) => string): Logo | undefined {
  const logo = object(value);
  const src = text(logo.src);
  if (!src) return undefined;
  const size = staticFile === undefined || typeof logo.width === 'number' ? undefined : pictureSize(staticFile(src.replace(/^\/+/, '')));
  return {
    src,
    ...(size && { width: Math.round((LOGO_HEIGHT * size.width) / size.height) }),
    ...(text(logo.srcDark) && { srcDark: text(logo.srcDark) }),
    ...(text(logo.alt) && { alt: text(logo.alt) }),
    ...(text(logo.href) && { href: text(logo.href) }),
    ...(text(logo.target) && { target: text(logo.target) }),
    ...(typeof logo.width === 'number' ? { width: logo.width } : staticFile === undefined && typeof logo.width === 'string' && { width: logo.width }),
    ...(staticFile !== undefined ? { height: LOGO_HEIGHT } : (typeof logo.height === 'number' || typeof logo.height === 'string') && { height: logo.height }),
  };
}

/** A `to` that is a whole URL (`https://…`): it leads to another site, as an `href` does, in the navbar and the footer alike. */
/** An `href` from the site's root (`/concepts/glossary/`) under the base URL, as Docusaurus's Link gives it; any other as written. */
function siteHref(href: string | undefined, baseUrl: string): string | undefined {
  return href?.startsWith('/') && !href.startsWith('//') ? docusaurusBaseUrl(baseUrl, href) : href;
}

function urlTo(item: Options): string | undefined {
  const to = text(item.to);
  return to !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(to) ? to : undefined;
}

/**
 * A `to` of the configuration: relative to the base URL, as Docusaurus takes it (`blog` is `/blog`);
 * a path that already starts with the base URL (`/docs/apis` under `/docs/`) is not given it again.
 */
export function siteRoute(to: string, baseUrl: string): string {
  return to.startsWith('/') ? withoutBaseUrlPrefix(baseUrl, to) : `/${to}`;
}

const LOGO_HEIGHT = 32;

function pictureSize(file: string): { width: number; height: number } | undefined {
  if (!existsSync(file)) return undefined;
  const size = readImageSize(readFileSync(file), path.extname(file));
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/**
 * `themeConfig.mermaid`: Mermaid's theme in each colour mode (Docusaurus's `default` and `dark` when
 * not set) and its other options (a font, a flowchart's curve); diagrams without their code beside them.
 */
export function mermaidSettings(value: unknown): MermaidSettings {
  const mermaid = object(value);
  const theme = object(mermaid.theme);
  return { theme: { light: text(theme.light) ?? 'default', dark: text(theme.dark) ?? 'dark' }, options: object(mermaid.options), sourceToggle: false };
}
