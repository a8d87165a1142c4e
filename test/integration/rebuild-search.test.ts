/** A build over the older site after the content changed: its search folders (search-folder-reuse.ts). */
import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import siteConfig from '../../site.config.ts';
import { buildSite } from '../../src/generator/build-site.ts';

const root = await mkdtemp(path.join(tmpdir(), 'jabuti-rebuild-'));
after(() => rm(root, { recursive: true, force: true }));

const PAGE = 'wiki/survival/conta/proteger.md';
/** Enough new words that the index and the texts of the page change. */
const NEW_SECTION = `\n## Recuperar a conta\n\n${'Quem perdeu a senha pede ajuda no Discord com o nome do personagem e a data da última entrada. '.repeat(30)}\n`;

async function contentCopy(name: string): Promise<string> {
  const dir = path.join(root, name);
  await cp('test/fixtures/site', dir, { recursive: true });
  return dir;
}

/** Every file of a built site but its file list, with its bytes. */
async function siteFiles(outDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(outDir, path.join(entry.parentPath, entry.name));
    if (!file.startsWith('_deploy')) files.set(file, await readFile(path.join(outDir, file)));
  }
  return files;
}

/** The site in `outDir` is the one a build into an empty folder makes of the same content; `.br` and `.gz` hold their file's bytes. */
async function assertSameAsFreshBuild(contentDir: string, outDir: string, compress = true): Promise<void> {
  const freshDir = path.join(root, `fresh-${path.basename(outDir)}`);
  await rm(freshDir, { recursive: true, force: true });
  await buildSite({ config: siteConfig, contentDir, outDir: freshDir, compress });
  const [built, fresh] = [await siteFiles(outDir), await siteFiles(freshDir)];
  assert.deepEqual([...built.keys()].sort(), [...fresh.keys()].sort());
  for (const [file, bytes] of built) {
    if (file.endsWith('.br')) assert.ok(brotliDecompressSync(bytes).equals(built.get(file.slice(0, -3))!), file);
    else if (file.endsWith('.gz')) assert.ok(gunzipSync(bytes).equals(built.get(file.slice(0, -3))!), file);
    else assert.ok(bytes.equals(fresh.get(file)!), file);
  }
}

async function searchFolders(outDir: string): Promise<string[]> {
  return (await readdir(path.join(outDir, 'search'), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

test('after a page changed, the older search folder is renamed and only what changed is written; the site is the one a fresh build makes', async () => {
  const contentDir = await contentCopy('edited');
  // Texts that take several files, of a page before the edited one: those files stay the same.
  await appendFile(path.join(contentDir, 'wiki/survival/index.md'), NEW_SECTION.repeat(4));
  const outDir = path.join(root, 'out-edited');
  await buildSite({ config: siteConfig, contentDir, outDir, compress: true });
  // The second build leaves the first site as the spare, which the next build writes over.
  await buildSite({ config: siteConfig, contentDir, outDir, compress: true });
  const before = await searchFolders(outDir);
  await appendFile(path.join(contentDir, PAGE), NEW_SECTION);
  const started = Date.now();
  await buildSite({ config: siteConfig, contentDir, outDir, compress: true });
  const after = await searchFolders(outDir);
  const survival = after.find((name) => name.startsWith('wiki-survival.'))!;
  assert.ok(!before.includes(survival), `the changed context has a folder of a new name (${before} → ${after})`);
  assert.equal(after.filter((name) => name.startsWith('wiki-survival.')).length, 1, 'and no other');
  const names = await readdir(path.join(outDir, 'search', survival));
  const times = await Promise.all(names.map(async (name) => (await stat(path.join(outDir, 'search', survival, name))).mtimeMs));
  assert.ok(
    times.some((time) => time < started),
    'files whose bytes did not change were kept from the older folder, not written again',
  );
  await assertSameAsFreshBuild(contentDir, outDir);
});

test('when the index shrinks, what the older folder had beyond it goes; a build without compression leaves no .br or .gz there', async () => {
  const contentDir = await contentCopy('shrunk');
  const outDir = path.join(root, 'out-shrunk');
  await appendFile(path.join(contentDir, PAGE), NEW_SECTION.repeat(8));
  await buildSite({ config: siteConfig, contentDir, outDir, compress: true });
  await buildSite({ config: siteConfig, contentDir, outDir, compress: true });
  await writeFile(path.join(contentDir, PAGE), '---\ntitle: Proteger a conta\n---\n\nUse `/conta proteger`.\n');
  await buildSite({ config: siteConfig, contentDir, outDir, compress: true });
  await assertSameAsFreshBuild(contentDir, outDir);
  await appendFile(path.join(contentDir, PAGE), '\nTroque a senha a cada temporada.\n');
  await buildSite({ config: siteConfig, contentDir, outDir, compress: false });
  await buildSite({ config: siteConfig, contentDir, outDir, compress: false });
  const survival = (await searchFolders(outDir)).find((name) => name.startsWith('wiki-survival.'))!;
  assert.deepEqual((await readdir(path.join(outDir, 'search', survival))).filter((name) => /\.(br|gz)$/.test(name)), []);
  await assertSameAsFreshBuild(contentDir, outDir, false);
});
