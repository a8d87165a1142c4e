/**
 * The wiki's pictures read on a phone (issue 36): at 390 px every label of every picture in
 * content/static/img/figuras/ is at least 11 px on screen, stays on the shape it sits on, covers no
 * other label or shape, and reaches 4.5:1 against what is behind it. Measured in Chromium, as it
 * draws the SVG. A picture with a narrow version (`name.narrow.svg`, which pages show below 600 px)
 * is shown at 390 px by that version; the wide one is held to the same rules at 601 px.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PICTURES_FOLDER } from '../../scripts/pictures/index.ts';
import { auditSvgLabels, type LabelProblem } from '../helpers/svg-label-audit.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const PHONE = 390;
/** The narrowest screen that shows a picture's wide version when it has a narrow one. */
const ABOVE_NARROW = 601;
/** A page whose pictures fill its content column. */
const PAGE_WITH_PICTURES = '/wiki/skyblock/skills/agricultor/';

const env = siteInBrowser();
const files = readdirSync(PICTURES_FOLDER).filter((name) => name.endsWith('.svg')).sort();
const narrowVersions = new Set(files.filter((name) => name.endsWith('.narrow.svg')));
const narrowOf = (name: string) => name.replace(/\.svg$/, '.narrow.svg');

function widthOf(file: string): number {
  const svg = readFileSync(path.join(PICTURES_FOLDER, file), 'utf8');
  const width = /<svg\b[^>]*\bwidth="([\d.]+)"/.exec(svg)?.[1];
  assert.ok(width, `${file}: no width on its <svg>`);
  return Number(width);
}

/** The width a picture may take in a page's content column, measured on the built site at `viewport` px. */
async function contentWidth(viewport: number): Promise<number> {
  const page = await env.browser.newPage({ viewport: { width: viewport, height: 800 } });
  try {
    await page.goto(`${env.site.origin}${PAGE_WITH_PICTURES}`);
    return await page.locator('p.figure').first().evaluate((figure) => {
      const style = getComputedStyle(figure);
      return figure.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
  } finally {
    await page.close();
  }
}

const columns = new Map<number, number>();
let svgPage: Page;
const tally: Record<LabelProblem['kind'], number> = { small: 0, overflow: 0, covers: 0, contrast: 0 };

describe('every picture reads at 390 px', () => {
  before(async () => {
    for (const viewport of [PHONE, ABOVE_NARROW]) columns.set(viewport, await contentWidth(viewport));
    svgPage = await env.browser.newPage({ viewport: { width: 1000, height: 1000 } });
    // tsx keeps function names with a `__name` helper that the page does not have.
    await svgPage.addInitScript('globalThis.__name = (target) => target');
  });
  after(() => console.log(`labels under 11 px: ${tally.small}, leaving their shape: ${tally.overflow}, overlapping: ${tally.covers}, under 4.5:1: ${tally.contrast}`));

  test('the content column was measured on a real page', () => {
    const phone = columns.get(PHONE)!;
    assert.ok(phone > 300 && phone < PHONE, `content column at ${PHONE} px: ${phone} px`);
  });
  for (const file of files) {
    const viewport = narrowVersions.has(narrowOf(file)) ? ABOVE_NARROW : PHONE;
    test(`${file} at ${viewport} px`, async () => {
      const shownWidth = Math.min(widthOf(file), columns.get(viewport)!);
      await svgPage.goto(pathToFileURL(path.resolve(PICTURES_FOLDER, file)).href);
      const problems = await svgPage.evaluate(auditSvgLabels, { shownWidth, minimumPixels: 11, minimumContrast: 4.5 });
      for (const problem of problems) tally[problem.kind]++;
      assert.deepEqual(problems.map((problem) => problem.message), [], `${file}, shown ${shownWidth} px wide: ${problems.length} label problems`);
    });
  }
});
