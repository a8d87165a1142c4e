/**
 * MDX section: the 2,000-page corpus built as Markdown only and with a third of its wiki pages in
 * MDX (the same words), and `renderMarkdown` timed in-process on one page of 0.5 and 5 MB in each
 * syntax; checked against the MDX row of DESIGN.md section 7.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMarkdown } from '../src/markdown/render-markdown.ts';
import { budgetTable, type BudgetCheck } from './budget.ts';
import { DEFAULT_SIZES } from './bench-sizes.ts';
import { buildTarget, prepareCorpus, type BuildTarget } from './build-bench.ts';
import { largePageBody } from './corpus/large-page.ts';
import type { Syntax } from './corpus/prose.ts';
import { formatBytes, formatMs, formatRatio, megabytes } from './format.ts';
import { median } from './stats.ts';
import type { Table } from './table.ts';
import { siteTranslator } from '../src/model/i18n/catalogues.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SYNTAXES: readonly Syntax[] = ['markdown', 'mdx'];
const CORPUS_RUNS = 5;
const MDX_SHARE = 1 / 3;
const PAGE_RUNS = 3;
/** Untimed renders of the small page first: until V8 has compiled the renderers, they cost several times more. */
const WARM_UP_RUNS = 2;
const SMALL_PAGE_BYTES = megabytes(0.5);
const LARGE_PAGE_BYTES = megabytes(5);
/** Budget of a corpus with MDX pages, as a multiple of the Markdown-only build time. */
const CORPUS_RATIO_LIMIT = 1.5;
const LARGE_PAGE_LIMIT_MS = 1000;
/** Time per MB of the large page over that of the small one: the 10 % slack of the build's growth budget. */
const LINEAR_LIMIT = 1.1;

interface CorpusMeasurement {
  target: BuildTarget;
  /** Wall time of each run, spawn to exit. */
  wallMs: number[];
  pages: number;
  warnings: number;
  mdxFiles: number;
}

interface PageMeasurement {
  syntax: Syntax;
  bytes: number;
  ms: number[];
  warnings: number;
}

export async function mdxBench(): Promise<Table[]> {
  const [markdown, mdx] = await measureCorpora([prepareCorpus(DEFAULT_SIZES.large), prepareCorpus(DEFAULT_SIZES.large, { mdxShare: MDX_SHARE })]);
  if (!markdown || !mdx) throw new Error('expected two corpus measurements');
  for (const syntax of SYNTAXES) warmUp(syntax);
  const pages = [SMALL_PAGE_BYTES, LARGE_PAGE_BYTES].flatMap((bytes) => SYNTAXES.map((syntax) => measurePage(bytes, syntax)));
  return [corpusTable(markdown, mdx), pageTable(pages), budgetTable('MDX budgets', budgetChecks(markdown, mdx, pages))];
}

/** Runs alternate between the corpora, so that both meet the same load of this shared machine. */
async function measureCorpora(targets: readonly BuildTarget[]): Promise<CorpusMeasurement[]> {
  const measurements = targets.map((target) => ({ target, wallMs: [] as number[], pages: 0, warnings: 0, mdxFiles: countMdxFiles(target.contentDir) }));
  for (let run = 1; run <= CORPUS_RUNS; run++) {
    for (const measurement of measurements) {
      const { wallMs, stats } = await buildTarget(measurement.target);
      measurement.wallMs.push(wallMs);
      measurement.pages = stats.pages;
      measurement.warnings = stats.warnings;
      process.stderr.write(`build ${measurement.target.name}: run ${run}/${CORPUS_RUNS} ${formatMs(wallMs)}\n`);
    }
  }
  return measurements;
}

function countMdxFiles(contentDir: string): number {
  return readdirSync(path.join(ROOT, contentDir), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.mdx')).length;
}

function warmUp(syntax: Syntax): void {
  const body = largePageBody(SMALL_PAGE_BYTES, syntax);
  for (let run = 0; run < WARM_UP_RUNS; run++) renderMarkdown(body, pageContext(syntax));
}

function measurePage(bytes: number, syntax: Syntax): PageMeasurement {
  const body = largePageBody(bytes, syntax);
  const measurement: PageMeasurement = { syntax, bytes: Buffer.byteLength(body), ms: [], warnings: 0 };
  for (let run = 1; run <= PAGE_RUNS; run++) {
    const started = performance.now();
    const rendered = renderMarkdown(body, pageContext(syntax));
    measurement.ms.push(performance.now() - started);
    measurement.warnings = rendered.warnings.length;
    process.stderr.write(`renderMarkdown ${pageName(measurement)}: run ${run}/${PAGE_RUNS} ${formatMs(measurement.ms.at(-1) ?? 0)}\n`);
  }
  return measurement;
}

/** Its links are absolute routes, which need no lookup: the page alone is timed. */
function pageContext(syntax: Syntax): Parameters<typeof renderMarkdown>[1] {
  return {
    file: `content/wiki/grande.${syntax === 'mdx' ? 'mdx' : 'md'}`,
    bodyStartLine: 1,
    data: {},
    baseUrl: '/',
    text: siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' }),
    resolveMarkdownLink: () => undefined,
    resolveImage: () => undefined,
  };
}

function pageName(page: PageMeasurement): string {
  return `${formatBytes(page.bytes)} ${page.syntax === 'mdx' ? 'MDX' : 'Markdown'}`;
}

function msPerMegabyte(page: PageMeasurement): number {
  return median(page.ms) / (page.bytes / megabytes(1));
}

function corpusTable(markdown: CorpusMeasurement, mdx: CorpusMeasurement): Table {
  const markdownWall = median(markdown.wallMs);
  return {
    title: `MDX in a corpus (${CORPUS_RUNS} runs each, alternated; wall time from spawn to exit)`,
    header: ['content', 'pages', '.mdx files', 'warnings', 'median', 'min–max', 'vs Markdown only'],
    rows: [markdown, mdx].map((m) => [
      m.target.name,
      String(m.pages),
      String(m.mdxFiles),
      String(m.warnings),
      formatMs(median(m.wallMs)),
      `${Math.round(Math.min(...m.wallMs))}–${formatMs(Math.max(...m.wallMs))}`,
      formatRatio(median(m.wallMs) / markdownWall),
    ]),
    notes: [
      'command: node scripts/launch.mjs build.ts --content DIR --out bench/.out/NAME --stats FILE, as in the build section',
      `${mdx.target.name}: every third wiki page as .mdx with the words of its Markdown twin: the introduction in <Tabs>/<TabItem>, the admonition as :::tip, a code block with a title`,
    ],
  };
}

function pageTable(pages: readonly PageMeasurement[]): Table {
  return {
    title: `One large page (renderMarkdown in-process, median of ${PAGE_RUNS} runs after ${WARM_UP_RUNS} untimed ones of the small page)`,
    header: ['page', 'median', 'min–max', 'per MB', 'warnings'],
    rows: pages.map((page) => [
      pageName(page),
      formatMs(median(page.ms)),
      `${Math.round(Math.min(...page.ms))}–${formatMs(Math.max(...page.ms))}`,
      formatMs(msPerMegabyte(page)),
      String(page.warnings),
    ]),
    notes: ['page: wiki articles one after the other (headings, paragraphs, lists, tables, admonitions, code blocks), each followed by a :::note; MDX adds the Tabs of the corpus'],
  };
}

function budgetChecks(markdown: CorpusMeasurement, mdx: CorpusMeasurement, pages: readonly PageMeasurement[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [
    { figure: `${mdx.target.name} / ${markdown.target.name}: build`, measured: median(mdx.wallMs) / median(markdown.wallMs), limit: CORPUS_RATIO_LIMIT, format: formatRatio },
  ];
  for (const syntax of SYNTAXES) {
    const small = pages.find((page) => page.syntax === syntax && page.bytes < LARGE_PAGE_BYTES);
    const large = pages.find((page) => page.syntax === syntax && page.bytes >= LARGE_PAGE_BYTES);
    if (!small || !large) continue;
    checks.push(
      { figure: `${pageName(large)} page: renderMarkdown`, measured: median(large.ms), limit: LARGE_PAGE_LIMIT_MS, format: formatMs },
      { figure: `${syntax === 'mdx' ? 'MDX' : 'Markdown'}: per MB at ${formatBytes(large.bytes)} / at ${formatBytes(small.bytes)}`, measured: msPerMegabyte(large) / msPerMegabyte(small), limit: LINEAR_LIMIT, format: formatRatio },
    );
  }
  return checks;
}
