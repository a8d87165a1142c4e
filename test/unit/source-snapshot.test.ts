import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, test } from 'node:test';
import { contentFolderLayout } from '../../src/generator/content-layout.ts';
import { loadContent, type SourceFile } from '../../src/generator/load.ts';
import { bodyDigestOf, excerptOf, sourceWith } from '../../src/generator/source-facts.ts';
import { SourceSnapshot } from '../../src/generator/source-snapshot.ts';
import { ContentError } from '../../src/model/errors.ts';

let root = '';
let contentDir = '';
let snapshotFile = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'source-snapshot-'));
  contentDir = path.join(root, 'content');
  snapshotFile = path.join(root, 'cache', 'site.sources');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  writeFileSync(path.join(contentDir, file), text);
}

function writeContent(): void {
  write('wiki/index.md', '---\ntitle: Wiki\n---\n\nBem-vindo à wiki.\n');
  write('wiki/survival/kits.md', '---\nsidebar_position: 2\nchave_desconhecida: 1\n---\n\n# Kits do survival\n\nO **kit** inicial traz uma picareta de pedra.\n\n## Diário\n\nRenova a cada 24 horas.\n');
  write('wiki/survival/sem-front-matter.md', 'Uma página sem front matter, com acentuação: ação, pão, você.\n');
  write('blog/2025-02-01-abertura.md', '---\ntitle: Abertura\nauthors: []\n---\n\nO servidor abriu.\n\n<!-- truncate -->\n\nResto do post.\n');
}

/** One build's load of the content folder with the snapshot kept at `snapshotFile`; `racyMs` 0 keeps every file loaded. */
function build(racyMs = 0): { sources: SourceFile[]; snapshot: SourceSnapshot } {
  const snapshot = new SourceSnapshot(snapshotFile, 'v1', racyMs);
  const { files } = loadContent(contentFolderLayout(contentDir), root, snapshot);
  // As the routes do, before the build saves what it read.
  for (const source of files) excerptOf(source);
  snapshot.save();
  return { sources: files, snapshot };
}

/** What a stage sees of a source: every field, its body included, read as a spread reads it. */
const seen = (sources: readonly SourceFile[]) => sources.map((source) => ({ ...source }));

test('a build over files unchanged since the last reads none of them, and sees the sources a build reading them sees', async () => {
  writeContent();
  await sleep(20);
  const first = build();
  assert.equal(first.snapshot.read, 4);
  const second = build();
  assert.equal(second.snapshot.read, 0, 'nothing changed: no file read');
  const fresh = loadContent(contentFolderLayout(contentDir), root).files;
  assert.deepEqual(
    second.sources.map((source) => [source.file, bodyDigestOf(source), excerptOf(source)]),
    fresh.map((source) => [source.file, bodyDigestOf(source), excerptOf(source)]),
  );
  assert.deepEqual(seen(second.sources), seen(fresh));
  assert.deepEqual(second.sources.find((source) => source.rel === 'survival/kits.md')?.warnings, fresh.find((source) => source.rel === 'survival/kits.md')?.warnings);
});

test('a file edited is read again, and only that one; a file gone is no longer given', async () => {
  writeContent();
  await sleep(20);
  build();
  write('wiki/survival/kits.md', '---\nsidebar_position: 3\n---\n\n# Kits\n\nO kit inicial mudou.\n');
  rmSync(path.join(contentDir, 'wiki/index.md'));
  await sleep(20);
  const { sources, snapshot } = build();
  assert.equal(snapshot.read, 1);
  const kits = sources.find((source) => source.rel === 'survival/kits.md')!;
  assert.deepEqual([kits.frontMatter, kits.contentTitle, excerptOf(kits)], [{ sidebar_position: 3 }, 'Kits', 'O kit inicial mudou.']);
  assert.equal(sources.some((source) => source.rel === 'index.md'), false);
});

test('a build after one edit adds it to the snapshot\'s journal, not the whole snapshot again; the next build reads both', async () => {
  writeContent();
  // The journal grows to an eighth of the entries before the whole is written again.
  for (let number = 1; number <= 20; number++) write(`wiki/skyblock/ilha-${number}.md`, `# Ilha ${number}\n\nUma ilha do skyblock.\n`);
  await sleep(20);
  build();
  const whole = readFileSync(snapshotFile, 'utf8');
  write('wiki/survival/kits.md', '---\nsidebar_position: 3\n---\n\n# Kits\n\nO kit inicial mudou.\n');
  rmSync(path.join(contentDir, 'wiki/index.md'));
  await sleep(20);
  build();
  assert.equal(readFileSync(snapshotFile, 'utf8'), whole, 'the whole snapshot is not written again');
  const journal = readFileSync(`${snapshotFile}.journal`, 'utf8');
  assert.match(journal, /kits\.md/);
  assert.doesNotMatch(journal, /sem-front-matter/, 'an unchanged entry is not in the journal');
  const { sources, snapshot } = build();
  assert.equal(snapshot.read, 0, 'the edited file is known from the journal');
  assert.equal(excerptOf(sources.find((source) => source.rel === 'survival/kits.md')!), 'O kit inicial mudou.');
  assert.equal(sources.some((source) => source.rel === 'index.md'), false);
});

test('a file changed shortly before a build is read again by the next one, whose clock may not have told two writes apart', async () => {
  writeContent();
  const first = build(60_000);
  assert.equal(first.snapshot.read, 4);
  assert.equal(build(60_000).snapshot.read, 4, 'changed within the last minute: not kept');
  assert.equal(build(0).snapshot.read, 4);
  assert.equal(build(0).snapshot.read, 0);
});

test('a body read after the file changed under the build fails the build, naming the file', async () => {
  writeContent();
  await sleep(20);
  build();
  const { sources } = build();
  write('wiki/survival/kits.md', '---\nsidebar_position: 2\nchave_desconhecida: 1\n---\n\n# Kits do survival\n\nOutro texto.\n');
  const kits = sources.find((source) => source.rel === 'survival/kits.md')!;
  assert.throws(
    () => kits.body,
    (error: unknown) => error instanceof ContentError && error.message.includes('content/wiki/survival/kits.md') && error.message.includes('changed while the site was being built'),
  );
});

test('a snapshot of another generator version is not read', async () => {
  writeContent();
  await sleep(20);
  build();
  const snapshot = new SourceSnapshot(snapshotFile, 'v2', 0);
  loadContent(contentFolderLayout(contentDir), root, snapshot);
  assert.equal(snapshot.read, 4);
});

test('a front matter JSON cannot hold is read again each build, and given as YAML reads it', async () => {
  writeContent();
  write('wiki/infinito.md', '---\ntitle: Infinito\npeso: .inf\n---\n\nSem fim.\n');
  await sleep(20);
  build();
  const { sources, snapshot } = build();
  assert.equal(snapshot.read, 1);
  assert.equal(sources.find((source) => source.rel === 'infinito.md')?.frontMatter.peso, Infinity);
});

test('a front matter value JSON would change (a YAML tag\'s date, set or bytes) is read again each build, as YAML gives it', async () => {
  writeContent();
  write('wiki/datado.md', '---\ntitle: Datado\ndesde: !!timestamp 2024-05-01\n---\n\nDesde sempre.\n');
  await sleep(20);
  build();
  const { sources, snapshot } = build();
  assert.equal(snapshot.read, 1);
  assert.ok(sources.find((source) => source.rel === 'datado.md')?.frontMatter.desde instanceof Date);
});

test('a copy of a kept source with other fields does not read its body, and knows its digest', async () => {
  writeContent();
  await sleep(20);
  build();
  const kits = build().sources.find((source) => source.rel === 'survival/kits.md')!;
  const digest = bodyDigestOf(kits);
  rmSync(path.join(contentDir, 'wiki/survival/kits.md'));
  const copy = sourceWith(kits, { frontMatter: { title: 'Outro título' } });
  assert.deepEqual([copy.frontMatter, bodyDigestOf(copy), copy.rel], [{ title: 'Outro título' }, digest, 'survival/kits.md']);
  assert.throws(() => ({ ...kits }), ContentError, 'a spread reads the body, which is gone');
});
