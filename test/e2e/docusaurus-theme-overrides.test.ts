/**
 * A project's own rules win as they do over Infima (Saleor's, Besu's and react-native-bottom-sheet's
 * trials, reviews/docusaurus-projects/): a navbar link's colour set by its class, the bar's padding
 * and shadow restated from Infima's variables, the phone menu's toggle coloured by `.clean-btn`, a
 * rule for every `table`, nested sidebar links indented from Infima's menu variables; and Infima's
 * own card, white with twice its radius (Besu's home cards); buttons and the footer drawn from Infima's
 * variables a project sets (React Strict DOM's); the sidebar as wide as `--doc-sidebar-width` says and a
 * `pre` of the project's own without a frame (memlab's); a component's rule that is not its own
 * classes' reaching every page, as in Docusaurus's one stylesheet (Robyn's).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scratchSite } from '../helpers/scratch-site.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = scratchSite('jabuti-navbar-overrides-');
const files: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Shop', url: 'https://shop.example.com', baseUrl: '/',
  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: { colorMode: { defaultMode: 'light' }, footer: { copyright: 'Shop, 2026' }, navbar: { title: 'Shop', items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }, { href: 'https://shop.example.com/signup', label: 'Sign up', className: 'signup-cta', position: 'right' }] } } };\n`,
  'docs/intro.md': '# Intro\n\nText.\n\n| Prop | Type |\n| --- | --- |\n| index | number |\n',
  'docs/guide/_category_.json': '{ "label": "Guide", "collapsed": false }\n',
  'docs/guide/usage.md': '# Usage\n\nHow.\n',
  'src/pages/cards.js': "import Layout from '@theme/Layout';\nexport default function Cards() { return <Layout><main className=\"container\"><div className=\"card\"><div className=\"card__body\">Public networks</div></div></main></Layout>; }\n",
  // Robyn's home page's CSS module sets a variable of every page's, as Docusaurus's one stylesheet makes it.
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport styles from './index.module.css';\nexport default function Home() { return <Layout><div id=\"shop-hero\" className={styles.hero}>Shop</div></Layout>; }\n",
  'src/pages/index.module.css': ':root { --shop-bar-height: 7px; }\n.hero { padding: 3px; }\n',
  'src/pages/buttons.js': "import Layout from '@theme/Layout';\nexport default function Buttons() { return <Layout><main className=\"container\"><a className=\"button button--secondary button--outline\" href=\"/docs/intro\">API Reference</a><pre className=\"terminal\">npx memlab run</pre></main></Layout>; }\n",
  'src/css/custom.css': [
    'html[data-theme="light"] .signup-cta { color: rgb(250, 250, 250); background: rgb(22, 26, 30); }',
    '.navbar { background-color: rgb(61, 92, 107); box-shadow: var(--ifm-navbar-shadow); padding: var(--ifm-navbar-padding-vertical) var(--ifm-navbar-padding-horizontal); }',
    '.clean-btn { color: rgb(255, 255, 255); }',
    'table { display: table; width: 100%; }',
    '.menu__list .menu__list .menu__link { padding-left: calc(var(--ifm-menu-link-padding-horizontal) * 1.5); }',
    // React Strict DOM's buttons and footer.
    '.button--outline { --ifm-button-border-color: var(--ifm-color-secondary-darker); }',
    "[data-theme='dark'] .button--secondary:hover { --ifm-button-background-color: #333; color: #fff; }",
    ':root { --ifm-footer-padding-vertical: 1rem; }',
    // memlab's wider sidebar.
    ':root { --doc-sidebar-width: 330px !important; }',
  ].join('\n'),
};
for (const [file, text] of Object.entries(files)) site.write(file, text);
const env = siteInBrowser(site.root, { project: true });

test("a navbar link's colour set by its own class wins, and the bar's padding and shadow come from Infima's variables", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const link = await page.locator('.navbar__items--right a.signup-cta').evaluate((element) => getComputedStyle(element).color);
  assert.equal(link, 'rgb(250, 250, 250)');
  const bar = await page.locator('nav.navbar').evaluate((element) => ({ padding: getComputedStyle(element).padding, shadow: getComputedStyle(element).boxShadow }));
  assert.equal(bar.padding, '8px 16px');
  assert.equal(bar.shadow, 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px');
  await page.close();
});

test("on a phone the menu's toggle takes the project's .clean-btn colour", async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const colour = await page.locator('summary.navbar-toggle').evaluate((element) => getComputedStyle(element).color);
  assert.equal(colour, 'rgb(255, 255, 255)');
  await page.close();
});

test("a project's rule for every table and its sidebar rules from Infima's menu variables apply", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const widths = await page.evaluate(() => ({ table: document.querySelector('article table')!.getBoundingClientRect().width, article: document.querySelector('article .markdown')!.getBoundingClientRect().width }));
  assert.ok(Math.abs(widths.table - widths.article) < 1, `the table is ${widths.table} px wide in an article of ${widths.article}`);
  const nested = await page.locator('.menu__list .menu__list .menu__link', { hasText: 'Usage' }).evaluate((element) => getComputedStyle(element).paddingLeft);
  assert.equal(nested, '18px');
  await page.close();
});

test("Infima's card is on the surface colour with twice the global radius", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/cards/`);
  const card = await page.locator('.card').evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, radius: getComputedStyle(element).borderTopLeftRadius }));
  assert.deepEqual(card, { background: 'rgb(255, 255, 255)', radius: '12.8px' });
  await page.close();
});

test("a button and the footer are drawn from Infima's variables a project sets: the outline's border, a dark mode hover, the footer's padding", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/buttons/`);
  const button = page.locator('main a.button');
  assert.equal(await button.evaluate((element) => getComputedStyle(element).borderTopColor), 'rgb(200, 201, 204)');
  assert.equal(await page.locator('footer').evaluate((element) => getComputedStyle(element).paddingTop), '16px');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await button.hover();
  assert.deepEqual(await button.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]), ['rgb(51, 51, 51)', 'rgb(255, 255, 255)']);
  await page.close();
});

test("the docs sidebar is as wide as the project's --doc-sidebar-width, and a pre of its own has no frame", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  assert.equal(Math.round(await page.locator('.doc-layout > :first-child').evaluate((element) => element.getBoundingClientRect().width)), 330);
  await page.goto(`${env.site.origin}/buttons/`);
  assert.equal(await page.locator('pre.terminal').evaluate((element) => getComputedStyle(element).borderTopStyle), 'none');
  await page.close();
});

test("a rule of a page's CSS module that is not its own classes' reaches every page, as Docusaurus bundles every component's CSS into one stylesheet (Robyn's :root variable of its home page)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--shop-bar-height').trim()), '7px');
  await page.goto(`${env.site.origin}/`);
  assert.equal(await page.locator('#shop-hero').evaluate((element) => getComputedStyle(element).paddingTop), '3px');
  await page.close();
});
