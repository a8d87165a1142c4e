/** Keys this site keeps in the browser's local storage (listed in the privacy policy). */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'announcement-dismissed',
  /** Followed by a `<Tabs groupId>`: the tab last chosen in that group, as Docusaurus names it. */
  tabGroupPrefix: 'docusaurus.tab.',
  /** In session storage, for a site whose docs sidebar can be hidden: hidden while the reader moves from page to page, as Docusaurus keeps it while its app lives. */
  sidebarHidden: 'docs-sidebar-hidden',
} as const;

/** The docs version a reader chose for a docs instance, as Docusaurus names it. */
export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}
