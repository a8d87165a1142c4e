import type { DocsVersionSetting } from './site-settings.ts';
import { safeStorage } from './storage.ts';
import { preferredVersionKey } from './storage-keys.ts';

/**
 * The docs version a reader chose, remembered as Docusaurus does (`docs-preferred-version-<plugin>`):
 * a version picked in the navbar's version menu is kept, the navbar's links to the docs then lead
 * into it (on a doc, into the doc's own version, as Docusaurus's navbar does), and a stored version
 * this site no longer has is forgotten. Picked on a doc, a version
 * leads to the same page in it when it has one, as in Docusaurus, else to its first page.
 */
export function followPreferredVersions(doc: Document, versions: readonly DocsVersionSetting[]): void {
  for (const plugin of new Set(versions.map((version) => version.pluginId))) {
    const stored = safeStorage.get(preferredVersionKey(plugin));
    if (stored !== null && !versions.some((version) => version.pluginId === plugin && version.name === stored)) safeStorage.remove(preferredVersionKey(plugin));
  }
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-docs-version]');
    const [plugin, name] = link?.getAttribute('data-docs-version')?.split(':') ?? [];
    if (!link || !plugin || !name) return;
    safeStorage.set(preferredVersionKey(plugin), name);
    const samePage = samePageIn(versions, plugin, name, doc.location.pathname);
    if (samePage === undefined || samePage === link.pathname || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const go = (url: string) => doc.location.assign(url);
    fetch(samePage, { method: 'HEAD' }).then((answer) => go(answer.ok ? samePage + doc.location.hash : link.href), () => go(link.href));
  });
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-docs-plugin]:not([data-docs-version])')) {
    const plugin = link.getAttribute('data-docs-plugin')!;
    // As Docusaurus's navbar picks a doc's version: the page's own first (a doc of 5.x leads to 5.x's docs), then the one the reader chose.
    const reading = versionOfPath(versions, plugin, doc.location.pathname);
    const preferred = reading ?? versions.find((version) => version.pluginId === plugin && version.name === safeStorage.get(preferredVersionKey(plugin)));
    // The build says where the link leads in each version that has its doc; in one that has not, it stays where it leads (the latest's).
    const routes = link.dataset.versionRoutes === undefined ? undefined : (JSON.parse(link.dataset.versionRoutes) as Record<string, string>);
    if (routes) {
      if (preferred && routes[preferred.name]) link.pathname = routes[preferred.name]!;
      continue;
    }
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

/** The path of the page being read in version `name` of `plugin`: the same path under that version's, when the page is one of another version's docs. */
function samePageIn(versions: readonly DocsVersionSetting[], plugin: string, name: string, pathname: string): string | undefined {
  const target = versions.find((version) => version.pluginId === plugin && version.name === name);
  const current = versionOfPath(versions, plugin, pathname);
  return target && current && target !== current ? target.path + pathname.slice(current.path.length) : undefined;
}
