import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeJsonAtomically } from '../tools/ascii-json.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The last digest made, with the size, time and inode of every file it read: read again only when one of them changed. */
const SAVED = path.join(ROOT, 'node_modules', '.cache', 'jabuticraft', 'generator-version.json');

let version: string | undefined;

/**
 * A digest of the generator's own code (every file of `src/`) and of the packages it runs on
 * (`package-lock.json`): what a build's cache must have been made by to be read. A digest of the
 * bundle would miss the tests' runs, which load the sources one by one. The files' contents are
 * read only when one of them has another size, time or inode than when the saved digest was made:
 * reading the 500 files took 80 ms of every build on a slow machine, their stats under 10.
 */
export function generatorVersion(): string {
  if (version !== undefined) return version;
  const src = path.join(ROOT, 'src');
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  files.push(path.join(ROOT, 'package-lock.json'));
  const stamps = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs, ino } = statSync(file);
    stamps.update(`${path.relative(ROOT, file)}\0${size}\0${mtimeMs}\0${ino}\n`);
  }
  const stamped = stamps.digest('base64url');
  const saved = readSaved();
  if (saved?.stamps === stamped) return (version = saved.version);
  version = contentDigest(files);
  try {
    writeJsonAtomically(SAVED, { stamps: stamped, version });
  } catch {
    // Only a shortcut: the next build reads the files again.
  }
  return version;
}

function contentDigest(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = readFileSync(file);
    hash.update(`${path.relative(ROOT, file)}\0${bytes.byteLength}\0`).update(bytes);
  }
  return hash.digest('base64url').slice(0, 22);
}

function readSaved(): { stamps: string; version: string } | undefined {
  try {
    return JSON.parse(readFileSync(SAVED, 'utf8')) as { stamps: string; version: string };
  } catch {
    return undefined;
  }
}
