import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { SiblingChecks } from '../../src/generator/sibling-checks.ts';

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'sibling-checks-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test("a file's .br and .gz are found, and one deleted by hand is missed, whether its folder is asked about for one file or for many", () => {
  for (const name of ['s0.json', 's0.json.br', 's0.json.gz', 's1.json', 's1.json.gz', 's2.json', 's2.json.br', 's2.json.gz']) writeFileSync(path.join(folder, name), name);
  const checks = new SiblingChecks();
  const has = (file: string, suffix: string) => checks.has(path.join(folder, file), suffix);
  // The first file is looked up file by file; the second lists the folder.
  assert.deepEqual([has('s0.json', '.br'), has('s0.json', '.gz')], [true, true]);
  assert.deepEqual([has('s1.json', '.br'), has('s1.json', '.gz')], [false, true], 's1.json.br was deleted by hand');
  assert.deepEqual([has('s2.json', '.br'), has('s2.json', '.gz')], [true, true]);
  assert.equal(has('s3.json', '.br'), false, 'a file that is not there has no sibling');
});
