import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAVED = path.join(ROOT, 'node_modules', '.cache', 'jabuticraft', 'generator-version.json');

/** The generator's version as a new process finds it (the module keeps it for the process's life). */
function versionInNewProcess(): string {
  const script = `import { generatorVersion } from ${JSON.stringify(path.join(ROOT, 'src/generator/generator-version.ts'))}; console.log(generatorVersion());`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }).trim();
}

test("the generator's version read from its saved digest is the one its files give when read again", () => {
  rmSync(SAVED, { force: true });
  const fromFiles = versionInNewProcess();
  assert.match(fromFiles, /^[\w-]{22}$/);
  assert.equal(versionInNewProcess(), fromFiles, 'the saved digest, its files unchanged');
});

test("a saved digest made of files that changed since (another size, time or inode) is not believed", () => {
  const real = versionInNewProcess();
  const saved = JSON.parse(readFileSync(SAVED, 'utf8')) as { stamps: string; version: string };
  writeFileSync(SAVED, JSON.stringify({ stamps: `${saved.stamps}-older`, version: 'made-by-older-files000' }));
  assert.equal(versionInNewProcess(), real);
});
