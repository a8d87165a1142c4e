import { closestLink, internalPageUrl } from './internal-links.ts';
import { whenIdle } from './when-idle.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching when the visitor saves data or is on a 2g connection. */
export function prefetchAllowed(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

/**
 * The speculation rules the page adds, as text: the same for every page of a site, so the build
 * allows them in the Content-Security-Policy by their hash.
 */
export function speculationRules(baseUrl: string): string {
  return JSON.stringify({ prefetch: [{ where: { href_matches: `${baseUrl}*` }, eagerness: 'moderate' }] });
}

/**
 * Makes the next page arrive sooner: links to this site's pages are prefetched when they scroll
 * into view and preloaded on hover or touch (by speculation rules where the browser has them).
 */
export function setUpPrefetch(win: Window, baseUrl: string): void {
  if (!prefetchAllowed(win.navigator)) return;
  const doc = win.document;
  const requested = new Set<string>();
  const prefetch = (link: HTMLAnchorElement) => {
    const url = internalPageUrl(link, win.location, baseUrl);
    if (!url || requested.has(url)) return;
    requested.add(url);
    const hint = doc.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url;
    // In English, as the browser's own console messages are: the site may be in any language.
    hint.addEventListener('error', () => console.warn(`Prefetch failed: ${url}`));
    doc.head.append(hint);
  };

  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = doc.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = speculationRules(baseUrl);
    doc.head.append(rules);
  } else {
    const onPointer = (event: Event) => {
      const link = closestLink(event.target);
      if (link) prefetch(link);
    };
    doc.addEventListener('pointerover', onPointer, { passive: true });
    doc.addEventListener('touchstart', onPointer, { passive: true });
  }

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      prefetch(entry.target as HTMLAnchorElement);
    }
  });
  const observeLinks = () => {
    for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (internalPageUrl(link, win.location, baseUrl)) observer.observe(link);
    }
  };
  whenIdle(win, observeLinks, 3000);
}
