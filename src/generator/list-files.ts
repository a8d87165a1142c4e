import { type Dirent, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A dot file or folder anywhere in a relative path. */
const HIDDEN_PART = /(?:^|\/)\./;

/**
 * Files under `dir` that `accept` takes, as sorted paths relative to it with `/` separators. Dot
 * files and folders are skipped; a folder that does not exist has no files; a link to a file is a
 * file, as Docusaurus reads it (react-native-gesture-handler's docs link 21 pages of another folder). (One recursive
 * `readdir`: loading a glob library cost more start-up time than the walk itself. Synchronous: Node
 * 20's asynchronous recursive walk of content/wiki/ took 4-5 ms, this one 1 ms.) Each path is cut
 * from the absolute one rather than made by `path.relative`, which resolves both paths again: 10,000
 * pages were listed in 50 ms instead of 110.
 */
export function listFiles(dir: string, accept: (rel: string) => boolean = () => true): string[] {
  const root = path.resolve(dir);
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const start = root.endsWith(path.sep) ? root.length : root.length + 1;
  const files: string[] = [];
  for (const entry of entries) {
    const absolute = `${entry.parentPath}${path.sep}${entry.name}`;
    if (!entry.isFile() && !(entry.isSymbolicLink() && statSync(absolute, { throwIfNoEntry: false })?.isFile())) continue;
    const rel = slashed(absolute.slice(start));
    if (!HIDDEN_PART.test(rel) && accept(rel)) files.push(rel);
  }
  return files.sort();
}

function slashed(rel: string): string {
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}
