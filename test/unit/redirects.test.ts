/**
 * Moved pages (issue 36): the rules of the configuration and the pages' `aliases` become redirects
 * that lead straight to a page of the build; a rule that leads nowhere or in a loop stops the build
 * naming its file, and every server is told the same moves.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type RedirectSource, resolveRedirects } from '../../src/generator/redirects.ts';
import { nginxServerBlock, staticHostRedirects } from '../../src/server/deploy-files.ts';
import { resolvePath } from '../../src/server/serving-rules.ts';

const pages = new Set(['/', '/wiki/nova/', '/wiki/outra/', '/img/mapa.png', '/docs/upgrading-from-6.x/']);
const exists = (route: string) => pages.has(route);
const rule = (from: string[], to: string, file = 'site.config.ts', line?: number): RedirectSource => ({ file, line, from, to });

test('old paths are written as routes, with or without their slash, and lead to the page', () => {
  const { redirects, warnings } = resolveRedirects([rule(['/wiki/velha', '/wiki/antiga/'], '/wiki/nova'), rule(['/mapa.png'], '/img/mapa.png')], exists);
  assert.deepEqual(redirects, [
    { from: '/mapa.png', to: '/img/mapa.png' },
    { from: '/wiki/antiga/', to: '/wiki/nova/' },
    { from: '/wiki/velha/', to: '/wiki/nova/' },
  ]);
  assert.deepEqual(warnings, []);
});

test('a route whose last part ends in a dot and a letter (React Navigation\'s 6.x) is a route, not a file', () => {
  const { redirects } = resolveRedirects([rule(['/docs/7.x/upgrading-from-6.x'], '/docs/upgrading-from-6.x')], exists);
  assert.deepEqual(redirects, [{ from: '/docs/7.x/upgrading-from-6.x/', to: '/docs/upgrading-from-6.x/' }]);
});

test('a rule that leads to another moved path is followed to the page, fragment kept', () => {
  const { redirects } = resolveRedirects([rule(['/a/'], '/b/#parte'), rule(['/b/'], '/wiki/nova/')], exists);
  assert.deepEqual(redirects, [
    { from: '/a/', to: '/wiki/nova/#parte' },
    { from: '/b/', to: '/wiki/nova/' },
  ]);
});

test('a redirect to a missing page stops the build, naming the file and line', () => {
  assert.throws(() => resolveRedirects([rule(['/velha/'], '/wiki/sumiu/', 'content/wiki/x.md', 4)], exists), /content\/wiki\/x\.md:4: redirect from \/velha\/ to \/wiki\/sumiu\/: no page or file of the site is at \/wiki\/sumiu\//);
});

test('a loop stops the build and shows its path', () => {
  assert.throws(() => resolveRedirects([rule(['/a/'], '/b/'), rule(['/b/'], '/a/')], exists), /site\.config\.ts: redirect loop: \/a\/ → \/b\/ → \/a\//);
});

test('one old path sent to two places stops the build; an old path a page has again is the page\'s, with a warning', () => {
  assert.throws(() => resolveRedirects([rule(['/a/'], '/wiki/nova/'), rule(['/a/'], '/wiki/outra/', 'content/wiki/outra.md', 3)], exists), /content\/wiki\/outra\.md:3: \/a\/ is redirected twice/);
  const { redirects, warnings } = resolveRedirects([rule(['/wiki/outra/'], '/wiki/nova/')], exists);
  assert.deepEqual(redirects, []);
  assert.match(warnings[0]!.message, /redirect from \/wiki\/outra\/ ignored: a page of the site is at that path/);
});

test('a URL is a target as it is; a path without its leading slash is an error', () => {
  assert.deepEqual(resolveRedirects([rule(['/discord'], 'https://discord.gg/jabuti')], exists).redirects, [{ from: '/discord/', to: 'https://discord.gg/jabuti' }]);
  assert.throws(() => resolveRedirects([rule(['velha'], '/wiki/nova/')], exists), /redirect "velha": write a path of the site starting with "\/"/);
});

test('the Node server, nginx and static hosts answer the same moves', () => {
  const moved = { '/wiki/velha/': '/jabuti/wiki/nova/#parte' };
  const lookup = new Map([['/wiki/velha/', moved['/wiki/velha/']], ['/wiki/velha', moved['/wiki/velha/']], ['/wiki/velha/index.html', moved['/wiki/velha/']]]);
  assert.deepEqual(resolvePath('/wiki/velha', () => false, lookup), { kind: 'moved', location: '/jabuti/wiki/nova/#parte' });
  const nginx = nginxServerBlock({}, moved);
  for (const request of ['/wiki/velha/', '/wiki/velha', '/wiki/velha/index.html']) {
    assert.ok(nginx.includes(`location = "${request}" {`), request);
  }
  assert.match(nginx, /return 301 "\/jabuti\/wiki\/nova\/\$is_args\$args#parte";/);
  const lines = staticHostRedirects(moved).split('\n');
  assert.ok(lines.indexOf('/wiki/velha/  /jabuti/wiki/nova/#parte  301') < lines.findIndex((line) => line.startsWith('/*')));
});

test("an old path that is a page's own index.html (client-redirects' fromExtensions of a route /x/index/) is left to the page, with a warning", () => {
  const { redirects, warnings } = resolveRedirects([rule(['/wiki/nova/index.html'], '/wiki/outra/')], exists);
  assert.deepEqual(redirects, []);
  assert.match(warnings[0]!.message, /redirect from \/wiki\/nova\/index\.html ignored: a page of the site is at that path/);
});

test("a project's redirect to a page the build did not make (a plugin not run here may make it) is left out with a warning; a loop still stops the build", () => {
  const { redirects, warnings } = resolveRedirects([rule(['/api/core/changelog'], '/changelog', 'docusaurus.config.js'), rule(['/velha/'], '/wiki/nova/')], exists, 'warn');
  assert.deepEqual(redirects, [{ from: '/velha/', to: '/wiki/nova/' }]);
  assert.deepEqual(warnings, [{ file: 'docusaurus.config.js', line: undefined, message: 'redirect from /api/core/changelog/ to /changelog/: no page or file of the site is at /changelog/; the redirect is left out' }]);
  assert.throws(() => resolveRedirects([rule(['/a/'], '/b/'), rule(['/b/'], '/a/')], exists, 'warn'), /redirect loop/);
});
