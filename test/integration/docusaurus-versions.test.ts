/**
 * A versioned Docusaurus project, laid out as `docusaurus docs:version` leaves it: the last version
 * at /docs/, the docs folder itself at /docs/next/, an older one at /docs/1.0/, each with its own
 * sidebar, banner, badge, search context and place in the version menu.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';
import { VERSIONED_PROJECT as FILES } from '../helpers/versioned-project.ts';


const project = projectForTests(FILES);

test('each version is at its route with its own text: the last at /docs/, the docs folder at /docs/next/, the older at /docs/1.0/', async () => {
  assert.match(await readRoute(project().outDir, '/docs/intro/'), /The gadget as it ships today\./);
  assert.match(await readRoute(project().outDir, '/docs/next/intro/'), /The gadget of tomorrow, still being written\./);
  assert.match(await readRoute(project().outDir, '/docs/1.0/intro/'), /The first gadget\./);
});

test('an unreleased and an unmaintained version say so and link the same page in the last version; every version has its badge', async () => {
  const next = await readRoute(project().outDir, '/docs/next/intro/');
  assert.match(next, /<div class="version-banner" role="alert"><p>This is unreleased documentation for Gadget Next version\.<\/p><p>For up-to-date documentation, see the <a href="\/docs\/intro\/"><b>latest version<\/b><\/a> \(2\.0\)\.<\/p><\/div>/);
  assert.match(await readRoute(project().outDir, '/docs/1.0/intro/'), /This is documentation for Gadget 1\.0, which is no longer actively maintained\./);
  const last = await readRoute(project().outDir, '/docs/intro/');
  assert.doesNotMatch(last, /version-banner/);
  assert.match(last, /<span class="version-badge">Version: 2\.0<\/span>/);
});

test('each version has its own sidebar, and the version menu names the version of the page it is on', async () => {
  const old = await readRoute(project().outDir, '/docs/1.0/intro/');
  assert.doesNotMatch(/<nav class="sidebar menu thin-scrollbar"[\s\S]*?<\/nav>/.exec(old)?.[0] ?? '', /Install/);
  const menuLabel = (html: string) => /<li class="navbar-item dropdown navbar__item"><button[^>]*>([^<]*)<\/button>/.exec(html)?.[1];
  assert.equal(menuLabel(old), '1.0');
  assert.equal(menuLabel(await readRoute(project().outDir, '/docs/next/install/')), 'Next');
  // The phone's menu names it "Versions", as Docusaurus's drawer does when there are several (rjsf's trial).
  assert.match(await readRoute(project().outDir, '/docs/1.0/intro/'), /<details class="menu-category"[^>]*><summary class="menu-link">Versions<\/summary>/);
  const links = [...(await readRoute(project().outDir, '/docs/intro/')).matchAll(/<a href="([^"]+)" class="dropdown-link dropdown__link[^"]*"[^>]* data-docs-plugin="default" data-docs-version="default:([^"]+)">([^<]+)<\/a>/g)].map((match) => match.slice(1).join(' '));
  assert.deepEqual(links, ['/docs/next/intro/ current Next', '/docs/intro/ 2.0 2.0', '/docs/1.0/intro/ 1.0 1.0']);
  // Only the page's own version is active in the menu, though /docs/next/ is below /docs/ (docusaurus-search-local's trial).
  for (const [route, version] of [['/docs/next/install/', 'Next'], ['/docs/intro/', '2.0'], ['/docs/1.0/intro/', '1.0']]) {
    const active = [...(await readRoute(project().outDir, route!)).matchAll(/class="dropdown-link dropdown__link dropdown__link--active active"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    assert.deepEqual(active, [version], route);
  }
});

test('each version is a search context, the most specific first', async () => {
  const settings = JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(await readRoute(project().outDir, '/docs/intro/'))![1]!) as { search: { contexts: { path: string; label: string }[] } };
  assert.deepEqual(
    settings.search.contexts.map((context) => `${context.path} ${context.label}`),
    ['/docs/next Docs Next', '/docs/1.0 Docs 1.0', '/docs Docs 2.0', ' Rest of the site'],
  );
});

test("from a page of a version, a navbar doc item leads to that version's doc, and to the last version's where that version has none, as Docusaurus's navbar picks the page's version first (rjsf's v4 upgrade guide)", async () => {
  const navLink = (html: string, label: string) => new RegExp(`<a href="([^"]+)" class="navbar-link navbar__item navbar__link[^"]*"[^>]*data-docs-plugin="default" data-version-routes="([^"]+)">${label}</a>`).exec(html)?.slice(1);
  const old = await readRoute(project().outDir, '/docs/1.0/intro/');
  assert.equal(navLink(old, 'Docs')?.[0], '/docs/1.0/intro/');
  assert.equal(navLink(old, 'Install')?.[0], '/docs/install/', '1.0 has no install page');
  assert.deepEqual(JSON.parse(navLink(old, 'Install')![1]!.replaceAll('&quot;', '"')), { current: '/docs/next/install/', '2.0': '/docs/install/' });
  assert.equal(navLink(await readRoute(project().outDir, '/docs/next/intro/'), 'Install')?.[0], '/docs/next/install/');
  assert.equal(navLink(await readRoute(project().outDir, '/docs/intro/'), 'Docs')?.[0], '/docs/intro/');
});

/** Three docs in two versions, no version menu: the navbar's doc items follow the page's version, and nothing else tells its pages apart. */
const followed = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Gadget',
  url: 'https://gadget.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'doc', docId: 'install', label: 'Install' }] } },
};
`,
  'sidebars.js': "module.exports = { docs: ['intro', 'install', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['usage'] }] };\n",
  'versions.json': '["2.0"]\n',
  'docs/intro.md': '# Introduction\n\nTomorrow.\n',
  'docs/install.md': '# Install\n\nThe new installer.\n',
  'docs/usage.md': '# Usage\n\nThe new way.\n',
  'versioned_docs/version-2.0/intro.md': '# Introduction\n\nToday.\n',
  'versioned_docs/version-2.0/install.md': '# Install\n\nThe installer.\n',
  'versioned_docs/version-2.0/usage.md': '# Usage\n\nThe way.\n',
  'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", "install", { "type": "category", "label": "Guides", "link": { "type": "generated-index" }, "items": ["usage"] }] }\n',
});

test("a navbar doc item that follows the page's version marks itself the current page on that version's doc only (jest's trial: a page of /docs/next/ said its Docs link was the page, or the Docs page said it was not)", async () => {
  const current = (html: string) => [...html.matchAll(/<a href="[^"]+" class="navbar-link navbar__item navbar__link[^"]*"( aria-current="page")?[^>]*>([^<]+)<\/a>/g)].filter((match) => match[1]).map((match) => match[2]);
  for (const [route, expected] of [['/docs/next/install/', ['Install']], ['/docs/next/usage/', []], ['/docs/install/', ['Install']], ['/docs/usage/', []]] as const) {
    assert.deepEqual(current(await readRoute(followed().outDir, route)), expected, `the navbar links marked as the page on ${route}`);
  }
});

test("a category's generated index shows its version's badge, and the unreleased version's banner, as the version's docs do (redwood's /docs/canary/index/)", async () => {
  const next = await readRoute(followed().outDir, '/docs/next/category/guides/');
  assert.match(next, /<span class="version-badge">Version: Next<\/span>/);
  assert.match(next, /This is unreleased documentation for Gadget Next version\.[\s\S]*<a href="\/docs\/intro\/"><b>latest version<\/b><\/a>/);
  const last = await readRoute(followed().outDir, '/docs/category/guides/');
  assert.match(last, /<span class="version-badge">Version: 2\.0<\/span>/);
  assert.doesNotMatch(last, /version-banner/);
});
