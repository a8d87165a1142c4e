import { execFileSync } from 'node:child_process';

export interface GitUpdate {
  date: Date;
  author: string;
}

/**
 * When each file of a folder was last committed, and by whom, from one `git log` for the whole
 * build (paths relative to the folder, `/` separators). Empty when the folder is not in a git
 * repository or git is missing: the pages then show no date.
 */
export function readGitUpdates(folder: string): Map<string, GitUpdate> {
  let log: string;
  try {
    log = execFileSync('git', ['log', '--relative', '--no-renames', '--name-only', '--format=%x00%ct%x09%an', '--', '.'], {
      cwd: folder,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return new Map();
  }
  return parseGitLog(log);
}

/** The newest commit of each file in `git log --name-only --format=%x00%ct%x09%an` output (newest first). */
export function parseGitLog(log: string): Map<string, GitUpdate> {
  const updates = new Map<string, GitUpdate>();
  for (const record of log.split('\0')) {
    const [header = '', ...files] = record.split('\n');
    const tab = header.indexOf('\t');
    if (tab === -1) continue;
    const update = { date: new Date(Number(header.slice(0, tab)) * 1000), author: header.slice(tab + 1) };
    for (const file of files) if (file && !updates.has(file)) updates.set(file, update);
  }
  return updates;
}
