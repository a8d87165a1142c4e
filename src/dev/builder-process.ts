/**
 * The dev server's builder: a child process, so that a change to the generator's own code is picked
 * up by starting a new one. It builds the whole site once, then applies each batch of changed files
 * the dev server sends, writing only what changed, and reports what the open tabs should do.
 */
// Before anything imports React: pages render with its production build, as `npm run build` renders them.
import '../generator/production-mode.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build as esbuild } from 'esbuild';
import config, { configFiles } from '../../site.config.ts';
import { type AssetBundler, type BuiltAssets, createAssetBundler, withCustomCss, withIslands } from '../generator/assets.ts';
import { PROJECT_ISLANDS } from '../generator/build-site.ts';
import { validateConfig } from '../generator/config.ts';
import { applyContentChanges } from '../generator/content-changes.ts';
import { type ContentLayout, contentFolderLayout, isInside } from '../generator/content-layout.ts';
import { loadDocusaurusProject, projectConfig } from '../generator/docusaurus-project.ts';
import type { SiteConfig } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import { formatWarning } from '../model/errors.ts';
import { displayPath, type LoadedContent, loadContent } from '../generator/load.ts';
import { withHookedFrontMatter } from '../generator/front-matter-hook.ts';
import { SiteUpdater } from '../generator/site-updater.ts';
import { FolderOutput } from '../generator/folder-output.ts';
import { writeSiteAtomically } from '../generator/write.ts';
import { describeFailure } from './failure.ts';
import type { BuildOutcome, FromBuilder, ToBuilder } from './protocol.ts';
import { withDevScript } from './dev-output.ts';

const { values } = parseArgs({ options: { content: { type: 'string', default: 'content' }, site: { type: 'string' }, out: { type: 'string', default: 'dist-dev' } } });
const outDir = path.resolve(values.out);

/** What is built: this site's content folder with site.config.ts, or a Docusaurus project read again at each full build. */
interface SiteSource {
  layout: ContentLayout;
  config(content: LoadedContent): SiteConfig;
  /** Found reading the project's configuration. */
  warnings: Warning[];
  customCss: string;
  /** Folders whose Markdown, categories and static files a save updates without a full build. */
  contentRoots: string[];
}

async function readSource(): Promise<SiteSource> {
  if (values.site === undefined) {
    const layout = contentFolderLayout(path.resolve(values.content));
    return { layout, config: () => validateConfig(config), warnings: [], customCss: '', contentRoots: [layout.siteDir] };
  }
  const project = await loadDocusaurusProject(values.site, displayPath(process.cwd()));
  const { layout } = project;
  return {
    layout,
    config: (content) => validateConfig(projectConfig(project, content)),
    warnings: project.warnings,
    customCss: project.customCss,
    // The project's configuration, sidebars, components and styles are not among them: a save there builds everything again.
    contentRoots: [...layout.docsFolders.values(), layout.blogDir, ...layout.pagesFolders.map((folder) => folder.dir), ...layout.staticDirs],
  };
}

function send(message: FromBuilder): void {
  process.send?.(message);
}

/** What a successful build left; undefined until the first full build succeeds. */
interface Session {
  builder: SiteUpdater;
  content: LoadedContent;
  baseUrl: string;
  source: SiteSource;
}

let bundler: AssetBundler | undefined;
let session: Session | undefined;
/** Files of batches that failed: the next batch applies them again, so no save is lost. */
const unapplied = new Set<string>();

async function fullBuild(): Promise<BuildOutcome> {
  const source = await readSource();
  bundler ??= await createAssetBundler();
  // esbuild works in its own process while the content is read.
  const rebuilt = bundler.rebuild();
  rebuilt.catch(() => {}); // awaited below: a content error thrown first must not leave it unhandled
  const content = await withHookedFrontMatter(loadContent(source.layout), source.layout);
  const siteConfig = source.config(content);
  const assets = withSiteAssets(await rebuilt, source);
  const builder = new SiteUpdater(siteConfig, source.layout);
  const report = await writeSiteAtomically(outDir, (folder) => builder.build(content, assets, withDevScript(folder)));
  session = { builder, content, baseUrl: siteConfig.baseUrl, source };
  return { changedPaths: 'all', scriptsChanged: true, warnings: [...source.warnings, ...report.warnings].map(formatWarning) };
}

async function update(current: Session, paths: string[]): Promise<BuildOutcome> {
  const { source } = current;
  // A React page (`src/pages/help.js`) is code the project runs, though it sits among the pages.
  const isContent = (file: string) => source.contentRoots.some((root) => isInside(root, file)) && !/\.[cm]?[jt]sx?$/.test(file);
  const contentPaths = paths.filter(isContent);
  const codePaths = paths.filter((file) => !isContent(file));
  // A project's own files that are no content (its configuration, sidebars, components): read it all again.
  if (values.site !== undefined && codePaths.some((file) => isInside(source.layout.siteDir, file))) return fullBuild();
  const changed = contentPaths.length > 0 ? applyContentChanges(current.content, source.layout, contentPaths) : { content: current.content, staticChanges: [] };
  const content = await withHookedFrontMatter(changed.content, source.layout, new Set(contentPaths.map((file) => path.resolve(file))));
  const { staticChanges } = changed;
  const assets = codePaths.length > 0 ? withSiteAssets(await bundler!.rebuild(), source) : undefined;
  const report = await current.builder.update(content, assets, staticChanges, output());
  session = { ...current, content };
  const scriptsChanged = report.changedAssets.some((file) => !file.endsWith('.css'));
  const onlyStyles = report.changedAssets.length > 0 && !scriptsChanged;
  const withBase = (route: string) => current.baseUrl + route.slice(1);
  const changedPaths = report.changedRoutes === 'all' ? 'all' : [...report.changedRoutes, ...report.removedRoutes].map(withBase);
  return {
    changedPaths,
    stylesheet: onlyStyles ? withBase(`/${report.changedAssets.find((file) => file.endsWith('.css'))}`) : undefined,
    scriptsChanged,
    warnings: [...source.warnings, ...report.warnings].map(formatWarning),
  };
}

/** The site's own stylesheet, and for a project only the islands it may show. */
function withSiteAssets(assets: BuiltAssets, source: SiteSource): BuiltAssets {
  const styled = withCustomCss(assets, source.customCss);
  return values.site === undefined ? styled : withIslands(styled, PROJECT_ISLANDS);
}

function output() {
  return withDevScript(new FolderOutput(outDir));
}

/** The source files this process runs, as esbuild follows its imports (packages left out), and the files its configuration reads. */
async function serverModules(): Promise<string[]> {
  const root = path.resolve(import.meta.dirname, '../..');
  const result = await esbuild({
    entryPoints: [import.meta.filename],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: root,
  });
  return [...Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input)), ...configFiles];
}

async function handle(paths: string[] | undefined): Promise<void> {
  for (const file of paths ?? []) unapplied.add(file);
  await stopSearch();
  try {
    const outcome = session && paths !== undefined ? await update(session, [...unapplied]) : await fullBuild();
    unapplied.clear();
    send({ type: 'built', outcome, searchPending: session?.builder.searchPending ?? false, serverModules: await serverModulesOnce() });
  } catch (error) {
    send({ type: 'failed', failure: describeFailure(error) });
  }
  if (session?.builder.searchPending) startSearch(session.builder);
}

/** The search indexing after the pages: it runs between batches, and a new batch stops it. */
let search: { controller: AbortController; done: Promise<void> } | undefined;

function startSearch(builder: SiteUpdater): void {
  const controller = new AbortController();
  const done = builder.writeSearch(output(), controller.signal).then(
    () => send({ type: 'search-written' }),
    (error: unknown) => {
      if (!controller.signal.aborted) send({ type: 'failed', failure: describeFailure(error) });
    },
  );
  search = { controller, done };
}

async function stopSearch(): Promise<void> {
  search?.controller.abort();
  await search?.done;
  search = undefined;
}

let modules: Promise<string[]> | undefined;
function serverModulesOnce(): Promise<string[]> {
  modules ??= serverModules();
  return modules;
}

// Batches arrive one at a time: the dev server waits for each answer before it sends the next.
let queue = handle(undefined);
process.on('message', (message: ToBuilder) => {
  if (message.type === 'update') queue = queue.then(() => handle(message.paths));
});
// Ctrl+C reaches the whole process group: the dev server decides when this process ends.
process.on('SIGINT', () => {});
process.on('disconnect', () => {
  void bundler?.dispose();
  process.exit(0);
});
