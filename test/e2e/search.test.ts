/** The search box and the results page in real Chromium against the real env.site. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const env = siteInBrowser();

async function open(path: string, width: number): Promise<{ page: Page; indexRequests: string[] }> {
  const page = await env.browser.newPage({ viewport: { width, height: 800 } });
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/search/') && request.url().endsWith('.json')) indexRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(`${env.site.origin}${path}`);
  return { page, indexRequests };
}

const box = (page: Page) => page.locator('.navbar-search input');
const options = (page: Page) => page.locator('.search-panel [role="option"]');

describe('search box', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px the index loads only on first focus, with nothing typed meanwhile lost`, async () => {
      const { page, indexRequests } = await open('/wiki/survival/kits/', width);
      await page.waitForTimeout(800);
      assert.equal(indexRequests.length, 0, 'no index before the box is touched');
      await page.route('**/search/wiki-survival.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await box(page).focus();
      await page.keyboard.type('leilao', { delay: 20 });
      await eventually(() => page.locator('.search-spinner').isVisible(), true, 'a loading ring while the index arrives');
      await options(page).first().waitFor();
      assert.equal(await box(page).inputValue(), 'leilao');
      assert.match((await options(page).first().textContent()) ?? '', /Leilão/);
      assert.ok(indexRequests.some((request) => request === '/search/wiki-survival.json'), indexRequests.join(' '));
      assert.ok(indexRequests.every((request) => request.startsWith('/search/wiki-survival')), 'only this context');
      await page.close();
    });
  }

  test('hovering the box is enough to fetch the index, before any focus', async () => {
    const { page, indexRequests } = await open('/wiki/skyblock/', 1280);
    await page.waitForTimeout(800);
    assert.equal(indexRequests.length, 0, 'no index before the box is touched');
    const fetched = page.waitForRequest((request) => request.url().endsWith('/search/wiki-skyblock.json'));
    await box(page).hover();
    await fetched;
    await eventually(() => box(page).evaluate((input) => input === document.activeElement), false, 'hovering does not take the focus');
    await page.close();
  });

  test('Cmd+K focuses the box too (mod+k on a Mac)', async () => {
    const { page } = await open('/wiki/survival/', 1280);
    await page.keyboard.press('Meta+k');
    await eventually(() => box(page).evaluate((input) => input === document.activeElement), true);
    await page.close();
  });

  test('Ctrl+K focuses the box; suggestions stop at 8, each with section and marked excerpt; arrows and Enter open one', async () => {
    const { page } = await open('/wiki/survival/', 1280);
    await page.keyboard.press('Control+k');
    await eventually(() => box(page).evaluate((input) => input === document.activeElement), true);
    await page.keyboard.type('vip');
    await options(page).first().waitFor();
    assert.equal(await options(page).count(), 8);
    await page.locator('.search-panel mark').first().waitFor();
    assert.match((await page.locator('.search-panel mark').first().textContent()) ?? '', /vip/i);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await eventually(() => options(page).nth(1).getAttribute('aria-selected'), 'true');
    const href = await options(page).nth(1).getAttribute('data-href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
    assert.match(href ?? '', /\?_highlight=vip/);
    await page.close();
  });

  test('a combobox: the input names the listbox that exists and, as the arrows move, the option that exists; Enter opens that one', async () => {
    const { page } = await open('/wiki/survival/', 1280);
    await box(page).focus();
    assert.equal(await box(page).getAttribute('aria-expanded'), 'false');
    await page.keyboard.type('vip');
    await options(page).nth(2).waitFor();
    assert.equal(await box(page).getAttribute('role'), 'combobox');
    assert.equal(await box(page).getAttribute('aria-autocomplete'), 'list');
    assert.equal(await box(page).getAttribute('aria-expanded'), 'true');
    const listbox = await box(page).getAttribute('aria-controls');
    assert.equal(await page.locator(`[id="${listbox}"]`).getAttribute('role'), 'listbox', 'aria-controls names the listbox');
    assert.equal(await page.locator('.search-panel [role="option"] a, .search-panel [role="option"] [tabindex]').count(), 0, 'no control inside an option');
    assert.equal(await box(page).getAttribute('aria-activedescendant'), null, 'no option is active before an arrow');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = await options(page).nth(1).getAttribute('id');
    assert.ok(second);
    await eventually(() => box(page).getAttribute('aria-activedescendant'), second);
    assert.equal(await page.locator(`[id="${second}"]`).getAttribute('aria-selected'), 'true', 'the option it names exists and is selected');
    assert.equal(await page.locator('.search-panel [aria-selected="true"]').count(), 1);
    await page.keyboard.press('ArrowUp');
    await eventually(() => box(page).getAttribute('aria-activedescendant'), await options(page).nth(0).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await eventually(() => box(page).getAttribute('aria-activedescendant'), await options(page).last().getAttribute('id'), 'up from the first wraps to the last');
    await page.keyboard.press('Home');
    await eventually(() => box(page).getAttribute('aria-activedescendant'), null, 'Home gives the focus back to the text');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await eventually(() => box(page).getAttribute('aria-activedescendant'), second);

    const href = await page.locator(`[id="${second}"]`).getAttribute('data-href');
    assert.match(href ?? '', /^\/wiki\/survival\/.*\?_highlight=vip/);
    assert.ok(await box(page).evaluate((input) => input === document.activeElement), 'the focus never left the input');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
    await page.close();
  });

  test('Escape closes the suggestions and keeps the text; leaving the box closes them; a click on an option opens its page', async () => {
    const { page } = await open('/wiki/survival/', 1280);
    await box(page).focus();
    await page.keyboard.type('vip');
    await options(page).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await eventually(() => page.locator('.search-panel').count(), 0);
    assert.equal(await box(page).inputValue(), 'vip');
    assert.equal(await box(page).getAttribute('aria-expanded'), 'false');
    assert.equal(await box(page).getAttribute('aria-activedescendant'), null);
    await page.keyboard.press('ArrowDown');
    await eventually(() => box(page).getAttribute('aria-activedescendant'), await options(page).first().getAttribute('id'), 'down opens them again on the first option');

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await eventually(() => page.locator('.search-panel').count(), 0, 'the list hides when the input loses the focus');
    await box(page).focus();
    await options(page).nth(2).waitFor();
    const href = await options(page).nth(2).getAttribute('data-href');
    await options(page).nth(2).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
    await page.close();
  });

  test('"Nenhum resultado", and footer links to all results in and outside the context', async () => {
    const { page } = await open('/wiki/skyblock/', 1280);
    await box(page).focus();
    await page.keyboard.type('xilofone');
    await page.locator('.search-panel').getByText('Nenhum resultado').waitFor();
    const inside = page.getByRole('link', { name: 'Ver todos os resultados em "Skyblock"' });
    const outside = page.getByRole('link', { name: 'Ver todos os resultados fora de "Skyblock"' });
    await eventually(() => inside.getAttribute('href'), '/search/?q=xilofone&ctx=%2Fwiki%2Fskyblock');
    await eventually(() => outside.getAttribute('href'), '/search/?q=xilofone&ctx=');

    const home = await open('/', 1280);
    await box(home.page).focus();
    await home.page.keyboard.type('regras');
    const all = home.page.getByRole('link', { name: 'Ver todos os resultados', exact: true });
    await all.waitFor();
    await eventually(() => all.getAttribute('href'), '/search/?q=regras', 'outside the wiki, all results are the whole site');
    await home.page.close();
    await page.close();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px a search with no results offers a way out: "Você quis dizer", which searches the correction, and the other contexts that have results`, async () => {
      const { page } = await open('/wiki/survival/', width);
      await box(page).focus();
      await page.keyboard.type('lotriea');
      const correction = page.locator('.search-panel .search-correction');
      await correction.waitFor();
      assert.match((await page.locator('.search-panel').textContent()) ?? '', /Nenhum resultado.*Você quis dizer loteria\?/s);
      await correction.click();
      await eventually(() => box(page).inputValue(), 'loteria');
      await options(page).first().waitFor();
      assert.match((await options(page).first().textContent()) ?? '', /Loteria/);

      await box(page).fill('');
      await page.keyboard.type('hidrogenio');
      const skyblock = page.locator('.search-panel .search-elsewhere a');
      await skyblock.first().waitFor();
      assert.match((await skyblock.first().textContent()) ?? '', /^Skyblock: (um resultado|\d+ resultados)$/);
      assert.equal(await skyblock.first().getAttribute('href'), '/search/?q=hidrogenio&ctx=%2Fwiki%2Fskyblock');
      await skyblock.first().click();
      await page.waitForURL(/\/search\/\?q=hidrogenio&ctx=%2Fwiki%2Fskyblock$/);
      await page.locator('.search-results-list li').first().waitFor();
      await page.close();
    });
  }

  test('/search/ with no results in its context says so, suggests the correction and links to the contexts that have results', async () => {
    const { page } = await open('/search/?q=hidrogenio&ctx=%2Fwiki%2Fsurvival', 1280);
    const elsewhere = page.locator('.search-results .search-elsewhere a');
    await elsewhere.first().waitFor();
    assert.match((await page.locator('.search-results').textContent()) ?? '', /Nenhum resultado/);
    assert.equal(await elsewhere.first().getAttribute('href'), '/search/?q=hidrogenio&ctx=%2Fwiki%2Fskyblock');
    await page.goto(`${env.site.origin}/search/?q=lotriea&ctx=%2Fwiki%2Fsurvival`);
    const correction = page.locator('.search-results a.search-correction');
    await correction.waitFor();
    assert.equal(await correction.getAttribute('href'), '/search/?q=loteria&ctx=%2Fwiki%2Fsurvival');
    await page.close();
  });

  test('outside the wiki the box says it searches the site and finds wiki pages too, this part of the site first', async () => {
    const { page, indexRequests } = await open('/', 1280);
    assert.equal(await box(page).getAttribute('placeholder'), 'Pesquisar no site');
    await box(page).focus();
    await page.keyboard.type('alquimia');
    await eventually(async () => (await options(page).allTextContents()).some((text) => text.startsWith('Alquimia')), true, 'a Skyblock page is suggested from the home page');
    assert.deepEqual(
      ['site', 'wiki-survival', 'wiki-skyblock'].map((name) => indexRequests.includes(`/search/${name}.json`)),
      [true, true, true],
      indexRequests.join(' '),
    );
    await box(page).fill('regras');
    await eventually(async () => (await options(page).first().getAttribute('data-href'))?.startsWith('/regras/'), true, "the site's own pages come first");
    const wiki = await open('/wiki/skyblock/', 1280);
    assert.equal(await box(wiki.page).getAttribute('placeholder'), 'Pesquisar na wiki');
    await wiki.page.close();
    await page.close();
  });

  test('what a visitor types is shown as text, never as HTML', async () => {
    const { page } = await open('/', 1280);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await box(page).focus();
    await page.keyboard.type('<img src=x onerror=alert(1)>');
    await page.locator('.search-panel').waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.locator('.search-panel img, .search-results img').count(), 0);
    await page.goto(`${env.site.origin}/search/?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await page.locator('.search-results-title').waitFor();
    assert.match((await page.locator('.search-results-title').textContent()) ?? '', /<img src=x onerror=alert\(1\)>/);
    assert.equal(await page.locator('main img').count(), 0);
    assert.deepEqual(alerts, []);
    await page.close();
  });
});

describe('results page and highlight', () => {
  test('/search/ lists every result of its context, keeps the query in the address and lets the context change', async () => {
    const { page } = await open('/search/?q=warp&ctx=%2Fwiki%2Fsurvival', 390);
    await page.locator('.search-results-list li').first().waitFor();
    const count = await page.locator('.search-results-list li').count();
    assert.ok(count > 8, `${count} results`);
    assert.equal(await page.locator('#search-page-context').inputValue(), '/wiki/survival');
    await page.locator('#search-page-input').fill('fabrica');
    await page.locator('#search-page-context').selectOption('/wiki/skyblock');
    await page.waitForFunction(() => location.search === '?q=fabrica&ctx=%2Fwiki%2Fskyblock');
    await page.locator('.search-results-list li a[href^="/wiki/skyblock/fabricas/"]').first().waitFor();
    await page.close();
  });

  test('/search/?q= shows its results without React: with the islands\' code (and React) never arriving, they still come', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 800 } });
    // Every island goes through this module, which imports React: without it, no island can run.
    await page.route('**/assets/hydrate-island.*.js', (route) => route.abort());
    await page.goto(`${env.site.origin}/search/?q=vip`);
    await page.locator('.search-results-list li .search-hit-excerpt mark').first().waitFor();
    assert.match((await page.locator('.search-results-title').textContent()) ?? '', /^Resultados para "vip" · \d+ resultados$/);
    await page.locator('#search-page-input').fill('vip ultimate');
    await page.waitForFunction(() => location.search === '?q=vip+ultimate');
    await page.locator('.search-results-title', { hasText: '"vip ultimate"' }).waitFor();
    await page.close();
  });

  test('/search/?q= asks for its code and entry files from the HTML, and for later excerpts only when they near the screen', async () => {
    const { page, indexRequests } = await open('/search/?q=vip', 390);
    const preloads = await page.locator('head link[rel="preload"][as="fetch"], head link[rel="modulepreload"][href*="search-results"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(preloads.some((href) => href?.includes('/assets/search-results.')), 'the results code is preloaded');
    assert.deepEqual(preloads.filter((href) => href?.startsWith('/search/')).sort(), ['/search/site.json', '/search/wiki-skyblock.json', '/search/wiki-survival.json']);
    const items = page.locator('.search-results-list li');
    await items.first().waitFor();
    const total = Number(/· (\d+) resultados/.exec((await page.locator('.search-results-title').textContent()) ?? '')?.[1]);
    assert.ok(total > 30, `${total} results: enough for excerpts below the screen`);
    await eventually(() => items.count(), total, 'every result listed, the last ones a task later');
    const withExcerpt = () => page.locator('.search-results-list li:has(.search-hit-excerpt)').count();
    await eventually(async () => (await withExcerpt()) >= 10, true);
    const textFilesBefore = indexRequests.filter((request) => /\/x\d+\.json$/.test(request)).length;
    assert.ok((await withExcerpt()) < total, 'the last results have no excerpt before the page is scrolled');
    await items.last().scrollIntoViewIfNeeded();
    await eventually(async () => (await items.last().locator('.search-hit-excerpt').count()) === 1, true);
    assert.ok(indexRequests.filter((request) => /\/x\d+\.json$/.test(request)).length > textFilesBefore, 'scrolling fetched more texts');
    // Each entry file once: the preloaded response is the one the code reads.
    assert.equal(indexRequests.filter((request) => request === '/search/site.json').length, 1);
    await page.close();
  });

  test('without ctx, /search/ searches the whole site, best first; choosing a context narrows it and back', async () => {
    const { page } = await open('/search/?q=leilao', 1280);
    const links = page.locator('.search-results-list li > a');
    await links.first().waitFor();
    assert.match((await links.first().getAttribute('href')) ?? '', /^\/wiki\/survival\/economia\/leilao\//, 'the wiki page first');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    assert.ok(hrefs.some((href) => !href.startsWith('/wiki/')), 'pages outside the wiki too');
    await eventually(() => page.locator('#search-page-context option:checked').textContent(), 'Todo o site');
    await page.locator('.search-results-list li .search-hit-excerpt mark').first().waitFor();

    await page.locator('#search-page-context').selectOption('');
    await page.waitForFunction(() => location.search === '?q=leilao&ctx=');
    await page.waitForFunction(() => [...document.querySelectorAll('.search-results-list li > a')].every((a) => !a.getAttribute('href')?.startsWith('/wiki/')));
    await page.locator('#search-page-context').selectOption({ label: 'Todo o site' });
    await page.waitForFunction(() => location.search === '?q=leilao');
    await page.close();
  });

  test('a result marks the searched words on its page; the button clears the marks and the parameters', async () => {
    const { page } = await open('/wiki/survival/economia/leilao/?_highlight=leilão', 1280);
    await page.locator('mark.search-highlight').first().waitFor();
    assert.ok((await page.locator('main mark.search-highlight').count()) > 3);
    await page.getByRole('button', { name: 'Limpar destaque' }).click();
    assert.equal(await page.locator('mark.search-highlight').count(), 0);
    assert.equal(new URL(page.url()).search, '');
    await page.close();
  });

  test('a result found by a synonym marks the word the page uses (content/data/busca.yml: clan → clã)', async () => {
    const { page } = await open('/wiki/survival/clan/?_highlight=clan', 1280);
    await page.locator('mark.search-highlight').first().waitFor();
    const marked = await page.locator('main mark.search-highlight').allTextContents();
    assert.ok(marked.some((word) => word.toLowerCase() === 'clã'), `marked: ${marked.join(', ')}`);
    await page.close();
  });
});
