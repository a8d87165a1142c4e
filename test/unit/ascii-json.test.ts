/** The build's own JSON files: ASCII on disk, read back as written, older UTF-8 files too. */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readText, writeJsonAtomically } from '../../src/tools/ascii-json.ts';

test('a value written is ASCII on disk and reads back the same, accents, emoji and lone surrogates included', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ascii-json-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'cache.json');
  const value = { título: 'Missões diárias', emoji: 'Baú 🧰', lone: 'a\ud800b', control: 'tab\tline\n', plain: 'kits' };
  writeJsonAtomically(file, value);
  const bytes = readFileSync(file);
  assert.ok(bytes.every((byte) => byte < 0x80), 'ASCII only');
  assert.deepEqual(JSON.parse(readText(file)), value);
});

test('a file of UTF-8 (an older build’s) is read as UTF-8', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ascii-json-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'old.json');
  writeFileSync(file, JSON.stringify({ título: 'Missões' }));
  assert.deepEqual(JSON.parse(readText(file)), { título: 'Missões' });
});
