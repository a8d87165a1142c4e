import assert from 'node:assert/strict';
import { test } from 'node:test';
import { globPattern } from '../../src/tools/glob-pattern.ts';

test("globs as Docusaurus's exclude option writes them match the paths globby would", () => {
  const matches = (glob: string, path: string) => globPattern(glob).test(path);
  assert.equal(matches('TEMPLATE.md', 'TEMPLATE.md'), true);
  assert.equal(matches('TEMPLATE.md', 'rules/TEMPLATE.md'), false, 'a name alone is a file at the top, as fast-glob reads it');
  assert.equal(matches('**/TEMPLATE.md', 'rules/TEMPLATE.md'), true);
  assert.equal(matches('TEMPLATE.md', 'TEMPLATE.mdx'), false);
  assert.equal(matches('**/_*.{js,jsx,md,mdx}', '_partial.mdx'), true);
  assert.equal(matches('**/_*.{js,jsx,md,mdx}', 'guides/_partial.md'), true);
  assert.equal(matches('**/_*.{js,jsx,md,mdx}', 'guides/partial.md'), false);
  assert.equal(matches('**/__tests__/**', 'a/__tests__/b/c.md'), true);
  assert.equal(matches('drafts/*.md', 'drafts/one.md'), true);
  assert.equal(matches('drafts/*.md', 'drafts/deep/one.md'), false);
  assert.equal(matches('drafts/*.md', 'other/drafts/one.md'), false);
  assert.equal(matches('v?.md', 'v1.md'), true);
});
