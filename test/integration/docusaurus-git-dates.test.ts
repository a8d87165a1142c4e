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
  assert.match(await readRoute(outDir, '/docs/intro/'), /<time dateTime="2026-02-10T12:00:00\.000Z">Last updated on Feb 10, 2026 by Ana<\/time>/);
});
