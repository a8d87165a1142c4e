/**
 * A project written for Docusaurus 2: `require('prism-react-renderer/themes/…')` (its v1 themes,
 * the package not installed) colours code with that theme and says so, rather than that the themes
 * are left out; its blog sidebar is one list, as Docusaurus 2 draws it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute, readRouteWithCodeStyles } from '../helpers/html.ts';

const project = projectForTests({
  'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3', '@docusaurus/preset-classic': '^2.4.3' } }),
  'docusaurus.config.js': `const lightCodeTheme = require('prism-react-renderer/themes/github');
const darkCodeTheme = require('prism-react-renderer/themes/dracula');
module.exports = {
  title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/',
  presets: [['classic', { docs: { showLastUpdateTime: true, showLastUpdateAuthor: true }, blog: { blogSidebarCount: 'ALL' } }]],
  themeConfig: { prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme } },
};
`,
  'docs/intro.md': '# Intro\n\n```js\nconst answer = 42;\n```\n',
  'docs/updated.md': '---\nlast_update:\n  date: 2023-01-02\n  author: Ana\n---\n\n# Updated\n\nRecently.\n',
  'blog/2021-05-01-first.md': '---\ntitle: First\n---\n\nHello.\n',
  'blog/2022-06-01-second.md': '---\ntitle: Second\nauthors: [ana]\n---\n\nAgain.\n',
  'blog/authors.yml': 'ana:\n  name: Ana\n  title: Maintainer\n',
});

test("prism-react-renderer's v1 themes, required by path, colour the code as Docusaurus 2 does, with nothing said: the generator has the package", async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => warning.includes('prism-react-renderer')), []);
  // Prism's Dracula: keywords in its purple, italic.
  assert.match(await readRouteWithCodeStyles(outDir, '/docs/intro/'), /--shiki-dark:rgb\(189, 147, 249\);--shiki-dark-font-style:italic/i);
});

test("the blog sidebar is one list of posts, as Docusaurus 2 draws it: grouping by year came with 3.5", async () => {
  const post = await readRoute(project().outDir, '/blog/2022/06/01/second/');
  const sidebar = /<nav class="blog-sidebar blog-sidebar-flat"[\s\S]*?<\/nav>/.exec(post)?.[0] ?? '';
  assert.match(sidebar, /<p class="blog-sidebar-title">Recent posts<\/p><ul><li><a href="\/blog\/2022\/06\/01\/second\/"[^>]*>Second<\/a><\/li><li><a href="\/blog\/2021\/05\/01\/first\/"[^>]*>First<\/a><\/li><\/ul>/);
  assert.doesNotMatch(sidebar, /blog-sidebar-year/);
});

test("a Docusaurus 2 blog has no authors pages, which came with 3.5: its authors file names the posts' authors only", async () => {
  const { outDir } = project();
  await assert.rejects(readRoute(outDir, '/blog/authors/'));
  assert.match(await readRoute(outDir, '/blog/2022/06/01/second/'), />Ana</);
});

test("a Docusaurus 2 project's colour switch has its two states, light and dark, with no system choice to come back to", async () => {
  const page = await readRoute(project().outDir, '/docs/intro/');
  assert.match(page, /"colorMode":\{"defaultMode":"light","respectPrefersColorScheme":false,"twoStates":true\}/);
});

test("the last update's date is in numbers, as Docusaurus 2 writes it, and it and the author are bold", async () => {
  assert.match(await readRoute(project().outDir, '/docs/updated/'), /<p class="last-update theme-last-updated">Last updated on <b><time dateTime="2023-01-02T00:00:00\.000Z" itemProp="dateModified">1\/2\/2023<\/time><\/b> by <b>Ana<\/b><\/p>/);
});
