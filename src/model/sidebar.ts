/** A sidebar as the generator builds it and the pages render it: docs, categories, links and markup. */
export type SidebarItem = SidebarDoc | SidebarCategory | SidebarLink | SidebarHtml;

export interface SidebarDoc {
  type: 'doc';
  label: string;
  route: string;
  docId: string;
  /** Front matter `sidebar_class_name`, or the item's `className`: a class on the item, for the site's styles. */
  className?: string;
  /** A `ref` item: links the doc without making this sidebar the doc's own. */
  ref?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route the label opens: the folder's index page, a linked doc, or a generated index. */
  route: string | undefined;
  /**
   * Its route is a generated index Docusaurus would not make (a folder with no index page and no
   * `link`): a page that lists its items for browsers without JavaScript, but, as in Docusaurus, no
   * step of previous/next, no link of the breadcrumbs, not in a Docusaurus project's sitemap.
   */
  implicitIndex?: true;
  /** Identifies the category (for the categories open on a page): the folder path below the wiki root, or a path in a sidebars file. */
  key: string;
  items: SidebarItem[];
  /** Starts open on every page (Docusaurus's `collapsed: false`); by default only on the path to the page. */
  expanded?: boolean;
  /** `collapsible: false`: always open, without a toggle. */
  fixed?: boolean;
  className?: string;
}

/** A `link` item: any URL, the site's own (`route`) or another. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** The route, when the link leads to a page of this site. */
  route?: string;
  className?: string;
}

/** An `html` item: markup of the site's authors, written as it is. */
export interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
  route?: undefined;
}

/** A category's own page that lists its items as cards (`link: { type: 'generated-index' }`). */
export interface GeneratedIndex {
  route: string;
  title: string;
  description: string;
  category: SidebarCategory;
  /** Key of the sidebar it belongs to. */
  sidebar: string;
}
