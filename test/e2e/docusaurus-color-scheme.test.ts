/**
 * A project whose pages start dark (`colorMode.defaultMode: 'dark'`) and that resets some elements
 * with `all: initial` (Uniswap's links, buttons and lists, reviews/docusaurus-projects/uniswap.md):
 * such an element takes the browser's own text colour, which a page that says it is dark (a
 * `color-scheme` meta, which Docusaurus never writes) makes white, on white in light mode. And a
 * brand colour set with Tailwind's `theme()`, which is not run here, leaves Infima's in place.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scratchSite } from '../helpers/scratch-site.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = scratchSite('jabuti-color-scheme-');
const files: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Swap', url: 'https://swap.example.com', baseUrl: '/',
  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: { colorMode: { defaultMode: 'dark' } } };\n`,
  'docs/intro.md': '# Intro\n\nRead <a class="reset-link" href="/docs/intro">the overview</a> first, then [the guide](/docs/intro).\n',
  // Uniswap's brand colour, which only Tailwind's PostCSS plugin makes a colour.
  'src/css/custom.css': '.reset-link { all: initial; }\n:root { --ifm-color-primary: theme(colors.light-accent-1); }\n',
};
for (const [file, text] of Object.entries(files)) site.write(file, text);
const env = siteInBrowser(site.root, { project: true });

test("in light mode a link the project resets with `all: initial` is in the browser's dark text, as under Docusaurus, though the site starts dark", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  assert.equal(await page.locator('a.reset-link').evaluate((link) => getComputedStyle(link).color), 'rgb(0, 0, 0)');
  await page.close();
});

test("a brand colour set with Tailwind's theme(), which is not run here, leaves Infima's: links keep a colour of their own (Uniswap's)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  assert.equal(await page.locator('.markdown a:not(.reset-link)').first().evaluate((link) => getComputedStyle(link).color), 'rgb(53, 120, 229)');
  assert.ok(env.site.warnings.some((warning) => /--ifm-color-primary is set with Tailwind's theme\(\)/.test(warning.message)), 'the build says so');
  await page.close();
});
