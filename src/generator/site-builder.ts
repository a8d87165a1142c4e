import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltAssets } from './assets.ts';
import type { SiteConfig } from '../model/config.ts';
import { CodeColours } from './code-colours.ts';
import { MermaidFiles } from './mermaid-files.ts';
import { SiteComponents } from './site-components.ts';
import { ContentError, reportOnce, type Warning } from '../model/errors.ts';
import { type FeedEntry, renderAtom, renderRobots, renderRss, renderSitemap } from './feeds.ts';
import { readImageSize } from './image-size.ts';
import { checkLinks, type LinkSource } from './links.ts';
import { areaFolder, type LoadedContent, type SourceFile } from './load.ts';
import { type PagePlan, paginationWarnings, planPages, renderDocument, type RenderedSource } from './render.tsx';
import { buildRoutes, type ContentPage, type Doc, type Post, type Routes } from './route.ts';
import { sameValue } from './same-value.ts';
import { contextOf, indexSearchContext, indexSearchContextInTurns, planSearch, type SearchablePage, searchContexts, type SearchContextFiles, type SearchContextPlan, searchSettings, settingsOfFiles, stableSearchSettings, unindexedSettings } from './search-files.ts';
import type { SearchContextSettings, SearchSettings } from '../model/search-settings.ts';
import { SearchWorker } from './search-worker.ts';
import { buildSidebars } from './sidebar.ts';
import type { SidebarItem } from '../model/sidebar.ts';
import { keywordsOf } from './front-matter.ts';
import { withFrontMatterData } from './front-matter-data.ts';
import type { SiteOutput, UpdatableOutput } from './write.ts';
import { SidebarHtmlRenderer } from '../components/sidebar-html.ts';
import { scriptJson, siteSettings } from '../components/head-scripts.ts';
import { SiteChrome } from '../components/site-chrome.tsx';
import { deployFiles } from './deploy.ts';
import { type GitUpdate, readGitUpdates } from './git-updates.ts';
import { PageImages, type ResolvedImage } from './page-images.ts';
import { type SiteContext, toRoute } from '../components/site-context.ts';
import { renderMarkdown } from '../markdown/render-markdown.ts';
import type { HighlightCode } from '../markdown/code-block.ts';
import type { MarkdownContext } from '../markdown/types.ts';
import { splitSections } from '../search/split-sections.ts';
import type { SearchDocument } from '../search/types.ts';
import { uiText } from '../model/ui-text.ts';

export interface DocumentSummary {
  file: string;
  route: string;
  /** Front matter as written (the title may be missing there and derived by the build). */
  frontMatter: Record<string, unknown>;
  /** Words of the rendered text, data values included. */
  words: number;
}

export interface BuildReport {
  /** HTML documents written, the not-found page included. */
  pages: number;
  /** Every Markdown page built, for content checks and reports. */
  documents: DocumentSummary[];
  warnings: Warning[];
}

export interface UpdateReport {
  /** Routes whose HTML was written again, or 'all' when every page changed (a new asset URL, new search settings). */
  changedRoutes: string[] | 'all';
  /** Routes that no longer exist. */
  removedRoutes: string[];
  /** Asset files (`assets/site.css`) whose contents changed. */
  changedAssets: string[];
  warnings: Warning[];
}

/**
 * Builds a site from loaded content, in one of two ways. `build` writes everything once, with
 * hashed search files, and keeps nothing. `keep` mode (the dev server) keeps what it made, so
 * `update` redoes only what a change reaches: the Markdown of the files that changed (and of the
 * pages whose links or images now resolve differently), then only the pages whose inputs differ
 * from the previous build's (the element's props are the page's inputs). The search contexts whose
 * sections changed wait in a backlog that `writeSearch` works off once the pages are out.
 */
export class SiteBuilder {
  private state: BuildState | undefined;
  private readonly markdown = new MarkdownCache();
  private readonly colours = new CodeColours(GENERATOR_ROOT);
  private readonly siteComponents: SiteComponents;
  private readonly mermaid = new MermaidFiles(GENERATOR_ROOT);
  private readonly frontMatterData = new FrontMatterDataCache();
  private readonly sections = new WeakMap<RenderedSource, { key: string; documents: readonly SearchDocument[] }>();
  /** Search contexts to index again (keep mode), by name, each in its latest version. */
  private readonly searchBacklog = new Map<string, SearchContextPlan>();
  /** The search files of each context as written last (keep mode), to remove those a new version no longer has. */
  private readonly searchFiles = new Map<string, Set<string>>();

  /** Images kept beside their pages, and which of them are in the output already (keep mode). */
  private readonly pageImages: PageImages;
  private readonly pageImagesWritten = new Set<string>();
  private gitUpdatesRead: Map<string, GitUpdate> | undefined;

  constructor(
    private readonly config: SiteConfig,
    private readonly contentDir: string,
    /** 'keep' for the dev server; for a build made once, the worker that indexes its search. */
    private readonly mode: 'keep' | { searchWorker: SearchWorker },
  ) {
    this.pageImages = new PageImages(contentDir);
    this.siteComponents = new SiteComponents(contentDir, { baseUrl: config.baseUrl, title: config.title, tagline: config.tagline, url: config.url });
  }

  /**
   * Builds every page into an empty output. Built once, the search index is made by the search
   * worker, fed each page as soon as its Markdown is rendered.
   */
  async build(content: LoadedContent, assets: BuiltAssets, output: SiteOutput): Promise<BuildReport> {
    const searchWorker = this.mode === 'keep' ? undefined : this.mode.searchWorker;
    const staged = await this.stage(content, assets, searchWorker);
    if (content.staticFiles.length > 0) await output.copyFolder(path.join(this.contentDir, 'static'));
    for (const file of assets.files) output.write(file.path.slice(1), file.contents);
    if (drawsDiagrams(staged)) this.mermaid.writeTo(output);
    const search = searchWorker ? this.indexedSearch(staged, searchWorker, output) : { ...this.writeAllSearchFiles(staged, output), indexed: undefined };
    const site = this.siteContext(staged, search.settings);
    const plans = this.plan(staged, site);
    await this.writePages(plans.pages, output, site, search.indexed);
    this.writePageImages(output);
    const extras = this.extraFiles(plans.pages, plans.feedEntries, staged);
    for (const [file, contents] of extras) output.write(file, contents);

    const warnings = this.warnings(staged, plans.pages);
    if (this.mode === 'keep') this.state = { staged, site, pages: new Map(plans.pages.map((page) => [page.file, page])), extras, search: search.plans };
    return { pages: plans.pages.length, documents: this.documents(staged), warnings };
  }

  /**
   * Asks the search worker for the files of every page it was sent, and writes them when they come
   * (`indexed` then gives the browser's settings). Meanwhile, `settings` holds what pages can be
   * rendered with: the contexts' paths and labels, but no files yet (`writePages` puts in the real ones).
   */
  private indexedSearch(staged: Staged, searchWorker: SearchWorker, output: SiteOutput): { settings: SearchSettings; plans: SearchContextPlan[]; indexed: Promise<SearchSettings> } {
    const contexts = searchContexts(this.config, modeTitles(staged.routes.docs));
    const indexed = searchWorker.finish(contexts).then((files) => {
      for (const file of files.flat()) output.write(file.path, file.contents);
      return searchSettings(this.config, contexts.map((context, position) => settingsOfFiles(context, this.config, files[position] ?? [])));
    });
    // Awaited only when the pages are written: a build that fails before must not leave it unhandled.
    indexed.catch(() => {});
    return { settings: searchSettings(this.config, contexts.map(unindexedSettings)), plans: [], indexed };
  }

  /**
   * Renders and writes every page. While the search index is still being made (`indexed`), pages
   * are rendered all the same and held (a few megabytes at most), then written with the real
   * settings in place of those they were rendered with: the main thread need not wait idle.
   */
  private async writePages(pages: readonly PagePlan[], output: SiteOutput, site: SiteContext, indexed?: Promise<SearchSettings>): Promise<void> {
    /** Puts the real settings into a page rendered with the unindexed ones; undefined until they are known. */
    let putSettings: ((html: string) => string) | undefined = indexed ? undefined : (html) => html;
    const held: [file: string, html: string][] = [];
    let heldCharacters = 0;
    const withSettings = (settings: SearchSettings) => {
      const real = scriptJson(siteSettings(this.config, site.assets, settings));
      // A function, so that `$` in the settings is never read as a replacement pattern.
      putSettings = (html) => html.replace(site.chrome.settingsJson, () => real);
    };
    indexed?.then(withSettings, () => {}); // A failure is thrown below, where `indexed` is awaited.
    const writeHeld = async () => {
      if (!putSettings) withSettings(await indexed!);
      for (const [file, heldHtml] of held.splice(0)) output.write(file, putSettings!(heldHtml));
    };
    for (const page of pages) {
      const html = renderDocument(page.element);
      if (!putSettings && heldCharacters < HELD_CHARACTERS) {
        held.push([page.file, html]);
        heldCharacters += html.length;
        // A turn of the event loop, for the worker's answer to come in.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      await writeHeld();
      output.write(page.file, putSettings!(html));
      await output.drain();
    }
    await writeHeld();
  }

  /** Indexes and writes every search context (keep mode); returns the settings pages give the browser, and the contexts for the next update to compare with. */
  private writeAllSearchFiles(staged: Staged, output: SiteOutput): { settings: SearchSettings; plans: SearchContextPlan[] } {
    const plans = this.planSearch(staged);
    for (const context of plans) this.writeSearchFiles(context.name, indexSearchContext(context, this.config, 'stable'), output);
    return { settings: this.stableSettings(plans), plans };
  }

  /**
   * Applies a change to what the last build or update made and writes only what differs. `content`
   * is the content after the change; `assets`, when the client code or stylesheet changed. On an
   * error nothing is written and the previous state stays, so the next update starts from it.
   */
  async update(content: LoadedContent, assets: BuiltAssets | undefined, staticChanges: string[] | 'all', output: UpdatableOutput): Promise<UpdateReport> {
    const previous = this.state;
    if (!previous) throw new Error('SiteBuilder.update: build first');
    const staged = await this.stage(content, assets ?? previous.staged.assets);
    const searchPlans = this.planSearch(staged);
    const site = this.siteContext(staged, this.stableSettings(searchPlans), previous.site);
    const plans = this.plan(staged, site);
    const rendered = plans.pages.filter((page) => {
      const before = previous.pages.get(page.file)?.element;
      return !before || before.type !== page.element.type || !sameValue(before.props, page.element.props);
    });
    const html = rendered.map((page) => [page.file, renderDocument(page.element)] as const);
    const extras = this.extraFiles(plans.pages, plans.feedEntries, staged);
    const warnings = this.warnings(staged, plans.pages);

    // Everything that could fail has run: now the output changes.
    const newFiles = new Set(plans.pages.map((page) => page.file));
    const removed = [...previous.pages.values()].filter((page) => !newFiles.has(page.file));
    for (const page of removed) output.remove(page.file);
    await this.updateStaticFiles(staticChanges, content, output);
    const changedAssets = assets ? this.changedAssetFiles(previous.staged.assets, assets) : [];
    for (const file of assets?.files ?? []) if (changedAssets.includes(file.path.slice(1))) output.write(file.path.slice(1), file.contents);
    for (const [file, contents] of html) output.write(file, contents);
    if (drawsDiagrams(staged)) this.mermaid.writeTo(output);
    this.writePageImages(output);
    for (const [file, contents] of extras) if (previous.extras.get(file) !== contents) output.write(file, contents);
    await output.flush();

    for (const [index, context] of searchPlans.entries()) {
      if (!sameDocuments(context.documents, previous.search[index]?.documents)) this.searchBacklog.set(context.name, context);
    }
    this.state = { staged, site, pages: new Map(plans.pages.map((page) => [page.file, page])), extras, search: searchPlans };
    return {
      changedRoutes: site === previous.site ? rendered.flatMap((page) => (page.route ? [page.route] : [])) : 'all',
      removedRoutes: removed.flatMap((page) => (page.route ? [page.route] : [])),
      changedAssets,
      warnings,
    };
  }

  /** True while search contexts changed by an update wait to be indexed. */
  get searchPending(): boolean {
    return this.searchBacklog.size > 0;
  }

  /**
   * Indexes the search contexts of the backlog and writes their files, pausing between steps. When
   * `signal` aborts (a newer change is coming), it stops at the next pause and the context it was
   * indexing stays in the backlog.
   */
  async writeSearch(output: UpdatableOutput, signal: AbortSignal): Promise<void> {
    const pause = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      signal.throwIfAborted();
    };
    for (const [name, context] of this.searchBacklog) {
      const files = await indexSearchContextInTurns(context, this.config, pause);
      const before = this.searchFiles.get(name) ?? new Set();
      const written = this.writeSearchFiles(name, files, output);
      for (const stale of before) if (!written.has(stale)) output.remove(stale);
      await output.flush();
      if (this.searchBacklog.get(name) === context) this.searchBacklog.delete(name);
    }
  }

  /** Routes, sidebars and the Markdown of every page: the stages before the pages. Each page rendered goes to `searchWorker` too. */
  private async stage(content: LoadedContent, assets: BuiltAssets, searchWorker?: SearchWorker): Promise<Staged> {
    const previous = this.state?.staged;
    const data = previous?.content.data === content.data ? previous.data : siteData(this.config, content.data);
    const routes = buildRoutes({ ...content, files: content.files.map((source) => this.frontMatterData.apply(source, data)) }, this.config);
    const sidebars = buildSidebars(routes.docs, content.categories, { files: content.sidebarsFiles, docsBase: this.config.docs.routeBasePath });
    const images = previous?.content.staticFiles === content.staticFiles ? previous.images : await ImageLookup.read(path.join(this.contentDir, 'static'), content.staticFiles);
    const copyableCode = serverAddresses(this.config);
    const rendered = new Map<SourceFile, RenderedSource>();
    const trails = searchWorker && searchTrails(routes);
    const contexts = searchWorker && searchContexts(this.config, modeTitles(routes.docs));
    const routed = [...routes.docs, ...routes.posts, ...routes.pages];
    const inputs: MarkdownInputs = {
      config: this.config,
      data,
      routeByFile: routes.routeByFile,
      images,
      pageImages: this.pageImages,
      copyableCode,
      highlight: this.colours.highlight,
      siteComponents: this.siteComponents,
      contentDir: this.contentDir,
      mermaidScript: this.mermaid.script && this.config.baseUrl + this.mermaid.script,
    };
    const renderAll = () => {
      for (const page of routed) rendered.set(page.source, this.markdown.render(page.source, page.route, inputs));
    };
    renderAll();
    // Code blocks not coloured yet: colour them all at once, then render again the pages that have them.
    if (this.colours.missing) {
      await this.colours.colourMissing();
      renderAll();
    }
    for (const page of routed) {
      const trail = trails?.get(page);
      if (trail && contexts) searchWorker.add(contextOf(contexts, page.route), searchablePage(page, trail, rendered.get(page.source)!));
    }
    this.markdown.keepOnly(rendered.keys());
    const renderers = new Map(
      [...sidebars.byName].map(([name, items]) => {
        const before = previous?.renderers.get(name);
        return [name, before && sameValue(before.items, items) ? before : { items, renderer: new SidebarHtmlRenderer(items, this.config.baseUrl, name) }];
      }),
    );
    return { content, assets, routes, sidebars, renderers, data, images, rendered };
  }

  /** A page's search sections, cut again only when its text, title, trail or keywords changed. */
  private sectionsOf(page: RenderedSearchablePage): readonly SearchDocument[] {
    const { result } = page;
    if (!result) return splitSections(page.html, page);
    const key = JSON.stringify([page.t, page.u, page.b, page.keywords]);
    const cached = this.sections.get(result);
    if (cached?.key === key) return cached.documents;
    const documents = splitSections(page.html, page);
    this.sections.set(result, { key, documents });
    return documents;
  }

  /** Every page's search sections, sorted into the search contexts. */
  private planSearch(staged: Staged): SearchContextPlan[] {
    const { routes, rendered } = staged;
    return planSearch(searchablePages(routes, rendered), this.config, modeTitles(routes.docs), (page) => this.sectionsOf(page));
  }

  private stableSettings(plans: SearchContextPlan[]): SearchSettings {
    return searchSettings(this.config, plans.map((context): SearchContextSettings => stableSearchSettings(context, this.config)));
  }

  /** Copies the images beside pages that the output does not hold yet. */
  private writePageImages(output: SiteOutput): void {
    for (const [file, from] of this.pageImages.files()) {
      if (this.pageImagesWritten.has(file)) continue;
      output.write(file, readFileSync(from));
      this.pageImagesWritten.add(file);
    }
  }

  /** Writes one context's files and remembers them; returns their paths. */
  private writeSearchFiles(name: string, { files }: SearchContextFiles, output: SiteOutput): Set<string> {
    for (const file of files) output.write(file.path, file.contents);
    const written = new Set(files.map((file) => file.path));
    this.searchFiles.set(name, written);
    return written;
  }

  /** The page context every page renders with; the previous one when nothing in it changed, so unchanged pages compare equal. */
  private siteContext(staged: Staged, search: SearchSettings, previous?: SiteContext): SiteContext {
    const base = this.config.baseUrl;
    const { assets } = staged;
    const urls: SiteContext['assets'] = {
      css: base + assets.css.slice(1),
      js: base + assets.js.slice(1),
      preload: assets.preload.map((chunk) => base + chunk.slice(1)),
      hydrate: base + assets.hydrate.slice(1),
      islands: Object.fromEntries(Object.entries(assets.islands).map(([name, chunk]) => [name, base + chunk.slice(1)])) as SiteContext['assets']['islands'],
    };
    if (previous && sameValue(previous.assets, urls) && sameValue(previous.search, search)) return previous;
    const site = { config: this.config, search, assets: urls } as SiteContext;
    site.chrome = new SiteChrome(site);
    return site;
  }

  private plan(staged: Staged, site: SiteContext) {
    const { content, routes, sidebars, rendered } = staged;
    const sidebarRenderers = new Map([...staged.renderers].map(([name, { renderer }]) => [name, renderer]));
    const data = { data: content.data, folder: content.dataFolder };
    const isStaticFile = (file: string) => staged.images.resolve(file) !== undefined;
    return planPages({ site, routes, sidebars, sidebarRenderers, rendered, authors: [...content.authors.values()], data, isStaticFile, gitUpdates: this.gitUpdates() });
  }

  /** When each content file was last committed, read once (one `git log`) when the configuration shows it. */
  private gitUpdates(): ReadonlyMap<string, GitUpdate> | undefined {
    const { showLastUpdateTime, showLastUpdateAuthor } = this.config.docs;
    if (!showLastUpdateTime && !showLastUpdateAuthor) return undefined;
    this.gitUpdatesRead ??= readGitUpdates(this.contentDir);
    return this.gitUpdatesRead;
  }

  /** The sitemap, robots.txt, the feeds and the servers' rules, by their path in the site. */
  private extraFiles(pages: PagePlan[], feedEntries: FeedEntry[], { routes, renderers }: Staged): Map<string, string> {
    const blog = this.config.blog.routeBasePath;
    const unlisted = new Set(routes.docs.filter((doc) => doc.unlisted).map((doc) => doc.route));
    const sitemapRoutes = pages.flatMap((page) => (page.route && !unlisted.has(page.route) ? [page.route] : []));
    return new Map([
      ['sitemap.xml', renderSitemap(this.config, sitemapRoutes)],
      ['robots.txt', renderRobots(this.config)],
      [`${blog}/rss.xml`, renderRss(this.config, feedEntries)],
      [`${blog}/atom.xml`, renderAtom(this.config, feedEntries)],
      ...deployFiles(this.config),
      ...[...renderers.values()].map(({ renderer }) => [renderer.itemsFile.path, renderer.itemsFile.contents] as [string, string]),
    ]);
  }

  private warnings(staged: Staged, pages: PagePlan[]): Warning[] {
    const { content, routes, rendered, sidebars } = staged;
    const linkSources: LinkSource[] = [...rendered.entries()].map(([source, result]) => ({ file: source.file, route: result.route, links: result.links }));
    linkSources.push({ file: 'site.config.ts', route: '/', links: configLinks(this.config) });
    const anchorsByRoute = new Map(pages.flatMap((page) => (page.route ? [[page.route, new Set(page.anchors)] as const] : [])));
    const staticRoutes = new Set(content.staticFiles.map((file) => `/${file}`));
    const linkWarnings = checkLinks(linkSources, anchorsByRoute, staticRoutes);
    const fileWarnings = [...content.files.flatMap((file) => file.warnings), ...[...rendered.values()].flatMap((result) => result.warnings)];
    return [...reportOnce(fileWarnings), ...routes.warnings, ...sidebars.warnings, ...paginationWarnings(routes.docs), ...linkWarnings];
  }

  private documents(staged: Staged): DocumentSummary[] {
    return [...staged.rendered].map(([source, result]) => ({ file: source.file, route: result.route, frontMatter: source.frontMatter, words: result.words }));
  }

  private async updateStaticFiles(changes: string[] | 'all', content: LoadedContent, output: UpdatableOutput): Promise<void> {
    const staticDir = path.join(this.contentDir, 'static');
    if (changes === 'all') {
      if (content.staticFiles.length > 0) await output.copyFolder(staticDir);
      return;
    }
    const present = new Set(content.staticFiles);
    for (const file of changes) {
      if (present.has(file)) await output.copyFile(path.join(staticDir, file), file);
      else output.remove(file);
    }
  }

  private changedAssetFiles(before: BuiltAssets, after: BuiltAssets): string[] {
    const old = new Map(before.files.map((file) => [file.path, file.contents]));
    return after.files.filter((file) => !sameBytes(old.get(file.path), file.contents)).map((file) => file.path.slice(1));
  }
}

/** Characters of HTML held while the search index is made: all of this site, about 400 pages of the 2,000-page corpus. */
const HELD_CHARACTERS = 16_000_000;
/** The generator's own folder, whose node_modules holds Shiki and the build's caches. */
const GENERATOR_ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Staged {
  content: LoadedContent;
  assets: BuiltAssets;
  routes: Routes;
  sidebars: ReturnType<typeof buildSidebars>;
  renderers: Map<string, { items: SidebarItem[]; renderer: SidebarHtmlRenderer }>;
  data: Record<string, unknown>;
  images: ImageLookup;
  rendered: Map<SourceFile, RenderedSource>;
}

interface BuildState {
  staged: Staged;
  site: SiteContext;
  /** The last plan of every page, by its file: what the next update compares with. */
  pages: Map<string, PagePlan>;
  extras: Map<string, string>;
  search: SearchContextPlan[];
}

/** A page for the search index, with the Markdown it came from (its sections are cached by it). */
interface RenderedSearchablePage extends SearchablePage {
  result: RenderedSource | undefined;
}

function sameDocuments(a: readonly SearchDocument[], b: readonly SearchDocument[] | undefined): boolean {
  return b !== undefined && a.length === b.length && a.every((document, index) => document === b[index]);
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

interface MarkdownInputs {
  config: SiteConfig;
  mermaidScript: string | undefined;
  highlight: HighlightCode;
  siteComponents: SiteComponents;
  contentDir: string;
  data: Record<string, unknown>;
  routeByFile: ReadonlyMap<string, string>;
  images: ImageLookup;
  pageImages: PageImages;
  copyableCode: ReadonlyMap<string, string>;
}

/**
 * Each file's rendered Markdown, with what it looked up while rendering (the routes of the files it
 * links to, the images it shows). A file is rendered again when its text changed, when the data
 * changed, or when one of its lookups now gives another answer (a linked page was renamed).
 */
class MarkdownCache {
  private readonly entries = new Map<string, { source: SourceFile; route: string; data: unknown; lookups: Lookup[]; result: RenderedSource }>();

  render(source: SourceFile, route: string, inputs: MarkdownInputs): RenderedSource {
    const cached = this.entries.get(source.file);
    if (cached && cached.source === source && cached.route === route && cached.data === inputs.data && this.answersHold(cached.lookups, source, inputs)) {
      return cached.result;
    }
    const lookups: Lookup[] = [];
    const result = renderSource(source, route, inputs, (lookup) => lookups.push(lookup));
    this.entries.set(source.file, { source, route, data: inputs.data, lookups, result });
    return result;
  }

  /** Forgets files that are no longer built. */
  keepOnly(sources: Iterable<SourceFile>): void {
    const kept = new Set([...sources].map((source) => source.file));
    for (const file of this.entries.keys()) if (!kept.has(file)) this.entries.delete(file);
  }

  private answersHold(lookups: readonly Lookup[], source: SourceFile, inputs: MarkdownInputs): boolean {
    return lookups.every(({ kind, target, answer }) => JSON.stringify(look(kind, target, source, inputs) ?? null) === answer);
  }
}

/** Each file's front matter with its data values, kept while the file and the data stay the same (so unchanged pages compare equal). */
class FrontMatterDataCache {
  private readonly entries = new WeakMap<SourceFile, { data: unknown; result: SourceFile }>();

  apply(source: SourceFile, data: Record<string, unknown>): SourceFile {
    const cached = this.entries.get(source);
    if (cached?.data === data) return cached.result;
    const result = withFrontMatterData(source, data);
    this.entries.set(source, { data, result });
    return result;
  }
}

/** A link, image or code colours a file's Markdown looked up, and what the answer was (as JSON). */
interface Lookup {
  kind: 'link' | 'image' | 'colours';
  target: string;
  answer: string;
}

function look(kind: Lookup['kind'], target: string, source: SourceFile, inputs: MarkdownInputs) {
  if (kind === 'link') return resolveLink(source, target, inputs.routeByFile);
  // Only whether the colours exist: once made, they never change for the same code.
  if (kind === 'colours') return inputs.highlight(...(JSON.parse(target) as [string, string])) !== undefined || undefined;
  return inputs.pageImages.resolve(source, target) ?? inputs.images.resolve(target);
}

function resolveLink(source: SourceFile, href: string, routeByFile: ReadonlyMap<string, string>): string | undefined {
  const folder = path.posix.dirname(`${source.area === 'page' ? 'pages' : source.area}/${source.rel}`);
  return routeByFile.get(path.posix.normalize(path.posix.join(folder, decodeURIComponent(href))));
}

function renderSource(source: SourceFile, route: string, inputs: MarkdownInputs, remember: (lookup: Lookup) => void): RenderedSource {
  const lookUp = <Kind extends Lookup['kind']>(kind: Kind, target: string) => {
    const answer = look(kind, target, source, inputs);
    remember({ kind, target, answer: JSON.stringify(answer ?? null) });
    return answer as Kind extends 'link' ? string | undefined : ResolvedImage | undefined;
  };
  const highlight: HighlightCode = (code, language) => {
    const lines = inputs.highlight(code, language);
    remember({ kind: 'colours', target: JSON.stringify([code, language]), answer: lines === undefined ? 'null' : 'true' });
    return lines;
  };
  const context: MarkdownContext = {
    file: source.file,
    bodyStartLine: source.bodyStartLine,
    data: inputs.data,
    baseUrl: inputs.config.baseUrl,
    headingIds: inputs.config.markdown.headingIds,
    format: source.frontMatter.format,
    pageUrl: docusaurusPageUrl(source, route, inputs.config),
    resolveMarkdownLink: (href) => lookUp('link', href),
    resolveImage: (src) => lookUp('image', src),
    copyableCode: inputs.copyableCode,
    highlight,
    mermaidScript: inputs.mermaidScript,
    readRelativeFile: (file) => readTextBeside(path.join(inputs.contentDir, areaFolder(source.area), source.rel), file),
    renderSiteComponent: (from, props, childrenHtml) => inputs.siteComponents.render(from, path.join(inputs.contentDir, areaFolder(source.area), source.rel), props, childrenHtml),
  };
  const [above, below] = source.body.split(/^<!--\s*truncate\s*-->\s*$/m);
  const full = renderMarkdown(below === undefined ? source.body : `${above}\n${below}`, context);
  const excerpt = below === undefined ? undefined : renderMarkdown(above ?? '', context);
  // The plain text is only counted: kept, it would hold a second copy of every page until the end.
  const { text, ...rendered } = full;
  return { route, ...rendered, words: countWords(text), excerptHtml: excerpt?.html };
}

function readTextBeside(page: string, file: string): string | undefined {
  try {
    return readFileSync(path.resolve(path.dirname(page), file), 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether a page has a Mermaid diagram, whose library the site then needs. */
function drawsDiagrams(staged: Staged): boolean {
  return [...staged.rendered.values()].some((result) => result.html.includes('data-mermaid='));
}

/**
 * A page's URL as Docusaurus gives it, which its relative URL links resolve against: no trailing
 * slash, except the wiki's root, a docs folder's root (`/wiki/survival/`) or a slug written with one.
 */
function docusaurusPageUrl(source: SourceFile, route: string, config: SiteConfig): string {
  const slug = source.frontMatter.slug;
  const depthInWiki = route.slice(`/${config.docs.routeBasePath}/`.length).split('/').filter(Boolean).length;
  const docsRoot = source.area === 'wiki' && route.startsWith(`/${config.docs.routeBasePath}/`) && depthInWiki <= 1;
  if (route === '/' || docsRoot || (typeof slug === 'string' && slug.endsWith('/'))) return route;
  return route.slice(0, -1);
}

/** Words of a text whose whitespace is single spaces (as `renderMarkdown` gives it): one more than its spaces. */
function countWords(text: string): number {
  if (text === '') return 0;
  let words = 1;
  for (let space = text.indexOf(' '); space !== -1; space = text.indexOf(' ', space + 1)) words += 1;
  return words;
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
 * Every page a visitor may look for, in site order, with its trail: a wiki page's folders (by
 * their sidebar labels, the game mode by its name), "Blog" for a post. The search page itself is
 * left out.
 */
function searchTrails(routes: Routes): Map<Doc | Post | ContentPage, string[]> {
  const docByRoute = new Map(routes.docs.map((doc) => [doc.route, doc]));
  // `/wiki/survival/eventos/spleef/` → the pages at `/wiki/survival/` and `/wiki/survival/eventos/`.
  const trail = (doc: Doc) => {
    const segments = doc.route.split('/').filter(Boolean);
    return segments.slice(1, -1).flatMap((_, index) => {
      const ancestor = docByRoute.get(`/${segments.slice(0, index + 2).join('/')}/`);
      return ancestor ? [index === 0 ? ancestor.title : ancestor.sidebarLabel] : [];
    });
  };
  const entries: [Doc | Post | ContentPage, string[]][] = [
    ...routes.docs.filter((doc) => !doc.unlisted).map((doc): [Doc, string[]] => [doc, trail(doc)]),
    ...routes.posts.map((post): [Post, string[]] => [post, [uiText.blog]]),
    ...routes.pages.filter((contentPage) => contentPage.layout !== 'search').map((contentPage): [ContentPage, string[]] => [contentPage, []]),
  ];
  return new Map(entries);
}

function searchablePages(routes: Routes, rendered: ReadonlyMap<SourceFile, RenderedSource>): RenderedSearchablePage[] {
  return [...searchTrails(routes)].map(([routed, trail]) => searchablePage(routed, trail, rendered.get(routed.source)));
}

function searchablePage(routed: Doc | Post | ContentPage, b: string[], result: RenderedSource | undefined): RenderedSearchablePage {
  return { t: routed.title, u: routed.route, b, keywords: keywordsOf(routed.source.frontMatter.keywords), html: result?.html ?? '', result };
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
  private constructor(
    private readonly files: ReadonlySet<string>,
    private readonly sizes: ReadonlyMap<string, { width: number; height: number } | undefined>,
  ) {}

  static async read(staticDir: string, files: readonly string[]): Promise<ImageLookup> {
    const imageFiles = files.filter((file) => /\.(png|jpe?g|gif|webp|svg)$/i.test(file));
    const sizes = await Promise.all(
      imageFiles.map(async (file) => [file, readImageSize(await readFile(path.join(staticDir, file)), path.extname(file))] as const),
    );
    return new ImageLookup(new Set(files), new Map(sizes));
  }

  resolve(src: string): ResolvedImage | undefined {
    const file = decodeURIComponent(src.split(/[?#]/)[0] ?? '').replace(/^(\.\/)?\/*/, '');
    if (!this.files.has(file)) return undefined;
    const size = this.sizes.get(file);
    return { path: `/${file}`, ...size };
  }
}
