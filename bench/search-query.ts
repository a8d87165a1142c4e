/**
 * Search section: what a visitor's first query, and each next one, fetches in each search context of
 * this site (issue 20's budgets: 100 KB and 50 KB gzip), and the median time of the relevance test's
 * player queries over the sharded index of a 2,000-page corpus, against DESIGN.md section 7.
 *
 * `node --import tsx bench/search-query.ts` runs it alone; `npm run bench -- --only search` too.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetTable } from './budget.ts';
import { formatBytes, kilobytes } from './format.ts';
import { generateCorpus } from './generate-corpus.ts';
import { wikiSearchDocuments } from './search-documents.ts';
import { median } from './stats.ts';
import { formatTable, type Table } from './table.ts';
import siteConfig from '../site.config.ts';
import { buildSite } from '../src/generator/build-site.ts';
import type { SearchContextSettings, SearchSettings } from '../src/model/search-settings.ts';
import { buildIndex } from '../src/search/build-index.ts';
import { portuguese } from '../src/search/languages/portuguese.ts';
import { Pipeline } from '../src/search/pipeline.ts';
import { ShardedIndex } from '../src/search/sharded-index.ts';
import { RELEVANCE_QUERIES } from '../test/fixtures/relevance-queries.ts';
import { shardedInMemory } from '../test/helpers/sharded-files.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const QUERY_PAGES = 2000;
const RUNS_PER_QUERY = 15;
/** Results the search box shows, whose excerpts a first search needs. */
const SHOWN_RESULTS = 8;

interface FirstSearch {
  context: SearchContextSettings;
  /** Gzip bytes a visitor's first query fetches: entry file, shards, page files and the texts of the shown results; per relevance query of the context. */
  firstGzip: number[];
  /** Gzip bytes the next query of the same visitor adds, per relevance query after the first. */
  nextGzip: number[];
}

export async function searchBench(): Promise<Table[]> {
  const firstSearches = await measureFirstSearches();
  const large = shardedInMemory(buildIndex(await wikiSearchDocuments(prepareCorpus(QUERY_PAGES)), new Pipeline(portuguese))).index;
  const times: { query: string; ms: number }[] = [];
  for (const [, query] of RELEVANCE_QUERIES) times.push({ query, ms: await timeQuery(large, query) });
  const medianMs = median(times.map((time) => time.ms));
  const all = (pick: (search: FirstSearch) => number[]) => firstSearches.flatMap(pick);

  const sizeTable: Table = {
    title: 'First search in each context of this site (gzip)',
    header: ['context', 'first query (median / max over its queries)', 'each further query (median / max)'],
    rows: firstSearches.map(({ context, firstGzip, nextGzip }) => [context.label, spread(firstGzip), spread(nextGzip)]),
    notes: ['a query fetches the entry file, the shards of its words, the page files of its results and the texts of the 8 shown'],
  };
  const timeTable: Table = {
    title: `Query time over the ${QUERY_PAGES}-page index: the ${RELEVANCE_QUERIES.length} relevance queries (median of ${RUNS_PER_QUERY} runs each, files fetched, parse included)`,
    header: ['query', 'median'],
    rows: times.map(({ query, ms }) => [query, formatMs(ms)]),
  };
  const budgets = budgetTable('Search budgets', [
    { figure: 'first query, any context of this site (max)', measured: Math.max(...all((search) => search.firstGzip)), limit: kilobytes(100), format: formatBytes },
    { figure: 'each further query (max)', measured: Math.max(...all((search) => search.nextGzip)), limit: kilobytes(50), format: formatBytes },
    { figure: `query time, ${QUERY_PAGES} pages (median)`, measured: medianMs, limit: 5, format: formatMs },
  ]);
  return [sizeTable, timeTable, budgets];
}

function spread(values: readonly number[]): string {
  return values.length === 0 ? '–' : `${formatBytes(median(values))} / ${formatBytes(Math.max(...values))}`;
}

/** Builds this site and, for each context, adds up the gzip bytes its relevance queries fetch, as a first query and as the next one. */
async function measureFirstSearches(): Promise<FirstSearch[]> {
  const outDir = path.join(ROOT, 'bench', '.out', 'search-site');
  await buildSite({ config: siteConfig, contentDir: path.join(ROOT, 'content'), outDir });
  const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const settings = (JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(home)?.[1] ?? 'null') as { search: SearchSettings }).search;
  const fileOf = (url: string) => path.join(outDir, url.slice(siteConfig.baseUrl.length));
  const visitor = (context: SearchContextSettings) => {
    const fetched = new Set<string>();
    const index = new ShardedIndex(context.index, async (url) => {
      fetched.add(url);
      return JSON.parse(readFileSync(fileOf(url), 'utf8')) as unknown;
    });
    /** Runs a query as the search box does and answers the gzip bytes it fetched. */
    return async (query: string) => {
      const before = new Set(fetched);
      const { results } = await index.run(query, SHOWN_RESULTS);
      await Promise.all(results.map((result) => index.text(result)));
      return [...fetched].filter((url) => !before.has(url)).reduce((sum, url) => sum + gzipSync(readFileSync(fileOf(url)), { level: 9 }).length, 0);
    };
  };
  const searches: FirstSearch[] = [];
  for (const context of settings.contexts) {
    const queries = RELEVANCE_QUERIES.filter(([path]) => path === context.path).map(([, query]) => query);
    const firstGzip: number[] = [];
    for (const query of queries) firstGzip.push(await visitor(context)(query));
    const nextGzip: number[] = [];
    const returning = visitor(context);
    for (const [position, query] of queries.entries()) {
      const bytes = await returning(query);
      if (position > 0) nextGzip.push(bytes);
    }
    searches.push({ context, firstGzip, nextGzip });
  }
  return searches;
}

function prepareCorpus(pageCount: number): string {
  const dir = path.join(ROOT, 'bench', '.corpus', `search-${pageCount}`);
  rmSync(dir, { recursive: true, force: true });
  generateCorpus(dir, pageCount);
  return dir;
}

/** Median time of a query once its files are in (the first run fetches them). */
async function timeQuery(index: ShardedIndex, query: string): Promise<number> {
  await index.run(query, SHOWN_RESULTS);
  const times: number[] = [];
  for (let i = 0; i < RUNS_PER_QUERY; i++) {
    const started = performance.now();
    await index.run(query, SHOWN_RESULTS);
    times.push(performance.now() - started);
  }
  return median(times);
}

function formatMs(ms: number): string {
  return `${ms.toFixed(2)} ms`;
}

function isCommandLine(): boolean {
  const script = process.argv[1];
  return script !== undefined && import.meta.url === pathToFileURL(path.resolve(script)).href;
}

if (isCommandLine()) {
  for (const table of await searchBench()) console.log(`${formatTable(table)}\n`);
}
