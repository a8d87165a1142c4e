/**
 * What a build over the previous output, with the build cache that build left, costs after one
 * page changed (issue 35): a line added to its body, or its front matter's `title:` renamed, which
 * every page that shows the title (sidebar, links, search) must follow. The page is put back after.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatMs } from './format.ts';

export type Edit = 'body' | 'title';

export const EDITS: readonly Edit[] = ['body', 'title'];

/** The page's text after the `run`-th edit of that kind. */
function edited(original: string, edit: Edit, run: number): string {
  if (edit === 'body') return `${original}\nLinha acrescentada na edição ${run}, para medir a reconstrução.\n`;
  const renamed = original.replace(/^title: "(.*)"$/m, (_, title: string) => `title: ${JSON.stringify(`${title} (renomeada ${run})`)}`);
  if (renamed === original) throw new Error('the edited page has no title: line in its front matter');
  return renamed;
}

/** Wall times of `runs` builds of `name`, each after one more edit of `page` (a path inside `contentDir`). */
export async function timeEditedBuilds(name: string, contentDir: string, page: string, edit: Edit, runs: number, build: () => Promise<number>): Promise<number[]> {
  const absolute = path.join(contentDir, page);
  const original = readFileSync(absolute, 'utf8');
  const wallMs: number[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      writeFileSync(absolute, edited(original, edit, run));
      wallMs.push(await build());
      process.stderr.write(`build ${name}: after an edit of the ${edit} of ${page}, ${run}/${runs} ${formatMs(wallMs.at(-1)!)}\n`);
    }
  } finally {
    writeFileSync(absolute, original);
  }
  return wallMs;
}
