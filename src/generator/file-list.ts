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
import { COMPRESSION_RECIPE } from './compress.ts';
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
