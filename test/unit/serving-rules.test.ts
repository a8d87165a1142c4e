import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptedEncodings } from '../../src/server/accept-encoding.ts';
import { parseByteRange } from '../../src/server/byte-range.ts';
import { encodePath, parseRequestTarget } from '../../src/server/request-target.ts';
import { staticHostHeaders, staticHostRedirects } from '../../src/server/deploy-files.ts';
import { cacheControl, contentSecurityPolicy, contentType, isCompressible, resolvePath, securityHeaders } from '../../src/server/serving-rules.ts';

test('request targets are decoded and normalised; what cannot name a file is refused', () => {
  assert.deepEqual(parseRequestTarget('/wiki/survival/?q=kits'), { pathname: '/wiki/survival/', search: '?q=kits' });
  assert.deepEqual(parseRequestTarget('/.//evil.com/index.html'), { pathname: '/evil.com/index.html', search: '' });
  assert.deepEqual(parseRequestTarget('/a/..//evil.com/x.html'), { pathname: '/evil.com/x.html', search: '' });
  assert.deepEqual(parseRequestTarget('/%2e%2e/%2e%2e/etc/passwd'), { pathname: '/etc/passwd', search: '' });
  assert.deepEqual(parseRequestTarget('http://example.com/regras/?a=1'), { pathname: '/regras/', search: '?a=1' });
  assert.deepEqual(parseRequestTarget('/a?b=ç'), { pathname: '/a', search: '?b=%C3%A7' });
  for (const bad of ['*', '', 'regras', '/%', '/%zz', '/%ff', '/%c0%ae', '/a%00', '/./\\evil.com/x.html', '/%5cevil.com']) {
    assert.equal(parseRequestTarget(bad), undefined, bad);
  }
});

test('a Location path keeps ?, # and spaces of a name inside its segment', () => {
  assert.equal(encodePath('/a b/c?d#e/'), '/a%20b/c%3Fd%23e/');
});

test('byte ranges as nginx reads them', () => {
  assert.deepEqual(parseByteRange('bytes=0-0', 100), { start: 0, end: 0 });
  assert.deepEqual(parseByteRange('bytes=-10', 100), { start: 90, end: 99 });
  assert.deepEqual(parseByteRange('bytes=-500', 100), { start: 0, end: 99 });
  assert.deepEqual(parseByteRange('bytes=90-', 100), { start: 90, end: 99 });
  assert.deepEqual(parseByteRange('bytes=10-1000', 100), { start: 10, end: 99 });
  for (const unsatisfiable of ['bytes=10-5', 'bytes=100-', 'bytes=-0', 'bytes=-', 'bytes=x-1', 'bytes=1-2-3']) {
    assert.equal(parseByteRange(unsatisfiable, 100), 'unsatisfiable', unsatisfiable);
  }
  assert.equal(parseByteRange('bytes=-1', 0), 'unsatisfiable');
  assert.equal(parseByteRange('items=0-1', 100), 'ignore');
  assert.equal(parseByteRange('bytes=0-1,5-6', 100), 'ignore');
});

test('Accept-Encoding: br before gzip, q=0 refuses, * allows the rest', () => {
  assert.deepEqual(acceptedEncodings('gzip, deflate, br'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('gzip'), ['gzip']);
  assert.deepEqual(acceptedEncodings('br;q=0, gzip;q=0.5'), ['gzip']);
  assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('*;q=0, gzip'), ['gzip']);
  assert.deepEqual(acceptedEncodings('identity'), []);
  assert.deepEqual(acceptedEncodings(undefined), []);
  assert.deepEqual(acceptedEncodings('br;q=abc'), []);
});

test('clean URLs: folders, redirects, files and what is never served', () => {
  const files = new Set(['/index.html', '/regras/index.html', '/sitemap.xml', '/google123.html', '/404.html', '/_headers', '/_deploy/nginx.conf']);
  const resolve = (pathname: string) => resolvePath(pathname, (file) => files.has(file));
  assert.deepEqual(resolve('/'), { kind: 'file', file: '/index.html' });
  assert.deepEqual(resolve('/regras/'), { kind: 'file', file: '/regras/index.html' });
  assert.deepEqual(resolve('/regras'), { kind: 'redirect', location: '/regras/' });
  assert.deepEqual(resolve('/regras/index.html'), { kind: 'redirect', location: '/regras/' });
  assert.deepEqual(resolve('/regras.html'), { kind: 'redirect', location: '/regras/' });
  assert.deepEqual(resolve('/google123.html'), { kind: 'file', file: '/google123.html' });
  assert.deepEqual(resolve('/sitemap.xml'), { kind: 'file', file: '/sitemap.xml' });
  for (const missing of ['/nada', '/nada/', '/regras/index', '/404/', '/404.html', '/_headers', '/_deploy/nginx.conf']) {
    assert.deepEqual(resolve(missing), { kind: 'not-found' }, missing);
  }
});

test('types, compression and cache by path', () => {
  assert.equal(contentType('html'), 'text/html; charset=utf-8');
  assert.equal(contentType('PNG'), 'image/png');
  assert.equal(contentType('mcpack'), 'application/octet-stream');
  assert.equal(contentType('exe'), 'application/octet-stream');
  assert.equal(isCompressible('/a/index.html'), true);
  assert.equal(isCompressible('/img/logo.svg'), true);
  assert.equal(isCompressible('/img/logo.png'), false);
  assert.equal(isCompressible('/a.b/LICENSE'), false);
  assert.equal(cacheControl('/assets/boot.ONRPA3XX.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControl('/search/wiki-survival.ORO1afgPFR/s3.json'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControl('/search/wiki-survival.json'), 'no-cache', 'the entry file keeps its name: it is asked again');
  assert.equal(cacheControl('/search/index.html'), 'no-cache');
  assert.equal(cacheControl('/img/logo.svg'), 'no-cache');
});

test('the policy allows scripts by hash only, and the IP service for fetches', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc='], connectOrigins: ['https://api.ipify.org'] });
  assert.match(policy, /script-src 'self' 'sha256-abc='(;|$)/);
  assert.match(policy, /connect-src 'self' https:\/\/api\.ipify\.org/);
  assert.doesNotMatch(policy, /script-src[^;]*unsafe/);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /object-src 'none'/);
});

test("a project's script of another origin may send to that origin (Plausible's events), as well as load from it", () => {
  const policy = contentSecurityPolicy({ scriptHashes: [], connectOrigins: [], scriptOrigins: ['https://plausible.io'] });
  assert.match(policy, /script-src 'self' https:\/\/plausible\.io(;|$)/);
  assert.match(policy, /connect-src 'self' https:\/\/plausible\.io(;|$)/);
});

test('the policy lets pages embed HTTPS frames (videos, sandboxes), and nothing else from them', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc='], connectOrigins: [] });
  assert.match(policy, /(^|; )frame-src https:(;|$)/);
  assert.match(policy, /(^|; )media-src 'self' https:(;|$)/, 'a video or a sound of another HTTPS site plays');
  assert.match(policy, /script-src 'self' 'sha256-abc='(;|$)/);
});

test('_headers gives static hosts the same security headers and a year of cache for the bundle; _redirects hides the deploy files', () => {
  const security = securityHeaders({ scriptHashes: ['sha256-abc='], connectOrigins: [] });
  const headers = staticHostHeaders(security).split('\n');
  const everyFile = headers.indexOf('/*');
  const assets = headers.indexOf('/assets/*');
  assert.ok(everyFile !== -1 && assets > everyFile);
  for (const [name, value] of Object.entries(security)) assert.ok(headers.slice(everyFile + 1, assets).includes(`  ${name}: ${value}`), name);
  assert.deepEqual(headers.slice(assets + 1).filter(Boolean), ['  Cache-Control: public, max-age=31536000, immutable']);
  assert.ok(!headers.slice(everyFile + 1, assets).some((line) => line.includes('Cache-Control')), 'hosts would join two Cache-Control values');
  const redirects = staticHostRedirects().split('\n').filter((line) => line && !line.startsWith('#'));
  assert.deepEqual(redirects, ['/_deploy/*  /404.html  404!', '/*  /404.html  404']);
});

test("a site's own _redirects rules come before the build's (the host follows the first that matches), and its _headers rules after", () => {
  const own = '/v6  /docs/v6/intro  301\r\n/v6/manual/*.html  /docs/v6/:splat  301\n\n';
  const redirects = staticHostRedirects({ '/antiga/': '/nova/' }, own).split('\n').filter((line) => line && !line.startsWith('#'));
  assert.deepEqual(redirects, ['/v6  /docs/v6/intro  301', '/v6/manual/*.html  /docs/v6/:splat  301', '/antiga/  /nova/  301', '/antiga  /nova/  301', '/antiga/index.html  /nova/  301', '/_deploy/*  /404.html  404!', '/*  /404.html  404']);
  const headers = staticHostHeaders(securityHeaders({ scriptHashes: [], connectOrigins: [] }), '/fonts/*\n  Access-Control-Allow-Origin: *\n').split('\n');
  assert.deepEqual(headers.slice(-4), ["# The site's own rules, from the file of this name in its static folder (edit them there):", '/fonts/*', '  Access-Control-Allow-Origin: *', '']);
});
