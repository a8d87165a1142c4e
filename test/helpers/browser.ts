import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, with the flags this sandboxed, offline machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Waits until React has hydrated the island marker that `selector` finds (the hydration code sets
 * `data-hydrated` once React has committed), so a click lands on a working control rather than on
 * the server's HTML.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.locator(`${selector}[data-hydrated]`).waitFor({ state: 'attached' });
}
