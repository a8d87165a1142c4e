/**
 * A site kept in memory and updated for each change: the dev server's builder. `build` writes
 * everything once, with search files under stable names, and keeps what it made; `update` redoes
 * only what a change reaches: the Markdown of the files that changed (and of the pages whose links
 * or images now resolve differently), then only the pages whose inputs differ from the previous
 * build's (the element's props are the page's inputs). The search contexts whose sections changed
 * wait in a backlog that `writeSearch` works off once the pages are out.
 */
import type { SiteContext } from '../components/site-context.ts';
import type { SiteConfig } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import type { SearchContextSettings, SearchSettings } from '../model/search-settings.ts';
import { splitSections } from '../search/split-sections.ts';
import type { SearchDocument } from '../search/types.ts';
import type { BuiltAssets } from './assets.ts';
import type { ContentLayout } from './content-layout.ts';
import type { LoadedContent } from './load.ts';
import type { PagePlan, RenderedSource } from './page-plan.tsx';
import { renderDocument } from './render.tsx';
import { sameValue } from './same-value.ts';
import { indexSearchContext, indexSearchContextInTurns, planSearch, type SearchContextFiles, type SearchContextPlan, searchContextSettings, searchResultsRoute, searchSettings } from './search-files.ts';
import type { ContentPage, Doc, Post } from './route.ts';
import { modeTitles, type RenderedSearchablePage, searchablePage, searchablePages } from './search-pages.ts';
import { SiteStages, type Staged } from './site-stages.ts';
import type { SiteOutput, UpdatableOutput } from './output.ts';
import { copyStaticFiles, staticFileOf } from './static-files.ts';
import { htmlText } from '../model/page-html.ts';

export interface UpdateReport {
  /** Routes whose HTML was written again, or 'all' when every page changed (a new asset URL, new search settings). */
  changedRoutes: string[] | 'all';
  /** Routes that no longer exist. */
  removedRoutes: string[];
  /** Asset files (`assets/site.css`) whose contents changed. */
  changedAssets: string[];
  warnings: Warning[];
}

interface BuildState {
  staged: Staged;
  site: SiteContext;
  /** The last plan of every page, by its file: what the next update compares with. */
  pages: Map<string, PagePlan>;
  extras: Map<string, string>;
  search: SearchContextPlan[];
}

export class SiteUpdater {
  private readonly stages: SiteStages;
  private state: BuildState | undefined;
  private readonly searchable = new WeakMap<RenderedSource, { routed: Doc | Post | ContentPage; trail: string[]; page: RenderedSearchablePage }>();
  private readonly sections = new WeakMap<RenderedSource, { page: RenderedSearchablePage; documents: readonly SearchDocument[] }>();
  /** Search contexts to index again, by name, each in its latest version. */
  private readonly searchBacklog = new Map<string, SearchContextPlan>();
  /** The search files of each context as written last, with their contents: a new version writes only those that changed, and removes those it no longer has. */
  private readonly searchFiles = new Map<string, Map<string, string | Uint8Array>>();

  constructor(config: SiteConfig, layout: ContentLayout) {
    this.stages = new SiteStages(config, layout);
  }

  /** Builds every page into an empty output, and keeps what it made for the updates. */
  async build(content: LoadedContent, assets: BuiltAssets, output: SiteOutput): Promise<{ warnings: Warning[] }> {
    const { stages } = this;
    const staged = await stages.stage(content, assets, undefined);
    await stages.writeFilesBeforePages(staged, output);
    const searchPlans = this.planSearch(staged);
    for (const context of searchPlans) this.writeSearchFiles(context.name, indexSearchContext(context, stages.config, 'stable'), output);
    const site = stages.siteContext(staged, this.stableSettings(searchPlans, staged));
    const plans = stages.plan(staged, site);
    for (const page of plans.pages) {
      output.write(page.file, renderDocument(page.element));
      await output.drain();
    }
    stages.writePageImages(output);
    const extras = stages.extraFiles(plans, staged);
    for (const [file, contents] of extras) output.write(file, contents);
    this.state = { staged, site, pages: new Map(plans.pages.map((page) => [page.file, page])), extras, search: searchPlans };
    return { warnings: stages.warnings(staged, plans) };
  }

  /**
   * Applies a change to what the last build or update made and writes only what differs. `content`
   * is the content after the change; `assets`, when the client code or stylesheet changed. On an
   * error nothing is written and the previous state stays, so the next update starts from it.
   */
  async update(content: LoadedContent, assets: BuiltAssets | undefined, staticChanges: string[] | 'all', output: UpdatableOutput): Promise<UpdateReport> {
    const { stages } = this;
    const previous = this.state;
    if (!previous) throw new Error('SiteUpdater.update: build first');
    const staged = await stages.stage(content, assets ?? previous.staged.assets, previous.staged);
    const searchPlans = this.planSearch(staged);
    const site = stages.siteContext(staged, this.stableSettings(searchPlans, staged), previous.site);
    const plans = stages.plan(staged, site);
    const rendered = plans.pages.filter((page) => {
      const before = previous.pages.get(page.file)?.element;
      return !before || before.type !== page.element.type || !sameValue(before.props, page.element.props);
    });
    const html = rendered.map((page) => [page.file, renderDocument(page.element)] as const);
    const extras = stages.extraFiles(plans, staged);
    const warnings = stages.warnings(staged, plans);

    // Everything that could fail has run: now the output changes.
    const newFiles = new Set(plans.pages.map((page) => page.file));
    const removed = [...previous.pages.values()].filter((page) => !newFiles.has(page.file));
    for (const page of removed) output.remove(page.file);
    await this.updateStaticFiles(staticChanges, content, output);
    // The staged assets: the client's when it changed, and the code's token classes whenever a page's code brings new ones.
    const changedAssets = changedAssetFiles(previous.staged.assets, staged.assets);
    for (const file of staged.assets.files) if (changedAssets.includes(file.path.slice(1))) output.write(file.path.slice(1), file.contents);
    for (const [file, contents] of html) output.write(file, contents);
    stages.writeDiagramLibrary(staged, output);
    stages.writePageImages(output);
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
      const files = await indexSearchContextInTurns(context, this.stages.config, pause);
      const before = this.searchFiles.get(name) ?? new Map();
      const written = this.writeSearchFiles(name, files, output);
      for (const stale of before.keys()) if (!written.has(stale)) output.remove(stale);
      await output.flush();
      if (this.searchBacklog.get(name) === context) this.searchBacklog.delete(name);
    }
  }

  /** A page's search sections, cut again only when its text, title, trail or keywords changed. */
  private sectionsOf(page: RenderedSearchablePage): readonly SearchDocument[] {
    const { result } = page;
    if (!result) return splitSections(htmlText(page.html), page);
    const cached = this.sections.get(result);
    if (cached && sameSearchFields(cached.page, page)) return cached.documents;
    const documents = splitSections(htmlText(page.html), page);
    this.sections.set(result, { page, documents });
    return documents;
  }

  /** Every page's search sections, sorted into the search contexts. */
  private planSearch(staged: Staged): SearchContextPlan[] {
    const { routes, rendered } = staged;
    const pages = searchablePages(routes, rendered, staged.docTrails, this.stages.blogTrail, (routed, trail, result) => this.searchablePage(routed, trail, result));
    return planSearch(pages, this.stages.config, modeTitles(routes.docs), this.stages.text.t('site.search.restOfSite'), (page) => this.sectionsOf(page));
  }

  /** A page as search takes it: the same object as last time for the same page, trail and Markdown. */
  private searchablePage(routed: Doc | Post | ContentPage, trail: string[], result: RenderedSource | undefined): RenderedSearchablePage {
    const cached = result && this.searchable.get(result);
    if (cached && cached.routed === routed && cached.trail === trail) return cached.page;
    const page = searchablePage(routed, trail, result);
    if (result) this.searchable.set(result, { routed, trail, page });
    return page;
  }

  private stableSettings(plans: SearchContextPlan[], staged: Staged): SearchSettings {
    const { config } = this.stages;
    return searchSettings(config, plans.map((context): SearchContextSettings => searchContextSettings(context, config)), searchResultsRoute(staged));
  }

  /**
   * Writes one context's files, but those written before with the same contents (a save changes a
   * few shards, its page's file and its texts), and remembers them; returns them by path.
   */
  private writeSearchFiles(name: string, { files }: SearchContextFiles, output: SiteOutput): Map<string, string | Uint8Array> {
    const before = this.searchFiles.get(name);
    for (const file of files) if (before?.get(file.path) !== file.contents) output.write(file.path, file.contents);
    const written = new Map(files.map((file) => [file.path, file.contents]));
    this.searchFiles.set(name, written);
    return written;
  }

  private async updateStaticFiles(changes: string[] | 'all', content: LoadedContent, output: UpdatableOutput): Promise<void> {
    const { layout } = this.stages;
    if (changes === 'all') {
      await copyStaticFiles(layout, content.staticFiles, output);
      return;
    }
    const present = new Set(content.staticFiles);
    for (const file of changes) {
      if (present.has(file)) await output.copyFile(staticFileOf(layout, file), file);
      else output.remove(file);
    }
  }
}

function changedAssetFiles(before: BuiltAssets, after: BuiltAssets): string[] {
  const old = new Map(before.files.map((file) => [file.path, file.contents]));
  return after.files.filter((file) => !sameBytes(old.get(file.path), file.contents)).map((file) => file.path.slice(1));
}

/** Whether what a page's sections carry besides its text (title, address, trail, keywords, description) is the same. */
function sameSearchFields(a: RenderedSearchablePage, b: RenderedSearchablePage): boolean {
  return a.t === b.t && a.u === b.u && a.description === b.description && sameStrings(a.b, b.b) && sameStrings(a.keywords, b.keywords);
}

function sameStrings(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((item, position) => item === b[position]));
}

function sameDocuments(a: readonly SearchDocument[], b: readonly SearchDocument[] | undefined): boolean {
  return b !== undefined && a.length === b.length && a.every((document, index) => document === b[index]);
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}
