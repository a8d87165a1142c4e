import type { MessagePort } from 'node:worker_threads';
import { type ListedFile, writerOf } from './file-list.ts';
import type { WriteJob, WriteReport } from './threaded-output.ts';

/**
 * Jobs sent to a writer in one message, and messages waiting for it at a time: the writer takes the
 * main thread's pages in between, whose renderer waits when they pile up (`drain`). With all of
 * them sent at once, the pages of a 10,000-page build waited 0.5 s behind 35,000 search files.
 */
const JOBS_PER_MESSAGE = 64;
const MESSAGES_IN_FLIGHT = 2;

/**
 * Hands files to the writer threads through the ports `ThreadedOutput.openPorts` made, each file to
 * the writer the main thread would have chosen, its bytes moved rather than copied; resolves once
 * every writer has written its share, rejects with the first failure. Files are taken from `files`
 * only as the writers keep up, so a generator that makes them one at a time never has them all made.
 */
export async function writeThrough(ports: readonly MessagePort[], files: Iterable<PortFile>): Promise<void> {
  const writers = ports.map((port) => new PortWriter(port));
  try {
    for (const file of files) {
      if ('moved' in file) {
        for (const writer of writers) await writer.write({ kind: 'moved', ...file.moved });
        continue;
      }
      const job: WriteJob = 'contents' in file ? { kind: 'write', file: file.path, contents: file.contents } : { kind: 'reuse', file: file.path, from: file.from, listed: file.listed };
      await writers[writerOf(file.path, ports.length)]!.write(job);
    }
    await Promise.all(writers.map((writer) => writer.finish()));
  } finally {
    for (const writer of writers) writer.close();
  }
}

/**
 * A file handed to the writers: its bytes, or where the site being replaced holds them (see
 * `BuildOutput.reuse`); or, told every writer, a folder of the older site that now has another name.
 */
export type PortFile = { path: string; contents: Uint8Array } | { path: string; from: string; listed: ListedFile } | { moved: { from: string; to: string } };

/** One writer's port: jobs sent in messages of `JOBS_PER_MESSAGE`, no more than `MESSAGES_IN_FLIGHT` of them unanswered. */
class PortWriter {
  private batch: WriteJob[] = [];
  private unanswered = 0;
  private failure: Error | undefined;
  private answered: (() => void) | undefined;

  constructor(private readonly port: MessagePort) {
    port.on('message', this.onReport);
  }

  /** Adds a job; waits when its message would be one too many unanswered. */
  async write(job: WriteJob): Promise<void> {
    this.batch.push(job);
    if (this.batch.length === JOBS_PER_MESSAGE) await this.send();
  }

  /** Sends what is left and waits for every answer. */
  async finish(): Promise<void> {
    if (this.batch.length > 0) await this.send();
    await this.until(() => this.unanswered === 0);
  }

  close(): void {
    this.port.off('message', this.onReport);
  }

  private async send(): Promise<void> {
    await this.until(() => this.unanswered < MESSAGES_IN_FLIGHT);
    const batch = this.batch;
    this.batch = [];
    this.unanswered += 1;
    this.port.postMessage(batch, batch.flatMap(movedBytes));
  }

  private async until(ready: () => boolean): Promise<void> {
    while (!this.failure && !ready()) await new Promise<void>((resolve) => (this.answered = resolve));
    if (this.failure) throw this.failure;
  }

  private readonly onReport = (report: WriteReport) => {
    this.unanswered -= 1;
    this.failure ??= report.failure === undefined ? undefined : new Error(report.failure);
    this.answered?.();
  };
}

function movedBytes(job: WriteJob): ArrayBuffer[] {
  return job.kind === 'write' && typeof job.contents !== 'string' ? [job.contents.buffer as ArrayBuffer] : [];
}
