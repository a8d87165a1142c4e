import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MarkdownPlugins } from '../markdown/types.ts';

/** The kinds of content: docs (the wiki), blog posts and pages. */
export type Area = 'wiki' | 'blog' | 'page';

/**
 * Where a site's content is. A content folder (`content/`) holds `wiki/`, `blog/`, `pages/`,
 * `data/` and `static/`; a Docusaurus project puts each docs instance, its versions, the blog and
 * the pages wherever its configuration says (Jest's docs are in `../docs`). Every stage that reads
 * a file finds it through this, so both build the same way.
 */
export interface ContentLayout {
  /** The project folder: what `@site/` names in a page's imports. */
  siteDir: string;
  /**
   * Each docs folder by the name its docs' paths start with, and where it is: a Docusaurus project's
   * instances and versions (`docs` → `../docs`). Empty for a content folder, whose `wiki/` is walked
   * once, every folder of it a docs folder.
   */
  docsFolders: ReadonlyMap<string, string>;
  /** A docs folder's files that are no docs (a project's `exclude` globs), by folder name; a file's path in its folder. */
  docsExcluded?: ReadonlyMap<string, (rel: string) => boolean>;
  blogDir: string;
  /** The blog's authors map (a project's `authorsMapPath`, from its blog folder); default: `authors.yml` there. */
  blogAuthorsFile?: string;
  /** The pages' folders (`pages/` of a content folder; each pages plugin instance's of a Docusaurus project, `src/pages` first), in order: a route in several is the first's. */
  pagesFolders: readonly PagesFolder[];
  /** `data/*.yml`, the facts pages put in their text; undefined when the site has none. */
  dataDir: string | undefined;
  /** The folders copied into the site as they are (`static/`, or a project's `staticDirectories`); a file in several is the first's. */
  staticDirs: readonly string[];
  /**
   * A locale's translated files, read instead of the default locale's where they exist (Docusaurus's
   * `i18n/<locale>/docusaurus-plugin-content-docs/current/…`): a page not translated keeps its text.
   */
  translations?: {
    docsFolders: ReadonlyMap<string, string>;
    blogDir?: string;
    pagesFolders?: readonly PagesFolder[];
    /** Each docs folder's sidebar labels in the locale (`current.json`: `sidebar.<sidebar>.category.<label>`). */
    sidebarLabels?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  };
  /** Whether the pages folders' React components (`help.js`) are pages too, as in a Docusaurus project. */
  reactPages?: boolean;
  /** Sidebars files given by the configuration, by docs folder; undefined: looked for in the folders. */
  sidebarsFiles?: ReadonlyMap<string, string>;
  /** The remark and rehype plugins of the part of the site a file is in (a Docusaurus project's docs instance, blog, pages); undefined: none anywhere. */
  markdownPlugins?: (area: Area, rel: string) => MarkdownPlugins | undefined;
  /** A project's `sidebarItemsGenerator` of each docs folder that has one, and the configuration that gives them (generated-sidebars.ts runs them). */
  sidebarGenerators?: { generators: ReadonlyMap<string, SidebarItemsGenerator>; file: string };
  /** A project's `markdown.parseFrontMatter`, and the configuration that gives it (front-matter-hook.ts runs it on every file). */
  frontMatterHook?: { hook: FrontMatterHook; file: string };
}

/** Docusaurus's `markdown.parseFrontMatter`: a file's path and text, and Docusaurus's own reader, in; `{ frontMatter, content }` out, or a promise of it. */
export type FrontMatterHook = (params: { filePath: string; fileContent: string; defaultParseFrontMatter: (params: { filePath: string; fileContent: string }) => Promise<{ frontMatter: Record<string, unknown>; content: string }> }) => unknown;

/** A docs instance's `sidebarItemsGenerator`: Docusaurus's arguments in, a sidebars file's items out (or a promise of them). */
export type SidebarItemsGenerator = (args: Record<string, unknown>) => unknown;

/** A pages plugin instance's folder, and the route its pages are under. */
export interface PagesFolder {
  /** The instance's id: `default` for the preset's (its translations are `i18n/<locale>/docusaurus-plugin-content-pages[-<id>]`). */
  id: string;
  dir: string;
  /** The `routeBasePath`, without slashes: '' at the site's root. */
  base: string;
}

/** A file of a pages folder (its path there) as a page's `rel`, the path of its route: the folder's base first. */
export function pageRel(folder: PagesFolder, rel: string): string {
  return folder.base === '' ? rel : `${folder.base}/${rel}`;
}

/** The folder and the path in it of a page's `rel`: the first folder whose base starts it and that holds the file, else the first whose base starts it. */
export function pagesFileOf(folders: readonly PagesFolder[], rel: string): { dir: string; rel: string } | undefined {
  const candidates = folders.flatMap((folder) => (folder.base === '' ? [{ dir: folder.dir, rel }] : rel.startsWith(`${folder.base}/`) ? [{ dir: folder.dir, rel: rel.slice(folder.base.length + 1) }] : []));
  return candidates.find((candidate) => existsSync(path.join(candidate.dir, candidate.rel))) ?? candidates[0];
}

/** The layout of a content folder: every folder of `wiki/` is a docs folder. */
export function contentFolderLayout(contentDir: string): ContentLayout {
  const root = path.resolve(contentDir);
  return {
    siteDir: root,
    docsFolders: new Map(),
    blogDir: path.join(root, 'blog'),
    pagesFolders: [{ id: 'default', dir: path.join(root, 'pages'), base: '' }],
    dataDir: path.join(root, 'data'),
    staticDirs: [path.join(root, 'static')],
  };
}

/**
 * The file behind a source's area and path: `rel` of a doc starts with its docs folder's name
 * (`survival/kits.md`); a doc at the root of `wiki/` (`index.md`) is in the content folder's `wiki/`.
 */
export function sourcePath(layout: ContentLayout, area: Area, rel: string): string {
  const translated = translatedDir(layout, area, rel);
  if (translated && existsSync(path.join(translated.dir, translated.rel))) return path.join(translated.dir, translated.rel);
  if (area === 'blog') return path.join(layout.blogDir, rel);
  if (area === 'page') {
    const found = pagesFileOf(layout.pagesFolders, rel);
    return found ? path.join(found.dir, found.rel) : path.join(layout.siteDir, rel);
  }
  const slash = rel.indexOf('/');
  const folder = slash === -1 ? undefined : layout.docsFolders.get(rel.slice(0, slash));
  return folder ? path.join(folder, rel.slice(slash + 1)) : path.join(wikiRoot(layout), rel);
}

/** Where a locale's translation of a source would be: the folder, and the path inside it. */
export function translatedDir(layout: ContentLayout, area: Area, rel: string): { dir: string; rel: string } | undefined {
  const { translations } = layout;
  if (!translations) return undefined;
  if (area === 'blog') return translations.blogDir === undefined ? undefined : { dir: translations.blogDir, rel };
  if (area === 'page') return pagesFileOf(translations.pagesFolders ?? [], rel);
  const slash = rel.indexOf('/');
  const dir = slash === -1 ? undefined : translations.docsFolders.get(rel.slice(0, slash));
  return dir === undefined ? undefined : { dir, rel: rel.slice(slash + 1) };
}

/** The folder of the docs at the wiki's root (a content folder's `wiki/`). */
export function wikiRoot(layout: ContentLayout): string {
  return path.join(layout.siteDir, 'wiki');
}

/** The folders whose files are content: images beside a page may be read from any of them. */
export function contentRoots(layout: ContentLayout): string[] {
  return [layout.siteDir, ...layout.docsFolders.values(), layout.blogDir, ...layout.pagesFolders.map((folder) => folder.dir)];
}

/** `absolute`'s path below `dir` with `/` separators, or undefined when it is not below it. */
export function inside(dir: string, absolute: string): string | undefined {
  const rel = path.relative(dir, absolute);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : undefined;
}

/** Whether `absolute` is below `dir` (not `dir` itself). */
export function isInside(dir: string, absolute: string): boolean {
  return inside(dir, absolute) !== undefined;
}
