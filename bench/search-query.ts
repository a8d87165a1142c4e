/**
 * Search section: the size of the index the browser fetches for a 300-page context, and the median
 * time of realistic queries over the index of the 2,000-page corpus, against DESIGN.md section 7.
 *
 * `node --import tsx bench/search-query.ts` runs it alone; `npm run bench -- --only search` too.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetTable } from './budget.ts';
import { formatBytes, kilobytes } from './format.ts';
import { generateCorpus } from './generate-corpus.ts';
import { wikiSearchDocuments } from './search-documents.ts';
import { median } from './stats.ts';
import { formatTable, type Table } from './table.ts';
import { buildIndex } from '../src/search/build-index.ts';
import { executeQuery } from '../src/search/execute.ts';
import { loadIndex, type BuiltIndex, type SearchIndex } from '../src/search/index-format.ts';
import { parseQuery } from '../src/search/query-parser.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The largest search context the site expects: one game mode's wiki. */
const CONTEXT_PAGES = 300;
const QUERY_PAGES = 2000;
const RUNS_PER_QUERY = 15;

/** What visitors type: words, phrases, typos, accents left out, commands, a little syntax, words being typed. */
const QUERIES = [
  'missões',
  'missoes diarias',
  'proteção do terreno',
  'protecao',
  'leilão',
  'como vender no leilao',
  'encantamento de armaduras',
  'kit diário',
  '/warp loja',
  'sethome',
  'caixa misteriosa',
  'ranking semanal',
  'poções de força',
  'chaves lendarias',
  'fabrica de minerios',
  'recompensas',
  'permissoes de construcao',
  'encantamneto',
  'lelião',
  'prot',
  'misso',
  'title:missões',
  '+clã -pvp',
  'encant*',
  'minerio~1',
];

export async function searchBench(): Promise<Table[]> {
  const context = buildIndex(await wikiSearchDocuments(prepareCorpus(CONTEXT_PAGES)));
  const sizes = measureSizes(context);
  const large = loadIndex(roundTrip(buildIndex(await wikiSearchDocuments(prepareCorpus(QUERY_PAGES))).index));
  const times = QUERIES.map((query) => ({ query, ms: timeQuery(large, query) }));
  const medianMs = median(times.map((time) => time.ms));

  const sizeTable: Table = {
    title: `Search index of a ${CONTEXT_PAGES}-page context`,
    header: ['file', 'JSON', 'gzip'],
    rows: [
      ['index (vocabulary, postings, hits)', formatBytes(sizes.index.bytes), formatBytes(sizes.index.gzip)],
      ['texts (for excerpts)', formatBytes(sizes.texts.bytes), formatBytes(sizes.texts.gzip)],
    ],
    notes: [`${context.index.d.length} documents, ${context.index.w.length} terms`],
  };
  const timeTable: Table = {
    title: `Query time over the ${QUERY_PAGES}-page index (median of ${RUNS_PER_QUERY} runs each, parse included)`,
    header: ['query', 'median'],
    rows: times.map(({ query, ms }) => [query, formatMs(ms)]),
    notes: [`${large.documents.hits.length} documents, ${large.terms.length} terms`],
  };
  const budgets = budgetTable('Search budgets', [
    { figure: `first search: index gzip, ${CONTEXT_PAGES} pages`, measured: sizes.index.gzip, limit: kilobytes(200), format: formatBytes },
    { figure: `query time, ${QUERY_PAGES} pages (median)`, measured: medianMs, limit: 5, format: formatMs },
  ]);
  return [sizeTable, timeTable, budgets];
}

function prepareCorpus(pageCount: number): string {
  const dir = path.join(ROOT, 'bench', '.corpus', `search-${pageCount}`);
  rmSync(dir, { recursive: true, force: true });
  generateCorpus(dir, pageCount);
  return dir;
}

function measureSizes(built: BuiltIndex) {
  const size = (value: unknown) => {
    const json = JSON.stringify(value);
    return { bytes: Buffer.byteLength(json), gzip: gzipSync(json, { level: 9 }).length };
  };
  return { index: size(built.index), texts: size(built.texts) };
}

/** What the browser gets: the index as JSON text, parsed. */
function roundTrip(index: BuiltIndex['index']): BuiltIndex['index'] {
  return JSON.parse(JSON.stringify(index)) as BuiltIndex['index'];
}

function timeQuery(index: SearchIndex, query: string): number {
  const run = () => executeQuery(index, parseQuery(query, index.fields), { limit: 8 });
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
