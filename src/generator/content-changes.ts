import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type Area,
  AREAS,
  areaFolder,
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
  contentDir: string,
  changedPaths: readonly string[],
  displayRoot = process.cwd(),
): ContentUpdate {
  const display = displayPath(displayRoot);
  const kinds = changedPaths.map((absolute) => classify(contentDir, absolute));
  if (kinds.some((kind) => kind.type === 'unknown')) {
    return { content: loadContent(contentDir, displayRoot), staticChanges: 'all' };
  }
  const sources = new Map(previous.files.map((source) => [`${source.area}:${source.rel}`, source]));
  for (const kind of kinds) {
    if (kind.type !== 'source') continue;
    const key = `${kind.area}:${kind.rel}`;
    if (existsSync(path.join(contentDir, areaFolder(kind.area), kind.rel))) sources.set(key, loadSourceFile(contentDir, kind.area, kind.rel, display));
    else sources.delete(key);
  }
  const touched = new Set(kinds.map((kind) => kind.type));
  const content: LoadedContent = {
    ...previous,
    files: touched.has('source') ? sortSources([...sources.values()]) : previous.files,
    categories: touched.has('category') ? loadCategories(contentDir, display) : previous.categories,
    authors: touched.has('authors') ? loadAuthors(contentDir, display) : previous.authors,
    data: touched.has('data') ? loadData(contentDir, display) : previous.data,
    staticFiles: touched.has('static') ? listStaticFiles(contentDir) : previous.staticFiles,
  };
  const staticChanges = kinds.flatMap((kind) => (kind.type === 'static' ? [kind.rel] : []));
  return { content, staticChanges };
}

type ChangeKind =
  | { type: 'source'; area: Area; rel: string }
  | { type: 'static'; rel: string }
  | { type: 'category' | 'authors' | 'data' | 'ignored' | 'unknown' };

function classify(contentDir: string, absolute: string): ChangeKind {
  const inside = path.relative(contentDir, absolute).split(path.sep).join('/');
  const [top = '', ...rest] = inside.split('/');
  const rel = rest.join('/');
  const name = path.posix.basename(inside);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return { type: 'ignored' };
  if (top === 'static' && rel) return { type: 'static', rel };
  if (top === 'data' && rest.length === 1 && /\.ya?ml$/.test(name)) return { type: 'data' };
  if (top === 'blog' && rel === 'authors.yml') return { type: 'authors' };
  if (top === 'wiki' && /^_category_\.(json|ya?ml)$/.test(name)) return { type: 'category' };
  const area = AREAS.find((candidate) => areaFolder(candidate) === top);
  // A partial (`_paper.mdx`) is no page: the pages importing it are not known here, so it reloads everything.
  if (area && isPageFile(rel)) return { type: 'source', area, rel };
  // Editors' backup and swap files beside the content are not content.
  if (/(^\.|~$|\.swp$|\.tmp$)/.test(name)) return { type: 'ignored' };
  return { type: 'unknown' };
}
