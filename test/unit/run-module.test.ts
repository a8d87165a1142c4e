/** A Docusaurus configuration's code, run as Docusaurus runs it (run-module.ts). */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { defaultExport, missingPackageName, missingThing, runModule } from '../../src/generator/run-module.ts';

// Outside this repository: no node_modules above it, as for a project nobody installed.
const dir = mkdtempSync(path.join(tmpdir(), 'jabuti-run-module-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test("a configuration reading its data with `yaml`, not installed, gets this generator's own; a package nobody has is a stand-in, and told", () => {
  const file = path.join(dir, 'config.mjs');
  writeFileSync(file, "import { parse } from 'yaml';\nimport theme from 'tema-que-ninguem-tem';\nexport default { users: parse('- name: Ana\\n  pinned: true\\n'), theme };\n");
  const missing: string[] = [];
  const config = defaultExport(runModule(file, { onMissing: (name) => missing.push(name) })) as { users: unknown; theme: unknown };
  assert.deepEqual(config.users, [{ name: 'Ana', pinned: true }]);
  assert.equal(missingPackageName(config.theme), 'tema-que-ninguem-tem');
  assert.deepEqual(missing, ['tema-que-ninguem-tem']);
});

test('an ES module that declares __filename and __dirname itself, as Node asks ES modules to, runs', () => {
  const file = path.join(dir, 'plugin.mjs');
  writeFileSync(file, "import { fileURLToPath } from 'node:url';\nimport path from 'node:path';\nconst __filename = fileURLToPath(import.meta.url);\nconst __dirname = path.dirname(__filename);\nexport default { here: __dirname, file: __filename };\n");
  assert.deepEqual(defaultExport(runModule(file)), { here: dir, file });
});

test('a missing file named by its path is said to be a file that is not there, not a package', () => {
  const display = (absolute: string) => path.relative(dir, absolute);
  assert.equal(missingThing(path.join(dir, 'data/sponsors.json'), display), 'file "data/sponsors.json" is not there');
  assert.equal(missingThing('./sponsors.json', display), 'file "./sponsors.json" is not there');
  assert.equal(missingThing('lodash.debounce', display), 'package "lodash.debounce" is not installed');
});

test("`@docusaurus/utils`, not installed, answers DOCUSAURUS_VERSION with the version the project pins (a footer's \"Built with Docusaurus 3.10.2\"), and is reported missing only when something else is read from it", () => {
  const project = path.join(dir, 'versioned');
  mkdirSync(project, { recursive: true });
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '^3.10.2' } }));
  const file = path.join(project, 'docusaurus.config.ts');
  writeFileSync(file, "import { DOCUSAURUS_VERSION } from '@docusaurus/utils';\nexport default { copyright: `Built with Docusaurus ${DOCUSAURUS_VERSION}.` };\n");
  const missing: string[] = [];
  assert.deepEqual(defaultExport(runModule(file, { onMissing: (name) => missing.push(name) })), { copyright: 'Built with Docusaurus 3.10.2.' });
  assert.equal(missing.length, 0);
  const other = path.join(project, 'other.ts');
  writeFileSync(other, "import { normalizeUrl } from '@docusaurus/utils';\nexport default { url: normalizeUrl };\n");
  const config = defaultExport(runModule(other, { onMissing: (name) => missing.push(name) })) as { url: unknown };
  assert.equal(missingPackageName(config.url), '@docusaurus/utils');
  assert.deepEqual(missing, ['@docusaurus/utils']);
});
