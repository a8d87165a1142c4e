const DESKTOP = '(min-width: 997px)';

/**
 * Below 996 px the navbar's menu button opens a side panel. On wiki pages it opens on the wiki's
 * sidebar (the secondary menu), on the blog's pages on its list of posts, as Docusaurus's does, with
 * "← Voltar ao menu principal" leading to the main items; from 997 px on the sidebar goes back beside
 * the page and an open menu closes by itself. The page carries the sidebar once: it is moved, not
 * copied; so is a project's colour switch.
 */
export function setUpMobileMenu(win: Window): void {
  const doc = win.document;
  const query = win.matchMedia(DESKTOP);
  const menu = doc.querySelector<HTMLDetailsElement>('details.navbar-mobile');
  const primary = menu?.querySelector<HTMLElement>('.navbar-sidebar-primary');
  const secondary = menu?.querySelector<HTMLElement>('.navbar-sidebar-secondary');
  const aside = doc.querySelector<HTMLElement>('.doc-sidebar') ?? doc.querySelector<HTMLElement>('.blog-aside');
  const sidebar = aside?.querySelector<HTMLElement>('nav.sidebar, nav.blog-sidebar');
  // A project's colour switch: in the bar on a wide screen, in the drawer's header on a phone, as Docusaurus places it.
  const toggle = doc.querySelector<HTMLElement>('.navbar__items--right [data-island="ColorModeToggle"]');
  const toggleItem = toggle?.parentElement;
  const toggleSlot = menu?.querySelector<HTMLElement>('.navbar-sidebar__toggle');
  if (!menu || !primary || !secondary) return;

  const showSecondary = (show: boolean) => {
    secondary.hidden = !show;
    primary.hidden = show;
  };
  const place = () => {
    // Back in the aside before a hideable sidebar's buttons.
    if (aside && sidebar) (query.matches ? aside.prepend(sidebar) : secondary.append(sidebar));
    if (toggle && toggleItem && toggleSlot) (query.matches ? toggleItem : toggleSlot).append(toggle);
  };
  place();

  menu.addEventListener('toggle', () => {
    if (menu.open) showSecondary(Boolean(sidebar) && !query.matches);
  });
  const close = () => {
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };
  // A project's drawer covers the menu button: its own button closes it.
  menu.querySelector('.navbar-sidebar__close')?.addEventListener('click', close);
  secondary.querySelector('.menu-back')?.addEventListener('click', () => {
    showSecondary(false);
    primary.querySelector<HTMLElement>('a, summary')?.focus();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) close();
  });
  doc.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  query.addEventListener('change', (event) => {
    if (event.matches) menu.open = false;
    place();
  });
}
