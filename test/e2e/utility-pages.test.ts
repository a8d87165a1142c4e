/**
 * The utility pages of issue 7 in real Chromium, at 390 px and 1280 px: the gradient generator
 * (codes, copy buttons, shared links), /meuip/ against a local stand-in of the public endpoint
 * (success, failure, time-out, retry) and the vote links.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually, launchChromium } from '../helpers/browser.ts';
import { type IpStandIn, STAND_IN_IPS, startIpStandIn } from '../helpers/ip-stand-in.ts';
import { buildAndServe, type ServedSite } from '../helpers/served-site.ts';

const IP_TIMEOUT_MS = 2000;
const widths = [390, 1280];

let site: ServedSite;
let browser: Browser;
let standIn: IpStandIn;
before(async () => {
  standIn = await startIpStandIn();
  [site, browser] = await Promise.all([
    buildAndServe('content', { config: { tools: { ipEndpoint: standIn.url, ipTimeoutMs: IP_TIMEOUT_MS } } }),
    launchChromium(),
  ]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  await standIn?.close();
});

/** A page whose console errors are collected: hydration must not log any. */
async function open(width: number, route: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.origin}${route}`);
  return { context, page, errors };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const code = (page: Page, format: string) => page.locator(`.gradient-output[data-format="${format}"] .gradient-output-code code`).textContent();
const FORMAT_TITLES = {
  essentials: 'EssentialsX e CMI (&#RRGGBB)',
  miniMessageGradient: 'MiniMessage: gradiente',
  miniMessage: 'MiniMessage: cor por letra',
  legacy: 'Código § (legado)',
} as const;

async function whenToolReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('gradiente-texto') as HTMLInputElement | null)?.disabled === false);
}

describe('/gradiente/', () => {
  for (const width of widths) {
    test(`at ${width} px it writes the expected codes, and each copy button puts its code on the clipboard`, async () => {
      const { context, page, errors } = await open(width, '/gradiente/');
      await whenToolReady(page);
      await page.getByLabel('Texto', { exact: true }).fill('Oi');
      await page.getByLabel('Código da cor 1').fill('#ff0000');
      await page.getByLabel('Escolher a cor 2').fill('#0000ff');
      assert.equal(await page.getByLabel('Código da cor 2').inputValue(), '#0000FF', 'the picker writes the code beside it');
      await page.getByLabel('Negrito').check();

      const expected = {
        essentials: '&#FF0000&lO&#0000FF&li',
        miniMessageGradient: '<b><gradient:#FF0000:#0000FF>Oi</gradient></b>',
        miniMessage: '<b><#FF0000>O<#0000FF>i',
        legacy: '§x§f§f§0§0§0§0§lO§x§0§0§0§0§f§f§li',
      };
      for (const [format, value] of Object.entries(expected)) {
        assert.equal(await code(page, format), value, format);
        const button = page.getByRole('button', { name: `Copiar código ${FORMAT_TITLES[format as keyof typeof FORMAT_TITLES]}` });
        await button.click();
        assert.equal(await clipboard(page), value, `${format} on the clipboard`);
        await eventually(() => button.textContent(), 'Copiado!');
      }
      assert.equal(await page.locator('.gradient-preview-chat span').count(), 2);
      await eventually(() => page.locator('.gradient-preview-chat span').first().evaluate((span) => getComputedStyle(span).color), 'rgb(255, 0, 0)');

      await page.waitForFunction(() => location.search === '?texto=Oi&cores=FF0000-0000FF&estilos=negrito');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test(`at ${width} px colours are added and removed, a wrong code is explained, and the nick limit warns`, async () => {
      const { context, page } = await open(width, '/gradiente/');
      await whenToolReady(page);
      await page.getByLabel('Código da cor 1').fill('#FF0000');
      await page.getByLabel('Código da cor 2').fill('#0000FF');
      await page.getByRole('button', { name: '+ Adicionar cor' }).click();
      assert.equal(await page.getByLabel('Código da cor 2').inputValue(), '#800080', 'the new colour keeps the gradient as it was');
      assert.equal(await page.getByLabel('Código da cor 3').inputValue(), '#0000FF');
      await page.waitForFunction(() => location.search.includes('cores=FF0000-800080-0000FF'));
      await page.getByRole('button', { name: 'Remover a cor 2' }).click();
      assert.equal(await page.getByLabel('Código da cor 3').count(), 0);
      assert.equal(await page.getByRole('button', { name: /Remover a cor/ }).count(), 0, 'two colours are the minimum');

      const before = await code(page, 'essentials');
      const field = page.getByLabel('Código da cor 1');
      await field.fill('#12345G');
      await eventually(() => field.getAttribute('aria-invalid'), 'true');
      assert.equal(
        await page.locator('.tool-error').textContent(),
        '"#12345G" não é uma cor: use # seguido de seis dígitos de 0 a 9 ou letras de A a F, como #7B2FBF.',
      );
      assert.equal(await code(page, 'essentials'), before, 'the last valid colour stays in use');
      await field.fill('0f0');
      await field.blur();
      assert.equal(await field.inputValue(), '#00FF00');
      assert.equal(await page.locator('.tool-error').count(), 0);

      const text = page.getByLabel('Texto', { exact: true });
      await text.fill('A'.repeat(16));
      await eventually(() => page.locator('#gradiente-contador .tool-counter').textContent(), '16 de 16 caracteres do nick');
      assert.equal(await page.locator('#gradiente-contador .tool-warning').count(), 0);
      await text.fill('A'.repeat(29));
      assert.match((await page.locator('#gradiente-contador .tool-warning').textContent()) ?? '', /Com 29 caracteres, o texto passa do limite de 16 do nick/);
      await eventually(() => page.locator('.gradient-output[data-format="essentials"] .tool-warning').textContent(), 'Passa do limite de 256 caracteres de uma mensagem do chat.');
      await context.close();
    });

    test(`at ${width} px a shared address restores text, colours and styles`, async () => {
      const { context, page, errors } = await open(width, '/gradiente/?texto=Ol%C3%A1&cores=00FF00-0000FF&estilos=italico');
      await page.waitForFunction(() => (document.getElementById('gradiente-texto') as HTMLInputElement | null)?.value === 'Olá');
      assert.equal(await page.getByLabel('Código da cor 1').inputValue(), '#00FF00');
      assert.equal(await page.getByLabel('Código da cor 2').inputValue(), '#0000FF');
      assert.equal(await page.getByLabel('Itálico').isChecked(), true);
      assert.equal(await code(page, 'essentials'), '&#00FF00&oO&#008080&ol&#0000FF&oá');
      assert.equal(new URL(page.url()).search, '?texto=Ol%C3%A1&cores=00FF00-0000FF&estilos=italico', 'opening a link does not rewrite it');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('without JavaScript the example codes are there, the controls are off and nothing offers to copy', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin}/gradiente/`);
    assert.equal(await code(page, 'essentials'), '&#7B2FBFJ&#7248A5a&#68628Cb&#5F7B72u&#559559t&#4CAE3Fi');
    assert.equal(await page.getByLabel('Texto', { exact: true }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: /^Copiar/ }).count(), 0);
    await context.close();
  });
});

test('a page that moved: its old address lands on the new page, at every width', async () => {
  for (const width of widths) {
    const { context, page } = await open(width, '/wiki/skyblock/fabricas/natherita/');
    assert.equal(new URL(page.url()).pathname, '/wiki/skyblock/fabricas/netherita/');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Fábrica de Netherita');
    await context.close();
  }
});

describe('/meuip/', () => {
  const result = (page: Page) => page.locator('.my-ip-result');

  for (const width of widths) {
    test(`at ${width} px the text below the box does not move while it waits, times out, and shows the address or a failure (no layout shift)`, async () => {
      for (const mode of ['ipv4', 'error'] as const) {
        standIn.mode = 'silent';
        const { context, page } = await open(width, '/meuip/');
        const below = () => page.evaluate(() => Math.round(document.querySelector('.page-part')!.nextElementSibling!.getBoundingClientRect().top + window.scrollY));
        await result(page).waitFor();
        const waiting = await below();
        const retry = page.getByRole('button', { name: 'Tentar de novo' });
        await retry.waitFor({ timeout: IP_TIMEOUT_MS * 3 });
        assert.equal(await below(), waiting, `timed out at ${width} px`);
        standIn.mode = mode;
        await retry.click();
        await page.locator(mode === 'ipv4' ? '.my-ip-address' : '.tool-problem p:not(:empty)').first().waitFor();
        if (mode === 'error') await eventually(() => result(page).textContent().then((text) => /Não foi possível/.test(text ?? '')), true);
        assert.equal(await below(), waiting, `${mode} at ${width} px`);
        await context.close();
      }
    });

    test(`at ${width} px it shows the address from the endpoint, copies it and asks again on request`, async () => {
      standIn.mode = 'ipv4';
      const { context, page, errors } = await open(width, '/meuip/');
      const address = page.locator('.my-ip-address');
      await address.waitFor();
      await eventually(() => address.textContent(), STAND_IN_IPS.ipv4);
      await eventually(() => page.locator('.my-ip-version').textContent(), 'IPv4');
      await page.getByRole('button', { name: 'Copiar seu IP' }).click();
      assert.equal(await clipboard(page), STAND_IN_IPS.ipv4);

      standIn.mode = 'ipv6';
      await page.getByRole('button', { name: 'Consultar de novo' }).click();
      await page.waitForFunction((ip) => document.querySelector('.my-ip-address')?.textContent === ip, STAND_IN_IPS.ipv6);
      await eventually(() => page.locator('.my-ip-version').textContent(), 'IPv6');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test(`at ${width} px a failed request says so, and "Tentar de novo" recovers`, async () => {
      standIn.mode = 'error';
      const { context, page } = await open(width, '/meuip/');
      const retry = page.getByRole('button', { name: 'Tentar de novo' });
      await retry.waitFor();
      assert.match((await result(page).textContent()) ?? '', /Não foi possível consultar o seu IP\. O serviço de consulta pode estar fora do ar/);
      assert.equal(await page.locator('.my-ip-address').count(), 0);
      standIn.mode = 'ipv4';
      const asked = standIn.requests;
      await retry.click();
      await page.locator('.my-ip-address').waitFor();
      assert.equal(standIn.requests, asked + 1);
      await eventually(() => page.locator('.my-ip-address').textContent(), STAND_IN_IPS.ipv4);
      await context.close();
    });

    test(`at ${width} px an endpoint that does not answer times out with its own message`, async () => {
      standIn.mode = 'silent';
      const { context, page } = await open(width, '/meuip/');
      await page.waitForFunction(() => document.querySelector('.my-ip-result')?.textContent === 'Consultando…');
      const started = Date.now();
      await page.getByRole('button', { name: 'Tentar de novo' }).waitFor({ timeout: IP_TIMEOUT_MS + 3000 });
      assert.ok(Date.now() - started >= IP_TIMEOUT_MS - 500, 'it waited for the configured time-out');
      assert.match((await result(page).textContent()) ?? '', /O serviço de consulta não respondeu em 2 segundos\. Confira sua conexão/);
      standIn.mode = 'ipv4';
      await page.getByRole('button', { name: 'Tentar de novo' }).click();
      await page.locator('.my-ip-address').waitFor();
      await context.close();
    });
  }
});

describe('/vote/', () => {
  for (const width of widths) {
    test(`at ${width} px each vote link opens its site in a new tab, without opener or referrer`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      // The vote sites are on the internet; a stand-in page answers for them.
      await context.route(/^https:\/\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Site de votação</title>' }));
      const page = await context.newPage();
      await page.goto(`${site.origin}/vote/`);
      const links = page.locator('.vote-site a');
      assert.equal(await links.count(), 4);
      for (const link of await links.all()) {
        await eventually(() => link.getAttribute('target'), '_blank');
        await eventually(() => link.getAttribute('rel'), 'noopener noreferrer');
      }
      const first = links.first();
      assert.match((await first.textContent()) ?? '', /^Votar no Minecraft-MP/);
      const [popup] = await Promise.all([context.waitForEvent('page'), first.click()]);
      await popup.waitForLoadState();
      assert.equal(popup.url(), await first.getAttribute('href'));
      await eventually(() => popup.evaluate(() => window.opener), null);
      await eventually(() => popup.evaluate(() => document.referrer), '');
      assert.equal(new URL(page.url()).pathname, '/vote/', 'the vote page stays open in its own tab');
      await context.close();
    });
  }
});
