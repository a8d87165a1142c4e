/**
 * Moved pages (issue 36): a page's `aliases`, the configuration's `redirects` and a Docusaurus
 * project's client-redirects plugin leave a small page at each old path (for hosts with no
 * rules), tell every server the move, keep the old paths out of the sitemap, and a redirect that
 * leads nowhere stops the build naming its file, leaving the previous site whole.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { buildSite } from '../../src/generator/build-site.ts';
import { buildIntoTemp, type BuiltSite, projectForTests } from '../helpers/build-fixture.ts';

let site: BuiltSite;

before(async () => {
  site = await buildIntoTemp('test/fixtures/site', { config: { redirects: [{ from: ['/entrar', '/como-jogar/'], to: '/wiki/survival/#comecar' }] } });
});

after(() => site?.remove());

const read = (file: string) => readFileSync(path.join(site.outDir, file), 'utf8');

test('each old path holds a page that goes to the new one: refresh, canonical address and a visible link', () => {
  const page = read('wiki/survival/seguranca/index.html');
  assert.match(page, /<meta http-equiv="refresh" content="0; url=\/wiki\/survival\/conta\/">/);
  assert.match(page, /<link rel="canonical" href="https:\/\/[^"]+\/wiki\/survival\/conta\/">/);
  assert.match(page, /<meta name="robots" content="noindex">/);
  assert.match(page, /<html lang="pt-BR">/);
  assert.match(page, /Esta página mudou de endereço: <a href="\/wiki\/survival\/conta\/">/);
  assert.match(read('entrar/index.html'), /url=\/wiki\/survival\/#comecar/);
  assert.match(read('como-jogar/index.html'), /url=\/wiki\/survival\/#comecar/);
});

test('the sitemap and the search know only the new path', () => {
  const sitemap = read('sitemap.xml');
  assert.match(sitemap, /\/wiki\/survival\/conta\/<\/loc>/);
  assert.doesNotMatch(sitemap, /seguranca|minha-conta|entrar|como-jogar/);
});

test('servers are told every move: the Node server\'s table, nginx\'s locations and the static hosts\' _redirects', () => {
  const moved = JSON.parse(read('_deploy/redirects.json')) as Record<string, string>;
  assert.deepEqual(moved, {
    '/como-jogar/': '/wiki/survival/#comecar',
    '/entrar/': '/wiki/survival/#comecar',
    '/wiki/survival/minha-conta/': '/wiki/survival/conta/',
    '/wiki/survival/seguranca/': '/wiki/survival/conta/',
  });
  assert.match(read('_deploy/nginx.conf'), /location = "\/entrar" \{[^}]*return 301 "\/wiki\/survival\/\$is_args\$args#comecar";/);
  assert.match(read('_redirects'), /^\/wiki\/survival\/seguranca\/ {2}\/wiki\/survival\/conta\/ {2}301$/m);
});

test('a redirect to a missing page stops the build naming the file, and the previous site stays whole', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-moved-'));
  try {
    const outDir = path.join(root, 'dist');
    await buildSite({ config: siteConfig, contentDir: 'test/fixtures/site', outDir, compress: false, cache: false });
    const broken = { ...siteConfig, redirects: [{ from: '/velha/', to: '/wiki/nao-existe/' }] };
    await assert.rejects(buildSite({ config: broken, contentDir: 'test/fixtures/site', outDir, compress: false, cache: false }), /site\.config\.ts: redirect from \/velha\/ to \/wiki\/nao-existe\/: no page or file of the site is at \/wiki\/nao-existe\//);
    const looping = { ...siteConfig, redirects: [{ from: '/a/', to: '/b/' }, { from: '/b/', to: '/a' }] };
    await assert.rejects(buildSite({ config: looping, contentDir: 'test/fixtures/site', outDir, compress: false, cache: false }), /redirect loop: \/a\/ → \/b\/ → \/a\//);
    assert.ok(existsSync(path.join(outDir, 'wiki/survival/conta/proteger/index.html')));
    assert.ok(existsSync(path.join(outDir, 'wiki/survival/seguranca/index.html')));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

const project = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Widgets', tagline: 'x', url: 'https://widgets.example.com', baseUrl: '/base/',
  presets: [['classic', { blog: false }]],
  plugins: [['@docusaurus/plugin-client-redirects', {
    fromExtensions: ['html'],
    redirects: [{ from: ['/docs/old-intro', '/start'], to: '/docs/intro' }, { from: '/chat', to: 'https://chat.example.com/' }, { from: '/examples/sprite', to: '/docs/intro?example=sprite' }],
    createRedirects(existingPath) {
      if (existingPath.startsWith('/docs/guides')) return [existingPath.replace('/docs/guides', '/docs/howto')];
      return undefined;
    },
  }]],
};
`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/guides/setup.md': '# Setup\n\nSet it up.\n',
});

test('a Docusaurus project\'s client-redirects rules, createRedirects and fromExtensions move its pages, under its base URL', () => {
  assert.deepEqual(project().warnings.map((warning) => warning.message).filter((message) => message.includes('redirect')), []);
  const { outDir } = project();
  const at = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  assert.match(at('docs/old-intro/index.html'), /url=\/base\/docs\/intro\//);
  assert.match(at('start/index.html'), /url=\/base\/docs\/intro\//);
  assert.match(at('chat/index.html'), /url=https:\/\/chat\.example\.com\//);
  // A target's query is for the page to read: the page is its path's, and the query follows its slash (PixiJS's old example links).
  assert.match(at('examples/sprite/index.html'), /url=\/base\/docs\/intro\/\?example=sprite"/);
  assert.match(at('docs/howto/setup/index.html'), /url=\/base\/docs\/guides\/setup\//);
  assert.match(at('_redirects'), /^\/docs\/howto\/setup\/ {2}\/base\/docs\/guides\/setup\/ {2}301$/m);
  // fromExtensions: ['html']: a Docusaurus 1 address (/docs/intro.html) leads to the page; the home has none.
  assert.match(at('docs/intro.html'), /url=\/base\/docs\/intro\//);
  assert.equal((JSON.parse(at('_deploy/redirects.json')) as Record<string, string>)['/docs/guides/setup.html'], '/base/docs/guides/setup/');
  assert.equal(existsSync(path.join(outDir, '.html')), false);
});
