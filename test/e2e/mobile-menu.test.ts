import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
let browser: Browser;
before(async () => {
  [site, browser] = await Promise.all([buildAndServe('test/fixtures/site'), launchChromium()]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('below 996 px the menu button opens the main menu with the wiki sidebar under it; at 1280 px the sidebar is back beside the page', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${site.origin}/wiki/survival/conta/proteger/`);
  const menu = page.locator('.navbar-sidebar');
  assert.equal(await menu.isVisible(), false);
  await page.getByRole('navigation', { name: 'Navegação principal' }).locator('summary[aria-label="Abrir menu"]').click();
  assert.equal(await menu.getByRole('link', { name: 'Jogar' }).isVisible(), true);
  const sidebarLink = menu.getByRole('navigation', { name: 'Menu da wiki' }).getByRole('link', { name: 'Proteger a conta' });
  assert.equal(await sidebarLink.isVisible(), true);
  assert.equal(await sidebarLink.getAttribute('aria-current'), 'page');
  // The menu fills the screen's height, not the 60 px of the bar it opens from.
  const box = await menu.boundingBox();
  assert.ok(box && box.height > 700, `menu height ${box?.height}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForFunction(() => !document.querySelector('details.navbar-mobile[open]'));
  const aside = page.locator('aside.doc-sidebar');
  assert.equal(await aside.getByRole('link', { name: 'Proteger a conta' }).isVisible(), true);
  await page.close();
});

test('the page carries the wiki sidebar once', async () => {
  const response = await fetch(`${site.origin}/wiki/survival/conta/proteger/`);
  const html = await response.text();
  assert.equal(html.match(/<nav class="sidebar"/g)?.length, 1);
});
