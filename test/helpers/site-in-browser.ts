import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import type { FixtureOptions } from './build-fixture.ts';
import { launchChromium } from './browser.ts';
import { buildAndServe, type ServedSite } from './served-site.ts';

export interface SiteInBrowser {
  readonly site: ServedSite;
  readonly browser: Browser;
}

/**
 * For a browser test file: builds and serves a content folder and launches Chromium before its
 * tests (both at once), and closes both after them.
 */
export function siteInBrowser(contentDir = 'content', options: FixtureOptions = {}): SiteInBrowser {
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  before(async () => {
    [site, browser] = await Promise.all([buildAndServe(contentDir, options), launchChromium()]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get site() {
      return site!;
    },
    get browser() {
      return browser!;
    },
  };
}
