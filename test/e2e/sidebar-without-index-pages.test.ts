/**
 * A wiki without index pages (see writeNoIndexWiki), in Chromium: a closed category opens onto the
 * items the page left out, "show all" puts in the rest of a long one, and without JavaScript the
 * category's label leads to its generated index, which lists them.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { eventually } from '../helpers/browser.ts';
import { writeNoIndexWiki } from '../helpers/no-index-wiki.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const root = await mkdtemp(path.join(tmpdir(), 'jabuti-no-index-e2e-'));
await writeNoIndexWiki(root);
const env = siteInBrowser(root);
after(() => rm(root, { recursive: true, force: true }));

test('a closed category without a page of its own opens onto its items', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/wiki/survival/conta/proteger/`);
  const guias = page.locator('.sidebar details[data-key="survival/guias"]');
  assert.equal(await guias.locator('a[href$="/guia-01/"]').count(), 0);
  await guias.locator('summary').click();
  await eventually(() => guias.locator(':scope > ul > li').count(), 81, 'every item of Guias is there');
  assert.equal(await guias.evaluate((details) => (details as HTMLDetailsElement).open), true);
  const solta = page.locator('.sidebar details[data-key="survival/sem-pagina"]');
  await solta.locator('summary').click();
  await eventually(() => solta.locator('a[href$="/sem-pagina/solta/"]').isVisible(), true, 'the toggle without a page opens too');
  await page.close();
});

test('"show all" puts in every item of a long category, around the ones shown, and keeps the page active', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/wiki/survival/guias/guia-40/`);
  const list = page.locator('.sidebar a[href$="/category/guias/"] + details > ul');
  assert.equal(await list.locator(':scope > li').count(), 52);
  await page.getByRole('button', { name: 'Mostrar todos os 81 itens' }).click();
  await eventually(() => list.locator(':scope > li').count(), 81, 'all 81 items');
  const labels = await list.locator(':scope > li > a').allTextContents();
  assert.deepEqual(labels.slice(0, 3), ['Avançado', 'Guia 01', 'Guia 02']);
  assert.deepEqual(labels.at(-1), 'Guia 80');
  assert.equal(await list.locator('a[aria-current="page"]').textContent(), 'Guia 40');
  assert.equal(await page.getByRole('button', { name: /Mostrar todos/ }).count(), 0);
  await page.close();
});

test('without JavaScript the button is hidden and the category leads to its generated index, which lists its items', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/wiki/survival/guias/guia-40/`);
  assert.equal(await page.locator('.sidebar-more button').isVisible(), false);
  await page.locator('.sidebar a[href$="/category/guias/"]').click();
  await page.waitForURL(/\/wiki\/survival\/category\/guias\/$/);
  assert.equal(await page.locator('h1').textContent(), 'Guias');
  assert.equal(await page.locator('.doc-article .card').count(), 81);
  await context.close();
});

test("a long category's generated index goes on to its next hundred cards on page 2, and back", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/wiki/survival/category/receitas/`);
  const cards = page.locator('.doc-article .card-title');
  assert.equal(await cards.count(), 100);
  assert.equal(await cards.last().textContent(), 'Receita 100');
  await page.getByRole('navigation', { name: 'Páginas da lista' }).getByRole('link', { name: /Página 2 de 3/ }).click();
  await page.waitForURL(/\/wiki\/survival\/category\/receitas\/page\/2\/$/);
  assert.equal(await page.locator('h1').textContent(), 'Receitas, página 2 de 3');
  assert.deepEqual([await cards.count(), await cards.first().textContent(), await cards.last().textContent()], [100, 'Receita 101', 'Receita 200']);
  await page.getByRole('navigation', { name: 'Páginas da lista' }).getByRole('link', { name: /Página 1 de 3/ }).click();
  await page.waitForURL(/\/wiki\/survival\/category\/receitas\/$/);
  assert.equal(await cards.first().textContent(), 'Receita 001');
  await page.close();
});
