/**
 * The generator's stylesheets name their own custom properties under `--jc-`: a Docusaurus project's
 * stylesheet, which comes after them, defines properties of its own at `:root` (Metro's
 * `--text: #1a1a1a` made our text near-black on the dark background of every page).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

/** Prefixes of properties the generator does not own but reads or sets on purpose: Infima's, Shiki's and Docusaurus's (its `--docusaurus-*`, and `--doc-sidebar-width`, which a project sets: memlab's 330 px). */
const SHARED = /^--(jc|ifm|shiki|docusaurus|doc-sidebar)-/;

for (const file of ['src/styles/site.css', 'src/styles/infima.css']) {
  test(`${file} defines and reads only --jc- properties of its own`, async () => {
    const css = await readFile(file, 'utf8');
    const names = [...css.matchAll(/(?<![\w-])--[a-z][\w-]*/g)].map(([name]) => name);
    assert.ok(names.some((name) => name.startsWith('--jc-')), 'the stylesheet has properties of its own');
    assert.deepEqual([...new Set(names.filter((name) => !SHARED.test(name)))], []);
  });
}
