/**
 * A Docusaurus project's blog options: the list pages as `postsPerPage` cuts them, every post on one
 * page with `'ALL'` (PixiJS's blog showed 10 and an "Older entries" page); the authors map that
 * `authorsMapPath` names (Kvrocks's `authors.generated.yml`).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const posts = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`blog/2025-01-${String(index + 1).padStart(2, '0')}-post-${index + 1}.md`, `---\ntitle: Post ${index + 1}\n---\n\nNews number ${index + 1}.\n`]));

const project = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { postsPerPage: 'ALL' } }]] };\n`,
  ...posts,
});

test("postsPerPage: 'ALL' lists every post on the blog's one list page", async () => {
  const { outDir } = project();
  const list = await readRoute(outDir, '/blog/');
  assert.equal([...list.matchAll(/<article\b/g)].length, 12);
  assert.doesNotMatch(list, /\/blog\/page\/2\//);
  assert.equal(existsSync(path.join(outDir, 'blog/page/2/index.html')), false);
});

const authored = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { authorsMapPath: 'authors.generated.yml' } }]] };\n`,
  'blog/authors.generated.yml': 'hulk:\n  name: Hulk Lin\n  title: PMC Member\n',
  'blog/authors.yml': 'hulk:\n  name: Not This One\n',
  'blog/2025-02-01-release.md': '---\ntitle: Release\nauthors: [hulk]\n---\n\nA new release.\n',
  'blog/2025-02-02-notes.md': '---\ntitle: Notes\nauthors: [nobody]\n---\n\nSome notes.\n',
});

test('authorsMapPath names the authors map the posts\' keys are read in; an unknown key is warned about in its name', async () => {
  const { outDir, warnings } = authored();
  const post = await readRoute(outDir, '/blog/2025/02/01/release/');
  assert.match(post, /Hulk Lin/);
  assert.doesNotMatch(post, /Not This One/);
  const unknown = warnings.filter((warning) => warning.message.startsWith('unknown author')).map((warning) => warning.message);
  assert.equal(unknown.length, 1, unknown.join('\n'));
  assert.match(unknown[0]!, /^unknown author "nobody" \(not in \S*blog\/authors\.generated\.yml\)$/);
});

const wrapped = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]],
  plugins: [['./plugins/blog-plugin', { blogTitle: 'Widget news', postsPerPage: 2 }]] };\n`,
  // Docusaurus's documented way of giving the blog a home page of its own: the blog plugin's instance, with more routes.
  'plugins/blog-plugin.js': "const blogPluginExports = require('@docusaurus/plugin-content-blog');\nasync function blogPluginEnhanced(...pluginArgs) {\n  const blogPluginInstance = await blogPluginExports.default(...pluginArgs);\n  return { ...blogPluginInstance, async loadContent() { return undefined; }, async contentLoaded({ content }) { const { blogPosts } = content; return blogPosts; } };\n}\nmodule.exports = { ...blogPluginExports, default: blogPluginEnhanced };\n",
  ...Object.fromEntries(Object.entries(posts).slice(0, 3)),
});

test("a project's own plugin made of the blog plugin's instance is the blog, with its options (Apache Answer's blog was missing)", async () => {
  const { outDir, warnings } = wrapped();
  const list = await readRoute(outDir, '/blog/');
  assert.match(list, /Widget news/);
  assert.equal([...list.matchAll(/<article\b/g)].length, 2);
  assert.equal(existsSync(path.join(outDir, 'blog/page/2/index.html')), true);
  // Built as the blog, it is not also run for data (its contentLoaded, given no blog contents, threw: ZenStack's).
  assert.deepEqual(warnings.filter((warning) => /blog-plugin|written in the configuration/.test(warning.message)).map((warning) => warning.message), []);
});

const unlisted = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { blogSidebarCount: 'ALL' } }]] };\n`,
  'blog/authors.yml': 'ana:\n  name: Ana\n  page: true\n',
  'blog/2025-03-01-old.md': '---\ntitle: Old news\nauthors: [ana]\ntags: [release]\n---\n\nThe old news.\n',
  'blog/2025-03-02-secret.md': '---\ntitle: Secret roadmap\nauthors: [ana]\ntags: [release, secret]\nunlisted: true\n---\n\nNot for everyone yet.\n',
  'blog/2025-03-03-new.md': '---\ntitle: New news\nauthors: [ana]\ntags: [release]\n---\n\nThe new news.\n',
});

test('an unlisted post is built at its URL with the unlisted banner and noindex, and is in no list, sidebar, tag, author page, feed, sitemap or previous/next, as in Docusaurus', async () => {
  const { outDir, warnings } = unlisted();
  const post = await readRoute(outDir, '/blog/2025/03/02/secret/');
  assert.match(post, /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.match(post, /Unlisted page/);
  assert.doesNotMatch(post, /pagination-(?:previous|next)/);
  for (const route of ['/blog/', '/blog/2025/03/01/old/', '/blog/tags/release/', '/blog/authors/ana/', '/blog/archive/']) {
    assert.doesNotMatch(await readRoute(outDir, route), /Secret roadmap|\/secret\//, route);
  }
  // The newer and the older listed posts lead to each other.
  assert.match(await readRoute(outDir, '/blog/2025/03/03/new/'), /href="\/blog\/2025\/03\/01\/old\/"[^>]*rel="next"/);
  for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml']) assert.doesNotMatch(readFileSync(path.join(outDir, file), 'utf8'), /secret/, file);
  await assert.rejects(readRoute(outDir, '/blog/tags/secret/'));
  assert.deepEqual(warnings.filter((warning) => warning.message.includes('unlisted')), []);
});
