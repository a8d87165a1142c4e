/** The files and folders under an output folder: to copy a folder, and to clear what a build over an older site did not write. */
import { type Dirent, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ListedFolder } from './file-list.ts';

/** Every file under `folder`: its absolute path, and its path inside the folder. */
export function filesOf(folder: string): { from: string; file: string }[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const from = path.join(entry.parentPath, entry.name);
    return [{ from, file: path.relative(folder, from) }];
  });
}

/** The names in each folder under a root, the root included: what `removeAllBut` goes through. */
export type FolderListing = { folder: string; names: string[] }[];

/**
 * Lists every folder under `root` (absolute), with the names of the files and folders it holds. A
 * folder that goes while it is listed is left out: the search worker renames its older folder to
 * the new name while the writers list the site (a recursive `readdir` failed the build then).
 *
 * `listed`: what the list of the site in `root` says each folder holds (file-list.ts's
 * `listedFolders`), by path inside it. A folder whose time is still the one listed holds that (a
 * name added or removed changes it), and is not read: at 10,000 pages, reading the 12,188 folders
 * took one writer 0.35-1 s, their times 0.07-0.11 s.
 */
export function folderListing(root: string, listed?: ReadonlyMap<string, ListedFolder>): FolderListing {
  const listing: FolderListing = [];
  const top = path.resolve(root);
  const walk = (folder: string, inRoot: string | undefined): void => {
    const known = inRoot === undefined ? undefined : listed?.get(inRoot);
    if (known?.mtimeMs !== undefined) {
      const stats = statSync(folder, { throwIfNoEntry: false });
      if (!stats) return;
      if (stats.isDirectory() && stats.mtimeMs === known.mtimeMs) {
        listing.push({ folder, names: known.names });
        for (const name of known.folders) walk(folder + path.sep + name, inRoot === '' ? name : inRoot + path.sep + name);
        return;
      }
    }
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if (folder !== top && ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')) return;
      throw error;
    }
    listing.push({ folder, names: entries.map((entry) => entry.name) });
    // Joined without path.join's normalising: the folders are absolute and normal, the names plain.
    for (const entry of entries) if (entry.isDirectory()) walk(folder + path.sep + entry.name, inRoot === undefined ? undefined : inRoot === '' ? entry.name : inRoot + path.sep + entry.name);
  };
  walk(top, '');
  return listing;
}

/**
 * Removes every file and folder under `root` but the files `kept` (absolute paths) and the folders
 * that hold them. `listing` is what `root` held when it was listed; anything written since is kept.
 * A path is kept whether it was listed as a file or a folder: it may have turned from one into the
 * other since.
 */
export function removeAllBut(root: string, kept: ReadonlySet<string>, listing: FolderListing = folderListing(root)): void {
  const keptFolders = new Set<string>([root]);
  for (const file of kept) {
    for (let folder = path.dirname(file); !keptFolders.has(folder); folder = path.dirname(folder)) keptFolders.add(folder);
  }
  for (const { folder, names } of listing) {
    // A folder that goes as a whole takes what it holds.
    if (!keptFolders.has(folder)) continue;
    // The listing's folders are absolute and normal, its names plain: joined without path.join's normalising, 150,000 times at 10,000 pages.
    const prefix = folder.endsWith(path.sep) ? folder : folder + path.sep;
    for (const name of names) {
      const absolute = prefix + name;
      if (!kept.has(absolute) && !keptFolders.has(absolute)) rmSync(absolute, { recursive: true, force: true });
    }
  }
}
