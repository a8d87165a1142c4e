/**
 * A versioned Docusaurus project in real Chromium: picking a version in the navbar's menu on a doc
 * leads to the same doc in that version when it has one, as in Docusaurus, else to its first page.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';
import { VERSIONED_PROJECT } from '../helpers/versioned-project.ts';


const projectDir = mkdtempSync(path.join(tmpdir(), 'jabuti-versions-e2e-'));
for (const [file, text] of Object.entries(VERSIONED_PROJECT)) {
  mkdirSync(path.dirname(path.join(projectDir, file)), { recursive: true });
  writeFileSync(path.join(projectDir, file), text);
}
after(() => rmSync(projectDir, { recursive: true, force: true }));
const env = siteInBrowser(projectDir, { project: true });

/** Opens `route` at `width`, picks `version` in the navbar's version menu and returns the path it lands on. */
async function pickVersion(route: string, version: string, width: number): Promise<string> {
  const page: Page = await env.browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${env.site.origin}${route}`);
  // The menu is labelled with the version of the page; on a phone, "Versions", in the drawer's main menu (a doc's drawer opens on its sidebar),
  // already open on a doc, as Docusaurus opens a drawer's dropdown that holds the page's item: a click there would close it.
  if (width < 997) {
    await page.locator('.navbar-toggle').click();
    await page.locator('.navbar-sidebar').getByRole('button', { name: /menu/i }).click();
    const versions = page.locator('.navbar-sidebar details', { has: page.locator('summary', { hasText: 'Versions' }) });
    assert.equal(await versions.evaluate((details: HTMLDetailsElement) => details.open), true, "the drawer's versions menu is open on a doc");
  } else {
    await page.locator('.navbar-items').getByRole('button', { name: '2.0' }).click();
  }
  const menu = page.locator(width < 997 ? '.navbar-sidebar' : '.navbar-items .dropdown-menu');
  await Promise.all([page.waitForURL((url) => url.pathname !== route), menu.getByRole('link', { name: version, exact: true }).click()]);
  const landed = new URL(page.url()).pathname;
  await page.close();
  return landed;
}

for (const width of [390, 1280]) {
  test(`at ${width} px a version picked on a doc leads to the same doc there, or to the version's first page when it has none`, async () => {
    assert.equal(await pickVersion('/docs/install/', 'Next', width), '/docs/next/install/');
    assert.equal(await pickVersion('/docs/install/', '1.0', width), '/docs/1.0/intro/');
  });
}

test("on a doc of another version, the navbar's link to the docs leads into that version, as Docusaurus's navbar does", async () => {
  const page: Page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/next/install/`);
  const docs = page.locator('.navbar-items').getByRole('link', { name: 'Docs', exact: true });
  await page.waitForFunction(() => document.querySelector<HTMLAnchorElement>('.navbar-items a[data-docs-plugin]:not([data-docs-version])')?.pathname.startsWith('/docs/next/'));
  assert.equal(await docs.evaluate((link: HTMLAnchorElement) => link.pathname), '/docs/next/intro/');
  await page.goto(`${env.site.origin}/`);
  assert.equal(await docs.evaluate((link: HTMLAnchorElement) => link.pathname), '/docs/intro/', 'off the docs, the version shown by default');
  await page.close();
});

test("with an older version chosen, a navbar doc item off the docs leads into it when it has that doc, else stays on the last version's, never to a page that version lacks", async () => {
  const page: Page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/`);
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
  await page.goto(`${env.site.origin}/`);
  const pathOf = (label: string) => page.locator('.navbar-items').getByRole('link', { name: label, exact: true }).evaluate((link: HTMLAnchorElement) => link.pathname);
  await eventually(() => pathOf('Docs'), '/docs/1.0/intro/');
  assert.equal(await pathOf('Install'), '/docs/install/');
  await page.close();
});
