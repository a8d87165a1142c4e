/**
 * A project's remark plugin that imports a package every Docusaurus install carries through its MDX
 * loader (`unist-util-visit`), which the project itself never installs: redwood's file-extension
 * plugin. The build lends its own copy, so the plugin runs as under Docusaurus.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.mjs':
    "import extensions from './src/remark/extensions.mjs';\nexport default { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false, remarkPlugins: [extensions] }, blog: false }]] };\n",
  'src/remark/extensions.mjs':
    "import { visit } from 'unist-util-visit';\nexport default function extensions() {\n  return (tree) => {\n    visit(tree, 'inlineCode', (node) => {\n      node.value = node.value.replace('.{jsx,tsx}', '.tsx');\n    });\n  };\n}\n",
  'docs/intro.md': '# Intro\n\nEdit `web/src/Routes.{jsx,tsx}` first.\n',
});

test('a remark plugin importing unist-util-visit, which the project does not install, runs with the build\'s own copy (redwood\'s trial)', async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning).filter((message) => /unist-util-visit/.test(message)), []);
  assert.match(await readRoute(outDir, '/docs/intro/'), /<code>web\/src\/Routes\.tsx<\/code>/);
});
