/**
 * The dev server's script in every dev page: reloads the tab when its page was rebuilt, swaps the
 * stylesheet without a reload, and shows build errors over the page until a build succeeds.
 */
import type { BuildFailure, DevEvents } from '../protocol.ts';
import { DEV_BUILD_TIMING, DEV_PATHS } from '../protocol.ts';
import { devText } from '../../model/ui-text.ts';

const OVERLAY_ID = 'jabuticraft-dev-overlay';
let session: string | undefined;

function on<Name extends keyof DevEvents>(source: EventSource, name: Name, handle: (data: DevEvents[Name]) => void): void {
  source.addEventListener(name, (event) => handle(JSON.parse((event as MessageEvent<string>).data) as DevEvents[Name]));
}

function concernsThisPage(paths: string[] | 'all'): boolean {
  if (paths === 'all') return true;
  const here = decodeURI(location.pathname);
  return paths.some((path) => path === here || path === location.pathname);
}

/** Loads the new stylesheet beside the old one and drops the old once the new applies: no flash of unstyled page. */
function swapStylesheet(href: string): void {
  const current = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => new URL(link.href).pathname === href);
  if (!current) return location.reload();
  const fresh = current.cloneNode() as HTMLLinkElement;
  fresh.href = `${href}?t=${Date.now()}`;
  fresh.addEventListener('load', () => current.remove(), { once: true });
  current.after(fresh);
}

function showFailure(failure: BuildFailure): void {
  hideFailure();
  const host = document.createElement('div');
  host.id = OVERLAY_ID;
  const root = host.attachShadow({ mode: 'open' });
  const where = failure.file ? `${failure.file}${failure.line === undefined ? '' : `:${failure.line}`}` : '';
  root.innerHTML = `<style>
    .box { position: fixed; inset: 0; z-index: 2147483647; background: rgb(12 12 16 / 0.97); backdrop-filter: blur(4px); color: #f4f4f5; font: 15px/1.5 system-ui, sans-serif; padding: 6vh 5vw; overflow: auto; }
    h2 { color: #ff8a8a; margin: 0 3rem 0.5rem 0; font-size: 1.4rem; }
    .where { font: 14px ui-monospace, monospace; color: #fcd34d; margin: 0 0 1rem; overflow-wrap: anywhere; }
    pre { white-space: pre-wrap; background: #1c1c22; border-left: 4px solid #ff8a8a; padding: 1rem; font: 14px/1.45 ui-monospace, monospace; margin: 0 0 1rem; }
    button { position: absolute; top: 1rem; right: 1rem; font: inherit; background: none; color: inherit; border: 1px solid #71717a; border-radius: 6px; padding: 0.25rem 0.75rem; cursor: pointer; }
  </style><div class="box" role="alertdialog" aria-labelledby="t"><h2 id="t"></h2><p class="where"></p><pre></pre><p class="kept"></p><button type="button"></button></div>`;
  root.querySelector('h2')!.textContent = devText.overlayTitle;
  root.querySelector('.where')!.textContent = where;
  root.querySelector('pre')!.textContent = failure.message;
  root.querySelector('.kept')!.textContent = devText.overlayKeptPages;
  const close = root.querySelector('button')!;
  close.textContent = '×';
  close.setAttribute('aria-label', devText.closeOverlay);
  close.addEventListener('click', hideFailure);
  document.body.append(host);
}

function hideFailure(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

/** The build the dev server had made when it sent this page; unreadable outside a secure context (localhost is one). */
function pageBuild(): string | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((metric) => metric.name === DEV_BUILD_TIMING)?.description;
}

const since = pageBuild();
const source = new EventSource(since === undefined ? DEV_PATHS.events : `${DEV_PATHS.events}?since=${encodeURIComponent(since)}`);
// A new dev server (restarted by hand) built the site anew: this page may be out of date.
source.addEventListener('hello', (event) => {
  const id = (event as MessageEvent<string>).data;
  if (session !== undefined && session !== id) location.reload();
  session = id;
});
on(source, 'reload', ({ paths }) => {
  if (concernsThisPage(paths)) location.reload();
});
on(source, 'css', ({ href }) => swapStylesheet(href));
on(source, 'failed', showFailure);
on(source, 'ok', hideFailure);
