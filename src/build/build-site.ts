import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildAssets } from './assets.ts';
import { type SiteConfig, type SiteConfigInput, validateConfig } from './config.ts';
import { ContentError, type Warning } from './errors.ts';
import { renderSitemap, renderRobots, renderRss, renderAtom } from './feeds.ts';
import { readImageSize } from './image-size.ts';
import { checkLinks, type LinkSource } from './links.ts';
import { loadContent, type SourceFile } from './load.ts';
import { renderPages, type RenderedSource } from './render.tsx';
import { buildRoutes, type ContentPage, type Doc, type Post, type Routes } from './route.ts';
import { buildSearchFiles, type SearchablePage, type SearchSettings } from './search-files.ts';
import { buildSidebars } from './sidebar.ts';
import { writeSiteAtomically } from './write.ts';
import { SiteChrome } from '../components/site-chrome.tsx';
import { type SiteContext, toRoute } from '../components/site-context.ts';
import { renderMarkdown } from '../markdown/render-markdown.ts';
import type { MarkdownContext } from '../markdown/types.ts';
import { uiText } from '../ui-text.ts';

export interface BuildOptions {
  config: SiteConfigInput;
  contentDir: string;
  outDir: string;
  /** Overrides the configuration's base URL. */
  baseUrl?: string;
}

export interface BuildResult {
  pages: number;
  /** Every Markdown page built, for content checks and reports. */
  documents: DocumentSummary[];
  warnings: Warning[];
}

export interface DocumentSummary {
  file: string;
  route: string;
  /** Front matter as written (the title may be missing there and derived by the build). */
  frontMatter: Record<string, unknown>;
  /** Words of the rendered text, data values included. */
  words: number;
}

/** Builds a content folder into a static site: load → route → render → check → write. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const config = validateConfig(options.config, { baseUrl: options.baseUrl });
  const contentDir = path.resolve(options.contentDir);
  const [content, assets] = await Promise.all([loadContent(contentDir), buildAssets()]);
  const routes = buildRoutes(content, config);
  const sidebars = buildSidebars(routes.docs, content.categories);
  const data = siteData(config, content.data);
  const images = new ImageLookup(path.join(contentDir, 'static'), new Set(content.staticFiles));
  const copyableCode = serverAddresses(config);
  await images.preloadSizes();

  const rendered = new Map<SourceFile, RenderedSource>();
  for (const routed of [...routes.docs, ...routes.posts, ...routes.pages]) {
    rendered.set(routed.source, renderSource(routed.source, routed.route, config, data, routes.routeByFile, images, copyableCode));
  }

  const search = buildSearchFiles(searchablePages(routes, rendered), config, modeTitles(routes.docs));
  const site = createSiteContext(config, search.settings, {
    css: config.baseUrl + assets.css.slice(1),
    js: config.baseUrl + assets.js.slice(1),
    preload: assets.preload.map((chunk) => config.baseUrl + chunk.slice(1)),
    hydrate: config.baseUrl + assets.hydrate.slice(1),
    islands: Object.fromEntries(Object.entries(assets.islands).map(([name, chunk]) => [name, config.baseUrl + chunk.slice(1)])) as SiteContext['assets']['islands'],
  });
  const staticDir = path.join(contentDir, 'static');
  const output = await writeSiteAtomically(options.outDir, async (out) => {
    if (content.staticFiles.length > 0) await out.copyFolder(staticDir);
    for (const file of assets.files) out.write(file.path.slice(1), file.contents);
    for (const file of search.files) out.write(file.path, file.contents);
    const dataFiles = { data: content.data, folder: content.dataFolder };
    const pages = renderPages({ site, routes, sidebars, rendered, authors: [...content.authors.values()], data: dataFiles, output: out });
    const blog = config.blog.routeBasePath;
    out.write('sitemap.xml', renderSitemap(config, pages.sitemapRoutes));
    out.write('robots.txt', renderRobots(config));
    out.write(`${blog}/rss.xml`, renderRss(config, pages.feedEntries));
    out.write(`${blog}/atom.xml`, renderAtom(config, pages.feedEntries));
    return pages;
  });

  const linkSources: LinkSource[] = [...rendered.entries()].map(([source, result]) => ({ file: source.file, route: result.route, links: result.links }));
  linkSources.push({ file: 'site.config.ts', route: '/', links: configLinks(config) });
  const staticRoutes = new Set(content.staticFiles.map((file) => `/${file}`));
  const linkWarnings = checkLinks(linkSources, output.anchorsByRoute, staticRoutes);

  const warnings = [...content.warnings, ...routes.warnings, ...[...rendered.values()].flatMap((r) => r.warnings), ...linkWarnings];
  const documents = [...rendered].map(([source, result]) => ({
    file: source.file,
    route: result.route,
    frontMatter: source.frontMatter,
    words: result.words,
  }));
  return { pages: output.pages, documents, warnings };
}

function createSiteContext(config: SiteConfig, search: SearchSettings, assets: SiteContext['assets']): SiteContext {
  const site = { config, search, assets } as SiteContext;
  site.chrome = new SiteChrome(site);
  return site;
}

/**
 * The values `{{ key }}` can name: every `data/*.yml` file, and `site` from the configuration
 * (`site.ipService` is the host /meuip/ asks, so the pages that name it follow the configuration).
 */
function siteData(config: SiteConfig, data: Record<string, unknown>): Record<string, unknown> {
  if ('site' in data) throw new ContentError('content/data/site.yml', undefined, '"site" is reserved for the site configuration; rename the file');
  const ipService = new URL(config.tools.ipEndpoint).hostname;
  return { ...data, site: { title: config.title, tagline: config.tagline, url: config.url, ...config.brand, ipService } };
}

/**
 * Every page a visitor may look for, with its trail: a wiki page's folders (by their sidebar
 * labels, the game mode by its name), "Blog" for a post. The search page itself is left out.
 */
function searchablePages(routes: Routes, rendered: ReadonlyMap<SourceFile, RenderedSource>): SearchablePage[] {
  const docByRoute = new Map(routes.docs.map((doc) => [doc.route, doc]));
  // `/wiki/survival/eventos/spleef/` → the pages at `/wiki/survival/` and `/wiki/survival/eventos/`.
  const trail = (doc: Doc) => {
    const segments = doc.route.split('/').filter(Boolean);
    return segments.slice(1, -1).flatMap((_, index) => {
      const ancestor = docByRoute.get(`/${segments.slice(0, index + 2).join('/')}/`);
      return ancestor ? [index === 0 ? ancestor.title : ancestor.sidebarLabel] : [];
    });
  };
  const page = (routed: Doc | Post | ContentPage, b: string[]): SearchablePage => ({
    t: routed.title,
    u: routed.route,
    b,
    keywords: keywordsOf(routed.source.frontMatter.keywords),
    html: rendered.get(routed.source)?.html ?? '',
  });
  return [
    ...routes.docs.map((doc) => page(doc, trail(doc))),
    ...routes.posts.map((post) => page(post, [uiText.blog])),
    ...routes.pages.filter((contentPage) => contentPage.layout !== 'search').map((contentPage) => page(contentPage, [])),
  ];
}

function keywordsOf(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((keyword): keyword is string => typeof keyword === 'string') : undefined;
}

/** Each game mode's name (its home page's title) by its route without trailing slash: `/wiki/survival` → "Survival". */
function modeTitles(docs: readonly Doc[]): Map<string, string> {
  return new Map(docs.filter((doc) => doc.isIndex && doc.folders.length === 1).map((doc) => [doc.route.slice(0, -1), doc.title]));
}

/** The server's addresses and port, which pages show in code and players copy into the game. */
function serverAddresses(config: SiteConfig): ReadonlyMap<string, string> {
  const { brand } = config;
  return new Map([
    [brand.javaAddress, uiText.addressOf(uiText.javaEdition)],
    [brand.bedrockAddress, uiText.addressOf(uiText.bedrockEdition)],
    [String(brand.bedrockPort), uiText.portOf(uiText.bedrockEdition)],
  ]);
}

function renderSource(
  source: SourceFile,
  route: string,
  config: SiteConfig,
  data: Record<string, unknown>,
  routeByFile: Map<string, string>,
  images: ImageLookup,
  copyableCode: ReadonlyMap<string, string>,
): RenderedSource {
  const folder = path.posix.dirname(`${source.area === 'page' ? 'pages' : source.area}/${source.rel}`);
  const context: MarkdownContext = {
    file: source.file,
    bodyStartLine: source.bodyStartLine,
    data,
    baseUrl: config.baseUrl,
    resolveMarkdownLink: (href) => routeByFile.get(path.posix.normalize(path.posix.join(folder, decodeURIComponent(href)))),
    resolveImage: (src) => images.resolve(src),
    copyableCode,
  };
  const [above, below] = source.body.split(/^<!--\s*truncate\s*-->\s*$/m);
  const full = renderMarkdown(below === undefined ? source.body : `${above}\n${below}`, context);
  const excerpt = below === undefined ? undefined : renderMarkdown(above ?? '', context);
  return { route, ...full, words: full.text.split(/\s+/).filter(Boolean).length, excerptHtml: excerpt?.html };
}

function configLinks(config: SiteConfig) {
  const targets = [
    ...config.navbar.flatMap((item) => (item.type === 'link' ? [item] : item.type === 'dropdown' ? [...(item.to ? [{ to: item.to, external: false as const }] : []), ...item.items] : [])),
    ...config.footer.columns.flatMap((column) => column.items),
  ];
  return targets.flatMap((link) => {
    if (link.external) return [];
    const [linkPath = '/', hash] = toRoute(link.to).split('#');
    return [hash === undefined ? { path: linkPath } : { path: linkPath, hash }];
  });
}

/** Images under `static/`: existence and pixel size, read once per file. */
class ImageLookup {
  private readonly sizes = new Map<string, { width: number; height: number } | undefined>();
  constructor(
    private readonly staticDir: string,
    private readonly files: ReadonlySet<string>,
  ) {}

  async preloadSizes(): Promise<void> {
    const imageFiles = [...this.files].filter((file) => /\.(png|jpe?g|gif|webp|svg)$/i.test(file));
    await Promise.all(
      imageFiles.map(async (file) => {
        const absolute = path.join(this.staticDir, file);
        const bytes = await readFile(absolute);
        this.sizes.set(file, readImageSize(bytes, path.extname(file)));
      }),
    );
  }

  resolve(src: string): { path: string; width?: number; height?: number } | undefined {
    const file = decodeURIComponent(src.split(/[?#]/)[0] ?? '').replace(/^(\.\/)?\/*/, '');
    if (!this.files.has(file)) return undefined;
    const size = this.sizes.get(file);
    return { path: `/${file}`, ...size };
  }
}
