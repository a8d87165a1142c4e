/** `scripts/launch.mjs`, which `npm run build`, `npm start` and `npm run serve` go through. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CACHE = 'node_modules/.cache/jabuticraft';
const MANIFEST = `${CACHE}/build.cjs.json`;

let root: string;
before(async () => (root = await mkdtemp(path.join(tmpdir(), 'jabuti-launch-'))));
after(() => rm(root, { recursive: true, force: true }));

function launch(...args: string[]) {
  return run(process.execPath, ['scripts/launch.mjs', ...args], { encoding: 'utf8' });
}

/** `launch`, with the build's cache in a folder of its own. */
function launchWithCache(cacheDir: string, ...args: string[]) {
  return run(process.execPath, ['scripts/launch.mjs', ...args], { encoding: 'utf8', env: { ...process.env, BUILD_CACHE_DIR: cacheDir } });
}

test('runs build.ts bundled, with its arguments, into the folder asked for', async () => {
  const out = path.join(root, 'site');
  const statsFile = path.join(root, 'stats.json');
  const { stdout } = await launch('build.ts', '--content', 'test/fixtures/site', '--out', out, '--stats', statsFile);
  assert.match(stdout, /^Built \d+ pages into .*site\/ in \d+ ms/m);
  const stats = JSON.parse(await readFile(statsFile, 'utf8')) as Record<string, number>;
  assert.equal(stdout.match(/^Built (\d+) pages/m)?.[1], String(stats.pages), 'the stats count the pages the message names');
  assert.ok(stats.cpuMs! > 0 && stats.ms! > 0 && stats.maxRssBytes! > 10_000_000, JSON.stringify(stats));
  assert.ok(existsSync(path.join(out, 'wiki/survival/conta/proteger/index.html')));
  assert.ok(existsSync(`${CACHE}/build.workers/search-index.worker.cjs`), 'the search worker runs bundled too');
  assert.ok(existsSync(path.join(out, 'search')), 'and wrote the search files');
});

test('a build over the previous one says how many pages it put in place unchanged; with --no-cache it renders them all', async () => {
  const out = path.join(root, 'cached');
  const cacheDir = path.join(root, 'cache');
  const build = (...flags: string[]) => launchWithCache(cacheDir, 'build.ts', '--content', 'test/fixtures/site', '--out', out, ...flags);
  const first = await build();
  assert.doesNotMatch(first.stdout, /unchanged/, 'nothing to reuse the first time');
  const again = await build();
  const pages = again.stdout.match(/^Built (\d+) pages/m)?.[1];
  assert.match(again.stdout, new RegExp(`\\(${pages} pages unchanged, put in place from the previous build\\)`));
  const fresh = await build('--no-cache');
  assert.match(fresh.stdout, /^Built \d+ pages into /m);
  assert.doesNotMatch(fresh.stdout, /unchanged/, '--no-cache reads no cache');
});

test("keeps the entry's exit code and messages", async () => {
  await assert.rejects(launch('build.ts', '--no-such-option'), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /Build failed: Unknown option '--no-such-option'/);
    return true;
  });
});

test('bundles again when a source changed, and only then', async () => {
  await launch('build.ts', '--help');
  const bundled = (await stat(MANIFEST)).mtimeMs;
  await launch('build.ts', '--help');
  assert.equal((await stat(MANIFEST)).mtimeMs, bundled, 'unchanged sources reuse the bundle');
  const source = 'src/generator/links.ts';
  const { atime } = await stat(source);
  await utimes(source, atime, new Date());
  await launch('build.ts', '--help');
  assert.ok((await stat(MANIFEST)).mtimeMs > bundled, 'a touched source makes a new bundle');
});

test('does not run the bundle of another copy of the project that shares node_modules', async () => {
  await launch('build.ts', '--help');
  const made = JSON.parse(await readFile(MANIFEST, 'utf8')) as { entry: string };
  assert.equal(made.entry, path.resolve('build.ts'), 'the manifest names the entry it was bundled from');
  // As another copy's launcher leaves it: the same files, bundled from its own entry.
  await writeFile(MANIFEST, JSON.stringify({ ...made, entry: '/elsewhere/build.ts' }));
  const before = (await stat(MANIFEST)).mtimeMs;
  await launch('build.ts', '--help');
  assert.ok((await stat(MANIFEST)).mtimeMs > before, 'bundled again from this copy');
  assert.equal((JSON.parse(await readFile(MANIFEST, 'utf8')) as { entry: string }).entry, path.resolve('build.ts'));
});

test("keeps V8's code cache of the current bundle, and drops it when the bundle is made again", async () => {
  await launch('build.ts', '--help');
  const codeCaches = async () => (await readdir(CACHE)).filter((file) => /^build\..*\.v8cache$/.test(file));
  const bundleHash = async () => (JSON.parse(await readFile(MANIFEST, 'utf8')) as { hash: string }).hash;
  const hash = await bundleHash();
  assert.ok((await codeCaches()).includes(`build.${hash}.v8cache`), 'the cache is named after the bundle');
  const source = 'src/generator/links.ts';
  const original = await readFile(source, 'utf8');
  try {
    // Another bundle (esbuild keeps `/*!` comments), whose cache replaces the first one.
    await writeFile(source, `${original}/*! ${Date.now()} */\n`);
    await launch('build.ts', '--help');
    const newHash = await bundleHash();
    assert.notEqual(newHash, hash);
    const caches = await codeCaches();
    assert.ok(caches.includes(`build.${newHash}.v8cache`), 'the new bundle has its cache');
    assert.ok(!caches.includes(`build.${hash}.v8cache`), 'the old one is gone');
  } finally {
    await writeFile(source, original);
  }
});

test('loads esbuild when the client must be bundled again, with the build compiled from the code cache', async () => {
  const out = path.join(root, 'client-again');
  await launch('build.ts', '--content', 'test/fixtures/site', '--out', out);
  // A client source with a new time: its cached bundle no longer counts.
  const source = 'src/client/boot.ts';
  const { atime } = await stat(source);
  await utimes(source, atime, new Date());
  const { stdout } = await launch('build.ts', '--content', 'test/fixtures/site', '--out', out);
  assert.match(stdout, /^Built \d+ pages into /m);
});

test('a crash inside the bundle is reported at the line of its source', async () => {
  await assert.rejects(launch('test/fixtures/launch/crash.ts'), (error: { stderr: string }) => {
    assert.match(error.stderr, /TypeError: Cannot read properties of null/);
    assert.match(error.stderr, /at normalizeNewlines \(.*\/src\/tools\/newlines\.ts:\d+:\d+\)/);
    assert.match(error.stderr, /at renderMarkdown \(.*\/src\/markdown\/render-markdown\.ts:\d+:\d+\)/);
    assert.match(error.stderr, /test\/fixtures\/launch\/crash\.ts:\d+:\d+/);
    return true;
  });
});
