/** The content files of a folder: what the build reads as pages, links to files included, as Docusaurus reads them. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { listFiles } from '../../src/generator/list-files.ts';

const root = mkdtempSync(path.join(tmpdir(), 'jabuti-list-'));
after(() => rmSync(root, { recursive: true, force: true }));

test("a link to a file is listed as the file is (react-native-gesture-handler's docs link pages of another folder); a dangling link and dot files are not", () => {
  const docs = path.join(root, 'docs');
  const shared = path.join(root, 'shared');
  mkdirSync(path.join(docs, 'legacy'), { recursive: true });
  mkdirSync(shared);
  writeFileSync(path.join(docs, 'intro.md'), '# Intro\n');
  writeFileSync(path.join(docs, '.draft.md'), '# Draft\n');
  writeFileSync(path.join(shared, 'pan.md'), '# Pan\n');
  symlinkSync(path.join(shared, 'pan.md'), path.join(docs, 'legacy', 'pan.md'));
  symlinkSync(path.join(shared, 'gone.md'), path.join(docs, 'legacy', 'gone.md'));
  assert.deepEqual(listFiles(docs), ['intro.md', 'legacy/pan.md']);
});
