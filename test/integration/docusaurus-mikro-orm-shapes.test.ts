/**
 * What MikroORM's site (its trial: reviews/docusaurus-projects/mikro-orm.md) found: versions with
 * `noIndex` kept out of search engines and the sitemap, a navbar item's `title` and `data-*` props
 * on its link, and a client redirect to a page a plugin not run here would make, which warns
 * rather than stopping the build.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';
import { VERSIONED_PROJECT } from '../helpers/versioned-project.ts';

const project = projectForTests({
  ...VERSIONED_PROJECT,
  'docusaurus.config.js': `module.exports = {
  title: 'Gadget', url: 'https://gadget.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), versions: { current: { label: 'Next', noIndex: true }, '1.0': { noIndex: true } } }, blog: false }]],
  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/api/changelog', to: '/changelog' }, { from: '/start', to: '/docs/intro' }] }], './plugins/changelog'],
  themeConfig: { navbar: { items: [{ to: '/versions', label: 'latest: 2.0', 'data-type': 'versions', position: 'left' }, { href: 'https://discord.example.com', label: 'Discord', title: 'Chat on Discord', position: 'right' }] } },
};
`,
  'plugins/changelog/index.js': "module.exports = () => ({ name: 'changelog', async contentLoaded({ actions }) { actions.addRoute({ path: '/changelog', component: '@site/src/Changelog' }); } });\n",
  'src/pages/versions.md': '# Versions\n\nEvery version.\n',
});

test('the pages of a version with noIndex tell search engines to leave them out and not to follow their links, as theme-classic 3 says it, and the sitemap leaves them out', async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/docs/next/intro/'), /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.match(await readRoute(outDir, '/docs/1.0/intro/'), /<meta name="robots" content="noindex, nofollow"\/>/);
  const latest = await readRoute(outDir, '/docs/intro/');
  assert.doesNotMatch(latest, /name="robots"/);
  assert.match(latest, /<link rel="canonical" href="https:\/\/gadget\.example\.com\/docs\/intro\/"\/>/);
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /\/docs\/intro\/<\/loc>/);
  assert.doesNotMatch(sitemap, /\/docs\/(next|1\.0)\//);
});

test("a navbar item's title and data-* props are its link's attributes, as Docusaurus passes them on", async () => {
  const home = await readRoute(project().outDir, '/docs/intro/');
  assert.match(home, /<a href="\/versions\/" class="navbar-link navbar__item navbar__link" data-type="versions">latest: 2\.0<\/a>/);
  assert.match(home, /<a href="https:\/\/discord\.example\.com" target="_blank" rel="noopener noreferrer" class="navbar-link navbar__item navbar__link" title="Chat on Discord">Discord/);
});

test("a client redirect to a page no part of the build made is left out with a warning; the others are written", async () => {
  const { outDir, warnings } = project();
  assert.ok(warnings.map(formatWarning).some((warning) => /docusaurus\.config\.js: redirect from \/api\/changelog\/ to \/changelog\/: no page or file of the site is at \/changelog\/; the redirect is left out/.test(warning)));
  assert.match(await readRoute(outDir, '/start/'), /<meta http-equiv="refresh" content="0; url=\/docs\/intro\/"/);
});
