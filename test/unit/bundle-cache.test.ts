import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { cachedBundle } from '../../src/generator/bundle-cache.ts';

const root = await mkdtemp(path.join(tmpdir(), 'jabuti-bundle-cache-'));
after(() => rm(root, { recursive: true, force: true }));

test('a bundle is made once, served from the cache while its files stay the same, and made again when one changes', async () => {
  const entry = path.join(root, 'entry.js');
  const helper = path.join(root, 'helper.js');
  await writeFile(entry, "import { greeting } from './helper.js';\nconsole.log(greeting);\n");
  await writeFile(helper, "export const greeting = 'boa tarde';\n");
  const cacheDir = path.join(root, 'cache');
  const options = { entryPoints: [entry], bundle: true, format: 'esm' as const, outdir: '/out', absWorkingDir: '/' as const, write: false as const, metafile: true as const, logLevel: 'silent' as const };
  const text = (result: { outputFiles: { contents: Uint8Array }[] }) => new TextDecoder().decode(result.outputFiles[0]?.contents);

  const first = await cachedBundle(options, cacheDir);
  assert.match(text(first), /boa tarde/);
  // The cache is what answers next: mark its copy of the output.
  const [key] = await readdir(cacheDir);
  await writeFile(path.join(cacheDir, key!, 'files', '0'), 'do cache');
  assert.equal(text(await cachedBundle(options, cacheDir)), 'do cache');
  assert.deepEqual((await cachedBundle(options, cacheDir)).metafile, first.metafile);

  await writeFile(helper, "export const greeting = 'bom dia';\n");
  assert.match(text(await cachedBundle(options, cacheDir)), /bom dia/, 'an imported file changed: bundled again');
  assert.match(text(await cachedBundle({ ...options, minify: true }, cacheDir)), /bom dia/, 'other options: another entry');
  assert.equal((await readdir(cacheDir)).filter((name) => !name.includes('.')).length, 2);
});
