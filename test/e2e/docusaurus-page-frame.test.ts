/**
 * A project's stylesheet over the frame this build draws, in Chromium (kysely's trial,
 * reviews/docusaurus-projects/kysely.md): a search placed on the left stays in a phone's bar, the
 * project's `#__docusaurus` and `.footer` rules win as they do over Docusaurus's, Infima's
 * `.clean-btn` is a bare button, a doc without a table of contents takes the width beside the sidebar,
 * and a generated index's cards are two a row, each description on one line, as DocCardList draws them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scratchSite } from '../helpers/scratch-site.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = scratchSite('jabuti-frame-');
const files: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/',
  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: { navbar: { items: [{ type: 'search', position: 'left' }, { to: '/docs/intro', label: 'Docs', position: 'left' }] }, footer: { copyright: 'Widgets, MIT.' } } };\n`,
  'src/css/custom.css': '#__docusaurus { padding-top: 24px; }\n.footer { background: transparent; }\n.breadcrumbs__item:not(:last-child)::after { content: "›"; background: none; filter: none; width: auto; height: auto; }\n',
  'src/pages/index.js': "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><button type=\"button\" className=\"clean-btn help\">?</button></Layout>; }\n",
  'docs/intro.md': `# Intro\n\n${'A long paragraph without headings, so the doc has no table of contents. '.repeat(20)}\n`,
  'src/pages/resources.js': "import Layout from '@theme/Layout';\nexport default function Resources() { return <Layout><div className=\"container\"><div className=\"markdown\"><h1>Resources</h1><a className=\"button\" href=\"/\">Course</a><h2>Learn</h2><p>Text.</p></div></div></Layout>; }\n",
  'docs/guides/_category_.json': JSON.stringify({ label: 'Guides', link: { type: 'generated-index' } }),
  ...Object.fromEntries(['one', 'two', 'three'].map((name) => [`docs/guides/${name}.md`, `---\ndescription: ${'A description far too long for one line of a card. '.repeat(4)}\n---\n\n# Guide ${name}\n\nText.\n`])),
};
for (const [file, text] of Object.entries(files)) site.write(file, text);
const env = siteInBrowser(site.root, { project: true });

test("a search placed on the left stays in a phone's bar, on its right", async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const search = page.locator('.navbar-search');
  assert.equal(await search.isVisible(), true);
  const box = (await search.boundingBox())!;
  assert.ok(box.x > 195, `the search sits in the bar's right half (x ${box.x})`);
  assert.equal(await page.locator('.navbar-left a', { hasText: 'Docs' }).isVisible(), false, 'the links are in the menu');
  await page.close();
});

test("the project's #__docusaurus and .footer rules win; .clean-btn is a bare button; a doc without a table of contents is wide", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/`);
  assert.equal(await page.locator('#navbar').evaluate((bar) => bar.getBoundingClientRect().top), 24, 'the root element is padded');
  assert.equal(await page.locator('footer.footer').evaluate((footer) => getComputedStyle(footer).backgroundColor), 'rgba(0, 0, 0, 0)');
  const button = await page.locator('.clean-btn.help').evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.borderStyle, style.padding];
  });
  assert.deepEqual(button, ['rgba(0, 0, 0, 0)', 'none', '0px']);
  await page.goto(`${env.site.origin}/docs/intro/`);
  const width = await page.locator('article').evaluate((article) => article.getBoundingClientRect().width);
  assert.ok(width > 850, `the article takes the width beside the sidebar (${width} px)`);
  await page.close();
});

test("a generated index's cards are two a row, each description cut to one line", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/category/guides/`);
  const cards = await page.locator('.card-grid .card').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  assert.equal(cards.length, 3);
  assert.equal(cards[0], cards[1], 'the first two cards share a row');
  assert.ok(cards[2]! > cards[0]!, 'the third starts the next');
  const description = await page.locator('.card-description').first().evaluate((element) => [element.scrollWidth > element.clientWidth, Math.round(element.getBoundingClientRect().height)]);
  assert.equal(description[0], true, 'the description is longer than its line, and cut');
  assert.ok((description[1] as number) < 30, `one line high (${description[1]} px)`);
  await page.close();
});

test("a React page's Markdown column spaces its headings by Infima's vertical rhythm", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/resources/`);
  assert.deepEqual(await page.locator('.markdown > h2').evaluate((heading) => [getComputedStyle(heading).marginTop, getComputedStyle(heading).marginBottom]), ['40px', '20px']);
  await page.close();
});

test("a project's rule for Infima's breadcrumb separator replaces it: one separator between two steps (Keploy's \u203a drawn twice)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/guides/one/`);
  const separators = await page.locator('.breadcrumbs li').evaluateAll((items) => items.map((item) => [getComputedStyle(item, '::before').content, getComputedStyle(item, '::after').content]));
  assert.ok(separators.length >= 2, `a trail of ${separators.length} steps`);
  assert.deepEqual(separators, separators.map((_step, index) => ['none', index < separators.length - 1 ? '"›"' : 'none']));
  await page.close();
});
