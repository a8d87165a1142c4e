const DESKTOP = '(min-width: 997px)';

/**
 * Below 996 px the wiki sidebar lives in the navbar's menu, under the main items; from 997 px on it
 * goes back beside the page and an open menu closes by itself. The page carries the sidebar once.
 */
export function setUpMobileMenu(win: Window): void {
  const doc = win.document;
  const query = win.matchMedia(DESKTOP);
  const menu = doc.querySelector<HTMLElement>('.navbar-sidebar');
  const aside = doc.querySelector<HTMLElement>('.doc-sidebar');
  const sidebar = aside?.querySelector<HTMLElement>('nav.sidebar');
  const place = () => {
    if (menu && aside && sidebar) (query.matches ? aside : menu).append(sidebar);
  };
  place();
  query.addEventListener('change', (event) => {
    if (event.matches) {
      for (const details of doc.querySelectorAll<HTMLDetailsElement>('details.navbar-mobile[open]')) details.open = false;
    }
    place();
  });
}
