/**
 * A project's own remark plugin that fails because a package it calls is not installed (Electron's
 * API-history plugin and `@electron/fiddle-core`): the page is built without the plugins, and said so,
 * rather than the whole site failing for a plugin Docusaurus, with the package installed, would run.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js':
    "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false, remarkPlugins: [require('./src/remark/history')] }, blog: false }]] };\n",
  'src/remark/history.js':
    "const { ElectronVersions } = require('@electron/fiddle-core');\nmodule.exports = function history() {\n  return async (tree) => {\n    if (!tree.children.some((node) => node.type === 'code' && node.lang === 'yaml')) return;\n    await ElectronVersions.create({ ignoreCache: true }).then((versions) => versions.length);\n  };\n};\n",
  'docs/api.md': '# API\n\nThe window.\n\n```yaml\nhistory: []\n```\n',
  'docs/intro.md': '# Intro\n\nNo history here.\n',
});

test("a page whose remark plugin fails on a missing package's stand-in is built without the plugins, with a warning naming the plugin and the packages; the other pages are as the plugin leaves them", async () => {
  const { outDir, warnings } = project();
  const messages = warnings.map(formatWarning);
  assert.ok(
    messages.some((message) => /docs\/api\.md: remark plugin .*history.* failed: .*; the page is built without the site's remark plugins \(one may use @electron\/fiddle-core, not installed here\)$/.test(message)),
    messages.join('\n'),
  );
  assert.match(await readRoute(outDir, '/docs/api/'), /<p>The window\.<\/p>/);
  assert.match(await readRoute(outDir, '/docs/intro/'), /<p>No history here\.<\/p>/);
});
