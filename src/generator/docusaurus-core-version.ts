import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The major version of Docusaurus a project's package.json asks for (`^2.4.0`, `2.0.0-rc.1` → 2),
 * when it says: what Docusaurus 2 did not do (check anchors) a project of it does not expect.
 */
export function docusaurusMajor(root: string): number | undefined {
  return docusaurusVersion(root)?.[0];
}

/**
 * Whether the project's Docusaurus (3.5 and after, or not said) groups the blog sidebar's posts by
 * year; before, it lists them in one list.
 */
export function groupsBlogSidebarByYear(root: string): boolean {
  return isAtLeast(root, 3, 5);
}

/**
 * Whether the project's Docusaurus (3.8 and after, or not said) has the colour switch's third state,
 * "system"; before, it switches light ↔ dark.
 */
export function hasSystemColorMode(root: string): boolean {
  return isAtLeast(root, 3, 8);
}

/** Whether the project's Docusaurus is `major.minor` or after; a project that does not say is taken as the newest. */
function isAtLeast(root: string, major: number, minor: number): boolean {
  const version = docusaurusVersion(root);
  return version === undefined || version[0] > major || (version[0] === major && version[1] >= minor);
}

/**
 * [major, minor] of the project's Docusaurus: the version its lock file installs (npm's, Yarn's or
 * pnpm's, beside the site or in a folder above it, as a monorepo keeps it), else the one its
 * package.json's range installs (`~3.4.0` → [3, 4], `^3.4.0` → the newest 3.x), when it says.
 */
function docusaurusVersion(root: string): [number, number] | undefined {
  const locked = lockedVersion(root);
  const written = locked ?? askedVersion(root);
  const version = written === undefined ? undefined : /(\d+)\.(\d+)/.exec(written);
  // A caret range (`^3.0.0`) with no lock file installs the newest version of its major, not the one written.
  const newest = locked === undefined && written?.trim().startsWith('^');
  return version ? [Number(version[1]), newest ? Number.POSITIVE_INFINITY : Number(version[2])] : undefined;
}

function askedVersion(root: string): string | undefined {
  try {
    const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return dependencies?.['@docusaurus/core'] ?? devDependencies?.['@docusaurus/core'];
  } catch {
    return undefined;
  }
}

/** How each lock file names the version it installs of `@docusaurus/core`. */
const LOCKED_VERSION: Record<string, (text: string) => string | undefined> = {
  'package-lock.json': (text) => {
    const lock = JSON.parse(text) as { packages?: Record<string, { version?: string }>; dependencies?: Record<string, { version?: string }> };
    return lock.packages?.['node_modules/@docusaurus/core']?.version ?? lock.dependencies?.['@docusaurus/core']?.version;
  },
  'yarn.lock': (text) => /^"?@docusaurus\/core@[^\n]*:\n[ \t]+version:? "?(\d+\.\d+\.\d+)/m.exec(text)?.[1],
  'pnpm-lock.yaml': (text) => /^[ \t]+'?\/?@docusaurus\/core[@/](\d+\.\d+\.\d+)/m.exec(text)?.[1],
};

function lockedVersion(root: string): string | undefined {
  for (let dir = path.resolve(root), depth = 0; depth < 4; dir = path.dirname(dir), depth++) {
    for (const file of Object.keys(LOCKED_VERSION)) {
      const version = versionInLockFile(path.join(dir, file));
      if (version !== undefined) return version;
    }
    if (path.dirname(dir) === dir) break;
  }
  return undefined;
}

/** Each lock file's version, read again only when the file changed: a monorepo's may be megabytes of JSON, asked about several times a build. */
const lockFiles = new Map<string, { stamp: string; version: string | undefined }>();

function versionInLockFile(file: string): string | undefined {
  let stamp: string;
  try {
    const stats = statSync(file);
    stamp = `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return undefined;
  }
  const known = lockFiles.get(file);
  if (known?.stamp === stamp) return known.version;
  let version: string | undefined;
  try {
    version = LOCKED_VERSION[path.basename(file)]!(readFileSync(file, 'utf8'));
  } catch {
    // A lock file that does not parse says nothing; package.json still may.
  }
  lockFiles.set(file, { stamp, version });
  return version;
}
