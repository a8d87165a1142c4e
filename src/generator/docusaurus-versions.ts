/**
 * The versions of a Docusaurus docs instance, each a docs folder of its own: `versions.json` (or
 * `<id>_versions.json`), `versioned_docs/version-<name>/`, `versioned_sidebars/version-<name>-sidebars.json`,
 * and the instance's options (`lastVersion`, `includeCurrentVersion`, `onlyIncludeVersions`,
 * `versions: { <name>: { label, path, banner, badge } }`, `disableVersioning`), as Docusaurus reads them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocEditUrl, DocsFolder } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import { trimSlashes } from './docusaurus-values.ts';

export interface DocsInstance {
  id: string;
  /** The current version's docs folder. */
  dir: string;
  routeBasePath: string;
  /** `false`: no sidebar; undefined: the configuration names none. */
  sidebarPath: string | false | undefined;
  editUrl?: string | ((params: Record<string, unknown>) => unknown);
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  options: Record<string, unknown>;
}

export interface DocsVersionFolder {
  /** The docs folder's name in the layout: `<instance>@<version>`. */
  folder: string;
  pluginId: string;
  dir: string;
  sidebarsFile?: string;
  settings: DocsFolder;
}

const CURRENT = 'current';

export function docsVersions(instance: DocsInstance, root: string, file: string, warnings: Warning[]): DocsVersionFolder[] {
  const prefix = instance.id === 'default' ? '' : `${instance.id}_`;
  const options = instance.options;
  // A versions.json that lists "current" (tRPC's) means the docs folder itself, which is there anyway.
  const listed = options.disableVersioning === true ? [] : readVersions(path.join(root, `${prefix}versions.json`), file, warnings).filter((name) => name !== CURRENT);
  // Docusaurus stops on a listed version without its folder (often made by the project's own build script): here it is left out, and said.
  const released = listed.filter((name) => {
    const there = existsSync(path.join(root, `${prefix}versioned_docs`, `version-${name}`));
    if (!there) warnings.push({ file: path.join(path.dirname(file), `${prefix}versions.json`), message: `version "${name}" has no folder ${prefix}versioned_docs/version-${name}/ (Docusaurus stops here; a script of the project may make it): that version is left out` });
    return there;
  });
  const includeCurrent = options.includeCurrentVersion !== false;
  // Docusaurus stops here too ("The docs folder does not exist for version current"): every doc link of the site then leads nowhere, and this says why.
  if (includeCurrent && !existsSync(instance.dir)) warnings.push({ file, message: `docs instance "${instance.id}": its folder ${path.relative(root, instance.dir) || '.'}/ does not exist (Docusaurus stops here; a script of the project may make it): it has no pages` });
  let names = [...(includeCurrent ? [CURRENT] : []), ...released];
  if (Array.isArray(options.onlyIncludeVersions)) {
    const only = new Set(options.onlyIncludeVersions.filter((name): name is string => typeof name === 'string'));
    names = names.filter((name) => only.has(name));
  }
  const lastVersion = typeof options.lastVersion === 'string' && names.includes(options.lastVersion) ? options.lastVersion : (released.find((name) => names.includes(name)) ?? CURRENT);
  const overrides = typeof options.versions === 'object' && options.versions !== null ? (options.versions as Record<string, Record<string, unknown>>) : {};
  const order = [CURRENT, ...released];
  return names.map((name) => {
    const isLast = name === lastVersion;
    const override = overrides[name] ?? {};
    const dir = name === CURRENT ? instance.dir : path.join(root, `${prefix}versioned_docs`, `version-${name}`);
    // A path written with slashes (RocketMQ's `/4.x`) joins the base as one segment, as Docusaurus's normalizeUrl joins it.
    const versionPath = typeof override.path === 'string' ? trimSlashes(override.path) : isLast ? '' : name === CURRENT ? 'next' : name;
    const defaultBanner = isLast ? 'none' : order.indexOf(name) < order.indexOf(lastVersion) ? 'unreleased' : 'unmaintained';
    const banner = override.banner === 'none' || override.banner === 'unreleased' || override.banner === 'unmaintained' ? override.banner : defaultBanner;
    const label = typeof override.label === 'string' ? override.label : name === CURRENT ? 'Next' : name;
    const sidebarsFile = name === CURRENT ? currentSidebars(instance, root) : existing(path.join(root, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`));
    const editUrl = editUrlOf(instance, path.relative(root, dir).split(path.sep).join('/'), name);
    return {
      folder: `${instance.id}@${name}`,
      pluginId: instance.id,
      dir,
      ...(sidebarsFile && { sidebarsFile }),
      settings: {
        routeBasePath: [instance.routeBasePath, versionPath].filter(Boolean).join('/'),
        pluginId: instance.id,
        version: { name, label, isLast, banner, badge: typeof override.badge === 'boolean' ? override.badge : names.length > 1, ...(override.noIndex === true && { noIndex: true }) },
        ...(editUrl && { editUrl }),
        ...(options.breadcrumbs === false && { breadcrumbs: false as const }),
        ...(options.sidebarCollapsed === false && { sidebarCollapsed: false as const }),
        ...(options.sidebarCollapsible === false && { sidebarCollapsible: false as const }),
      },
    };
  });
}

function readVersions(absolute: string, file: string, warnings: Warning[]): string[] {
  if (!existsSync(absolute)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(absolute, 'utf8'));
    if (Array.isArray(parsed)) return parsed.filter((name): name is string => typeof name === 'string');
  } catch {
    // Reported below.
  }
  warnings.push({ file, message: `${path.basename(absolute)} must be a JSON list of version names; versions left out` });
  return [];
}

/** The current version's sidebars: the file the configuration names, or `sidebars.js` beside it (Docusaurus's default). */
function currentSidebars(instance: DocsInstance, root: string): string | undefined {
  if (instance.sidebarPath === false) return undefined;
  if (instance.sidebarPath !== undefined) return existing(instance.sidebarPath);
  return ['sidebars.js', 'sidebars.ts'].map((name) => existing(path.join(root, name))).find(Boolean);
}

function existing(absolute: string): string | undefined {
  return existsSync(absolute) ? absolute : undefined;
}

/**
 * Where a version's docs are edited: `editUrl` then the folder's path from the project and the
 * doc's path, as Docusaurus joins them; a function `editUrl` is asked for each doc, as there (one
 * that throws or gives no text gives that doc no link).
 */
function editUrlOf(instance: DocsInstance, versionDocsDirPath: string, versionName: string): string | DocEditUrl | undefined {
  const { editUrl } = instance;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/+$/, '')}/${versionDocsDirPath}/`;
  if (typeof editUrl !== 'function') return undefined;
  return projectEditUrl((docPath, permalink, locale) => editUrl({ locale, version: versionName, versionDocsDirPath, docPath, permalink }));
}

/** The blog's `editUrl`: a folder its posts' paths are appended to, or a function of each post (`{ locale, blogDirPath, blogPath, permalink }`), as the blog's configuration option. */
export function blogEditUrl(editUrl: unknown, blogDirPath: string): { editUrl?: string | DocEditUrl } {
  if (typeof editUrl === 'string') return { editUrl: `${editUrl.replace(/\/+$/, '')}/${blogDirPath}/` };
  if (typeof editUrl !== 'function') return {};
  return { editUrl: projectEditUrl((blogPath, permalink, locale) => (editUrl as (options: Record<string, string>) => unknown)({ locale, blogDirPath, blogPath, permalink })) };
}

/**
 * A project's edit URL function as the build calls it: a page whose function throws, or gives what is
 * not an address (React Native's gives JSON, which its own DocItem/Footer reads), has no edit link.
 */
function projectEditUrl(call: (path: string, permalink: string, locale: string) => unknown): DocEditUrl {
  return (path, permalink, locale) => {
    try {
      const url = call(path, permalink, locale);
      return typeof url === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/)/i.test(url) ? url : undefined;
    } catch {
      return undefined;
    }
  };
}
