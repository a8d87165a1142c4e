import { copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isCompressible } from '../server/serving-rules.ts';
import { compressedSiblings, sameCompression, SIBLING_SUFFIXES } from './compress.ts';
import { contentHash, dropFileList, FILE_LIST, fileListLine, folderLines, type ListedFile, parseFileList, readFileList, writeFileList } from './file-list.ts';
import { filesOf, removeAllBut } from './folder-listing.ts';
import { SiblingChecks } from './sibling-checks.ts';
import { heldTime, writeTimed } from '../tools/timed-file.ts';
import type { BuildOutput, FolderOptions } from './output.ts';

/**
 * Writes into an existing folder, file by file, synchronously. `reusing`: the folder holds an
 * older site, whose files are overwritten; one in the way of a new file (a file where a folder
 * must go, or the reverse) is removed, and `removeUnwritten` clears what this build did not write.
 */
export class FolderOutput implements BuildOutput {
  /** Folders known to exist. */
  private readonly folders = new Set<string>();
  /** Absolute paths of the files written (reusing only: what `removeUnwritten` keeps). */
  private readonly written = new Set<string>();
  private readonly reusing: boolean;
  private readonly compress: boolean;
  private readonly sharesWith: string | undefined;
  private readonly sharesWithList: string | undefined;
  /** The files the older site's build listed (see file-list.ts). */
  private readonly previous: Map<string, ListedFile>;
  /** The lines of this build's list, for `saveFileList`, the files they list, and the folders of files no line can list. */
  private readonly listed: string[] = [];
  private readonly listedFiles: string[] = [];
  private readonly unlistedFolders = new Set<string>();
  /** Which of the older site's files still have their `.br` and `.gz`. */
  private readonly siblings = new SiblingChecks();
  /** The site `FolderOptions.sharesWith` names: its listed files by the hash of their bytes, read when a file is first written. */
  private sharable?: Map<string, { file: string; listed: ListedFile }>;

  /**
   * `previous`: the older site's list, or the part of it this output writes (read from the folder when not given).
   * `keep`: the paths of the lists read (`previous` and that of `sharesWith`) that this output may write; all of them when not given.
   */
  constructor(
    private readonly root: string,
    { reusing = false, compress = false, sharesWith, sharesWithList }: FolderOptions = {},
    previous?: Map<string, ListedFile>,
    private readonly keep: (file: string) => boolean = () => true,
  ) {
    this.reusing = reusing;
    this.compress = compress;
    this.sharesWith = sharesWith;
    this.sharesWithList = sharesWithList ?? (sharesWith === undefined ? undefined : path.join(sharesWith, FILE_LIST));
    this.previous = reusing ? (previous ?? readFileList(root)) : new Map();
    // Written in place, the folder no longer is what its list says.
    if (!reusing) dropFileList(root);
  }

  /**
   * Writes a file. Over an older site, a file whose bytes are already there is left alone: it
   * keeps its time (deploys that compare times upload less), and rewriting a file in place is
   * slow on ext4, which flushes a truncated file when it is closed (300 pages: ~80 ms).
   */
  write(file: string, contents: string | Uint8Array): void {
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    const hash = contentHash(bytes);
    this.put(
      file,
      (absolute) => this.writeBytes(file, absolute, bytes, hash),
      (absolute) => this.keptAsListed(file, absolute, { size: bytes.byteLength, hash }),
    );
  }

  /**
   * Writes a file, after its compressed siblings when it takes them: a file is written last, so
   * siblings older than their file were made from its bytes, and a build killed half-way leaves
   * no file whose siblings hold other bytes without being newer than it.
   */
  private writeBytes(file: string, absolute: string, bytes: Uint8Array, hash = contentHash(bytes)): void {
    const siblings = this.compress && isCompressible(absolute) ? SIBLING_SUFFIXES.map((suffix) => absolute + suffix) : [];
    if (this.reusing) for (const sibling of siblings) this.written.add(sibling);
    const compressed = siblings.length > 0;
    // Over an older site, a file its list does not vouch for (`keptAsListed`) may hold these bytes all the same.
    if (this.reusing) {
      const heldSince = heldTime(absolute, bytes);
      if (heldSince !== undefined && siblingsAreCurrent(siblings, heldSince)) return this.list(file, { size: bytes.byteLength, mtimeMs: heldSince, hash, compressed });
    }
    const shared = this.sharedFile(file, bytes.byteLength, hash, compressed);
    // A sibling gone from the other site (deleted by hand) is made anew, with the rest.
    if (shared && siblings.every((sibling) => this.linkOrCopy(shared.from + sibling.slice(absolute.length), sibling)) && this.linkOrCopy(shared.from, absolute)) {
      return this.list(file, { size: bytes.byteLength, mtimeMs: shared.mtimeMs, hash, compressed });
    }
    for (const { suffix, bytes: sibling } of compressed ? compressedSiblings(file.split(path.sep).join('/'), bytes) : []) {
      this.unshare(absolute + suffix);
      writeFileSync(absolute + suffix, sibling);
    }
    this.unshare(absolute);
    this.list(file, { size: bytes.byteLength, mtimeMs: writeTimed(absolute, bytes), hash, compressed });
  }

  /**
   * The time of the file at `absolute` when the older site's list vouches for it: the list has
   * these bytes' hash and size for it (and its `.br` and `.gz` when they are wanted), and the file
   * still has its listed size and time. Nothing is read.
   */
  private listedTime(file: string, absolute: string, size: number, hash: string, compressed: boolean): number | undefined {
    const listed = this.previous.get(file);
    if (listed?.hash !== hash || listed.size !== size || listed.compressed !== compressed) return undefined;
    const stats = statSync(absolute, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.size !== listed.size || stats.mtimeMs !== listed.mtimeMs) return undefined;
    // Its `.br` and `.gz` still there: one deleted by hand is made again (at 10,000 pages, 0.15 s of the writers' time).
    return !compressed || SIBLING_SUFFIXES.every((suffix) => this.siblings.has(absolute, suffix)) ? stats.mtimeMs : undefined;
  }

  /**
   * A file of the site `sharesWith` names that holds these very bytes, compressed alike, as its
   * list says and its size and time still agree: its path and time. A search folder gets a new name
   * when one page changes, with most of its files the same: without a spare folder that held them
   * under their older names, they were compressed again (at 10,000 pages, 5 s of the writers' time).
   */
  private sharedFile(file: string, size: number, hash: string, compressed: boolean): { from: string; mtimeMs: number } | undefined {
    if (this.sharesWith === undefined) return undefined;
    this.sharable ??= byHash(parseFileList(this.sharesWithList!, this.keep));
    const found = this.sharable.get(hash);
    if (!found || found.listed.size !== size || found.listed.compressed !== compressed || !sameCompression(found.file, file)) return undefined;
    const from = path.join(this.sharesWith, found.file);
    const stats = statSync(from, { throwIfNoEntry: false });
    return stats?.isFile() && stats.size === size && stats.mtimeMs === found.listed.mtimeMs ? { from, mtimeMs: stats.mtimeMs } : undefined;
  }

  reuse(file: string, from: string, listed: ListedFile): void {
    const make = (absolute: string) => {
      const compressed = this.compress && isCompressible(absolute);
      if (this.reusing) for (const suffix of compressed ? SIBLING_SUFFIXES : []) this.written.add(absolute + suffix);
      if (compressed && !listed.compressed) return this.writeBytes(file, absolute, readFileSync(from));
      // The file after its siblings, as `writeBytes` writes them; a sibling gone from the older site is made anew.
      const linked = (compressed ? SIBLING_SUFFIXES : []).every((suffix) => this.linkOrCopy(from + suffix, absolute + suffix)) && this.linkOrCopy(from, absolute);
      if (!linked) return this.writeBytes(file, absolute, readFileSync(from));
      this.list(file, { ...listed, mtimeMs: statSync(absolute).mtimeMs, compressed });
    };
    this.put(file, make, (absolute) => this.keptAsListed(file, absolute, listed));
  }

  /**
   * Over an older site, whether the file at `absolute` already holds these bytes, as its list says
   * (`listedTime`): it is then listed again with its siblings, and nothing is made, not even its folder.
   */
  private keptAsListed(file: string, absolute: string, { size, hash }: Pick<ListedFile, 'size' | 'hash'>): boolean {
    const compressed = this.compress && isCompressible(absolute);
    const time = this.listedTime(file, absolute, size, hash, compressed);
    if (time === undefined) return false;
    for (const suffix of compressed ? SIBLING_SUFFIXES : []) this.written.add(absolute + suffix);
    this.list(file, { size, mtimeMs: time, hash, compressed });
    return true;
  }

  /**
   * Puts the older site's file `from` at `absolute` as a second name of the same file: at 10,000
   * pages, a build over a site without a spare folder (the second build after a clone) put 700 MB
   * in place by copying, in 20 s. The two sites then share the file, so nothing is ever written
   * into one in place (`unshare`). Copied where links cannot be made (another disk, a file system
   * without them). False when `from` is not there.
   */
  private linkOrCopy(from: string, absolute: string): boolean {
    if (this.reusing) rmSync(absolute, { force: true });
    try {
      linkSync(from, absolute);
    } catch {
      try {
        copyFileSync(from, absolute);
      } catch (error) {
        // Not there (deleted by hand from the older site): the caller makes it.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync(from)) return false;
        throw error;
      }
    }
    return true;
  }

  /** Over an older site, a file there that is also another site's (see `linkOrCopy`) is removed before this name gets new bytes. */
  private unshare(absolute: string): void {
    if (this.reusing && (lstatSync(absolute, { throwIfNoEntry: false })?.nlink ?? 1) > 1) unlinkSync(absolute);
  }

  /** The older site's folder `from` (`search/a.x/`) was renamed `to`: the files it listed are known under their new paths. */
  moved(from: string, to: string): void {
    for (const [file, listed] of [...this.previous]) if (file.startsWith(from)) this.previous.set(to + file.slice(from.length), listed);
  }

  private list(file: string, listed: ListedFile): void {
    const line = fileListLine(file, listed);
    if (line) {
      this.listed.push(line);
      this.listedFiles.push(file);
    } else this.unlistedFolders.add(path.dirname(file));
  }

  /** The lines of the list of the files written so far (see file-list.ts). */
  /** The lines of the list: the files written, then the times of their folders (call it once every file is written). */
  fileListLines(): string[] {
    return [...this.listed, ...folderLines(this.root, this.listedFiles, this.unlistedFolders)];
  }

  /** Writes the list of the files written, for the next build over this folder. Call it once every file is written. */
  async saveFileList(): Promise<void> {
    writeFileList(this.root, this.fileListLines());
  }

  async drain(): Promise<void> {}

  async flush(): Promise<void> {}

  async copyFolder(folder: string): Promise<void> {
    for (const { from, file } of filesOf(folder)) this.copyFileNow(from, file);
  }

  /** Removes a file, and the folders it leaves empty (a page's folder is its URL). */
  remove(file: string): void {
    const absolute = path.join(this.root, file);
    rmSync(absolute, { force: true });
    for (let folder = path.dirname(absolute); folder.startsWith(this.root + path.sep); folder = path.dirname(folder)) {
      try {
        rmdirSync(folder);
        this.folders.delete(folder);
      } catch {
        return; // Not empty: this folder and those above it stay.
      }
    }
  }

  async copyFile(from: string, file: string): Promise<void> {
    this.copyFileNow(from, file);
  }

  copyFileNow(from: string, file: string): void {
    this.put(file, (absolute) => this.copy(from, file, absolute));
  }

  async removeUnwritten(): Promise<void> {
    this.removeUnwrittenNow();
  }

  /** Copies a file; over an older site, not when the same bytes are already there (see `write`). */
  private copy(from: string, file: string, absolute: string): void {
    if (this.compress && isCompressible(absolute)) return this.writeBytes(file, absolute, readFileSync(from));
    if (this.reusing && heldTime(absolute, readFileSync(from)) !== undefined) return;
    this.unshare(absolute);
    copyFileSync(from, absolute);
  }

  /** Removes every file and folder of the reused site that this build did not write. */
  removeUnwrittenNow(): void {
    removeAllBut(this.root, this.written);
  }

  /** Absolute paths of the files written so far (reusing only). */
  writtenFiles(): string[] {
    return [...this.written];
  }

  /**
   * Creates the file's folder, then runs `make` on the file's absolute path; over an older site, not
   * when `kept` finds the file there already (at 10,000 pages, 11,000 `mkdir` calls of folders that
   * are there, each a failed call and a `stat`).
   */
  private put(file: string, make: (absolute: string) => void, kept?: (absolute: string) => boolean): void {
    const absolute = path.join(this.root, file);
    if (this.reusing) this.written.add(absolute);
    try {
      if (this.reusing && kept?.(absolute)) return;
      try {
        this.createFolderOf(absolute);
        make(absolute);
      } catch (error) {
        if (!this.reusing) throw error;
        this.clearWayTo(absolute, error as Error);
        this.createFolderOf(absolute);
        make(absolute);
      }
    } catch (error) {
      throw new Error(`could not write ${file} into ${this.root}: ${(error as Error).message}`, { cause: error });
    }
  }

  private createFolderOf(absolute: string): void {
    const folder = path.dirname(absolute);
    if (this.folders.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    this.folders.add(folder);
  }

  /**
   * Removes what the older site left where `absolute` must go: a file in place of one of its
   * folders, or a folder in its place. Throws `error` when what is in the way is this build's own.
   */
  private clearWayTo(absolute: string, error: Error): void {
    const segments = path.relative(this.root, absolute).split(path.sep);
    for (let depth = 1; depth <= segments.length; depth++) {
      const part = path.join(this.root, ...segments.slice(0, depth));
      const stats = lstatSync(part, { throwIfNoEntry: false });
      if (!stats) return;
      if (depth < segments.length) {
        if (stats.isDirectory()) continue;
        if (this.written.has(part)) throw error;
      } else {
        if (!stats.isDirectory()) return;
        if ([...this.written].some((file) => file.startsWith(part + path.sep))) throw error;
      }
      rmSync(part, { recursive: true, force: true });
      this.folders.clear();
      return;
    }
  }
}

/** Listed files by the hash of their bytes (the first of those with the same bytes). */
function byHash(listed: Map<string, ListedFile>): Map<string, { file: string; listed: ListedFile }> {
  const files = new Map<string, { file: string; listed: ListedFile }>();
  for (const [file, entry] of listed) if (!files.has(entry.hash)) files.set(entry.hash, { file, listed: entry });
  return files;
}

/** True when each sibling is there and not newer than its file, of time `fileTime` (see `writeBytes`). */
function siblingsAreCurrent(siblings: readonly string[], fileTime: number): boolean {
  return siblings.every((sibling) => {
    const time = statSync(sibling, { throwIfNoEntry: false })?.mtimeMs;
    return time !== undefined && time <= fileTime;
  });
}
