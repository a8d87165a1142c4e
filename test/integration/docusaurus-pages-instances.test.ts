/**
 * Several instances of `@docusaurus/plugin-content-pages` (Flipper's `embedded-pages` beside the
 * preset's): Docusaurus builds every one's folder, under its `routeBasePath`, the preset's included.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Debugger', url: 'https://debugger.example.com', baseUrl: '/',
  presets: [['classic', { docs: { path: 'docs' }, blog: false }]],
  plugins: [
    [require.resolve('@docusaurus/plugin-content-pages'), { id: 'embedded-pages', path: './src/embedded-pages/' }],
    ['@docusaurus/plugin-content-pages', { id: 'extra', path: 'extra-pages', routeBasePath: '/extra' }],
  ],
};
`,
  'docs/intro.md': '# Intro\n\nText.\n',
  'src/pages/index.js': "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout title=\"Home\"><p>Extensible debugger.</p></Layout>; }\n",
  'src/pages/help.md': '# Help\n\nAsk.\n',
  'src/embedded-pages/embedded/plugins.md': '# Plugins\n\nEmbedded.\n',
  'extra-pages/index.md': '# Extra\n\nMore.\n',
  'extra-pages/tool.js': "export default function Tool() { return <main>A tool page.</main>; }\n",
});

test("every pages instance builds its folder: the preset's (its home page and Markdown), and each plugin instance's under its routeBasePath", async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/'), /Extensible debugger\./);
  assert.match(await readRoute(outDir, '/help/'), /<h1[^>]*>Help<\/h1>/);
  assert.match(await readRoute(outDir, '/embedded/plugins/'), /Embedded\./);
  assert.match(await readRoute(outDir, '/extra/'), /More\./);
  assert.match(await readRoute(outDir, '/extra/tool/'), /A tool page\./);
});

test('a pages instance is read here: no warning that its package is not installed', () => {
  assert.deepEqual(project().warnings.map(formatWarning).filter((warning) => /plugin-content-pages/.test(warning)), []);
});
