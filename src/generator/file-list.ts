/**
 * The list of the files a build wrote, kept in its output (`_deploy/`, which no server serves) for
 * the next build over the same folder: a file whose size and time are still those listed, and whose
 * new bytes have the listed hash, is known to be unchanged without reading it. Reading the older
 * site back was most of what a rebuild of 10,000 pages waited for on the last stretch: its files
 * are rarely still in memory by then, and each read went to the disk.
 *
 * A file written since the list was made (by the dev server, a build killed half-way, a person)
 * has another time, and is read and compared as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the list is, inside the output. */
export const FILE_LIST = '_deploy/files.tsv';

export interface ListedFile {
  size: number;
  mtimeMs: number;
  hash: string;
}

/** A hash of a file's bytes: 128 bits of SHA-256, in base64url. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
}

/** One line of the list; undefined for a path that a line cannot hold. */
export function fileListLine(file: string, { size, mtimeMs, hash }: ListedFile): string | undefined {
  return /[\t\n\r]/.test(file) ? undefined : `${file}\t${size}\t${mtimeMs}\t${hash}\n`;
}

/** The files listed in the output at `root` that `keep` accepts, by path; none when there is no list or it cannot be read. */
export function readFileList(root: string, keep: (file: string) => boolean = () => true): Map<string, ListedFile> {
  const listed = new Map<string, ListedFile>();
  let text: string;
  try {
    text = readFileSync(path.join(root, FILE_LIST), 'utf8');
  } catch {
    return listed;
  }
  for (const line of text.split('\n')) {
    const [file, size, mtimeMs, hash] = line.split('\t');
    if (file === undefined || hash === undefined || !keep(file)) continue;
    const entry = { size: Number(size), mtimeMs: Number(mtimeMs), hash };
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
