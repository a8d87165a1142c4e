/**
 * What DocSearch's site (its trial: reviews/docusaurus-projects/docsearch.md, findings 6, 9, 10)
 * found of a project's stylesheet over the frame this build draws, read in Chromium: a code block
 * the project frames is one box, the navbar and the phone's drawer take Infima's sizes from the
 * project's variables, and the colour-mode switch has the names its rules address.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, waitForHydration } from '../helpers/browser.ts';
import { scratchSite } from '../helpers/scratch-site.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = scratchSite('jabuti-docsearch-');
const files: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Widgets', url: 'https://widgets.example.com', baseUrl: '/',
  clientModules: ['./src/clientModules/routed.js'],
  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: { colorMode: { respectPrefersColorScheme: true }, navbar: { items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }] } } };\n`,
  'src/css/custom.css': `:root { --ifm-navbar-height: 4.5rem; --ifm-navbar-link-color: rgb(235, 237, 240); }
.table-responsive { --ifm-table-border-width: 0px; --ifm-table-cell-padding: 0.5rem; font-size: small; }
[class*='breadcrumbs__item breadcrumbs__item--active'] span { border-radius: 0; padding: 0; border-bottom: 2px solid rgb(255, 120, 0); }
@media (width <= 600px) { :root { --ifm-navbar-sidebar-width: 100%; } }
.theme-code-block { border: 1px solid rgb(10, 20, 30); border-radius: 10px; overflow: hidden; }
.theme-code-block pre { border-radius: 0; }
[class*='colorModeToggle'] { margin-inline: 12px; }
code { margin: 0 2px; line-height: 1.4; }
button[class*='toggleButton'] svg[class*='toggleIcon'] { display: none !important; }
button[class*='toggleButton']::before { content: 'sun'; }
html[data-theme-choice='system'] button[class*='toggleButton']::before { content: 'half'; }
`,
  'src/clientModules/routed.js': "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';\nexport function onRouteDidUpdate({ location, previousLocation }) { if (ExecutionEnvironment.canUseDOM) document.documentElement.dataset.routed = location.pathname + (previousLocation === null ? ' first' : ''); }\n",
  'docs/intro.md': '# Intro\n\nSome code:\n\n```js\nconst widget = 1;\n```\n\nAfter it.\n',
  'docs/props.mdx': '# Props\n\n<div className="table-responsive">\n\n| Name | Type |\n|---|---|\n| `size` | number |\n\n</div>\n\n| Plain | Table |\n|---|---|\n| a | b |\n\n| | `ax` | `axbridge` | `axbridge-persistent` |\n|---|---|---|---|\n| Needs `SimulatorFrameworkBridge` | No | Yes | Yes |\n',
  'src/theme/Footer/index.js': "export default function Footer() { return <footer className=\"footer\"><div className=\"container\"><div className=\"row footer__links\"><div className=\"col footer__col\"><div className=\"footer__title\">Docs</div><ul className=\"footer__items clean-list\"><li className=\"footer__item\"><a className=\"footer__link-item\" href=\"/docs/intro/\">Intro</a></li></ul></div></div></div></footer>; }\n",
};
for (const [file, text] of Object.entries(files)) site.write(file, text);
const env = siteInBrowser(site.root, { project: true });

test("a project's own footer written with Infima's names gets Infima's look: no bullets, bold titles, links in the footer's colour", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const look = await page.locator('.theme-footer').evaluate((footer) => {
    const [items, title, link] = ['.footer__items', '.footer__title', '.footer__link-item'].map((selector) => getComputedStyle(footer.querySelector(selector)!));
    return { bullets: items!.listStyleType, indent: items!.paddingLeft, title: title!.fontWeight, link: link!.color, underline: link!.textDecorationLine };
  });
  assert.deepEqual([look.bullets, look.indent, look.title, look.underline], ['none', '0px', '700', 'none']);
  assert.notEqual(look.link, 'rgb(0, 0, 238)', "not the browser's blue");
  await page.close();
});

test("a table's borders, padding and text size follow Infima's variables and the size the project sets around it", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/props/`);
  const cells = await page.locator('td').evaluateAll((tds) => tds.map((td) => { const style = getComputedStyle(td); return [style.borderTopWidth, style.paddingTop, style.fontSize]; }));
  assert.deepEqual(cells.slice(0, 2), [['0px', '8px', '13px'], ['0px', '8px', '13px']], "the project's .table-responsive: no borders, 0.5rem padding, small text");
  assert.deepEqual(cells[2], ['1px', '12px', '16px'], "a table elsewhere keeps Infima's");
  await page.close();
});

test("the project's own rule for the active crumb beats Infima's pill shape, as there; the crumb is an inline box", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/props/`);
  const crumb = await page.locator('.breadcrumbs__item--active .breadcrumbs__link').evaluate((span) => { const style = getComputedStyle(span); return [style.borderTopLeftRadius, style.paddingLeft, style.display, style.borderBottomWidth]; });
  assert.deepEqual(crumb, ['0px', '0px', 'inline-block', '2px']);
  await page.close();
});

test("a code block the project frames is one box: the pre inside has no border or margin of its own, and the block keeps Infima's space below it", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const [block, pre] = await page.locator('.theme-code-block').evaluate((element) => {
    const inner = element.querySelector('pre')!;
    return [element, inner].map((box) => {
      const style = getComputedStyle(box);
      return { border: style.borderTopWidth, top: style.marginTop, bottom: style.marginBottom, height: Math.round(box.getBoundingClientRect().height) };
    });
  });
  assert.equal(block!.border, '1px', "the project's frame");
  assert.deepEqual([pre!.border, pre!.top, pre!.bottom], ['0px', '0px', '0px'], 'no second frame inside it, and no band above or below the code');
  assert.equal(block!.height, pre!.height + 2, 'the code fills the frame');
  assert.equal(block!.bottom, '20px', "Infima's leading below the block");
  await page.close();
});

test('a one-line code block is as high as its line and its padding, with no empty line under the code (Flipper, finding 7)', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const { pre, padding, line } = await page.locator('.theme-code-block pre').evaluate((element) => {
    const style = getComputedStyle(element);
    return { pre: element.clientHeight, padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom), line: element.querySelector('.code-line')!.getBoundingClientRect().height };
  });
  assert.ok(line > 10, 'the line has a height');
  assert.ok(Math.abs(pre - padding - line) <= 1, `the pre is ${pre} px high: ${padding} px of padding and a ${line} px line`);
  await page.close();
});

test("the navbar's title is in the project's --ifm-navbar-link-color, as Infima's brand is (Flipper, finding 4)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  assert.equal(await page.locator('.navbar-inner > .navbar__brand').evaluate((brand) => getComputedStyle(brand).color), 'rgb(235, 237, 240)', 'the colour its title and logo text take');
  await page.close();
});

test("code in a comparison table's row header breaks between words only, as in its other cells (idb's SimulatorFrameworkBridge)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${env.site.origin}/docs/props/`);
  const lines = await page.locator('th code', { hasText: 'SimulatorFrameworkBridge' }).evaluate((code) => code.getClientRects().length);
  assert.equal(lines, 1);
  await page.close();
});

test("a client module runs in the browser (with Docusaurus's ExecutionEnvironment): its onRouteDidUpdate is called once the page is there, with no previous location", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const blocked: string[] = [];
  page.on('console', (message) => void (/Content Security Policy/.test(message.text()) && blocked.push(message.text())));
  await page.goto(`${env.site.origin}/docs/intro/`);
  await eventually(() => page.evaluate(() => document.documentElement.dataset.routed), '/docs/intro/ first');
  assert.deepEqual(blocked, [], 'the security policy lets it load');
  await page.close();
});

test("the navbar is the project's --ifm-navbar-height high, and the phone's drawer its --ifm-navbar-sidebar-width wide (Infima's 83vw where it sets none)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  assert.equal(await page.locator('.navbar').evaluate((bar) => bar.getBoundingClientRect().height), 72);
  await page.locator('.navbar-toggle').click();
  const drawerWidth = () => page.locator('.navbar-sidebar').evaluate((drawer) => Math.round(drawer.getBoundingClientRect().width));
  await eventually(drawerWidth, 390, 'the whole width, as the project sets it below 600 px');
  await page.setViewportSize({ width: 800, height: 900 });
  await eventually(drawerWidth, Math.round(800 * 0.83), "Infima's default above it");
  await page.close();
});

test("the phone's drawer opens over the bar, as Docusaurus's: its header holds the brand and a button that closes it", async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  await page.locator('.navbar-toggle').click();
  const header = page.locator('.navbar-sidebar__brand');
  await eventually(() => header.isVisible(), true, 'the header shows');
  const [drawerTop, brandHref] = await Promise.all([page.locator('.navbar-sidebar').evaluate((drawer) => drawer.getBoundingClientRect().top), header.locator('a').getAttribute('href')]);
  assert.equal(drawerTop, 0, 'from the top of the screen');
  assert.equal(brandHref, '/');
  await header.getByRole('button', { name: 'Close navigation bar' }).click();
  await eventually(() => page.locator('details.navbar-mobile').evaluate((menu) => (menu as HTMLDetailsElement).open), false, 'the button closes the drawer');
  await page.setViewportSize({ width: 1280, height: 900 });
  await eventually(() => header.isVisible(), false, 'no drawer header on a wide screen');
  await page.close();
});

test("the colour-mode switch has Docusaurus's names, so the project's rules for them apply, and the page says which mode was chosen", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  await page.goto(`${env.site.origin}/docs/intro/`);
  assert.equal(await page.locator('html').getAttribute('data-theme-choice'), 'system', 'before the switch is hydrated, too');
  const toggle = page.locator('[class*="colorModeToggle"]');
  assert.equal(await toggle.evaluate((element) => getComputedStyle(element).marginLeft), '12px');
  const button = toggle.locator('button[class*="toggleButton"]');
  assert.equal(await button.locator('svg[class*="toggleIcon"]').evaluate((icon) => getComputedStyle(icon).display), 'none', 'its own icon hidden by the project');
  const glyph = () => button.evaluate((element) => getComputedStyle(element, '::before').content);
  assert.equal(await glyph(), '"half"', "the project's glyph for the system's mode");
  await waitForHydration(page, '.island[data-island="ColorModeToggle"]');
  await button.click();
  await eventually(() => page.locator('html').getAttribute('data-theme-choice'), 'light');
  assert.equal(await glyph(), '"sun"');
  await page.close();
});
