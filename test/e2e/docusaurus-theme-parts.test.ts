/**
 * Parts of theme-classic a project's configuration fills, as Docusaurus draws them (VisionCamera's and
 * BoTorch's trials, reviews/docusaurus-projects/): the announcement bar (30 px high on a wide screen,
 * its text at 85 % of the page's, its link underlined in the text's colour and weight, white and black
 * unless the configuration gives colours); HTML snippets of the navbar and footer that a project left
 * unclosed stay inside their item, as React's innerHTML keeps them; Infima's text colours; a dropdown's
 * caret beside its label whatever a project's rules do with its links' ::after, and in the drawer a
 * caret that says it opens (Kvrocks's trial); the brand's title at the body's size.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from '../helpers/browser.ts';
import { scratchSite } from '../helpers/scratch-site.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = scratchSite('jabuti-announcement-');
const files: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Camera', url: 'https://camera.example.com', baseUrl: '/',
  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: { announcementBar: { id: 'v5', content: '<b>Version 5 is coming!</b> Learn more: <a href="/docs/intro">V5</a>', isCloseable: false },
    navbar: { title: 'Camera, the documentation of every device', items: [
      ...['Quickstart Guide', 'API Reference', 'Advanced Customization', 'Upgrade Guide'].map((label) => ({ to: '/docs/intro', label, position: 'left' })),
      { type: 'dropdown', label: 'Versions', position: 'right', items: [{ type: 'html', value: '<small>Archived versions<small>' }, { href: 'https://archive.camera.example.com/', label: 'Old' }] },
      { type: 'search', position: 'right' },
    ] },
    footer: { links: [{ title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/camera' }, { html: '<iframe\\n  src="https://ghbtns.com/github-btn.html?user=camera"\\n  title="GitHub Stars"\\n/>' }] }], copyright: 'Copyright Camera' } } };\n`,
  'docs/intro.md': '# Intro\n\nText.\n',
  // Kvrocks's hover underline, under every navbar link.
  // …and Watchman's "Get Started", a plain button its own class fills through Infima's variables.
  'src/css/custom.css': ".navbar__link:after { content: ''; position: absolute; width: 0; height: 2px; bottom: -4px; left: 0; }\n.get-started { color: white; --ifm-button-background-color: rgb(67, 89, 255); --ifm-button-border-color: transparent; }\n.get-started:hover { --ifm-button-background-color: rgb(30, 50, 200); }\n",
  'src/pages/index.js': "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><header className=\"hero hero--primary\"><p className=\"hero__subtitle text--secondary\">Pictures from code</p><a className=\"button button--outline button--secondary\" href=\"/docs/intro\">Why Camera?</a><a className=\"button button--outline button--primary\" href=\"/docs/intro\">Start</a><a className=\"button button--lg get-started\" href=\"/docs/intro\">Get Started</a></header>" +
    // Casdoor's code cards draw their own tab bar with Infima's classes; EventMesh's community links are a block button group.
    "<main className=\"container\"><ul role=\"tablist\" className=\"tabs\"><li role=\"tab\" className=\"tabs__item tabs__item--active\">config.json</li><li role=\"tab\" className=\"tabs__item\">login.js</li></ul>" +
    "<div className=\"button-group button-group--block\"><a className=\"button button--primary\" href=\"/docs/intro\">Slack</a><a className=\"button button--primary\" href=\"/docs/intro\">Mailing list</a></div></main></Layout>; }\n",
};
for (const [file, text] of Object.entries(files)) site.write(file, text);
const env = siteInBrowser(site.root, { project: true });

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
        // A bar that cannot close has no placeholder for a button: its text is in the middle.
        offCentre: (content.getBoundingClientRect().left + content.getBoundingClientRect().right) / 2 - (element.getBoundingClientRect().left + element.getBoundingClientRect().right) / 2,
        contentHeight: content.getBoundingClientRect().height,
      };
    });
    if (height) assert.equal(Math.round(styles.height), height);
    else assert.ok(Math.abs(styles.height - styles.contentHeight - 1) < 1, `the bar (${styles.height} px) is its text's height (${styles.contentHeight} px) and its border`);
    assert.ok(Math.abs(styles.offCentre) < 1, `the text is ${styles.offCentre} px off the middle`);
    assert.equal(styles.background, 'rgb(255, 255, 255)');
    assert.equal(styles.color, 'rgb(0, 0, 0)');
    assert.ok(Math.abs(styles.textSize - 0.85) < 0.01, `text at ${styles.textSize} of the page's`);
    assert.equal(styles.linkDecoration, 'underline');
    assert.equal(styles.linkWeight, styles.textWeight);
    assert.equal(styles.linkColor, styles.color);
    await page.close();
  });
}

test("an unclosed <small> in a navbar item's HTML stays in its item: the page's text keeps its size (BoTorch's `<small>…<small>`)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const sizes = await page.evaluate(() => ({ body: getComputedStyle(document.body).fontSize, paragraph: getComputedStyle(document.querySelector('article p')!).fontSize, smalls: document.querySelectorAll('main small, footer small').length }));
  assert.equal(sizes.paragraph, sizes.body);
  assert.equal(sizes.smalls, 0, 'no <small> reaches the article or the footer');
  await page.close();
});

test("a footer item's `<iframe … />` takes in nothing after it: the copyright is shown (BoTorch's GitHub stars button)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  assert.equal(await page.locator('.footer__copyright', { hasText: 'Copyright Camera' }).isVisible(), true);
  assert.equal(await page.locator('footer iframe[title="GitHub Stars"]').evaluate((iframe) => iframe.textContent), '');
  await page.close();
});

test("Infima's text--secondary colours a hero's subtitle with --ifm-color-secondary", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/`);
  assert.equal(await page.locator('.hero__subtitle').evaluate((element) => getComputedStyle(element).color), 'rgb(235, 237, 240)');
  await page.close();
});

test("on a phone the colour switch is in the drawer's header beside its close button, not in the bar, and back in the bar on a wide screen (Excalidraw's trial)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const toggle = page.locator('.color-mode-toggle');
  await page.locator('[data-island="ColorModeToggle"][data-hydrated]').waitFor({ state: 'attached' });
  assert.equal(await toggle.count(), 1, 'one switch on the page');
  assert.equal(await toggle.isVisible(), false, 'not in the bar');
  await page.locator('.navbar-toggle').click();
  await page.locator('.navbar-sidebar__brand .color-mode-toggle').waitFor({ state: 'visible' });
  const [box, close] = await Promise.all([toggle.boundingBox(), page.locator('.navbar-sidebar__close').boundingBox()]);
  assert.ok(box!.x < close!.x && close!.x - (box!.x + box!.width) < 40, `the switch sits just before the close button (${box!.x}, ${close!.x})`);
  const before = await page.locator('html').getAttribute('data-theme');
  await toggle.click();
  await eventually(() => page.locator('html').getAttribute('data-theme'), before === 'dark' ? 'light' : 'dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.navbar__items--right .color-mode-toggle').waitFor({ state: 'visible' });
  await page.close();
});

test("on a crowded bar the brand's title gives way, cut short with an ellipsis, and the right list keeps its search box on the screen (rjsf's trial)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const layout = await page.evaluate(() => {
    const title = document.querySelector('.navbar-inner > .navbar__brand .navbar__title')!;
    const search = document.querySelector('.navbar__items--right .navbar-search')!.getBoundingClientRect();
    const lastLeft = [...document.querySelectorAll('.navbar-left > li')].at(-1)!.getBoundingClientRect();
    const right = document.querySelector('.navbar__items--right')!.getBoundingClientRect();
    return { scrollWidth: document.documentElement.scrollWidth, searchRight: search.right, titleCut: title.scrollWidth > title.clientWidth, overflow: getComputedStyle(title).textOverflow, leftEnd: lastLeft.right, rightStart: right.left };
  });
  assert.ok(layout.searchRight <= 1100, `the search box ends at ${layout.searchRight}`);
  assert.ok(layout.scrollWidth <= 1100, `the page is ${layout.scrollWidth} px wide`);
  assert.ok(layout.leftEnd <= layout.rightStart + 1, `the left links end (${layout.leftEnd}) before the right list starts (${layout.rightStart})`);
  assert.equal(layout.titleCut, true);
  assert.equal(layout.overflow, 'ellipsis');
  await page.close();
});

test("a dropdown's caret stays beside its label when the project's rules place every link's ::after absolutely, and the brand's title is at the body's size (Kvrocks's trial)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const styles = await page.evaluate(() => {
    const caret = getComputedStyle(document.querySelector('.dropdown > .navbar__link')!, '::after');
    return { position: caret.position, title: getComputedStyle(document.querySelector('.navbar__title')!).fontSize, body: getComputedStyle(document.body).fontSize };
  });
  // In the flow of the link's box, beside its label, not placed under it.
  assert.equal(styles.position, 'relative');
  assert.equal(styles.title, styles.body);
  await page.close();
});

test('in the phone drawer a dropdown shows a caret that turns when it opens (Kvrocks\'s "ASF" showed nothing)', async () => {
  const page = await env.browser.newPage({ viewport: { width: 390, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  await page.locator('.navbar-toggle').click();
  const back = page.getByText('Back to main menu');
  const summary = page.locator('.navbar-sidebar summary.menu-link', { hasText: 'Versions' });
  // The drawer opens on the doc's sidebar once the script has set it up, or on the main menu: waited for, then back to the main menu.
  await eventually(async () => (await back.isVisible()) || (await summary.isVisible()), true, 'the drawer opens');
  if (await back.isVisible()) await back.click();
  await summary.waitFor({ state: 'visible' });
  const caret = () => summary.evaluate((element) => ({ content: getComputedStyle(element, '::after').content, border: getComputedStyle(element, '::after').borderRightWidth, transform: getComputedStyle(element, '::after').transform }));
  const closed = await caret();
  assert.equal(closed.content, '""');
  assert.equal(closed.border, '2px');
  await summary.click();
  // Turned a quarter: from pointing right to pointing down.
  await eventually(async () => (await caret()).transform !== closed.transform && (await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)), true, 'the caret turns as the dropdown opens');
  await page.close();
});

test("Infima's hovers: an outline button fills with its border's colour, a secondary one light grey with dark text (Ax's hero buttons turned blue on blue)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/`);
  const hovered = async (name: string) => {
    const button = page.getByRole('link', { name, exact: true });
    await button.hover();
    return button.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, color: getComputedStyle(element).color, border: getComputedStyle(element).borderTopColor }));
  };
  const secondary = await hovered('Why Camera?');
  const [secondaryColour, gray900, primaryColour] = await page.evaluate(() =>
    ['--ifm-color-secondary', '--ifm-color-gray-900', '--ifm-color-primary'].map((variable) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = `var(${variable})`;
      return getComputedStyle(probe).color;
    }),
  );
  const variables = { secondary: secondaryColour!, gray900: gray900!, primary: primaryColour! };
  assert.deepEqual(secondary, { background: variables.secondary, color: variables.gray900, border: variables.secondary });
  const primary = await hovered('Start');
  assert.equal(primary.background, variables.primary);
  assert.equal(primary.border, variables.primary);
  assert.notEqual(primary.color, variables.primary, 'the text stands out of the fill');
  await page.close();
});

test("a plain button takes the fill and border its own class gives Infima's variables, hovered too (Watchman's Get Started was bare text on its hero)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/`);
  const button = page.getByRole('link', { name: 'Get Started', exact: true });
  const colours = () => button.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, border: getComputedStyle(element).borderTopColor }));
  assert.deepEqual(await colours(), { background: 'rgb(67, 89, 255)', border: 'rgba(0, 0, 0, 0)' });
  await button.hover();
  assert.equal((await colours()).background, 'rgb(30, 50, 200)');
  await page.close();
});

test("a project's own Infima tab bar is one row of labels without bullets, the active one in the primary colour and underlined; a block button group fills its row with buttons joined (Casdoor's code cards, EventMesh's community links)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${env.site.origin}/`);
  const bar = await page.locator('ul.tabs').evaluate((list) => {
    const [active, other] = [...list.querySelectorAll('li')].map((item) => ({ box: item.getBoundingClientRect(), style: getComputedStyle(item) }));
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim();
    const probe = document.createElement('span');
    probe.style.color = primary;
    document.body.append(probe);
    return { sameRow: active!.box.top === other!.box.top && other!.box.left >= active!.box.right, bullet: active!.style.display, listStyle: getComputedStyle(list).listStyleType, activeColour: active!.style.color, primary: getComputedStyle(probe).color, underline: active!.style.borderBottomWidth, otherUnderline: other!.style.borderBottomColor };
  });
  assert.ok(bar.sameRow, 'the two labels are side by side');
  assert.notEqual(bar.bullet, 'list-item', 'no bullet before a label');
  assert.equal(bar.listStyle, 'none');
  assert.equal(bar.activeColour, bar.primary);
  assert.equal(bar.underline, '3px');
  assert.equal(bar.otherUnderline, 'rgba(0, 0, 0, 0)');
  const group = await page.locator('.button-group--block').evaluate((element) => {
    const [first, second] = [...element.children].map((button) => button.getBoundingClientRect());
    return { width: element.getBoundingClientRect().width, row: element.parentElement!.getBoundingClientRect().width - 32, fill: first!.width + second!.width, gap: second!.left - first!.right, joined: getComputedStyle(element.children[0]!).borderTopRightRadius };
  });
  assert.ok(group.width >= group.row, `the group (${group.width} px) fills its row (${group.row} px)`);
  assert.ok(group.fill >= group.width - 3, `its buttons (${group.fill} px) fill the group`);
  assert.equal(group.gap, 2);
  assert.equal(group.joined, '0px');
  await page.close();
});

test("the bar's links and its brand do not underline on hover, as Infima's chrome does not (Redex's every hover underlined)", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1600, height: 800 } });
  await page.goto(`${env.site.origin}/docs/intro/`);
  const hovered = async (link: ReturnType<typeof page.locator>) => {
    await link.hover();
    return link.evaluate((element) => getComputedStyle(element).textDecorationLine);
  };
  assert.equal(await hovered(page.locator('.navbar__items a', { hasText: 'Quickstart Guide' })), 'none');
  assert.equal(await hovered(page.locator('.navbar .navbar-brand').last()), 'none');
  assert.equal(await hovered(page.locator('.sidebar a', { hasText: 'Intro' })), 'none');
  await page.close();
});

