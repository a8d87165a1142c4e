import { MessageChannel, type MessagePort, type Transferable, type Worker } from 'node:worker_threads';
import { appendAll } from '../tools/append-all.ts';
import { utf8Bytes } from '../tools/utf8-bytes.ts';
import { type ListedFile, writeFileList, writerOf } from './file-list.ts';
import { filesOf, type FolderListing, removeAllBut } from './folder-listing.ts';
import type { BuildOutput, FolderOptions } from './output.ts';
import { startWorker } from './worker-module.ts';

/** What `ThreadedOutput` asks of its workers (write.worker.ts), in order. */
export type WriteJob =
  | { kind: 'open'; root: string; options: FolderOptions; writer: number; writers: number }
  | { kind: 'write'; file: string; contents: string | Uint8Array }
  | { kind: 'copyFile'; from: string; file: string }
  | { kind: 'reuse'; from: string; file: string; listed: ListedFile }
  /** A folder of the older site renamed (`search/a.x/` to `search/a.y/`): its listed files are known under the new paths too. */
  | { kind: 'moved'; from: string; to: string }
  | { kind: 'remove'; file: string }
  | { kind: 'reportWritten' }
  | { kind: 'reportFileList' }
  | { kind: 'list' }
  | { kind: 'port'; port: MessagePort };

/** A worker's answer to each batch of jobs: how many it ran, the first failure so far, and when asked, the files it wrote, the lines of their list and what the folder held. */
export interface WriteReport {
  done: number;
  failure?: string;
  written?: string[];
  fileList?: string[];
  listing?: FolderListing;
}

/** Jobs sent together, and batches waiting before `drain` holds the renderer back, counted in files to write. */
const JOBS_PER_BATCH = 8;
const BATCHES_IN_FLIGHT = 8;
/**
 * A job that writes no bytes (a file put in place from the previous site, one removed) costs a
 * writer this share of one that does: a rebuild after one edit at 10,000 pages sent 11,000 of them,
 * eight to a message, and the main thread spent 0.3-0.4 s posting them.
 */
const LIGHT_JOB_COST = 1 / 16;

/**
 * A `FolderOutput` run by worker threads: the main thread hands each file over and goes on
 * rendering while the workers create folders, compress and write. (Written from the main thread,
 * with Node's asynchronous file API, each file costs four trips through the event loop, which only
 * turns when the renderer pauses.) Measured on the 2,000-page corpus: about 200 ms less.
 * Each file goes to one worker, always the same for the same path, so its writes keep their order.
 * One worker is enough to write; compressing, one per core shares the work (`threads`).
 * The threads start at once (they take a while to), and `open` gives them the folder.
 */
export class ThreadedOutput implements BuildOutput {
  private readonly workers: Worker[];
  private batches: WriteJob[][];
  /** What each batch being filled costs, and what each batch posted and not yet answered cost, by worker (in files to write). */
  private batchCosts: number[];
  private readonly postedCosts: number[][];
  /** The buffers of each batch that this output made (and ports), moved to the worker with it rather than copied. */
  private transfers: Transferable[][];
  private waiting = 0;
  private failure: string | undefined;
  private readonly listeners = new Set<() => void>();
  private written: string[] = [];
  private fileList: string[] = [];
  /** What the reused folder held when opened (see `open`). */
  private listing: Promise<FolderListing> | undefined;
  private listed: ((listing: FolderListing) => void) | undefined;
  private root = '';
  private compressed = false;

  constructor({ threads = 1 } = {}) {
    // A writer allocates little but the bytes it reads and writes: a small young generation keeps its memory down.
    this.workers = Array.from({ length: threads }, () => startWorker(new URL('./write.worker.ts', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: 4 } }));
    this.batches = this.workers.map(() => []);
    this.batchCosts = this.workers.map(() => 0);
    this.postedCosts = this.workers.map(() => []);
    this.transfers = this.workers.map(() => []);
    for (const [index, worker] of this.workers.entries()) {
      // One answer per batch, in the order they were posted.
      worker.on('message', (report: WriteReport) => {
        this.waiting -= this.postedCosts[index]!.shift() ?? 0;
        this.failure ??= report.failure;
        if (report.written) appendAll(this.written, report.written);
        if (report.fileList) appendAll(this.fileList, report.fileList);
        if (report.listing) this.listed?.(report.listing);
        this.wake();
      });
      worker.on('error', (error) => {
        this.failure ??= error.message;
        this.wake();
      });
    }
  }

  /**
   * Writes from now on into `root` (see `FolderOutput`); returns this output. Call it when nothing is waiting.
   * A reused folder is listed at once by the first worker, idle while the content loads, for
   * `removeUnwritten`: on 10,000 pages, listing its 150,000 files at the end held the build 0.6 s.
   */
  open(root: string, options: FolderOptions = {}): this {
    this.failure = undefined;
    this.root = root;
    this.compressed = options.compress ?? false;
    for (let index = 0; index < this.workers.length; index++) this.send(index, { kind: 'open', root, options, writer: index, writers: this.workers.length });
    this.listing = undefined;
    if (options.reusing) {
      this.listing = new Promise((resolve) => (this.listed = resolve));
      this.send(0, { kind: 'list' });
    }
    for (let index = 0; index < this.workers.length; index++) this.post(index);
    return this;
  }

  /**
   * A text is encoded here and its bytes moved to the worker: copying a page's string through
   * postMessage (twice its length when it holds an accent) cost the renderer more than encoding it.
   * Bytes are moved too when the caller says so, rather than copied (the pages of the 10,000-page
   * corpus: 300 MB).
   */
  write(file: string, contents: string | Uint8Array, { moved = false } = {}): void {
    const worker = this.workerFor(file);
    if (typeof contents === 'string') {
      contents = utf8Bytes(contents);
      moved = true;
    }
    if (moved && contents.buffer instanceof ArrayBuffer) this.transfers[worker]!.push(contents.buffer);
    this.send(worker, { kind: 'write', file, contents });
  }

  async drain(): Promise<void> {
    await this.until(() => this.waiting <= JOBS_PER_BATCH * BATCHES_IN_FLIGHT * this.workers.length);
  }

  async flush(): Promise<void> {
    for (let index = 0; index < this.workers.length; index++) this.post(index);
    await this.until(() => this.waiting === 0);
  }

  async copyFolder(folder: string): Promise<void> {
    for (const { from, file } of filesOf(folder)) await this.copyFile(from, file);
  }

  remove(file: string): void {
    this.send(this.workerFor(file), { kind: 'remove', file });
  }

  async copyFile(from: string, file: string): Promise<void> {
    this.send(this.workerFor(file), { kind: 'copyFile', from, file });
  }

  reuse(file: string, from: string, listed: ListedFile): void {
    this.send(this.workerFor(file), { kind: 'reuse', from, file, listed });
  }

  /** Removes what the reused folder held that no worker wrote. */
  async removeUnwritten(): Promise<void> {
    this.written = [];
    for (let index = 0; index < this.workers.length; index++) this.send(index, { kind: 'reportWritten' });
    await this.flush();
    removeAllBut(this.root, new Set(this.written), await this.listing);
  }

  /**
   * Ports through which another thread hands files straight to the writers, in batches of write jobs
   * (`WriteJob[]`, `writerOf` choosing the port of each file), each batch answered on its port with a
   * `WriteReport`. The search worker's files (35,000 at 10,000 pages) no longer cross the main thread,
   * which is still rendering pages when they come. Call it once the output is open.
   */
  openPorts(): MessagePort[] {
    return this.workers.map((_, index) => {
      const { port1, port2 } = new MessageChannel();
      this.transfers[index]!.push(port2);
      this.send(index, { kind: 'port', port: port2 });
      this.post(index);
      return port1;
    });
  }

  /** The folder this output is open on, and whether its files get their `.br` and `.gz`. */
  get openFolder(): { root: string; compressed: boolean } {
    return { root: this.root, compressed: this.compressed };
  }

  /** Writes the list of the files written (see file-list.ts), for the next build over this folder. Call it once every file is written. */
  async saveFileList(): Promise<void> {
    this.fileList = [];
    for (let index = 0; index < this.workers.length; index++) this.send(index, { kind: 'reportFileList' });
    await this.flush();
    writeFileList(this.root, this.fileList);
    this.fileList = [];
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private workerFor(file: string): number {
    return writerOf(file, this.workers.length);
  }

  private send(index: number, job: WriteJob): void {
    this.batches[index]!.push(job);
    this.batchCosts[index]! += job.kind === 'write' || job.kind === 'copyFile' ? 1 : LIGHT_JOB_COST;
    if (this.batchCosts[index]! >= JOBS_PER_BATCH) this.post(index);
  }

  private post(index: number): void {
    const batch = this.batches[index]!;
    if (batch.length === 0) return;
    this.waiting += this.batchCosts[index]!;
    this.postedCosts[index]!.push(this.batchCosts[index]!);
    this.workers[index]!.postMessage(batch, this.transfers[index]);
    this.batches[index] = [];
    this.batchCosts[index] = 0;
    this.transfers[index] = [];
  }

  /** Resolves when `ready()` holds; rejects with a worker's first failure. */
  private async until(ready: () => boolean): Promise<void> {
    while (!this.failure && !ready()) await new Promise<void>((resolve) => this.listeners.add(resolve));
    if (this.failure) throw new Error(this.failure);
  }

  private wake(): void {
    for (const listener of this.listeners) listener();
    this.listeners.clear();
  }
}

