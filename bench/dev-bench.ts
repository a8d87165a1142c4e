/**
 * Dev section: runs `npm run dev` on a copy of the project with this site's content, then with the
 * 2,000- and 10,000-page corpora, saves one wiki page 20 times, and times each save to the reload
 * event the open tabs get and to the new page served (issue 20: ≤ 100 ms and ≤ 200 ms to the reload
 * on the corpora).
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contextOf } from '../src/client/search-data.ts';
import type { SearchSettings } from '../src/model/search-settings.ts';
import { ShardedIndex } from '../src/search/sharded-index.ts';
import { type DevProject, startDevProject } from '../test/helpers/dev-project.ts';
import { budgetTable } from './budget.ts';
import { DEFAULT_SIZES } from './bench-sizes.ts';
import { prepareCorpus } from './build-bench.ts';
import { formatMs } from './format.ts';
import { editablePageOf } from './generate-corpus.ts';
import { median } from './stats.ts';
import type { Table } from './table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SAVES = 20;
/** Between saves: the search index of the change is written, as when an editor types. */
const PAUSE_MS = 300;

interface DevTarget {
  name: string;
  contentDir: string;
  /** The wiki page saved, relative to the content folder. */
  page: string;
}

interface DevMeasurement {
  target: DevTarget;
  startMs: number;
  toReloadMs: number[];
  toServedMs: number[];
}

export async function devBench(): Promise<Table[]> {
  const corpora = [DEFAULT_SIZES.large, DEFAULT_SIZES.huge].map((pages) => ({ pages, ...prepareCorpus(pages) }));
  const targets: DevTarget[] = [
    { name: 'site', contentDir: 'content', page: 'wiki/survival/kits.md' },
    ...corpora.map((corpus) => ({ name: corpus.name, contentDir: corpus.contentDir, page: editablePageOf(corpus.pages) })),
  ];
  const measurements: DevMeasurement[] = [];
  for (const target of targets) measurements.push(await measureSaves(target));
  const [site, large, huge] = measurements as [DevMeasurement, DevMeasurement, DevMeasurement];
  return [
    {
      title: `Dev server (${SAVES} saves of one wiki page each; save = one appended line)`,
      header: ['content', 'start', 'save → reload event', 'min–max', 'save → new page served', 'min–max'],
      rows: measurements.map((m) => [
        m.target.name,
        formatMs(m.startMs),
        formatMs(median(m.toReloadMs)),
        range(m.toReloadMs),
        formatMs(median(m.toServedMs)),
        range(m.toServedMs),
      ]),
      notes: [
        'start: spawn of `node --import tsx dev.ts` to its address printed (a full build included)',
        'reload event: the server-sent event that makes the open tab reload; new page served: that event, then the page fetched with the saved text',
        ...measurements.map((m) => `${m.target.name}: saved ${m.target.contentDir}/${m.target.page}`),
      ],
    },
    budgetTable('Dev server budgets', [
      { figure: 'site: save of one page → new page served', measured: median(site.toServedMs), limit: 100, format: formatMs },
      { figure: `${large.target.name}: save → reload event`, measured: median(large.toReloadMs), limit: 100, format: formatMs },
      { figure: `${huge.target.name}: save → reload event`, measured: median(huge.toReloadMs), limit: 200, format: formatMs },
    ]),
  ];
}

async function measureSaves(target: DevTarget): Promise<DevMeasurement> {
  const started = performance.now();
  const project = await startDevProject(path.join(ROOT, target.contentDir));
  const startMs = performance.now() - started;
  try {
    const events = await project.listen();
    await events.next('hello');
    const file = path.join(project.root, 'content', target.page);
    const route = `/${target.page.replace(/\.md$/, '')}/`;
    const toReloadMs: number[] = [];
    const toServedMs: number[] = [];
    for (let save = 1; save <= SAVES; save++) {
      const marker = `Salvo pela medição número ${save}: ${searchWord(save)}.`;
      const saved = performance.now();
      await appendFile(file, `\n${marker}\n`);
      for (;;) {
        const { paths } = JSON.parse((await events.next('reload')).data) as { paths: string[] | 'all' };
        if (paths === 'all' || paths.includes(route)) break;
      }
      toReloadMs.push(performance.now() - saved);
      const page = await project.get(route);
      if (!page.text.includes(marker)) throw new Error(`dev bench: ${route} was served without the saved text`);
      toServedMs.push(performance.now() - saved);
      process.stderr.write(`dev ${target.name}: save ${save}/${SAVES} ${formatMs(toServedMs.at(-1)!)}\n`);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    await checkSearch(project, route, searchWord(SAVES));
    return { target, startMs, toReloadMs, toServedMs };
  } finally {
    await project.dispose();
  }
}

/** A word no page holds, different at each save: the search index must find the last one. */
function searchWord(save: number): string {
  return `jabutimedida${'xyzw'[save % 4]}${save}`;
}

/** The dev server's search, read as the browser reads it (it holds search files until they are written), finds the last save's word on its page. */
async function checkSearch(project: DevProject, route: string, word: string): Promise<void> {
  const home = (await project.get('/')).text;
  const settings = JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(home)?.[1] ?? 'null') as { search: SearchSettings };
  const context = contextOf(settings.search, route);
  const { results } = await new ShardedIndex(context.index, async (url) => JSON.parse((await project.get(url)).text) as unknown).run(word);
  if (results[0]?.u !== route) throw new Error(`dev bench: search for "${word}" gave ${results[0]?.u ?? 'nothing'}, not ${route}: the index is not up to date`);
}

function range(values: number[]): string {
  return `${Math.round(Math.min(...values))}–${formatMs(Math.max(...values))}`;
}
