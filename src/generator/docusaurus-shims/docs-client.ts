import { shimSite } from './site.ts';

/**
 * `@docusaurus/plugin-content-docs/client`: the docs versions a component asks about. The
 * version of "the current doc" is the one whose folder holds the page being rendered, else the
 * version shown by default.
 */
export function useDocsVersion() {
  const { docsVersions = [], currentFile } = shimSite();
  const own = docsVersions.find((version) => currentFile !== undefined && currentFile.startsWith(version.dir));
  const version = own ?? docsVersions.find((candidate) => candidate.isLast) ?? { pluginId: 'default', name: 'current', label: 'Next', isLast: true, path: '/', dir: '' };
  return { pluginId: version.pluginId, version: version.name, label: version.label, isLast: version.isLast, banner: null, badge: false, noIndex: false, className: `docs-version-${version.name}`, docs: {}, docsSidebars: {} };
}

export function useActiveDocContext() {
  const version = useDocsVersion();
  return { activeVersion: version, activeDoc: undefined, alternateDocVersions: {} };
}

export function useActivePlugin() {
  return { pluginId: useDocsVersion().pluginId, pluginData: {} };
}

export function useDocsPreferredVersion() {
  return { preferredVersion: null, savePreferredVersionName: () => {} };
}

export function useVersions(pluginId = 'default') {
  return (shimSite().docsVersions ?? []).filter((version) => version.pluginId === pluginId).map((version) => ({ name: version.name, label: version.label, isLast: version.isLast, path: version.path }));
}

export function useLatestVersion(pluginId = 'default') {
  return useVersions(pluginId).find((version) => version.isLast);
}
