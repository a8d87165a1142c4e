/**
 * What a visitor sees the layout do (specification 2.5 and 4), in real Chromium against the real
 * site: the navbar that hides on scroll, the dropdowns (mouse, keyboard and touch), the mobile menu,
 * collapsing sidebar categories, link prefetching and the progress bar. Each at 390 px and 1280 px,
 * except what exists at one width only (the desktop dropdowns, the mobile menu).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const env = siteInBrowser();

async function open(path: string, width: number, setUp?: (page: Page) => Promise<unknown>, options: { hasTouch?: boolean } = {}): Promise<Page> {
  const page = await env.browser.newPage({ viewport: { width, height: 800 }, hasTouch: options.hasTouch });
  await setUp?.(page);
  await page.goto(`${env.site.origin}${path}`);
  return page;
}

/**
 * A finger put down at (x, y), held while `during` runs, then lifted after moving away, as when a
 * swipe starts: the page gets `touchstart` but no tap, so no click follows and no link is followed.
 */
async function touchWithoutTap(page: Page, x: number, y: number, during: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await during();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - 150 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Below 996 px the main items are in the menu: opens it. */
const openMobileMenu = (page: Page) => page.locator('summary[aria-label="Abrir menu"]').click();

/** The wiki sidebar where the visitor finds it: beside the page, or below 996 px in the menu's secondary panel. */
async function wikiSidebar(page: Page, width: number): Promise<string> {
  if (width > 996) return 'aside nav.sidebar';
  await openMobileMenu(page);
  await page.locator('.navbar-sidebar nav.sidebar').waitFor();
  return '.navbar-sidebar nav.sidebar';
}

/** Follows a link of the main menu as a visitor does: from the navbar, or below 996 px from the menu. */
async function followMainLink(page: Page, width: number, name: string): Promise<void> {
  if (width > 996) return page.locator('.navbar-left').getByRole('link', { name, exact: true }).click();
  await openMobileMenu(page);
  await page.locator('.navbar-sidebar').getByRole('link', { name, exact: true }).click();
}

const navbarHidden = (page: Page) => page.locator('#navbar').evaluate((navbar) => navbar.classList.contains('navbar-hidden'));
const navbarBottom = (page: Page) => page.locator('#navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);

describe('navbar on scroll', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px it hides on scroll down, returns on scroll up, at the top and on an anchor jump`, async () => {
      const page = await open('/regras/', width);
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => document.getElementById('navbar')!.classList.contains('navbar-hidden'));
      await page.waitForFunction(() => document.getElementById('navbar')!.getBoundingClientRect().bottom <= 0);

      await page.mouse.wheel(0, -300);
      await page.waitForFunction(() => !document.getElementById('navbar')!.classList.contains('navbar-hidden'));

      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => document.getElementById('navbar')!.classList.contains('navbar-hidden'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => !document.getElementById('navbar')!.classList.contains('navbar-hidden'));

      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => document.getElementById('navbar')!.classList.contains('navbar-hidden'));
      await page.evaluate(() => (location.hash = '#12'));
      await page.waitForFunction(() => !document.getElementById('navbar')!.classList.contains('navbar-hidden'));
      await page.waitForTimeout(300);
      const heading = await page.locator('[id="12"]').boundingBox();
      assert.ok(heading && heading.y >= (await navbarBottom(page)), `the anchor target (y ${heading?.y}) is below the bar`);
      await eventually(() => navbarHidden(page), false);
      await page.close();
    });
  }
});

describe('navbar dropdowns at 1280 px', () => {
  const menuOf = (page: Page, label: string) => page.locator('.navbar-left .dropdown', { has: page.locator(`:scope > .navbar-link:text-is("${label}")`) });

  test('hovering opens a dropdown and leaving closes it', async () => {
    const page = await open('/', 1280);
    const regras = menuOf(page, 'Regras');
    await regras.locator('.navbar-link').hover();
    await eventually(() => regras.locator('.dropdown-menu').isVisible(), true);
    await eventually(() => regras.locator('.navbar-link').getAttribute('aria-expanded'), 'true');
    await page.mouse.move(1200, 780);
    await eventually(() => regras.locator('.dropdown-menu').isVisible(), false);
    await page.close();
  });

  test('Enter opens, arrows move between items, Escape closes and returns focus to the trigger', async () => {
    const page = await open('/', 1280);
    const regras = menuOf(page, 'Regras');
    const trigger = regras.locator(':scope > .navbar-link');
    await trigger.focus();
    await eventually(() => regras.locator('.dropdown-menu').isVisible(), false, 'focus alone does not open it');
    await page.keyboard.press('Enter');
    await eventually(() => regras.locator('.dropdown-menu').isVisible(), true);
    await eventually(() => trigger.getAttribute('aria-expanded'), 'true');
    assert.equal(page.url(), `${env.site.origin}/`, 'Enter opened the menu instead of following the link');
    await page.keyboard.press('ArrowDown');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent), '01 · Insultar outros jogadores');
    await page.keyboard.press('ArrowDown');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent), '02 · Usar métodos para obter vantagem');
    await page.keyboard.press('End');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent), '18 · Compartilhamento de conta');
    await page.keyboard.press('Escape');
    await eventually(() => regras.locator('.dropdown-menu').isVisible(), false);
    await eventually(() => trigger.getAttribute('aria-expanded'), 'false');
    await eventually(() => trigger.evaluate((element) => element === document.activeElement), true);
    await page.close();
  });

  test('a click outside and focus leaving close an open dropdown; Enter on an item follows it', async () => {
    // The click outside must close the menu by itself: focus stays where it was, so focus leaving cannot be what closed it.
    const page = await open('/', 1280, (page) => page.addInitScript({ content: `document.addEventListener('mousedown', (event) => event.preventDefault(), true);` }));
    const outros = menuOf(page, 'Outros');
    const trigger = outros.locator(':scope > .navbar-link');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await eventually(() => outros.locator('.dropdown-menu').isVisible(), true);
    await page.mouse.click(640, 700);
    await eventually(() => outros.locator('.dropdown-menu').isVisible(), false);

    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.locator('.navbar-brand').focus();
    await eventually(() => outros.locator('.dropdown-menu').isVisible(), false);

    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.origin}/form/`);
    await page.close();
  });

  test('on a touch screen a tap opens a dropdown; a tap outside, a second tap or a swipe outside closes it', async () => {
    // As in Safari, a tapped button does not take focus: focus leaving cannot close the menu here,
    // only the touch outside can.
    const page = await open('/', 1280, (page) => page.addInitScript({ content: `document.addEventListener('mousedown', (event) => event.preventDefault(), true);` }), {
      hasTouch: true,
    });
    const outros = menuOf(page, 'Outros');
    const trigger = outros.locator(':scope > .navbar-link');
    const menu = outros.locator('.dropdown-menu');
    await trigger.tap();
    await eventually(() => menu.isVisible(), true);
    await eventually(() => trigger.getAttribute('aria-expanded'), 'true');
    await eventually(() => outros.evaluate((dropdown) => dropdown.contains(document.activeElement)), false, 'the tap left focus outside');
    await page.touchscreen.tap(640, 700);
    await eventually(() => menu.isVisible(), false);
    await eventually(() => trigger.getAttribute('aria-expanded'), 'false');
    assert.equal(page.url(), `${env.site.origin}/`);

    // A second tap on the button closes it. The taps leave the dropdown "hovered" (touch screens
    // keep hover where the finger was): hover must not hold the menu open there.
    await trigger.tap();
    await eventually(() => menu.isVisible(), true);
    await trigger.tap();
    await eventually(() => menu.isVisible(), false);
    await eventually(() => trigger.getAttribute('aria-expanded'), 'false');

    // So does a swipe outside, a touch that scrolls without a tap.
    await trigger.tap();
    await touchWithoutTap(page, 640, 700, async () => {});
    await eventually(() => menu.isVisible(), false);
    await eventually(() => trigger.getAttribute('aria-expanded'), 'false');
    await page.close();
  });
});

describe('mobile menu below 996 px', () => {
  test('on a wiki page it opens on the wiki sidebar; "← Voltar ao menu principal" shows the main items', async () => {
    const page = await open('/wiki/survival/', 390);
    const menu = page.locator('.navbar-sidebar');
    await eventually(() => menu.isVisible(), false);
    await page.locator('summary[aria-label="Abrir menu"]').click();
    const sidebar = menu.getByRole('navigation', { name: 'Menu da wiki' });
    await eventually(() => sidebar.isVisible(), true);
    await eventually(() => menu.getByRole('link', { name: 'Jogar', exact: true }).isVisible(), false);
    const box = await menu.boundingBox();
    assert.ok(box && box.height > 600, `the menu fills the screen's height (${box?.height} px)`);

    await menu.getByRole('button', { name: '← Voltar ao menu principal' }).click();
    await eventually(() => menu.getByRole('link', { name: 'Jogar', exact: true }).isVisible(), true);
    await eventually(() => sidebar.isVisible(), false);
    // The active dropdown (Wiki) opened by itself; another one expands on a tap.
    await eventually(() => menu.getByRole('link', { name: 'Survival', exact: true }).isVisible(), true);
    const regras = menu.locator('details.menu-category', { has: page.locator('summary:text-is("Regras")') });
    await eventually(() => regras.evaluate((details) => (details as HTMLDetailsElement).open), false);
    await regras.locator('summary').click();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLDetailsElement>('details.menu-category')].some((d) => d.open && d.textContent?.includes('01 · Insultar')));
    await eventually(() => regras.getByRole('link', { name: '01 · Insultar outros jogadores' }).isVisible(), true);
    await page.close();
  });

  test("on a post it opens on the blog's list of posts, as Docusaurus's does (Redex's posts could not be reached on a phone)", async () => {
    const page = await open('/blog/como-criar-mapart/', 390);
    const menu = page.locator('.navbar-sidebar');
    await page.locator('summary[aria-label="Abrir menu"]').click();
    const posts = menu.locator('nav.blog-sidebar');
    await eventually(() => posts.isVisible(), true);
    assert.ok((await posts.locator('a').count()) > 1, 'the posts are links');
    await menu.getByRole('button', { name: '← Voltar ao menu principal' }).click();
    await eventually(() => posts.isVisible(), false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await eventually(() => page.locator('aside.blog-aside nav.blog-sidebar').isVisible(), true);
    await page.close();
  });

  test('the menu closes and the sidebar returns beside the page when the window grows past 996 px', async () => {
    const page = await open('/wiki/survival/', 390);
    await page.locator('summary[aria-label="Abrir menu"]').click();
    await eventually(() => page.locator('.navbar-sidebar').isVisible(), true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.querySelector('details.navbar-mobile[open]'));
    await eventually(() => page.locator('aside.doc-sidebar nav.sidebar').isVisible(), true);
    await page.close();
  });

  test('Escape and a tap outside close the menu; the page beside an open menu is dimmed', async () => {
    const page = await open('/', 390);
    const toggle = page.locator('summary[aria-label="Abrir menu"]');
    await toggle.click();
    await page.keyboard.press('Escape');
    await eventually(() => page.locator('.navbar-sidebar').isVisible(), false);
    await toggle.click();
    const beside = await page.evaluate(() => {
      const element = document.elementFromPoint(370, 600);
      return [element?.className, element ? getComputedStyle(element, '::before').backgroundColor : ''];
    });
    assert.deepEqual(beside, ['navbar-toggle', 'rgba(0, 0, 0, 0.6)'], 'a backdrop covers the page beside the menu');
    await page.mouse.click(370, 600);
    await eventually(() => page.locator('.navbar-sidebar').isVisible(), false);
    await page.close();
  });
});

describe('sidebar categories', () => {
  test('a page carries only the path to it: a closed category gets its items from the sidebar file, fetched once', async () => {
    const page = await open('/wiki/survival/kits/', 1280);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sidebars/')) fetched.push(new URL(request.url()).pathname);
    });
    const closed = page.locator('aside nav.sidebar li.sidebar-category > details:not([open])');
    assert.equal(await closed.first().locator(':scope > ul').count(), 0, 'a closed category has no items in the page');
    for (const index of [0, 1]) {
      await closed.nth(index).locator(':scope > summary').click();
      await eventually(() => page.locator('aside nav.sidebar li.sidebar-category > details[open] > ul a').count().then((count) => count > 0), true, 'its pages show');
    }
    assert.equal(fetched.length, 1, fetched.join(' '));
    assert.match(fetched[0]!, /^\/sidebars\/survival\.json$/);
    await page.close();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px a closed category expands and collapses with an animation; its link still navigates`, async () => {
      const page = await open('/wiki/survival/', width);
      const sidebar = await wikiSidebar(page, width);
      // Pinned by its link: a locator for "the first closed category" would move on once it opens.
      const firstClosedLink = await page.locator(`${sidebar} li.sidebar-category:has(> details:not([open])) > a`).first().getAttribute('href');
      const category = page.locator(`${sidebar} li.sidebar-category:has(> a[href="${firstClosedLink}"]) > details`);
      // Clicks the row (not its link) and samples the list's height on every frame, inside the page:
      // a round trip per sample would be slower than the animation on a loaded machine.
      // A closed category comes without its items (they are fetched as it opens): until its list is
      // there, its height is 0.
      const toggleAndSample = () =>
        category.evaluate(async (details) => {
          details.querySelector(':scope > summary')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          const heights: number[] = [];
          const started = performance.now();
          while (performance.now() - started < 1500) {
            heights.push(details.querySelector(':scope > ul')?.getBoundingClientRect().height ?? 0);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          return { heights, open: (details as HTMLDetailsElement).open };
        });

      const opening = await toggleAndSample();
      const full = opening.heights.at(-1)!;
      assert.equal(opening.open, true);
      assert.ok(full > 20, `open height ${full}`);
      const between = opening.heights.filter((height) => height > 0 && height < full);
      assert.ok(between.length >= 3, `heights while opening: ${opening.heights.map(Math.round).join(', ')}`);
      await eventually(() => category.locator(':scope > ul a').first().isVisible(), true, 'its pages show');

      const closing = await toggleAndSample();
      assert.equal(closing.open, false, `heights while closing: ${closing.heights.map(Math.round).join(', ')}`);
      assert.ok(closing.heights.some((height) => height > 0 && height < full), `heights while closing: ${closing.heights.map(Math.round).join(', ')}`);
      await eventually(() => category.locator(':scope > ul a').first().isVisible(), false, 'its pages are hidden again');

      await page.locator(`${sidebar} li.sidebar-category > a[href="${firstClosedLink}"]`).click();
      await page.waitForURL(`${env.site.origin}${firstClosedLink}`);
      await page.close();
    });

    test(`at ${width} px the active page's categories start open`, async () => {
      const page = await open('/wiki/survival/conta/', width);
      const href = await page.locator('nav.sidebar details[open] > ul a:not([aria-current])').first().getAttribute('href');
      await page.goto(`${env.site.origin}${href}`);
      const sidebar = await wikiSidebar(page, width);
      const active = page.locator(`${sidebar} a[aria-current="page"]`);
      await eventually(() => active.isVisible(), true);
      await eventually(() => active.evaluate((link) => link.closest('details')?.open), true);
      await page.close();
    });
  }
});

describe('prefetching', () => {
  const prefetched = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href));
  const waitForPrefetch = (page: Page, path: string) =>
    page.waitForFunction((url) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((link) => link.href === url), `${env.site.origin}${path}`);
  /**
   * Resolves once the page has had an idle moment and its links' first visibility report: the
   * prefetcher starts watching links when idle, and an observer made later reports after it, so by
   * then any prefetch would have been asked for.
   */
  const linksSeen = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(
            () => {
              const observer = new IntersectionObserver(() => {
                observer.disconnect();
                resolve();
              });
              observer.observe(document.querySelector('a[href]')!);
            },
            { timeout: 5000 },
          ),
        ),
    );
  const FOOTER_ONLY = '/legal/politica-de-privacidade/';

  for (const width of [390, 1280]) {
    test(`at ${width} px visible internal links are prefetched, others once scrolled into view; hover is left to speculation rules`, async () => {
      const page = await open('/', width);
      await waitForPrefetch(page, '/jogar/');
      await linksSeen(page);
      const urls = await prefetched(page);
      assert.ok(urls.every((url) => url.startsWith(env.site.origin) && !url.endsWith('.xml')), `only pages of this site: ${urls.join(' ')}`);
      assert.ok(!urls.includes(`${env.site.origin}${FOOTER_ONLY}`), `the footer is out of view: ${urls.join(' ')}`);
      await page.locator(`footer a[href="${FOOTER_ONLY}"]`).scrollIntoViewIfNeeded();
      await waitForPrefetch(page, FOOTER_ONLY);
      const rules = await page.locator('script[type="speculationrules"]').textContent();
      assert.deepEqual(JSON.parse(rules ?? '{}').prefetch[0].eagerness, 'moderate');
      await page.close();
    });

    test(`at ${width} px without speculation rules, ${width > 996 ? 'hovering' : 'touching'} a link preloads it`, async () => {
      const page = await open(
        '/',
        width,
        (page) =>
          page.addInitScript({
            content: `Object.defineProperty(HTMLScriptElement, 'supports', { value: function () { return false; } });
              window.IntersectionObserver = function () { return { observe() {}, unobserve() {}, disconnect() {} }; };`,
          }),
        { hasTouch: width <= 996 },
      );
      if (width > 996) {
        await page.getByRole('link', { name: 'Equipe', exact: true }).first().hover();
        await page.waitForFunction(() => document.querySelector('link[rel="prefetch"]'));
        await eventually(() => prefetched(page), [`${env.site.origin}/equipe/`]);
      } else {
        const box = (await page.locator('main').getByRole('link', { name: 'Wiki', exact: true }).boundingBox())!;
        await touchWithoutTap(page, box.x + box.width / 2, box.y + box.height / 2, async () => {
          await page.waitForFunction(() => document.querySelector('link[rel="prefetch"]'));
        });
        await eventually(() => prefetched(page), [`${env.site.origin}/wiki/`]);
        assert.equal(page.url(), `${env.site.origin}/`, 'a touch is not a tap: the page stayed');
      }
      await page.close();
    });

    for (const [label, connection] of [
      ['data saving on', { saveData: true, effectiveType: '4g' }],
      ['a slow 2g connection', { saveData: false, effectiveType: 'slow-2g' }],
    ] as const) {
      test(`at ${width} px nothing is prefetched with ${label}`, async () => {
        const page = await open('/', width, (page) =>
          page.addInitScript({ content: `Object.defineProperty(Navigator.prototype, 'connection', { get() { return ${JSON.stringify(connection)}; } });` }),
        );
        await linksSeen(page);
        await eventually(() => prefetched(page), []);
        assert.equal(await page.locator('script[type="speculationrules"]').count(), 0);
        await page.close();
      });
    }

    test(`at ${width} px a failed prefetch logs a warning`, async () => {
      let warned: Promise<unknown> | undefined;
      const page = await open('/', width, async (page) => {
        warned = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes(`Prefetch failed: ${env.site.origin}/jogar/`));
        await page.route('**/jogar/', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
      });
      await warned;
      await page.close();
    });
  }
});

describe('progress bar', () => {
  /** The old page is gone once the next one arrives: it notes what the bar did in session storage. */
  const recordProgressBar = `
    document.addEventListener('click', () => sessionStorage.setItem('clicked-at', String(Date.now())), true);
    new MutationObserver(() => {
      const bar = document.querySelector('.progress-bar');
      if (!bar || sessionStorage.getItem('bar-at')) return;
      sessionStorage.setItem('bar-at', String(Date.now()));
      sessionStorage.setItem('bar-scale', String(new DOMMatrix(getComputedStyle(bar).transform).a));
      setTimeout(() => sessionStorage.setItem('bar-scale-later', String(new DOMMatrix(getComputedStyle(bar).transform).a)), 1000);
    }).observe(document, { childList: true, subtree: true });`;
  const recorded = (page: Page) =>
    page.evaluate(() => Object.fromEntries(['clicked-at', 'bar-at', 'bar-scale', 'bar-scale-later'].map((key) => [key, Number(sessionStorage.getItem(key))])));

  for (const width of [390, 1280]) {
    test(`at ${width} px it appears when a clicked page has not arrived in 200 ms, starts at 8 % and trickles on`, async () => {
      const page = await open('/', width, async (page) => {
        await page.addInitScript({ content: recordProgressBar });
        // No prefetch: Chromium stops running the old page while a navigation waits on a prefetch.
        await page.addInitScript({ content: `Object.defineProperty(Navigator.prototype, 'connection', { get() { return { saveData: true }; } });` });
        await page.route('**/equipe/', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1600));
          await route.continue();
        });
      });
      await followMainLink(page, width, 'Equipe');
      await page.waitForURL(`${env.site.origin}/equipe/`);
      const bar = await recorded(page);
      assert.ok(bar['bar-at']! > 0, 'the bar appeared');
      assert.ok(bar['bar-at']! - bar['clicked-at']! >= 190, `after ${bar['bar-at']! - bar['clicked-at']!} ms`);
      assert.ok(Math.abs(bar['bar-scale']! - 0.08) < 0.01, `starts at ${bar['bar-scale']}`);
      assert.ok(bar['bar-scale-later']! > bar['bar-scale']! && bar['bar-scale-later']! < 1, `then ${bar['bar-scale-later']}`);
      assert.equal(await page.locator('.progress-bar').count(), 0, 'the new page has no bar');
      await page.close();
    });

    test(`at ${width} px it does not appear when the page arrives quickly`, async () => {
      const page = await open('/', width, (page) => page.addInitScript({ content: recordProgressBar }));
      await followMainLink(page, width, 'Jogar');
      await page.waitForURL(`${env.site.origin}/jogar/`);
      await page.waitForTimeout(300);
      const bar = await recorded(page);
      assert.ok(bar['clicked-at']! > 0, 'the click was seen');
      assert.equal(bar['bar-at'], 0);
      await page.close();
    });
  }
});

test('on a phone the table of contents is a box under the title that opens and leads to a section; on a wide screen it is the column beside the page', async () => {
  const phone = await open('/wiki/survival/torneios/', 390);
  const box = phone.locator('.toc-collapsible');
  assert.equal(await box.isVisible(), true);
  assert.equal(await phone.locator('.doc-toc').isVisible(), false);
  await box.locator('summary', { hasText: 'Nesta página' }).click();
  const first = box.locator('a').first();
  const target = ((await first.getAttribute('href')) ?? '').slice(1);
  await first.click();
  await eventually(() => phone.evaluate((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 200, target), true);
  await phone.close();
  const wide = await open('/wiki/survival/torneios/', 1280);
  assert.equal(await wide.locator('.toc-collapsible').isVisible(), false);
  assert.equal(await wide.locator('.doc-toc').isVisible(), true);
  await wide.close();
});

test('on a long page, scrolling back up from far down shows a button that brings the reader to the top; reading on hides it', async () => {
  const page = await open('/wiki/survival/torneios/', 390);
  const button = page.getByRole('button', { name: 'Voltar ao topo' });
  assert.equal(await button.isVisible(), false);
  await page.mouse.wheel(0, 1600);
  await eventually(() => page.evaluate(() => window.scrollY > 1000), true);
  assert.equal(await button.isVisible(), false, 'hidden while reading on');
  await page.mouse.wheel(0, -300);
  await eventually(() => button.isVisible(), true);
  await button.click();
  await eventually(() => page.evaluate(() => window.scrollY), 0);
  await page.close();
});

test("the table of contents marks the section being read as the reader scrolls, as Docusaurus's does", async () => {
  const page = await open('/regras/', 1280);
  const active = () => page.evaluate(() => [...document.querySelectorAll('.doc-toc .toc a.table-of-contents__link--active')].map((link) => link.getAttribute('href')));
  await page.locator('[id="08"]').evaluate((heading) => heading.scrollIntoView());
  await eventually(active, ['#08'], 'the section scrolled to');
  await page.evaluate(() => window.scrollBy(0, -450));
  await eventually(active, ['#07'], 'the section above, once its heading is out of sight and the next one low on the screen');
  await page.close();
});
