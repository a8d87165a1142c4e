import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const env = siteInBrowser();

for (const width of [390, 1280]) {
  test(`at ${width} px the home's copy buttons put the Java address and the Bedrock port on the clipboard`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.origin });
    const page = await context.newPage();
    await page.goto(`${env.site.origin}/`);
    const javaButton = page.getByRole('button', { name: 'Copiar endereço Java' });
    await javaButton.click();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText()), 'jogar.jabuticraft.com.br');
    await eventually(() => javaButton.textContent(), 'Copiado!');
    await page.getByRole('button', { name: 'Copiar porta Bedrock' }).click();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText()), '19132');
    await context.close();
  });
}

test('without JavaScript the copy buttons stay hidden and the addresses are plain text', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/`);
  assert.equal(await page.getByRole('button', { name: 'Copiar endereço Java' }).count(), 0);
  await eventually(() => page.locator('.server-address code').first().textContent(), 'jogar.jabuticraft.com.br');
  await context.close();
});

test('the play guides put a copy button beside the Bedrock address and port', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.origin });
  const page = await context.newPage();
  await page.goto(`${env.site.origin}/jogar/bedrock/`);
  const button = page.getByRole('button', { name: 'Copiar porta Bedrock' }).first();
  await button.click();
  await eventually(() => page.evaluate(() => navigator.clipboard.readText()), '19132');
  await eventually(() => button.textContent(), 'Copiado!');
  await page.getByRole('button', { name: 'Copiar endereço Bedrock' }).first().click();
  await eventually(() => page.evaluate(() => navigator.clipboard.readText()), 'bedrock.jabuticraft.com.br');
  await context.close();
});

test('a code block copies its code', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.origin });
  const page = await context.newPage();
  // The vote sites' guide: its YAML sample is a code block (the wiki's one code block became a picture).
  await page.goto(`${env.site.origin}/vote/README/`);
  const block = page.locator('.code-block').first();
  await block.getByRole('button', { name: 'Copiar o código' }).click();
  await eventually(() => page.evaluate(() => navigator.clipboard.readText()), (await block.locator('code').textContent())?.trimEnd());
  await context.close();
});
