/**
 * A project with several blog instances (RocketMQ's preset blog, its events, release notes and news):
 * one blog is built, the first, and each other one is named in a warning.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = {
  title: 'Queue', url: 'https://queue.example.com', baseUrl: '/',
  presets: [['classic', { docs: false }]],
  plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news' }]],
};
`,
  'blog/2025-01-02-hello.md': '---\ntitle: Hello\n---\n\nThe first post.\n',
  'news/2025-02-03-release.md': '---\ntitle: Release\n---\n\nA release.\n',
});

test("the first blog, the preset's, is built; another instance is named in a warning, not put in its place (RocketMQ's /blog/ was its news)", async () => {
  assert.match(await readRoute(project().outDir, '/blog/2025/01/02/hello/'), /The first post\./);
  const warnings = project().warnings.map(formatWarning).filter((warning) => /blog "news"/.test(warning));
  assert.deepEqual(warnings.map((warning) => warning.replace(/^.*\/site\//, '')), ['docusaurus.config.js: blog "news" (news/) is not built: a site here has one blog, the first; its posts and /news/ pages are left out']);
});
