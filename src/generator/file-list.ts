/**
 * The list of the files a build wrote, kept in its output (`_deploy/`, which no server serves) for
 * the next build over the same folder: a file whose size and time are still those listed, and whose
 * new bytes have the listed hash, is known to be unchanged without reading it. Reading the older
 * site back was most of what a rebuild of 10,000 pages waited for on the last stretch: its files
 * are rarely still in memory by then, and each read went to the disk.
 *
 * A list is there only while nothing has written into its folder since the build that made it: a
 * build claims it before writing (`claimFileList`, so a build killed half-way leaves none) and an
 * output that writes in place (the dev server's) deletes it. So the `.br` and `.gz` beside a listed
 * file are those that build checked or wrote. A file changed since by a person has another time,
 * and is read and compared as before.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPRESSION_RECIPE, SIBLING_SUFFIXES } from './compress.ts';
import { readText } from '../tools/ascii-json.ts';

/** Where the list is, inside the output. */
export const FILE_LIST = '_deploy/files.tsv';
/** Where a build that writes into the folder moves the list, to read it. */
const CLAIMED_FILE_LIST = `${FILE_LIST}.reading`;

export interface ListedFile {
  size: number;
  mtimeMs: number;
  hash: string;
  /** Its `.br` and `.gz` were there, made from these bytes at the qualities of today's `COMPRESSION_RECIPE`. */
  compressed: boolean;
}

/** A hash of a file's bytes: 128 bits of SHA-256, in base64url. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
}

/** One line of the list; undefined for a path that a line cannot hold. */
export function fileListLine(file: string, { size, mtimeMs, hash, compressed }: ListedFile): string | undefined {
  return /[\t\n\r]/.test(file) ? undefined : `${file}\t${size}\t${mtimeMs}\t${hash}\t${compressed ? COMPRESSION_RECIPE : 0}\n`;
}

/**
 * The lines that give the time of each folder holding one of `files` (paths inside `root`), and of
 * the folders above it, the root aside (moving the site changes it). A folder with a file the list
 * cannot hold (`unlisted`) gets none: the list does not say all it holds. Older builds' readers
 * skip these lines, which have no hash.
 */
export function folderLines(root: string, files: Iterable<string>, unlisted: ReadonlySet<string>): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = path.dirname(file); folder !== '.' && !folders.has(folder); folder = path.dirname(folder)) folders.add(folder);
  }
  const lines: string[] = [];
  for (const folder of folders) {
    if (unlisted.has(folder) || /[\t\n\r]/.test(folder)) continue;
    const stats = statSync(path.join(root, folder), { throwIfNoEntry: false });
    if (stats?.isDirectory()) lines.push(`${folder}${path.sep}\t${FOLDER_MARK}\t${stats.mtimeMs}\n`);
  }
  return lines;
}

/** The second field of a folder's line. */
const FOLDER_MARK = 'folder';

/** A list's text without its folders' times: for a folder that the list's files describe, but that is not the one the list was made in. */
export function withoutFolderLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.split('\t')[1] !== FOLDER_MARK)
    .join('\n');
}

/** What the list says a folder holds: the names in it (its folders' among them), its folders, and its time when the list gives it. */
export interface ListedFolder {
  names: string[];
  folders: string[];
  mtimeMs?: number;
}

/**
 * What the list claimed in the output at `root` says each folder holds, by path inside it (`''`: the
 * root): a listed file's name, its `.br` and `.gz` when it had them, and the folders. Undefined when
 * there is no list, or it gives no folder's time (an older build's): the folders are read then.
 * Read with `indexOf` rather than `split` and `path`: 61,000 lines at 10,000 pages.
 */
export function listedFolders(root: string): Map<string, ListedFolder> | undefined {
  let text: string;
  try {
    text = readText(path.join(root, CLAIMED_FILE_LIST));
  } catch {
    return undefined;
  }
  const folders = new Map<string, ListedFolder>();
  const folderAt = (folder: string): ListedFolder => {
    let listed = folders.get(folder);
    if (listed === undefined) {
      folders.set(folder, (listed = { names: [], folders: [] }));
      if (folder !== '') {
        const slash = folder.lastIndexOf(path.sep);
        const parent = folderAt(slash < 0 ? '' : folder.slice(0, slash));
        const name = folder.slice(slash + 1);
        parent.names.push(name);
        parent.folders.push(name);
      }
    }
    return listed;
  };
  const folderField = `\t${FOLDER_MARK}\t`;
  let timed = false;
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const tab = text.indexOf('\t', start);
    const line = start;
    start = end + 1;
    if (tab < 0 || tab > end) continue;
    if (text.charCodeAt(tab - 1) === SEPARATOR_CODE) {
      if (!text.startsWith(folderField, tab)) continue;
      const mtimeMs = Number(text.slice(tab + folderField.length, end));
      if (!Number.isFinite(mtimeMs)) continue;
      folderAt(text.slice(line, tab - 1)).mtimeMs = mtimeMs;
      timed = true;
      continue;
    }
    const slash = text.lastIndexOf(path.sep, tab);
    const folder = folderAt(slash < line ? '' : text.slice(line, slash));
    const name = text.slice(slash < line ? line : slash + 1, tab);
    folder.names.push(name);
    // A file listed with its siblings had them, at whichever qualities (`0`: none).
    const recipe = text.lastIndexOf('\t', end - 1);
    if (!(end - recipe === 2 && text.charCodeAt(end - 1) === ZERO_CODE)) for (const suffix of SIBLING_SUFFIXES) folder.names.push(name + suffix);
  }
  return timed ? folders : undefined;
}

const SEPARATOR_CODE = path.sep.charCodeAt(0);
const ZERO_CODE = '0'.charCodeAt(0);

/** Takes the list of the output at `root` for a build that is going to write into it (the one a killed build claimed goes). */
export function claimFileList(root: string): void {
  rmSync(path.join(root, CLAIMED_FILE_LIST), { force: true });
  try {
    renameSync(path.join(root, FILE_LIST), path.join(root, CLAIMED_FILE_LIST));
  } catch {
    // No list: every file is read and compared.
  }
}

/** Writes the list of the output at `root`, from its lines (`fileListLine`). */
export function writeFileList(root: string, lines: readonly string[]): void {
  const file = path.join(root, FILE_LIST);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, lines.join(''));
}

/** Deletes the list of the output at `root`, which is going to be written in place. */
export function dropFileList(root: string): void {
  rmSync(path.join(root, FILE_LIST), { force: true });
}

/** The files of the list claimed in the output at `root` that `keep` accepts, by path; none when there is none or it cannot be read. */
export function readFileList(root: string, keep: (file: string) => boolean = () => true): Map<string, ListedFile> {
  return parseFileList(path.join(root, CLAIMED_FILE_LIST), keep);
}

/** The list of a finished output (the site a build is about to replace), by path; none when there is none. */
export function readSavedFileList(root: string, keep: (file: string) => boolean = () => true): Map<string, ListedFile> {
  return parseFileList(path.join(root, FILE_LIST), keep);
}

/** Whether the file at `absolute` still has the size and modification time its list gives (one changed by hand since has not). */
export function stillAsListed(absolute: string, listed: ListedFile): boolean {
  const stats = statSync(absolute, { throwIfNoEntry: false });
  return stats?.isFile() === true && stats.size === listed.size && stats.mtimeMs === listed.mtimeMs;
}

/** The files of `files` (by path inside `root`) that still have the size and modification time their list gives (`stillAsListed`). */
export function filesStillAsListed(root: string, files: ReadonlyMap<string, ListedFile>): Set<string> {
  const still = new Set<string>();
  for (const [file, listed] of files) if (stillAsListed(path.join(root, file), listed)) still.add(file);
  return still;
}

/** A list kept apart from its output (`file`), by path; none when there is none. */
export function parseFileList(file: string, keep: (file: string) => boolean = () => true): Map<string, ListedFile> {
  const listed = new Map<string, ListedFile>();
  let text: string;
  try {
    text = readText(file);
  } catch {
    return listed;
  }
  for (const line of text.split('\n')) {
    // The path alone first: a caller keeping a few files of 48,000 (10,000 pages) splits only their lines.
    if (!keep(line.slice(0, line.indexOf('\t')))) continue;
    const [file, size, mtimeMs, hash, compressed] = line.split('\t');
    if (file === undefined || compressed === undefined) continue;
    const entry = { size: Number(size), mtimeMs: Number(mtimeMs), hash: hash!, compressed: compressed === COMPRESSION_RECIPE };
    if (Number.isFinite(entry.size) && Number.isFinite(entry.mtimeMs)) listed.set(file, entry);
  }
  return listed;
}

/** Which of `writers` threads writes a file: a hash of its path, so that the same file always goes to the same one. */
export function writerOf(file: string, writers: number): number {
  let hash = 0;
  for (let index = 0; index < file.length; index++) hash = (hash * 31 + file.charCodeAt(index)) | 0;
  return Math.abs(hash) % writers;
}
