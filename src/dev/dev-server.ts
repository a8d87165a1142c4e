import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch } from 'chokidar';
import { build } from 'esbuild';
import { loadDocusaurusProject } from '../generator/docusaurus-project.ts';
import { isInside } from '../generator/content-layout.ts';
import { displayPath } from '../generator/load.ts';
import { BuilderClient, type BuildAnswer } from './builder-client.ts';
import { ChangeQueue } from './change-queue.ts';
import { createDevHandler, TabHub } from './dev-http.ts';

export interface DevServerOptions {
  contentDir: string;
  /** A Docusaurus project to build instead of the content folder (`npm run dev -- --site DIR`). */
  siteDir?: string;
  outDir: string;
  port: number;
  host: string;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/** Long enough to fold the writes of one save (some editors write twice), short against the 100 ms budget. */
const SETTLE_MS = 8;

/**
 * Builds the site into `outDir`, serves it, and rebuilds on every change under the content folder,
 * `src/` and `site.config.ts`. Content and client changes go to the running builder process; a
 * change to code the builder runs starts a new builder. Errors never stop the server: the tabs show
 * them, and the last good pages stay served.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const source = options.siteDir === undefined ? ['--content', options.contentDir] : ['--site', options.siteDir];
  const builder = new BuilderClient(new URL('./builder-process.ts', import.meta.url), [...source, '--out', options.outDir]);
  const watched = options.siteDir === undefined ? [options.contentDir] : await projectFolders(options.siteDir);
  const hub = new TabHub();

  let closing = false;
  const report = (answer: BuildAnswer, started: number) => {
    if (closing) return;
    const ms = Math.round(performance.now() - started);
    if (!answer.ok) {
      const where = answer.failure.file ? `${answer.failure.file}${answer.failure.line === undefined ? '' : `:${answer.failure.line}`}: ` : '';
      console.error(`Build failed after ${ms} ms: ${where}${answer.failure.message}\nStill serving the last good pages.`);
      hub.failed(answer.failure);
      return;
    }
    const { outcome } = answer;
    hub.built(outcome);
    const pages = outcome.changedPaths === 'all' ? 'every page' : `${outcome.changedPaths.length} page${outcome.changedPaths.length === 1 ? '' : 's'}`;
    console.log(`Rebuilt ${pages} in ${ms} ms${outcome.stylesheet ? ' (styles only)' : ''}.`);
    newWarnings(outcome.warnings).forEach((warning) => console.warn(`warning: ${warning}`));
  };
  const shownWarnings = new Set<string>();
  const newWarnings = (warnings: string[]) => {
    const fresh = warnings.filter((warning) => !shownWarnings.has(warning));
    shownWarnings.clear();
    for (const warning of warnings) shownWarnings.add(warning);
    return fresh;
  };

  // The site's interface texts (`i18n/<locale>/code.json`) are read once, when a builder starts.
  // The folder itself counts: a first `code.json` may come with its folders, and the watcher can
  // report only the new `i18n/` when the file inside is written before it watches there.
  const translations = path.resolve(options.contentDir, 'i18n') + path.sep;
  const rebuild = async (paths: string[]) => {
    const started = performance.now();
    const newCode = !builder.running || paths.some((file) => builder.serverModules.has(file) || `${path.resolve(file)}${path.sep}`.startsWith(translations));
    if (newCode && builder.running) console.log('The generator\'s code, the site\'s configuration or its translations changed: starting a new builder.');
    const answer = newCode ? await builder.restart() : await builder.update(paths);
    report(answer, started);
  };
  const queue = new ChangeQueue(rebuild, SETTLE_MS);

  const started = performance.now();
  const [first, clientScript] = await Promise.all([builder.restart(), bundleDevClient()]);
  report(first, started);

  const watcher = watch([...watched, path.join(PROJECT_ROOT, 'src'), path.join(PROJECT_ROOT, 'site.config.ts')], {
    ignoreInitial: true,
    // chokidar's own folding of atomic saves waits 100 ms on every removal; the builder looks at
    // each file as it is when the batch runs, so a save by rename is simply a change.
    atomic: false,
    // Without this, chokidar drops a second change to a file within 50 ms of the first: a save lost.
    // Waiting for the write to finish goes another way, which never drops one and costs one poll.
    awaitWriteFinish: { stabilityThreshold: 0, pollInterval: 5 },
    // Editors' swap and backup files are not sources.
    // Nor are packages, or a project's Docusaurus build.
    ignored: (file: string) => /(^|[/\\])\.[^/\\]+$|~$|\.swp$|[/\\]node_modules([/\\]|$)/.test(file) || (options.siteDir !== undefined && isBuildOutput(options.siteDir, path.resolve(file))),
  });
  for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, (file: string) => queue.add(path.resolve(file)));
  await new Promise<void>((resolve) => watcher.once('ready', resolve));

  const server = createServer(createDevHandler({ root: options.outDir, hub, clientScript, searchWritten: () => builder.searchWritten() }));
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host}:${port}/`;
  const shown = watched.map((folder) => `${path.relative(process.cwd(), folder) || '.'}/`).join(', ');
  console.log(`Dev server on ${url} (watching ${shown}, src/ and site.config.ts; Ctrl+C to stop)`);

  return {
    url,
    close: async () => {
      closing = true;
      queue.clear();
      await watcher.close();
      hub.closeAll();
      await new Promise((resolve) => server.close(resolve));
      await builder.stop();
    },
  };
}

/** A Docusaurus project's folder and the content folders its configuration names outside it (Jest's `../docs`). */
async function projectFolders(siteDir: string): Promise<string[]> {
  const { layout } = await loadDocusaurusProject(siteDir, displayPath(process.cwd()));
  const folders = [layout.siteDir, ...layout.docsFolders.values(), layout.blogDir, ...layout.pagesFolders.map((folder) => folder.dir), ...layout.staticDirs];
  return [...new Set(folders)].filter((folder, _, all) => !all.some((other) => other !== folder && folder.startsWith(other + path.sep)));
}

/** The script every dev page loads, bundled once at start. */
async function bundleDevClient(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'browser/dev-client.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** A project's Docusaurus build folder, or a file in it. */
function isBuildOutput(siteDir: string, file: string): boolean {
  const build = path.join(siteDir, 'build');
  return file === build || isInside(build, file);
}
