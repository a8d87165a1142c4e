import type { ListedFile } from './file-list.ts';

/**
 * The folder a build writes into. A file is handed over as soon as it is rendered; an output may
 * write it later (in another thread, while the next page renders), but only a few writes may wait
 * at a time: `drain` holds the renderer back, so pages never pile up in memory.
 */
export interface SiteOutput {
  /**
   * Writes one file, now or soon; `file` is its path inside the site, with `/` separators.
   * `moved`: bytes the caller made for this file and no longer reads, which the output may take
   * (a threaded output moves them to its worker rather than copying them).
   */
  write(file: string, contents: string | Uint8Array, options?: { moved?: boolean }): void;
  /** Resolves when few enough writes wait to hand over more; rejects if one failed. */
  drain(): Promise<void>;
  /** Resolves when every write has finished; rejects if one failed. */
  flush(): Promise<void>;
  /** Copies a folder's files to the site root (the content's `static/`). */
  copyFolder(folder: string): Promise<void>;
  /** Copies one file (absolute path) into the site as `file`. */
  copyFile(from: string, file: string): Promise<void>;
}

/** An output that a rebuild changes in place: the dev server's folder. */
export interface UpdatableOutput extends SiteOutput {
  /** Removes one file of the site, if it is there. */
  remove(file: string): void;
}

/** A build's output folder, written over the site it replaces (write.ts). */
export interface BuildOutput extends UpdatableOutput {
  /**
   * Puts in place a file that the site being replaced holds with the bytes this build would write
   * (`from`, listed there as `listed`), and its `.br` and `.gz`: copied, unless already there.
   */
  reuse(file: string, from: string, listed: ListedFile): void;
}


export interface FolderOptions {
  /** The folder holds an older site, whose files are overwritten (see `FolderOutput`). */
  reusing?: boolean;
  /** Writes `.br` and `.gz` beside every compressible file, for servers to send as they are. */
  compress?: boolean;
  /**
   * A finished site (the one this build replaces): a file to write whose bytes its list gives
   * another file is linked from there, with its `.br` and `.gz`, rather than written and compressed.
   */
  sharesWith?: string;
  /** The list of `sharesWith`'s files, when it is not in that site (a locale's site keeps it in the build cache); default: in it. */
  sharesWithList?: string;
}

