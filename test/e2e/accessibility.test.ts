/**
 * axe-core in real Chromium: no violations on every page kind (home, wiki page, blog post, a page with coloured code,
 * search, 404) at the phone and desktop widths, nor with the navbar box's suggestions open.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const PAGES = ['/', '/wiki/survival/kits/', '/wiki/skyblock/fabricas/uranio/', '/vote/README/', '/blog/como-criar-mapart/', '/blog/tags/novidades/', '/search/?q=vip', '/regras/', '/gradiente/', '/meuip/', '/vote/', '/equipe/', '/textura/', '/pagina-que-nao-existe/'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: string;
const env = siteInBrowser();
before(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});

/** Each violation axe-core finds on the page as it is now, one line each. */
async function violationsOn(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  return violations.map((violation) => `${label}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const width of [390, 1280]) {
  test(`axe-core finds no violation at ${width} px on ${PAGES.join(', ')}`, async () => {
    // axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses
    // (security-policy.test.ts checks the policy itself).
    const page = await env.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${env.site.origin}${path}`);
      found.push(...(await violationsOn(page, path)));
    }
    assert.deepEqual(found, []);
    await page.close();
  });

  // The box hydrates on first focus: its suggestions exist only in the browser, so the pages above never show them.
  test(`axe-core finds no violation at ${width} px with the search box's suggestions open, one of them active`, async () => {
    const page = await env.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    const found: string[] = [];
    for (const path of ['/wiki/survival/kits/', '/']) {
      await page.goto(`${env.site.origin}${path}`);
      await page.locator('.navbar-search input').focus();
      await page.keyboard.type('vip');
      await page.locator('.search-panel [role="option"]').first().waitFor();
      await page.locator('.search-panel mark').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.locator('.search-panel [role="option"][aria-selected="true"]').waitFor();
      found.push(...(await violationsOn(page, `${path} (suggestions for "vip")`)));
    }
    assert.deepEqual(found, []);
    await page.close();
  });
}
