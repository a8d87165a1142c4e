/**
 * Docusaurus's table of contents highlight: the entry of the section being read is marked
 * (`table-of-contents__link--active`, the class a project's stylesheet addresses) as the reader
 * scrolls. The section being read is the first heading below the navbar when it is in the top half
 * of the screen, else the one before it, as Docusaurus's `useTOCHighlight` picks it.
 */
const ACTIVE = 'table-of-contents__link--active';

export function highlightTableOfContents(win: Window): void {
  const doc = win.document;
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('.doc-toc .toc a[href^="#"]')];
  const headings = links.map((link) => doc.getElementById(decodeURIComponent(link.hash.slice(1))));
  if (links.length === 0) return;
  const navbarHeight = doc.getElementById('navbar')?.getBoundingClientRect().height ?? 0;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const next = headings.findIndex((heading) => heading !== null && heading.getBoundingClientRect().top >= navbarHeight);
    const active = next === -1 ? headings.length - 1 : headings[next]!.getBoundingClientRect().top < win.innerHeight / 2 ? next : next - 1;
    links.forEach((link, index) => link.classList.toggle(ACTIVE, index === active));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    win.requestAnimationFrame(update);
  };
  win.addEventListener('scroll', schedule, { passive: true });
  win.addEventListener('resize', schedule, { passive: true });
  update();
}
