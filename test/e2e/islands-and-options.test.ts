/**
 * Islands and the behaviours a site's configuration switches on, in real Chromium: the colour mode
 * (dark by default) and its switch (an island), the island mechanism's `load` moment, its error
 * boundary and chunk retry, the announcement bar, the preferred docs version, unavailable storage,
 * and the banner for a wrong base URL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { eventually, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/served-site.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const FIXTURE = 'test/fixtures/site';
const TOGGLE_CHUNK = '**/assets/ColorModeToggle.*.js';
const TOGGLE_ISLAND = '[data-island="ColorModeToggle"]';

const env = siteInBrowser(FIXTURE, {
      config: {
        colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true },
        announcementBar: { id: 'temporada-2', content: 'Nova temporada no ar! <a href="/wiki/">Veja a wiki</a>', isCloseable: true },
      },
    });

const widths = [390, 1280];

async function newPage(width: number, options: { colorScheme?: 'light' | 'dark'; init?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport: { width, height: 800 }, colorScheme: options.colorScheme ?? 'dark' });
  if (options.init) await context.addInitScript({ content: options.init });
  return { context, page: await context.newPage() };
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const toggle = (page: Page) => page.locator('.navbar-right .color-mode-toggle');
/** What the visitor sees: the page's background is dark (luminance under 0.3 of white). */
const backgroundIsDark = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255 < 0.3;
  });
/** The switch as the visitor sees it: the choice it shows, its icon and its label (tooltip and accessible name). */
async function shownChoice(page: Page): Promise<{ choice: string | null; icon: string | null; label: string | null; title: string | null }> {
  const button = toggle(page);
  await eventually(() => button.locator('svg').isVisible(), true, 'the icon is visible');
  return {
    choice: await button.getAttribute('data-choice'),
    icon: await button.locator('svg path').getAttribute('d'),
    label: await button.getAttribute('aria-label'),
    title: await button.getAttribute('title'),
  };
}

describe('colour mode switch (an island)', () => {
  for (const width of widths) {
    test(`at ${width} px it follows the system, then cycles light → dark → system, stored under "theme"`, async () => {
      const { context, page } = await newPage(width, { colorScheme: 'light' });
      await page.goto(`${env.site.origin}/`);
      await eventually(() => theme(page), 'light', 'the system preference wins over the dark default');
      const button = toggle(page);
      // Hydration happens when the browser is idle; the click must land on a hydrated button.
      await waitForHydration(page, TOGGLE_ISLAND);
      await eventually(() => button.getAttribute('data-choice'), 'system');
      await button.click();
      await eventually(() => button.getAttribute('data-choice'), 'light');
      await eventually(() => stored(page, 'theme'), 'light');
      await button.click();
      await eventually(() => theme(page), 'dark');
      await eventually(() => stored(page, 'theme'), 'dark');
      assert.match((await button.getAttribute('aria-label')) ?? '', /modo escuro/);
      await button.click();
      await eventually(() => button.getAttribute('data-choice'), 'system');
      await eventually(() => stored(page, 'theme'), null);
      await eventually(() => theme(page), 'light');
      await context.close();
    });
  }

  for (const width of widths) {
    test(`at ${width} px each choice shows its own icon and names itself`, async () => {
      const { context, page } = await newPage(width, { colorScheme: 'light' });
      await page.goto(`${env.site.origin}/`);
      await waitForHydration(page, TOGGLE_ISLAND);
      const icons = new Map<string, string | null>();
      for (const [choice, name] of [['system', 'modo do sistema'], ['light', 'modo claro'], ['dark', 'modo escuro']] as const) {
        const shown = await shownChoice(page);
        assert.equal(shown.choice, choice);
        assert.equal(shown.label, `Alternar o modo de cor (atual: ${name})`);
        assert.equal(shown.title, shown.label);
        icons.set(choice, shown.icon);
        await toggle(page).click();
      }
      assert.equal(new Set(icons.values()).size, 3, `one icon per choice: ${[...icons].join(' | ')}`);
      assert.equal((await shownChoice(page)).icon, icons.get('system'), 'back at "system", its icon again');
      await context.close();
    });
  }

  test('an island marked when="load" hydrates at once, with no interaction and no idle moment', async () => {
    // The switch is an "idle" island; here its marker says "load", and the browser never goes idle.
    const { context, page } = await newPage(1280, { init: 'window.requestIdleCallback = () => 0;' });
    let rewritten = false;
    await page.route(`${env.site.origin}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('data-island="ColorModeToggle" data-when="idle"', 'data-island="ColorModeToggle" data-when="load"');
      rewritten = html.includes('data-when="load"');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${env.site.origin}/`);
    assert.equal(rewritten, true, 'the marker says "load"');
    await waitForHydration(page, TOGGLE_ISLAND);
    await toggle(page).click();
    await eventually(() => toggle(page).getAttribute('data-choice'), 'light', 'the hydrated switch works');
    await context.close();
  });

  test('a stored mode is painted before the boot script runs (no flash) and other tabs follow a change', async () => {
    const { context, page } = await newPage(1280, {
      init: `localStorage.setItem('theme', 'light');
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') window.themeBeforeScripts = document.documentElement.dataset.theme;
        });`,
    });
    await page.goto(`${env.site.origin}/`);
    await eventually(() => page.evaluate(() => (window as unknown as { themeBeforeScripts: string }).themeBeforeScripts), 'light');
    const other = await context.newPage();
    await other.goto(`${env.site.origin}/wiki/`);
    await Promise.all([waitForHydration(page, TOGGLE_ISLAND), waitForHydration(other, TOGGLE_ISLAND)]);
    await toggle(page).click();
    await eventually(() => theme(page), 'dark');
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });

  test('a page with no island loads no React; the switch loads its own chunk', async () => {
    const { context, page } = await newPage(1280);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${env.site.origin}/`);
    await page.waitForFunction(() => document.querySelector('.color-mode-toggle'));
    await page.waitForTimeout(500);
    assert.ok(scripts.some((path) => /\/ColorModeToggle\.\w+\.js$/.test(path)), scripts.join(' '));
    assert.ok(scripts.some((path) => /\/hydrate-island\.\w+\.js$/.test(path)), scripts.join(' '));
    await context.close();

    const plain = await buildAndServe(FIXTURE);
    try {
      const { context: plainContext, page: plainPage } = await newPage(1280);
      const plainScripts: string[] = [];
      plainPage.on('request', (request) => request.resourceType() === 'script' && plainScripts.push(new URL(request.url()).pathname));
      await plainPage.goto(`${plain.origin}/`);
      await plainPage.waitForTimeout(800);
      assert.equal(await plainPage.locator('.color-mode-toggle').count(), 0, 'the switch is disabled in the real configuration');
      assert.ok(plainScripts.length > 0 && plainScripts.every((path) => !/hydrate-island|ColorModeToggle/.test(path)), plainScripts.join(' '));
      await plainContext.close();
    } finally {
      await plain.close();
    }
  });
});

describe('colour mode as the site ships it, and without the system preference', () => {
  let shipped: ServedSite | undefined;
  let lightDark: ServedSite | undefined;
  before(async () => {
    [shipped, lightDark] = await Promise.all([
      buildAndServe(FIXTURE),
      buildAndServe(FIXTURE, { config: { colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false } } }),
    ]);
  });
  after(async () => {
    await shipped?.close();
    await lightDark?.close();
  });

  for (const width of widths) {
    test(`at ${width} px with no stored theme a page is dark: under a dark system preference, and as shipped under a light one`, async () => {
      const { context, page } = await newPage(width, { colorScheme: 'dark' });
      await page.goto(`${env.site.origin}/`);
      await eventually(() => theme(page), 'dark');
      await eventually(() => backgroundIsDark(page), true);
      await waitForHydration(page, TOGGLE_ISLAND);
      assert.equal((await shownChoice(page)).choice, 'system');
      await context.close();

      // The real configuration: switch disabled, dark by default, the system's preference ignored.
      const { context: lightContext, page: lightPage } = await newPage(width, { colorScheme: 'light' });
      await lightPage.goto(`${shipped!.origin}/wiki/`);
      await eventually(() => theme(lightPage), 'dark');
      await eventually(() => backgroundIsDark(lightPage), true);
      assert.equal(await lightPage.locator('.color-mode-toggle').count(), 0, 'no switch');
      await lightContext.close();
    });

    test(`at ${width} px without the system preference respected the switch toggles light ↔ dark only`, async () => {
      const { context, page } = await newPage(width, { colorScheme: 'light' });
      await page.goto(`${lightDark!.origin}/`);
      await eventually(() => theme(page), 'dark', 'dark by default, whatever the system prefers');
      await eventually(() => backgroundIsDark(page), true);
      await waitForHydration(page, TOGGLE_ISLAND);
      assert.equal((await shownChoice(page)).choice, 'dark');
      for (const next of ['light', 'dark', 'light'] as const) {
        await toggle(page).click();
        assert.equal((await shownChoice(page)).choice, next);
        await eventually(() => theme(page), next);
        await eventually(() => backgroundIsDark(page), next === 'dark');
        await eventually(() => stored(page, 'theme'), next);
      }
      await page.reload();
      await eventually(() => theme(page), 'light', 'the choice outlives a reload');
      await waitForHydration(page, TOGGLE_ISLAND);
      assert.equal((await shownChoice(page)).choice, 'light');
      await context.close();
    });
  }
});

describe('island errors', () => {
  for (const width of widths) {
    test(`at ${width} px a crash shows "Esta página travou" with the message and its causes; "Tentar novamente" mounts it again`, async () => {
      const { context, page } = await newPage(width);
      await page.route(TOGGLE_CHUNK, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `export default function Broken() {
            if (window.keepCrashing !== false) throw new Error('O seletor de tema quebrou', { cause: new Error('tema desconhecido: "sépia"') });
            return null;
          }`,
        }),
      );
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`${env.site.origin}/`);
      const alert = page.locator('.island-error');
      await alert.waitFor();
      await eventually(() => alert.isVisible(), true);
      await eventually(() => alert.locator('.island-error-title').textContent(), 'Esta página travou');
      await eventually(() => alert.locator('.island-error-message').textContent(), 'O seletor de tema quebrou');
      await eventually(() => alert.locator('li').textContent(), 'tema desconhecido: "sépia"');
      await eventually(() => page.getByRole('link', { name: 'Jogar' }).first().isVisible(), true, 'the rest of the page still works');

      await page.evaluate(() => ((window as unknown as { keepCrashing: boolean }).keepCrashing = false));
      await alert.getByRole('button', { name: 'Tentar novamente' }).click();
      await alert.waitFor({ state: 'detached' });
      assert.ok(errors.length > 0, 'the error reached the console');
      await context.close();
    });
  }

  for (const width of widths) {
    test(`at ${width} px a chunk that fails to load shows a message; "Tentar de novo" loads it again`, async () => {
      const { context, page } = await newPage(width);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      // One handler for the whole test: the first load fails, the retry goes through. With the route
      // removed before the retry instead, the retried import now and then never settled in full runs
      // (2 of 6), which points at request interception being switched off mid-request.
      let failLoads = true;
      await page.route(TOGGLE_CHUNK, (route) => (failLoads ? route.abort() : route.continue()));
      await page.goto(`${env.site.origin}/`);
      const notice = page.locator('.island-chunk-error');
      await notice.waitFor();
      await eventually(() => notice.isVisible(), true);
      assert.match((await notice.textContent()) ?? '', /Não foi possível carregar/);
      failLoads = false;
      await notice.getByRole('button', { name: 'Tentar de novo' }).click();
      await notice.waitFor({ state: 'detached' });
      await waitForHydration(page, TOGGLE_ISLAND).catch((error: Error) => {
        throw new Error(`${error.message}\nconsole errors:\n${errors.join('\n')}`);
      });
      const before = await theme(page);
      await toggle(page).click();
      assert.notEqual(await theme(page), before, 'the switch works after the retry');
      await context.close();
    });
  }

  test('a hydration mismatch is recovered and logged to the console', async () => {
    const { context, page } = await newPage(1280);
    await page.route(TOGGLE_CHUNK, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default function Different() { return "outro conteúdo"; }' }),
    );
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${env.site.origin}/`);
    await page.waitForFunction(() => document.querySelector('[data-island="ColorModeToggle"]')?.textContent === 'outro conteúdo');
    assert.ok(errors.some((text) => text.includes('Erro recuperável ao hidratar')), errors.join('\n'));
    await context.close();
  });
});

describe('announcement bar', () => {
  for (const width of widths) {
    test(`at ${width} px closing it is remembered with its id; a new id shows again`, async () => {
      const { context, page } = await newPage(width);
      await page.goto(`${env.site.origin}/`);
      const bar = page.getByRole('region', { name: 'Aviso' });
      await eventually(() => bar.isVisible(), true);
      assert.match((await bar.textContent()) ?? '', /Nova temporada no ar!/);
      await bar.getByRole('button', { name: 'Fechar aviso' }).click();
      await eventually(() => bar.isVisible(), false);
      await eventually(() => stored(page, 'announcement-dismissed'), 'temporada-2');
      await page.goto(`${env.site.origin}/wiki/`);
      await eventually(() => page.getByRole('region', { name: 'Aviso' }).isVisible(), false);

      await page.evaluate(() => localStorage.setItem('announcement-dismissed', 'temporada-1'));
      await page.reload();
      await eventually(() => page.getByRole('region', { name: 'Aviso' }).isVisible(), true);
      await context.close();
    });
  }
});

for (const width of widths) {
  test(`at ${width} px a stored docs version this site does not have is cleared on load; a known one stays`, async () => {
    const { context, page } = await newPage(width);
    await page.goto(`${env.site.origin}/`);
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0-antiga'));
    await page.reload();
    await eventually(() => stored(page, 'docs-preferred-version-default'), null);
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
    await page.reload();
    await eventually(() => stored(page, 'docs-preferred-version-default'), 'current');
    await context.close();
  });
}

for (const [label, blocker] of [
  ['blocked', `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('O acesso ao armazenamento foi negado', 'SecurityError'); } });`],
  ['throwing', `for (const name of ['getItem', 'setItem', 'removeItem']) Storage.prototype[name] = function () { throw new DOMException('Cota excedida', 'QuotaExceededError'); };`],
] as const) {
  for (const width of widths) {
    test(`at ${width} px with storage ${label}: one console warning, and the bar and the switch still work`, async () => {
      const { context, page } = await newPage(width, { init: blocker });
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.goto(`${env.site.origin}/`);
      await waitForHydration(page, TOGGLE_ISLAND);
      await page.getByRole('button', { name: 'Fechar aviso' }).click();
      await eventually(() => page.getByRole('region', { name: 'Aviso' }).isVisible(), false);
      const before = await theme(page);
      await toggle(page).click();
      assert.notEqual(await theme(page), before);
      const storageWarnings = warnings.filter((text) => text.includes('Armazenamento do navegador indisponível'));
      assert.equal(storageWarnings.length, 1, warnings.join('\n'));
      await context.close();
    });
  }
}

test('a wrongly configured base URL shows a banner that explains it', async () => {
  const wrong = await buildAndServe(FIXTURE, { baseUrl: '/jabuti/' });
  try {
    const { context, page } = await newPage(390);
    await page.goto(`${wrong.origin}/wiki/`);
    const banner = page.locator('#base-url-banner');
    await eventually(() => banner.isVisible(), true);
    assert.match((await banner.textContent()) ?? '', /baseUrl\) "\/jabuti\/"/);
    await page.goto(`${env.site.origin}/wiki/`);
    assert.equal(await page.locator('#base-url-banner').count(), 0, 'a right base URL shows no banner');
    await context.close();
  } finally {
    await wrong.close();
  }
});
