import path from 'node:path';
import { docsFolderBase, type SiteConfig } from '../model/config.ts';
import { excerptOf } from './source-facts.ts';
import { frontMatterDate } from './front-matter.ts';
import { creationDate } from './git-updates.ts';
import { tagsOf } from './tags.ts';
import type { Tag } from '../model/content.ts';
import type { Warning } from '../model/errors.ts';
import type { LoadedContent, SourceFile } from './load.ts';
import type { Author } from '../model/content.ts';

interface RoutedBase {
  source: SourceFile;
  /** Route without base URL, with a leading and a trailing slash. */
  route: string;
  title: string;
  description: string;
}

export interface Doc extends RoutedBase {
  kind: 'doc';
  /** Docusaurus doc id: path in `wiki/` without extension, numeric prefixes removed. */
  id: string;
  /** Game mode (first folder under `wiki/`), or undefined for pages at the wiki root. */
  sidebar: string | undefined;
  /** Folders between the wiki root and the file (`['survival', 'conta']`), prefixes removed. */
  folders: string[];
  /** True for `index.md`: the page of its folder. */
  isIndex: boolean;
  sidebarLabel: string;
  position: number | undefined;
  /** Front matter `unlisted`: built and reachable by its URL, but in no sidebar, search, sitemap or pagination, and not indexed. */
  unlisted: boolean;
  /** Front matter `tags`, each with its page under its docs folder (`/wiki/survival/tags/pvp/`). */
  tags: Tag[];
}

export interface Post extends RoutedBase {
  kind: 'post';
  slug: string;
  date: Date;
  authors: Author[];
  tags: Tag[];
  /** Front matter `unlisted`: built at its URL, but in no list, sidebar, feed, sitemap, search or previous/next, and not indexed. */
  unlisted: boolean;
}

export interface ContentPage extends RoutedBase {
  kind: 'page';
  layout: string;
}

export interface Routes {
  docs: Doc[];
  posts: Post[];
  pages: ContentPage[];
  /** Route of every content file, by its path in the content folder (`wiki/survival/kits.md`) and by its absolute path. */
  routeByFile: Map<string, string>;
  /** The ids of the docs left out as drafts: a sidebars file naming one drops it without a word, as Docusaurus's production build does. */
  draftDocIds: Set<string>;
  warnings: Warning[];
}

const NUMBER_PREFIX = /^(\d+)[-_.](?=.)/;
/**
 * A post's date and slug in its path, as Docusaurus reads them: the last date in it (`2025-03-01-x.md`,
 * `2022/05-01-x/index.mdx`), what comes after the date, and the folders before it, which the slug keeps.
 */
const BLOG_FILE = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** Gives every content file its route, checks duplicates, and orders blog posts newest first. */
export function buildRoutes(content: LoadedContent, config: SiteConfig): Routes {
  const warnings: Warning[] = [];
  const docs: Doc[] = [];
  const posts: Post[] = [];
  const pages: ContentPage[] = [];
  const owners = new Map<string, string>();
  const routeByFile = new Map<string, string>();
  const draftDocIds = new Set<string>();

  const claim = (route: string, file: string): boolean => {
    const owner = owners.get(route);
    if (owner) {
      warnings.push({ file, message: `duplicate route ${route}: also produced by ${owner}; this file is ignored` });
      return false;
    }
    owners.set(route, file);
    return true;
  };
  for (const reserved of reservedRoutes(config)) owners.set(reserved, GENERATED);

  // A folder's index.md comes before its README.md, which the sorted files have first: both are the folder's index, and index.md is the one meant for the site.
  const files = [...content.files].sort((a, b) => Number(isReadme(a)) - Number(isReadme(b)));
  for (const source of files) {
    if (source.frontMatter.draft === true) {
      if (source.area === 'wiki') draftDocIds.add(docPlace(source).id);
      continue;
    }
    const routed =
      source.area === 'wiki'
        ? routedDoc(source, config)
        : source.area === 'blog'
          ? routePost(source, config, content, warnings)
          : routePage(source, config.siteConfigForCode !== undefined);
    const claimed = claim(routed.route, source.file);
    // A file whose route another page has is not built, but a `.md` link to it leads to that route, as in Docusaurus (openapi-generator's generators/README.md).
    if (!claimed && owners.get(routed.route) === GENERATED) continue;
    routeByFile.set(`${areaFolder(source)}/${source.rel}`, routed.route);
    // By where it is too: a `.md` link from one docs instance to another's file (`../misc/java.md`).
    routeByFile.set(source.absolute, routed.route);
    if (!claimed) continue;
    if (routed.kind === 'doc') docs.push(routed);
    else if (routed.kind === 'post') posts.push(routed);
    else pages.push(routed);
  }
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
  return { docs, posts, pages, routeByFile, draftDocIds, warnings };
}

/** The owner of the routes the build makes itself (the blog's lists): no file of the site is there. */
const GENERATED = '(generated by the build)';

function isReadme(source: SourceFile): boolean {
  return /(?:^|\/)readme\.mdx?$/i.test(source.rel);
}

function reservedRoutes(config: SiteConfig): string[] {
  if (!config.blog.enabled) return [];
  const blog = `/${config.blog.routeBasePath}/`;
  return [blog, `${blog}archive/`, `${blog}authors/`, `${blog}tags/`];
}

function areaFolder(source: SourceFile): string {
  return source.area === 'page' ? 'pages' : source.area;
}

/**
 * A doc depends on its file and the configuration only: kept while both stay the same objects, so
 * the dev server's rebuild after a save routes one file, not 10,000, and unchanged pages keep their
 * doc (their inputs then compare equal at the first `===`).
 */
const routedDocs = new WeakMap<SiteConfig, WeakMap<SourceFile, Doc>>();

function routedDoc(source: SourceFile, config: SiteConfig): Doc {
  let docs = routedDocs.get(config);
  if (!docs) routedDocs.set(config, (docs = new WeakMap()));
  let doc = docs.get(source);
  if (!doc) docs.set(source, (doc = routeDoc(source, config)));
  return doc;
}

/** A doc's folders below `wiki/`, its file name, and both without their number prefixes, and its id (the folders and its front matter's `id`, else its name). */
function docPlace(source: SourceFile): { folders: string[]; fileName: string; baseName: string; idName: string; id: string } {
  const segments = withoutExtension(source.rel).split('/');
  const fileName = segments.pop() ?? '';
  const folders = segments.map(stripNumberPrefix);
  const baseName = stripNumberPrefix(fileName);
  const idName = typeof source.frontMatter.id === 'string' ? source.frontMatter.id : baseName;
  return { folders, fileName, baseName, idName, id: [...folders, idName].join('/') };
}

function routeDoc(source: SourceFile, config: SiteConfig): Doc {
  const { folders, fileName, baseName, idName, id } = docPlace(source);
  const isIndex = isFolderIndex(source.rel);
  const fm = source.frontMatter;

  const slug = typeof fm.slug === 'string' ? fm.slug : undefined;
  // Each folder under wiki/ is a docs instance of its own: a slug starts at that folder, an absolute
  // one at its root, any other from the doc's folder, as a link would (`../` is the folder above).
  const folderPath = `/${folders.slice(1).join('/')}/`.replace('//', '/');
  const inInstance = slug?.startsWith('/') ? slug : isIndex && slug === undefined ? folderPath : resolvePath(slug ?? idName, folderPath);
  const route = joinRoute(docsFolderBase(config.docs, folders[0]), inInstance);
  // Docusaurus titles a doc without a title by its id as written (`no-floating-promises`, a folder's `Index`: Fastify's
  // Guides/Index.md); this site, by its words (a folder's index by the folder's).
  // A project's `title: ''` is no title: no heading is drawn, and the window is titled by the site (react-native-elements').
  const inProject = config.docs.folders[folders[0]!] !== undefined;
  const title = inProject && fm.title === '' ? '' : textOr(fm.title, source.contentTitle ?? (inProject ? idName : humanise(isIndex ? (folders.at(-1) ?? 'Wiki') : baseName)));
  return {
    kind: 'doc',
    source,
    route,
    title,
    description: textOr(fm.description, excerptOf(source)),
    id,
    sidebar: folders[0],
    folders,
    isIndex,
    sidebarLabel: textOr(fm.sidebar_label, title),
    position: typeof fm.sidebar_position === 'number' ? fm.sidebar_position : numberPrefix(fileName),
    unlisted: fm.unlisted === true,
    tags: tagsOf(fm.tags, joinRoute(docsFolderBase(config.docs, folders[0]), 'tags')),
  };
}

function routePost(source: SourceFile, config: SiteConfig, { authors, authorsFile }: Pick<LoadedContent, 'authors' | 'authorsFile'>, warnings: Warning[]): Post {
  const fm = source.frontMatter;
  const match = BLOG_FILE.exec(source.rel);
  const [year, month, day] = match ? [match[2]!, match[3]!.padStart(2, '0'), match[4]!.padStart(2, '0')] : [];
  const slug = textOr(fm.slug, match ? `${match[1]}${match[5]}` : withoutExtension(source.rel).replace(/(?:^|\/)index$/, '')).replace(/^\/+|\/+$/g, '');
  const given = fm.date !== undefined ? frontMatterDate(fm.date) : match ? new Date(`${year}-${month}-${day}T12:00:00Z`) : undefined;
  const date = given ?? creationDate(source.absolute);
  if (!given) {
    const why = fm.date === undefined ? 'blog post without a date' : `blog post "date" ${JSON.stringify(fm.date)} is not a date`;
    warnings.push({ file: source.file, line: source.keyLines.date, message: `${why}: dated ${date.toISOString().slice(0, 10)}, when it was first committed or made; name the file YYYY-MM-DD-slug.md or set "date"` });
  }
  const listed = Array.isArray(fm.authors) ? fm.authors : fm.authors === undefined ? legacyAuthor(fm) : [fm.authors];
  const postAuthors = listed.flatMap((entry: unknown, index) => {
    // Docusaurus also takes an author written in the post: { name, title, url, image_url }.
    if (typeof entry === 'object' && entry !== null) return [inlineAuthor(entry as Record<string, unknown>, `${slug}-${index}`)];
    const key = String(entry);
    const author = authors.get(key);
    if (!author) warnings.push({ file: source.file, line: source.keyLines.authors, message: `unknown author "${key}" (not in ${authorsFile})` });
    return author ? [author] : [];
  });
  return {
    kind: 'post',
    source,
    route: joinRoute(config.blog.routeBasePath, ...(config.blog.datePaths && match && typeof fm.slug !== 'string' ? [match[2]!, match[3]!, match[4]!] : []), slug),
    title: textOr(fm.title, source.contentTitle ?? humanise(slug)),
    description: textOr(fm.description, excerptOf(source)),
    slug,
    date,
    authors: postAuthors,
    tags: tagsOf(fm.tags, joinRoute(config.blog.routeBasePath, 'tags')),
    unlisted: fm.unlisted === true,
  };
}

/**
 * The one author of Docusaurus's older keys, which it still reads when `authors` is not given:
 * `author`, `author_title`, `author_url` and `author_image_url` (or `authorTitle`, `authorURL`,
 * `authorImageURL`), as an author written in the post.
 */
function legacyAuthor(fm: Readonly<Record<string, unknown>>): Record<string, unknown>[] {
  if (typeof fm.author !== 'string') return [];
  return [{ name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL, image_url: fm.author_image_url ?? fm.authorImageURL }];
}

function inlineAuthor(fields: Record<string, unknown>, key: string): Author {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  return {
    key: text(fields.key) ?? key,
    name: text(fields.name) ?? key,
    inline: true,
    ...(text(fields.title) && { title: text(fields.title) }),
    ...(text(fields.url) && { url: text(fields.url) }),
    ...(text(fields.image_url) && { imageUrl: text(fields.image_url) }),
  };
}

/** A page of the site's own; `inProject`: of a Docusaurus project, where a page with no title of its own has none (its tab shows the site's). */
function routePage(source: SourceFile, inProject: boolean): ContentPage {
  const fm = source.frontMatter;
  const segments = withoutExtension(source.rel).split('/');
  if (segments.at(-1) === 'index') segments.pop();
  const slug = typeof fm.slug === 'string' ? fm.slug : undefined;
  const route = slug ? joinRoute(slug) : joinRoute(...segments);
  return {
    kind: 'page',
    source,
    route,
    title: textOr(fm.title, source.contentTitle ?? (inProject ? '' : humanise(segments.at(-1) ?? 'Início'))),
    description: textOr(fm.description, excerptOf(source)),
    layout: textOr(fm.layout, 'page'),
  };
}

/** Joins path segments into a route with a leading and a trailing slash: `('wiki', 'a/')` → `/wiki/a/`. */
/** `relative` read from the folder `folder` (`/a/b/`), as a relative link is: `../c` → `/a/c`, `../` → `/a/`. */
function resolvePath(relative: string, folder: string): string {
  const resolved = path.posix.normalize(`${folder}${relative}`);
  return resolved.startsWith('/') ? resolved : `/${resolved}`;
}

/** Whether a docs file (its path in the wiki) is its folder's index, as Docusaurus tells it: index.md, README.md, or a file named as its folder (`props/props.mdx`). */
export function isFolderIndex(rel: string): boolean {
  const segments = withoutExtension(rel).split('/');
  const fileName = segments.pop() ?? '';
  return /^(index|readme)$/i.test(fileName) || (segments.length > 1 && fileName.toLowerCase() === segments.at(-1)!.toLowerCase());
}

/**
 * The route of a Markdown page written in another case, when no page has `route` itself: Docusaurus's
 * router and link check match routes whatever their case (Excalidraw's `/API/utils/export`).
 */
export function routeInOtherCase(routeByFile: ReadonlyMap<string, string>, route: string): string | undefined {
  let routes = routesOfMap.get(routeByFile);
  if (!routes) {
    routes = { all: new Set(routeByFile.values()), byLowerCase: new Map() };
    for (const pageRoute of routes.all) if (!routes.byLowerCase.has(pageRoute.toLowerCase())) routes.byLowerCase.set(pageRoute.toLowerCase(), pageRoute);
    routesOfMap.set(routeByFile, routes);
  }
  return routes.all.has(route) ? undefined : routes.byLowerCase.get(route.toLowerCase());
}

/** Each route map's routes, and the first of each lower case, made once a map. */
const routesOfMap = new WeakMap<ReadonlyMap<string, string>, { all: Set<string>; byLowerCase: Map<string, string> }>();

export function joinRoute(...segments: string[]): string {
  const inner = segments.flatMap((segment) => segment.split('/')).filter(Boolean).join('/');
  return inner ? `/${inner}/` : '/';
}

function withoutExtension(rel: string): string {
  return rel.replace(/\.mdx?$/, '');
}

/**
 * A name that starts as a date or a version (`2021-11-27-notes`, `9-0`, `1.0.1`, `1.3_to_1.4`) has no
 * number prefix, as Docusaurus's DefaultNumberPrefixParser reads them: Capacitor's `updating/9-0.md` is
 * the doc `9-0`, Hydra's `upgrades/1.3_to_1.4/` keeps its name.
 */
const NOT_A_NUMBER_PREFIX = /^(?:\d{2,4}[-_.]\d{2,4}[-_.]\d{2,4}|\d+[-_.]\d+)/;

function stripNumberPrefix(segment: string): string {
  return NOT_A_NUMBER_PREFIX.test(segment) ? segment : segment.replace(NUMBER_PREFIX, '');
}

/** The number a file or folder name starts with (`01-intro`), which orders it in its sidebar as Docusaurus's parser reads it. */
export function numberPrefix(segment: string): number | undefined {
  const match = NOT_A_NUMBER_PREFIX.test(segment) ? null : NUMBER_PREFIX.exec(segment);
  return match ? Number(match[1]) : undefined;
}

function humanise(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}
