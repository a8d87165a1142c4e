import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { writeSiteAtomically } from '../../src/build/write.ts';

const root = await mkdtemp(path.join(tmpdir(), 'jabuti-write-'));
after(() => rm(root, { recursive: true, force: true }));

test('a new site replaces the old one whole, leaving no temporary folders', async () => {
  const out = path.join(root, 'dist');
  await writeSiteAtomically(out, async (output) => {
    output.write('index.html', 'antigo');
    output.write('velha/index.html', 'x');
  });
  await writeSiteAtomically(out, async (output) => output.write('index.html', 'novo'));
  assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'novo');
  assert.deepEqual(await readdir(out), ['index.html']);
  assert.deepEqual(await readdir(root), ['dist']);
});

test('a write that fails leaves the previous site untouched and cleans up', async () => {
  const out = path.join(root, 'dist2');
  await writeSiteAtomically(out, async (output) => output.write('index.html', 'bom'));
  await assert.rejects(
    writeSiteAtomically(out, async (output) => {
      output.write('index.html', 'ruim');
      output.write('index.html/conflito.html', 'x');
    }),
    /could not write index\.html/,
  );
  assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'bom');
  assert.deepEqual((await readdir(root)).filter((name) => name.startsWith('dist2')), ['dist2']);
});

test('an error while filling the site (a page that fails to render) also leaves the previous site whole', async () => {
  const out = path.join(root, 'dist3');
  await writeSiteAtomically(out, async (output) => output.write('index.html', 'bom'));
  await assert.rejects(
    writeSiteAtomically(out, async (output) => {
      output.write('index.html', 'meio escrito');
      throw new Error('content/wiki/x.md:3: image not found');
    }),
    /image not found/,
  );
  assert.equal(await readFile(path.join(out, 'index.html'), 'utf8'), 'bom');
  assert.deepEqual((await readdir(root)).filter((name) => name.startsWith('dist3')), ['dist3']);
});
