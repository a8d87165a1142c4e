import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Writes `value` as JSON at `file`, whole or not at all: into a scratch file beside it (named by
 * process and thread, as two builds or a build's threads may write at once), then renamed. Its folder is made.
 */
export function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}-${threadId}`;
  writeFileSync(scratch, JSON.stringify(value));
  renameSync(scratch, file);
}
