import { createHash } from 'node:crypto';
import { DIGEST_PARTS, type Digestible } from '../model/digest-parts.ts';
import type { SidebarCategory, SidebarItem } from '../model/sidebar.ts';
import { escapeHtml } from '../tools/escape-html.ts';
import type { Translator } from '../model/i18n/translator.ts';

/**
 * Renders a game mode's sidebar as HTML for one page at a time. The HTML of every branch
 * that does not contain the current page is rendered once and reused, so a page costs only
 * the branch it sits in, not the whole tree: the build stays linear in the number of pages.
 * Every page carries the whole sidebar, so its markup is lean: the stylesheet styles elements
 * under `.sidebar`, and only the active link has a class.
 */
export class SidebarHtmlRenderer implements Digestible {
  private readonly inactiveHtml = new Map<SidebarItem, string>();
  private readonly joinedChildren = new Map<SidebarCategory, { html: string; ends: number[] }>();
  /**
   * The items of every category a page shows closed, by category key: the pages leave them out (a
   * page's weight stays the same whatever the size of the wiki) and the browser fetches this file
   * once, when the first such category opens. Its name holds a hash of its contents.
   */
  readonly itemsFile: { path: string; contents: string };

  /** `name` names the sidebar's items file (`survival`). */
  constructor(
    private readonly items: SidebarItem[],
    private readonly baseUrl: string,
    name: string,
    private readonly text: Translator,
  ) {
    const contents = JSON.stringify(Object.fromEntries(collapsibleCategories(items).map((category) => [category.key, this.closedChildren(category).html])));
    const hash = createHash('sha256').update(contents).digest('base64url').slice(0, 10);
    this.itemsFile = { path: `assets/sidebars/${name.replace(/[^\w-]+/g, '-')}.${hash}.json`, contents };
  }

  [DIGEST_PARTS](): unknown {
    return [this.items, this.baseUrl, this.itemsFile.path, this.text];
  }

  /** `openKeys` are the keys of the categories that contain the current page (they start open). */
  render(activeRoute: string, openKeys: readonly string[]): string {
    const open = new Set(openKeys);
    const list = this.items.map((item) => this.renderItem(item, activeRoute, open)).join('');
    return `<nav class="sidebar" aria-label="${escapeHtml(this.text.t('theme.docs.sidebar.navAriaLabel'))}" data-items="${escapeHtml(this.baseUrl + this.itemsFile.path)}"><ul>${list}</ul></nav>`;
  }

  private renderItem(item: SidebarItem, activeRoute: string, open: ReadonlySet<string>): string {
    if (!isOnPath(item, activeRoute, open)) return this.cachedInactive(item);
    return item.type === 'category' ? this.categoryHtml(item, true, item.route === activeRoute, this.childrenOnPath(item, activeRoute, open)) : this.leafHtml(item, true);
  }

  /**
   * The items of an open category on the page's path: their closed HTML, joined once per build, with
   * the one item on the path rendered for this page in its place (a folder of 400 pages costs each
   * of them two cuts of one string, not 400 joined again).
   */
  private childrenOnPath(item: SidebarCategory, activeRoute: string, open: ReadonlySet<string>): string {
    let onPath = -1;
    for (let index = 0; index < item.items.length; index++) {
      if (!isOnPath(item.items[index]!, activeRoute, open)) continue;
      // Two items on the path (links to one page in two places): each rendered.
      if (onPath !== -1) return item.items.map((child) => this.renderItem(child, activeRoute, open)).join('');
      onPath = index;
    }
    const { html, ends } = this.closedChildren(item);
    if (onPath === -1) return html;
    return html.slice(0, onPath === 0 ? 0 : ends[onPath - 1]) + this.renderItem(item.items[onPath]!, activeRoute, open) + html.slice(ends[onPath]);
  }

  private cachedInactive(item: SidebarItem): string {
    let html = this.inactiveHtml.get(item);
    if (html === undefined) {
      html = item.type !== 'category' ? this.leafHtml(item, false) : isCollapsible(item) ? this.collapsedHtml(item) : this.categoryHtml(item, false, false, this.closedChildren(item).html);
      this.inactiveHtml.set(item, html);
    }
    return html;
  }

  /** A category's items closed, joined, and where each one's HTML ends. */
  private closedChildren(item: SidebarCategory): { html: string; ends: number[] } {
    let joined = this.joinedChildren.get(item);
    if (joined === undefined) {
      const parts = item.items.map((child) => this.cachedInactive(child));
      let end = 0;
      joined = { html: parts.join(''), ends: parts.map((part) => (end += part.length)) };
      this.joinedChildren.set(item, joined);
    }
    return joined;
  }

  /** A closed category without its items: its link leads to its page, which lists them; the browser fetches them to open it. */
  private collapsedHtml(item: SidebarCategory): string {
    const className = item.className ? ` ${escapeHtml(item.className)}` : '';
    const toggleLabel = escapeHtml(this.text.t('theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', { label: item.label }));
    return `<li class="sidebar-category${className}">${this.linkHtml(item.label, item.route!, false)}<details data-key="${escapeHtml(item.key)}"><summary aria-label="${toggleLabel}"></summary></details></li>`;
  }

  private leafHtml(item: Exclude<SidebarItem, SidebarCategory>, active: boolean): string {
    const className = classAttribute(item.className);
    if (item.type === 'html') return `<li class="sidebar-html${item.className ? ` ${escapeHtml(item.className)}` : ''}">${item.value}</li>`;
    if (item.type === 'link' && !item.route) {
      return `<li${className}><a href="${escapeHtml(item.href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(item.label)}</a></li>`;
    }
    return `<li${className}>${this.linkHtml(item.label, item.route!, active)}</li>`;
  }

  private categoryHtml(item: SidebarCategory, open: boolean, active: boolean, children: string): string {
    const label = item.route ? this.linkHtml(item.label, item.route, active) : `<span>${escapeHtml(item.label)}</span>`;
    const className = item.className ? ` ${escapeHtml(item.className)}` : '';
    // A folder with nothing but its own page is a plain link: an empty collapsible opens onto nothing.
    if (item.items.length === 0) return `<li${classAttribute(item.className)}>${label}</li>`;
    // `collapsible: false`: always open, nothing to toggle.
    if (item.fixed) return `<li class="sidebar-fixed${className}">${label}<ul>${children}</ul></li>`;
    const isOpen = open || item.expanded === true;
    // A category with its own page: the link sits beside the toggle, not inside it (a link inside
    // <summary> is a control nested in a control, which screen readers announce badly).
    if (item.route) {
      const toggleLabel = escapeHtml(this.text.t('theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', { label: item.label }));
      return `<li class="sidebar-category${className}">${label}<details${isOpen ? ' open' : ''}><summary aria-label="${toggleLabel}"></summary><ul>${children}</ul></details></li>`;
    }
    return `<li${classAttribute(item.className)}><details${isOpen ? ' open' : ''}><summary>${label}</summary><ul>${children}</ul></details></li>`;
  }

  private linkHtml(label: string, route: string, active: boolean): string {
    const href = escapeHtml(this.baseUrl + route.slice(1));
    return active
      ? `<a class="active" aria-current="page" href="${href}">${escapeHtml(label)}</a>`
      : `<a href="${href}">${escapeHtml(label)}</a>`;
  }
}

/** An item on the page's path: its link is the page, or it is a category holding the page. */
function isOnPath(item: SidebarItem, activeRoute: string, open: ReadonlySet<string>): boolean {
  return item.route === activeRoute || (item.type === 'category' && open.has(item.key));
}

/** A category that a page may show closed without its items: it has its own page to list them, and it can close. */
function isCollapsible(item: SidebarCategory): boolean {
  return item.route !== undefined && item.items.length > 0 && item.expanded !== true && item.fixed !== true;
}

function collapsibleCategories(items: readonly SidebarItem[]): SidebarCategory[] {
  return items.flatMap((item) => (item.type === 'category' ? [...(isCollapsible(item) ? [item] : []), ...collapsibleCategories(item.items)] : []));
}

function classAttribute(className: string | undefined): string {
  return className ? ` class="${escapeHtml(className)}"` : '';
}

/** Where a page sits in its sidebar: rendered with the page, so a build keeps one renderer per sidebar, not one HTML per page. */
export interface SidebarPlacement {
  renderer: SidebarHtmlRenderer;
  /** Keys of the categories that contain the page. */
  openKeys: readonly string[];
}
