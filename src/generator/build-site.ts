/**
 * A site built once, into an empty output: `npm run build`. The search index is made by a worker
 * thread, fed each page as soon as its Markdown is rendered, while the pages are rendered.
 */
import { rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { routeSetMembership } from '../components/navbar-state.ts';
import type { SiteConfigInput } from '../model/config.ts';
import { ContentError, formatWarning, type Warning } from '../model/errors.ts';
import type { SearchSettings } from '../model/search-settings.ts';
import { type BuiltAssets, buildAssets, withCustomCss, withIslands } from './assets.ts';
import type { IslandName } from '../model/islands.ts';
import { validateConfig } from './config.ts';
import { BuildCache, type BuildCacheOptions } from './build-cache.ts';
import { type ContentLayout, contentFolderLayout } from './content-layout.ts';
import { generatorVersion } from './generator-version.ts';
import { type DocusaurusProject, loadDocusaurusProject, projectConfig } from './docusaurus-project.ts';
import { displayPath, type LoadedContent, loadContent } from './load.ts';
import { withHookedFrontMatter } from './front-matter-hook.ts';
import { localeLayout, type ProjectLocale } from './docusaurus-locales.ts';
import { renderDocument } from './render.tsx';
import { searchContexts, searchContextSettings, searchLanguageOf, searchResultsRoute, searchSettings } from './search-files.ts';
import { modeTitles } from './search-pages.ts';
import { SearchWorker } from './search-worker.ts';
import { SharedHtml } from './shared-html.ts';
import { type DocumentSummary, SiteStages, type Staged } from './site-stages.ts';
import type { BuildOutput } from './output.ts';
import { ThreadedOutput } from './threaded-output.ts';
import { repairOutput, spareFolderOf, writeSiteAtomically } from './write.ts';
import { PRIVATE_PATHS } from '../server/serving-rules.ts';
import { collectGarbage } from '../tools/collect-garbage.ts';

export type { DocumentSummary } from './site-stages.ts';

export interface BuildResult {
  /** HTML documents written, the not-found page included. */
  pages: number;
  /** Every Markdown page built, for content checks and reports. */
  documents: DocumentSummary[];
  warnings: Warning[];
  /** Pages whose inputs had not changed since the previous build: put in place from it, not rendered. */
  reused: number;
}

export interface BuildOptions {
  /** The configuration, or what makes it from the loaded content (a Docusaurus project's navbar names docs by id). */
  config: SiteConfigInput | ((content: LoadedContent) => SiteConfigInput);
  /** A content folder (`wiki/`, `blog/`, `pages/`, `data/`, `static/`), or else `layout`. */
  contentDir?: string;
  /** Where each kind of content is, for a site not laid out as a content folder (a Docusaurus project). */
  layout?: ContentLayout;
  outDir: string;
  /** Overrides the configuration's base URL. */
  baseUrl?: string;
  /** Writes `.br` and `.gz` beside every compressible file (default: true). */
  compress?: boolean;
  /** Found before the build (reading a project's configuration): reported with the build's own. */
  warnings?: readonly Warning[];
  /** The site's own stylesheets, after the generator's. */
  customCss?: string;
  /** The islands the site's pages may show, when not all (a Docusaurus project has no gradient tool or IP lookup). */
  islands?: readonly IslandName[];
  /** Called with the complete new site's folder before it takes the output's place (the other locales' sites move in). */
  beforeSwap?: (folder: string) => Promise<void>;
  /** What the build remembers of the previous one (build-cache.ts); `false` builds from scratch, and remembers nothing. */
  cache?: false | Partial<BuildCacheOptions>;
  /** An older copy of the output to write over when it has no spare (a locale's folder in the default locale's spare: write.ts's `AdoptedFolder`). */
  adoptFolder?: string;
}

/** Builds a content folder into a static site: load → route → render → check → write, all or nothing. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const early = typeof options.config === 'function' ? undefined : validateConfig(options.config, { baseUrl: options.baseUrl });
  const layout = options.layout ?? contentFolderLayout(options.contentDir ?? 'content');
  // Started first, so that the worker threads load while the content does (a project's, once its configuration is read).
  let searchWorker = early && new SearchWorker(searchLanguageOf(early), early.search.synonyms);
  const compress = options.compress ?? true;
  // Compressing costs more CPU than rendering: one writer per core (at most four) shares it.
  const writer = new ThreadedOutput({ threads: compress ? Math.min(4, availableParallelism()) : 1 });
  try {
    await repairOutput(options.outDir);
    // Started first: without a cached bundle, esbuild works in its own process while the content is read.
    const bundled = buildAssets();
    bundled.catch(() => {}); // awaited below: a content error thrown first must not leave it unhandled
    const cache = options.cache === false ? undefined : new BuildCache(options.outDir, { generatorVersion: generatorVersion(), ...options.cache });
    // Told before the content is read, the worker reads what it remembers on the other core meanwhile (10,000 pages: 1.2 s it then waited for, at the end).
    if (searchWorker) remembering(searchWorker, cache);
    const content = await withHookedFrontMatter(loadContent(layout, undefined, cache?.sources), layout);
    const config = early ?? validateConfig((options.config as (content: LoadedContent) => SiteConfigInput)(content), { baseUrl: options.baseUrl });
    const worker = searchWorker ?? remembering((searchWorker = new SearchWorker(searchLanguageOf(config), config.search.synonyms)), cache);
    const bundle = withCustomCss(await bundled, options.customCss ?? '');
    const assets = options.islands ? withIslands(bundle, options.islands) : bundle;
    const sharedHtml = new SharedHtml();
    const stages = new SiteStages(config, layout, sharedHtml, cache?.markdown);
    const result = await writeSiteAtomically(options.outDir, (output) => writeSite(stages, content, assets, output, worker, writer, sharedHtml, cache), { writer, compress, beforeSwap: options.beforeSwap, sharing: cache?.sharedSite, adopt: cache && options.adoptFolder !== undefined ? { folder: options.adoptFolder, list: cache.sharedSite.sharesWithList } : undefined });
    cache?.save();
    return { ...result, warnings: [...(options.warnings ?? []), ...result.warnings] };
  } finally {
    await Promise.all([searchWorker?.stop(), writer.stop()]);
  }
}

/** `worker`, told where the pages it reads are remembered and which site its files may be put in place from. */
function remembering(worker: SearchWorker, cache: BuildCache | undefined): SearchWorker {
  if (cache) worker.rememberAt(cache.searchAnalyses);
  if (cache?.previousSite) worker.reuseFrom(cache.previousSite);
  return worker;
}

/** What a Docusaurus project's pages may show of this generator's islands: the search box and the colour switch. */
export const PROJECT_ISLANDS: readonly IslandName[] = ['SearchBar', 'ColorModeToggle'];

/**
 * Builds a Docusaurus project folder as itself: its configuration, docs instances and versions,
 * blog, pages and stylesheets, in each of its locales. The other locales are built first, each into
 * a folder beside the output, then moved into the default locale's site (`/fr/`) before it takes
 * the output's place: a failure in any locale leaves the previous site whole.
 */
export async function buildProject(siteDir: string, options: Omit<BuildOptions, 'config' | 'contentDir' | 'layout' | 'beforeSwap'> & { locales?: string[] }): Promise<BuildResult> {
  const display = displayPath(process.cwd());
  const project = await loadDocusaurusProject(siteDir, display);
  const chosen = options.locales?.length ? project.locales.filter((locale) => options.locales!.includes(locale.name)) : project.locales;
  if (chosen.length === 0) throw new ContentError(siteDir, undefined, `no locale ${options.locales!.join(', ')} in the project; its locales: ${project.locales.map((locale) => locale.name).join(', ')}`);
  // `--locale fr` without the default one: as `docusaurus build --locale fr`, each is a site of its own base URL (`/fr/`, or its localeConfigs baseUrl) in the output's `fr/` folder.
  if (!chosen.some((locale) => locale.isDefault)) {
    const results: BuildResult[] = [];
    for (const locale of chosen) results.push(await buildLocaleAlone(project, locale, options, display));
    return combined(results);
  }
  const [main, ...others] = chosen;
  const built: { folder: string; path: string; result: BuildResult }[] = [];
  for (const locale of others) {
    const folder = `${path.resolve(options.outDir)}.locale-${locale.name}`;
    // Built into a folder that then moves into the site: what it replaces is the site's folder of the locale.
    const cache = options.cache === false ? false : { ...options.cache, replacedAt: path.join(options.outDir, locale.path) };
    const adoptFolder = path.join(spareFolderOf(options.outDir), locale.path);
    const result = await buildSite({ ...options, ...localeSite(project, locale, display), cache, adoptFolder, outDir: folder, baseUrl: undefined });
    built.push({ folder, path: locale.path, result });
  }
  const result = await buildSite({
    ...options,
    ...localeSite(project, main!, display),
    warnings: project.warnings,
    beforeSwap: async (folder) => {
      for (const locale of built) {
        await rm(path.join(folder, locale.path), { recursive: true, force: true });
        await rename(locale.folder, path.join(folder, locale.path));
        // The servers read the default locale's rules, at the root; inside a locale's folder they would be served as pages' files.
        for (const hidden of PRIVATE_PATHS) await rm(path.join(folder, locale.path, hidden), { recursive: true, force: true });
      }
    },
  });
  return combined([result, ...built.map((locale) => locale.result)]);
}

/** What every build of one of the project's locales is made of: its configuration, its content's layout, its stylesheets, the islands. */
function localeSite(project: DocusaurusProject, locale: ProjectLocale, display: (absolute: string) => string): Pick<BuildOptions, 'islands' | 'config' | 'layout' | 'customCss'> {
  return { islands: PROJECT_ISLANDS, config: (content) => projectConfig(project, content, locale), layout: localeLayout(project.layout, project.versions, locale, display, project.warnings), customCss: project.customCss };
}

/** One locale other than the default, built alone into its folder of the output. */
function buildLocaleAlone(project: DocusaurusProject, locale: ProjectLocale, options: Omit<BuildOptions, 'config' | 'contentDir' | 'layout' | 'beforeSwap'>, display: (absolute: string) => string): Promise<BuildResult> {
  return buildSite({ ...options, ...localeSite(project, locale, display), outDir: path.join(options.outDir, locale.path), baseUrl: undefined, warnings: project.warnings });
}

/** The builds of several locales as one: a file read by every locale (an untranslated page) warns once, not once per locale. */
function combined([first, ...rest]: BuildResult[]): BuildResult {
  const all = [first!, ...rest];
  const warnings = [...new Map(all.flatMap((one) => one.warnings).map((warning) => [formatWarning(warning), warning])).values()];
  return { pages: all.reduce((sum, one) => sum + one.pages, 0), reused: all.reduce((sum, one) => sum + one.reused, 0), documents: all.flatMap((one) => one.documents), warnings };
}

/** `writer` is `output`, open: the search worker writes through its threads. Pages are written with `sharedHtml`, which their marks are from. */
async function writeSite(
  stages: SiteStages,
  content: LoadedContent,
  assets: BuiltAssets,
  output: BuildOutput,
  searchWorker: SearchWorker,
  writer: ThreadedOutput,
  sharedHtml: SharedHtml,
  cache: BuildCache | undefined,
): Promise<BuildResult> {
  const staged = await stages.stage(content, assets, undefined, searchWorker);
  // What reading and rendering the Markdown left goes before the pages, which the peak comes with (2,000 pages: 351-373 MB, 332-342 MB with it; 10,000, after an edit: 973-980 MB, 923-927 MB; the same times).
  collectGarbage();
  await stages.writeFilesBeforePages(staged, output);
  const search = indexedSearch(stages, staged, searchWorker, writer);
  const site = stages.siteContext(staged, search.settings);
  const plans = stages.plan(staged, site);
  for (const page of plans.pages) {
    // The navbar's route sets count for nothing in the site's digest (RouteSet): the page's own membership of them does.
    const previous = cache?.reusable(page.file, [page.element, routeSetMembership(site.config, page.route)]);
    if (previous) output.reuse(page.file, previous.from, previous.listed);
    else output.write(page.file, sharedHtml.encode(renderDocument(page.element)), { moved: true });
    await output.drain();
  }
  stages.writePageImages(output);
  for (const [file, contents] of stages.extraFiles(plans, staged)) output.write(file, contents);
  // Checked while the search worker finishes its files: on 10,000 pages it ends after the pages do.
  const result = { pages: plans.pages.length, reused: cache?.reused ?? 0, documents: stages.documents(staged), warnings: stages.warnings(staged, plans) };
  await search.written;
  return result;
}

/**
 * Has the search worker write the files of every page it was sent through the writer threads
 * (`written`), while the pages are rendered: pages name each context's entry file, whose name does
 * not depend on the index (`settings`).
 */
function indexedSearch(stages: SiteStages, staged: Staged, searchWorker: SearchWorker, writer: ThreadedOutput): { settings: SearchSettings; written: Promise<void> } {
  const { config } = stages;
  const contexts = searchContexts(config, modeTitles(staged.routes.docs), stages.text.t('site.search.restOfSite'));
  const written = searchWorker.writeThrough(contexts, writer.openPorts(), writer.openFolder);
  // Awaited once the pages are written: a build that fails before must not leave it unhandled.
  written.catch(() => {});
  return { settings: searchSettings(config, contexts.map((context) => searchContextSettings(context, config)), searchResultsRoute(staged)), written };
}
