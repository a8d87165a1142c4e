import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ContentLayout, inside, isInside, pageRel, sourcePath, wikiRoot } from './content-layout.ts';
import {
  type Area,
  displayPath,
  listStaticFiles,
  loadAuthors,
  loadCategories,
  loadContent,
  loadData,
  isPageFile,
  type LoadedContent,
  loadSourceFile,
  sortSources,
} from './load.ts';

export interface ContentUpdate {
  content: LoadedContent;
  /** Paths inside `static/` that were added, changed or removed; 'all' after a reload of everything. */
  staticChanges: string[] | 'all';
}

/**
 * Applies saved, added and removed files of a content folder to what an earlier load read, reading
 * only the files that changed (a Markdown file, the categories, the authors or the data files).
 * `changedPaths` are absolute; a path this cannot place (a folder, an unknown file) reloads everything.
 */
export function applyContentChanges(
  previous: LoadedContent,
  layout: ContentLayout,
  changedPaths: readonly string[],
  displayRoot = process.cwd(),
): ContentUpdate {
  const display = displayPath(displayRoot);
  const kinds = changedPaths.map((absolute) => classify(layout, absolute));
  if (kinds.some((kind) => kind.type === 'unknown')) {
    return { content: loadContent(layout, displayRoot), staticChanges: 'all' };
  }
  const sources = new Map(previous.files.map((source) => [`${source.area}:${source.rel}`, source]));
  for (const kind of kinds) {
    if (kind.type !== 'source') continue;
    const key = `${kind.area}:${kind.rel}`;
    if (existsSync(sourcePath(layout, kind.area, kind.rel))) sources.set(key, loadSourceFile(layout, kind.area, kind.rel, display));
    else sources.delete(key);
  }
  const touched = new Set(kinds.map((kind) => kind.type));
  const content: LoadedContent = {
    ...previous,
    files: touched.has('source') ? sortSources([...sources.values()]) : previous.files,
    categories: touched.has('category') ? loadCategories(layout, display) : previous.categories,
    authors: touched.has('authors') ? loadAuthors(layout, display) : previous.authors,
    data: touched.has('data') ? loadData(layout, display) : previous.data,
    staticFiles: touched.has('static') ? listStaticFiles(layout) : previous.staticFiles,
  };
  const staticChanges = kinds.flatMap((kind) => (kind.type === 'static' ? [kind.rel] : []));
  return { content, staticChanges };
}

type ChangeKind =
  | { type: 'source'; area: Area; rel: string }
  | { type: 'static'; rel: string }
  | { type: 'category' | 'authors' | 'data' | 'ignored' | 'unknown' };

function classify(layout: ContentLayout, absolute: string): ChangeKind {
  const name = path.basename(absolute);
  // Editors' backup and swap files beside the content are not content.
  if (/(^\.|~$|\.swp$|\.tmp$)/.test(name)) return { type: 'ignored' };
  const staticRel = layout.staticDirs.map((dir) => inside(dir, absolute)).find(Boolean);
  if (staticRel) return { type: 'static', rel: staticRel };
  const dataRel = layout.dataDir === undefined ? undefined : inside(layout.dataDir, absolute);
  if (dataRel) return !dataRel.includes('/') && /\.ya?ml$/.test(name) ? { type: 'data' } : { type: 'unknown' };
  const wikiRel = wikiPathOf(layout, absolute);
  const [area, rel] = wikiRel !== undefined ? (['wiki', wikiRel] as const) : areaPathOf(layout, absolute);
  if (area === 'blog' && rel === 'authors.yml') return { type: 'authors' };
  if (area === 'wiki' && /^_category_\.(json|ya?ml)$/.test(name)) return { type: 'category' };
  // A partial (`_paper.mdx`) is no page: the pages importing it are not known here, so it reloads everything.
  if (area && isPageFile(rel)) return { type: 'source', area, rel };
  return area || isInside(layout.siteDir, absolute) ? { type: 'unknown' } : { type: 'ignored' };
}

/** The path of a file of the docs folders as a doc's `rel` (its folder's name first). */
function wikiPathOf(layout: ContentLayout, absolute: string): string | undefined {
  for (const [folder, dir] of layout.docsFolders) {
    const rel = inside(dir, absolute);
    if (rel) return `${folder}/${rel}`;
  }
  return layout.docsFolders.size === 0 ? inside(wikiRoot(layout), absolute) : undefined;
}

function areaPathOf(layout: ContentLayout, absolute: string): readonly [Area, string] | readonly [undefined, ''] {
  const blog = inside(layout.blogDir, absolute);
  if (blog) return ['blog', blog];
  for (const folder of layout.pagesFolders) {
    const page = inside(folder.dir, absolute);
    if (page) return ['page', pageRel(folder, page)];
  }
  return [undefined, ''];
}
