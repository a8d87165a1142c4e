import type { DocsVersionSetting } from './site-settings.ts';
import { safeStorage } from './storage.ts';
import { preferredVersionKey } from './storage-keys.ts';

/**
 * The docs version a reader chose, remembered as Docusaurus does (`docs-preferred-version-<plugin>`):
 * a version picked in the navbar's version menu is kept, the navbar's links to the docs then lead
 * into it, and a stored version this site no longer has is forgotten.
 */
export function followPreferredVersions(doc: Document, versions: readonly DocsVersionSetting[]): void {
  for (const plugin of new Set(versions.map((version) => version.pluginId))) {
    const stored = safeStorage.get(preferredVersionKey(plugin));
    if (stored !== null && !versions.some((version) => version.pluginId === plugin && version.name === stored)) safeStorage.remove(preferredVersionKey(plugin));
  }
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-docs-version]');
    const [plugin, name] = link?.getAttribute('data-docs-version')?.split(':') ?? [];
    if (plugin && name) safeStorage.set(preferredVersionKey(plugin), name);
  });
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-docs-plugin]:not([data-docs-version])')) {
    const plugin = link.getAttribute('data-docs-plugin')!;
    const preferred = versions.find((version) => version.pluginId === plugin && version.name === safeStorage.get(preferredVersionKey(plugin)));
    const current = versionOfPath(versions, plugin, link.pathname);
    if (preferred && current && preferred !== current) link.pathname = preferred.path + link.pathname.slice(current.path.length);
  }
}

/** The version of `plugin` whose path is the longest start of `pathname` (`/docs/next/x` is in `/docs/next`, not `/docs`). */
function versionOfPath(versions: readonly DocsVersionSetting[], plugin: string, pathname: string): DocsVersionSetting | undefined {
  return versions
    .filter((version) => version.pluginId === plugin && (pathname === version.path || pathname.startsWith(`${version.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
