/**
 * A context's search folder is named by a digest of the index its files are made from, taken before
 * any file is made (search-files.ts): the name must change whenever a file does. Files made another
 * way from the same index must come with another SHARDED_FORMAT_VERSION, which is in the digest.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { folderDigest, searchFiles } from '../../src/generator/search-files.ts';
import { buildIndex } from '../../src/search/build-index.ts';
import type { BuiltIndex } from '../../src/search/index-format.ts';
import { SHARDED_FORMAT_VERSION } from '../../src/search/shard-format.ts';
import type { SearchDocument } from '../../src/search/types.ts';
import { PT } from '../helpers/portuguese-search.ts';

/**
 * What the files of `builtIndex()` hash to, by format version. When this test fails, the files of an
 * index changed: bump SHARDED_FORMAT_VERSION (shard-format.ts) and add its line here; never edit the
 * line of a version already built, or browsers keep the old files under the same folder name.
 */
const FILES_OF_VERSION: Record<number, string> = {
  5: 'q1S0P5wDpkdlKYmST4S97BBPvzuzyeGvp3MFaB51S80',
  6: 'F9w_TGzUoxsKvCtb9uO1V9MNSqycKm1nVlsIpoM57IQ',
  7: '117GHEisO6sQhJflU8fCcysAchuj7pudKK0N8pvMw9s',
  8: 'MID-qa1OJ_0zBejneWacf9TGoFw5AJL_eTR92pH3fuc',
};

/** Words of a pseudo-random text, the same on every run (a linear congruential generator). */
function words(seed: number, count: number): string {
  const syllables = ['ba', 'ce', 'di', 'fo', 'gu', 'la', 'me', 'ni', 'po', 'ru', 'sa', 'te', 'vi', 'xo', 'zu', 'ção', 'lhe', 'nhá'];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () => Array.from({ length: 2 + (next() % 3) }, () => syllables[next() % syllables.length]).join('')).join(' ');
}

/** Enough pages, terms and text for every kind of file: several shards and vocabularies, posting, page and text files. */
function indexedDocuments(change: (documents: SearchDocument[]) => void = () => {}): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (let page = 0; page < 40; page++) {
    const hit = { t: `Página ${page}`, u: `/wiki/pagina-${page}/`, b: ['Wiki', `Seção ${page % 4}`] };
    documents.push({ ...hit, h: '', s: hit.t, type: 'title', text: hit.t });
    for (let section = 0; section < 3; section++) {
      documents.push({ ...hit, h: `parte-${section}`, s: `Parte ${section}`, type: 'heading', text: `Parte ${section}` });
      documents.push({ ...hit, h: `parte-${section}`, s: `Parte ${section}`, type: 'content', text: `servidor ${words(page * 3 + section + 1, 60)}` });
    }
  }
  change(documents);
  return documents;
}

const builtIndex = (): BuiltIndex => buildIndex(indexedDocuments(), PT);

function filesDigest(built: BuiltIndex): { digest: string; names: string[] } {
  const hash = createHash('sha256');
  const names: string[] = [];
  for (const { path, contents } of searchFiles({ path: '', name: 'site', label: 'Site' }, 'site', built)) {
    names.push(path.replace(/^search\/site\//, ''));
    hash.update(`${path}\0${contents}\0`);
  }
  return { digest: hash.digest('base64url'), names };
}

test('the files of one index are those of its format version', () => {
  const { digest, names } = filesDigest(builtIndex());
  for (const kind of ['s1', 'v0', 'd0', 'e0', 'm0', 't0', 'p3', 'x1']) assert.ok(names.includes(`${kind}.json`), `${kind}.json among ${names.join(' ')}`);
  assert.equal(digest, FILES_OF_VERSION[SHARDED_FORMAT_VERSION], `the search files changed: bump SHARDED_FORMAT_VERSION and add its line to FILES_OF_VERSION (${digest})`);
});

test('the folder digest is the same for the same documents, and changes with any of their parts or the language', () => {
  const digest = folderDigest(indexedDocuments(), 'pt');
  assert.match(digest, /^[\w-]{10}$/);
  assert.equal(folderDigest(indexedDocuments(), 'pt'), digest);
  const changes: [string, (documents: SearchDocument[]) => void][] = [
    ['a word of a text', (documents) => (documents[2]!.text += ' novo')],
    ['a title', (documents) => (documents[0]!.t = 'Outra')],
    ['a trail', (documents) => documents.forEach((document) => document.u === '/wiki/pagina-7/' && (document.b = ['Wiki']))],
    ['a section heading', (documents) => (documents[4]!.s = 'Outra parte')],
    ['the order of two pages', (documents) => documents.push(...documents.splice(0, 7))],
    ['a section id', (documents) => (documents[4]!.h = 'outra')],
    ['a hit type', (documents) => (documents[3]!.type = 'content')],
    ['a character moved from a text to the next title', (documents) => {
      const moved = documents[6]!.text.at(-1);
      documents[6]!.text = documents[6]!.text.slice(0, -1);
      documents[7]!.t = `${moved}${documents[7]!.t}`;
    }],
  ];
  for (const [what, change] of changes) assert.notEqual(folderDigest(indexedDocuments(change), 'pt'), digest, what);
  assert.notEqual(folderDigest(indexedDocuments(), 'en'), digest, 'the language');
});
