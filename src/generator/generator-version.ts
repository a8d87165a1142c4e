import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

let version: string | undefined;

/**
 * A digest of the generator's own code (every file of `src/`) and of the packages it runs on
 * (`package-lock.json`): what a build's cache must have been made by to be read. Reading the
 * few hundred files takes a few milliseconds; a digest of the bundle would miss the tests' runs,
 * which load the sources one by one.
 */
export function generatorVersion(): string {
  if (version !== undefined) return version;
  const hash = createHash('sha256');
  const src = path.join(ROOT, 'src');
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...files, path.join(ROOT, 'package-lock.json')]) {
    const bytes = readFileSync(file);
    hash.update(`${path.relative(ROOT, file)}\0${bytes.byteLength}\0`).update(bytes);
  }
  version = hash.digest('base64url').slice(0, 22);
  return version;
}
