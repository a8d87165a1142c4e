/**
 * A Docusaurus project's blog list pages, as its blog options cut them: `postsPerPage` posts a page,
 * or every post on one page with `'ALL'` (PixiJS's blog showed 10 and an "Older entries" page).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
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
