import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files under `dir` that `accept` takes, as sorted paths relative to it with `/` separators. Dot
 * files and folders are skipped; a folder that does not exist has no files. (One recursive
 * `readdir`: loading a glob library cost more start-up time than the walk itself.)
 */
export async function listFiles(dir: string, accept: (rel: string) => boolean = () => true): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').some((part) => part.startsWith('.')) && accept(rel))
    .sort();
}
