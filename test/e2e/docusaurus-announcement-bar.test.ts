/**
 * A project's announcement bar is theme-classic's (VisionCamera's trial,
 * reviews/docusaurus-projects/vision-camera.md): 30 px high on a wide screen, its text at 85 % of
 * the page's, its link underlined in the text's colour and weight, white and black unless the
 * configuration gives colours; not this site's taller bar with bold links.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'jabuti-announcement-'));
after(() => rmSync(siteDir, { recursive: true, force: true }));
const files: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Camera', url: 'https://camera.example.com', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  themeConfig: { announcementBar: { id: 'v5', content: '<b>Version 5 is coming!</b> Learn more: <a href="/docs/intro">V5</a>', isCloseable: false } } };\n`,
  'docs/intro.md': '# Intro\n\nText.\n',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), text);
}
const env = siteInBrowser(siteDir, { project: true });

for (const [width, height] of [[1280, 30], [390, undefined]] as const) {
  test(`at ${width} px the bar is theme-classic's: ${height ? `${height} px high, ` : ''}text at 85 %, its link underlined, black on white`, async () => {
    const page = await env.browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${env.site.origin}/docs/intro/`);
    const bar = page.locator('.theme-announcement-bar');
    const styles = await bar.evaluate((element) => {
      const link = element.querySelector('a')!;
      const content = element.querySelector('.announcementBarContent_site')!;
      const style = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        background: style.backgroundColor,
        color: style.color,
        textSize: parseFloat(getComputedStyle(content).fontSize) / parseFloat(getComputedStyle(document.body).fontSize),
        linkDecoration: getComputedStyle(link).textDecorationLine,
        linkWeight: getComputedStyle(link).fontWeight,
        linkColor: getComputedStyle(link).color,
        textWeight: getComputedStyle(content).fontWeight,
      };
    });
    if (height) assert.equal(Math.round(styles.height), height);
    assert.equal(styles.background, 'rgb(255, 255, 255)');
    assert.equal(styles.color, 'rgb(0, 0, 0)');
    assert.ok(Math.abs(styles.textSize - 0.85) < 0.01, `text at ${styles.textSize} of the page's`);
    assert.equal(styles.linkDecoration, 'underline');
    assert.equal(styles.linkWeight, styles.textWeight);
    assert.equal(styles.linkColor, styles.color);
    await page.close();
  });
}
