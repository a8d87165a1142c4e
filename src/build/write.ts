import { rmdirSync, rmSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder a build writes into. Each file is handed over as soon as it is rendered and written
 * while the next page renders (the disk works beside the CPU), but only a few writes may wait at a
 * time: `drain` holds the renderer back, so pages never pile up in memory.
 */
export interface SiteOutput {
  /** Starts writing one file; `file` is its path inside the site, with `/` separators. */
  write(file: string, contents: string | Uint8Array): void;
  /** Resolves when few enough writes are in flight to hand over more; rejects if one failed. */
  drain(): Promise<void>;
  /** Resolves when every write has finished; rejects if one failed. */
  flush(): Promise<void>;
  /** Copies a folder's files to the site root (the content's `static/`). */
  copyFolder(folder: string): Promise<void>;
}

/** Writes in flight before `drain` waits: enough to keep the disk busy, few enough to stay small. */
const WRITES_IN_FLIGHT = 32;

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
  const output = new FolderOutput(temporary);
  let result: T;
  try {
    await mkdir(temporary, { recursive: true });
    result = await fill(output);
    await output.flush();
  } catch (error) {
    // Writes still in flight would land in the folder after it is removed.
    await output.flush().catch(() => {});
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
  /** Each folder's creation, started once. */
  private readonly folders = new Map<string, Promise<unknown>>();
  private readonly inFlight = new Set<Promise<void>>();
  private failure: Error | undefined;

  constructor(private readonly root: string) {}

  write(file: string, contents: string | Uint8Array): void {
    const absolute = path.join(this.root, file);
    const folder = path.dirname(absolute);
    let created = this.folders.get(folder);
    if (!created) {
      created = mkdir(folder, { recursive: true });
      this.folders.set(folder, created);
    }
    const writing = created
      .then(() => writeFile(absolute, contents))
      .catch((error: Error) => {
        this.failure ??= new Error(`could not write ${file} into ${this.root}: ${error.message}`, { cause: error });
      })
      .finally(() => this.inFlight.delete(writing));
    this.inFlight.add(writing);
  }

  async drain(): Promise<void> {
    while (this.inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
  }

  async flush(): Promise<void> {
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
  }

  async copyFolder(folder: string): Promise<void> {
    await cp(folder, this.root, { recursive: true, force: true });
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
    await cp(from, path.join(this.root, file), { force: true });
  }
}
