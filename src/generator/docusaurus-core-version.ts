import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The major version of Docusaurus a project's package.json asks for (`^2.4.0`, `2.0.0-rc.1` → 2),
 * when it says: what Docusaurus 2 did not do (check anchors) a project of it does not expect.
 */
export function docusaurusMajor(root: string): number | undefined {
  try {
    const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const range = dependencies?.['@docusaurus/core'] ?? devDependencies?.['@docusaurus/core'];
    const major = range === undefined ? undefined : /(\d+)\./.exec(range)?.[1];
    return major === undefined ? undefined : Number(major);
  } catch {
    return undefined;
  }
}
