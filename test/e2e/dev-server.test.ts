/**
 * An editor's view of `npm run dev` in Chromium: a save reloads the open page, a stylesheet change
 * restyles it in place, and a broken file puts the error over the page until it is fixed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { eventually, launchChromium } from '../helpers/browser.ts';
import { type DevProject, startDevProject } from '../helpers/dev-project.ts';

const PROTEGER = 'content/wiki/survival/conta/proteger.md';

let project: DevProject;
let browser: Browser;
let page: Page;
let original: string;
before(async () => {
  [project, browser] = await Promise.all([startDevProject(), launchChromium()]);
  original = await project.read(PROTEGER);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The dev client listens once its event stream is open.
  const listening = page.waitForResponse((response) => response.url().endsWith('/__dev/events'));
  await page.goto(new URL('/wiki/survival/conta/proteger/', project.url).href);
  await listening;
});
after(async () => {
  await browser?.close();
  await project?.dispose();
});

/** Marks the document: a reload makes a new one, without the mark. */
const markDocument = () => page.evaluate(() => ((window as unknown as { devMark: boolean }).devMark = true));
const documentMarked = () => page.evaluate(() => (window as unknown as { devMark?: boolean }).devMark === true);

/** Waits for `done`; when it fails, the error carries what the dev server printed (its rebuilds and their errors). */
async function withDevOutput<T>(done: Promise<T>): Promise<T> {
  try {
    return await done;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- dev server output ---\n${project.output()}`, { cause: error });
  }
}

test('saving the page reloads it in the open tab with the new text', async () => {
  await markDocument();
  await project.write(PROTEGER, original.replace('Use `/conta proteger`.', 'Use `/conta proteger` e nunca repita a senha.'));
  await withDevOutput(page.getByText('e nunca repita a senha.').waitFor());
  await eventually(() => documentMarked(), false, 'the page was reloaded');
});

test('a stylesheet change restyles the open page without reloading it', async () => {
  await markDocument();
  const css = await project.read('src/styles/site.css');
  await project.write('src/styles/site.css', `${css}\n.doc-article h1 { letter-spacing: 7px; }\n`);
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.doc-article h1')!).letterSpacing === '7px');
  await eventually(() => documentMarked(), true, 'the page was not reloaded');
  assert.equal(await page.locator('link[rel="stylesheet"]').count(), 1, 'the old stylesheet is gone');
});

test('a broken file shows the error over the page, and fixing it clears the overlay', async () => {
  await project.write(PROTEGER, original.replace('title: Proteger a conta', 'title: Proteger: a conta'));
  const overlay = page.locator('#jabuticraft-dev-overlay');
  const dialog = overlay.getByRole('alertdialog', { name: 'O build falhou' });
  await withDevOutput(dialog.waitFor());
  const text = await dialog.innerText();
  assert.match(text, /content\/wiki\/survival\/conta\/proteger\.md:2/);
  assert.match(text, /front matter: Nested mappings/);
  assert.ok(await page.getByRole('heading', { level: 1, name: 'Proteger a conta' }).isVisible(), `the last good page is under the overlay\n--- dev server output ---\n${project.output()}`);

  await project.write(PROTEGER, original);
  await overlay.waitFor({ state: 'detached' });
  await page.getByText('Use /conta proteger.').waitFor();
});
