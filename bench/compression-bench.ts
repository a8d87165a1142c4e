/**
 * What the `.br` and `.gz` files cost the build and what they save: the 2,000-page corpus built
 * with and without compression, into an empty folder and over the previous build (as repeated
 * builds run), and the bytes saved by kind of file on this site.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetTable } from './budget.ts';
import { formatBytes, formatMs, formatRatio } from './format.ts';
import { median } from './stats.ts';
import type { Table } from './table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COLD_RUNS = 3;
const WARM_RUNS = 4;

type TimeBuild = (label: string, args: readonly string[]) => Promise<number>;

export async function compressionBench(timeBuild: TimeBuild, contentDir: string, siteOutDir: string): Promise<Table[]> {
  const build = (outDir: string, compress: boolean) =>
    timeBuild(`compression ${outDir}`, ['build.ts', '--content', contentDir, '--out', outDir, ...(compress ? [] : ['--no-compress'])]);
  const cold = { compressed: [] as number[], plain: [] as number[] };
  const coldDir = path.join('bench', '.out', 'compression-cold');
  for (let run = 0; run < COLD_RUNS; run++) {
    for (const compress of [true, false]) {
      removeOutput(coldDir);
      (compress ? cold.compressed : cold.plain).push(await build(coldDir, compress));
    }
  }
  removeOutput(coldDir);
  // Alternating too, each series over its own output: the machine's speed drifts over minutes, and
  // set against the build section's runs, made minutes before, the ratio moved with it (1.03-1.25×).
  const warmRuns = { compressed: [] as number[], plain: [] as number[] };
  const warmDirs = { compressed: path.join('bench', '.out', 'compression-warm'), plain: path.join('bench', '.out', 'compression-plain') };
  for (let run = 0; run < WARM_RUNS; run++) {
    for (const compress of [true, false]) (compress ? warmRuns.compressed : warmRuns.plain).push(await build(compress ? warmDirs.compressed : warmDirs.plain, compress));
  }
  // The first run of a series may fill an empty folder: the others show a rebuild.
  const warm = { compressed: median(warmRuns.compressed.slice(1)), plain: median(warmRuns.plain.slice(1)) };
  const coldRatio = median(cold.compressed) / median(cold.plain);
  const warmRatio = warm.compressed / warm.plain;
  return [
    {
      title: 'Compression: what .br and .gz cost the 2,000-page build (medians)',
      header: ['build', 'with .br/.gz', 'without', 'ratio'],
      rows: [
        ['into an empty folder', formatMs(median(cold.compressed)), formatMs(median(cold.plain)), formatRatio(coldRatio)],
        ['over the previous build', formatMs(warm.compressed), formatMs(warm.plain), formatRatio(warmRatio)],
      ],
      notes: [
        `empty folder: ${COLD_RUNS} runs each, alternating, the output and its spare removed before each (every file compressed)`,
        `over the previous build: ${WARM_RUNS} runs each, alternating, each series over its own output, the first of each left out (unchanged files keep their .br/.gz)`,
      ],
    },
    savedBytesTable(path.join(ROOT, siteOutDir)),
    budgetTable('Compression budget', [
      { figure: 'build time with compression, over the previous build', measured: warmRatio, limit: 1.2, format: formatRatio },
      { figure: 'build time with compression, into an empty folder', measured: coldRatio, limit: 1.2, format: formatRatio },
    ]),
  ];
}

function removeOutput(outDir: string): void {
  const absolute = path.join(ROOT, outDir);
  rmSync(absolute, { recursive: true, force: true });
  rmSync(path.join(path.dirname(absolute), `.${path.basename(absolute)}.spare`), { recursive: true, force: true });
}

const KINDS: readonly { kind: string; matches: (file: string) => boolean }[] = [
  { kind: 'wiki pages', matches: (file) => file.startsWith('wiki/') && file.endsWith('.html') },
  { kind: 'blog pages', matches: (file) => file.startsWith('blog/') && file.endsWith('.html') },
  { kind: 'other pages', matches: (file) => file.endsWith('.html') },
  { kind: 'CSS', matches: (file) => file.endsWith('.css') },
  { kind: 'JavaScript', matches: (file) => file.endsWith('.js') },
  { kind: 'search files (JSON)', matches: (file) => file.startsWith('search/') && file.endsWith('.json') },
  { kind: 'feeds, sitemap, SVG, other text', matches: () => true },
];

/** Bytes of each kind of compressed file, plain and as sent with Brotli or gzip. */
function savedBytesTable(outDir: string): Table {
  const totals = new Map(KINDS.map(({ kind }) => [kind, { files: 0, plain: 0, br: 0, gzip: 0 }]));
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const entry of files.filter((candidate) => candidate.name.endsWith('.br'))) {
    const compressed = path.join(entry.parentPath, entry.name);
    const plain = compressed.slice(0, -'.br'.length);
    const file = path.relative(outDir, plain).split(path.sep).join('/');
    const total = totals.get(KINDS.find(({ matches }) => matches(file))!.kind)!;
    total.files++;
    total.plain += readFileSync(plain).length;
    total.br += readFileSync(compressed).length;
    total.gzip += readFileSync(`${plain}.gz`).length;
  }
  const percent = (part: number, whole: number) => `${Math.round((100 * (whole - part)) / whole)} %`;
  return {
    title: 'Compression: bytes saved by kind of file (this site)',
    header: ['kind', 'files', 'plain', 'Brotli', 'saved', 'gzip', 'saved', 'Brotli per file'],
    rows: [...totals].filter(([, total]) => total.files > 0).map(([kind, total]) => [
      kind,
      String(total.files),
      formatBytes(total.plain),
      formatBytes(total.br),
      percent(total.br, total.plain),
      formatBytes(total.gzip),
      percent(total.gzip, total.plain),
      formatBytes(total.br / total.files),
    ]),
  };
}
