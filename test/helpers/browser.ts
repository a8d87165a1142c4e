import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
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

/**
 * Reads `read()` until it deep-equals `expected`, then passes; fails with the last value after
 * `timeout` ms. What a click or a key starts (a `toggle` event, a transition, a fetch) may land a
 * frame or more later, so a browser state is waited for, never read once right after the action.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, message?: string, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    actual = await read();
  }
  assert.deepEqual(actual, expected, message);
}
