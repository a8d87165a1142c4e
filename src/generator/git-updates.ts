import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
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

/**
 * When a file was first committed (`git log --diff-filter=A --follow`, as Docusaurus dates a blog
 * post whose front matter and name give no date); else when it was made, as the file system says
 * (its birth time where the system keeps one, else its last change).
 */
export function creationDate(file: string): Date {
  try {
    const log = execFileSync('git', ['log', '--diff-filter=A', '--follow', '--format=%ct', '--', path.basename(file)], { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const seconds = Number(log.trim().split('\n').at(-1));
    if (seconds > 0) return new Date(seconds * 1000);
  } catch {
    // Not in a repository, or git missing: the file system's date.
  }
  const stats = statSync(file);
  return stats.birthtimeMs > 0 ? stats.birthtime : stats.mtime;
}
