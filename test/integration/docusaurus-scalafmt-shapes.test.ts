/**
 * What scalafmt's site found (its trial: reviews/docusaurus-projects/scalafmt.md): a docs folder its
 * own build makes (mdoc's `website/target/docs`) that is not there is said, naming the folder.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
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
