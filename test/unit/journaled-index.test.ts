import assert from 'node:assert/strict';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { readJournaledIndex, writeJournaledIndex } from '../../src/generator/journaled-index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'journaled-index-'));
after(() => rmSync(dir, { recursive: true, force: true }));

type Entry = { key: string };
const entriesOf = (count: number, prefix = 'k'): Record<string, Entry> => Object.fromEntries(Array.from({ length: count }, (_, n) => [`page-${n}.md`, { key: `${prefix}${n}` }]));

/** Writes a whole index of `count` entries and reads it back, as a build then the next one do. */
function freshIndex(name: string, count = 40) {
  const file = path.join(dir, name);
  writeJournaledIndex(file, { routes: 'a' }, entriesOf(count), undefined);
  return { file, read: () => readJournaledIndex<{ routes: string }, Entry>(file)! };
}

test('an index written whole reads back as written, with no journal', () => {
  const { file, read } = freshIndex('whole.json');
  const index = read();
  assert.deepEqual(index.head, { routes: 'a' });
  assert.deepEqual(index.entries, entriesOf(40));
  assert.equal(existsSync(`${file}.journal`), false);
});

test('a few changed and removed entries go to the journal, the index file untouched; reading gives the new state', () => {
  const { file, read } = freshIndex('journal.json');
  const before = statSync(file).ino;
  const previous = read();
  const entries: Record<string, Entry> = { ...previous.entries, 'page-3.md': { key: 'changed' }, 'new.md': { key: 'new' } };
  delete entries['page-7.md'];
  writeJournaledIndex(file, { routes: 'b' }, entries, previous);
  assert.equal(statSync(file).ino, before, 'the whole index is not written again (a new file would take its place)');
  assert.equal(readFileSync(`${file}.journal`, 'utf8').trim().split('\n').length, 1 + 4, 'its id, then the head and three entries');
  const after = read();
  assert.deepEqual(after.entries, entries);
  assert.deepEqual(after.head, { routes: 'b' });
  // A second build's changes are appended; the same entries again add nothing.
  writeJournaledIndex(file, { routes: 'b' }, { ...after.entries, 'page-4.md': { key: 'again' } }, after);
  assert.deepEqual(read().entries, { ...entries, 'page-4.md': { key: 'again' } });
  const unchanged = read();
  writeJournaledIndex(file, { routes: 'b' }, unchanged.entries, unchanged);
  assert.equal(read().state.lines, unchanged.state.lines);
});

test('past its share of the entries the journal goes, and the index is written whole again', () => {
  const { file, read } = freshIndex('compact.json');
  const previous = read();
  const entries = { ...entriesOf(40, 'new-') };
  writeJournaledIndex(file, { routes: 'a' }, entries, previous);
  assert.equal(existsSync(`${file}.journal`), false);
  assert.deepEqual(read().entries, entries);
  assert.notEqual(read().state.id, previous.state.id);
});

test("a journal cut short keeps its whole lines; one left by an older index's file is not read", () => {
  const { file, read } = freshIndex('cut.json');
  const previous = read();
  writeJournaledIndex(file, { routes: 'a' }, { ...previous.entries, 'page-1.md': { key: 'one' }, 'page-2.md': { key: 'two' } }, previous);
  appendFileSync(`${file}.journal`, '["set","page-5.md",{"ke');
  assert.deepEqual(read().entries['page-1.md'], { key: 'one' });
  assert.deepEqual(read().entries['page-5.md'], { key: 'k5' });
  const journal = readFileSync(`${file}.journal`, 'utf8');
  // The next build does not append after the cut line, where its lines would never be read: it writes the index whole.
  const torn = read();
  writeJournaledIndex(file, { routes: 'a' }, { ...torn.entries, 'page-6.md': { key: 'six' } }, torn);
  assert.equal(existsSync(`${file}.journal`), false);
  assert.deepEqual(read().entries['page-6.md'], { key: 'six' });
  // The index written whole by a build that then died before removing the journal: the journal names the older file.
  writeJournaledIndex(file, { routes: 'a' }, entriesOf(40), undefined);
  writeFileSync(`${file}.journal`, journal);
  assert.deepEqual(read().entries, entriesOf(40));
});

test('no file, or one that is not JSON, reads as no index', () => {
  assert.equal(readJournaledIndex(path.join(dir, 'missing.json')), undefined);
  writeFileSync(path.join(dir, 'broken.json'), '{"id":');
  assert.equal(readJournaledIndex(path.join(dir, 'broken.json')), undefined);
});
