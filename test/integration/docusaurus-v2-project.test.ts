/**
 * A project written for Docusaurus 2: `require('prism-react-renderer/themes/…')` (its v1 themes,
 * the package not installed) colours code with that theme and says so, rather than that the themes
 * are left out.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3', '@docusaurus/preset-classic': '^2.4.3' } }),
  'docusaurus.config.js': `const lightCodeTheme = require('prism-react-renderer/themes/github');
const darkCodeTheme = require('prism-react-renderer/themes/dracula');
module.exports = {
  title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  themeConfig: { prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme } },
};
`,
  'docs/intro.md': '# Intro\n\n```js\nconst answer = 42;\n```\n',
});

test("prism-react-renderer's v1 themes, required by path, colour the code, and the warning says they are read by name", async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning).filter((warning) => warning.includes('prism-react-renderer')).map((warning) => warning.replace(/^.*?: /, '')), [
    'package "prism-react-renderer/themes/github" is not installed: its code themes are read by their names',
    'package "prism-react-renderer/themes/dracula" is not installed: its code themes are read by their names',
  ]);
  // Dracula's pink for keywords in the dark theme.
  assert.match(await readRoute(outDir, '/docs/intro/'), /--shiki-dark:#FF79C6/i);
});
