/**
 * Search at scale (issue 20, item 2), on the 2,000- and 10,000-page corpora built as the build
 * section builds them: what a visitor's first query and each further one fetch (gzip, as the
 * server sends them), the query time in Chromium, and how often a few words of a page's text or
 * description (also with one typo) find that page among the first 10 results, next to Pagefind
 * indexing the same built pages.
 *
 * `npm run bench -- --only search-scale`.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import * as pagefind from 'pagefind';
import type { Page } from 'playwright-core';
import { contextOf } from '../src/client/search-data.ts';
import { spareFolderOf } from '../src/generator/write.ts';
import type { SearchSettings } from '../src/model/search-settings.ts';
import { launchChromium } from '../test/helpers/browser.ts';
import { budgetTable, type BudgetCheck } from './budget.ts';
import { buildTarget, prepareCorpus } from './build-bench.ts';
import { formatBytes, kilobytes } from './format.ts';
import { pageQueries, type PageQuery, TYPO_PLACES, type TypoPlace } from './search-queries.ts';
import { median } from './stats.ts';
import type { Table } from './table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SIZES = [2000, 10_000];
const PAGES_ASKED = 40;
const ORIGIN = 'http://bench.test';
/** Results a visitor looks through: the first screen of the results page. */
const LOOKED_AT = 10;

interface Asked extends PageQuery {
  /** The entry file of the context the page is in. */
  entry: string;
}

/** What one query gave in the browser. */
interface Answer {
  routes: string[];
  typoRoutes: string[];
  /** Routes found by the query with a typo at each place of its longest word. */
  placedRoutes: Record<TypoPlace, string[]>;
  /** Files a first query fetched: entry, shards, page files, texts of the 8 shown. */
  first: string[];
  /** Files the same query fetched after the visitor's earlier ones (none for the first). */
  further: string[] | null;
  /** Time of the query once its files are in. */
  ms: number;
}

interface ScaleFigures {
  pages: number;
  firstGzip: number[];
  furtherGzip: number[];
  ms: number[];
  found: number;
  foundTypo: number;
  pagefindFound: number;
  pagefindFoundTypo: number;
  /** Pages found with a typo at each place of the longest word, ours and Pagefind's. */
  foundPlaced: Record<TypoPlace, number>;
  pagefindFoundPlaced: Record<TypoPlace, number>;
  pagefindFirst: number[];
  asked: number;
}

export async function searchScaleBench(): Promise<Table[]> {
  const figures: ScaleFigures[] = [];
  for (const size of SIZES) {
    const target = prepareCorpus(size);
    await buildTarget(target);
    const outDir = path.join(ROOT, 'bench', '.out', target.name);
    figures.push(await measure(outDir, size));
    if (size > 2000) for (const folder of [outDir, spareFolderOf(outDir)]) rmSync(folder, { recursive: true, force: true });
  }
  const huge = figures.at(-1)!;
  const share = (count: number, of: number) => `${count} / ${of} (${Math.round((100 * count) / of)} %)`;
  const table: Table = {
    title: `Search at scale: ${PAGES_ASKED} pages asked for by a few words of their text and of their description, in the largest context`,
    header: ['pages', 'first query gzip (median / max)', 'further query (median / max)', 'query time p95', 'found in first 10', 'with a typo', 'Pagefind found', 'Pagefind with a typo', 'Pagefind first query (median)'],
    rows: figures.map((f) => [
      f.pages.toLocaleString('en'),
      `${formatBytes(median(f.firstGzip))} / ${formatBytes(Math.max(...f.firstGzip))}`,
      `${formatBytes(median(f.furtherGzip))} / ${formatBytes(Math.max(...f.furtherGzip))}`,
      `${percentile(f.ms, 0.95).toFixed(1)} ms`,
      share(f.found, f.asked),
      share(f.foundTypo, f.asked),
      share(f.pagefindFound, f.asked),
      share(f.pagefindFoundTypo, f.asked),
      formatBytes(median(f.pagefindFirst)),
    ]),
    notes: [
      'gzip: the .gz the build writes beside each file; Pagefind files as written (already compressed)',
      'query time: Chromium, the files already fetched (parse, expand, score and name the results)',
      'Pagefind 1.6 indexes <main> of the same built pages (pagination links left out), Portuguese forced',
    ],
  };
  const checks: BudgetCheck[] = [
    { figure: `${huge.pages} pages: first query (max)`, measured: Math.max(...huge.firstGzip), limit: kilobytes(100), format: formatBytes },
    { figure: `${huge.pages} pages: each further query (max)`, measured: Math.max(...huge.furtherGzip), limit: kilobytes(50), format: formatBytes },
    { figure: `${huge.pages} pages: query time p95`, measured: percentile(huge.ms, 0.95), limit: 10, format: (ms) => `${ms.toFixed(1)} ms` },
    ...figures.map((f) => ({ figure: `${f.pages} pages: pages found, Pagefind minus ours`, measured: Math.max(0, f.pagefindFound - f.found), limit: 0, format: String })),
  ];
  const placed: Table = {
    title: 'Search at scale: the same queries with one typo in their longest word, by place (found in the first 10)',
    header: ['pages', ...TYPO_PLACES.flatMap((place) => [`${place}: ours`, `${place}: Pagefind`])],
    rows: figures.map((f) => [f.pages.toLocaleString('en'), ...TYPO_PLACES.flatMap((place) => [share(f.foundPlaced[place], f.asked), share(f.pagefindFoundPlaced[place], f.asked)])]),
    notes: ['start: the first or second letter; end: the last or the one before (a swap of those two); middle: between; a swap, a letter dropped, doubled or replaced by its neighbour on the keyboard'],
  };
  return [table, placed, budgetTable('Search-at-scale budgets', checks)];
}

async function measure(outDir: string, pages: number): Promise<ScaleFigures> {
  const settings = siteSettings(outDir);
  const asked: Asked[] = pageQueries(outDir, PAGES_ASKED).map((query) => ({ ...query, entry: contextOf(settings, query.route).index }));
  await indexWithPagefind(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await serveFolder(page, outDir, []);
    const answers = await askOurs(page, asked);
    const theirs = await askPagefind(page, asked);
    const pagefindFirst: number[] = [];
    for (const query of asked.slice(0, 10)) pagefindFirst.push(await pagefindFirstQuery(browser.newPage.bind(browser), outDir, query.query));
    const found = (routes: readonly string[], query: Asked) => routes.slice(0, LOOKED_AT).includes(query.route);
    const count = (test: (position: number) => boolean) => asked.filter((_, position) => test(position)).length;
    return {
      pages,
      asked: asked.length,
      firstGzip: answers.map((answer) => gzipBytes(outDir, answer.first)),
      furtherGzip: answers.flatMap((answer) => (answer.further ? [gzipBytes(outDir, answer.further)] : [])),
      ms: answers.map((answer) => answer.ms),
      found: count((position) => found(answers[position]!.routes, asked[position]!)),
      foundTypo: count((position) => found(answers[position]!.typoRoutes, asked[position]!)),
      pagefindFound: count((position) => found(theirs[position]!.routes, asked[position]!)),
      pagefindFoundTypo: count((position) => found(theirs[position]!.typoRoutes, asked[position]!)),
      foundPlaced: placeCounts((place) => count((position) => found(answers[position]!.placedRoutes[place], asked[position]!))),
      pagefindFoundPlaced: placeCounts((place) => count((position) => found(theirs[position]!.placedRoutes[place], asked[position]!))),
      pagefindFirst,
    };
  } finally {
    await browser.close();
  }
}

function placeCounts(count: (place: TypoPlace) => number): Record<TypoPlace, number> {
  return Object.fromEntries(TYPO_PLACES.map((place) => [place, count(place)])) as Record<TypoPlace, number>;
}

function siteSettings(outDir: string): SearchSettings {
  const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return (JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(home)?.[1] ?? 'null') as { search: SearchSettings }).search;
}

async function indexWithPagefind(outDir: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main', excludeSelectors: ['.pagination-nav'], forceLanguage: 'pt' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  await index.addDirectory({ path: outDir });
  await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
  await pagefind.close();
}

/** Answers every request to ORIGIN from the folder (a blank page at `/`), and lists the paths asked for. */
async function serveFolder(page: Page, outDir: string, requested: string[]): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const pathname = decodeURIComponent(new URL(route.request().url()).pathname);
    requested.push(pathname);
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' });
    const file = path.join(outDir, pathname);
    return existsSync(file) && statSync(file).isFile() ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
  });
  // tsx names the functions it compiles with a helper the page lacks; the functions given to page.evaluate below are compiled so.
  await page.addInitScript({ content: 'window.__name = (target) => target;' });
  await page.goto(`${ORIGIN}/`);
}

/** Our index, bundled from src/ for the browser, answering every query as a new visitor and as one who searched before. */
async function askOurs(page: Page, asked: readonly Asked[]): Promise<Answer[]> {
  const bundle = await build({ entryPoints: [path.join(ROOT, 'src/search/sharded-index.ts')], bundle: true, format: 'iife', globalName: 'Sharded', write: false, minify: true });
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  return page.evaluate(async (queries) => {
    type Index = { run(query: string, limit?: number): Promise<{ results: { u: string }[] }>; text(result: unknown): Promise<string> };
    const { ShardedIndex } = (window as unknown as { Sharded: { ShardedIndex: new (entry: string, fetchJson: (url: string) => Promise<unknown>) => Index } }).Sharded;
    const visitor = (entry: string) => {
      const urls: string[] = [];
      const index = new ShardedIndex(entry, async (url) => {
        urls.push(url);
        return (await fetch(url)).json();
      });
      return { index, urls };
    };
    const ask = async (asker: ReturnType<typeof visitor>, query: string) => {
      const before = asker.urls.length;
      const { results } = await asker.index.run(query, 10);
      await Promise.all(results.slice(0, 8).map((result) => asker.index.text(result)));
      return { fetched: asker.urls.slice(before), routes: results.map((result) => result.u) };
    };
    const returning = new Map<string, ReturnType<typeof visitor>>();
    const answers = [];
    for (const { query, typo, typos, entry } of queries) {
      const first = await ask(visitor(entry), query);
      const withTypo = await ask(visitor(entry), typo);
      const placedRoutes = { start: (await ask(visitor(entry), typos.start)).routes, middle: (await ask(visitor(entry), typos.middle)).routes, end: (await ask(visitor(entry), typos.end)).routes };
      const timed = visitor(entry);
      await timed.index.run(query, 10);
      const started = performance.now();
      await timed.index.run(query, 10);
      const ms = performance.now() - started;
      const earlier = returning.get(entry);
      const asker = earlier ?? visitor(entry);
      returning.set(entry, asker);
      const further = await ask(asker, query);
      answers.push({ routes: first.routes, typoRoutes: withTypo.routes, placedRoutes, first: first.fetched, further: earlier ? further.fetched : null, ms });
    }
    return answers;
  }, asked);
}

async function askPagefind(page: Page, asked: readonly Asked[]): Promise<Pick<Answer, 'routes' | 'typoRoutes' | 'placedRoutes'>[]> {
  return page.evaluate(
    async ({ queries, looked }) => {
      type Found = { results: { data(): Promise<{ url: string }> }[] };
      const engine = (await import('/pagefind/pagefind.js' as string)) as { init(): Promise<void>; search(query: string): Promise<Found> };
      await engine.init();
      const routes = async (query: string) => Promise.all((await engine.search(query)).results.slice(0, looked).map(async (result) => (await result.data()).url));
      const answers = [];
      for (const { query, typo, typos } of queries) {
        answers.push({ routes: await routes(query), typoRoutes: await routes(typo), placedRoutes: { start: await routes(typos.start), middle: await routes(typos.middle), end: await routes(typos.end) } });
      }
      return answers;
    },
    { queries: asked, looked: LOOKED_AT },
  );
}

/** Bytes Pagefind fetches for one query in a fresh page: its script, WebAssembly, entry, index chunks and the fragments of the 8 shown results. */
async function pagefindFirstQuery(newPage: () => Promise<Page>, outDir: string, query: string): Promise<number> {
  const page = await newPage();
  const requested: string[] = [];
  await serveFolder(page, outDir, requested);
  requested.length = 0;
  await page.evaluate(async (text) => {
    const engine = (await import('/pagefind/pagefind.js' as string)) as { search(query: string): Promise<{ results: { data(): Promise<unknown> }[] }> };
    await Promise.all((await engine.search(text)).results.slice(0, 8).map((result) => result.data()));
  }, query);
  await page.close();
  return requested.reduce((sum, pathname) => sum + statSync(path.join(outDir, pathname)).size, 0);
}

/** Bytes of the files as the server sends them: the .gz beside a file when there is one. */
function gzipBytes(outDir: string, urls: readonly string[]): number {
  return urls.reduce((sum, url) => {
    const file = path.join(outDir, url);
    return sum + statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
  }, 0);
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}
