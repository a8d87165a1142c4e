/**
 * Docusaurus configurations' blog options and a folder that is no project, each project built in a
 * process of its own test file (a file that built three projects once waited forever in CI).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { formatWarning } from '../../src/model/errors.ts';
import { loadDocusaurusProject } from '../../src/generator/docusaurus-project.ts';
import { projectForTests } from '../helpers/build-fixture.ts';
import { readRoute } from '../helpers/html.ts';

const withoutPosts = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: { showReadingTime: true } }]] };\n",
  'docs/intro.md': '# Intro\n\nWidgets make things better.\n',
  'blog/rascunho.md': '---\ntitle: Draft\ndraft: true\n---\n\nNot yet.\n',
});

test('a blog with no post (no folder, or drafts only) makes no page, list, feed or sitemap entry, as in Docusaurus', async () => {
  const { outDir } = withoutPosts();
  assert.equal(existsSync(path.join(outDir, 'blog')), false);
  const doc = await readRoute(outDir, '/docs/intro/');
  assert.doesNotMatch(doc, /application\/(rss|atom)\+xml/);
  assert.doesNotMatch(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), /\/blog\//);
});

const legacyAuthors = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { feedOptions: { limit: 1 }, editUrl: ({ locale, blogDirPath, blogPath, permalink }) => blogPath.includes('new-org') ? undefined : 'https://github.com/w/site/edit/main/' + blogDirPath + '/' + blogPath + '?from=' + permalink + '&locale=' + locale } }]] };\n",
  'blog/2019-03-17-code-blocks.md': '---\ntitle: Code blocks\nauthor: Alex Krolick\nauthorURL: https://github.com/alexkrolick\nauthorImageURL: https://avatars.githubusercontent.com/u/1571667\n---\n\nNow with code blocks.\n',
  'blog/2019-04-25-new-org.md': '---\ntitle: A new home\nauthor: Kent C. Dodds\nauthor_title: Maintainer\n---\n\nWe moved.\n',
});

test("a post's author given by Docusaurus's older keys (author, authorURL, authorImageURL, author_title) is its author, with no warning", async () => {
  const { outDir, warnings } = legacyAuthors();
  assert.deepEqual(warnings.map(formatWarning), []);
  const post = await readRoute(outDir, '/blog/2019/03/17/code-blocks/');
  assert.match(post, /href="https:\/\/github\.com\/alexkrolick"[^>]*>[\s\S]*?Alex Krolick/);
  assert.match(post, /src="https:\/\/avatars\.githubusercontent\.com\/u\/1571667"/);
  assert.match(await readRoute(outDir, '/blog/2019/04/25/new-org/'), /Kent C\. Dodds[\s\S]*?Maintainer/);
  // No authors file: no page of authors, empty, in the sitemap.
  assert.equal(existsSync(path.join(outDir, 'blog/authors')), false);
  assert.doesNotMatch(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), /\/blog\/authors\//);
});

test("the blog's editUrl function gives each post's edit link (pnpm's), and a post it gives none for has none", async () => {
  const { outDir } = legacyAuthors();
  assert.match(await readRoute(outDir, '/blog/2019/03/17/code-blocks/'), /href="https:\/\/github\.com\/w\/site\/edit\/main\/blog\/2019-03-17-code-blocks\.md\?from=\/blog\/2019\/03\/17\/code-blocks&amp;locale=en"/);
  assert.doesNotMatch(await readRoute(outDir, '/blog/2019/04/25/new-org/'), /github\.com\/w\/site\/edit/);
});

const looseDates = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: {} }]] };\n",
  // Electron's blog: a one-digit month, which Docusaurus's YAML reader takes as a date.
  'blog/electron-23-0.md': '---\ntitle: Electron 23.0.0\ndate: 2023-2-07T00:00:00.000Z\ntoc_max_heading_level: 4\n---\n\nReleased.\n\n## What is new\n\n### Stack\n\n#### Chromium 110\n',
});

test("a post dated with a one-digit month (Electron's `2023-2-07T00:00:00.000Z`) is dated as Docusaurus dates it, and its own toc_max_heading_level reaches level 4 without a warning", async () => {
  const { outDir, warnings } = looseDates();
  assert.deepEqual(warnings.map(formatWarning), []);
  const post = await readRoute(outDir, '/blog/electron-23-0/');
  assert.match(post, /<time dateTime="2023-02-07T00:00:00\.000Z"/);
  assert.match(/<nav class="toc[^"]*"[\s\S]*?<\/nav>/.exec(post)?.[0] ?? '', /href="#chromium-110"/);
});

test('a folder without a Docusaurus configuration fails naming the files it looked for, and a Docusaurus 1 site says so', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'jabuti-no-config-'));
  try {
    await assert.rejects(loadDocusaurusProject(root, (file) => file), (error: Error) => /no Docusaurus configuration here: expected one of docusaurus\.config\.ts, /.test(error.message) && !/Docusaurus 1/.test(error.message));
    writeFileSync(path.join(root, 'siteConfig.js'), 'module.exports = { title: "Old" };\n');
    await assert.rejects(loadDocusaurusProject(root, (file) => file), /siteConfig\.js is Docusaurus 1's, which is not built here/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("feedOptions.limit: the feeds hold that many of the newest posts", async () => {
  const { outDir } = legacyAuthors();
  const rss = await readFile(path.join(outDir, 'blog/rss.xml'), 'utf8');
  assert.deepEqual([...rss.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]), ['A new home']);
});

const feedTypes = projectForTests({
  'docusaurus.config.js': "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { feedOptions: { type: ['rss', 'json'] } } }]] };\n",
  'blog/2024-05-01-launch.md': '---\ntitle: Launch\ndescription: We launched.\nauthors: [{ name: Ana }]\n---\n\nThe **first** release.\n',
});

test("feedOptions.type: the feeds it names are written and linked from every page, the others not (Verdaccio's 'all' wanted feed.json)", async () => {
  const { outDir } = feedTypes();
  assert.equal(existsSync(path.join(outDir, 'blog/rss.xml')), true);
  assert.equal(existsSync(path.join(outDir, 'blog/atom.xml')), false);
  const feed = JSON.parse(await readFile(path.join(outDir, 'blog/feed.json'), 'utf8')) as { version: string; items: { url: string; title: string; summary: string; content_html: string; author?: { name: string } }[] };
  assert.equal(feed.version, 'https://jsonfeed.org/version/1');
  assert.deepEqual(feed.items.map(({ url, title, summary, author }) => ({ url, title, summary, author })), [{ url: 'https://widgets.example.com/blog/2024/05/01/launch/', title: 'Launch', summary: 'We launched.', author: { name: 'Ana' } }]);
  assert.match(feed.items[0]!.content_html, /<strong>first<\/strong>/);
  const page = await readRoute(outDir, '/blog/');
  assert.match(page, /<link rel="alternate" type="application\/json" title="[^"]*" href="\/blog\/feed\.json"\/>/);
  assert.match(page, /type="application\/rss\+xml"/);
  assert.doesNotMatch(page, /type="application\/atom\+xml"/);
});
