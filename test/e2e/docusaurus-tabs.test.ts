/**
 * Docusaurus's `<Tabs>` in real Chromium (issue 19): without JavaScript every tab shows under its
 * label; with it, a click switches the panel, tabs of the same `groupId` switch together, the
 * choice is remembered across pages and written to the address with `queryString`, and an address
 * that names a tab opens on it. Arrow keys move between tabs. Mermaid diagrams are drawn when seen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import siteConfig from '../../site.config.ts';
import { eventually } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const env = siteInBrowser('test/fixtures/docusaurus', {
  config: { navbar: { ...siteConfig.navbar, items: [] }, footer: { ...siteConfig.footer, columns: [] } },
});

/** The value of the visible panel of each tab group, in page order. */
const shownPanels = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.tabs')].map((tabs) => [...tabs.querySelectorAll<HTMLElement>(':scope > .tab-panel')].filter((panel) => panel.offsetParent !== null).map((panel) => panel.dataset.value).join(',')));

test('without JavaScript every tab shows, under its label', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/wiki/guia/instalar/`);
  assert.deepEqual(await shownPanels(page), ['linux,windows', 'linux,windows']);
  assert.equal(await page.locator('.tabs-list').first().isVisible(), false);
  assert.deepEqual(await page.locator('.tab-panel-label').allTextContents(), ['Linux', 'Windows', 'Linux', 'Windows']);
  await context.close();
});

test('a click switches every group with the same groupId, writes the address and is remembered', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/wiki/guia/instalar/`);
  await eventually(() => shownPanels(page), ['linux', 'linux'], 'the default tab is shown');
  await page.getByRole('tab', { name: 'Windows' }).first().click();
  await eventually(() => shownPanels(page), ['windows', 'windows'], 'both groups switch');
  assert.equal(new URL(page.url()).searchParams.get('sistema'), 'windows');
  assert.equal(await page.getByRole('tab', { name: 'Windows' }).nth(1).getAttribute('aria-selected'), 'true');
  await page.goto(`${env.site.origin}/blog/novidades/`);
  await eventually(() => shownPanels(page), ['windows'], 'another page opens on the remembered tab');
  await context.close();
});

test('an address that names a tab opens on it, and arrow keys move between tabs', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/wiki/guia/instalar/?sistema=windows`);
  await eventually(() => shownPanels(page), ['windows', 'windows'], 'the address wins');
  await page.getByRole('tab', { name: 'Windows' }).first().focus();
  await page.keyboard.press('ArrowRight');
  await eventually(() => shownPanels(page), ['linux', 'linux'], 'the next tab (wrapping) is chosen');
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.value), 'linux');
  await context.close();
});

test('a mermaid block is code without JavaScript, a diagram once seen, and its script loads only where one is', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/mermaid-')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${env.site.origin}/wiki/guia/instalar/`);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(scripts, [], 'a page without diagrams never fetches Mermaid');
  await page.goto(`${env.site.origin}/wiki/guia/diagramas/`);
  const diagram = page.locator('.mermaid-diagram');
  await eventually(() => diagram.locator('svg .node').count(), 5, 'the flowchart is drawn with its five nodes');
  assert.equal(await diagram.getByText('Ver o código do diagrama').isVisible(), true);
  assert.match(scripts[0] ?? '', /^\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/);
  await context.close();

  const noScript = await env.browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${env.site.origin}/wiki/guia/diagramas/`);
  assert.match((await plain.locator('.mermaid-diagram code').textContent()) ?? '', /^flowchart LR\n {2}A\[Entrar no servidor\] --> B\{Tem conta\?\}/);
  await noScript.close();
});
