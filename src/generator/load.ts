import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authorSocials } from './author-socials.ts';
import { takeContentTitle } from './content-title.ts';
import { ContentError } from '../model/errors.ts';
import { listFiles } from './list-files.ts';
import { normalizeNewlines } from '../tools/newlines.ts';
import { checkFrontMatter, FRONT_MATTER_FIELDS, splitFrontMatter } from './front-matter.ts';
import { loadSidebarsFiles, type SidebarsFile } from './sidebars-file.ts';
import { parseYaml } from './yaml.ts';
import { type Area, type ContentLayout, pageRel, sourcePath, wikiRoot } from './content-layout.ts';
import type { Author } from '../model/content.ts';
import { kebabCase } from '../tools/kebab-case.ts';
import type { SourcePlace, SourceSnapshot } from './source-snapshot.ts';
import type { SourceFile } from './source-file.ts';

export type { Area } from './content-layout.ts';
export type { SourceFile } from './source-file.ts';

export interface CategoryMeta {
  file: string;
  label?: string;
  position?: number;
  /** Id of the doc the category's label opens (its `index.md` does the same without this). */
  linkDocId?: string;
  /** `link: { type: 'generated-index' }`: the label opens a page listing the category's items. */
  generatedIndex?: { slug?: string; title?: string; description?: string };
  /** `link: null`: the category has no page, even without an index page (where it would get a generated index). */
  unlinked?: true;
  /** What the category is about: its generated index's description when its link gives none. */
  description?: string;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
}

export interface LoadedContent {
  files: SourceFile[];
  /** `_category_.json` by folder, relative to `wiki/` (`survival/conta`). */
  categories: Map<string, CategoryMeta>;
  authors: Map<string, Author>;
  /** The authors map as messages name it (`blog/authors.yml`), found or not. */
  authorsFile: string;
  /** Parsed `data/*.yml`, keyed by file name without extension. */
  data: Record<string, unknown>;
  /** The data folder as messages name it, e.g. `content/data`. */
  dataFolder: string;
  /** Files under `static/`, relative to it. */
  staticFiles: string[];
  /** `sidebars.js` (`.ts`, `.json`…) files at `wiki/` and in its folders. */
  sidebarsFiles: SidebarsFile[];
}

const AREA_FOLDERS: Record<Area, string> = { wiki: 'wiki', blog: 'blog', page: 'pages' };

/**
 * Reads every content file of a content folder. With `content-changes.ts`, the only stage that reads `content/`;
 * `snapshot`: what the previous build read, whose files that did not change since are not read again.
 * Folders are listed and files read synchronously: hundreds of small files go faster so than each
 * through the thread pool and a promise (the 400-page corpus loaded in 137 ms instead of 187,
 * medians of 6).
 */
export function loadContent(layout: ContentLayout, displayRoot = process.cwd(), snapshot?: SourceSnapshot): LoadedContent {
  const display = displayPath(displayRoot);
  // The wiki's folders are walked once, for their pages and their categories.
  const wikiFiles = listWikiFiles(layout);
  const files = AREAS.flatMap((area) => {
    // A locale's translation of a file takes its place (sourcePath); a file only the translation has is not built, as in Docusaurus, which lists the untranslated folder.
    const rels = (area === 'wiki' ? wikiFiles : area === 'blog' ? listFiles(layout.blogDir) : listPageFiles(layout)).filter(isPageFile);
    return rels.map((rel) => loadSourceFile(layout, area, rel, display, snapshot));
  });
  return {
    files: sortSources(files),
    categories: loadCategories(layout, display, wikiFiles),
    authors: loadAuthors(layout, display),
    authorsFile: display(authorsFileOf(layout)),
    data: loadData(layout, display),
    dataFolder: layout.dataDir ? display(layout.dataDir) : '(none)',
    staticFiles: listStaticFiles(layout),
    sidebarsFiles: loadSidebarsFiles(layout, display),
  };
}

/** Every file of the pages folders, as paths of their routes (pageRel); one whose route an earlier folder has is that folder's. */
function listPageFiles(layout: ContentLayout): string[] {
  return [...new Set(layout.pagesFolders.flatMap((folder) => listFiles(folder.dir).map((rel) => pageRel(folder, rel))))];
}

/** Every file of the docs folders, as paths that start with the folder's name. */
function listWikiFiles(layout: ContentLayout): string[] {
  if (layout.docsFolders.size === 0) return listFiles(wikiRoot(layout));
  return [...layout.docsFolders].flatMap(([name, dir]) => {
    const excluded = layout.docsExcluded?.get(name);
    return listFiles(dir)
      .filter((rel) => !excluded?.(rel))
      .map((rel) => `${name}/${rel}`);
  });
}

export const AREAS = Object.keys(AREA_FOLDERS) as Area[];
const MARKDOWN_FILE = /\.mdx?$/;
/** A file or folder whose name starts with `_`: a partial, imported by pages, never a page itself (as Docusaurus excludes them). */
const PARTIAL_PATH = /(?:^|\/)_/;

/** Whether a file of an area (its path inside it) is a page: Markdown, and no partial. */
export function isPageFile(rel: string): boolean {
  return MARKDOWN_FILE.test(rel) && !PARTIAL_PATH.test(rel);
}

export function areaFolder(area: Area): string {
  return AREA_FOLDERS[area];
}

/** Path as messages show it: relative to `displayRoot`, with `/` separators. */
export function displayPath(displayRoot: string): (absolute: string) => string {
  return (absolute) => path.relative(displayRoot, absolute).split(path.sep).join('/');
}

/** Reads one Markdown file of an area; `rel` is its path inside the area folder. `snapshot`: see `loadContent`. */
export function loadSourceFile(layout: ContentLayout, area: Area, rel: string, display: (absolute: string) => string, snapshot?: SourceSnapshot): SourceFile {
  const absolute = sourcePath(layout, area, rel);
  const place = { area, rel, file: display(absolute), absolute, reactPages: layout.reactPages === true };
  return snapshot ? snapshot.load(place, () => readSourceFile(place)) : readSourceFile(place);
}

function readSourceFile({ area, rel, file, absolute, reactPages }: SourcePlace): SourceFile {
  // Read as LF: with `\r\n`, the front matter's `---` is not found and the body's lines would hold a `\r`.
  const split = splitFrontMatter(normalizeNewlines(readFileSync(absolute, 'utf8')), file);
  const contentTitle = takeContentTitle(split.body)?.title;
  const warnings = checkFrontMatter(split, FRONT_MATTER_FIELDS[area], file, reactPages);
  return { area, file, absolute, rel, ...split, ...(contentTitle !== undefined && { contentTitle }), warnings };
}

/** The order every build sees the files in, whatever order they were read in: by area, then by path. */
export function sortSources(files: SourceFile[]): SourceFile[] {
  return files.sort((a, b) => AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

export function listStaticFiles(layout: ContentLayout): string[] {
  const [first, ...others] = layout.staticDirs.map((dir) => listFiles(dir));
  return others.length === 0 ? (first ?? []) : [...new Set([...(first ?? []), ...others.flat()])];
}

const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;

/** `wikiFiles`: every file of the wiki's folder, when the caller has listed them already. */
export function loadCategories(layout: ContentLayout, display: (p: string) => string, wikiFiles = listWikiFiles(layout)): Map<string, CategoryMeta> {
  const rels = wikiFiles.filter((rel) => CATEGORY_FILE.test(rel));
  const entries = rels.map((rel): [string, CategoryMeta] => {
    const absolute = sourcePath(layout, 'wiki', rel);
    const file = display(absolute);
    const text = readFileSync(absolute, 'utf8');
    let parsed: unknown;
    if (rel.endsWith('.json')) {
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw new ContentError(file, undefined, `invalid JSON: ${(error as Error).message}`, { cause: error });
      }
    } else {
      const result = parseYaml(text);
      if (!result.ok) throw new ContentError(file, result.line, `invalid YAML: ${result.message}`);
      parsed = result.value;
    }
    return [path.posix.dirname(rel), validateCategory(parsed, file)];
  });
  return new Map(entries);
}

/** `_category_.json` (or `.yml`) as Docusaurus reads it: label, position, link, collapsed, collapsible, className. */
function validateCategory(value: unknown, file: string): CategoryMeta {
  if (typeof value !== 'object' || value === null) throw new ContentError(file, undefined, 'expected an object');
  const { label, position, link, collapsed, collapsible, className, description } = value as Record<string, unknown>;
  if (label !== undefined && typeof label !== 'string') throw new ContentError(file, undefined, '"label" must be a text');
  if (position !== undefined && typeof position !== 'number') throw new ContentError(file, undefined, '"position" must be a number');
  for (const [key, flag] of Object.entries({ collapsed, collapsible })) {
    if (flag !== undefined && typeof flag !== 'boolean') throw new ContentError(file, undefined, `"${key}" must be true or false`);
  }
  const meta: CategoryMeta = {
    file,
    label,
    position,
    ...(typeof collapsed === 'boolean' && { collapsed }),
    ...(typeof collapsible === 'boolean' && { collapsible }),
    ...(typeof className === 'string' && { className }),
    ...(typeof description === 'string' && { description }),
    ...(link === null && { unlinked: true }),
  };
  if (link !== undefined && link !== null) {
    const { type, id, slug, title, description } = link as Record<string, unknown>;
    const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
    if (type === 'generated-index') meta.generatedIndex = { slug: text(slug), title: text(title), description: text(description) };
    else if (type === 'doc' && typeof id === 'string' && id) meta.linkDocId = id;
    else throw new ContentError(file, undefined, 'sidebar item without link: "link" must be {"type": "doc", "id": "<doc id>"} or {"type": "generated-index"} (or put an index.md in the folder)');
  }
  return meta;
}

function authorsFileOf(layout: ContentLayout): string {
  return layout.blogAuthorsFile ?? path.join(layout.blogDir, 'authors.yml');
}

export function loadAuthors(layout: ContentLayout, display: (p: string) => string): Map<string, Author> {
  const file = authorsFileOf(layout);
  const parsed = readYamlFile(file, display(file));
  const authors = new Map<string, Author>();
  if (parsed === undefined) return authors;
  for (const [key, value] of Object.entries(parsed as Record<string, Record<string, unknown>>)) {
    if (typeof value?.name !== 'string') throw new ContentError(display(file), undefined, `author "${key}" needs a "name"`);
    authors.set(key, {
      key,
      name: value.name,
      title: typeof value.title === 'string' ? value.title : undefined,
      imageUrl: typeof value.image_url === 'string' ? value.image_url : undefined,
      url: typeof value.url === 'string' ? value.url : undefined,
      ...(typeof value.description === 'string' && { description: value.description }),
      ...(authorSocials(value.socials).length > 0 && { socials: authorSocials(value.socials) }),
      ...authorPage(key, value.page),
    });
  }
  return authors;
}

/** `page: true` gives an author a page at its key in kebab case, as Docusaurus (`BekahHW` at `bekah-hw`); `page: { permalink }` at that path. */
function authorPage(key: string, page: unknown): { page?: string } {
  if (page === true) return { page: kebabCase(key) };
  const permalink = typeof page === 'object' && page !== null ? (page as { permalink?: unknown }).permalink : undefined;
  return typeof permalink === 'string' && permalink.replace(/^\/+|\/+$/g, '') ? { page: permalink.replace(/^\/+|\/+$/g, '') } : {};
}

export function loadData(layout: ContentLayout, display: (p: string) => string): Record<string, unknown> {
  const { dataDir } = layout;
  if (dataDir === undefined) return {};
  const rels = listFiles(dataDir, (rel) => !rel.includes('/') && /\.ya?ml$/.test(rel));
  const entries = rels.sort().map((rel) => [rel.replace(/\.ya?ml$/, ''), readYamlFile(path.join(dataDir, rel), display(path.join(dataDir, rel)))] as const);
  return Object.fromEntries(entries);
}

/** Parses a YAML file; undefined when it does not exist. */
function readYamlFile(absolute: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = parseYaml(text);
  if (!parsed.ok) throw new ContentError(file, parsed.line, `YAML: ${parsed.message}`);
  return parsed.value;
}
