import { shimSite } from './site.ts';

/**
 * `@docusaurus/plugin-content-docs/client`: the docs versions a component asks about. The
 * version of "the current doc" is the one whose folder holds the page being rendered, else the
 * version shown by default.
 */
function currentVersion() {
  const { docsVersions = [], currentFile } = shimSite();
  const own = docsVersions.find((version) => currentFile !== undefined && currentFile.startsWith(version.dir));
  return own ?? docsVersions.find((candidate) => candidate.isLast) ?? { pluginId: 'default', name: 'current', label: 'Next', isLast: true, path: '/', dir: '' };
}

export function useDocsVersion() {
  const version = currentVersion();
  return { pluginId: version.pluginId, version: version.name, label: version.label, isLast: version.isLast, banner: null, badge: false, noIndex: false, className: `docs-version-${version.name}`, docs: {}, docsSidebars: {} };
}

/** `useActiveVersion`: the version as the plugin's global data gives it (React Native's links to its sources read its name). */
export function useActiveVersion() {
  const { name, label, isLast, path } = currentVersion();
  return { name, label, isLast, path, mainDocId: '', docs: [], draftIds: [], sidebars: {} };
}

export function useActiveDocContext() {
  return { activeVersion: useActiveVersion(), activeDoc: undefined, alternateDocVersions: {} };
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
