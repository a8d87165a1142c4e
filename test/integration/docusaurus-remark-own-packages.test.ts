/**
 * A project's remark plugin that imports a package every Docusaurus install carries through its MDX
 * loader (`unist-util-visit`), which the project itself never installs: redwood's file-extension
 * plugin. The build lends its own copy, so the plugin runs as under Docusaurus. And a plugin that
 * reads files by paths from the project's folder, where Docusaurus runs (React Query Builder's).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.mjs':
    "import extensions from './src/remark/extensions.mjs';\nimport include from './src/remark/include.mjs';\nexport default { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false, remarkPlugins: [extensions, include] }, blog: false }]] };\n",
  'src/remark/extensions.mjs':
    "import { visit } from 'unist-util-visit';\nexport default function extensions() {\n  return (tree) => {\n    visit(tree, 'inlineCode', (node) => {\n      node.value = node.value.replace('.{jsx,tsx}', '.tsx');\n    });\n  };\n}\n",
  'src/remark/include.mjs':
    "import fs from 'node:fs';\nimport path from 'node:path';\nimport { visit } from 'unist-util-visit';\nexport default function include() {\n  const note = fs.readFileSync(path.resolve('notes/note.txt'), 'utf8').trim();\n  return (tree) => {\n    visit(tree, 'paragraph', (node) => {\n      const [first] = node.children;\n      if (first?.type === 'text' && first.value.startsWith('%include ')) node.children = [{ type: 'text', value: `${fs.readFileSync(path.resolve(first.value.slice(9).trim()), 'utf8').trim()} (${note})` }];\n    });\n  };\n}\n",
  'notes/note.txt': 'from the notes\n',
  'CHANGELOG.md': 'Version 2 adds widgets.\n',
  'docs/intro.md': '# Intro\n\nEdit `web/src/Routes.{jsx,tsx}` first.\n',
  'docs/changelog.md': '# Changelog\n\n%include CHANGELOG.md\n',
});

test('a remark plugin importing unist-util-visit, which the project does not install, runs with the build\'s own copy (redwood\'s trial)', async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning).filter((message) => /unist-util-visit/.test(message)), []);
  assert.match(await readRoute(outDir, '/docs/intro/'), /<code>web\/src\/Routes\.tsx<\/code>/);
});

test("a remark plugin reads files by paths from the project's folder, where Docusaurus runs, when it sets up and on each page (React Query Builder's %importmd)", async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning).filter((message) => /include/.test(message)), []);
  assert.match(await readRoute(outDir, '/docs/changelog/'), /<p>Version 2 adds widgets\. \(from the notes\)<\/p>/);
});
