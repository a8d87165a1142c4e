/**
 * A Docusaurus project's `showLastUpdateTime`/`showLastUpdateAuthor` read from git for its docs, also
 * when they are outside the project's folder (Jest's `../docs`), in a repository of its own.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildProject } from '../../src/generator/build-site.ts';
import { readRoute } from '../helpers/html.ts';
import { scratchSite } from '../helpers/scratch-site.ts';

test("each doc shows its file's last commit, inside the project or beside it", async () => {
  const { root, write } = scratchSite('jabuti-git-dates-');
  write('website/docusaurus.config.js', "module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/', presets: [['classic', { docs: { path: '../docs', showLastUpdateTime: true, showLastUpdateAuthor: true }, blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n\nWidgets make things better.\n');
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_NAME: 'Ana', GIT_AUTHOR_EMAIL: 'ana@example.com', GIT_COMMITTER_NAME: 'Ana', GIT_COMMITTER_EMAIL: 'ana@example.com', GIT_AUTHOR_DATE: '2026-02-10T12:00:00Z', GIT_COMMITTER_DATE: '2026-02-10T12:00:00Z' },
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'docs');
  const outDir = await mkdtemp(path.join(tmpdir(), 'jabuti-git-dates-out-'));
  after(() => rm(outDir, { recursive: true, force: true }));
  await buildProject(path.join(root, 'website'), { outDir, compress: false });
  assert.match(await readRoute(outDir, '/docs/intro/'), /<time dateTime="2026-02-10T12:00:00\.000Z">[^<]*2026[^<]*Ana<\/time>/);
});
