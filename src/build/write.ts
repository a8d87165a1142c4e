import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder a build writes into. Each file is written as soon as it is rendered, so no page waits
 * in memory for the end of the build. Writes are synchronous on purpose: measured on the 2,000-page
 * corpus, queueing them on libuv's threads piled pages up in memory (800 MB) and ran slower.
 */
export interface SiteOutput {
  /** Writes one file; `file` is its path inside the site, with `/` separators. */
  write(file: string, contents: string | Uint8Array): void;
  /** Copies a folder's files to the site root (the content's `static/`). */
  copyFolder(folder: string): Promise<void>;
}

/** An output that a rebuild changes in place: the dev server's folder. */
export interface UpdatableOutput extends SiteOutput {
  /** Removes one file of the site, if it is there. */
  remove(file: string): void;
  /** Copies one file (absolute path) into the site as `file`. */
  copyFile(from: string, file: string): Promise<void>;
}

/**
 * Runs `fill` against a temporary folder beside `outDir` and swaps it in only when `fill`
 * succeeded: a failed build never leaves a half-written site, and the previous one stays whole.
 */
export async function writeSiteAtomically<T>(outDir: string, fill: (output: UpdatableOutput) => Promise<T>): Promise<T> {
  const target = path.resolve(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const temporary = `${target}.tmp-${stamp}`;
  let result: T;
  try {
    await mkdir(temporary, { recursive: true });
    result = await fill(new FolderOutput(temporary));
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  const previous = `${target}.old-${stamp}`;
  const hadPrevious = await rename(target, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(temporary, target);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
  return result;
}

/** Writes into an existing folder, file by file. */
export class FolderOutput implements UpdatableOutput {
  private readonly folders = new Set<string>();

  constructor(private readonly root: string) {}

  write(file: string, contents: string | Uint8Array): void {
    const absolute = path.join(this.root, file);
    const folder = path.dirname(absolute);
    try {
      if (!this.folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        this.folders.add(folder);
      }
      writeFileSync(absolute, contents);
    } catch (error) {
      throw new Error(`could not write ${file} into ${this.root}: ${(error as Error).message}`, { cause: error });
    }
  }

  async copyFolder(folder: string): Promise<void> {
    await cp(folder, this.root, { recursive: true, force: true });
  }

  /** Removes a file, and its folder when that is left empty (a page's folder is its URL). */
  remove(file: string): void {
    const absolute = path.join(this.root, file);
    rmSync(absolute, { force: true });
    const folder = path.dirname(absolute);
    try {
      rmdirSync(folder);
      this.folders.delete(folder);
    } catch {
      // Not empty, or already gone: the folder stays as it is.
    }
  }

  async copyFile(from: string, file: string): Promise<void> {
    await cp(from, path.join(this.root, file), { force: true });
  }
}
