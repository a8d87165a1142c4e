import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface GitUpdate {
  date: Date;
  author: string;
}

/**
 * When each file of the site's folders was last committed, and by whom, by absolute path, from one
 * `git log` for the whole build (run in `site`; `folders` may be outside it, as a project's
 * `../docs`). Empty when the site is not in a git repository or git is missing: the pages then show no date.
 */
export function readGitUpdates(site: string, folders: readonly string[] = []): Map<string, GitUpdate> {
  const git = (args: string[]) => execFileSync('git', args, { cwd: site, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const top = git(['rev-parse', '--show-toplevel']).trim();
    const pathspecs = [...new Set([site, ...folders])].map((folder) => path.relative(site, folder) || '.');
    const log = git(['log', '--no-renames', '--name-only', '--format=%x00%ct%x09%an', '--', ...pathspecs]);
    return new Map([...parseGitLog(log)].map(([file, update]) => [path.join(top, file), update]));
  } catch {
    return new Map();
  }
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
