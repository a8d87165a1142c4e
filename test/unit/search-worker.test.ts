import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { MessageChannel } from 'node:worker_threads';
import { folderDigest, searchFiles, searchFolder, type SearchContext, type SearchablePage } from '../../src/generator/search-files.ts';
import { SearchWorker } from '../../src/generator/search-worker.ts';
import { htmlDigestOf } from '../../src/generator/search-analyses.ts';
import type { WriteJob, WriteReport } from '../../src/generator/threaded-output.ts';
import type { PreviousSite } from '../../src/generator/build-cache.ts';
import type { ListedFile } from '../../src/generator/file-list.ts';
import { buildIndex } from '../../src/search/build-index.ts';
import { SHARDED_FORMAT_VERSION } from '../../src/search/shard-format.ts';
import { splitSections } from '../../src/search/split-sections.ts';
import { PT } from '../helpers/portuguese-search.ts';
import { htmlText } from '../../src/model/page-html.ts';

const contexts: SearchContext[] = [
  { path: '/wiki/survival', name: 'wiki-survival', label: 'Survival' },
  { path: '', name: 'site', label: 'Resto do site' },
];

const pages: [number, SearchablePage][] = [
  [0, { t: 'Kits', u: '/wiki/survival/kits/', b: ['Survival'], keywords: ['kit'], html: '<p>Kits grátis todo dia.</p><h2 id="vip">Kits VIP</h2><p>Mais itens para quem é VIP.</p>' }],
  [1, { t: 'Regras', u: '/regras/', b: [], html: '<p>Não use hacks. Respeite os outros jogadores.</p>' }],
  [0, { t: 'Missões', u: '/wiki/survival/missoes/', b: ['Survival'], html: '<h2 id="diarias">Missões diárias</h2><p>Três missões por dia, com recompensas em kits.</p>' }],
];

type WrittenFile = { path: string; contents: Uint8Array };

/**
 * Each context's files, as the worker writes them through a writer thread's port: here a port that
 * answers every batch as a writer does and keeps the files, in the order they came.
 */
async function filesWritten(worker: SearchWorker, written: SearchContext[]): Promise<WrittenFile[][]> {
  const { port1, port2 } = new MessageChannel();
  const files: WrittenFile[] = [];
  port2.on('message', (jobs: WriteJob[]) => {
    for (const job of jobs) if (job.kind === 'write') files.push({ path: job.file, contents: job.contents as Uint8Array });
    port2.postMessage({ done: jobs.length } satisfies WriteReport);
  });
  try {
    await worker.writeThrough(written, [port1], { root: path.join(tmpdir(), 'jabuti-no-such-output'), compressed: true });
  } finally {
    port2.close();
  }
  return written.map((context) => files.filter(({ path }) => path.startsWith(`search/${context.name}.`)));
}

test('the search worker makes the same files, names included, as indexing in the build thread', async () => {
  const worker = new SearchWorker('pt');
  for (const [context, page] of pages) worker.add(context, page);
  const files = await filesWritten(worker, contexts);
  const expected = contexts.map((context, position) => {
    const documents = pages.filter(([pageContext]) => pageContext === position).flatMap(([, page]) => splitSections(htmlText(page.html), page));
    const built = buildIndex(documents, PT);
    return [...searchFiles(context, searchFolder(context, 'hashed', () => folderDigest(documents, 'pt')), built)];
  });
  const decoder = new TextDecoder();
  assert.deepEqual(
    files.map((contextFiles) => contextFiles.map(({ path, contents }) => ({ path, contents: typeof contents === 'string' ? contents : decoder.decode(contents) }))),
    expected,
  );
  assert.match(files[0]?.[0]?.path ?? '', /^search\/wiki-survival\.[\w-]{10}\/s0\.json$/);
  assert.equal(files[0]?.at(-1)?.path, 'search/wiki-survival.json', 'the entry file last, once its folder is written');
});

test('a page the worker remembers is indexed from what it kept, without its HTML; a changed one from its HTML', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-worker-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const key = { file: path.join(dir, 'analyses'), generatorVersion: 'test' };
  const build = async (sent: [number, SearchablePage, string][]) => {
    const worker = new SearchWorker('pt');
    worker.rememberAt(key);
    await worker.ready();
    for (const [context, page, digest] of sent) worker.add(context, page, digest);
    return filesWritten(worker, contexts);
  };
  const fresh = async (sent: [number, SearchablePage][]) => {
    const worker = new SearchWorker('pt');
    for (const [context, page] of sent) worker.add(context, page);
    return filesWritten(worker, contexts);
  };
  await build(pages.map(([context, page]) => [context, page, htmlDigestOf(htmlText(page.html))]));
  // Were the HTML sent and read, these pages would have no words but "ignorada".
  const remembered = pages.map(([context, page]): [number, SearchablePage, string] => [context, { ...page, html: '<p>ignorada</p>' }, htmlDigestOf(htmlText(page.html))]);
  assert.deepEqual(await build(remembered), await fresh(pages));
  const edited: SearchablePage = { ...pages[2]![1], html: '<p>Missões semanais, com baús de recompensa.</p>' };
  const withEdit = pages.map(([context, page], position): [number, SearchablePage] => [context, position === 2 ? edited : page]);
  assert.deepEqual(await build(withEdit.map(([context, page], position) => [context, position === 2 ? page : { ...page, html: '' }, htmlDigestOf(htmlText(position === 2 ? page.html : pages[position]![1].html))])), await fresh(withEdit));
});

test('a context that got no page still has its (empty) index', async () => {
  const worker = new SearchWorker('pt');
  worker.add(1, pages[1]![1]);
  const [survival] = await filesWritten(worker, contexts);
  const json = (position: number) => JSON.parse(new TextDecoder().decode(survival?.[position]?.contents as Uint8Array)) as unknown;
  assert.equal(survival?.length, 4, 'an entry file, one empty shard and its vocabulary and display files: no page or text file');
  const entry = json(3) as { d: string };
  assert.deepEqual(entry, { v: SHARDED_FORMAT_VERSION, l: 'pt', n: 0, a: [1, 1, 1, 1], s: [''], d: entry.d });
  assert.match(entry.d, /^wiki-survival\.[\w-]{10}$/, 'a hashed folder');
  assert.equal(survival?.[0]?.path, `search/${entry.d}/s0.json`);
  assert.deepEqual(json(0), { w: [], x: [], f: [], r: [], o: [] });
  assert.deepEqual([json(1), json(2)], [[], []]);
});

test('a worker stopped before finishing keeps nothing running', async () => {
  const worker = new SearchWorker('pt');
  worker.add(0, pages[0]![1]);
  await worker.stop();
  await assert.rejects(filesWritten(worker, contexts), /search worker stopped/);
});

test('an error in the worker fails the build with its message', async () => {
  const worker = new SearchWorker('pt');
  worker.add(0, pages[0]![1]);
  (worker as unknown as { worker: { postMessage(message: unknown): void } }).worker.postMessage({ kind: 'pages', pages: [{ context: 0, page: { t: 'x', u: '/x/', b: [], html: 42 } }] });
  await assert.rejects(filesWritten(worker, contexts), /search indexing failed: TypeError: html\.includes is not a function/);
});

test('a worker abandoned by a build that failed does not keep the process alive', () => {
  const script = `import('./src/generator/search-worker.ts').then(({ SearchWorker }) => new SearchWorker('pt').add(0, ${JSON.stringify(pages[0]![1])}))`;
  // Were the worker keeping it alive, the process would still run when the timeout kills it, and this would throw.
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { timeout: 15_000 });
});

/** Every job the worker hands the writers, through a port that answers as a writer does. */
async function jobsOf(worker: SearchWorker, written: SearchContext[]): Promise<WriteJob[]> {
  const { port1, port2 } = new MessageChannel();
  const jobs: WriteJob[] = [];
  port2.on('message', (batch: WriteJob[]) => {
    jobs.push(...batch);
    port2.postMessage({ done: batch.length } satisfies WriteReport);
  });
  try {
    await worker.writeThrough(written, [port1], { root: path.join(tmpdir(), 'jabuti-no-such-output'), compressed: false });
  } finally {
    port2.close();
  }
  return jobs;
}

test('over the previous site, the text files whose documents did not change are put in place from there, and the files are a fresh build’s', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-worker-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const key = { file: path.join(dir, 'analyses'), generatorVersion: 'test' };
  const words = ['baú', 'bloco', 'cama', 'espada', 'ferro', 'fornalha', 'leilão', 'minério', 'ouro', 'picareta', 'portal', 'trigo'];
  const sentence = (seed: number) => Array.from({ length: 90 }, (_, at) => words[(seed * 7 + at * at) % words.length]).join(' ');
  const site = (edited: string) =>
    Array.from({ length: 30 }, (_, n): SearchablePage => ({ t: `Página ${n}`, u: `/wiki/survival/p${n}/`, b: ['Survival'], html: `<p>${sentence(n)}${n === 20 ? edited : ''}</p><h2 id="parte">Parte</h2><p>${sentence(n + 50)}</p>` }));
  const build = async (pages: SearchablePage[], previous?: PreviousSite) => {
    const worker = new SearchWorker('pt');
    worker.rememberAt(key);
    if (previous) worker.reuseFrom(previous);
    await worker.ready();
    for (const page of pages) worker.add(0, page, htmlDigestOf(htmlText(page.html)));
    return jobsOf(worker, contexts);
  };
  const first = await build(site(''));
  // The first build's files on disk, as the site the next one replaces.
  const root = path.join(dir, 'site');
  const files = new Map<string, ListedFile>();
  for (const job of first) {
    if (job.kind !== 'write') continue;
    mkdirSync(path.dirname(path.join(root, job.file)), { recursive: true });
    writeFileSync(path.join(root, job.file), job.contents);
    files.set(job.file, { size: job.contents.length, mtimeMs: statSync(path.join(root, job.file)).mtimeMs, hash: `h-${job.file}`, compressed: false });
  }
  // A text file of that site changed by hand since its build listed it: made again, not put in place.
  const touched = [...files.keys()].find((file) => file.endsWith('/x2.json'))!;
  writeFileSync(path.join(root, touched), '{"d":0,"t":["mudado à mão"]}');
  // So does a file of the context whose documents did not change at all: its folder is made again.
  const siteShard = [...files.keys()].find((file) => file.startsWith('search/site.') && file.endsWith('/s0.json'))!;
  writeFileSync(path.join(root, siteShard), '{"w":["mudado"],"x":[[]],"f":[[]],"r":[[]],"o":[]}');
  const older = [...files.keys()].find((file) => file.endsWith('/x0.json'))!;
  const second = await build(site(' encantamento'), { root, files });
  const reused = second.filter((job) => job.kind === 'reuse' && job.file.startsWith('search/wiki-survival'));
  const textFiles = second.filter((job) => (job.kind === 'write' || job.kind === 'reuse') && /\/x\d+\.json$/.test(job.file) && job.file.startsWith('search/wiki-survival'));
  assert.ok(reused.length >= 5 && reused.length < textFiles.length, `${reused.length} of ${textFiles.length} text files put in place`);
  assert.ok(!reused.some((job) => job.kind === 'reuse' && job.from.endsWith('/x2.json')), 'the file changed by hand is made again');
  for (const job of reused) {
    if (job.kind !== 'reuse') continue;
    assert.match(job.file, /\/x\d+\.json$/, 'only text files');
    assert.equal(job.from, path.join(root, path.dirname(older), path.basename(job.file)), 'from the older folder, under the same name');
    assert.deepEqual(job.listed, files.get(path.relative(root, job.from)));
  }
  const decoder = new TextDecoder();
  const made = new Map(second.flatMap((job) => (job.kind === 'write' ? [[job.file, decoder.decode(job.contents as Uint8Array)]] : job.kind === 'reuse' ? [[job.file, readFileSync(job.from, 'utf8')]] : [])));
  const fresh = new SearchWorker('pt');
  for (const page of site(' encantamento')) fresh.add(0, page);
  const expected = new Map((await jobsOf(fresh, contexts)).flatMap((job) => (job.kind === 'write' ? [[job.file, decoder.decode(job.contents as Uint8Array)]] : [])));
  assert.deepEqual(made, expected);
});
