/**
 * A Docusaurus project's `showLastUpdateTime`/`showLastUpdateAuthor` read from git for its docs, also
 * when they are outside the project's folder (Jest's `../docs`), in a repository of its own.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildProject } from '../../src/generator/build-site.ts';
import { readRoute } from '../helpers/html.ts';
import { commitEverything } from '../helpers/git-repository.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

test("each doc shows its file's last commit, inside the project or beside it, its month short as Docusaurus writes it", async () => {
  const { root, write } = scratchSite('jabuti-git-dates-');
  write('website/docusaurus.config.js', "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: { path: '../docs', showLastUpdateTime: true, showLastUpdateAuthor: true }, blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n\nWidgets make things better.\n');
  commitEverything(root, { author: 'Ana', email: 'ana@example.com', date: '2026-02-10T12:00:00Z', message: 'docs' });
  const outDir = await mkdtemp(path.join(tmpdir(), 'jabuti-git-dates-out-'));
  after(() => rm(outDir, { recursive: true, force: true }));
  await buildProject(path.join(root, 'website'), { outDir, compress: false });
  assert.match(await readRoute(outDir, '/docs/intro/'), /Last updated on <b><time dateTime="2026-02-10T12:00:00\.000Z" itemProp="dateModified">Feb 10, 2026<\/time><\/b> by <b>Ana<\/b>/);
});

test('a post whose front matter and file name give no date is dated by its first commit, as Docusaurus dates it, and the build says so', async () => {
  const { root, write } = scratchSite('jabuti-git-post-date-');
  write('docusaurus.config.js', "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: { showReadingTime: false } }]] };\n");
  write('blog/welcome.md', '---\ntitle: Welcome\n---\n\nOur first post.\n');
  write('blog/2026-03-01-dated.md', '---\ntitle: Dated\n---\n\nA post dated by its name.\n');
  commitEverything(root, { author: 'Ana', email: 'ana@example.com', date: '2025-07-04T09:30:00Z', message: 'blog' });
  const outDir = await mkdtemp(path.join(tmpdir(), 'jabuti-git-post-date-out-'));
  after(() => rm(outDir, { recursive: true, force: true }));
  const result = await buildProject(root, { outDir, compress: false });
  assert.match(await readRoute(outDir, '/blog/welcome/'), /<time dateTime="2025-07-04T09:30:00\.000Z"[^>]*>July 4, 2025<\/time>/);
  const list = await readRoute(outDir, '/blog/');
  assert.ok(list.indexOf('/blog/2026/03/01/dated/') < list.indexOf('/blog/welcome/'), 'the newer post comes first');
  assert.deepEqual(result.warnings.filter((warning) => warning.message.includes('without a date')).map((warning) => [path.basename(warning.file), warning.message.slice(0, 45)]), [['welcome.md', 'blog post without a date: dated 2025-07-04, w']]);
});
