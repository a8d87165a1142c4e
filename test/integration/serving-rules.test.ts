/**
 * The URL rules and headers of serving-rules.ts, checked the same way against the Node server
 * behind `npm start` and against Debian's nginx with the server block the build wrote: same
 * statuses, same `Location`s, same headers. `.ci/run` installs nginx when it is missing.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticServer } from '../../src/server/static-server.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { type RawResponse, rawRequest } from '../helpers/http-request.ts';
import { type RunningNginx, startNginx } from '../helpers/nginx.ts';

let site: BuiltSite;
let nginx: RunningNginx;
let nodeOrigin: string;
let closeNode: () => Promise<void>;
let asset: string;
let searchFile: string;

before(async () => {
  site = await buildIntoTemp('test/fixtures/site');
  // A link inside the site that leads out of it: no server may follow it.
  writeFileSync(path.join(path.dirname(site.outDir), 'segredo.txt'), 'fora do site');
  symlinkSync(path.join(path.dirname(site.outDir), 'segredo.txt'), path.join(site.outDir, 'segredo.txt'));
  asset = `/assets/${readdirSync(path.join(site.outDir, 'assets')).find((name) => name.endsWith('.css'))}`;
  const searchFolder = readdirSync(path.join(site.outDir, 'search')).find((name) => /\.[\w-]{10}$/.test(name));
  searchFile = `/search/${searchFolder}/s0.json`;
  const server = createStaticServer({ root: site.outDir }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  nodeOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeNode = () => new Promise((resolve) => server.close(() => resolve()));
  nginx = await startNginx(site.outDir);
});

after(async () => {
  await Promise.all([closeNode?.(), nginx?.stop()]);
  await site?.remove();
});

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'];

function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function plainFile(file: string): Buffer {
  return readFileSync(path.join(site.outDir, file));
}

for (const target of ['node', 'nginx'] as const) {
  describe(`served by ${target}`, () => {
    const get = (url: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(target === 'node' ? nodeOrigin : nginx.origin, url, options);

    test('a page answers 200 with its type, validators, revalidation and the security headers', async () => {
      const response = await get('/wiki/survival/');
      assert.equal(response.status, 200);
      assert.equal(header(response, 'content-type'), 'text/html; charset=utf-8');
      assert.equal(header(response, 'cache-control'), 'no-cache');
      assert.match(header(response, 'etag') ?? '', /^"[0-9a-f]+-[0-9a-f]+"$/);
      assert.ok(header(response, 'last-modified'));
      const csp = header(response, 'content-security-policy') ?? '';
      assert.match(csp, /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2}/);
      assert.doesNotMatch(csp.split(';').find((directive) => directive.includes('script-src')) ?? '', /unsafe-inline/);
      assert.match(csp, /connect-src 'self' https:\/\/api\.ipify\.org/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.equal(header(response, 'x-content-type-options'), 'nosniff');
      assert.equal(header(response, 'referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(header(response, 'x-frame-options'), 'DENY');
      assert.match(header(response, 'permissions-policy') ?? '', /camera=\(\)/);
    });

    test('clean URLs: /x, /x.html and /x/index.html answer 301 to /x/, keeping the query', async () => {
      for (const [url, location] of [
        ['/wiki/survival', '/wiki/survival/'],
        ['/wiki/survival.html', '/wiki/survival/'],
        ['/wiki/survival/index.html?q=kits', '/wiki/survival/?q=kits'],
        ['/wiki/survival/conta?x=1', '/wiki/survival/conta/?x=1'],
      ]) {
        const response = await get(url!);
        assert.equal(response.status, 301, url);
        assert.equal(header(response, 'location'), location, url);
        assert.equal(header(response, 'x-frame-options'), 'DENY', url);
      }
    });

    test('a moved page: each old path its front matter lists answers 301 with the new one, keeping the query', async () => {
      for (const [url, location] of [
        ['/wiki/survival/seguranca/', '/wiki/survival/conta/'],
        ['/wiki/survival/seguranca', '/wiki/survival/conta/'],
        ['/wiki/survival/seguranca/index.html', '/wiki/survival/conta/'],
        ['/wiki/survival/minha-conta/?aba=2', '/wiki/survival/conta/?aba=2'],
      ]) {
        const response = await get(url!);
        assert.equal(response.status, 301, url);
        assert.equal(header(response, 'location'), location, url);
        assert.equal(header(response, 'x-frame-options'), 'DENY', url);
      }
    });

    test('no Location ever points to another host', async () => {
      for (const url of ['/.//evil.com/index.html', '/a/..//evil.com/x.html', '/./\\evil.com/x.html', '//evil.com/', '/\\evil.com', '//evil.com/x.html']) {
        const response = await get(url);
        const location = header(response, 'location');
        assert.ok(location === undefined || /^\/(?![/\\])/.test(location), `${url} → ${response.status} ${location}`);
      }
    });

    test('unknown paths, duplicates of real pages and the servers\' own files answer 404 with the not-found page', async () => {
      for (const url of ['/nao-existe/', '/nao-existe', '/regras/index', '/404/', '/404.html', '/_deploy/nginx.conf', '/_deploy/headers.json', '/_headers', '/_redirects', '/segredo.txt']) {
        const response = await get(url);
        assert.equal(response.status, 404, url);
        assert.match(response.body.toString(), /Página não encontrada/, url);
        assert.equal(header(response, 'x-content-type-options'), 'nosniff', url);
      }
    });

    test('methods other than GET and HEAD answer 405 with Allow', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
        const response = await get('/wiki/survival/', { method });
        assert.equal(response.status, 405, method);
        assert.equal(header(response, 'allow'), 'GET, HEAD', method);
      }
      const head = await get('/wiki/survival/', { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(head.body.length, 0);
    });

    test('byte ranges: suffix, single byte, open end; unsatisfiable or malformed is 416', async () => {
      const file = plainFile('robots.txt');
      const identity = { 'accept-encoding': 'identity' };
      const last = await get('/robots.txt', { headers: { ...identity, range: 'bytes=-10' } });
      assert.equal(last.status, 206);
      assert.deepEqual(last.body, file.subarray(file.length - 10));
      assert.equal(header(last, 'content-range'), `bytes ${file.length - 10}-${file.length - 1}/${file.length}`);
      const first = await get('/robots.txt', { headers: { ...identity, range: 'bytes=0-0' } });
      assert.equal(first.status, 206);
      assert.deepEqual(first.body, file.subarray(0, 1));
      const rest = await get('/robots.txt', { headers: { ...identity, range: 'bytes=5-' } });
      assert.deepEqual(rest.body, file.subarray(5));
      for (const range of ['bytes=10-5', `bytes=${file.length}-`, 'bytes=-0', 'bytes=x-y']) {
        const response = await get('/robots.txt', { headers: { ...identity, range } });
        assert.equal(response.status, 416, range);
        assert.equal(header(response, 'content-range'), `bytes */${file.length}`, range);
      }
    });

    test('precompressed files are chosen by Accept-Encoding, with Vary', async () => {
      const page = plainFile('wiki/survival/index.html');
      const gzip = await get('/wiki/survival/', { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(header(gzip, 'content-encoding'), 'gzip');
      assert.equal(header(gzip, 'vary'), 'Accept-Encoding');
      assert.deepEqual(gunzipSync(gzip.body), page);
      assert.ok(gzip.body.length < page.length / 2);
      const plain = await get('/wiki/survival/', { headers: { 'accept-encoding': 'identity' } });
      assert.equal(header(plain, 'content-encoding'), undefined);
      assert.deepEqual(plain.body, page);
      if (target === 'node' || nginx.brotli) {
        const br = await get('/wiki/survival/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
        assert.equal(header(br, 'content-encoding'), 'br');
        assert.deepEqual(brotliDecompressSync(br.body), page);
      }
    });

    test('hashed files are cached for a year; other files are revalidated with 304', async () => {
      for (const url of [asset, searchFile]) assert.equal(header(await get(url), 'cache-control'), 'public, max-age=31536000, immutable', url);
      assert.equal(header(await get('/search/'), 'cache-control'), 'no-cache');
      assert.equal(header(await get('/search/site.json'), 'cache-control'), 'no-cache');
      assert.equal(header(await get('/sitemap.xml'), 'cache-control'), 'no-cache');
      const first = await get('/wiki/survival/', { headers: { 'accept-encoding': 'gzip' } });
      const byTag = await get('/wiki/survival/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': header(first, 'etag')! } });
      assert.equal(byTag.status, 304);
      assert.equal(byTag.body.length, 0);
      const byDate = await get('/wiki/survival/', { headers: { 'accept-encoding': 'gzip', 'if-modified-since': header(first, 'last-modified')! } });
      assert.equal(byDate.status, 304);
      const stale = await get('/wiki/survival/', { headers: { 'if-none-match': '"0-0"' } });
      assert.equal(stale.status, 200);
    });

    test('malformed requests get 400 or 404, and the server keeps answering', async () => {
      for (const url of ['/%', '/%zz', '/%ff', '/%c0%ae%c0%ae', '/%e0%80%ae', '/..%2f..%2fetc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/wiki/%00']) {
        const response = await get(url);
        assert.ok([400, 404].includes(response.status), `${url} → ${response.status}`);
      }
      assert.equal((await get('/')).status, 200);
    });
  });
}

test('the Node server and nginx give the same statuses, Locations and headers', async (t) => {
  const compared = ['location', 'cache-control', 'content-encoding', 'vary', 'etag', 'last-modified', 'allow', 'content-range', ...SECURITY_HEADERS];
  const accept = nginx.brotli ? 'gzip, br' : 'gzip';
  const cases: [string, Record<string, string>, string?][] = [
    ['/', { 'accept-encoding': accept }],
    ['/wiki/survival/', {}],
    ['/wiki/survival', {}],
    ['/wiki/survival.html', {}],
    ['/wiki/survival/index.html?q=a', {}],
    ['/nao-existe/', { 'accept-encoding': accept }],
    ['/404.html', {}],
    ['/_deploy/nginx.conf', {}],
    [asset, { 'accept-encoding': accept }],
    [searchFile, { 'accept-encoding': 'gzip' }],
    ['/sitemap.xml', { 'accept-encoding': 'gzip' }],
    ['/robots.txt', { range: 'bytes=-10', 'accept-encoding': 'identity' }],
    ['/robots.txt', { range: 'bytes=10-5', 'accept-encoding': 'identity' }],
    ['/wiki/survival/', {}, 'DELETE'],
    ['/.//evil.com/index.html', {}],
  ];
  const differences = (fromNode: RawResponse, fromNginx: RawResponse): string[] => {
    // nginx sends every add_header twice with a 416 ("no-cache, no-cache"): its quirk, not a rule.
    const names = fromNginx.status === 416 ? ['content-range'] : [...compared, ...(fromNode.status === 200 ? ['content-type'] : [])];
    const found = names.filter((name) => header(fromNode, name) !== header(fromNginx, name)).map((name) => `${name}: ${header(fromNode, name)} (Node) ≠ ${header(fromNginx, name)} (nginx)`);
    return fromNode.status === fromNginx.status ? found : [`status: ${fromNode.status} ≠ ${fromNginx.status}`, ...found];
  };
  for (const [url, headers, method] of cases) {
    const label = `${method ?? 'GET'} ${url} ${JSON.stringify(headers)}`;
    const ask = () => Promise.all([rawRequest(nodeOrigin, url, { headers, method }), rawRequest(nginx.origin, url, { headers, method })]);
    const first = differences(...(await ask()));
    if (first.length === 0) continue;
    // Once on a loaded CI machine nginx answered a 404 with the .gz where the .br was there: a file it
    // failed to open, logged, then fell back. A rule that differs differs again when asked again.
    t.diagnostic(`${label}, first answer: ${first.join('; ')}; nginx's log: ${(await nginx.errorLog()) || '(empty)'}`);
    assert.deepEqual(differences(...(await ask())), [], label);
  }
});

test('a file written in the last nanoseconds of a second has the ETag and date nginx gives it', async () => {
  // Node's float of milliseconds rounds 1700000000.999999999 s up to the next second; nginx does not.
  execFileSync('touch', ['-d', '@1700000000.999999999', path.join(site.outDir, 'robots.txt')]);
  const [fromNode, fromNginx] = await Promise.all([rawRequest(nodeOrigin, '/robots.txt'), rawRequest(nginx.origin, '/robots.txt')]);
  assert.match(header(fromNginx, 'etag') ?? '', /^"6553f100-/);
  assert.equal(header(fromNode, 'etag'), header(fromNginx, 'etag'));
  assert.equal(header(fromNode, 'last-modified'), header(fromNginx, 'last-modified'));
});
