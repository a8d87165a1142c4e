/**
 * Dev section: runs `npm run dev` on a copy of the project with this site's content, then with the
 * 2,000-page corpus, saves one wiki page 20 times, and times each save to the reload event the open
 * tabs get and to the new page served.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevProject } from '../test/helpers/dev-project.ts';
import { budgetTable } from './budget.ts';
import { LARGE_CORPUS, prepareCorpus } from './build-bench.ts';
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
  const corpus = prepareCorpus(LARGE_CORPUS);
  const targets: DevTarget[] = [
    { name: 'site', contentDir: 'content', page: 'wiki/survival/kits.md' },
    { name: corpus.name, contentDir: corpus.contentDir, page: editablePageOf(LARGE_CORPUS) },
  ];
  const measurements: DevMeasurement[] = [];
  for (const target of targets) measurements.push(await measureSaves(target));
  const site = measurements[0]!;
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
    budgetTable('Dev server budget', [{ figure: 'site: save of one page → new page served', measured: median(site.toServedMs), limit: 100, format: formatMs }]),
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
      const marker = `Salvo pela medição número ${save}.`;
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
    return { target, startMs, toReloadMs, toServedMs };
  } finally {
    await project.dispose();
  }
}

function range(values: number[]): string {
  return `${Math.round(Math.min(...values))}–${formatMs(Math.max(...values))}`;
}
