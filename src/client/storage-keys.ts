/** Keys this site keeps in the browser's local storage (listed in the privacy policy). */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'announcement-dismissed',
  preferredDocsVersion: 'docs-preferred-version-default',
  /** Followed by a `<Tabs groupId>`: the tab last chosen in that group, as Docusaurus names it. */
  tabGroupPrefix: 'docusaurus.tab.',
} as const;
