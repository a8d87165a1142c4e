import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { listFiles } from '../../src/generator/list-files.ts';

function folderWith(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'list-files-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  return root;
}

test('files come sorted, relative to the folder with / separators, dot files and folders left out', () => {
  const root = folderWith(['b.md', 'a/z.md', 'a/b/c.md', '.rascunho.md', '.git/HEAD', 'a/.oculto/d.md', 'a/_category_.json']);
  const expected = ['a/_category_.json', 'a/b/c.md', 'a/z.md', 'b.md'];
  assert.deepEqual(listFiles(root), expected);
  // The same whatever way the folder is written: with a trailing separator, or relative with `..`.
  assert.deepEqual(listFiles(`${root}${path.sep}`), expected);
  assert.deepEqual(listFiles(path.relative(process.cwd(), path.join(root, 'a', '..'))), expected);
  assert.deepEqual(listFiles(path.join(root, 'a')), ['_category_.json', 'b/c.md', 'z.md']);
});

test('accept chooses among the paths; a folder that does not exist has no files', () => {
  const root = folderWith(['a.md', 'b.mdx', 'img/c.png']);
  assert.deepEqual(listFiles(root, (rel) => /\.mdx?$/.test(rel)), ['a.md', 'b.mdx']);
  assert.deepEqual(listFiles(path.join(root, 'nao-existe')), []);
});
