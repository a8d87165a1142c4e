/**
 * Build section: times `npm run build` (`MALLOC_ARENA_MAX=2 node --initial-old-space-size=400 scripts/launch.mjs build.ts`) on the real site and on generated corpora of 400,
 * 2,000 and 10,000 pages (bench-sizes.ts), in both shapes of issue 35 (with index pages, and as
 * Docusaurus's docs write them), and checks the figures against the budgets of DESIGN.md section 7
 * and issues 20 and 35.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { spareFolderOf } from '../src/generator/write.ts';
import { benchSizes, type BenchSizes } from './bench-sizes.ts';
import { budgetTable, type BudgetCheck } from './budget.ts';
import { compressionBench } from './compression-bench.ts';
import { WIKI_SHAPES, type WikiShape } from './corpus/plan.ts';
import { flushWrites } from './flush-writes.ts';
import { formatBytes, formatMs, formatRatio, kilobytes, megabytes } from './format.ts';
import { editablePageOf, generateCorpus, type CorpusOptions } from './generate-corpus.ts';
import { hugoBuildTimes, hugoVersion } from './hugo-bench.ts';
import { medianOf, wikiPagesBySize, type OutputFile } from './output-pages.ts';
import { EDITS, timeEditedBuilds, type Edit } from './rebuild-bench.ts';
import { median } from './stats.ts';
import type { Table } from './table.ts';
import { wireBytesTable } from './wire-bytes.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * Timed builds of each corpus, of both shapes: the first two runs over an output write most of it
 * (no spare yet, then a spare of another site), so with three the median was one of them.
 */
const RUNS = 5;
const SHAPE_NAMES: Record<WikiShape, string> = { 'index-pages': 'with index pages', docusaurus: 'Docusaurus shape' };
/** Builds of the largest corpus after each kind of edit of a page. */
const EDITED_RUNS = 3;
/** Hugo's builds per corpus. */
const HUGO_RUNS = 3;
/** Untimed builds of the largest corpus into an empty folder, before its timed runs (see `measureShape`). */
const HUGE_FIRST_BUILDS = 2;

export interface BuildTarget {
  name: string;
  /** Content folder, relative to the project root. */
  contentDir: string;
}

/** What `build.ts --stats FILE` writes. */
export interface BuildStats {
  pages: number;
  warnings: number;
  ms: number;
  /** User and system CPU time of every thread of the build. */
  cpuMs: number;
  maxRssBytes: number;
}

interface TypicalPage extends OutputFile {
  gzipBytes: number;
}

interface BuildMeasurement {
  target: BuildTarget;
  stats: BuildStats;
  /** Wall time of each run, spawn to exit. */
  wallMs: number[];
  /** CPU time of each run (`BuildStats.cpuMs`). */
  cpuMs: number[];
  /** Largest peak memory over the runs. */
  maxRssBytes: number;
  /** Wall time of each build made before the timed runs, into an empty folder without a build cache. */
  firstBuildMs: number[];
  /** Bytes of every file of the last run's output, counted here after the runs: a build does not count them. */
  outputBytes: number;
  typicalPage: TypicalPage;
  largestPage: OutputFile;
}

interface CorpusMeasurement extends BuildMeasurement {
  /** Median of Hugo's builds of the same corpus, when Hugo is installed. */
  hugoMs: number | undefined;
}

interface ShapeMeasurement {
  shape: WikiShape;
  small: CorpusMeasurement;
  large: CorpusMeasurement;
  huge: CorpusMeasurement;
  /** The largest corpus's page edited, and the builds after each kind of edit. */
  editedPage: string;
  edits: Record<Edit, number[]>;
}

/** A build that exited with an error: the benchmark stops and shows its output. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

export async function buildBench(): Promise<Table[]> {
  const sizes = benchSizes();
  const startupMs = await measureStartup();
  const site = await measureTarget({ name: 'site', contentDir: 'content' });
  const hugo = hugoVersion();
  const shapes: ShapeMeasurement[] = [];
  for (const shape of WIKI_SHAPES) shapes.push(await measureShape(shape, sizes, hugo !== undefined));
  const [indexPages] = shapes as [ShapeMeasurement];
  const compression = await compressionBench(timeBuild, indexPages.large.target.contentDir, outDirOf(site.target));
  const corpora = shapes.flatMap((m) => [m.small, m.large, m.huge]);
  return [
    measurementTable([site, ...corpora], startupMs),
    rebuildTable(shapes, sizes),
    hugoTable(corpora, hugo),
    ...shapes.map((m) => budgetTable(`Build budgets, ${SHAPE_NAMES[m.shape]}`, [...(m === indexPages ? [siteCheck(site)] : []), ...budgetChecks(m, sizes)])),
    wireBytesTable([{ name: 'site', outDir: path.join(ROOT, outDirOf(site.target)) }, ...shapes.map((m) => ({ name: m.large.target.name, outDir: path.join(ROOT, outDirOf(m.large.target)), wikiOnly: true }))]),
    ...compression,
  ];
}

/**
 * The three corpora of one shape, built by us then by Hugo. The largest one's output is removed
 * after (half a gigabyte), so its first two builds write every file into an empty folder (the
 * second finds no spare yet): they come before the timed runs and are reported apart, so that each
 * timed run is a build over the previous one, as for the smaller corpora, whose output stays from
 * the bench before. (Counted among the runs, the two made the median the slowest of the others.)
 */
async function measureShape(shape: WikiShape, sizes: BenchSizes, withHugo: boolean): Promise<ShapeMeasurement> {
  const small = await measureTarget(prepareCorpus(sizes.small, { shape }), RUNS);
  const large = await measureTarget(prepareCorpus(sizes.large, { shape }), RUNS);
  const hugeTarget = prepareCorpus(sizes.huge, { shape });
  removeOutput(hugeTarget);
  const huge = await measureTarget(hugeTarget, RUNS, HUGE_FIRST_BUILDS);
  const editedPage = editablePageOf(sizes.huge, shape);
  const edits = {} as Record<Edit, number[]>;
  for (const edit of EDITS) {
    edits[edit] = await timeEditedBuilds(hugeTarget.name, path.join(ROOT, hugeTarget.contentDir), editedPage, edit, EDITED_RUNS, async () => (await buildTarget(hugeTarget, 'kept')).wallMs);
  }
  removeOutput(hugeTarget);
  const withHugoMs = async (m: BuildMeasurement): Promise<CorpusMeasurement> => ({
    ...m,
    hugoMs: withHugo ? median(await hugoBuildTimes(path.join(ROOT, m.target.contentDir), path.join(ROOT, 'bench', '.out', `hugo-${m.target.name}`), HUGO_RUNS)) : undefined,
  });
  return { shape, small: await withHugoMs(small), large: await withHugoMs(large), huge: await withHugoMs(huge), editedPage, edits };
}

/** The output, its spare and its build cache. */
function removeOutput(target: BuildTarget): void {
  const output = path.join(ROOT, outDirOf(target));
  for (const folder of [output, spareFolderOf(output), path.join(ROOT, cacheDirOf(target))]) rmSync(folder, { recursive: true, force: true });
}

/** Issue 20's table: each corpus built by us and by Hugo in the same run (Hugo skipped, and said so, when it is not installed). */
function hugoTable(measurements: readonly CorpusMeasurement[], version: string | undefined): Table {
  return {
    title: 'Against Hugo, same corpora, same run (medians; ours writes .br and .gz too, Hugo a bare page per file)',
    header: ['content', 'our build', 'Hugo', 'ours / Hugo', 'our peak memory', 'median wiki page (raw / gzip)', 'largest wiki page'],
    rows: measurements.map((m) => {
      const ours = median(m.wallMs);
      return [m.target.name, formatMs(ours), m.hugoMs === undefined ? 'not installed' : formatMs(m.hugoMs), m.hugoMs === undefined ? '–' : formatRatio(ours / m.hugoMs), formatBytes(m.maxRssBytes), `${formatBytes(m.typicalPage.bytes)} / ${formatBytes(m.typicalPage.gzipBytes)}`, formatBytes(m.largestPage.bytes)];
    }),
    notes: [version ? `${version}, ${HUGO_RUNS} runs per corpus, two bare layouts (bench/hugo-bench.ts)` : 'Hugo is not installed (apt-get install hugo): its column is skipped'],
  };
}

/** Issue 35's rebuilds: the largest corpus of each shape into an empty folder, then over its output after one page changed. */
function rebuildTable(shapes: readonly ShapeMeasurement[], sizes: BenchSizes): Table {
  const spread = (wallMs: readonly number[]) => `${formatMs(median(wallMs))} (${Math.round(Math.min(...wallMs))}–${formatMs(Math.max(...wallMs))})`;
  return {
    title: `Builds of the ${sizes.huge}-page corpora: into an empty folder, and over the previous output after one page changed`,
    header: ['content', 'into an empty folder, no cache', 'after a body edit', 'after a title rename'],
    rows: shapes.map((m) => [m.huge.target.name, m.huge.firstBuildMs.map(formatMs).join(' and '), spread(m.edits.body), spread(m.edits.title)]),
    notes: [
      `into an empty folder: the output, its spare and the build cache removed first; ${HUGE_FIRST_BUILDS} builds, before the timed runs (whose peak memory counts them)`,
      `after an edit: ${EDITED_RUNS} builds each (median, min–max), each after one more edit of the page, with the build cache the build before left; a body edit adds a line, a title rename changes its front matter's title:`,
      ...shapes.map((m) => `${m.huge.target.name}: edited page ${m.editedPage}`),
    ],
  };
}

/** Median wall time of `build.ts --help`: starting Node and loading the build's modules (bundled). */
async function measureStartup(): Promise<number> {
  const wallMs: number[] = [];
  for (let run = 0; run < RUNS; run++) wallMs.push(await timeBuild('startup', ['build.ts', '--help']));
  return median(wallMs);
}

/**
 * Regenerates the corpus on every run, so it always matches the generator: `bench/.corpus/2000/`,
 * `bench/.corpus/2000-mdx/` with MDX pages, `bench/.corpus/2000-docusaurus/` in the Docusaurus shape.
 */
export function prepareCorpus(pageCount: number, options: CorpusOptions = {}): BuildTarget {
  const suffix = `${(options.mdxShare ?? 0) > 0 ? '-mdx' : ''}${options.shape === 'docusaurus' ? '-docusaurus' : ''}`;
  const contentDir = path.join('bench', '.corpus', `${pageCount}${suffix}`);
  const started = performance.now();
  rmSync(path.join(ROOT, contentDir), { recursive: true, force: true });
  generateCorpus(path.join(ROOT, contentDir), pageCount, options);
  process.stderr.write(`generated ${contentDir}/ (${pageCount} wiki pages) in ${formatMs(performance.now() - started)}\n`);
  return { name: `corpus-${pageCount}${suffix}`, contentDir };
}

/** `firstBuilds`: builds before the timed runs, their wall times kept apart (their peak memory counts). */
async function measureTarget(target: BuildTarget, runs = RUNS, firstBuilds = 0): Promise<BuildMeasurement> {
  const wallMs: number[] = [];
  const runStats: BuildStats[] = [];
  const firstBuildMs: number[] = [];
  for (let build = 1; build <= firstBuilds; build++) {
    const result = await buildTarget(target);
    firstBuildMs.push(result.wallMs);
    runStats.push(result.stats);
    process.stderr.write(`build ${target.name}: first build ${build}/${firstBuilds} (not timed with the runs) ${formatMs(result.wallMs)}\n`);
  }
  for (let run = 1; run <= runs; run++) {
    const result = await buildTarget(target);
    wallMs.push(result.wallMs);
    runStats.push(result.stats);
    process.stderr.write(`build ${target.name}: run ${run}/${runs} ${formatMs(result.wallMs)}\n`);
  }
  const stats = runStats.at(-1) as BuildStats;
  const maxRssBytes = Math.max(...runStats.map((s) => s.maxRssBytes));
  const outDir = path.join(ROOT, outDirOf(target));
  const pages = wikiPagesBySize(outDir);
  return { target, stats, wallMs, cpuMs: runStats.slice(firstBuilds).map((s) => s.cpuMs), maxRssBytes, firstBuildMs, outputBytes: folderBytes(outDir), typicalPage: withGzip(outDir, medianOf(pages)), largestPage: pages.at(-1)! };
}

/**
 * One build of the target into `bench/.out/NAME/`: its wall time and what the build reports.
 * `fresh`: its build cache removed first, a build from scratch but for the output it writes over
 * (what Hugo's runs do, so the two compare); `kept`: with the cache the build before left.
 */
export async function buildTarget(target: BuildTarget, cache: 'fresh' | 'kept' = 'fresh'): Promise<{ wallMs: number; stats: BuildStats }> {
  const statsFile = path.join('bench', '.out', `${target.name}.stats.json`);
  mkdirSync(path.join(ROOT, 'bench', '.out'), { recursive: true });
  rmSync(path.join(ROOT, statsFile), { force: true });
  const wallMs = await timeBuild(target.name, ['build.ts', '--content', target.contentDir, '--out', outDirOf(target), '--stats', statsFile], { dir: cacheDirOf(target), kept: cache === 'kept' });
  return { wallMs, stats: readStats(statsFile) };
}

/** Bytes of every file under `folder`. */
function folderBytes(folder: string): number {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

function outDirOf(target: BuildTarget): string {
  return path.join('bench', '.out', target.name);
}

/** The build cache of a target's builds (`BUILD_CACHE_DIR`): its own, so no two targets, nor the project's builds, share one. */
function cacheDirOf(target: BuildTarget): string {
  return path.join('bench', '.out', `${target.name}.cache`);
}

/** Where a build keeps its cache (`BUILD_CACHE_DIR`, relative to the project root), and whether it keeps what is there. */
export interface BuildCache {
  dir: string;
  kept: boolean;
}

/** A build that starts without a cache and leaves its own where no other build reads it. */
const NO_CACHE: BuildCache = { dir: path.join('bench', '.out', 'unkept.cache'), kept: false };

/**
 * What package.json's build script sets before `scripts/launch.mjs`: its variables
 * (`MALLOC_ARENA_MAX=2`) and node's options (`--initial-old-space-size=400`), read from it, so a
 * timed build runs as `npm run build` does.
 */
const BUILD_SCRIPT = (() => {
  const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build;
  const words = script.split(/\s+/);
  const env: Record<string, string> = {};
  for (const word of words) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  const node = words.indexOf('node');
  const launcher = words.indexOf('scripts/launch.mjs');
  if (node === -1 || launcher < node) throw new Error(`package.json's build script does not run node scripts/launch.mjs: ${script}`);
  return { env, nodeOptions: words.slice(node + 1, launcher) };
})();

/** Runs `node scripts/launch.mjs ARGS` in the project root and returns its wall time, from spawn to exit; what earlier builds wrote is on disk first. */
export function timeBuild(label: string, args: readonly string[], cache: BuildCache = NO_CACHE): Promise<number> {
  if (!cache.kept) rmSync(path.join(ROOT, cache.dir), { recursive: true, force: true });
  flushWrites();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // What `npm run build` runs, without npm's own start-up.
    const child = spawn(process.execPath, [...BUILD_SCRIPT.nodeOptions, 'scripts/launch.mjs', ...args], { cwd: ROOT, env: { ...process.env, ...BUILD_SCRIPT.env, BUILD_CACHE_DIR: path.join(ROOT, cache.dir) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let exitedAt = started;
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('exit', () => void (exitedAt = performance.now()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(exitedAt - started);
      else reject(new BuildError(`${label}: node scripts/launch.mjs ${args.join(' ')} exited with code ${code}`, output));
    });
  });
}

function readStats(statsFile: string): BuildStats {
  const stats = JSON.parse(readFileSync(path.join(ROOT, statsFile), 'utf8')) as Record<string, unknown>;
  for (const key of ['pages', 'warnings', 'ms', 'cpuMs', 'maxRssBytes']) {
    if (typeof stats[key] !== 'number') throw new Error(`${statsFile}: "${key}" should be a number, got ${JSON.stringify(stats[key])}`);
  }
  return stats as unknown as BuildStats;
}

/** The page with its gzip size: what a reader of the wiki typically downloads. */
function withGzip(outDir: string, page: OutputFile): TypicalPage {
  return { ...page, gzipBytes: gzipSync(readFileSync(path.join(outDir, page.file))).length };
}

function measurementTable(measurements: readonly BuildMeasurement[], startupMs: number): Table {
  return {
    title: `Build (${RUNS} runs each; the first also warms up; wall time from spawn to exit)`,
    header: ['content', 'pages', 'warnings', 'median', 'min–max', 'pages/s', 'CPU (median)', 'peak memory', 'output', 'wiki page', 'wiki page gzip'],
    rows: measurements.map((m) => {
      const wall = median(m.wallMs);
      return [
        m.target.name,
        String(m.stats.pages),
        String(m.stats.warnings),
        formatMs(wall),
        `${Math.round(Math.min(...m.wallMs))}–${formatMs(Math.max(...m.wallMs))}`,
        String(Math.round(m.stats.pages / (wall / 1000))),
        formatMs(median(m.cpuMs)),
        formatBytes(m.maxRssBytes),
        formatBytes(m.outputBytes),
        formatBytes(m.typicalPage.bytes),
        formatBytes(m.typicalPage.gzipBytes),
      ];
    }),
    notes: [
      `command: ${Object.entries(BUILD_SCRIPT.env).map(([name, value]) => `${name}=${value} `).join('')}node ${BUILD_SCRIPT.nodeOptions.map((option) => `${option} `).join('')}scripts/launch.mjs build.ts --content DIR --out bench/.out/NAME --stats FILE (what npm run build runs; the bundle is cached by the first run)`,
      'each run over the previous run\'s output, with BUILD_CACHE_DIR=bench/.out/NAME.cache removed first: a build from scratch but for the files it writes over, as Hugo\'s runs build',
      'output: every file of the build, with the .br and .gz beside the text files',
      'CPU: user and system time of all the build\'s threads (its own figure, from --stats): on a machine shared with other work it moves less than the wall time, so compare changes by it',
      `startup: ${formatMs(startupMs)} (median of \`build.ts --help\`: Node and the build's modules), included in every time above`,
      ...measurements.map((m) => `${m.target.name}: content ${m.target.contentDir}/, typical wiki page ${m.typicalPage.file} (${formatBytes(m.typicalPage.bytes)}, ${formatBytes(m.typicalPage.gzipBytes)} gzip)`),
    ],
  };
}

function siteCheck(site: BuildMeasurement): BudgetCheck {
  return { figure: 'site: full build', measured: median(site.wallMs), limit: 1000, format: formatMs };
}

function budgetChecks({ small, large, huge, edits }: ShapeMeasurement, sizes: BenchSizes): BudgetCheck[] {
  const smallWall = median(small.wallMs);
  const largeWall = median(large.wallMs);
  const hugeWall = median(huge.wallMs);
  const corpora = [small, large, huge];
  return [
    { figure: `${small.target.name}: build`, measured: smallWall, limit: 600, format: formatMs },
    { figure: `${large.target.name}: build`, measured: largeWall, limit: 2000, format: formatMs },
    { figure: `${huge.target.name}: build`, measured: hugeWall, limit: 8000, format: formatMs },
    ...corpora.flatMap((m) => (m.hugoMs === undefined ? [] : [{ figure: `${m.target.name}: ours / Hugo`, measured: median(m.wallMs) / m.hugoMs, limit: 0.5, format: formatRatio }])),
    { figure: `${small.target.name}: peak memory`, measured: small.maxRssBytes, limit: megabytes(400), format: formatBytes },
    { figure: `${large.target.name}: peak memory`, measured: large.maxRssBytes, limit: megabytes(400), format: formatBytes },
    { figure: `${huge.target.name}: peak memory`, measured: huge.maxRssBytes, limit: megabytes(1024), format: formatBytes },
    { figure: `growth: time(${sizes.large}) / time(${sizes.small})`, measured: largeWall / smallWall, limit: 5.5, format: formatRatio },
    { figure: `growth: time(${sizes.huge}) / time(${sizes.large})`, measured: hugeWall / largeWall, limit: 5.5, format: formatRatio },
    { figure: `${large.target.name}: wiki page HTML gzip`, measured: large.typicalPage.gzipBytes, limit: kilobytes(20), format: formatBytes },
    // A page's weight must not grow with the site (issues 20 and 35): the median and the largest wiki page, raw.
    ...corpora.map((m) => ({ figure: `${m.target.name}: median wiki page HTML`, measured: m.typicalPage.bytes, limit: kilobytes(40), format: formatBytes })),
    ...corpora.map((m) => ({ figure: `${m.target.name}: largest wiki page HTML`, measured: m.largestPage.bytes, limit: kilobytes(80), format: formatBytes })),
    { figure: `${huge.target.name}: build after a body edit`, measured: median(edits.body), limit: 1500, format: formatMs },
    { figure: `${huge.target.name}: build after a title rename`, measured: median(edits.title), limit: 3000, format: formatMs },
  ];
}
