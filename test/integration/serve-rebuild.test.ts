/**
 * `npm run serve` while the site is built again under it, and the output folder in the states a
 * killed or failed build leaves: the server never sends a page cut short, a new hashed file is
 * found at once, a missing folder gives a message, and a build repairs a killed swap first.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort } from '../helpers/free-port.ts';
import { type RawResponse, rawRequest } from '../helpers/http-request.ts';

const FIXTURE = 'test/fixtures/site';
/** No process has this id (Linux allows at most 2^22): the build that left a folder with it is gone. */
const GONE = 2 ** 30;
let root: string;
let contentDir: string;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'jabuti-rebuild-'));
  contentDir = path.join(root, 'content');
  await cp(FIXTURE, contentDir, { recursive: true });
});
after(() => rm(root, { recursive: true, force: true }));

/** `npm run build` as a command: its exit code and what it printed. */
async function build(outDir: string, content = contentDir): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts', '--content', content, '--out', outDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

/** `npm run serve -- --dir DIR` on a free port. */
async function serve(dir: string): Promise<{ origin: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'serve.ts', '--dir', dir], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('Serving')) await once(child.stdout!, 'data');
  return { origin: `http://127.0.0.1:${port}`, child, output: () => output };
}

test('a site rebuilt under a running server: no page cut short, no error, each new search file found at once', { timeout: 180_000 }, async () => {
  const outDir = path.join(root, 'dist-live');
  assert.equal((await build(outDir)).code, 0);
  const server = await serve(outDir);
  const page = path.join(contentDir, 'wiki/survival/index.md');
  const original = await readFile(page, 'utf8');
  let stop = false;
  let checked = 0;
  const problems: string[] = [];
  // Readers ask for pages and files over and over while the builds swap the folder.
  const reader = async () => {
    while (!stop) {
      for (const url of ['/wiki/survival/', '/', '/sitemap.xml', '/wiki/survival/conta/proteger/']) {
        const response: RawResponse = await rawRequest(server.origin, url, { headers: { 'accept-encoding': 'identity' } }).catch((error: Error) => ({ status: 0, headers: {}, body: Buffer.from(error.message) }));
        const length = Number(response.headers['content-length']);
        if (response.status !== 200 || length !== response.body.length) problems.push(`${url}: ${response.status}, ${response.body.length} of ${length} bytes`);
        checked++;
      }
    }
  };
  const readers = [reader(), reader(), reader()];
  let previousFolder = '';
  let runningAtEnd = false;
  try {
    for (let round = 1; round <= 3; round++) {
      // A longer page each round, and with it new hashed search files.
      await writeFile(page, `${original}\n\n${'Mais uma linha sobre o survival. '.repeat(round * 200)}\n`);
      assert.equal((await build(outDir)).code, 0);
      const html = (await rawRequest(server.origin, '/wiki/survival/')).body.toString();
      assert.match(html, /Mais uma linha sobre o survival/);
      assert.match(html, /"\/search\/wiki-survival\.json"/, 'the page names its search index');
      const entry = await rawRequest(server.origin, '/search/wiki-survival.json');
      assert.equal(entry.status, 200, `round ${round}: the entry file`);
      const folder = (JSON.parse(entry.body.toString()) as { d: string }).d;
      assert.match(folder, /^wiki-survival\.[\w-]{10}$/);
      assert.notEqual(folder, previousFolder, `round ${round}: a new text gives a new hashed folder`);
      previousFolder = folder;
      assert.equal((await rawRequest(server.origin, `/search/${folder}/s0.json`)).status, 200, `round ${round}: /search/${folder}/s0.json`);
    }
  } finally {
    stop = true;
    await Promise.all(readers);
    await writeFile(page, original);
    runningAtEnd = server.child.exitCode === null;
    // Stopped whatever happened: a server left running keeps the test process alive for good.
    server.child.kill('SIGTERM');
  }
  assert.ok(runningAtEnd, `the server stopped: ${server.output()}`);
  assert.ok(checked > 20, `only ${checked} requests were made`);
  assert.deepEqual(problems, []);
});

test('a server started before the first build answers 503 with a message, then the site once it is built', { timeout: 120_000 }, async () => {
  const outDir = path.join(root, 'dist-later');
  const server = await serve(outDir);
  try {
    while (!server.output().includes('does not exist yet')) await once(server.child.stderr!, 'data');
    assert.match(server.output(), /dist-later\/ does not exist yet: run "npm run build"/);
    const early = await rawRequest(server.origin, '/');
    assert.equal(early.status, 503);
    assert.match(early.body.toString(), /npm run build/);
    assert.equal((await build(outDir)).code, 0);
    assert.equal((await rawRequest(server.origin, '/')).status, 200);
  } finally {
    server.child.kill('SIGTERM');
  }
});

test('a build killed during its swap is repaired by the next one, even if that one fails on its content', { timeout: 120_000 }, async () => {
  const outDir = path.join(root, 'dist-killed');
  assert.equal((await build(outDir)).code, 0);
  const before = await readFile(path.join(outDir, 'index.html'), 'utf8');
  // What a build killed between the two renames of its swap leaves: the site set aside, no output folder.
  await rename(outDir, `${outDir}.old-${GONE}-100`);
  const broken = path.join(root, 'content-broken');
  await cp(contentDir, broken, { recursive: true });
  await writeFile(path.join(broken, 'wiki/survival/index.md'), '---\ntitle: [quebrado\n---\n');
  const failed = await build(outDir, broken);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /wiki\/survival\/index\.md/);
  assert.match(failed.output, /dist-killed\/ was left as it was\./);
  assert.equal(await readFile(path.join(outDir, 'index.html'), 'utf8'), before);

  const nowhere = await build(path.join(root, 'dist-never'), broken);
  assert.equal(nowhere.code, 1);
  assert.match(nowhere.output, /Nothing was written: .*dist-never\/ does not exist yet\./);
});
