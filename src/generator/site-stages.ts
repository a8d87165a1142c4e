/**
 * The stages every build of a site runs, whether once (`build-site.ts`) or again for each change
 * (`site-updater.ts`): routes, sidebars and Markdown (`stage`), the page context, the pages' plans,
 * the extra files and the warnings. Each stage is kept from one build to the next where its inputs
 * did not change, so unchanged pages compare equal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SidebarHtmlRenderer } from '../components/sidebar-html.ts';
import { SiteChrome } from '../components/site-chrome.tsx';
import type { SiteContext } from '../components/site-context.ts';
import { categoryDefaultsOf, docsFolderBase, type SiteConfig } from '../model/config.ts';
import type { SitemapSettings } from '../model/sitemap-settings.ts';
import { ContentError, reportOnce, type Warning } from '../model/errors.ts';
import type { SearchSettings } from '../model/search-settings.ts';
import type { SidebarItem } from '../model/sidebar.ts';
import { siteTranslator } from '../model/i18n/catalogues.ts';
import { interfaceTextsOf } from './theme-translations.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { readCodeJson } from './translations.ts';
import { type BuiltAssets, withCodeStylesheet } from './assets.ts';
import { CodeColours, defaultCacheFile } from './code-colours.ts';
import { type ContentLayout, contentRoots } from './content-layout.ts';
import { deployFiles } from './deploy.ts';
import { movedPageFiles } from './redirect-page.ts';
import { redirectingDocs, siteRedirects, type SiteRedirects } from './redirects.ts';
import { blogFeedFiles, renderRobots, renderSitemap } from './feeds.ts';
import { type GitUpdate, readGitUpdates } from './git-updates.ts';
import { LinkChecker, type LinkSource } from './links.ts';
import type { LoadedContent, SourceFile } from './load.ts';
import { FrontMatterDataCache, MarkdownCache, type MarkdownInputs, markdownConfigOf } from './markdown-sources.ts';
import type { MarkdownStore } from './markdown-store.ts';
import { DIAGRAM_MARKER } from '../markdown/markdown-fragment.ts';
import { MermaidFiles } from './mermaid-files.ts';
import { PageImages } from './page-images.ts';
import { componentsStylesheet } from './page-stylesheet.ts';
import type { RenderedSource, SitePlan } from './page-plan.tsx';
import { paginationWarnings } from './plan-docs.tsx';
import { planPages } from './render.tsx';
import { buildRoutes, type ContentPage, type Doc, type Post, type Routes } from './route.ts';
import { configLinks, serverAddresses, siteData, sidebarLinks } from './config-inputs.ts';
import { sameValue } from './same-value.ts';
import { sameEntries, sidebarsStillHold } from './staged-reuse.ts';
import type { SharedHtml } from './shared-html.ts';
import { contextOf, searchContexts, searchResultsRoute } from './search-files.ts';
import { docTrails, modeTitles, searchablePage, trailOf } from './search-pages.ts';
import type { SearchWorker } from './search-worker.ts';
import { sidebarsWithGenerators } from './generated-sidebars.ts';
import { implicitIndexRoutes } from './sidebar.ts';
import { listSitePages, notFoundPage, ReactPages, type RenderedReactPage, themeFooter } from './react-pages.ts';
import { SiteComponents } from './site-components.ts';
import type { SiteOutput } from './output.ts';
import { copyStaticFiles, staticFileOf, StaticImages } from './static-files.ts';

export interface DocumentSummary {
  file: string;
  route: string;
  /** Front matter as written (the title may be missing there and derived by the build). */
  frontMatter: Record<string, unknown>;
  /** Words of the rendered text, data values included. */
  words: number;
}

/** Every page of the site, its feed entries, and its moved pages. */
export type SitePlans = SitePlan & { redirects: SiteRedirects };

/** What the stages before the pages made: the content, its routes and sidebars, and every file's Markdown. */
export interface Staged {
  content: LoadedContent;
  assets: BuiltAssets;
  routes: Routes;
  sidebars: Awaited<ReturnType<typeof sidebarsWithGenerators>>;
  /** Each doc's trail in search, by its route: kept with the sidebars, as it depends on the same outlines. */
  docTrails: Map<string, string[]>;
  renderers: Map<string, { items: SidebarItem[]; renderer: SidebarHtmlRenderer }>;
  data: Record<string, unknown>;
  images: StaticImages;
  rendered: Map<SourceFile, RenderedSource>;
  /** A Docusaurus project's React pages, and what could not be rendered of them. */
  reactPages: { pages: RenderedReactPage[]; footer?: RenderedReactPage; warnings: Warning[] };
}

/** The generator's own folder, whose node_modules holds Shiki and the build's caches. */
const GENERATOR_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export class SiteStages {
  private readonly markdown: MarkdownCache;
  private readonly colours: CodeColours;
  private readonly siteComponents: SiteComponents;
  private readonly reactPages: ReactPages | undefined; // a Docusaurus project's React pages (`src/pages/help.js`)
  private readonly mermaid = new MermaidFiles(GENERATOR_ROOT);
  private readonly frontMatterData = new FrontMatterDataCache();
  /** Images kept beside their pages, and which of them are in the output already. */
  private readonly pageImages: PageImages;
  private readonly pageImagesWritten = new Set<string>();
  private readonly diagramIn = new WeakMap<RenderedSource, boolean>();
  private readonly links = new LinkChecker();
  private gitUpdatesRead: Map<string, GitUpdate> | undefined;
  private sitemapMade: { routes: string[]; xml: string } | undefined;
  /** The interface's texts: the locale's catalogue with the site's own translations over it. */
  readonly text: Translator;
  /** What search shows above a post's title: the blog's. */
  readonly blogTrail: string[];

  /** `sharedHtml`: pages hold marks for the parts every page shares (shared-html.ts); `markdownStore`: the Markdown of the previous builds (build-cache.ts). */
  constructor(
    readonly config: SiteConfig,
    readonly layout: ContentLayout,
    private readonly sharedHtml?: SharedHtml,
    private readonly markdownStore?: MarkdownStore,
  ) {
    this.markdown = new MarkdownCache(markdownStore);
    this.colours = new CodeColours(GENERATOR_ROOT, defaultCacheFile(GENERATOR_ROOT, layout.siteDir), config.codeThemes);
    this.blogTrail = [config.blog.title];
    const codeJson = readCodeJson(layout.siteDir, config.locale.name);
    this.text = siteTranslator(config.locale, [interfaceTextsOf(config.locale.name, config.siteConfigForCode !== undefined, config.markdown.mdx1 === true), codeJson, config.translations]);
    this.pageImages = new PageImages(contentRoots(layout), layout.siteDir);
    const i18n = { currentLocale: config.locale.name, defaultLocale: config.locale.name, locales: [config.locale.name] };
    const docsVersions = Object.entries(config.docs.folders).map(([folder, { pluginId, version, routeBasePath }]) => ({ pluginId, name: version.name, label: version.label, isLast: version.isLast, path: `${config.baseUrl}${routeBasePath}`, dir: layout.docsFolders.get(folder) ?? '' }));
    // A page's `<Translate id>` reads the locale's code.json, as Docusaurus's does (Recoil's French home page).
    const shimSite = { baseUrl: config.baseUrl, title: config.title, tagline: config.tagline, url: config.url, i18n, text: this.text, translations: { ...codeJson, ...config.translations }, docsVersions, highlight: this.colours.highlight, magicComments: config.markdown.magicComments, ...(config.markdown.defaultCodeLanguage && { defaultCodeLanguage: config.markdown.defaultCodeLanguage }), ...(config.siteConfigForCode && { siteConfig: config.siteConfigForCode }) };
    this.siteComponents = new SiteComponents(layout.siteDir, shimSite);
    this.reactPages = layout.reactPages ? new ReactPages(layout.siteDir, shimSite) : undefined;
  }

  /**
   * Routes, sidebars and the Markdown of every page: the stages before the pages, reusing what
   * `previous` made from the same inputs. Each page rendered goes to `searchWorker` too.
   */
  async stage(content: LoadedContent, assets: BuiltAssets, previous: Staged | undefined, searchWorker?: SearchWorker): Promise<Staged> {
    const data = previous?.content.data === content.data ? previous.data : siteData(this.config, content.data);
    const built = buildRoutes({ ...content, files: this.config.markdown.dataReferences ? content.files.map((source) => this.frontMatterData.apply(source, data)) : content.files }, this.config);
    // The same routes as before (a save that changes a page's text): the same map, so the Markdown
    // cache knows every link it resolved still leads where it did without resolving it again.
    const routes = previous && sameEntries(previous.routes.routeByFile, built.routeByFile) ? { ...built, routeByFile: previous.routes.routeByFile } : built;
    const sidebars = previous && sidebarsStillHold(previous, routes, content) ? previous.sidebars : await sidebarsWithGenerators(routes.docs, content.categories, { files: content.sidebarsFiles, draftIds: routes.draftDocIds, folderBase: (folder) => docsFolderBase(this.config.docs, folder || undefined), categoryDefaults: (folder) => categoryDefaultsOf(this.config.docs, folder), baseUrl: this.config.baseUrl, labels: (folder) => this.layout.translations?.sidebarLabels?.get(folder) }, this.layout);
    const trails = previous && sidebars === previous.sidebars ? previous.docTrails : docTrails(routes.docs);
    const images = previous?.content.staticFiles === content.staticFiles ? previous.images : await StaticImages.read((rel) => staticFileOf(this.layout, rel), content.staticFiles);
    const rendered = new Map<SourceFile, RenderedSource>();
    const routed = [...routes.docs, ...routes.posts, ...routes.pages];
    const inputs: MarkdownInputs = {
      config: markdownConfigOf(this.config),
      data,
      images,
      routeByFile: routes.routeByFile,
      siteDir: this.layout.siteDir,
      pageImages: this.pageImages,
      text: this.text,
      copyableCode: serverAddresses(this.config, this.text),
      highlight: this.colours.highlight,
      siteComponents: this.siteComponents,
      mermaidScript: this.mermaid.script && this.config.baseUrl + this.mermaid.script,
      markdownPlugins: this.layout.markdownPlugins,
    };
    this.markdownStore?.open({ config: inputs.config, text: this.text, data, mermaidScript: inputs.mermaidScript, copyableCode: inputs.copyableCode, siteDir: inputs.siteDir }, routes.routeByFile);
    // Each page goes to the search worker once rendered: indexing runs beside the rendering of the next pages (the other core).
    const toSearch = searchWorker && (await this.searchFeed(routes, trails, searchWorker));
    const renderAll = async (feed: typeof toSearch) => {
      if (inputs.markdownPlugins) this.markdown.startPlugins(routed.map((page) => page.source), inputs);
      for (const page of routed) {
        const result = inputs.markdownPlugins ? await this.markdown.renderWithPlugins(page.source, page.route, inputs) : this.markdown.render(page.source, page.route, inputs);
        rendered.set(page.source, result);
        feed?.(page, result);
      }
    };
    await renderAll(toSearch);
    // Code blocks not coloured yet: colour them all at once, then render again the pages that have
    // them. The search worker has those pages already: colours change the markup of code, not its text.
    if (this.colours.missing) {
      await this.colours.colourMissing();
      this.markdown.forgetSiteCodePages();
      await renderAll(undefined);
    }
    this.markdown.keepOnly(rendered.keys());
    const renderers = new Map(
      [...sidebars.byName].map(([name, items]) => {
        const before = previous?.renderers.get(name);
        return [name, before && sameValue(before.items, items) ? before : { items, renderer: new SidebarHtmlRenderer(items, this.config.baseUrl, name, this.text, this.config.siteConfigForCode !== undefined) }];
      }),
    );
    return { content, assets: withCodeStylesheet(assets, rendered.values()), routes, sidebars, docTrails: trails, renderers, data, images, rendered, reactPages: previous?.reactPages ?? (await this.renderReactPages(routes)) };
  }

  /**
   * The project's React pages, rendered once, or twice when their code blocks' colours had to be
   * made. A page that cannot be built or throws is left out with a warning that names it, as is one
   * whose route a Markdown file has already.
   */
  private async renderReactPages(routes: Routes, coloured = false): Promise<Staged['reactPages']> {
    const pages: RenderedReactPage[] = [];
    const warnings: Warning[] = [];
    if (!this.reactPages) return { pages, warnings };
    if (coloured) await this.colours.colourMissing();
    const taken = new Set([...routes.docs, ...routes.posts, ...routes.pages].map((page) => page.route));
    for (const page of [...listSitePages(this.layout.pagesFolders).react, ...notFoundPage(this.layout.siteDir)]) {
      const rendered = this.reactPages.render(page);
      if (rendered instanceof ContentError) warnings.push({ file: rendered.file, message: `${rendered.detail}; the page ${page.route} is left out` });
      else if (taken.has(rendered.route) || pages.some((other) => other.route === rendered.route)) warnings.push({ file: path.relative(process.cwd(), page.file), message: `duplicate route ${rendered.route}: another page has it; this file is ignored` });
      else pages.push(rendered);
    }
    const footerPage = themeFooter(this.layout.siteDir);
    const footer = footerPage && this.reactPages.renderFooter(footerPage);
    if (!coloured && this.colours.missing) return this.renderReactPages(routes, true);
    const rendered = footer && 'html' in footer ? [...pages, footer] : pages;
    if (footer && !('html' in footer)) warnings.push(footer);
    return { pages, ...(footer && 'html' in footer && { footer }), warnings: [...warnings, ...rendered.flatMap((page) => page.warnings)] };
  }

  /** Sends a rendered page to the search worker, in its context, when visitors may look for it; once the worker has said which pages it remembers. */
  private async searchFeed(routes: Routes, trails: ReadonlyMap<string, string[]>, searchWorker: SearchWorker): Promise<(page: Doc | Post | ContentPage, result: RenderedSource) => void> {
    await searchWorker.ready();
    const contexts = searchContexts(this.config, modeTitles(routes.docs), this.text.t('site.search.restOfSite'));
    return (page, result) => {
      const trail = trailOf(page, trails, this.blogTrail);
      // Contexts are paths with the base URL (`/en/docs`), as the browser sees them; routes are without it.
      if (trail) searchWorker.add(contextOf(contexts, this.config.baseUrl + page.route.slice(1)), searchablePage(page, trail, result));
    };
  }

  /** What a build into an empty output writes before the pages: the static folder, the assets, the diagram library. */
  async writeFilesBeforePages(staged: Staged, output: SiteOutput): Promise<void> {
    await copyStaticFiles(this.layout, staged.content.staticFiles, output);
    for (const file of staged.assets.files) output.write(file.path.slice(1), file.contents);
    this.writeDiagramLibrary(staged, output);
  }

  /** Mermaid's files, when a page has a diagram. */
  writeDiagramLibrary(staged: Staged, output: SiteOutput): void {
    if ([...staged.rendered.values()].some((result) => this.hasDiagram(result))) this.mermaid.writeTo(output);
  }

  /** Whether a page's Markdown drew a diagram, looked for once per rendering (a save leaves the others as they were). */
  private hasDiagram(result: RenderedSource): boolean {
    let drawn = this.diagramIn.get(result);
    if (drawn === undefined) this.diagramIn.set(result, (drawn = result.html.includes(DIAGRAM_MARKER)));
    return drawn;
  }

  /** Copies the images beside pages that the output does not hold yet. */
  writePageImages(output: SiteOutput): void {
    for (const [file, from] of this.pageImages.files()) {
      if (this.pageImagesWritten.has(file)) continue;
      output.write(file, readFileSync(from));
      this.pageImagesWritten.add(file);
    }
  }

  /** The page context every page renders with; the previous one when nothing in it changed, so unchanged pages compare equal. */
  siteContext(staged: Staged, search: SearchSettings, previous?: SiteContext): SiteContext {
    const base = this.config.baseUrl;
    const { assets } = staged;
    const components = componentsStylesheet(staged);
    const urls: SiteContext['assets'] = {
      css: base + assets.css.slice(1),
      ...(assets.customCss && { customCss: base + assets.customCss.slice(1) }), ...(assets.codeCss && { codeCss: base + assets.codeCss.slice(1) }),
      js: base + assets.js.slice(1),
      preload: assets.preload.map((chunk) => base + chunk.slice(1)),
      searchResults: assets.searchResults.map((chunk) => base + chunk.slice(1)),
      hydrate: base + assets.hydrate.slice(1),
      islands: Object.fromEntries(Object.entries(assets.islands).map(([name, chunk]) => [name, base + chunk.slice(1)])) as SiteContext['assets']['islands'],
      ...(components && { componentsCss: base + components.path.slice(1) }),
    };
    const { footer } = staged.reactPages;
    const projectFooter = footer && { html: footer.html };
    if (previous && sameValue(previous.assets, urls) && sameValue(previous.search, search) && sameValue(previous.projectFooter, projectFooter)) return previous;
    const site = { config: this.config, text: this.text, search, assets: urls, ...(projectFooter && { projectFooter }) } as SiteContext;
    site.chrome = new SiteChrome(site, this.sharedHtml);
    return site;
  }

  plan(staged: Staged, site: SiteContext) {
    const { content, routes, sidebars, rendered } = staged;
    const sidebarRenderers = new Map([...staged.renderers].map(([name, { renderer }]) => [name, renderer]));
    const data = { data: content.data, folder: content.dataFolder };
    const isStaticFile = (file: string) => staged.images.resolve(file) !== undefined;
    const reactPages = staged.reactPages.pages.filter((page) => !page.redirect);
    const movedDocs = redirectingDocs(routes.docs, (doc) => rendered.get(doc.source), this.config.baseUrl);
    const plans = planPages({ site, routes: { ...routes, docs: routes.docs.filter((doc) => !movedDocs.docs.has(doc)) }, sidebars, sidebarRenderers, rendered, reactPages, authors: [...content.authors.values()], data, isStaticFile, gitUpdates: this.gitUpdates() });
    // The moved pages, checked against what the build made: written by `extraFiles`, warned about by `warnings`.
    const pageRoutes = plans.pages.flatMap((page) => (page.route ? [page.route] : []));
    const redirecting = [...staged.reactPages.pages.flatMap((page) => (page.redirect ? [{ route: page.route, ...page.redirect }] : [])), ...movedDocs.redirecting];
    return { ...plans, redirects: siteRedirects(this.config, pageRoutes, content.staticFiles, [...routes.docs, ...routes.posts, ...routes.pages], redirecting) };
  }

  /**
   * The sitemap, robots.txt, the feeds, the servers' rules, the sidebars' item files and the
   * components' stylesheet, by their path in the site. A Docusaurus project's robots.txt is its static
   * folder's (Docusaurus writes none), as is this site's when it has one.
   */
  extraFiles({ pages, feedEntries, redirects }: SitePlans, { routes, renderers, rendered, content, assets, reactPages, sidebars }: Staged): Map<string, string> {
    const moved = movedPageFiles(this.config, this.text, redirects.redirects);
    // Left out as Docusaurus's sitemap plugin leaves out a page whose head has a robots meta saying noindex (a project's search results page, which is ours, has one).
    const unindexed = new Set([...[...routes.docs, ...routes.posts].filter((page) => page.unlisted), ...[...rendered.values(), ...reactPages.pages].filter((page) => page.noIndex)].map((page) => page.route).concat(this.config.siteConfigForCode ? [searchResultsRoute({ routes, reactPages }), ...implicitIndexRoutes(sidebars)] : []));
    const sitemapRoutes = pages.flatMap((page) => (page.route && !unindexed.has(page.route) && !this.inUnindexedVersion(page.route) ? [page.route] : []));
    const { sitemap } = this.config;
    const robots = this.config.siteConfigForCode === undefined && !content.staticFiles.includes('robots.txt');
    return new Map([
      ...(sitemap ? [[sitemap.filename, this.sitemap(sitemap, sitemapRoutes)] as [string, string]] : []),
      ...(robots ? [['robots.txt', renderRobots(this.config)] as [string, string]] : []),
      ...blogFeedFiles(this.config, feedEntries),
      ...deployFiles(this.config, this.text, moved.moved, { files: content.staticFiles, path: (rel) => staticFileOf(this.layout, rel) }, new TextDecoder().decode(assets.files.find((file) => file.path === assets.customCss)?.contents)),
      ...moved.pages,
      ...[...renderers.values()].map(({ renderer }) => [renderer.itemsFile.path, renderer.itemsFile.contents] as [string, string]),
      ...[componentsStylesheet({ rendered, reactPages })].flatMap((stylesheet) => (stylesheet ? [[stylesheet.path.slice(1), stylesheet.contents] as [string, string]] : [])),
    ]);
  }

  /** Whether a route is in a docs version the project keeps out of search engines (`noIndex`): the folder with the longest base that holds it says. */
  private inUnindexedVersion(route: string): boolean {
    const holding = Object.values(this.config.docs.folders).filter((folder) => route.startsWith(folder.routeBasePath ? `/${folder.routeBasePath}/` : '/'));
    return holding.sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)[0]?.version.noIndex === true;
  }

  /** The sitemap, made again only when its routes changed (a save of a page's text leaves them). */
  private sitemap(settings: SitemapSettings, routes: string[]): string {
    const before = this.sitemapMade;
    if (before && sameValue(before.routes, routes)) return before.xml;
    this.sitemapMade = { routes, xml: renderSitemap(this.config, settings, routes) };
    return this.sitemapMade.xml;
  }

  warnings(staged: Staged, { pages, redirects }: SitePlans): Warning[] {
    const { content, routes, rendered, sidebars } = staged;
    const linkSources: LinkSource[] = [...rendered.entries()].map(([source, result]) => ({ file: source.file, route: result.route, links: result.links }));
    linkSources.push({ file: this.config.configFile, route: '/', links: [...configLinks(this.config), ...sidebarLinks(sidebars.byName.values())] });
    const anchorsByRoute = new Map(pages.flatMap((page) => (page.route ? [[page.route, page.anchors] as const] : [])));
    // A doc that is a moved page (it shows only a `<Redirect>`) is still a page its links may name, as under Docusaurus.
    const docRoutes = new Set(routes.docs.map((doc) => doc.route));
    for (const { from } of redirects.redirects) if (docRoutes.has(from) && !anchorsByRoute.has(from)) anchorsByRoute.set(from, []);
    // A static folder's `index.html` is served at the folder's address too (KubeVela's `/restful-api/`).
    const staticRoutes = new Set(content.staticFiles.flatMap((file) => [`/${file}`, ...(/(?:^|\/)index\.html$/.test(file) ? [`/${file.slice(0, -'index.html'.length)}`] : [])]));
    const linkWarnings = this.links.check(linkSources, anchorsByRoute, staticRoutes, this.config.linkChecks);
    const fileWarnings = [...content.files.flatMap((file) => file.warnings), ...[...rendered.values()].flatMap((result) => result.warnings)];
    return reportOnce([...fileWarnings, ...routes.warnings, ...staged.reactPages.warnings, ...sidebars.warnings, ...paginationWarnings(routes.docs), ...linkWarnings, ...redirects.warnings]);
  }

  documents(staged: Staged): DocumentSummary[] {
    return [...staged.rendered].map(([source, result]) => ({ file: source.file, route: result.route, frontMatter: source.frontMatter, words: result.words }));
  }

  /** When each content file was last committed, read once (one `git log`) when the configuration shows it. */
  private gitUpdates(): ReadonlyMap<string, GitUpdate> | undefined {
    const { showLastUpdateTime, showLastUpdateAuthor } = this.config.docs;
    if (!showLastUpdateTime && !showLastUpdateAuthor) return undefined;
    this.gitUpdatesRead ??= readGitUpdates(this.layout.siteDir, [...this.layout.docsFolders.values()]);
    return this.gitUpdatesRead;
  }
}
