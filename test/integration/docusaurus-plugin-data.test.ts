/**
 * The data a project's own plugins give its pages (Electron's releases, QuestDB's latest release):
 * their loadContent and contentLoaded run, and what they pass to setGlobalData is what usePluginData
 * reads, on a React page and in a doc's component alike.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `const path = require('path');
function releases() {
  return {
    name: 'releases-plugin',
    async loadContent() { return { stable: '29.1.0' }; },
    async contentLoaded({ content, actions }) { actions.setGlobalData(content); },
  };
}
function broken() {
  return { name: 'broken-plugin', async loadContent() { throw new Error('no network here'); } };
}
module.exports = {
  title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [releases, path.resolve(__dirname, './plugins/team.js'), broken],
};
`,
  'plugins/team.js': "module.exports = function team() {\n  return { name: 'team', contentLoaded({ actions }) { actions.setGlobalData({ members: 3 }); } };\n};\n",
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Home() {\n  const { stable } = usePluginData('releases-plugin');\n  const { members } = usePluginData('team');\n  return <Layout><p>Latest: {stable}, by {members} people.</p></Layout>;\n}\n",
  'src/components/Latest.js': "import { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Latest() {\n  return <code>{usePluginData('releases-plugin').stable}</code>;\n}\n",
  'docs/install.mdx': "import Latest from '@site/src/components/Latest';\n\n# Install\n\nInstall version <Latest />.\n",
});

test("a plugin's setGlobalData reaches usePluginData, on a React page and in a doc's component; a plugin named by its file runs too", async () => {
  const { outDir } = project();
  assert.match(await readRoute(outDir, '/'), /<p>Latest: (?:<!-- -->)?29\.1\.0(?:<!-- -->)?, by (?:<!-- -->)?3(?:<!-- -->)? people\.<\/p>/);
  assert.match(await readRoute(outDir, '/docs/install/'), /Install version <code>29\.1\.0<\/code>\./);
});

test('the warnings say the data plugins run for their data only, and name the one whose data could not be made', () => {
  const messages = project().warnings.map(formatWarning);
  assert.ok(messages.some((message) => message.endsWith('plugin "releases-plugin" is run here only for the data it gives the pages (setGlobalData): the pages, files or parts of every page it adds are not built')), messages.join('\n'));
  assert.ok(messages.some((message) => message.endsWith('plugin "broken-plugin": its data for the pages could not be made (no network here); pages that read it with usePluginData get none')), messages.join('\n'));
});
