import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { HtmlPack, markersOf } from '../../src/generator/html-pack.ts';

let folder = '';
let file = '';
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'html-pack-'));
  file = path.join(folder, 'site.markdown.pack');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const page = (words: string) => `<h2 id="baus">Baús</h2><p>${words}</p>`;

test('a page\'s HTML is on disk once kept, read back whole, and takes the place of the old pack only when the build commits', () => {
  const pack = new HtmlPack(file, false);
  const range = pack.append(page('Missões com recompensa'));
  assert.equal(pack.read(range), page('Missões com recompensa'));
  assert.equal(existsSync(file), false, 'the new pack is beside the old one until the build is saved');
  assert.equal(pack.commit([range], () => {}), true);
  assert.equal(readFileSync(file, 'utf8'), page('Missões com recompensa'));
});

test('what every page is asked of its HTML is answered from what was kept, without reading it', () => {
  const pack = new HtmlPack(file, false);
  const html = `<!--doc-card-list--><p>Cartões</p>`;
  const stored = pack.stored(pack.append(html), 'digest', markersOf(html));
  pack.close();
  assert.equal(stored.includes('<!--doc-card-list-->'), true);
  assert.equal(stored.includes('data-mermaid='), false);
  // Anything else needs the HTML, which a closed pack no longer gives.
  assert.throws(() => stored.includes('<p>'), /closed/);
  assert.throws(() => stored.text(), /closed/);
});

test('a later build appends to the pack it found and reads the pieces named before; a build that fails leaves them readable', () => {
  const first = new HtmlPack(file, false);
  const kept = first.append(page('primeira'));
  first.commit([kept], () => {});
  const failed = new HtmlPack(file, kept[1]);
  failed.append(page('nunca salva'));
  failed.close();
  const next = new HtmlPack(file, kept[1]);
  assert.equal(next.fresh, false);
  assert.equal(next.read(kept), page('primeira'));
  const added = next.append(page('segunda'));
  assert.equal(next.commit([kept, added], () => assert.fail('a pack mostly in use is not written anew')), false);
  const again = new HtmlPack(file, added[1]);
  assert.equal(again.read(kept), page('primeira'));
  assert.equal(again.read(added), page('segunda'));
  again.close();
});

test('a pack that names less than half of its bytes is written anew with only those pieces, their ranges moved, the index forgotten first', () => {
  const first = new HtmlPack(file, false);
  const gone = first.append(page('x'.repeat(5_000)));
  const kept = first.append(page('ficou'));
  first.commit([gone, kept], () => {});
  const next = new HtmlPack(file, kept[1]);
  const added = next.append(page('nova'));
  let forgotten = false;
  assert.equal(next.commit([kept, added], () => (forgotten = true)), true);
  assert.equal(forgotten, true);
  assert.equal(statSync(file).size, Buffer.byteLength(page('ficou') + page('nova')));
  assert.deepEqual(kept, [0, Buffer.byteLength(page('ficou'))]);
  const read = new HtmlPack(file, added[1]);
  assert.equal(read.read(kept), page('ficou'));
  assert.equal(read.read(added), page('nova'));
  read.close();
});

test('a pack shorter than the pieces its index names (cut short) is not read: a new one is begun', () => {
  const first = new HtmlPack(file, false);
  const kept = first.append(page('inteira'));
  first.commit([kept], () => {});
  truncateSync(file, 10);
  const next = new HtmlPack(file, kept[1]);
  assert.equal(next.fresh, true);
  const again = next.append(page('de novo'));
  assert.deepEqual(again, [0, Buffer.byteLength(page('de novo'))]);
  assert.equal(next.commit([again], () => {}), true);
  assert.equal(readFileSync(file, 'utf8'), page('de novo'));
});
