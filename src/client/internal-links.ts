/**
 * The address of another page of this site that a link leads to, without its hash; undefined for
 * external links, links to files (feeds, images), downloads, new tabs and anchors on this page.
 */
export function internalPageUrl(link: HTMLAnchorElement, here: Location, baseUrl: string): string | undefined {
  if (link.target === '_blank' || link.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || !url.pathname.startsWith(baseUrl)) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  url.hash = '';
  return url.href;
}

export function closestLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  return target instanceof Element ? (target.closest<HTMLAnchorElement>('a[href]') ?? undefined) : undefined;
}
