import { closestLink, internalPageUrl } from './internal-links.ts';

/** As the specification sets it: shown after 200 ms, starting at 8 %, 200 ms steps, a trickle every 800 ms. */
export const PROGRESS = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800 } as const;

/** How far the bar creeps on each trickle: fast at first, slower as it nears the end it never reaches. */
export function trickle(progress: number): number {
  const step = progress < 0.2 ? 0.1 : progress < 0.5 ? 0.04 : progress < 0.8 ? 0.02 : progress < 0.99 ? 0.005 : 0;
  return Math.min(0.994, progress + step);
}

/** A thin bar at the top when a clicked link to another page of the site has not loaded in 200 ms. */
export function setUpProgressBar(win: Window, baseUrl: string): void {
  const doc = win.document;
  let delay: ReturnType<typeof setTimeout> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let bar: HTMLElement | undefined;

  const stop = () => {
    clearTimeout(delay);
    clearInterval(timer);
    bar?.remove();
    bar = undefined;
  };
  const start = () => {
    let progress: number = PROGRESS.minimum;
    bar = doc.createElement('div');
    bar.className = 'progress-bar';
    bar.setAttribute('aria-hidden', 'true');
    bar.style.transition = `transform ${PROGRESS.speedMs}ms ease`;
    bar.style.transform = `scaleX(${progress})`;
    doc.body.append(bar);
    timer = setInterval(() => {
      progress = trickle(progress);
      if (bar) bar.style.transform = `scaleX(${progress})`;
    }, PROGRESS.trickleMs);
  };

  doc.addEventListener('click', (event) => {
    const link = closestLink(event.target);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!link || !internalPageUrl(link, win.location, baseUrl)) return;
    stop();
    delay = setTimeout(start, PROGRESS.delayMs);
  });
  win.addEventListener('pagehide', stop);
  win.addEventListener('pageshow', stop);
}
