/** Keys this site keeps in the browser's local storage (listed in the privacy policy). */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'announcement-dismissed',
  preferredDocsVersion: 'docs-preferred-version-default',
} as const;
