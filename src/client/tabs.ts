import { STORAGE_KEYS } from './storage-keys.ts';
import { safeStorage } from './storage.ts';

/**
 * Docusaurus's `<Tabs>`: the server shows every tab under its label; here they become tabs. Tabs
 * with the same `groupId` switch together and the choice is remembered; with `queryString`, the
 * choice is also in the address (`?os=mac`), which wins when the page opens with it.
 */
export function setUpTabs(doc: Document): void {
  const groups = [...doc.querySelectorAll<HTMLElement>('.tabs')];
  if (groups.length === 0) return;
  const params = new URLSearchParams(location.search);
  // A tab named in the address is the reader's choice for its whole group, as a click would be.
  const chosen = new Map<string, string>();
  for (const tabs of groups) {
    const { groupId, queryString } = tabs.dataset;
    const fromAddress = queryString ? params.get(queryString) : null;
    if (groupId && fromAddress !== null && tabOf(tabs, fromAddress)) {
      chosen.set(groupId, fromAddress);
      safeStorage.set(STORAGE_KEYS.tabGroupPrefix + groupId, fromAddress);
    }
  }
  for (const tabs of groups) {
    const { groupId, queryString } = tabs.dataset;
    const fromAddress = queryString ? params.get(queryString) : null;
    const stored = groupId ? (chosen.get(groupId) ?? safeStorage.get(STORAGE_KEYS.tabGroupPrefix + groupId)) : null;
    const value = [fromAddress, stored].find((candidate) => candidate !== null && tabOf(tabs, candidate!));
    if (value) select(tabs, value);
  }
  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('.tabs .tab');
    if (tab) choose(doc, tab);
  });
  doc.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('.tabs .tab');
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const siblings = [...list.querySelectorAll<HTMLElement>(':scope > .tab')];
    const index = siblings.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: siblings.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = siblings[(next + siblings.length) % siblings.length]!;
    target.focus();
    choose(doc, target);
  });
}

/** A reader's choice: this group, every group that shares its id, the storage and the address. */
function choose(doc: Document, tab: HTMLElement): void {
  const tabs = tab.closest<HTMLElement>('.tabs');
  const value = tab.dataset.value;
  if (!tabs || value === undefined) return;
  // Groups above may change height: keep the clicked tab where the reader's eyes are.
  const topBefore = tab.getBoundingClientRect().top;
  const { groupId, queryString } = tabs.dataset;
  const synced = groupId ? doc.querySelectorAll<HTMLElement>(`.tabs[data-group-id="${CSS.escape(groupId)}"]`) : [tabs];
  for (const group of synced) if (tabOf(group, value)) select(group, value);
  if (groupId) safeStorage.set(STORAGE_KEYS.tabGroupPrefix + groupId, value);
  if (queryString) {
    const url = new URL(location.href);
    url.searchParams.set(queryString, value);
    history.replaceState(history.state, '', url);
  }
  const shift = tab.getBoundingClientRect().top - topBefore;
  if (shift !== 0) window.scrollBy(0, shift);
}

function select(tabs: HTMLElement, value: string): void {
  for (const tab of tabs.querySelectorAll<HTMLElement>(':scope > .tabs-list > .tab')) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > .tab-panel')) panel.classList.toggle('is-selected', panel.dataset.value === value);
}

function tabOf(tabs: HTMLElement, value: string): HTMLElement | undefined {
  return [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs-list > .tab')].find((tab) => tab.dataset.value === value);
}
