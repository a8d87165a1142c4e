/**
 * Docusaurus's `<Tabs>` in real Chromium (issue 19): without JavaScript every tab shows under its
 * label; with it, a click switches the panel, tabs of the same `groupId` switch together, the
 * choice is remembered across pages and written to the address with `queryString`, and an address
 * that names a tab opens on it. Arrow keys move between tabs. Mermaid diagrams are drawn when seen.
 * The pages are those of the Docusaurus project in test/fixtures/docusaurus, built as itself.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const env = siteInBrowser('test/fixtures/docusaurus', { project: true });

/** The value of the visible panel of each tab group, in page order. */
const shownPanels = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.tabs')].map((tabs) => [...tabs.querySelectorAll<HTMLElement>(':scope > .tab-panel')].filter((panel) => panel.offsetParent !== null).map((panel) => panel.dataset.value).join(',')));

test('without JavaScript every tab shows, under its label', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/docs/instalar/`);
  // The third group (Paper, Velocity) has no groupId: it never switches with the others.
  assert.deepEqual(await shownPanels(page), ['linux,windows', 'linux,windows', 'paper,velocity']);
  assert.equal(await page.locator('.tabs-list').first().isVisible(), false);
  assert.deepEqual(await page.locator('.tab-panel-label').allTextContents(), ['Linux', 'Windows', 'Linux', 'Windows', 'Selo: recomendado guia Paper', 'Velocity (proxy)']);
  await context.close();
});

test('a click switches every group with the same groupId, writes the address and is remembered', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/docs/instalar/`);
  await eventually(() => shownPanels(page), ['linux', 'linux', 'paper'], 'the default tab is shown');
  await page.getByRole('tab', { name: 'Windows' }).first().click();
  await eventually(() => shownPanels(page), ['windows', 'windows', 'paper'], 'both groups switch, the one of no group stays');
  assert.equal(new URL(page.url()).searchParams.get('sistema'), 'windows');
  assert.equal(await page.getByRole('tab', { name: 'Windows' }).nth(1).getAttribute('aria-selected'), 'true');
  await page.goto(`${env.site.origin}/blog/2025/03/01/novidades/`);
  await eventually(() => shownPanels(page), ['windows'], 'another page opens on the remembered tab');
  await context.close();
});

test('an address that names a tab opens on it, and arrow keys move between tabs', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/docs/instalar/?sistema=windows`);
  await eventually(() => shownPanels(page), ['windows', 'windows', 'paper'], 'the address wins');
  await page.getByRole('tab', { name: 'Windows' }).first().focus();
  await page.keyboard.press('ArrowRight');
  await eventually(() => shownPanels(page), ['linux', 'linux', 'paper'], 'the next tab (wrapping) is chosen');
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.value), 'linux');
  await context.close();
});

test("a mermaid block is code without JavaScript, a diagram once seen in the project's theme for the mode (themeConfig.mermaid), and its script loads only where one is", async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/mermaid-')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${env.site.origin}/docs/instalar/`);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(scripts, [], 'a page without diagrams never fetches Mermaid');
  await page.goto(`${env.site.origin}/docs/diagramas/`);
  const diagram = page.locator('.mermaid-diagram');
  await eventually(() => diagram.locator('svg .node').count(), 5, 'the flowchart is drawn with its five nodes');
  assert.equal(await diagram.locator('details, code').count(), 0, "the diagram alone, as Docusaurus's theme-mermaid draws it: no toggle with its code");
  assert.match(scripts[0] ?? '', /^\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/);
  // The page opens light, the project's default mode: its light theme is Mermaid's "neutral", whose nodes are grey (the default theme's are lavender, #ececff).
  assert.equal(await diagram.locator('svg .node rect').first().evaluate((rect) => getComputedStyle(rect).fill), 'rgb(238, 238, 238)');
  await context.close();

  const noScript = await env.browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${env.site.origin}/docs/diagramas/`);
  assert.match((await plain.locator('.mermaid-diagram code').textContent()) ?? '', /^flowchart LR\n {2}A\[Entrar no servidor\] --> B\{Tem conta\?\}/);
  await noScript.close();
});
