/**
 * Builds are all or nothing: a build writes into a scratch folder beside the output, which takes
 * the output's place only when everything was written; a build killed halfway is repaired by the next.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { claimFileList, FILE_LIST, withoutFolderLines } from './file-list.ts';
import { FolderOutput } from './folder-output.ts';
import type { BuildOutput, FolderOptions } from './output.ts';
import type { ThreadedOutput } from './threaded-output.ts';

/**
 * Runs `fill` against a scratch folder beside `outDir` and swaps it in only when `fill`
 * succeeded: a failed build never leaves a half-written site, and the previous one stays whole.
 * `writer`: a `ThreadedOutput` that writes the files in its worker thread.
 *
 * The site the swap replaces is not deleted: it is kept as `.NAME.spare` (`.dist.spare/`) and
 * becomes the next build's scratch folder, whose files are overwritten in place and whose
 * leftovers are removed before the swap. Deleting thousands of files and creating as many again
 * a moment later is what the file system does slowest (ext4 skips recently freed inodes when it
 * allocates new ones): on a 2,000-page site, removing the old output alone took 0.3–0.5 s.
 */
export async function writeSiteAtomically<T>(
  outDir: string,
  fill: (output: BuildOutput) => Promise<T>,
  { writer, compress = false, beforeSwap, sharing, adopt }: { writer?: ThreadedOutput; compress?: boolean; beforeSwap?: (folder: string) => Promise<void>; sharing?: Pick<FolderOptions, 'sharesWith' | 'sharesWithList'>; adopt?: AdoptedFolder } = {},
): Promise<T> {
  const target = path.resolve(outDir);
  const spare = spareFolderOf(target);
  await repairOutput(target);
  const stamp = `${process.pid}-${Date.now()}`;
  const scratch = `${target}.tmp-${stamp}`;
  // Claimed by renaming, so two builds at once never share it: the second one starts empty.
  const reusing = (await renameIfPresent(spare, scratch)) || (adopt !== undefined && (await adopted(adopt, scratch)));
  if (reusing) claimFileList(scratch);
  else await mkdir(scratch, { recursive: true });
  // The site replaced shares its files, when there is one: the output's own, or `sharing`'s (a locale's folder inside the site).
  const shared = sharing ?? (existsSync(target) ? { sharesWith: target } : {});
  const output = writer ? writer.open(scratch, { reusing, compress, ...shared }) : new FolderOutput(scratch, { reusing, compress, ...shared });
  let result: T;
  try {
    result = await fill(output);
    await output.flush();
    if (reusing) await output.removeUnwritten();
    await output.saveFileList();
    await beforeSwap?.(scratch);
  } catch (error) {
    // Writes still waiting would land in the folder after it is set aside.
    await output.flush().catch(() => {});
    await setAside(scratch, spare);
    throw error;
  }
  const previous = `${target}.old-${stamp}`;
  const hadPrevious = await renameIfPresent(target, previous);
  await rename(scratch, target);
  if (hadPrevious) await setAside(previous, spare);
  return result;
}

/**
 * Puts back the site a killed build had set aside during its swap, and reclaims the folders of
 * killed builds (see `reclaimAbandoned`). A build calls it before anything else, so that even a
 * build that fails on its content leaves the previous site in place.
 */
export async function repairOutput(outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  if (existsSync(path.dirname(target))) await reclaimAbandoned(target, spareFolderOf(target));
}

/** After `NAME.`: a build's scratch folder (`tmp-PID-TIME`) or the site it replaces during the swap (`old-PID-TIME`). */
const LEFTOVER = /^(tmp|old)-(\d+)-(\d+)$/;

/**
 * Folders left by builds that were killed (their process is gone) during the build or the swap.
 * A previous site set aside just before the swap goes back in place if the output folder is
 * missing; otherwise the newest folder becomes the spare when there is none (it holds most of a
 * site: the next build has less to write), and the others are removed.
 */
async function reclaimAbandoned(target: string, spare: string): Promise<void> {
  const parent = path.dirname(target);
  const prefix = `${path.basename(target)}.`;
  const abandoned = readdirSync(parent).flatMap((name) => {
    const match = name.startsWith(prefix) ? LEFTOVER.exec(name.slice(prefix.length)) : null;
    return match && !isRunning(Number(match[2])) ? [{ folder: path.join(parent, name), previousSite: match[1] === 'old', time: Number(match[3]) }] : [];
  });
  if (abandoned.length === 0) return;
  // Previous sites first (one may have to go back in place), then the newest first.
  abandoned.sort((a, b) => Number(b.previousSite) - Number(a.previousSite) || b.time - a.time);
  for (const { folder, previousSite } of abandoned) {
    if (previousSite && !existsSync(target)) await rename(folder, target);
    else if (!existsSync(spare)) await rename(folder, spare);
    else await rm(folder, { recursive: true, force: true });
  }
}

/** True when process `pid` runs (one of another user counts: it cannot be signalled, but it is there). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where the output folder's spare waits for the next build: `site/dist` → `site/.dist.spare`. */
export function spareFolderOf(outDir: string): string {
  const target = path.resolve(outDir);
  return path.join(path.dirname(target), `.${path.basename(target)}.spare`);
}

/**
 * An older copy of a site that has no spare of its own (a locale's, moved into the default locale's
 * site: its copy in that site's spare), and the list of the site it was replaced by. A file of the
 * copy that still has the size and time the list gives is that file (the two builds linked it), so
 * the copy is written over as a spare is, and nothing of it is deleted file by file when the spare it
 * sat in is reused (Jest's six other locales: 1.1 s of unlinking each build).
 */
export interface AdoptedFolder {
  folder: string;
  list: string;
}

/** Takes the adopted folder as the scratch folder, with the list that describes it; false when either is missing. */
async function adopted({ folder, list }: AdoptedFolder, scratch: string): Promise<boolean> {
  if (!existsSync(list) || !(await renameIfPresent(folder, scratch))) return false;
  await mkdir(path.dirname(path.join(scratch, FILE_LIST)), { recursive: true });
  // Its folders' times are those of the site the list was made in, not of this copy's folders.
  await writeFile(path.join(scratch, FILE_LIST), withoutFolderLines(await readFile(list, 'latin1')), 'latin1');
  return true;
}

/** Keeps `folder` as the spare, or removes it when a spare is already there (another build's). */
async function setAside(folder: string, spare: string): Promise<void> {
  await rename(folder, spare).catch(() => rm(folder, { recursive: true, force: true }));
}

/** Renames `from` to `to`; false when `from` does not exist. */
async function renameIfPresent(from: string, to: string): Promise<boolean> {
  return rename(from, to).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

