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
import { buildRoutes } from './route.ts';
import { buildSidebars } from './sidebar.ts';
import { writeSiteAtomically } from './write.ts';
import { SiteChrome } from '../components/site-chrome.tsx';
import { type SiteContext, toRoute } from '../components/site-context.ts';
import { renderMarkdown } from '../markdown/render-markdown.ts';
import type { MarkdownContext } from '../markdown/types.ts';

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
  await images.preloadSizes();

  const rendered = new Map<SourceFile, RenderedSource>();
  for (const routed of [...routes.docs, ...routes.posts, ...routes.pages]) {
    rendered.set(routed.source, renderSource(routed.source, routed.route, config, data, routes.routeByFile, images));
  }

  const site = createSiteContext(config, {
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

function createSiteContext(config: SiteConfig, assets: SiteContext['assets']): SiteContext {
  const site = { config, assets } as SiteContext;
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

function renderSource(
  source: SourceFile,
  route: string,
  config: SiteConfig,
  data: Record<string, unknown>,
  routeByFile: Map<string, string>,
  images: ImageLookup,
): RenderedSource {
  const folder = path.posix.dirname(`${source.area === 'page' ? 'pages' : source.area}/${source.rel}`);
  const context: MarkdownContext = {
    file: source.file,
    bodyStartLine: source.bodyStartLine,
    data,
    baseUrl: config.baseUrl,
    resolveMarkdownLink: (href) => routeByFile.get(path.posix.normalize(path.posix.join(folder, decodeURIComponent(href)))),
    resolveImage: (src) => images.resolve(src),
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
