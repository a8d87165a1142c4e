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
/** The address the tab opened its event stream at. */
let eventsUrl: string;
before(async () => {
  [project, browser] = await Promise.all([startDevProject(), launchChromium()]);
  original = await project.read(PROTEGER);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The dev client listens once its event stream is open.
  const listening = page.waitForResponse((response) => new URL(response.url()).pathname === '/__dev/events');
  await page.goto(new URL('/wiki/survival/conta/proteger/', project.url).href);
  eventsUrl = (await listening).url();
});
after(async () => {
  await browser?.close();
  await project?.dispose();
});

/** Marks the document: a reload makes a new one, without the mark. */
const markDocument = () => page.evaluate(() => ((window as unknown as { devMark: boolean }).devMark = true));
const documentMarked = () => page.evaluate(() => (window as unknown as { devMark?: boolean }).devMark === true);

const withoutWarnings = (output: string) => output.split('\n').filter((line) => !line.startsWith('warning: ')).join('\n');

/** Waits for `done`; when it fails, the error carries what the tab shows and what the dev server printed (its rebuilds and their errors). */
async function withDevOutput<T>(done: Promise<T>): Promise<T> {
  try {
    return await done;
  } catch (error) {
    const shown = await page.locator('article').first().innerText({ timeout: 1000 }).catch(() => '(no article)');
    throw new Error(`${(error as Error).message}\n--- the tab (${page.url()}) shows ---\n${shown.slice(0, 600)}\n--- dev server output, warnings left out ---\n${withoutWarnings(project.output())}`, { cause: error });
  }
}

test('saving the page reloads it in the open tab with the new text', async () => {
  // The tab names the build its page came from: had it missed one while loading, it would be told at once.
  assert.match(eventsUrl, /\/__dev\/events\?since=\d+$/);
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
  assert.ok(await page.getByRole('heading', { level: 1, name: 'Proteger a conta' }).isVisible(), `the last good page is under the overlay\n--- dev server output, warnings left out ---\n${withoutWarnings(project.output())}`);

  await project.write(PROTEGER, original);
  await overlay.waitFor({ state: 'detached' });
  await page.getByText('Use /conta proteger.').waitFor();
});
