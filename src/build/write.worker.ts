/** Worker thread of `ThreadedOutput` (write.ts): runs the jobs it is sent on a `FolderOutput`, in order. */
import { parentPort, workerData } from 'node:worker_threads';
import { FolderOutput, type WriteJob, type WriteReport } from './write.ts';

const port = parentPort!;
const { root, reusing } = workerData as { root: string; reusing: boolean };
const folder = new FolderOutput(root, { reusing });
let failure: string | undefined;

port.on('message', (jobs: WriteJob[]) => {
  for (const job of jobs) {
    if (failure) break;
    try {
      run(job);
    } catch (error) {
      failure = (error as Error).message;
    }
  }
  port.postMessage({ done: jobs.length, failure } satisfies WriteReport);
});

function run(job: WriteJob): void {
  switch (job.kind) {
    case 'write':
      return folder.write(job.file, job.contents);
    case 'copyFolder':
      return folder.copyFolderNow(job.folder);
    case 'copyFile':
      return folder.copyFileNow(job.from, job.file);
    case 'remove':
      return folder.remove(job.file);
    case 'removeUnwritten':
      return folder.removeUnwrittenNow();
  }
}
