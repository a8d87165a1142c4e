/**
 * The locale menu's links lead to the page the reader is on, in that locale: the server wrote each
 * locale's home page (the navbar is the same on every page), and this puts the page's path under it.
 */
export function linkLocalesToThisPage(doc: Document, baseUrl: string): void {
  const { pathname, search, hash } = doc.location;
  if (!pathname.startsWith(baseUrl)) return;
  const inSite = pathname.slice(baseUrl.length);
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-locale-base]')) {
    link.href = `${link.getAttribute('data-locale-base')}${inSite}${search}${hash}`;
  }
}
