import { execFileSync } from 'node:child_process';

/** Makes `folder` a git repository whose one commit, by `author` at `date`, holds every file in it. */
export function commitEverything(folder: string, { author, email, date, message }: { author: string; email: string; date: string; message: string }): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: email, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: folder, env, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', message);
}
