import { readFileSync } from 'node:fs';
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
  const version = docusaurusVersion(root);
  return version === undefined || version[0] > 3 || (version[0] === 3 && version[1] >= 5);
}

/** [major, minor] of the Docusaurus a project's package.json asks for (`^3.4.0` → [3, 4]), when it says. */
function docusaurusVersion(root: string): [number, number] | undefined {
  try {
    const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const range = dependencies?.['@docusaurus/core'] ?? devDependencies?.['@docusaurus/core'];
    const version = range === undefined ? undefined : /(\d+)\.(\d+)/.exec(range);
    return version ? [Number(version[1]), Number(version[2])] : undefined;
  } catch {
    return undefined;
  }
}
