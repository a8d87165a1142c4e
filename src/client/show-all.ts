import { sidebarItems } from './sidebar-items.ts';

/**
 * A long sidebar list comes with only the items around the page; its "show all" button puts the
 * others in, before and after them, from the sidebar's items file, and gives the focus to the first
 * item that was not there (the button goes away). Without JavaScript the button is hidden.
 */
export function setUpShowAll(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.sidebar button[data-more]');
    if (button && !button.disabled) void showAll(button);
  });
}

async function showAll(button: HTMLButtonElement): Promise<void> {
  const { more: key, start, end } = button.dataset;
  const row = button.parentElement;
  const list = row?.parentElement;
  if (key === undefined || !row || !list) return;
  button.disabled = true;
  const html = (await sidebarItems(button))?.[key];
  button.disabled = false;
  if (html === undefined) return;
  const template = button.ownerDocument.createElement('template');
  template.innerHTML = html;
  const all = [...template.content.children];
  const before = all.slice(0, Number(start));
  const after = all.slice(Number(end));
  list.prepend(...before);
  row.replaceWith(...after);
  (after[0] ?? before[0])?.querySelector<HTMLElement>('a, summary')?.focus();
}
