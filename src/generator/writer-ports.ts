import type { MessagePort } from 'node:worker_threads';
import { writerOf } from './file-list.ts';
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
 * every writer has written its share, rejects with the first failure.
 */
export async function writeThrough(ports: readonly MessagePort[], files: readonly { path: string; contents: Uint8Array }[]): Promise<void> {
  const batches: WriteJob[][][] = ports.map(() => []);
  for (const { path, contents } of files) {
    const queue = batches[writerOf(path, ports.length)]!;
    let last = queue.at(-1);
    if (!last || last.length === JOBS_PER_MESSAGE) queue.push((last = []));
    last.push({ kind: 'write', file: path, contents });
  }
  await Promise.all(ports.map((port, index) => sendInTurn(port, batches[index]!)));
}

/** Sends the batches to one writer, a few at a time, each once an earlier one is reported written. */
function sendInTurn(port: MessagePort, batches: WriteJob[][]): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let waiting = 0;
    const send = () => {
      for (; waiting < MESSAGES_IN_FLIGHT && next < batches.length; next++, waiting++) port.postMessage(batches[next], batches[next]!.flatMap(movedBytes));
      if (waiting === 0) resolve();
    };
    port.on('message', (report: WriteReport) => {
      if (report.failure) return reject(new Error(report.failure));
      waiting--;
      send();
    });
    send();
  });
}

function movedBytes(job: WriteJob): ArrayBuffer[] {
  return job.kind === 'write' && typeof job.contents !== 'string' ? [job.contents.buffer as ArrayBuffer] : [];
}
