/**
 * The Docusaurus project of test/fixtures/docusaurus, built as itself, in real Chromium: the
 * navbar's locale menu keeps the reader on the same page in the other locale, the search box finds
 * a page of the docs instance the reader is in and speaks the locale's language, each docs
 * instance shows its own sidebar, and a doc page has no accessibility violation (axe-core).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const env = siteInBrowser('test/fixtures/docusaurus', { project: true });

async function open(path: string, width = 1280): Promise<Page> {
  const page = await env.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${env.site.origin}${path}`);
  return page;
}

test('the locale menu leads from a doc to the same doc in English, and back', async () => {
  const page = await open('/docs/referencia/comandos/');
  const menu = page.locator('.navbar-items .dropdown', { has: page.getByRole('button', { name: 'Português' }) });
  await menu.getByRole('button', { name: 'Português' }).click();
  await menu.getByRole('link', { name: 'English' }).click();
  await page.waitForURL(`${env.site.origin}/en/docs/referencia/comandos/`);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  // The heading's text, its "#" link left out.
  const heading = () => page.locator('main h2').first().evaluate((h2) => h2.firstChild?.textContent);
  assert.equal(await heading(), 'Stop');
  const back = page.locator('.navbar-items .dropdown', { has: page.getByRole('button', { name: 'English' }) });
  await back.getByRole('button', { name: 'English' }).click();
  await back.getByRole('link', { name: 'Português' }).click();
  await page.waitForURL(`${env.site.origin}/docs/referencia/comandos/`);
  assert.equal(await heading(), 'Parar');
  await page.close();
});

const box = (page: Page) => page.locator('.navbar-search input');
const options = (page: Page) => page.locator('.search-panel [role="option"]');

test('the search box finds a doc of the current instance by a word of its text', async () => {
  const page = await open('/docs/instalar/');
  assert.equal(await box(page).getAttribute('aria-label'), 'Procurar');
  await box(page).fill('firewall');
  await options(page).first().waitFor();
  assert.match((await options(page).first().textContent()) ?? '', /Instalação/);
  await page.close();
});

test('on /en/ the search box finds the English text and speaks English', async () => {
  const page = await open('/en/docs/');
  assert.equal(await box(page).getAttribute('placeholder'), 'Search docs');
  assert.equal(await box(page).getAttribute('aria-label'), 'Search');
  await box(page).fill('shut');
  await options(page).first().waitFor();
  assert.match((await options(page).first().textContent()) ?? '', /Commands/);
  const panel = (await page.locator('.search-panel').textContent()) ?? '';
  assert.match(panel, /See all results/);
  assert.doesNotMatch(panel, /Ver todos|resultados|Pesquisar/);
  await page.close();
});

test('each docs instance shows its own sidebar', async () => {
  const page = await open('/comunidade/regras/');
  const sidebar = page.locator('nav.sidebar');
  await eventually(() => sidebar.isVisible(), true, 'the sidebar shows at 1280 px');
  assert.deepEqual(await sidebar.locator('a').allTextContents(), ['Regras de convivência', 'Eventos']);
  assert.equal(await sidebar.getByRole('link', { name: 'Regras de convivência' }).getAttribute('aria-current'), 'page');
  await page.goto(`${env.site.origin}/en/docs/instalar/`);
  assert.deepEqual((await page.locator('nav.sidebar > ul > li > a').allTextContents()).slice(0, 2), ['Getting started', 'Instalar o servidor']);
  await page.close();
});

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: string;
before(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});

for (const width of [390, 1280]) {
  test(`axe-core finds no violation on a doc page of the project (details, admonitions, a component, code) at ${width} px`, async () => {
    // Injected inline, which the site's Content-Security-Policy rightly refuses: bypassed for the test.
    // Left out: the sidebar's current page, whose text is the project's --ifm-color-primary (#2e7d32, 5.1:1 on
    // white) on the theme's tint of that same colour, 4.13:1 (reported in issue 34, not fixed here).
    const page = await env.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    await page.goto(`${env.site.origin}/docs/componentes/`);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: { exclude: string[][] }) => Promise<{ violations: AxeViolation[] }> } }).axe;
      return (await axe.run({ exclude: [['.sidebar a.active']] })).violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((node) => ({ target: node.target })) }));
    });
    assert.deepEqual(violations.map((violation) => `${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), []);
    await page.close();
  });
}

test("Infima's variables set on a section paint its buttons and links; a secondary button is Infima's light grey", async () => {
  const page = await open('/');
  const style = (selector: string) => page.locator(selector).first().evaluate((element) => {
    const computed = getComputedStyle(element);
    return { color: computed.color, background: computed.backgroundColor };
  });
  assert.deepEqual(await style('section a.button--primary'), { color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
  assert.equal((await style('section p a')).color, 'rgb(255, 255, 255)');
  assert.deepEqual(await style('a.button--secondary'), { color: 'rgb(28, 30, 33)', background: 'rgb(235, 237, 240)' });
  await page.close();
});

test("a project that sets only its primary colour gets Infima's page and navbar colours in each mode, not this site's lavender; its dark footer stays Infima's dark", async () => {
  const page = await open('/docs/instalar/');
  const colours = () =>
    page.evaluate(() => ({
      page: getComputedStyle(document.documentElement).backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
      navbar: getComputedStyle(document.querySelector('.navbar')!).backgroundColor,
      footer: getComputedStyle(document.querySelector('footer')!).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  assert.deepEqual(await colours(), { page: 'rgb(255, 255, 255)', body: 'rgba(0, 0, 0, 0)', navbar: 'rgb(255, 255, 255)', footer: 'rgb(48, 56, 70)', text: 'rgb(28, 30, 33)' });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  assert.deepEqual(await colours(), { page: 'rgb(27, 27, 29)', body: 'rgba(0, 0, 0, 0)', navbar: 'rgb(36, 37, 38)', footer: 'rgb(48, 56, 70)', text: 'rgb(227, 227, 227)' });
  // A project's `:root { --ifm-background-color }` (Electron's white) is its light page only: Infima's dark value is stronger.
  await page.evaluate(() => {
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    sheet.insertRule(':root { --ifm-background-color: rgb(250, 250, 250); }', sheet.cssRules.length);
  });
  assert.equal((await colours()).page, 'rgb(27, 27, 29)', "the project's light page colour stays out of dark mode");
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  assert.equal((await colours()).page, 'rgb(250, 250, 250)');
  await page.evaluate(() => document.documentElement.style.setProperty('background-color', 'rgb(244, 242, 241)'));
  assert.equal((await colours()).page, 'rgb(244, 242, 241)', "a project's own root colour is the page's, as on Docusaurus");
  await page.close();
});

test("Infima's variables a project sets on its hero, footer, navbar links and text paint them, as on Docusaurus, the hero's title in the hero's colour; a success button is Infima's green; an Infima card has no padding of its own", async () => {
  const page = await open('/docs/instalar/');
  const painted = await page.evaluate(() => {
    const root = document.documentElement.style;
    root.setProperty('--ifm-navbar-link-color', 'rgb(4, 5, 6)');
    root.setProperty('--ifm-color-content', 'rgb(7, 8, 9)');
    document.querySelector('footer')!.setAttribute('style', '--ifm-footer-background-color: rgb(10, 11, 12)');
    const hero = document.createElement('header');
    hero.className = 'hero hero--primary';
    hero.setAttribute('style', '--ifm-hero-background-color: rgb(1, 2, 3); --ifm-hero-text-color: rgb(250, 251, 252)');
    const title = document.createElement('h1');
    title.className = 'hero__title';
    title.textContent = 'Hydra';
    const start = document.createElement('a');
    start.className = 'button button--success';
    start.textContent = 'Get Started';
    hero.append(title, start);
    const card = document.createElement('div');
    card.className = 'card';
    document.querySelector('main')!.append(hero, card);
    return {
      hero: [getComputedStyle(hero).backgroundColor, getComputedStyle(hero).color],
      heroTitle: getComputedStyle(title).color,
      success: getComputedStyle(start).backgroundColor,
      footer: getComputedStyle(document.querySelector('footer')!).backgroundColor,
      link: getComputedStyle(document.querySelector('.navbar-items .navbar-link:not(.active)')!).color,
      text: getComputedStyle(document.querySelector('main p')!).color,
      card: getComputedStyle(card).padding,
    };
  });
  assert.deepEqual(painted, { hero: ['rgb(1, 2, 3)', 'rgb(250, 251, 252)'], heroTitle: 'rgb(250, 251, 252)', success: 'rgb(0, 164, 0)', footer: 'rgb(10, 11, 12)', link: 'rgb(4, 5, 6)', text: 'rgb(7, 8, 9)', card: '0px' });
  await page.close();
});

test('the navbar stays while the reader scrolls down: the project does not set navbar.hideOnScroll', async () => {
  const page = await open('/docs/componentes/', 390);
  for (const y of [400, 800, 1200]) {
    await page.mouse.wheel(0, 400);
    await page.waitForFunction((target) => window.scrollY >= target - 50 || document.documentElement.scrollHeight - innerHeight <= window.scrollY + 1, y);
  }
  await page.waitForTimeout(100);
  assert.ok(await page.evaluate(() => window.scrollY > 300), 'the page scrolled');
  assert.equal(await page.locator('#navbar').evaluate((navbar) => navbar.classList.contains('navbar-hidden')), false);
  assert.equal(await page.locator('#navbar').evaluate((navbar) => navbar.getBoundingClientRect().top), 0);
  await page.close();
});

test("a post's author picture keeps its size under a project's rule for every picture of an article (React Navigation's 340 px)", async () => {
  const page = await open('/blog/2025/03/01/novidades/');
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('article img { width: 340px; height: auto; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  assert.deepEqual(await page.locator('img.author-avatar').first().evaluate((image) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height]), [40, 40]);
  await page.close();
});

test('on a phone, an author on the authors page with a long unbroken title wraps it instead of widening the page', async () => {
  const page = await open('/blog/authors/', 390);
  await page.evaluate(() => {
    const title = document.createElement('small');
    title.className = 'author-title';
    title.textContent = 'Maintainer-of-Prettier-1.15:-HTML,-Vue,-Angular-and-MDX-Support-for-everyone-everywhere';
    document.querySelector('.authors-list-item .avatar__intro')!.append(title);
  });
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await page.close();
});

test("on a React page a heading's class wins over Infima's heading sizes, as over Infima's element rules: a hero's title is 3rem", async () => {
  const page = await open('/');
  const sizes = await page.evaluate(() => {
    const title = document.createElement('h1');
    title.className = 'hero__title';
    title.textContent = 'Redux';
    const plain = document.createElement('h2');
    plain.textContent = 'Features';
    document.querySelector('.react-page')!.append(title, plain);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    return [parseFloat(getComputedStyle(title).fontSize) / rem, parseFloat(getComputedStyle(plain).fontSize) / rem];
  });
  assert.deepEqual(sizes, [3, 1.5]);
  await page.close();
});

test("a highlighted line of code is Docusaurus's grey band, without this site's bar", async () => {
  const page = await open('/docs/instalar/');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  const line = page.locator('.code-line.highlighted').first();
  assert.deepEqual(await line.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).boxShadow]), ['rgb(72, 77, 91)', 'none']);
  await page.close();
});

test("the phone's drawer takes the navbar's colour, and under a dark bar its links are light, as Infima's menu; a React page's paragraphs are spaced as Infima's", async () => {
  const page = await open('/docs/instalar/', 390);
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'light';
    document.getElementById('navbar')!.classList.add('navbar--dark');
  });
  await page.locator('.navbar-toggle').click();
  const drawer = await page.locator('.navbar-sidebar').evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    link: getComputedStyle(element.querySelector('.sidebar a:not(.active), .menu-link:not(.active)')!).color,
  }));
  assert.deepEqual(drawer, { background: 'rgb(36, 37, 38)', link: 'rgb(218, 221, 225)' });
  assert.match(await page.locator('.navbar-search input').evaluate((input) => getComputedStyle(input).backgroundImage), /^url\("data:image\/svg\+xml/, 'the phone\'s search box keeps its magnifier under a dark bar');
  // A project's own colour for the bar (React Native's `.navbar.navbar--dark { background-color }`) wins over Infima's variable, which it keeps for the drawer.
  const bar = await page.evaluate(() => {
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    sheet.insertRule('.navbar.navbar--dark { background-color: rgb(17, 19, 23); }', sheet.cssRules.length);
    sheet.insertRule('.navbar--dark { --ifm-navbar-background-color: rgb(236, 236, 236); }', sheet.cssRules.length);
    return getComputedStyle(document.getElementById('navbar')!).backgroundColor;
  });
  assert.equal(bar, 'rgb(17, 19, 23)');
  // Lexical's navbar.css makes the bar a flex box: its row of items still spans it.
  const widths = await page.evaluate(() => {
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    sheet.insertRule('.navbar { display: flex; align-items: center; padding: 0 4rem; }', sheet.cssRules.length);
    const navbar = document.getElementById('navbar')!;
    const style = getComputedStyle(navbar);
    return [document.querySelector('.navbar-inner')!.getBoundingClientRect().width, navbar.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
  });
  assert.equal(widths[0], widths[1]);
  await page.close();
  const home = await open('/');
  assert.equal(await home.evaluate(() => {
    const paragraph = document.createElement('p');
    document.querySelector('.react-page')!.append(paragraph);
    return parseFloat(getComputedStyle(paragraph).marginBottom) / parseFloat(getComputedStyle(document.documentElement).fontSize);
  }), 1.25);
  await home.close();
});

test('on a phone the search box is a magnifier beside the title until it is used, then wide enough to type in', async () => {
  const page = await open('/docs/', 390);
  const width = () => box(page).evaluate((input) => input.getBoundingClientRect().width);
  assert.ok((await width()) < 45, `${await width()} px`);
  assert.ok(await page.locator('.navbar-inner > .navbar-brand .navbar-title').evaluate((title) => title.getBoundingClientRect().width > 120));
  await box(page).focus();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.navbar-search input')!.getBoundingClientRect().width > 150);
  await box(page).fill('firewall');
  await options(page).first().waitFor();
  await page.close();
});

test("tabs stay on one row on a phone and scroll sideways, as Infima's", async () => {
  const page = await open('/docs/instalar/', 390);
  const list = page.locator('.tabs-list').first();
  assert.deepEqual(await list.evaluate((element) => [getComputedStyle(element).flexWrap, getComputedStyle(element).overflowX]), ['nowrap', 'auto']);
  await page.close();
});

test("a project's rule making main a flex row leaves a doc's pager under its article, as Docusaurus's one-child main does; its page wrapper is Docusaurus's main-wrapper", async () => {
  const page = await open('/docs/instalar/');
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('main { display: flex; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const [article, pager] = await Promise.all(['.doc-article', '.pagination-nav'].map((selector) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)));
  assert.ok(pager!.top >= article!.bottom, `pager at ${pager!.top}, article ends at ${article!.bottom}`);
  assert.equal(await page.locator('.main-wrapper main.doc-main').count(), 1);
  await page.close();
});

test('a picture given only its height keeps that height', async () => {
  const page = await open('/');
  assert.equal(await page.locator('img.selo').evaluate((image) => image.getBoundingClientRect().height), 40);
  await page.close();
});

test("the text's size follows Infima's --ifm-font-size-base when a project sets it", async () => {
  const page = await open('/');
  assert.equal(await page.locator('main p').first().evaluate((paragraph) => getComputedStyle(paragraph).fontSize), '17px');
  await page.close();
});

test("with a mouse, a code block's copy button shows only while the pointer is on the block, so it covers no line being read", async () => {
  const page = await open('/docs/exemplos/');
  const block = page.locator('.code-block').first();
  const opacity = () => block.locator('.copy-button').evaluate((button) => getComputedStyle(button).opacity);
  await page.mouse.move(0, 0);
  await eventually(opacity, '0');
  await block.hover();
  await eventually(opacity, '1');
  await page.close();
});

test("a hideable sidebar hides under its button, stays hidden on the next page of the tab, and comes back from its strip", async () => {
  const page = await open('/docs/');
  const sidebarWidth = () => page.locator('.doc-sidebar').evaluate((aside) => aside.getBoundingClientRect().width);
  assert.ok((await sidebarWidth()) > 200);
  assert.equal(await page.locator('.doc-sidebar nav.sidebar').isVisible(), true);
  // Its button spans the foot of the column, the list scrolling above it: nothing of a long list shows below it (React Query Builder's).
  const foot = await page.evaluate(() => {
    const aside = document.querySelector('.doc-sidebar')!;
    const list = aside.querySelector('nav.sidebar ul')!;
    for (let copy = 0; copy < 80; copy++) list.append(list.firstElementChild!.cloneNode(true));
    const button = aside.querySelector('.sidebar-collapse')!.getBoundingClientRect();
    const box = aside.getBoundingClientRect();
    return { width: Math.round(button.width), bottomGap: Math.round(box.bottom - button.bottom), columnWidth: aside.clientWidth };
  });
  assert.deepEqual(foot, { width: foot.columnWidth, bottomGap: 0, columnWidth: foot.columnWidth });
  // The list scrolls, not the column: a project's button placed on the column's edge shows whole (Casdoor's 28 px tab, 14 px outside).
  const edge = await page.evaluate(() => {
    document.head.append(Object.assign(document.createElement('style'), { textContent: '.sidebar-collapse { position: absolute; top: 96px; right: -14px; width: 28px; min-height: 28px; height: 28px; margin: 0; }' }));
    const list = document.querySelector<HTMLElement>('.doc-sidebar nav.sidebar')!;
    return { columnClips: getComputedStyle(document.querySelector('.doc-sidebar')!).overflowX !== 'visible', listScrolls: list.scrollHeight > list.clientHeight && getComputedStyle(list).overflowY === 'auto' };
  });
  assert.deepEqual(edge, { columnClips: false, listScrolls: true });
  await page.reload();
  await page.getByRole('button', { name: 'Recolher painel lateral' }).click();
  await eventually(sidebarWidth, 30, 'the sidebar shrinks to its strip');
  assert.equal(await page.locator('.doc-sidebar nav.sidebar').isVisible(), false);
  await page.goto(`${env.site.origin}/docs/instalar/`);
  assert.equal(await sidebarWidth(), 30, 'hidden from the first paint of the next page');
  await page.getByRole('button', { name: 'Expandir painel lateral' }).click();
  await eventually(sidebarWidth, 300, 'the sidebar is back, as wide as Docusaurus draws it');
  assert.equal(await page.locator('.doc-sidebar nav.sidebar').isVisible(), true);
  // On a phone the sidebar is in the menu: neither button shows.
  const phone = await open('/docs/', 390);
  assert.equal(await phone.locator('.sidebar-collapse, .sidebar-expand').evaluateAll((buttons) => buttons.filter((button) => (button as HTMLElement).offsetParent !== null).length), 0);
  await phone.close();
  await page.close();
});

test("Infima's table of contents, tabs and docs sidebar: the contents at 0.8rem with a rule on their left, the tabs bold with no rule under their row, the sidebar 300 px wide (Restyle's)", async () => {
  const page = await open('/docs/instalar/');
  const toc = await page.locator('.doc-toc .table-of-contents').evaluate((list) => ({ rem: Math.round((parseFloat(getComputedStyle(list).fontSize) / parseFloat(getComputedStyle(document.documentElement).fontSize)) * 100) / 100, rule: getComputedStyle(list).borderLeftStyle }));
  assert.deepEqual(toc, { rem: 0.8, rule: 'solid' });
  const tabs = await page.locator('.tabs-list').first().evaluate((row) => ({ rule: getComputedStyle(row).borderBottomStyle, weight: getComputedStyle(row.querySelector('.tab')!).fontWeight }));
  assert.deepEqual(tabs, { rule: 'none', weight: '700' });
  assert.equal(await page.locator('.doc-sidebar').evaluate((aside) => Math.round(aside.getBoundingClientRect().width)), 300);
  // The logo's box is a block, as Infima's: a block a project adds to it (Data Client's `.navbar__logo::after` label) goes under the picture, not beside it.
  const label = await page.evaluate(() => {
    const logo = document.querySelector('.navbar-inner > .navbar-brand .navbar__logo')!;
    const added = Object.assign(document.createElement('span'), { textContent: 'Label' });
    added.style.display = 'block';
    logo.append(added);
    return { labelTop: added.getBoundingClientRect().top, pictureBottom: logo.querySelector('img')!.getBoundingClientRect().bottom };
  });
  assert.ok(label.labelTop >= label.pictureBottom - 1, `the label is under the picture: ${JSON.stringify(label)}`);
  await page.close();
});

test("the footer follows a doc page with no gap, so a project's colour for the page's wrapper reaches it (Verdaccio's)", async () => {
  const page = await open('/docs/instalar/');
  assert.equal(await page.evaluate(() => document.querySelector('footer.footer')!.getBoundingClientRect().top - document.querySelector('.main-wrapper')!.getBoundingClientRect().bottom), 0);
  await page.close();
});

test('with autoCollapseCategories, opening a category closes its open sibling', async () => {
  const page = await open('/docs/');
  const openCategories = () => page.locator('.doc-sidebar details[open]').evaluateAll((all) => all.map((details) => details.closest('li')?.querySelector('a, summary')?.textContent?.trim()));
  assert.deepEqual(await openCategories(), ['Escrever páginas']);
  await page.locator('.doc-sidebar li', { hasText: 'Referência' }).locator('summary').first().click();
  await eventually(openCategories, ['Referência'], 'Referência opens, Escrever páginas closes');
  await page.close();
});

test("Infima's emphasis greys turn around in dark mode, a sidebar link is in Infima's menu grey (not a link's colour), and a project's rule for the active sidebar link wins over the theme's", async () => {
  const page = await open('/docs/instalar/');
  const emphasis = () => page.evaluate(() => ['200', '300'].map((level) => getComputedStyle(document.documentElement).getPropertyValue(`--ifm-color-emphasis-${level}`).trim()));
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  assert.deepEqual(await emphasis(), ['#ebedf0', '#dadde1']);
  assert.equal(await page.locator('.doc-sidebar a.menu__link:not(.menu__link--active)').first().evaluate((link) => getComputedStyle(link).color), 'rgb(96, 103, 112)', 'Infima\'s --ifm-color-emphasis-700');
  // Reselect's custom.css draws category labels (a category without a page: a label, not a link) in the text's colour.
  const label = await page.evaluate(() => {
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    sheet.insertRule('.menu__link--sublist { color: rgb(28, 30, 33); }', sheet.cssRules.length);
    const category = document.createElement('details');
    category.innerHTML = '<summary><span class="menu__link menu__link--sublist">Introduction</span></summary>';
    document.querySelector('.doc-sidebar .sidebar')!.append(category);
    return getComputedStyle(category.querySelector('span')!).color;
  });
  assert.equal(label, 'rgb(28, 30, 33)');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  assert.deepEqual(await emphasis(), ['#444950', '#606770'], 'lighter than the dark page, as Infima has them');
  // Redux Toolkit's custom.css, which comes after the theme's rules (put in by the CSS object model: the policy allows no <style>).
  await page.evaluate(() => {
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    for (const rule of ['.menu__link { font-weight: 400; }', '.menu__link--active:not(.menu__link--sublist) { background-color: rgb(118, 74, 188); }']) sheet.insertRule(rule, sheet.cssRules.length);
  });
  const active = await page.locator('.doc-sidebar a[aria-current="page"]').evaluate((link) => [getComputedStyle(link).backgroundColor, getComputedStyle(link).fontWeight]);
  assert.deepEqual(active, ['rgb(118, 74, 188)', '400']);
  await page.close();
});

test("headings are Infima's: a doc's title 3rem (2rem on a phone), a section's 2rem, in Infima's font whatever a project gives the body; a quotation is Infima's thin grey rule; inline code has Infima's padding", async () => {
  for (const [width, sizes] of [[1280, [3, 2]], [390, [2, 1.5]]] as const) {
    const page = await open('/docs/instalar/', width);
    // In rem: this project sets its own base size.
    const inRem = await page.evaluate(() => ['.markdown > header > h1', '.markdown > h2'].map((selector) => parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize) / parseFloat(getComputedStyle(document.documentElement).fontSize)));
    assert.deepEqual(inRem, sizes, `at ${width} px`);
    await page.close();
  }
  const page = await open('/docs/instalar/');
  const drawn = await page.evaluate(() => {
    // testing-library's custom.css sets the body's font, not Infima's variable.
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    sheet.insertRule('body { font-family: Georgia, serif; }', sheet.cssRules.length);
    document.documentElement.dataset.theme = 'light';
    const quote = document.createElement('blockquote');
    quote.innerHTML = '<p>getByRole, queryByRole</p>';
    document.querySelector('.markdown')!.append(quote);
    const style = getComputedStyle(quote);
    const code = getComputedStyle(document.querySelector('.markdown p code')!);
    return { heading: getComputedStyle(document.querySelector('.markdown > h2')!).fontFamily === getComputedStyle(document.body).fontFamily, rule: `${style.borderLeftWidth} ${style.borderLeftColor}`, height: quote.getBoundingClientRect().height === quote.querySelector('p')!.getBoundingClientRect().height, codePadding: Math.round((parseFloat(code.paddingLeft) / parseFloat(getComputedStyle(document.documentElement).fontSize)) * 100) / 100 };
  });
  assert.deepEqual(drawn, { heading: false, rule: '2px rgb(218, 221, 225)', height: true, codePadding: 0.1 }, "inline code padded by Infima's --ifm-code-padding-horizontal");
  await page.close();
});

test("a <details> is the info alert Docusaurus's Details draws (a thin border all round, the arrow in the alert's colour), and a project's details.alert rules win", async () => {
  const page = await open('/docs/componentes/');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  const details = page.locator('details.details').first();
  const look = () => details.evaluate((element) => { const style = getComputedStyle(element); return [style.borderLeftWidth, style.borderTopWidth, style.backgroundColor, getComputedStyle(element.querySelector('summary')!, '::before').borderLeftColor]; });
  assert.deepEqual(await look(), ['1px', '1px', 'rgb(238, 249, 253)', 'rgb(76, 179, 212)']);
  // testing-library's custom.css: its FAQ questions are plain rows.
  await page.evaluate(() => {
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    sheet.insertRule('details.alert { border: none; background: none; box-shadow: none; padding: 0; }', sheet.cssRules.length);
  });
  assert.deepEqual((await look()).slice(0, 3), ['0px', '0px', 'rgba(0, 0, 0, 0)']);
  await page.close();
});

test("Infima's avatars: a photo is a circle of its size class whatever its file's size, a vertical avatar a centred column", async () => {
  const page = await open('/');
  const drawn = await page.evaluate(() => {
    const avatar = document.createElement('div');
    avatar.className = 'avatar avatar--vertical';
    avatar.innerHTML = '<img class="avatar__photo avatar__photo--lg" width="400" height="400" alt=""><div class="avatar__intro"><div class="avatar__name">Ana</div></div>';
    document.querySelector('.react-page')!.append(avatar);
    const photo = getComputedStyle(avatar.querySelector('img')!);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    return [parseFloat(photo.width) / rem, photo.borderRadius, getComputedStyle(avatar).flexDirection];
  });
  assert.deepEqual(drawn, [4, '50%', 'column']);
  await page.close();
});

test("a code token is in its theme's colour in each mode, from the site's code stylesheet (its class, not a style attribute of its own)", async () => {
  const page = await open('/docs/instalar/');
  const token = page.locator('.code-block code .token-line span[class^="c-"]').first();
  const colours = () => token.evaluate((span) => [getComputedStyle(span).color, getComputedStyle(span).getPropertyValue('--shiki-light').trim(), getComputedStyle(span).getPropertyValue('--shiki-dark').trim(), span.getAttribute('style')]);
  const toRgb = (colour: string) => page.evaluate((value) => {
    const probe = document.createElement('i');
    probe.style.color = value;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, colour);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
    const [colour, light, dark, style] = await colours();
    assert.equal(style, null);
    assert.ok(light && dark, 'the class gives the token both colours');
    assert.equal(colour, await toRgb(mode === 'light' ? light! : dark!), mode);
  }
  await page.close();
});

test("Infima's badges keep Infima's colours in both modes: a secondary one light grey with black text, a warning one amber (typegoose's Required badges vanished into the dark page)", async () => {
  const page = await open('/');
  await page.evaluate(() => {
    for (const kind of ['secondary', 'warning', 'danger']) {
      const badge = document.createElement('span');
      badge.className = `badge badge--${kind}`;
      badge.textContent = kind;
      document.querySelector('.react-page')!.append(badge);
    }
  });
  const colours = () => page.evaluate(() => [...document.querySelectorAll('.react-page .badge')].map((badge) => [getComputedStyle(badge).backgroundColor, getComputedStyle(badge).color]));
  const expected = [['rgb(235, 237, 240)', 'rgb(0, 0, 0)'], ['rgb(255, 186, 0)', 'rgb(255, 255, 255)'], ['rgb(250, 56, 62)', 'rgb(255, 255, 255)']];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => (document.documentElement.dataset.theme = mode), theme);
    assert.deepEqual(await colours(), expected, theme);
  }
  await page.close();
});

test("an admonition is the Infima alert Docusaurus 3 draws (a tip is success: Infima's contrast colours, a 5 px bar alone), turned around in dark mode", async () => {
  const page = await open('/docs/componentes/');
  const tip = () =>
    page.locator('.theme-admonition-tip').first().evaluate((box) => {
      const style = getComputedStyle(box);
      return [style.backgroundColor, style.color, style.borderLeftColor, style.borderLeftWidth, style.borderTopWidth];
    });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  assert.deepEqual(await tip(), ['rgb(230, 246, 230)', 'rgb(0, 49, 0)', 'rgb(0, 148, 0)', '5px', '0px']);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  assert.deepEqual(await tip(), ['rgb(0, 49, 0)', 'rgb(230, 246, 230)', 'rgb(0, 148, 0)', '5px', '0px']);
  await page.close();
});

test("a table is Infima's: a grid of cells, zebra rows, as wide as its content; code is sized by --ifm-code-font-size", async () => {
  const page = await open('/comunidade/regras/');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  const table = await page.locator('main table').first().evaluate((element) => {
    const [, second] = element.querySelectorAll('tbody tr');
    const cell = element.querySelector('td')!;
    return [getComputedStyle(cell).borderLeftWidth, getComputedStyle(second!).backgroundColor, element.getBoundingClientRect().width < element.closest('article')!.getBoundingClientRect().width];
  });
  assert.deepEqual(table, ['1px', 'rgba(0, 0, 0, 0.03)', true]);
  const codeRatio = await page.evaluate(() => {
    const paragraph = document.createElement('p');
    paragraph.innerHTML = 'a <code>b</code>';
    document.querySelector('main article')!.append(paragraph);
    return parseFloat(getComputedStyle(paragraph.querySelector('code')!).fontSize) / parseFloat(getComputedStyle(paragraph).fontSize);
  });
  assert.ok(Math.abs(codeRatio - 0.95) < 0.01, `inline code is ${codeRatio} of its paragraph, Docusaurus's 95 %`);
  await page.close();
});

test("on a phone the navbar's side padding is the bar's, as Infima's: a project that restates it on .navbar (cspell's 1rem) does not double it", async () => {
  const page = await open('/docs/instalar/', 390);
  const toggleLeft = () => page.locator('.navbar-toggle').evaluate((toggle) => Math.round(toggle.getBoundingClientRect().left));
  const before = await toggleLeft();
  assert.ok(before >= 16 && before <= 18, `the menu button ${before} px from the edge`);
  await page.evaluate(() => {
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    sheet.insertRule('.navbar { padding-left: 1rem; padding-right: 1rem; }', sheet.cssRules.length);
  });
  assert.equal(await toggleLeft(), before);
  await page.close();
});

test("a post's title is theme-classic's size, 3rem on the list and on the post, 2rem on a phone (fbt's were 24 and 32 px)", async () => {
  for (const [path, selector, width, rem] of [['/blog/', '.post-preview > h2', 1280, 3], ['/blog/2025/03/01/novidades/', '.post > header > h1', 1280, 3], ['/blog/2025/03/01/novidades/', '.post > header > h1', 390, 2]] as const) {
    const page = await open(path, width);
    const sizes = await page.locator(selector).first().evaluate((title) => [parseFloat(getComputedStyle(title).fontSize), parseFloat(getComputedStyle(document.documentElement).fontSize)]);
    assert.equal(sizes[0], sizes[1]! * rem, `${path} at ${width} px`);
    await page.close();
  }
});
