/**
 * The default locale's translation files relabel its sidebars too, as its navbar.json and code.json
 * relabel the rest: a project that ran `docusaurus write-translations --locale en` and edited the
 * labels (verdaccio's differential trial found them ignored). Its Markdown stays its own.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]] };\n",
  'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['install'] }] };\n",
  'docs/intro.md': '# Intro\n\nStart here.\n',
  'docs/install.md': '# Install\n\nRun it.\n',
  'i18n/en/docusaurus-plugin-content-docs/current.json': JSON.stringify({ 'sidebar.docs.category.Guides': { message: 'How-to guides', description: 'The label for category Guides in sidebar docs' } }),
  'i18n/en/docusaurus-plugin-content-docs/current/intro.md': '# Intro\n\nA copy that the default locale does not read.\n',
});

test("the default locale's current.json names its sidebar's categories; its own docs stay the pages", async () => {
  const intro = await readRoute(project().outDir, '/docs/intro/');
  const sidebar = /<nav class="sidebar[^"]*"[\s\S]*?<\/nav>/.exec(intro)?.[0] ?? '';
  assert.match(sidebar, />How-to guides</);
  assert.doesNotMatch(sidebar, />Guides</);
  assert.match(intro, /Start here\./);
});
