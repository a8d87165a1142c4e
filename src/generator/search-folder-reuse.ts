import { readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SIBLING_SUFFIXES } from './compress.ts';

/**
 * A context's hashed search folder (`search/site.<digest>/`) gets another name whenever any page of
 * the context changes, and holds a file per shard and per run of texts: 35,000 files (105,000 with
 * their `.br` and `.gz`) at 10,000 pages. Written whole under the new name, with the older folder
 * deleted file by file, one edited page made the next build of the 10,000-page corpus take
 * 23-36 s instead of 8. So the build renames the older folder of the context, in the output it
 * writes over, to the new name first: the writers then find most files there with the same bytes
 * (and their `.br` and `.gz`), and leave them alone, and `removeStaleFiles` removes what the new
 * index no longer has.
 */

/**
 * Renames the folder of context `contextName` that the older site in `root` holds, if any, to
 * `folder` (both under `root/search/`), unless that one is there already. Returns the older name when it did.
 */
export function reuseOlderFolder(root: string, contextName: string, folder: string): string | undefined {
  const searchRoot = path.join(root, 'search');
  let names: string[];
  try {
    names = readdirSync(searchRoot);
  } catch {
    return undefined;
  }
  if (names.includes(folder)) return undefined;
  const older = names.find((name) => isHashedFolderOf(contextName, name));
  if (older === undefined) return undefined;
  try {
    renameSync(path.join(searchRoot, older), path.join(searchRoot, folder));
    return older;
  } catch {
    // Written anew, as without an older folder.
    return undefined;
  }
}

/** `search/<context>.<ten base64url characters>`, as `searchFolder` names a hashed folder. */
function isHashedFolderOf(contextName: string, name: string): boolean {
  return name.length === contextName.length + 11 && name.startsWith(`${contextName}.`) && /^[\w-]{10}$/.test(name.slice(contextName.length + 1));
}

/**
 * Removes from `root/search/<folder>/` every file that is not one of `written` (their names), nor,
 * when the build compresses, the `.br` or `.gz` of one (the writers made them from its bytes): what
 * the older index had and the new one has not. Call it once every file of the folder is written.
 */
export function removeStaleFiles(root: string, folder: string, written: ReadonlySet<string>, compressed: boolean): void {
  const absolute = path.join(root, 'search', folder);
  let names: string[];
  try {
    names = readdirSync(absolute);
  } catch {
    return;
  }
  for (const name of names) {
    const suffix = compressed ? SIBLING_SUFFIXES.find((candidate) => name.endsWith(candidate)) : undefined;
    if (written.has(name) || (suffix !== undefined && written.has(name.slice(0, -suffix.length)))) continue;
    rmSync(path.join(absolute, name), { recursive: true, force: true });
  }
}
