/**
 * What react-native-bottom-sheet's site (its trial: reviews/docusaurus-projects/bottom-sheet.md)
 * found: a fork of the classic preset under another name, whose docs and blog options are the
 * classic preset's, and a footer configured with only its style, which theme-classic draws as an
 * empty bar.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Sheet', url: 'https://sheet.example.com', baseUrl: '/',
  presets: [['@acme/docusaurus-preset', { docs: { routeBasePath: '/' }, blog: { showReadingTime: false } }]],
  themeConfig: { footer: { style: 'dark' } },
};
`,
  'docs/index.md': '# Sheet\n\nA sheet that slides up.\n',
  'blog/2026-01-02-hello.md': '---\ntitle: Hello\n---\n\nA long enough post to have a reading time.\n',
});

test("a preset that takes the classic preset's options is read as it, and the build says what is left out", async () => {
  const { outDir, warnings } = project();
  assert.match(await readRoute(outDir, '/'), /<h1[^>]*>Sheet<\/h1>/);
  assert.doesNotMatch(await readRoute(outDir, '/blog/2026/01/02/hello/'), /min read/);
  assert.ok(warnings.map(formatWarning).some((text) => text.includes('preset "@acme/docusaurus-preset" is not run here: its docs, blog, pages and theme options are read as the classic preset\'s')));
});

test('a footer configured with only its style is drawn, as an empty bar of that style', async () => {
  assert.match(await readRoute(project().outDir, '/'), /<footer class="[^"]*footer--dark[^"]*"/);
});
