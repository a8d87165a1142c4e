/**
 * What scalafmt's site found (its trial: reviews/docusaurus-projects/scalafmt.md): a docs folder its
 * own build makes (mdoc's `website/target/docs`) that is not there is said, naming the folder; client
 * modules (its before/after toggle) that cannot be bundled are named with the reason.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject } from '../../src/generator/build-site.ts';
import { formatWarning } from '../../src/model/errors.ts';
import { projectForTests } from '../helpers/build-fixture.ts';

const project = projectForTests({
  'docusaurus.config.js': `module.exports = { title: 'Formatter', url: 'https://fmt.example.com', baseUrl: '/',
  presets: [['classic', { docs: { path: 'target/docs' }, blog: false }]] };\n`,
  'src/pages/index.md': '# Formatter\n\nIt formats.\n',
});

test('a docs folder that does not exist is named in a warning, as Docusaurus stops on it (scalafmt builds it with mdoc first)', () => {
  const warnings = project().warnings.map(formatWarning).filter((warning) => /target\/docs/.test(warning));
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0]!, /docs instance "default": its folder target\/docs\/ does not exist \(Docusaurus stops here; a script of the project may make it\): it has no pages$/);
});

test("client modules that cannot be bundled for the browser (one imports Docusaurus's client code) are left out, with a warning naming them and why", async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-client-modules-'));
  try {
    await mkdir(path.join(root, 'src'), { recursive: true });
    await writeFile(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', clientModules: ['./src/compare.js'], presets: [['classic', { docs: false, blog: false }]] };\n");
    await writeFile(path.join(root, 'src/compare.js'), "import { useLocation } from '@docusaurus/router';\nexport function onRouteDidUpdate() { document.body.dataset.ready = String(useLocation); }\n");
    const { warnings } = await buildProject(root, { outDir: path.join(root, 'build'), compress: false, cache: false });
    assert.ok(warnings.map(formatWarning).some((warning) => /clientModules are not run here: they could not be bundled for the browser \(Could not resolve "@docusaurus\/router"\), so what they do there is left out \(\.\/src\/compare\.js\)/.test(warning)), warnings.map(formatWarning).join('\n'));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
