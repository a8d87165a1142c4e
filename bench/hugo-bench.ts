/**
 * Hugo's build time for a generated corpus, to put ours beside (issue 20's table). Debian's `hugo`
 * (`apt-get install hugo`), when it is installed: the corpus's wiki is copied into a bare Hugo site
 * (a folder's `index.md` becomes its `_index.md`, which Hugo reads as the folder's page, as we do;
 * a folder without one, as in the Docusaurus-shaped corpus, stays a folder of pages, as Hugo reads
 * it; `_category_.json`, which Hugo does not read, is left out), with two layouts that put a page's
 * HTML or a folder's list in a page, and built as it comes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { flushWrites } from './flush-writes.ts';

const CONFIG = `baseURL = "/"
disableKinds = ["taxonomy", "term"]
[markup.goldmark.renderer]
unsafe = true
`;
const PAGE = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>\n';
const LIST = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main><h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>\n';

export function hugoVersion(): string | undefined {
  const result = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Wall times of `runs` Hugo builds of the corpus's wiki, in a site made under `workDir`. */
export async function hugoBuildTimes(contentDir: string, workDir: string, runs: number): Promise<number[]> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(path.join(workDir, 'layouts', '_default'), { recursive: true });
  writeFileSync(path.join(workDir, 'hugo.toml'), CONFIG);
  writeFileSync(path.join(workDir, 'layouts', '_default', 'single.html'), PAGE);
  writeFileSync(path.join(workDir, 'layouts', '_default', 'list.html'), LIST);
  writeFileSync(path.join(workDir, 'layouts', 'index.html'), LIST);
  cpSync(path.join(contentDir, 'wiki'), path.join(workDir, 'content', 'wiki'), { recursive: true, filter: (source) => path.basename(source) !== '_category_.json' });
  for (const entry of readdirSync(path.join(workDir, 'content'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'index.md') renameSync(path.join(entry.parentPath, entry.name), path.join(entry.parentPath, '_index.md'));
  }
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    rmSync(path.join(workDir, 'public'), { recursive: true, force: true });
    times.push(await timeHugo(workDir));
  }
  rmSync(workDir, { recursive: true, force: true });
  return times;
}

function timeHugo(site: string): Promise<number> {
  // As for our builds: the output removed before this run, and the runs before, are on disk first.
  flushWrites();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('hugo', ['--quiet', '--source', site], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`hugo exited with code ${code}: ${errors}`))));
  });
}
