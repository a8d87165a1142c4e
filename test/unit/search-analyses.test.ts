/**
 * What the search worker remembers of each page (search-analyses.ts), read back by the next build:
 * an index made of remembered pages and pages read anew is the very index a build from nothing
 * makes, through edits, removals, new words, words gone and counts of 255 or more.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildIndex, IndexBuilder, runToEnd } from '../../src/search/build-index.ts';
import { type AnalysedPage, type AnalysesKey, readAnalyses, writeAnalyses } from '../../src/generator/search-analyses.ts';
import type { SearchDocument } from '../../src/search/types.ts';
import type { BuiltIndex } from '../../src/search/index-format.ts';
import { pageDocumentsDigest } from '../../src/generator/search-files.ts';
import { PT } from '../helpers/portuguese-search.ts';

const WORDS = 'abelha acácia Alquimia amarelo âncora arco areia armadura baú bigorna bloco cacto caixa caldeirão cama Carvão castelo cavalo cenoura clã cobre colheita dragão Elytra encantamento enderman espada esmeralda estrela ferro flecha fornalha funil ilha jogador lã leilão livro loja machado maçã mapa minério moeda Netherita ouro ovelha pão pedra picareta portal quartzo redstone semente sino slime tesoura trigo vidro warp'.split(' ');

/** A page of `seed`'s words: its title, text above the first heading, and a section or two. */
function page(number: number, seed: number, extra = ''): SearchDocument[] {
  let state = seed;
  const pick = () => WORDS[(state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) % WORDS.length]!;
  const sentence = (length: number) => Array.from({ length }, pick).join(' ');
  const title = `${sentence(2)} ${number}`;
  const hit = { t: title, u: `/wiki/pagina-${number}/`, b: ['Wiki'] };
  const documents: SearchDocument[] = [{ ...hit, h: '', s: title, type: 'title', text: title }, { ...hit, h: '', s: title, type: 'content', text: `${sentence(40)} ${extra}` }];
  for (let section = 0; section < number % 3; section++) documents.push({ ...hit, h: `s${section}`, s: 'Seção', type: 'content', text: sentence(25) });
  return documents;
}

const key: AnalysesKey = { file: '', generatorVersion: 'test' };
const ANALYSIS = 'pt';

/** Indexes `pages` as the worker does: remembered pages added as analysed, the others read; returns the index and what it remembers. */
function build(pages: readonly { key: string; documents: SearchDocument[] }[], file: string) {
  const known = readAnalyses({ ...key, file }, ANALYSIS);
  const builder = new IndexBuilder(PT, known?.tables);
  const remembered: AnalysedPage[] = [];
  let readAnew = 0;
  for (const { key: pageKey, documents } of pages) {
    const earlier = known?.pages.get(pageKey);
    const same = earlier?.documents.length === documents.length;
    let analysis = same ? earlier.analysis : undefined;
    if (analysis) builder.addAnalysed(documents, analysis);
    else {
      analysis = builder.addPage(documents);
      readAnew++;
    }
    const textBytes = () => new TextEncoder().encode(documents.map(({ text }) => text).join(''));
    remembered.push({ key: pageKey, documents, analysis, digest: pageDocumentsDigest(documents), textBytes: same ? earlier.textBytes : textBytes });
  }
  const tables = builder.tables();
  const built = runToEnd(builder.finish());
  writeAnalyses({ ...key, file }, ANALYSIS, [{ tables, pages: remembered }]);
  known?.close();
  return { built, readAnew };
}

/** An index as plain data: its texts read out. */
const plain = ({ index, texts, displays }: BuiltIndex) => ({ index, displays, texts: Array.from({ length: texts.count }, (_, document) => [texts.lengthOf(document), texts.textOf(document)]) });

/** Documents as plain data, each one's text read. */
const read = (documents: readonly SearchDocument[] | undefined) => documents?.map(({ t, u, b, type, h, s, text }) => ({ t, u, b, type, h, s, text }));

test('an index of remembered pages and pages read anew is the index a fresh build makes, edit after edit', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-analyses-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'analyses');
  // Two forms of one term: the display form is the one found most often, counted over remembered pages too.
  const forms = ['tochas tochas tochas', 'tocha tocha'];
  let site = Array.from({ length: 40 }, (_, number) => ({ key: `p${number}`, documents: page(number, number + 1, forms[number] ?? '') }));
  const edits: [string, (pages: typeof site) => typeof site][] = [
    ['nothing changed', (pages) => pages],
    ['a body with a new word and a word 300 times', (pages) => pages.map((p, n) => (n === 7 ? { key: 'p7b', documents: page(7, 8, `zumbificado ${'ferro '.repeat(300)}`) } : p))],
    ['a page gone, with the only use of a word', (pages) => pages.filter((_, n) => n !== 7)],
    ['a page added in the middle, and one at the end', (pages) => [...pages.slice(0, 10), { key: 'n1', documents: page(41, 99, 'Cristalino CRISTALINO cristalino') }, ...pages.slice(10), { key: 'n2', documents: page(42, 5) }]],
    ['a page whose sections changed under the same key', (pages) => pages.map((p, n) => (n === 3 ? { key: p.key, documents: page(5, 9) } : p))],
  ];
  let first = true;
  for (const [name, edit] of edits) {
    site = edit(site);
    const { built, readAnew } = build(site, file);
    assert.deepEqual(plain(built), plain(buildIndex(site.flatMap((p) => p.documents), PT)), name);
    // A remembered page is indexed from its documents as read back, its HTML neither sent nor cut again.
    const readBack = readAnalyses({ ...key, file }, ANALYSIS)!;
    for (const { key: pageKey, documents } of site) {
      const stored = readBack.pages.get(pageKey);
      assert.deepEqual(read(stored?.documents), read(documents), `${name}: the documents of ${pageKey}`);
      assert.equal(stored?.digest, pageDocumentsDigest(documents), `${name}: the digest of ${pageKey}`);
    }
    readBack.close();
    if (!first) assert.ok(readAnew <= 2, `${name}: ${readAnew} pages read anew`);
    first = false;
  }
});

test('analyses made with another version or analysis are not read', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-analyses-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'analyses');
  build([{ key: 'a', documents: page(1, 2) }], file);
  assert.ok(readAnalyses({ file, generatorVersion: 'test' }, ANALYSIS));
  assert.equal(readAnalyses({ file, generatorVersion: 'other' }, ANALYSIS), undefined);
  assert.equal(readAnalyses({ file, generatorVersion: 'test' }, 'en'), undefined);
  assert.equal(readAnalyses({ file: path.join(dir, 'missing'), generatorVersion: 'test' }, ANALYSIS), undefined);
});

test('analyses whose texts file is of another write are not read: a build stopped between the two files reads every page again', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-analyses-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'analyses');
  build([{ key: 'a', documents: page(1, 2) }], file);
  copyFileSync(`${file}.texts`, path.join(dir, 'older-texts'));
  build([{ key: 'a', documents: page(1, 2) }], file);
  copyFileSync(path.join(dir, 'older-texts'), `${file}.texts`);
  assert.equal(readAnalyses({ file, generatorVersion: 'test' }, ANALYSIS), undefined);
  rmSync(`${file}.texts`);
  assert.equal(readAnalyses({ file, generatorVersion: 'test' }, ANALYSIS), undefined);
  // A texts file cut short names itself rightly, but holds less than its analyses say.
  build([{ key: 'a', documents: page(1, 2) }], file);
  truncateSync(`${file}.texts`, statSync(`${file}.texts`).size - 1);
  assert.equal(readAnalyses({ file, generatorVersion: 'test' }, ANALYSIS), undefined);
});
