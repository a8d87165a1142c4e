/**
 * A site built once, into an empty output: `npm run build`. The search index is made by a worker
 * thread, fed each page as soon as its Markdown is rendered, while the pages are rendered.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { scriptJson, siteSettings } from '../components/head-scripts.ts';
import type { SiteContext } from '../components/site-context.ts';
import type { SiteConfigInput } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import type { SearchSettings } from '../model/search-settings.ts';
import { type BuiltAssets, buildAssets } from './assets.ts';
import { validateConfig } from './config.ts';
import { type LoadedContent, loadContent } from './load.ts';
import type { PagePlan } from './page-plan.tsx';
import { renderDocument } from './render.tsx';
import { searchContexts, searchSettings, settingsOfFiles, unindexedSettings } from './search-files.ts';
import { modeTitles } from './search-pages.ts';
import { SearchWorker } from './search-worker.ts';
import { type DocumentSummary, SiteStages, type Staged } from './site-stages.ts';
import type { SiteOutput } from './output.ts';
import { ThreadedOutput } from './threaded-output.ts';
import { repairOutput, writeSiteAtomically } from './write.ts';

export type { DocumentSummary } from './site-stages.ts';

export interface BuildResult {
  /** HTML documents written, the not-found page included. */
  pages: number;
  /** Every Markdown page built, for content checks and reports. */
  documents: DocumentSummary[];
  warnings: Warning[];
}

export interface BuildOptions {
  config: SiteConfigInput;
  contentDir: string;
  outDir: string;
  /** Overrides the configuration's base URL. */
  baseUrl?: string;
  /** Writes `.br` and `.gz` beside every compressible file (default: true). */
  compress?: boolean;
}

/** Builds a content folder into a static site: load → route → render → check → write, all or nothing. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const config = validateConfig(options.config, { baseUrl: options.baseUrl });
  const contentDir = path.resolve(options.contentDir);
  // Started first, so that the worker threads load while the content does.
  const searchWorker = new SearchWorker();
  const compress = options.compress ?? true;
  // Compressing costs more CPU than rendering: one writer per core (at most four) shares it.
  const writer = new ThreadedOutput({ threads: compress ? Math.min(4, availableParallelism()) : 1 });
  try {
    await repairOutput(options.outDir);
    // Started first: without a cached bundle, esbuild works in its own process while the content is read.
    const bundled = buildAssets();
    bundled.catch(() => {}); // awaited below: a content error thrown first must not leave it unhandled
    const content = loadContent(contentDir);
    const assets = await bundled;
    const stages = new SiteStages(config, contentDir);
    return await writeSiteAtomically(options.outDir, (output) => writeSite(stages, content, assets, output, searchWorker), { writer, compress });
  } finally {
    await Promise.all([searchWorker.stop(), writer.stop()]);
  }
}

async function writeSite(stages: SiteStages, content: LoadedContent, assets: BuiltAssets, output: SiteOutput, searchWorker: SearchWorker): Promise<BuildResult> {
  const staged = await stages.stage(content, assets, undefined, searchWorker);
  await stages.writeFilesBeforePages(staged, output);
  const search = indexedSearch(stages, staged, searchWorker, output);
  const site = stages.siteContext(staged, search.settings);
  const plans = stages.plan(staged, site);
  await writePages(plans.pages, output, site, search.indexed);
  stages.writePageImages(output);
  for (const [file, contents] of stages.extraFiles(plans.pages, plans.feedEntries, staged)) output.write(file, contents);
  return { pages: plans.pages.length, documents: stages.documents(staged), warnings: stages.warnings(staged, plans.pages) };
}

/**
 * Asks the search worker for the files of every page it was sent, and writes them when they come
 * (`indexed` then gives the browser's settings). Meanwhile, `settings` holds what pages can be
 * rendered with: the contexts' paths and labels, but no files yet (`writePages` puts in the real ones).
 */
function indexedSearch(stages: SiteStages, staged: Staged, searchWorker: SearchWorker, output: SiteOutput): { settings: SearchSettings; indexed: Promise<SearchSettings> } {
  const { config } = stages;
  const contexts = searchContexts(config, modeTitles(staged.routes.docs));
  const indexed = searchWorker.finish(contexts).then((files) => {
    for (const file of files.flat()) output.write(file.path, file.contents);
    return searchSettings(config, contexts.map((context, position) => settingsOfFiles(context, config, files[position] ?? [])));
  });
  // Awaited only when the pages are written: a build that fails before must not leave it unhandled.
  indexed.catch(() => {});
  return { settings: searchSettings(config, contexts.map(unindexedSettings)), indexed };
}

/** Characters of HTML held while the search index is made: all of this site, about 400 pages of the 2,000-page corpus. */
const HELD_CHARACTERS = 16_000_000;

/**
 * Renders and writes every page. While the search index is still being made (`indexed`), pages
 * are rendered all the same and held (a few megabytes at most), then written with the real
 * settings in place of those they were rendered with: the main thread need not wait idle.
 */
async function writePages(pages: readonly PagePlan[], output: SiteOutput, site: SiteContext, indexed: Promise<SearchSettings>): Promise<void> {
  /** Puts the real settings into a page rendered with the unindexed ones; undefined until they are known. */
  let putSettings: ((html: string) => string) | undefined;
  const held: [file: string, html: string][] = [];
  let heldCharacters = 0;
  const withSettings = (settings: SearchSettings) => {
    const real = scriptJson(siteSettings(site.config, site.assets, settings));
    // A function, so that `$` in the settings is never read as a replacement pattern.
    putSettings = (html) => html.replace(site.chrome.settingsJson, () => real);
  };
  indexed.then(withSettings, () => {}); // A failure is thrown below, where `indexed` is awaited.
  const writeHeld = async () => {
    if (!putSettings) withSettings(await indexed);
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
