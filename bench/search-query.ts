/**
 * Search section: what a first search fetches in each search context of this site (the index, then
 * the texts files its first results' excerpts come from), and the median time of the relevance
 * test's player queries over the index of a 2,000-page corpus, against DESIGN.md section 7.
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
import { loadIndex, type SearchIndex, type SerialisedIndex } from '../src/search/index-format.ts';
import { runQuery } from '../src/search/run-query.ts';
import { RELEVANCE_QUERIES } from '../test/fixtures/relevance-queries.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const QUERY_PAGES = 2000;
const RUNS_PER_QUERY = 15;
/** Results the search box shows, whose excerpts a first search needs. */
const SHOWN_RESULTS = 8;

interface FirstSearch {
  context: SearchContextSettings;
  documents: number;
  indexGzip: number;
  /** Index plus the texts files of the shown results, per relevance query of the context. */
  fetchedGzip: number[];
  /** Documents per texts file, as the index says. */
  textsPerFile: number;
}

export async function searchBench(): Promise<Table[]> {
  const firstSearches = await measureFirstSearches();
  const large = loadIndex(roundTrip(buildIndex(await wikiSearchDocuments(prepareCorpus(QUERY_PAGES))).index));
  const times = RELEVANCE_QUERIES.map(([, query]) => ({ query, ms: timeQuery(large, query) }));
  const medianMs = median(times.map((time) => time.ms));
  const largest = firstSearches.reduce((a, b) => (b.indexGzip > a.indexGzip ? b : a));

  const sizeTable: Table = {
    title: 'First search in each context of this site (gzip)',
    header: ['context', 'documents', 'index', 'index + texts of 8 results (median / max over its queries)'],
    rows: firstSearches.map(({ context, documents, indexGzip, fetchedGzip }) => [
      context.label,
      String(documents),
      formatBytes(indexGzip),
      `${formatBytes(median(fetchedGzip))} / ${formatBytes(Math.max(...fetchedGzip))}`,
    ]),
    notes: [`texts travel in files of ${largest.textsPerFile} documents, named by the index; only those of the shown results are fetched`],
  };
  const timeTable: Table = {
    title: `Query time over the ${QUERY_PAGES}-page index: the ${RELEVANCE_QUERIES.length} relevance queries (median of ${RUNS_PER_QUERY} runs each, parse included)`,
    header: ['query', 'median'],
    rows: times.map(({ query, ms }) => [query, formatMs(ms)]),
    notes: [`${large.documents.hits.length} documents, ${large.terms.length} terms`],
  };
  const budgets = budgetTable('Search budgets', [
    { figure: `first search, largest context (${largest.context.label}): index + texts, max`, measured: Math.max(...largest.fetchedGzip), limit: kilobytes(200), format: formatBytes },
    { figure: `query time, ${QUERY_PAGES} pages (median)`, measured: medianMs, limit: 5, format: formatMs },
  ]);
  return [sizeTable, timeTable, budgets];
}

/** Builds this site and, for each context, adds up the gzip bytes its relevance queries fetch first. */
async function measureFirstSearches(): Promise<FirstSearch[]> {
  const outDir = path.join(ROOT, 'bench', '.out', 'search-site');
  await buildSite({ config: siteConfig, contentDir: path.join(ROOT, 'content'), outDir });
  const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const settings = (JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(home)?.[1] ?? 'null') as { search: SearchSettings }).search;
  const gzipOf = (url: string) => gzipSync(readFileSync(path.join(outDir, url.slice(siteConfig.baseUrl.length))), { level: 9 }).length;
  return settings.contexts.map((context) => {
    const indexGzip = gzipOf(context.index);
    const serialised = JSON.parse(readFileSync(path.join(outDir, context.index.slice(siteConfig.baseUrl.length)), 'utf8')) as SerialisedIndex;
    const index = loadIndex(serialised);
    // The index names its text files relative to itself, `n` documents each.
    const textFile = (document: number) => `${context.index.slice(0, context.index.lastIndexOf('/') + 1)}${serialised.t?.[Math.floor(document / (serialised.n ?? 1))]}`;
    const queries = RELEVANCE_QUERIES.filter(([path]) => path === context.path).map(([, query]) => query);
    const fetchedGzip = queries.map((query) => {
      const files = new Set(runQuery(index, query, SHOWN_RESULTS).results.map((result) => textFile(result.document)));
      return [...files].reduce((sum, file) => sum + gzipOf(file), indexGzip);
    });
    return { context, documents: index.documents.hits.length, indexGzip, fetchedGzip, textsPerFile: serialised.n ?? 1 };
  });
}

function prepareCorpus(pageCount: number): string {
  const dir = path.join(ROOT, 'bench', '.corpus', `search-${pageCount}`);
  rmSync(dir, { recursive: true, force: true });
  generateCorpus(dir, pageCount);
  return dir;
}

/** What the browser gets: the index as JSON text, parsed. */
function roundTrip(index: SerialisedIndex): SerialisedIndex {
  return JSON.parse(JSON.stringify(index)) as SerialisedIndex;
}

function timeQuery(index: SearchIndex, query: string): number {
  const run = () => runQuery(index, query, SHOWN_RESULTS);
  run();
  const times: number[] = [];
  for (let i = 0; i < RUNS_PER_QUERY; i++) {
    const started = performance.now();
    run();
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
