import { createHash } from 'node:crypto';
import { DIGEST_PARTS, type Digestible } from '../model/digest-parts.ts';
import type { SidebarCategory, SidebarItem } from '../model/sidebar.ts';
import { escapeHtml } from '../tools/escape-html.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { listWindow } from '../tools/list-window.ts';
import { isExternalSource } from '../markdown/hrefs.ts';
import { EXTERNAL_LINK_ICON_HTML } from './SiteLink.tsx';

/** The items file's key for a sidebar's top level (a category's key is never empty). */
const TOP_LEVEL = '';

/**
 * Renders a game mode's sidebar as HTML for one page at a time. A page carries only its own path:
 * every category it is not in comes closed and without its items, and a long list on its path only
 * the items around the page (`listWindow`) and a button for the rest. So a page weighs about the same
 * whatever the size of the wiki and however its sidebar is written (with index pages or not). The
 * HTML of everything off the path is rendered once and reused: the build stays linear in the number
 * of pages. The markup is lean: the stylesheet styles elements under `.sidebar`, and only the active
 * link has a class.
 */
export class SidebarHtmlRenderer implements Digestible {
  private readonly inactiveHtml = new Map<SidebarItem, string>();
  /** While `shown` draws a page's sidebar: each part rendered once for every page (an item off the path, a closed list) stands as a digest of its HTML. */
  private digesting = false;
  private readonly partDigests = new Map<string, string>();
  private readonly joinedItems = new Map<readonly SidebarItem[], string>();
  private readonly closedLists = new Map<readonly SidebarItem[], string>();
  /** Each item's depth (the top level's are 1), which a project's items carry in Docusaurus's class names. */
  private readonly levels = new Map<SidebarItem, number>();
  /**
   * Every list a page may leave out, whole, by category key (the top level's is ''): the items of
   * closed categories and the rest of long lists. The browser fetches this file once, when the first
   * such category opens or a "show all" button is pressed. Its name does not change with its
   * contents (it is asked again on each use, not cached for good): a page whose own part of the
   * sidebar is unchanged stays the same when a label far from it is renamed.
   */
  readonly itemsFile: { path: string; contents: string };

  /** `name` names the sidebar's items file (`survival`). */
  constructor(
    private readonly items: SidebarItem[],
    private readonly baseUrl: string,
    name: string,
    private readonly text: Translator,
    /** Infima's class names on the links as well (`menu__link`, `menu__link--sublist`), which a Docusaurus project's stylesheet addresses. */
    private readonly infima = false,
  ) {
    this.measure(items, 1);
    const lists = [...(listWindow(-1, items.length).end < items.length ? [[TOP_LEVEL, items] as const] : []), ...leftOutLists(items)];
    const contents = JSON.stringify(Object.fromEntries(lists.map(([key, list]) => [key, this.joined(list)])));
    this.itemsFile = { path: `sidebars/${name.replace(/[^\w-]+/g, '-')}.json`, contents };
  }

  private measure(list: readonly SidebarItem[], level: number): void {
    for (const item of list) {
      this.levels.set(item, level);
      if (item.type === 'category') this.measure(item.items, level + 1);
    }
  }

  [DIGEST_PARTS](): unknown {
    return [this.items, this.baseUrl, this.itemsFile.path, this.text];
  }

  /**
   * What `render` gives this page, with every part shared by other pages (an item off the path, a
   * closed list) as a digest of its HTML: the same code draws both, so the two cannot disagree, and a
   * page's digest reads its few dozen items rather than the whole sidebar.
   */
  shown(activeRoute: string, openKeys: readonly string[]): string {
    this.digesting = true;
    try {
      return this.render(activeRoute, openKeys);
    } finally {
      this.digesting = false;
    }
  }

  /** A shared part's HTML, drawn whole even while `shown` draws (its own parts in it are HTML, not digests). */
  private drawn(draw: () => string): string {
    const digesting = this.digesting;
    this.digesting = false;
    try {
      return draw();
    } finally {
      this.digesting = digesting;
    }
  }

  /** `html`, or its digest while `shown` draws. */
  private shared(html: string): string {
    if (!this.digesting) return html;
    let digest = this.partDigests.get(html);
    if (digest === undefined) this.partDigests.set(html, (digest = `\0${createHash('sha1').update(html).digest('base64url')}\0`));
    return digest;
  }

  /** `openKeys` are the keys of the categories that contain the current page (they start open). */
  render(activeRoute: string, openKeys: readonly string[]): string {
    const list = this.listHtml(this.items, TOP_LEVEL, activeRoute, new Set(openKeys));
    return `<nav class="${this.infima ? 'sidebar menu thin-scrollbar' : 'sidebar'}" aria-label="${escapeHtml(this.text.t('theme.docs.sidebar.navAriaLabel'))}" data-items="${escapeHtml(this.baseUrl + this.itemsFile.path)}">${this.ul(list, true)}</nav>`;
  }

  /**
   * A list's items for this page: around the item on the page's path (rendered for this page), or
   * from the start when none is; the items on the path are all rendered, wherever they are.
   */
  private listHtml(items: readonly SidebarItem[], key: string, activeRoute: string, open: ReadonlySet<string>): string {
    const onPath = pathIndexes(items, activeRoute, open);
    if (onPath.length === 0) return this.closedList(items, key);
    // Two items on the path (links to one page in two places): the whole list, so both are there.
    const { start, end } = onPath.length === 1 ? listWindow(onPath[0]!, items.length) : { start: 0, end: items.length };
    const shown = items.slice(start, end).map((item) => (isOnPath(item, activeRoute, open) ? this.onPathHtml(item, activeRoute, open) : this.cachedInactive(item)));
    return shown.join('') + this.showAllHtml(key, items.length, start, end);
  }

  /** A list with nothing on the page's path: its first items (and a button for the rest), the same on every page. */
  private closedList(items: readonly SidebarItem[], key: string): string {
    let html = this.closedLists.get(items);
    if (html === undefined) {
      const { start, end } = listWindow(-1, items.length);
      html = this.drawn(() => items.slice(start, end).map((item) => this.cachedInactive(item)).join('') + this.showAllHtml(key, items.length, start, end));
      this.closedLists.set(items, html);
    }
    return this.shared(html);
  }

  /**
   * The button that puts a long list's other items in, from the items file, around the ones shown
   * (`data-start` to `data-end`). Without JavaScript it is hidden: the category's link leads to its
   * page, which lists them all.
   */
  private showAllHtml(key: string, count: number, start: number, end: number): string {
    if (start === 0 && end === count) return '';
    const label = escapeHtml(this.text.t('site.DocSidebarItem.showAllItems', { count }));
    return `${this.liOpen('sidebar-more')}<button type="button" data-more="${escapeHtml(key)}" data-start="${start}" data-end="${end}">${label}</button></li>`;
  }

  private onPathHtml(item: SidebarItem, activeRoute: string, open: ReadonlySet<string>): string {
    if (item.type !== 'category') return this.leafHtml(item, true);
    return this.categoryHtml(item, true, item.route === activeRoute, this.listHtml(item.items, item.key, activeRoute, open));
  }

  private cachedInactive(item: SidebarItem): string {
    let html = this.inactiveHtml.get(item);
    if (html === undefined) {
      html = this.drawn(() => (item.type !== 'category' ? this.leafHtml(item, false) : isCollapsible(item) ? this.collapsedHtml(item) : this.categoryHtml(item, false, false, this.closedList(item.items, item.key))));
      this.inactiveHtml.set(item, html);
    }
    return this.shared(html);
  }

  /** A list's items closed, joined: what the items file holds for it (made in the constructor, never while digesting). */
  private joined(items: readonly SidebarItem[]): string {
    let html = this.joinedItems.get(items);
    if (html === undefined) {
      html = items.map((item) => this.cachedInactive(item)).join('');
      this.joinedItems.set(items, html);
    }
    return html;
  }

  /**
   * A closed category without its items: the browser fetches them to open it. Its link leads to its
   * page (its own, or a generated index), which lists them; one without a page is a plain toggle.
   */
  private collapsedHtml(item: SidebarCategory): string {
    const key = escapeHtml(item.key);
    if (!item.route) return `${this.liOpen(item.className, item)}<details data-key="${key}"><summary>${this.labelHtml(item.label)}</summary></details></li>`;
    const className = item.className ? ` ${item.className}` : '';
    const toggleLabel = escapeHtml(this.text.t('theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', { label: item.label }));
    return `${this.liOpen(`sidebar-category${className}`, item)}${this.collapsible(this.linkHtml(item.label, item.route, false, true))}<details data-key="${key}"><summary aria-label="${toggleLabel}"></summary></details></li>`;
  }

  private leafHtml(item: Exclude<SidebarItem, SidebarCategory>, active: boolean): string {
    if (item.type === 'html') return `${this.liOpen(`sidebar-html${item.className ? ` ${item.className}` : ''}`, item)}${item.value}</li>`;
    if (item.type === 'link' && !item.route) {
      // A project's link to another site has Docusaurus's arrow after its label.
      const marked = this.infima && isExternalSource(item.href);
      const className = this.infima ? ` class="menu__link${marked ? ' menuExternalLink' : ''}"` : '';
      return `${this.liOpen(item.className, item)}<a${className} href="${escapeHtml(item.href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(item.label)}${marked ? EXTERNAL_LINK_ICON_HTML : ''}</a></li>`;
    }
    return `${this.liOpen(item.className, item)}${this.linkHtml(item.label, item.route!, active)}</li>`;
  }

  private categoryHtml(item: SidebarCategory, open: boolean, active: boolean, children: string): string {
    // One that does not collapse is Infima's plain link in a project, as Docusaurus draws it (no `--sublist`).
    const toggles = item.items.length > 0 && !item.fixed;
    const label = item.route ? this.linkHtml(item.label, item.route, active, toggles) : this.labelHtml(item.label, toggles);
    const className = item.className ? ` ${item.className}` : '';
    // A folder with nothing but its own page is a plain link: an empty collapsible opens onto nothing.
    if (item.items.length === 0) return `${this.liOpen(item.className, item)}${label}</li>`;
    // `collapsible: false`: always open, nothing to toggle.
    if (item.fixed) return `${this.liOpen(`sidebar-fixed${className}`, item)}${this.collapsible(label)}${this.ul(children)}</li>`;
    const isOpen = open || item.expanded === true;
    // A category with its own page: the link sits beside the toggle, not inside it (a link inside
    // <summary> is a control nested in a control, which screen readers announce badly).
    if (item.route) {
      const toggleLabel = escapeHtml(this.text.t('theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', { label: item.label }));
      return `${this.liOpen(`sidebar-category${className}`, item)}${this.collapsible(label)}<details${isOpen ? ' open' : ''}><summary aria-label="${toggleLabel}"></summary>${this.ul(children)}</details></li>`;
    }
    return `${this.liOpen(item.className, item)}<details${isOpen ? ' open' : ''}><summary>${label}</summary>${this.ul(children)}</details></li>`;
  }

  /** A category's link, in a project within Infima's row, which its stylesheet reaches (OpenDAL's `.sidebar-lang > .menu__list-item-collapsible > .menu__link::before` logos). */
  private collapsible(link: string): string {
    return this.infima ? `<div class="menu__list-item-collapsible">${link}</div>` : link;
  }

  /** A list of items, with Infima's class in a project, and the theme's on the sidebar's own list (Rush's `ul.theme-doc-sidebar-menu` font). */
  private ul(items: string, top = false): string {
    return this.infima ? `<ul class="${top ? 'theme-doc-sidebar-menu menu__list' : 'menu__list'}">${items}</ul>` : `<ul>${items}</ul>`;
  }

  /** An item's opening tag: its classes (the configuration's `className` among them), and in a project Infima's and Docusaurus's theme classes with its level (`theme-doc-sidebar-item-category-level-1`). */
  private liOpen(className: string | undefined, item?: SidebarItem): string {
    const kind = item?.type === 'category' ? 'category' : 'link';
    const theme = this.infima && item ? `theme-doc-sidebar-item-${kind} theme-doc-sidebar-item-${kind}-level-${this.levels.get(item) ?? 1}` : undefined;
    return `<li${classAttribute([theme, className, this.infima ? 'menu__list-item' : undefined].filter(Boolean).join(' ') || undefined)}>`;
  }

  /** `sublist`: the link of a category that holds items. */
  private linkHtml(label: string, route: string, active: boolean, sublist = false): string {
    const href = escapeHtml(this.baseUrl + route.slice(1));
    const classes = [...(this.infima ? ['menu__link', ...(sublist ? ['menu__link--sublist'] : []), ...(active ? ['menu__link--active'] : [])] : []), ...(active ? ['active'] : [])];
    const classNames = classes.length > 0 ? ` class="${classes.join(' ')}"` : '';
    return `<a${classNames}${active ? ' aria-current="page"' : ''} href="${href}">${escapeHtml(label)}</a>`;
  }

  /** The label of a category without a page of its own; in a project, Infima's link as Docusaurus draws it (without an address here), which its stylesheet addresses as `a.menu__link--sublist` (react-native-elements'). */
  private labelHtml(label: string, toggles = true): string {
    if (!this.infima) return `<span>${escapeHtml(label)}</span>`;
    return `<a class="${toggles ? 'menu__link menu__link--sublist menu__link--sublist-caret' : 'menu__link'}">${escapeHtml(label)}</a>`;
  }
}

/** An item on the page's path: its link is the page, or it is a category holding the page. */
function isOnPath(item: SidebarItem, activeRoute: string, open: ReadonlySet<string>): boolean {
  return item.route === activeRoute || (item.type === 'category' && open.has(item.key));
}

/** The positions of a list's items on the page's path: a loop, since each of a 1,000-page folder's pages looks through its 1,000 items (a `flatMap` made an array per item: 0.24 s of a 10,000-page rebuild). */
function pathIndexes(items: readonly SidebarItem[], activeRoute: string, open: ReadonlySet<string>): number[] {
  const indexes: number[] = [];
  for (let index = 0; index < items.length; index++) if (isOnPath(items[index]!, activeRoute, open)) indexes.push(index);
  return indexes;
}

/** A category that a page may show closed, without its items: it has some, and it can close. */
function isCollapsible(item: SidebarCategory): boolean {
  return item.items.length > 0 && item.expanded !== true && item.fixed !== true;
}

/** The categories whose items some page leaves out (closed, or too many to show), with their items. */
function leftOutLists(items: readonly SidebarItem[]): (readonly [string, readonly SidebarItem[]])[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const leftOut = isCollapsible(item) || listWindow(-1, item.items.length).end < item.items.length;
    return [...(leftOut ? [[item.key, item.items] as const] : []), ...leftOutLists(item.items)];
  });
}

function classAttribute(className: string | undefined): string {
  return className ? ` class="${escapeHtml(className)}"` : '';
}

/**
 * Where a page sits in its sidebar: rendered with the page, so a build keeps one renderer per sidebar,
 * not one HTML per page. In the digest of the page's inputs it is what the page shows of the sidebar.
 */
export interface SidebarPlacement extends Digestible {
  renderer: SidebarHtmlRenderer;
  /** Keys of the categories that contain the page. */
  openKeys: readonly string[];
  /** The route the sidebar marks as current: the page's own, or for a later page of a long list the list's first. */
  activeRoute: string;
}

export function sidebarPlacement(renderer: SidebarHtmlRenderer, openKeys: readonly string[], activeRoute: string): SidebarPlacement {
  return { renderer, openKeys, activeRoute, [DIGEST_PARTS]: () => [renderer.itemsFile.path, renderer.shown(activeRoute, openKeys)] };
}
