/**
 * What a Docusaurus project's pages are drawn again for, over the previous output with the cache:
 * two docs of a sidebar swapping places draw the pages whose HTML changes, not every page whose
 * navbar names a doc of that sidebar; a theme component the site replaces afterwards is drawn by the
 * pages that show it. Each time, the bytes of a build from scratch.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildProject } from '../../src/generator/build-site.ts';
import { assertSameSite } from '../helpers/same-site.ts';

const root = mkdtempSync(path.join(tmpdir(), 'jabuti-rebuild-inputs-'));
after(() => rmSync(root, { recursive: true, force: true }));

function pagesOf(folder: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages.set(path.relative(folder, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  }
  return pages;
}

/** The pages of `after` whose HTML is not `before`'s (new pages included). */
function changedPages(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([file, html]) => before.get(file) !== html).map(([file]) => file);
}

/** A copy of the fixture project named `name`, built with its own cache over its own output (`build`), and from scratch into another folder (`assertLikeScratch`). */
function fixtureCopy(name: string) {
  const siteDir = path.join(root, name);
  cpSync('test/fixtures/docusaurus', siteDir, { recursive: true });
  const out = path.join(root, `${name}-out`);
  const cache = { dir: path.join(root, `${name}-cache`), generatorVersion: 'v1' };
  return {
    siteDir,
    out,
    build: () => buildProject(siteDir, { outDir: out, cache, locales: ['pt-BR'] }),
    assertLikeScratch: async (step: string) => {
      const scratch = path.join(root, `${name}-scratch`);
      await buildProject(siteDir, { outDir: scratch, cache: false, locales: ['pt-BR'] });
      assertSameSite(out, scratch, step);
    },
  };
}

test('after two docs of a sidebar swap places, the pages rendered again are those whose HTML changed', { timeout: 180_000 }, async () => {
  const { siteDir, out, build, assertLikeScratch } = fixtureCopy('reordered');
  await build();
  const before = pagesOf(out);
  const sidebars = path.join(siteDir, 'sidebars.js');
  const listed = "items: ['referencia/comandos', 'referencia/configuracao']";
  assert.ok(readFileSync(sidebars, 'utf8').includes(listed), 'the fixture lists the two docs');
  writeFileSync(sidebars, readFileSync(sidebars, 'utf8').replace(listed, "items: ['referencia/configuracao', 'referencia/comandos']"));
  const result = await build();
  const changed = changedPages(before, pagesOf(out));
  assert.ok(changed.length > 0 && changed.length < result.pages / 2, `a few pages changed: ${changed.join(', ')}`);
  assert.equal(result.pages - result.reused, changed.length, `pages rendered again (${result.pages - result.reused}) against pages whose HTML changed (${changed.join(', ')})`);
  await assertLikeScratch('after the swap');
});

test('after a doc is added to a sidebar, the pages rendered again are those whose HTML changed', { timeout: 180_000 }, async () => {
  const { siteDir, out, build, assertLikeScratch } = fixtureCopy('added');
  await build();
  const before = pagesOf(out);
  const sidebars = path.join(siteDir, 'sidebars.js');
  const listed = "items: ['referencia/comandos', 'referencia/configuracao']";
  writeFileSync(path.join(siteDir, 'docs/referencia/permissoes.md'), '---\ntitle: Permissões\n---\n\nQuem pode usar cada comando do servidor.\n');
  writeFileSync(sidebars, readFileSync(sidebars, 'utf8').replace(listed, "items: ['referencia/comandos', 'referencia/configuracao', 'referencia/permissoes']"));
  const result = await build();
  const after = pagesOf(out);
  assert.ok(after.has('docs/referencia/permissoes/index.html'), 'the new doc is built');
  const changed = changedPages(before, after);
  // Every doc of the sidebar shows the new item (a collapsed category still lists it for the drawer), and the guide's navbar item is active on one page more.
  assert.ok(changed.length < result.pages - 10, `pages outside the sidebar stay: ${changed.length} of ${result.pages} changed`);
  assert.equal(result.pages - result.reused, changed.length, `pages rendered again (${result.pages - result.reused}) against pages whose HTML changed (${changed.length}: ${changed.join(', ')})`);
  await assertLikeScratch('after the doc added');
});

test('a theme component the site replaces after a build with the cache is the one the pages that show it draw', { timeout: 180_000 }, async () => {
  const { siteDir, out, build, assertLikeScratch } = fixtureCopy('swizzled');
  await build();
  const page = () => readFileSync(path.join(out, 'docs/referencia/index.html'), 'utf8');
  assert.doesNotMatch(page(), /Cartões do próprio site/);
  // As `docusaurus swizzle` writes it: the site's own `@theme/DocCardList`.
  writeFileSync(path.join(siteDir, 'src/theme/DocCardList.js'), "import React from 'react';\nexport default function DocCardList() {\n  return <p className=\"cartoes-do-site\">Cartões do próprio site</p>;\n}\n");
  await build();
  assert.match(page(), /Cartões do próprio site/);
  await assertLikeScratch('after the swizzle');
});
