/** Worker thread of `ThreadedOutput` (write.ts): runs the jobs it is sent on a `FolderOutput`, in order. */
import { parentPort } from 'node:worker_threads';
import { readFileList, writerOf } from './file-list.ts';
import { type FolderListing, FolderOutput, folderListing } from './folder-output.ts';
import type { WriteJob, WriteReport } from './threaded-output.ts';

const port = parentPort!;
let folder: FolderOutput | undefined;
let root = '';
/** The first failure since the last `open`: the jobs after it are skipped. */
let failure: string | undefined;

port.on('message', (jobs: WriteJob[]) => {
  for (const job of jobs) {
    if (job.kind === 'open') {
      const { writer, writers } = job;
      const previous = job.options.reusing ? readFileList(job.root, (file) => writerOf(file, writers) === writer) : undefined;
      folder = new FolderOutput(job.root, job.options, previous);
      root = job.root;
      failure = undefined;
      continue;
    }
    if (failure) continue;
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
      listing = folderListing(root);
    } catch (error) {
      failure ??= (error as Error).message;
    }
  }
  port.postMessage({ done: jobs.length, failure, written, fileList, listing } satisfies WriteReport);
});

function run(folder: FolderOutput, job: Exclude<WriteJob, { kind: 'open' }>): void {
  switch (job.kind) {
    case 'write':
      return folder.write(job.file, job.contents);
    case 'copyFile':
      return folder.copyFileNow(job.from, job.file);
    case 'remove':
      return folder.remove(job.file);
    case 'reportWritten':
    case 'reportFileList':
    case 'list':
      return; // Answered with the report of this batch.
  }
}
