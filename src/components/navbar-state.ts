/** Which of the navbar's internal links are active on a page, and which version of the docs a page is in. */
import type { Link, NavbarItem, SiteConfig } from '../model/config.ts';
import { toRoute, withBase } from './site-context.ts';

/**
 * The only part of the navbar that depends on the page: which internal links are active (the page
 * is at or below them) and which one is the page itself. Pages with the same state share one rendering.
 */
export function navbarState(config: SiteConfig, route: string): string {
  let state = inSearchContext(config, route) ? 'w' : 's';
  for (const link of internalNavbarLinks(config)) {
    const to = linkTarget(config, link, route);
    // A link that follows the page's docs version leads elsewhere in each version: its target is part of the state.
    state += `|${isActive(config, link, route) ? 'a' : '-'}${toRoute(to) === route ? 'c' : '-'}${to === link.to ? '' : to}`;
  }
  // A version menu names the version the page is in; the drawer shows a dropdown open or closed.
  for (const item of config.navbar) if (item.type === 'dropdown' && item.versionsOf) state += `:${versionAt(config, item.versionsOf, route)?.label ?? ''}`;
  for (const item of config.navbar) if (item.type === 'dropdown') state += drawerOpens(config, item, route) ? 'o' : '-';
  return state;
}

/**
 * Whether `route` is in each route set of the navbar's links (`RouteSet`): for the digest of a page,
 * the part of its navbar that the site's digest leaves out. A page without a route is in none.
 */
export function routeSetMembership(config: SiteConfig, route: string | undefined): string {
  return internalNavbarLinks(config)
    .map((link) => (link.activeRoutes === undefined ? '' : route !== undefined && link.activeRoutes.has(route) ? '1' : '0'))
    .join('');
}

/** Whether a page sits in one of the search contexts (a game mode's wiki), which its search box then searches. */
export function inSearchContext(config: SiteConfig, route: string): boolean {
  return config.search.contexts.some((context) => route === `${context}/` || route.startsWith(`${context}/`));
}

/** What decides where an internal link of the navbar is active. */
export type InternalLink = Pick<Extract<Link, { external: false }>, 'to' | 'activeRoutes' | 'activeBasePath' | 'activeBaseRegex' | 'docsPluginId' | 'docsVersion' | 'versionRoutes'>;

/** The navbar's internal links, found once per configuration (every page asks). */
const navbarLinks = new WeakMap<SiteConfig, InternalLink[]>();
function internalNavbarLinks(config: SiteConfig): InternalLink[] {
  let links = navbarLinks.get(config);
  if (!links) {
    links = config.navbar.flatMap((item) => {
      if (item.type === 'link') return internalLinks([item]);
      if (item.type === 'dropdown') return dropdownLinks(item);
      return item.type === 'localeDropdown' ? internalLinks([...item.itemsBefore, ...item.itemsAfter]) : [];
    });
    navbarLinks.set(config, links);
  }
  return links;
}

/** A dropdown's internal links: its own `to` and its items'. */
export function dropdownLinks(item: Extract<NavbarItem, { type: 'dropdown' }>): InternalLink[] {
  return [...(item.to ? [{ to: item.to }] : []), ...internalLinks(item.items)];
}

function internalLinks(links: Extract<NavbarItem, { type: 'dropdown' }>['items']): InternalLink[] {
  return links.flatMap((link) => ('html' in link || link.external ? [] : [link]));
}

/**
 * Where a navbar link leads from `route`: from a page of a docs version, a doc item leads to that
 * version's doc when it has one (the script follows the reader's chosen version with the same routes).
 */
export function linkTarget(config: SiteConfig, link: InternalLink, route: string): string {
  const reading = link.versionRoutes && link.docsPluginId ? versionAt(config, link.docsPluginId, route) : undefined;
  return (reading && link.versionRoutes?.[reading.name]) || link.to;
}

/** The version of docs instance `pluginId` that `route` is in (the most specific version path); undefined outside its docs. */
export function versionAt(config: SiteConfig, pluginId: string, route: string) {
  const matching = Object.values(config.docs.folders).filter((folder) => folder.pluginId === pluginId && route.startsWith(`/${folder.routeBasePath}/`.replace(/^\/\/$/, '/')));
  return matching.sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)[0]?.version;
}

/**
 * Whether a navbar link shows as active on `route`: by default on its own route and every route
 * below it (`/wiki/` for `/wiki/survival/kits/`), never for a link to an anchor on this site (a
 * project's is active on its page, as react-router's NavLink compares only paths: Redux's "Need
 * help?"); else where its configuration says (see `Link`).
 */
export function isActive(config: SiteConfig, link: InternalLink, route: string): boolean {
  const own = toRoute(link.to);
  if (link.activeBaseRegex !== undefined) return matchesPattern(link.activeBaseRegex, withBase(config, route));
  if (link.activeBasePath !== undefined) return route.startsWith(link.activeBasePath);
  if (link.activeRoutes) return own === route || link.activeRoutes.has(route);
  // A version's link is active in that version only: `/docs/` holds the pages of `/docs/next/` by its path.
  if (link.docsVersion !== undefined && link.docsPluginId !== undefined) return versionAt(config, link.docsPluginId, route)?.name === link.docsVersion;
  if (own.includes('#') && config.siteConfigForCode === undefined) return false;
  const path = own.replace(/#.*$/, '');
  return path === '/' ? route === '/' : route.startsWith(path);
}

/**
 * Whether the drawer shows a dropdown open on `route`. A project's opens as Docusaurus's mobile
 * dropdown does: on the very page one of its links leads to, or where a link's `activeBasePath` or
 * `activeBaseRegex` says, not on the pages below a link's route (where its desktop link is active:
 * react-router's NavLink); a version menu and this site's dropdowns open wherever one of their links is active.
 */
export function drawerOpens(config: SiteConfig, item: Extract<NavbarItem, { type: 'dropdown' }>, route: string): boolean {
  const links = dropdownLinks(item);
  // A version menu's items lead, in Docusaurus, to the page's own doc in each version: on a doc, one of them is the page.
  if (config.siteConfigForCode === undefined || item.versionsOf !== undefined) return links.some((link) => isActive(config, link, route));
  const samePath = (a: string, b: string) => withSlash(a).toLowerCase() === withSlash(b).toLowerCase();
  // A doc item (with the routes of its sidebar) has no `to` in Docusaurus's configuration, so no path of its own there.
  return links.some(
    (link) =>
      (link.activeRoutes === undefined && samePath(toRoute(link.to), route)) ||
      (link.activeBaseRegex !== undefined && matchesPattern(link.activeBaseRegex, route)) ||
      (link.activeBasePath !== undefined && route.startsWith(link.activeBasePath)),
  );
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** A configuration's pattern (Docusaurus's `activeBaseRegex`); one that is no regular expression matches nothing. */
function matchesPattern(pattern: string, pathname: string): boolean {
  try {
    return new RegExp(pattern).test(pathname);
  } catch {
    return false;
  }
}
