/**
 * axe-core in real Chromium: no violations on every page kind (home, wiki page, blog post,
 * search, 404) at the phone and desktop widths.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/served-site.ts';

const PAGES = ['/', '/wiki/survival/kits/', '/wiki/skyblock/fabricas/uranio/', '/blog/como-criar-mapart/', '/search/?q=vip', '/regras/', '/gradiente/', '/meuip/', '/vote/', '/pagina-que-nao-existe/'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

let site: ServedSite;
let browser: Browser;
let axeSource: string;
before(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  [site, browser] = await Promise.all([buildAndServe(), launchChromium()]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

for (const width of [390, 1280]) {
  test(`axe-core finds no violation at ${width} px on ${PAGES.join(', ')}`, async () => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${site.origin}${path}`);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
        return (await axe.run(document)).violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((node) => ({ target: node.target })) }));
      });
      for (const violation of violations) {
        found.push(`${path}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      }
    }
    assert.deepEqual(found, []);
    await page.close();
  });
}
