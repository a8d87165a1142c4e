/**
 * The utility pages of issue 7 in real Chromium, at 390 px and 1280 px: the vote links.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/served-site.ts';

const widths = [390, 1280];

let site: ServedSite;
let browser: Browser;
before(async () => {
  [site, browser] = await Promise.all([buildAndServe('content'), launchChromium()]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

describe('/vote/', () => {
  for (const width of widths) {
    test(`at ${width} px each vote link opens its site in a new tab, without opener or referrer`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      // The vote sites are on the internet; a stand-in page answers for them.
      await context.route(/^https:\/\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Site de votação</title>' }));
      const page = await context.newPage();
      await page.goto(`${site.origin}/vote/`);
      const links = page.locator('.vote-site a');
      assert.equal(await links.count(), 4);
      for (const link of await links.all()) {
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      }
      const first = links.first();
      assert.match((await first.textContent()) ?? '', /^Votar no Minecraft-MP/);
      const [popup] = await Promise.all([context.waitForEvent('page'), first.click()]);
      await popup.waitForLoadState();
      assert.equal(popup.url(), await first.getAttribute('href'));
      assert.equal(await popup.evaluate(() => window.opener), null);
      assert.equal(await popup.evaluate(() => document.referrer), '');
      assert.equal(new URL(page.url()).pathname, '/vote/', 'the vote page stays open in its own tab');
      await context.close();
    });
  }
});
