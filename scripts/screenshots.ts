/**
 * `npm run screenshots -- /route/ …`: builds nothing; serves `dist/` (or `DIST=folder`) on a free port and saves a
 * PNG (full page with FULL=1) of each route at 390 px and 1280 px into `screenshots/`, to look at before calling a page done.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../src/server/static-server.ts';
import { launchChromium } from '../test/helpers/browser.ts';

const routes = process.argv.slice(2);
if (routes.length === 0) routes.push('/');
const server = createStaticServer({ root: process.env.DIST ?? 'dist' }).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const browser = await launchChromium();
await mkdir('screenshots', { recursive: true });
for (const route of routes) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await page.goto(`http://127.0.0.1:${port}${route}`);
    // Let islands hydrate and finish what they fetch on arrival; a request that never ends does not hold the picture.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const name = `screenshots/${route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
    await page.close();
  }
}
await browser.close();
server.close();
