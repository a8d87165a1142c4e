import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * Docusaurus's hideable docs sidebar (`themeConfig.docs.sidebar.hideable`): the button under the
 * sidebar hides it, the strip left in its place brings it back. The choice lasts while the reader
 * moves between pages in this tab (session storage; the head script applies it before the first
 * paint), as Docusaurus's lasts while its app runs.
 */
export function setUpSidebarHiding(doc: Document): void {
  const collapse = doc.querySelector<HTMLButtonElement>('.doc-sidebar > .sidebar-collapse');
  const expand = doc.querySelector<HTMLButtonElement>('.doc-sidebar > .sidebar-expand');
  if (!collapse || !expand) return;
  collapse.hidden = false;
  expand.hidden = false;
  const root = doc.documentElement;
  const show = (hidden: boolean) => {
    if (hidden) root.dataset.sidebarHidden = '';
    else delete root.dataset.sidebarHidden;
    try {
      if (hidden) sessionStorage.setItem(STORAGE_KEYS.sidebarHidden, '1');
      else sessionStorage.removeItem(STORAGE_KEYS.sidebarHidden);
    } catch {
      // Storage blocked: the sidebar still hides on this page.
    }
    (hidden ? expand : collapse).focus();
  };
  collapse.addEventListener('click', () => show(true));
  expand.addEventListener('click', () => show(false));
}
