import { safeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** The close button of the announcement bar; the dismissal is remembered with the bar's id. */
export function setUpAnnouncementBar(doc: Document): void {
  const bar = doc.querySelector<HTMLElement>('.site-announcement');
  const close = bar?.querySelector<HTMLButtonElement>('.announcement-close');
  if (!bar || !close) return;
  close.hidden = false;
  close.addEventListener('click', () => {
    safeStorage.set(STORAGE_KEYS.announcementDismissed, bar.dataset.announcementId ?? '');
    doc.documentElement.dataset.announcementDismissed = '';
  });
}
