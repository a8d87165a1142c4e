/**
 * A Docusaurus project's navbar as Docusaurus draws it: which item is active on which page (by
 * sidebar for the items that name docs, by `activeBasePath` or `activeBaseRegex` when given), its
 * `style`, and `pathname://` links, which lead to a path of the site no page makes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/w/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: {} }]],
  themeConfig: { announcementBar: { id: 'v2', content: 'Widgets 2 is out.' }, navbar: { style: 'primary', logo: { src: 'img/logo.svg', alt: 'Widgets', href: 'pathname:///', target: '_self' }, items: [
    { type: 'doc', docId: 'intro', label: 'Guides' },
    { type: 'docSidebar', sidebarId: 'api', label: 'API' },
    { to: '/blog', label: 'Blog', activeBasePath: 'blog' },
    { to: '/community/support', label: 'Community', activeBaseRegex: '/community/' },
    { href: 'pathname:///playground/', label: 'Playground' },
    { href: '/glossary/', label: 'Glossary' },
    { href: '/w/feed.xml', label: 'Feed' },
    { alt: 'Main site', src: 'img/logo.svg', href: 'https://widgets.example.org/' },
    { type: 'doc', docId: '/category/more', label: 'Extras' },
    { type: 'doc', docId: 'more/a', position: 'right' },
    { type: 'doc', docId: 'more/a', html: '<b class="more-icon">More A</b>', position: 'right' },
    { type: 'dropdown', html: '<span class="more">More</span>', position: 'right', items: [{ to: '/blog', label: 'Posts' }] },
    { type: 'dropdown', label: 'Reading', position: 'right', items: [{ type: 'doc', docId: 'setup', label: 'Setting up' }] },
    { type: 'dropdown', label: 'ASF', to: 'https://www.apache.org/', position: 'right', items: [{ href: 'https://www.apache.org/licenses/', label: 'License' }] },
  ] } },
};
`,
  'sidebars.js': "module.exports = { guides: ['intro', 'setup'], api: ['api/one', { type: 'doc', id: 'api/two', label: 'Second call' }], extra: [{ type: 'category', label: 'More', link: { type: 'generated-index' }, items: ['more/a'] }] };\n",
  'docs/more/a.md': '# A\n\nMore of it.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32"/></svg>\n',
  'docs/intro.md': '# Intro\n\nWidgets make things better.\n',
  'docs/setup.md': '# Setup\n\nTry it in the [playground](pathname:///playground/). Back to [the intro](/w/docs/intro).\n',
  'docs/api/one.md': '# One\n\nThe first call.\n',
  'docs/api/two.md': '# Two\n\nThe second call.\n',
  'docs/loose.md': '# Loose\n\nIn no sidebar.\n',
  'src/pages/community/support.md': '# Support\n\nAsk us.\n',
  'blog/2024-05-01-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
});

/** The labels of the navbar's desktop links that are marked active on a page. */
function activeItems(html: string): string[] {
  const bar = /<ul class="navbar-items navbar-left[^"]*">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...bar.matchAll(/<a [^>]*class="navbar-link navbar__item navbar__link navbar__link--active active"[^>]*>([^<]*)</g)].map((match) => match[1]!);
}

test('a doc or docSidebar item is active on every page of its sidebar, and only there, as in Docusaurus', async () => {
  const { outDir } = project();
  assert.deepEqual(activeItems(await readRoute(outDir, '/docs/intro/')), ['Guides']);
  assert.deepEqual(activeItems(await readRoute(outDir, '/docs/setup/')), ['Guides']);
  assert.deepEqual(activeItems(await readRoute(outDir, '/docs/api/two/')), ['API']);
  assert.deepEqual(activeItems(await readRoute(outDir, '/docs/loose/')), []);
});

test("a doc item without a label is named by its doc's id, or shows its html; a dropdown written with html is named by its text, as Docusaurus builds them", async () => {
  const page = await readRoute(project().outDir, '/docs/intro/');
  assert.match(page, /<a href="\/w\/docs\/more\/a\/" class="navbar-link navbar__item navbar__link"[^>]*>more\/a<\/a>/);
  assert.match(page, /<a href="\/w\/docs\/more\/a\/" class="navbar-link navbar__item navbar__link"[^>]*><span><b class="more-icon">More A<\/b><\/span><\/a>/);
  assert.match(page, />More<\/button>/);
});

test('a link item with neither label nor html is drawn empty, with no arrow, as Docusaurus draws it (its schema makes the label optional)', async () => {
  const page = await readRoute(project().outDir, '/docs/intro/');
  // No arrow, no words: only the words a screen reader says of a link that opens a tab.
  assert.match(page, /<a href="https:\/\/widgets\.example\.org\/"[^>]*class="navbar-link navbar__item navbar__link"[^>]*><span class="sr-only">[^<]*<!-- -->\(opens in new tab\)<\/span><\/a>/);
});

test('activeBasePath and activeBaseRegex decide where a link is active', async () => {
  const { outDir } = project();
  assert.deepEqual(activeItems(await readRoute(outDir, '/blog/2024/05/01/hello/')), ['Blog']);
  assert.deepEqual(activeItems(await readRoute(outDir, '/community/support/')), ['Community']);
});

test('a doc item may name a generated index by its slug, as Docusaurus lists them among the docs', async () => {
  const { outDir, warnings } = project();
  const html = await readRoute(outDir, '/docs/category/more/');
  assert.match(html, /<a href="\/w\/docs\/category\/more\/" class="navbar-link navbar__item navbar__link navbar__link--active active"[^>]*>Extras</);
  // On its own page, the doc items naming more/a are active too (the second shows its html).
  assert.deepEqual(activeItems(await readRoute(outDir, '/docs/more/a/')), ['Extras', 'more/a', '']);
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => warning.includes('/category/more')), []);
});

test("the announcement bar has Docusaurus's class names first, with its CSS modules' `_`, which a project's stylesheet reaches ([class^='announcementBar_'], [class*='announcementBarContent_'], .close)", async () => {
  const page = await readRoute(project().outDir, '/docs/intro/');
  assert.match(page, /<div class="announcementBar_site theme-announcement-bar site-announcement" data-announcement-id="v2"[^>]*><div class="content_site announcementBarContent_site announcement-content">Widgets 2 is out\.<\/div>/);
  assert.match(page, /<button type="button" class="announcement-close close announcementBarClose_site" aria-label="Close" hidden="">/);
  assert.match(page, /data-announcement-id="v2" role="region" aria-label="Announcement" style="background-color:#fff;color:#000">/, "Docusaurus's colours when the configuration gives none, as a colour only: a project's background-image draws over it");
});

test("navbar.style 'primary' gives the bar Infima's class; the bar is Docusaurus's <nav class=\"navbar\"> with its inner box, which a project's stylesheet addresses (Rush's nav.navbar)", async () => {
  // (React puts a logo's preload link first in the bar.)
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /<nav class="navbar navbar--primary" id="navbar" aria-label="Main"[^>]*>(?:<link rel="preload"[^>]*\/>)?<div class="navbar-inner navbar__inner">/);
});

test('a pathname:// link, in the navbar or in Markdown, leads to the path under the base URL in the same tab, unchecked', async () => {
  const { outDir, warnings } = project();
  const page = await readRoute(outDir, '/docs/setup/');
  assert.match(page, /<a href="\/w\/playground\/" class="navbar-link navbar__item navbar__link">Playground<\/a>/);
  assert.match(page, /<a href="\/w\/playground\/">playground<\/a>/);
  assert.doesNotMatch(page, /pathname:/);
  assert.deepEqual(warnings.map(formatWarning), []);
});

test("an href from the site's root leads under the base URL, once, as Docusaurus's Link adds it (Keploy's Glossary left /docs/)", async () => {
  const page = await readRoute(project().outDir, '/docs/setup/');
  assert.match(page, /<a href="\/w\/glossary\/" class="navbar-link navbar__item navbar__link">Glossary<\/a>/);
  assert.match(page, /<a href="\/w\/feed\.xml" class="navbar-link navbar__item navbar__link">Feed<\/a>/);
});

test("a doc's breadcrumbs start with a house leading home, then its categories: no step for the sidebar's first doc", async () => {
  const page = await readRoute(project().outDir, '/docs/api/two/');
  const trail = /<nav class="breadcrumbs[^"]*"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
  assert.match(trail, /<a href="\/w\/" aria-label="Home page" class="breadcrumbs-home breadcrumbs__link"><svg/);
  assert.doesNotMatch(trail, />One</);
  // Named as the sidebar names the doc, as Docusaurus's breadcrumbs print the sidebar item's label (BoTorch's 'Overview').
  assert.match(trail, /<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" aria-current="page">Second call</);
});

test('a doc in no sidebar has no breadcrumbs, and a project without themeConfig.footer has no footer, as in Docusaurus', async () => {
  const page = await readRoute(project().outDir, '/docs/loose/');
  assert.doesNotMatch(page, /class="breadcrumbs"/);
  assert.doesNotMatch(page, /<footer/);
});

test('a link written with the base URL gets it once, as Docusaurus adds it only when missing', async () => {
  const { outDir, warnings } = project();
  assert.match(await readRoute(outDir, '/docs/setup/'), /<a href="\/w\/docs\/intro\/">the intro<\/a>/);
  assert.deepEqual(warnings.map(formatWarning), []);
});

test("a generated index has its category's trail: the house, then its name", async () => {
  const trail = /<nav class="breadcrumbs[^"]*"[\s\S]*?<\/nav>/.exec(await readRoute(project().outDir, '/docs/category/more/'))?.[0] ?? '';
  assert.match(trail, /class="breadcrumbs-home breadcrumbs__link"[\s\S]*<span class="breadcrumbs__link" aria-current="page">More<\/span>/);
});

test("a locale without a label is named as Docusaurus names it, in its own language", async () => {
  const { projectLocales } = await import('../../src/generator/docusaurus-locales.ts');
  assert.deepEqual(projectLocales({ defaultLocale: 'en', locales: ['en', 'zh-CN', 'pt-BR'], localeConfigs: { 'pt-BR': { label: 'Português' } } }, '/').map((locale) => locale.label), ['English', '中文（中国）', 'Português']);
});

test("a locale's label made of what a package not installed gives is the locale's own name, not the stand-in's text (Verdaccio's translation progress)", async () => {
  const { projectLocales } = await import('../../src/generator/docusaurus-locales.ts');
  const { MISSING_PATH } = await import('../../src/generator/run-module.ts');
  const progress = `${MISSING_PATH}@verdaccio/local-scripts`;
  const locales = projectLocales({ defaultLocale: 'en', locales: ['en', 'de-DE'], localeConfigs: { en: { label: 'English' }, 'de-DE': { label: `Deutsch (${progress}%)` } } }, '/');
  assert.deepEqual(locales.map((locale) => locale.label), ['English', 'Deutsch (Deutschland)']);
});

test("the docs sidebar's own list has the theme's class, which a project's stylesheet addresses (Rush's ul.theme-doc-sidebar-menu font)", async () => {
  assert.match(await readRoute(project().outDir, '/docs/setup/'), /<nav class="sidebar menu thin-scrollbar"[^>]*><ul class="theme-doc-sidebar-menu menu__list"><li class="theme-doc-sidebar-item-link/);
});

test("a dropdown whose own link is another site's (`to: 'https://…'`, Apache Answer's ASF) leads there in a new tab, and no link is broken", async () => {
  const { outDir, warnings } = project();
  const html = await readRoute(outDir, '/docs/intro/');
  assert.match(html, /<li class="navbar-item dropdown navbar__item"><a href="https:\/\/www\.apache\.org\/" target="_blank" rel="noopener noreferrer" class="navbar-link navbar__link" aria-haspopup="true" aria-expanded="false">ASF/);
  assert.doesNotMatch(html, /href="\/w\/https:/);
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => warning.includes('apache')), []);
});

test("a logo whose href is pathname:/// leads to the site's root under the base URL, as Docusaurus strips the protocol (ZenStack's logo went nowhere)", async () => {
  const html = await readRoute(project().outDir, '/docs/intro/');
  const brands = [...html.matchAll(/<a class="navbar-brand navbar__brand" href="([^"]*)"/g)].map((match) => match[1]);
  assert.ok(brands.length >= 1);
  assert.deepEqual([...new Set(brands)], ['/w/']);
});

const externalLogo = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Sauce', url: 'https://docs.sauce.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { logo: { src: 'img/logo.svg', alt: 'Sauce', href: 'https://sauce.example/' }, items: [] } } };\n",
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32"/></svg>\n',
  'docs/intro.md': '# Intro\n\nHello.\n',
});

test("a logo leading to another site opens it in a new tab, as Docusaurus's Link does; its own target wins", async () => {
  assert.match(await readRoute(externalLogo().outDir, '/docs/intro/'), /<a class="navbar-brand navbar__brand" href="https:\/\/sauce\.example\/" target="_blank" rel="noopener noreferrer"/);
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /<a class="navbar-brand navbar__brand" href="\/w\/" target="_self" aria-label/);
});

test("the drawer opens a dropdown on the very page one of its links leads to, not on the pages below it, as Docusaurus's mobile dropdown does", async () => {
  const { outDir } = project();
  const drawerDropdown = (html: string) => /<details class="menu-category"( open="")?><summary class="menu-link">More</.exec(html)?.[1] === ' open=""';
  assert.equal(drawerDropdown(await readRoute(outDir, '/blog/')), true, 'open on /blog/, where its link leads');
  assert.equal(drawerDropdown(await readRoute(outDir, '/blog/2024/05/01/hello/')), false, 'closed on a post below it');
  assert.equal(drawerDropdown(await readRoute(outDir, '/docs/intro/')), false);
  // A doc item has no `to` in Docusaurus's configuration: its page opens no dropdown of the drawer.
  assert.doesNotMatch(await readRoute(outDir, '/docs/setup/'), /<details class="menu-category" open=""><summary class="menu-link">Reading</);
  assert.match(await readRoute(outDir, '/docs/setup/'), /<details class="menu-category"><summary class="menu-link">Reading</);
});
