import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { freePort } from '../helpers/free-port.ts';

let site: BuiltSite;
let server: ChildProcess;
let origin: string;


/** Starts `serve.ts`, the server behind `npm start`, on 127.0.0.1. */
before(async () => {
  site = await buildIntoTemp('test/fixtures/site');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // A relative folder, as `npm start` passes `dist`.
  server = spawn(process.execPath, ['--import', 'tsx', 'serve.ts', '--dir', path.relative(process.cwd(), site.outDir)], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(server.stdout!, 'data')) as [Buffer];
  assert.match(chunk.toString(), /Serving .* on http:\/\/127\.0\.0\.1:\d+\//);
});

after(async () => {
  server?.kill('SIGTERM');
  await site?.remove();
});

const get = (path: string) => fetch(origin + path, { redirect: 'manual' });

test('a clean route answers 200 with its page', async () => {
  const response = await get('/wiki/survival/');
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /text\/html/);
  assert.match(await response.text(), /<title>Survival \| Jabuticraft<\/title>/);
});

test('/x/index.html answers 301 to /x/, keeping the query', async () => {
  const response = await get('/wiki/survival/index.html?q=kits');
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/wiki/survival/?q=kits');
});

test('/x.html answers 301 to /x/', async () => {
  const response = await get('/wiki/survival.html');
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/wiki/survival/');
});

test('/x answers 301 to /x/', async () => {
  const response = await get('/wiki/survival/conta');
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/wiki/survival/conta/');
});

test('an unknown path gets the not-found page with status 404', async () => {
  for (const path of ['/nao-existe/', '/nao-existe', '/wiki/survival/conta/nada/']) {
    const response = await get(path);
    assert.equal(response.status, 404, path);
    assert.match(await response.text(), /Página não encontrada/, path);
  }
});

test('files are served as they are', async () => {
  const sitemap = await get('/sitemap.xml');
  assert.equal(sitemap.status, 200);
  assert.match(await sitemap.text(), /<urlset/);
  assert.equal((await get('/img/logo.svg')).status, 200);
});
