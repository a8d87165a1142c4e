/**
 * What kysely's site (its trial: reviews/docusaurus-projects/kysely.md) found of the frame around a
 * project's pages: Docusaurus's root element, Infima's navbar names, the title of a page titled as
 * the site, generated-index cards as DocCard draws them, no table-of-contents column without one,
 * the client modules: its scripts bundled into one the pages load, its stylesheets in the site's.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/',
  clientModules: ['./src/clientModules/navbarScroll.js', require.resolve('./src/css/extra.css')],
  plugins: ['./src/plugins/favicons'],
  presets: [['classic', { blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'search', position: 'left' }, { to: '/docs/intro', label: 'Docs', position: 'right' }, { type: 'html', position: 'right', value: '<a class="navbar-social" href="https://github.com/widgets">GitHub</a>', className: 'navbar-group-start' }] } } };\n`,
  'src/clientModules/navbarScroll.js': "window.addEventListener('scroll', () => document.documentElement.toggleAttribute('data-navbar-scrolled', scrollY > 0));\n",
  'src/css/extra.css': '.widgets-extra { color: rgb(1, 2, 3); }\n',
  'src/plugins/favicons.js': "module.exports = function favicons() { return { injectHtmlTags() { return { headTags: [{ tagName: 'link', attributes: { rel: 'apple-touch-icon', sizes: '180x180', href: '/img/apple-touch-icon.png' } }, { tagName: 'meta', attributes: { name: 'msapplication-config', content: '/img/browserconfig.xml' } }] }; } }; };\n",
  'src/pages/index.js': "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout title=\"Widgets\"><p>Welcome.</p></Layout>; }\n",
  'docs/intro.md': '# Intro\n\nNo headings below.\n',
  'docs/titled.md': '---\ntitle: Titled\n---\n\nNo heading of its own.\n',
  'docs/guides/_category_.json': JSON.stringify({ label: 'Guides', position: 2, link: { type: 'generated-index', description: 'How to.' } }),
  'docs/guides/first.md': '---\ndescription: The first guide.\n---\n\n# First\n\n## A section\n\nText.\n',
  'docs/guides/more/_category_.json': JSON.stringify({ label: 'More' }),
  'docs/guides/more/a.md': '# A\n\nA.\n',
  'docs/guides/more/b.md': '# B\n\nB.\n',
  'docs/guides/testing/index.md': '---\ndescription: How the tests run.\n---\n\n# Testing\n\nText.\n',
});

test("every page is inside Docusaurus's root element, and the navbar has Infima's names", async () => {
  const html = await readRoute(project().outDir, '/docs/intro/');
  assert.match(html, /<body><div id="__docusaurus"><a class="skip-link"[\s\S]*<\/div><\/body><\/html>$/);
  assert.match(html, /<ul class="navbar-items navbar-left navbar__items">/);
  assert.match(html, /<ul class="navbar-items navbar-right navbar__items navbar__items--right">/);
  assert.match(html, /<li class="navbar-item navbar__item navbar-group-start"><a class="navbar-social"/);
});

test("a doc's title heads its Markdown: the Markdown's own h1 as it is, one made up from the front matter in a header, as Docusaurus writes them (KubeVela's `article header h1` rule)", async () => {
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /<div class="theme-doc-markdown markdown"><h1>Intro<\/h1>/);
  assert.match(await readRoute(project().outDir, '/docs/titled/'), /<article class="doc-article">[\s\S]*<div class="theme-doc-markdown markdown"><header><h1>Titled<\/h1><\/header>\s*<p>No heading of its own\.<\/p>/);
});

test('a page titled as the site is titled by it alone, as Docusaurus formats titles', async () => {
  assert.match(await readRoute(project().outDir, '/'), /<title>Widgets<\/title>/);
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /<title>Intro \| Widgets<\/title>/);
});

const version2 = projectForTests({
  'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '2.1.0' } }),
  'docusaurus.config.js': "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false }]] };\n",
  'src/pages/index.js': "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout title=\"Widgets\"><p>Welcome.</p></Layout>; }\n",
  'blog/2025-01-02-first.md': '---\ntitle: First\n---\n\nAbove.\n\n<!-- truncate -->\n\nBelow.\n',
  'blog/2025-02-03-second.md': '---\ntitle: Second\n---\n\nText.\n',
});

test("under Docusaurus 2, a page titled as the site is titled by both, as its title formatter joins them, and the blog says Docusaurus 2's title-case words (CacheLib's)", async () => {
  assert.match(await readRoute(version2().outDir, '/'), /<title>Widgets \| Widgets<\/title>/);
  assert.match(await readRoute(version2().outDir, '/blog/'), />Read More<\/a>/);
  assert.match(await readRoute(version2().outDir, '/blog/2025/01/02/first/'), /Newer Post/);
});

test("a generated index's cards say what DocCard says: 🗃️ and the count of a category's items, 📄️ and a doc's description", async () => {
  const html = await readRoute(project().outDir, '/docs/category/guides/');
  assert.match(html, /<span class="card-title">📄️ First<\/span><span class="card-description">The first guide\.<\/span>/);
  assert.match(html, /<span class="card-title">🗃️ More<\/span><span class="card-description">2 items<\/span>/);
  assert.match(html, /<span class="card-title">📄️ Testing<\/span><span class="card-description">How the tests run\.<\/span>/, "a folder with nothing but its index is a doc's card, not a category's with 0 items (Bitwarden's)");
});

test("a category with no index page and no link keeps the page that lists it (for browsers without JavaScript), but, as Docusaurus makes no such page, previous/next go past it, its crumb is no link and the sitemap leaves it out (flash-list's, Besu's)", async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/docs/category/more/'), /<h1[^>]*>More<\/h1>/);
  const next = (html: string) => /<a href="([^"]+)" class="pagination-link pagination-next"/.exec(html)?.[1];
  const previous = (html: string) => /<a href="([^"]+)" class="pagination-link pagination-previous"/.exec(html)?.[1];
  assert.equal(next(await readRoute(outDir, '/docs/guides/first/')), '/docs/guides/more/a/');
  const a = await readRoute(outDir, '/docs/guides/more/a/');
  assert.equal(previous(a), '/docs/guides/first/');
  assert.equal(next(await readRoute(outDir, '/docs/guides/more/b/')), '/docs/guides/testing/');
  const trail = /<nav class="breadcrumbs[^"]*"[\s\S]*?<\/nav>/.exec(a)?.[0] ?? '';
  assert.match(trail, /More/);
  assert.doesNotMatch(trail, /category\/more/);
  assert.match(trail, /href="\/docs\/category\/guides\/"/, 'a category whose link the project wrote stays a link');
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /\/docs\/category\/guides\/<\/loc>/);
  assert.doesNotMatch(sitemap, /category\/more/);
});

test('a doc without a table of contents keeps no column for one; a doc with one does', async () => {
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /<div class="doc-layout doc-layout-no-toc">/);
  assert.match(await readRoute(project().outDir, '/docs/guides/first/'), /<div class="doc-layout">/);
});

test('the client modules that are scripts are one script every page loads; one that is a stylesheet joins the site\'s, as Docusaurus loads them on every page', async () => {
  const warnings = project().warnings.map(formatWarning);
  assert.deepEqual(warnings.filter((warning) => /clientModules/.test(warning)), []);
  const page = await readRoute(project().outDir, '/docs/intro/');
  const script = /<script type="module" src="\/(assets\/client-modules\.[\w-]+\.js)"><\/script>/.exec(page)?.[1];
  assert.ok(script, 'the page loads the modules');
  assert.match(await readFile(path.join(project().outDir, script), 'utf8'), /data-navbar-scrolled/);
  const stylesheets = [...(await readRoute(project().outDir, '/docs/intro/')).matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]!);
  const css = await Promise.all(stylesheets.map((file) => readFile(path.join(project().outDir, file), 'utf8')));
  assert.ok(css.some((text) => text.includes('.widgets-extra')), stylesheets.join(', '));
});

test("a plugin's injectHtmlTags puts its tags in every page's head, and a plugin that does nothing else is run, without a warning (KubeVela's favicon plugin)", async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => /favicons/.test(warning)), []);
  for (const route of ['/', '/docs/intro/']) {
    const head = (await readRoute(outDir, route)).split('</head>')[0]!;
    assert.match(head, /<link rel="apple-touch-icon" sizes="180x180" href="\/img\/apple-touch-icon\.png"\/>/);
    assert.match(head, /<meta name="msapplication-config" content="\/img\/browserconfig\.xml"\/>/);
  }
});
