/**
 * What Home Assistant's developer site writes: links to docs by their path from the project's folder
 * (`/docs/creating_integration_manifest.md#config-flow`), inline and as reference definitions.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Developers', url: 'https://developers.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n",
  'docs/creating_integration_manifest.md': '# Manifest\n\n## Config flow\n\nSay so in the manifest.\n',
  'docs/core/integration/config_flow.md': '# Config flow\n\nSee [the manifest](/docs/creating_integration_manifest.md#config-flow) and the [brands][core brands].\n\n[core brands]: /docs/creating_integration_manifest.md\n',
});

test("a link to a doc by its path from the project's folder leads to the doc's page, as Docusaurus resolves it, inline and by reference, with nothing said", async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning), []);
  const page = await readRoute(outDir, '/docs/core/integration/config_flow/');
  assert.match(page, /<a href="\/docs\/creating_integration_manifest\/#config-flow">the manifest<\/a>/);
  assert.match(page, /<a href="\/docs\/creating_integration_manifest\/">brands<\/a>/);
});
