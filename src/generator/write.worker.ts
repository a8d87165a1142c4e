/**
 * Worker thread of `ThreadedOutput` (threaded-output.ts): runs the jobs it is sent on a `FolderOutput`,
 * in order, and answers each batch with a report; batches from another thread come through a port of
 * their own (`openPorts`), answered there.
 */
import { type MessagePort, parentPort } from 'node:worker_threads';
import { listedFolders, readFileList, writerOf } from './file-list.ts';
import { type FolderListing, folderListing } from './folder-listing.ts';
import { FolderOutput } from './folder-output.ts';
import type { WriteJob, WriteReport } from './threaded-output.ts';

const port = parentPort!;
let folder: FolderOutput | undefined;
let root = '';
/** The first failure since the last `open`: the jobs after it are skipped. */
let failure: string | undefined;

port.on('message', (jobs: WriteJob[]) => port.postMessage(runBatch(jobs)));

function runBatch(jobs: WriteJob[]): WriteReport {
  for (const job of jobs) {
    if (job.kind === 'open') {
      const { writer, writers } = job;
      // Every writer knows the older search folders' files: one renamed (a `moved` job) holds files another writer's paths now name.
      const keep = (file: string): boolean => writerOf(file, writers) === writer || file.startsWith('search/');
      const previous = job.options.reusing ? readFileList(job.root, keep) : undefined;
      folder = new FolderOutput(job.root, job.options, previous, keep);
      root = job.root;
      failure = undefined;
      continue;
    }
    // A port is listened to even after a failure: the thread handing files through it is then answered with the failure, rather than waiting for good.
    if (failure && job.kind !== 'port') continue;
    try {
      if (!folder) throw new Error('write job before any folder was opened');
      run(folder, job);
    } catch (error) {
      failure = (error as Error).message;
    }
  }
  const written = jobs.some((job) => job.kind === 'reportWritten') ? folder?.writtenFiles() : undefined;
  const fileList = jobs.some((job) => job.kind === 'reportFileList') ? folder?.fileListLines() : undefined;
  let listing: FolderListing | undefined;
  if (jobs.some((job) => job.kind === 'list')) {
    try {
      listing = folderListing(root, listedFolders(root));
    } catch (error) {
      failure ??= (error as Error).message;
    }
  }
  return { done: jobs.length, failure, written, fileList, listing };
}

function answerBatchesOf(sender: MessagePort): void {
  sender.on('message', (jobs: WriteJob[]) => sender.postMessage(runBatch(jobs)));
}

function run(folder: FolderOutput, job: Exclude<WriteJob, { kind: 'open' }>): void {
  switch (job.kind) {
    case 'write':
      return folder.write(job.file, job.contents);
    case 'copyFile':
      return folder.copyFileNow(job.from, job.file);
    case 'reuse':
      return folder.reuse(job.file, job.from, job.listed);
    case 'moved':
      return folder.moved(job.from, job.to);
    case 'remove':
      return folder.remove(job.file);
    case 'port':
      return answerBatchesOf(job.port);
    case 'reportWritten':
    case 'reportFileList':
    case 'list':
      return; // Answered with the report of this batch.
  }
}
