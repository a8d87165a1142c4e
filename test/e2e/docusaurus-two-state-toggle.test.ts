/**
 * The colour switch of a Docusaurus 2 project (two states, light ↔ dark) on a page that the system's
 * dark mode made dark shows the moon and says so once the page is live (Excalidraw's trial,
 * reviews/docusaurus-projects/excalidraw.md): the server's first render says "light", and the
 * switch reads the window's mode after hydration, not during it, where React keeps the server's attributes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, waitForHydration } from '../helpers/browser.ts';
import { scratchSite } from '../helpers/scratch-site.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = scratchSite('jabuti-two-states-');
const files: Record<string, string> = {
  'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '2.2.0', '@docusaurus/preset-classic': '2.2.0' } }),
  'docusaurus.config.js': "module.exports = { title: 'Draw', url: 'https://draw.example.com', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { colorMode: { respectPrefersColorScheme: true } } };\n",
  'docs/intro.md': '# Intro\n\nText.\n',
};
for (const [file, text] of Object.entries(files)) site.write(file, text);
const env = siteInBrowser(site.root, { project: true });

for (const scheme of ['dark', 'light'] as const) {
  test(`with the system in ${scheme} mode, the two-state switch shows ${scheme} after hydration, and one click turns the page the other way`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${env.site.origin}/docs/intro/`);
    assert.equal(await page.locator('html').getAttribute('data-theme'), scheme);
    await waitForHydration(page, '[data-island="ColorModeToggle"]');
    const toggle = page.locator('.color-mode-toggle').first();
    await eventually(() => toggle.getAttribute('data-choice'), scheme);
    assert.match((await toggle.getAttribute('aria-label')) ?? '', new RegExp(`currently ${scheme} mode`));
    await toggle.click();
    const other = scheme === 'dark' ? 'light' : 'dark';
    await eventually(() => page.locator('html').getAttribute('data-theme'), other);
    await eventually(() => toggle.getAttribute('data-choice'), other);
    await context.close();
  });
}
