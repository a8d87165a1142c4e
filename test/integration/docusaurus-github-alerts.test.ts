/**
 * GitHub's alerts (`> [!NOTE]`) in a project that lists remark-github-admonitions-to-directives
 * without having installed it (Electron's): drawn as Docusaurus draws them with the plugin, admonitions.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js':
    "const ghAdmonitions = require('remark-github-admonitions-to-directives');\nmodule.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false, beforeDefaultRemarkPlugins: [[ghAdmonitions, { mapping: ghAdmonitions.DEFAULT_MAPPING }]] }, blog: false }]] };\n",
  'docs/menus.md': '# Menus\n\n> [!NOTE]\n> On macOS, the **help** role adds a search box.\n\n> [!CAUTION] Never call it twice.\n\n> [!TIP]\n\n> A plain quote.\n\n```md\n> [!WARNING]\n> in code\n```\n',
});

test('a quote opened by [!NOTE], [!CAUTION]… is an admonition of its kind, its marker gone; a plain quote, an unknown marker and code stay as written; nothing is said', async () => {
  const { outDir, warnings } = project();
  assert.deepEqual(warnings.map(formatWarning), []);
  const page = /<div class="theme-doc-markdown markdown">[\s\S]*?<\/article>/.exec(await readRoute(outDir, '/docs/menus/'))?.[0] ?? '';
  assert.match(page, /<div class="theme-admonition theme-admonition-note"[^>]*>[\s\S]*?On macOS, the <strong>help<\/strong> role adds a search box\.[\s\S]*?<\/div>/);
  assert.match(page, /<div class="theme-admonition theme-admonition-danger"[^>]*>[\s\S]*?Never call it twice\.[\s\S]*?<\/div>/);
  assert.doesNotMatch(page.replace(/<pre[\s\S]*?<\/pre>/g, ''), /\[!NOTE\]|\[!CAUTION\]|\[!WARNING\]/);
  assert.match(page, /<blockquote>\s*<p>A plain quote\.<\/p>\s*<\/blockquote>/);
  assert.match(page, /<pre[^>]*>[\s\S]*!WARNING[\s\S]*<\/pre>/, 'code keeps the marker');
});
