/**
 * Build section: times `npm run build` (`MALLOC_ARENA_MAX=2 node --initial-old-space-size=400 scripts/launch.mjs build.ts`) on the real site and on generated corpora of 400,
 * 2,000 and 10,000 pages, and checks the figures against the budgets of DESIGN.md section 7 and issue 20 (10,000 pages).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { spareFolderOf } from '../src/generator/write.ts';
import { budgetTable, type BudgetCheck } from './budget.ts';
import { compressionBench } from './compression-bench.ts';
import { flushWrites } from './flush-writes.ts';
import { formatBytes, formatMs, formatRatio, kilobytes, megabytes } from './format.ts';
import { generateCorpus, type CorpusOptions } from './generate-corpus.ts';
import { hugoBuildTimes, hugoVersion } from './hugo-bench.ts';
import { median } from './stats.ts';
import type { Table } from './table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const SMALL_CORPUS = 400;
export const LARGE_CORPUS = 2000;
export const HUGE_CORPUS = 10_000;
/** Builds of the 10,000-page corpus after a one-line edit of a page. */
const EDITED_RUNS = 3;
/** Hugo's builds per corpus. */
const HUGO_RUNS = 3;
/** Untimed builds of the 10,000-page corpus into an empty folder, before its timed runs (see `buildBench`). */
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

interface TypicalPage {
  /** Path inside the output folder. */
  file: string;
  bytes: number;
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
  /** Wall time of each build made before the timed runs, into an empty folder. */
  firstBuildMs: number[];
  /** Bytes of every file of the last run's output, counted here after the runs: a build does not count them. */
  outputBytes: number;
  typicalPage: TypicalPage;
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
  const startupMs = await measureStartup();
  const site = await measureTarget({ name: 'site', contentDir: 'content' });
  const small = await measureTarget(prepareCorpus(SMALL_CORPUS));
  const large = await measureTarget(prepareCorpus(LARGE_CORPUS));
  // Its output is removed after the section, so its first two builds write every file into an empty
  // folder (the second finds no spare yet): they come before the five timed runs and are reported
  // apart, so that each timed run is a build over the previous one, as for the smaller corpora, whose
  // output stays from the bench before. (Counted among the five, the two made the median the
  // slowest of the other three, or one of theirs when a later run was slowed by the machine.)
  const huge = await measureTarget(prepareCorpus(HUGE_CORPUS), RUNS, HUGE_FIRST_BUILDS);
  const edited = await editedBuilds(huge.target);
  // The 10,000-page output (about half a gigabyte) is not kept between runs of the bench.
  const hugeOutput = path.join(ROOT, outDirOf(huge.target));
  for (const folder of [hugeOutput, spareFolderOf(hugeOutput)]) rmSync(folder, { recursive: true, force: true });
  const compression = await compressionBench(timeBuild, large.target.contentDir, outDirOf(site.target));
  return [measurementTable([site, small, large, huge], huge, startupMs, edited), await hugoTable([small, large, huge]), budgetTable('Build budgets', budgetChecks(site, small, large, huge)), ...compression];
}

/** Issue 20's table: each corpus built by us and by Hugo in the same run (Hugo skipped, and said so, when it is not installed). */
async function hugoTable(measurements: readonly BuildMeasurement[]): Promise<Table> {
  const version = hugoVersion();
  const rows: string[][] = [];
  for (const m of measurements) {
    const hugo = version ? median(await hugoBuildTimes(path.join(ROOT, m.target.contentDir), path.join(ROOT, 'bench', '.out', `hugo-${m.target.name}`), HUGO_RUNS)) : undefined;
    const ours = median(m.wallMs);
    rows.push([m.target.name, formatMs(ours), hugo === undefined ? 'not installed' : formatMs(hugo), hugo === undefined ? '–' : formatRatio(ours / hugo), formatBytes(m.maxRssBytes), `${formatBytes(m.typicalPage.bytes)} / ${formatBytes(m.typicalPage.gzipBytes)}`]);
  }
  return {
    title: 'Against Hugo, same corpora, same run (medians; ours writes .br and .gz too, Hugo a bare page per file)',
    header: ['content', 'our build', 'Hugo', 'ours / Hugo', 'our peak memory', 'median wiki page (raw / gzip)'],
    rows,
    notes: [version ? `${version}, ${HUGO_RUNS} runs per corpus, two bare layouts (bench/hugo-bench.ts)` : 'Hugo is not installed (apt-get install hugo): its column is skipped'],
  };
}

/**
 * What a rebuild after editing one page costs: a line appended to the corpus's first wiki page
 * before each build (over the previous one), the page put back after.
 */
async function editedBuilds(target: BuildTarget): Promise<{ page: string; wallMs: number[] }> {
  const wiki = path.join(ROOT, target.contentDir, 'wiki');
  const page = path.join('wiki', readdirSync(wiki, { recursive: true }).map(String).filter((file) => file.endsWith('.md')).sort()[0]!);
  const absolute = path.join(ROOT, target.contentDir, page);
  const original = readFileSync(absolute, 'utf8');
  const wallMs: number[] = [];
  try {
    for (let run = 1; run <= EDITED_RUNS; run++) {
      writeFileSync(absolute, `${original}\nLinha acrescentada na edição ${run}, para medir a reconstrução.\n`);
      wallMs.push((await buildTarget(target)).wallMs);
      process.stderr.write(`build ${target.name}: after an edit of ${page}, ${run}/${EDITED_RUNS} ${formatMs(wallMs.at(-1)!)}\n`);
    }
  } finally {
    writeFileSync(absolute, original);
  }
  return { page, wallMs };
}

/** Median wall time of `build.ts --help`: starting Node and loading the build's modules (bundled). */
async function measureStartup(): Promise<number> {
  const wallMs: number[] = [];
  for (let run = 0; run < RUNS; run++) wallMs.push(await timeBuild('startup', ['build.ts', '--help']));
  return median(wallMs);
}

/**
 * Regenerates the corpus on every run, so it always matches the generator: `bench/.corpus/2000/`,
 * or `bench/.corpus/2000-mdx/` with MDX pages.
 */
export function prepareCorpus(pageCount: number, options: CorpusOptions = {}): BuildTarget {
  const suffix = (options.mdxShare ?? 0) > 0 ? '-mdx' : '';
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
  return { target, stats, wallMs, cpuMs: runStats.slice(firstBuilds).map((s) => s.cpuMs), maxRssBytes, firstBuildMs, outputBytes: folderBytes(path.join(ROOT, outDirOf(target))), typicalPage: typicalWikiPage(outDirOf(target)) };
}

/** One build of the target into `bench/.out/NAME/`: its wall time and what the build reports. */
export async function buildTarget(target: BuildTarget): Promise<{ wallMs: number; stats: BuildStats }> {
  const statsFile = path.join('bench', '.out', `${target.name}.stats.json`);
  mkdirSync(path.join(ROOT, 'bench', '.out'), { recursive: true });
  rmSync(path.join(ROOT, statsFile), { force: true });
  const wallMs = await timeBuild(target.name, ['build.ts', '--content', target.contentDir, '--out', outDirOf(target), '--stats', statsFile]);
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
export function timeBuild(label: string, args: readonly string[]): Promise<number> {
  flushWrites();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // What `npm run build` runs, without npm's own start-up.
    const child = spawn(process.execPath, [...BUILD_SCRIPT.nodeOptions, 'scripts/launch.mjs', ...args], { cwd: ROOT, env: { ...process.env, ...BUILD_SCRIPT.env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** The wiki page of median HTML size: what a reader of the wiki typically downloads. */
function typicalWikiPage(outDir: string): TypicalPage {
  const wikiDir = path.join(ROOT, outDir, 'wiki');
  const pages = readdirSync(wikiDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      return { absolute, bytes: statSync(absolute).size };
    })
    .sort((a, b) => a.bytes - b.bytes);
  const typical = pages[Math.floor(pages.length / 2)];
  if (!typical) throw new Error(`no wiki page in ${wikiDir}`);
  const file = path.relative(path.join(ROOT, outDir), typical.absolute);
  return { file, bytes: typical.bytes, gzipBytes: gzipSync(readFileSync(typical.absolute)).length };
}

function measurementTable(measurements: readonly BuildMeasurement[], huge: BuildMeasurement, startupMs: number, edited: { page: string; wallMs: number[] }): Table {
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
      'output: every file of the build, with the .br and .gz beside the text files',
      'CPU: user and system time of all the build\'s threads (its own figure, from --stats): on a machine shared with other work it moves less than the wall time, so compare changes by it',
      `startup: ${formatMs(startupMs)} (median of \`build.ts --help\`: Node and the build's modules), included in every time above`,
      `${huge.target.name}: after a line is added to ${edited.page}, a build over the previous one takes ${formatMs(median(edited.wallMs))} (median of ${edited.wallMs.length}, ${Math.round(Math.min(...edited.wallMs))}–${formatMs(Math.max(...edited.wallMs))}; each edit renames its search folder, see search-folder-reuse.ts)`,
      `${huge.target.name}: its output is removed after the section, so it is first built ${huge.firstBuildMs.length} times into an empty folder (the second finds no spare to reuse yet): ${huge.firstBuildMs.map(formatMs).join(' and ')}, not among the runs above, whose peak memory they count in`,
      ...measurements.map((m) => `${m.target.name}: content ${m.target.contentDir}/, typical wiki page ${m.typicalPage.file} (${formatBytes(m.typicalPage.bytes)}, ${formatBytes(m.typicalPage.gzipBytes)} gzip)`),
    ],
  };
}

function budgetChecks(site: BuildMeasurement, small: BuildMeasurement, large: BuildMeasurement, huge: BuildMeasurement): BudgetCheck[] {
  const smallWall = median(small.wallMs);
  const largeWall = median(large.wallMs);
  const hugeWall = median(huge.wallMs);
  return [
    { figure: 'site: full build', measured: median(site.wallMs), limit: 1000, format: formatMs },
    { figure: `${small.target.name}: build`, measured: smallWall, limit: 600, format: formatMs },
    { figure: `${large.target.name}: build`, measured: largeWall, limit: 2000, format: formatMs },
    { figure: `${small.target.name}: peak memory`, measured: small.maxRssBytes, limit: megabytes(400), format: formatBytes },
    { figure: `${large.target.name}: peak memory`, measured: large.maxRssBytes, limit: megabytes(400), format: formatBytes },
    { figure: `${large.target.name}: wiki page HTML gzip`, measured: large.typicalPage.gzipBytes, limit: kilobytes(20), format: formatBytes },
    { figure: `growth: time(${LARGE_CORPUS}) / time(${SMALL_CORPUS})`, measured: largeWall / smallWall, limit: 5.5, format: formatRatio },
    { figure: `${huge.target.name}: build`, measured: hugeWall, limit: 8000, format: formatMs },
    { figure: `${huge.target.name}: peak memory`, measured: huge.maxRssBytes, limit: megabytes(1024), format: formatBytes },
    { figure: `growth: time(${HUGE_CORPUS}) / time(${LARGE_CORPUS})`, measured: hugeWall / largeWall, limit: 5.5, format: formatRatio },
    // A page's weight must not grow with the site (issue 20): the median wiki page, raw.
    ...[small, large, huge].map((m) => ({ figure: `${m.target.name}: wiki page HTML`, measured: m.typicalPage.bytes, limit: kilobytes(40), format: formatBytes })),
  ];
}
