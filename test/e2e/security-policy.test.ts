/**
 * The Content-Security-Policy the build writes is one the site really satisfies: on every page
 * kind, Chromium reports no violation, neither as a `securitypolicyviolation` event nor in the
 * console, while the islands hydrate and search runs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const env = siteInBrowser();

const PAGE_KINDS: [string, string][] = [
  ['home', '/'],
  ['wiki page', '/wiki/survival/'],
  ['blog post', '/blog/bem-vindo/'],
  ['search with a query', '/search/?q=vip'],
  ['gradient tool', '/gradiente/'],
  ['my IP', '/meuip/'],
  ['not found', '/nao-existe/'],
];

for (const [kind, route] of PAGE_KINDS) {
  test(`${kind} (${route}): the page runs with no Content-Security-Policy violation`, async () => {
    const page = await env.browser.newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(env.site.origin + route, { waitUntil: 'networkidle' });
    assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self' 'sha256-/);
    // What runs after load: the search box hydrates on focus, and its first query fetches the index.
    await page.locator('.navbar-search input').first().focus();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(violations, [], `${route}: ${violations.join('; ')}`);
    await page.close();
  });
}
