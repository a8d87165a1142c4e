import type { SidebarDoc } from '../model/sidebar.ts';
import type { Doc } from './route.ts';
import { generatedIndexSlug } from '../tools/generated-index-slug.ts';

export function docItem(doc: Doc): SidebarDoc {
  const className = doc.source.frontMatter.sidebar_class_name;
  return { type: 'doc', label: doc.sidebarLabel, route: doc.route, docId: doc.id, ...(typeof className === 'string' && { className }) };
}

/** Where a generated index lives: its `slug` under the docs folder, or `category/<label>` as Docusaurus puts it. */
export function generatedIndexRoute(folderBase: string, slug: string | undefined, label: string): string {
  const path = slug ?? generatedIndexSlug(label);
  return `/${[folderBase, ...path.split('/')].filter(Boolean).join('/')}/`;
}
