import type { CategoryMeta } from './load.ts';
import type { Doc } from './route.ts';
import { ContentError } from './errors.ts';

export type SidebarItem = SidebarDoc | SidebarCategory;

export interface SidebarDoc {
  type: 'doc';
  label: string;
  route: string;
  docId: string;
  /** Front matter `sidebar_class_name`: a class on the item, for the site's styles. */
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route the label opens: the folder's index page, when it has one. */
  route: string | undefined;
  /** Folder path below the wiki root (`survival/conta`): identifies the category. */
  key: string;
  items: SidebarItem[];
}

export interface Sidebars {
  /** Items of each game mode's sidebar, by mode folder name. */
  byName: Map<string, SidebarItem[]>;
  /** Categories that contain each doc, outermost first, by doc route. */
  ancestors: Map<string, SidebarCategory[]>;
  /** Docs of each sidebar in reading order, for previous/next links. */
  order: Map<string, Doc[]>;
}

interface Node {
  key: string;
  category?: CategoryMeta;
  index?: Doc;
  docs: Doc[];
  children: Map<string, Node>;
}

/** Builds one sidebar per game mode from its folders, ordered by position then label. */
export function buildSidebars(docs: Doc[], categories: Map<string, CategoryMeta>): Sidebars {
  const categoryByKey = new Map([...categories].map(([folder, meta]) => [stripPrefixes(folder), meta]));
  const roots = new Map<string, Node>();
  for (const doc of docs) {
    if (!doc.sidebar || doc.unlisted) continue;
    let node = roots.get(doc.sidebar) ?? newNode(doc.sidebar, categoryByKey);
    roots.set(doc.sidebar, node);
    for (const folder of doc.folders.slice(1)) {
      const key = `${node.key}/${folder}`;
      const child = node.children.get(folder) ?? newNode(key, categoryByKey);
      node.children.set(folder, child);
      node = child;
    }
    if (doc.isIndex) node.index = doc;
    else node.docs.push(doc);
  }

  const docById = new Map(docs.map((doc) => [doc.id, doc]));
  const docByRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const sidebars: Sidebars = { byName: new Map(), ancestors: new Map(), order: new Map() };
  for (const [name, root] of roots) {
    const items: SidebarItem[] = [];
    if (root.index) items.push(docItem(root.index));
    items.push(...childItems(root, docById));
    sidebars.byName.set(name, items);
    const order: Doc[] = [];
    walk(items, [], docByRoute, sidebars.ancestors, order);
    sidebars.order.set(name, order);
  }
  return sidebars;
}

function newNode(key: string, categoryByKey: Map<string, CategoryMeta>): Node {
  return { key, category: categoryByKey.get(key), docs: [], children: new Map() };
}

function childItems(node: Node, docById: Map<string, Doc>): SidebarItem[] {
  const ranked: { position: number | undefined; item: SidebarItem }[] = [
    ...node.docs.map((doc) => ({ position: doc.position, item: docItem(doc) as SidebarItem })),
    ...[...node.children.values()].map((child) => ({ position: categoryPosition(child), item: categoryItem(child, docById) })),
  ];
  ranked.sort(
    (a, b) =>
      (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
      a.item.label.localeCompare(b.item.label, 'pt-BR'),
  );
  return ranked.map(({ item }) => item);
}

function categoryItem(node: Node, docById: Map<string, Doc>): SidebarCategory {
  const linkDocId = node.category?.linkDocId;
  const linked = linkDocId ? docById.get(linkDocId) : node.index;
  if (linkDocId && !linked) {
    throw new ContentError(node.category?.file ?? node.key, undefined, `sidebar item without link: no doc has the id "${linkDocId}"`);
  }
  const folderName = node.key.split('/').at(-1) ?? node.key;
  return {
    type: 'category',
    label: node.category?.label ?? node.index?.sidebarLabel ?? folderName,
    route: linked?.route,
    key: node.key,
    items: childItems(node, docById),
  };
}

function categoryPosition(node: Node): number | undefined {
  return node.category?.position ?? node.index?.position;
}

function docItem(doc: Doc): SidebarDoc {
  const className = doc.source.frontMatter.sidebar_class_name;
  return { type: 'doc', label: doc.sidebarLabel, route: doc.route, docId: doc.id, ...(typeof className === 'string' && { className }) };
}

function walk(
  items: SidebarItem[],
  path: SidebarCategory[],
  docByRoute: Map<string, Doc>,
  ancestors: Map<string, SidebarCategory[]>,
  order: Doc[],
): void {
  for (const item of items) {
    if (item.type === 'doc') {
      ancestors.set(item.route, path);
      const doc = docByRoute.get(item.route);
      if (doc) order.push(doc);
      continue;
    }
    const inside = [...path, item];
    if (item.route) {
      ancestors.set(item.route, inside);
      const doc = docByRoute.get(item.route);
      if (doc) order.push(doc);
    }
    walk(item.items, inside, docByRoute, ancestors, order);
  }
}

function stripPrefixes(folder: string): string {
  return folder
    .split('/')
    .map((segment) => segment.replace(/^\d+[-_.](?=.)/, ''))
    .join('/');
}
