/**
 * Page section: builds the real site (`content/`), serves it on 127.0.0.1 and measures, in Debian's
 * Chromium, what a reader downloads before touching a page (scripts, stylesheets, HTML), then runs
 * Lighthouse (mobile) on every kind of page; the four of DESIGN.md section 7 carry its budgets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Result as LighthouseResult } from 'lighthouse';
import type { Browser } from 'playwright-core';
import { createStaticServer } from '../src/server/static-server.ts';
import { launchChromium } from '../test/helpers/browser.ts';
import { budgetTable, type BudgetCheck } from './budget.ts';
import { timeBuild } from './build-bench.ts';
import { launchDebuggableChromium } from './debuggable-chromium.ts';
import { formatBytes, formatMs, kilobytes } from './format.ts';
import type { Table } from './table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join('bench', '.out', 'page-site');
const REPORT_DIR = path.join('bench', '.out', 'lighthouse');
const GZIP_LEVEL = 9;
/** Playwright's default viewport, stated so the figures say what they measured. */
const VIEWPORT = { width: 1280, height: 720 };
/** Lists of elements or URLs in the failing-audit notes stop after this many items. */
const MAX_ITEMS = 12;

interface PageTarget {
  name: string;
  route: string;
}

/** One page of each kind the design gives a Lighthouse budget; the wiki page also carries the JS budget. */
const PAGES: readonly PageTarget[] = [
  { name: 'home', route: '/' },
  { name: 'wiki page', route: '/wiki/survival/kits/' },
  { name: 'blog post', route: '/blog/bem-vindo/' },
  { name: 'search', route: '/search/' },
  { name: 'search with a query', route: '/search/?q=vip' },
];
const WIKI_PAGE = PAGES[1] as PageTarget;

/** Every kind of page the site has, for Lighthouse (issue 36): the budgeted kinds, then the others. */
const LIGHTHOUSE_PAGES: readonly PageTarget[] = [
  ...PAGES,
  { name: 'wiki index', route: '/wiki/survival/' },
  { name: 'wiki page with pictures', route: '/wiki/skyblock/fabricas/ferro/' },
  { name: 'blog list', route: '/blog/' },
  { name: 'blog tag', route: '/blog/tags/survival/' },
  { name: 'blog archive', route: '/blog/archive/' },
  { name: 'blog authors', route: '/blog/authors/' },
  { name: 'rules', route: '/regras/' },
  { name: 'guide', route: '/jogar/java/' },
  { name: 'vote', route: '/vote/' },
  { name: 'team', route: '/equipe/' },
  { name: 'form', route: '/form/' },
  { name: 'gradient', route: '/gradiente/' },
  { name: 'texture', route: '/textura/' },
  { name: 'my IP', route: '/meuip/' },
  { name: 'legal', route: '/legal/termo-de-servico/' },
];

const CATEGORIES = [
  { id: 'performance', label: 'performance' },
  { id: 'accessibility', label: 'accessibility' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
] as const;

interface Resource {
  /** Path on the site, e.g. `/assets/boot.X.js`, or the full URL of another origin. */
  url: string;
  bytes: number;
  gzipBytes: number;
}

interface PageWeight {
  target: PageTarget;
  html: Resource;
  scripts: Resource[];
  stylesheets: Resource[];
  /** Bytes of the page's own `<script>` elements that run as JavaScript (already counted in the HTML). */
  inlineScriptBytes: number;
  failedRequests: string[];
}

interface LighthouseRun {
  target: PageTarget;
  lhr: LighthouseResult;
  /** Where the full JSON report was written, relative to the project root. */
  reportFile: string;
  ms: number;
}

export async function pageBench(): Promise<Table[]> {
  const buildMs = await timeBuild('page', ['build.ts', '--content', 'content', '--out', OUT_DIR]);
  process.stderr.write(`page: built content/ into ${OUT_DIR}/ in ${formatMs(buildMs)}\n`);
  const server = createStaticServer({ root: path.join(ROOT, OUT_DIR) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const weights = await measureWeights(origin);
    const runs: LighthouseRun[] = [];
    for (const target of LIGHTHOUSE_PAGES) runs.push(await runLighthouse(origin, target));
    return [weightTable(weights), budgetTable('Page weight budgets', weightChecks(weights)), lighthouseTable(runs), failingAuditsTable(runs)];
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function measureWeights(origin: string): Promise<PageWeight[]> {
  const browser = await launchChromium();
  try {
    const weights: PageWeight[] = [];
    for (const target of PAGES) weights.push(await measureWeight(browser, origin, target));
    return weights;
  } finally {
    await browser.close();
  }
}

/**
 * Loads the page in a fresh context (empty cache) and waits for load and network idle without touching it:
 * every script response until then is JavaScript the page runs before any interaction.
 */
async function measureWeight(browser: Browser, origin: string, target: PageTarget): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const bodies: Promise<{ type: 'script' | 'stylesheet'; resource: Resource }>[] = [];
    const failedRequests: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(response.body().then((body) => ({ type, resource: resource(origin, response.url(), body) })));
    });
    page.on('requestfailed', (request) => failedRequests.push(`${sitePath(origin, request.url())} (${request.failure()?.errorText ?? 'failed'})`));
    const response = await page.goto(origin + target.route, { waitUntil: 'load' });
    if (!response || response.status() !== 200) throw new Error(`page: ${target.route} answered ${response?.status() ?? 'nothing'}`);
    await page.waitForLoadState('networkidle');
    const html = resource(origin, response.url(), await response.body());
    const loaded = await Promise.all(bodies);
    const inlineScriptBytes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])'))
        .filter((script) => ['', 'module', 'text/javascript', 'application/javascript'].includes(script.getAttribute('type') ?? ''))
        .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? '').length, 0),
    );
    const unique = (type: 'script' | 'stylesheet') => [...new Map(loaded.filter((entry) => entry.type === type).map((entry) => [entry.resource.url, entry.resource])).values()];
    return { target, html, scripts: unique('script'), stylesheets: unique('stylesheet'), inlineScriptBytes, failedRequests };
  } finally {
    await context.close();
  }
}

function resource(origin: string, url: string, body: Buffer): Resource {
  return { url: sitePath(origin, url), bytes: body.length, gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length };
}

function sitePath(origin: string, url: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

function sum(resources: readonly Resource[], key: 'bytes' | 'gzipBytes'): number {
  return resources.reduce((total, entry) => total + entry[key], 0);
}

function weightTable(weights: readonly PageWeight[]): Table {
  return {
    title: `Page weight (Chromium ${VIEWPORT.width}×${VIEWPORT.height}, fresh cache, no interaction, until load + network idle; gzip -${GZIP_LEVEL} of each response body)`,
    header: ['page', 'route', 'scripts', 'JS', 'JS gzip', 'inline JS', 'CSS gzip', 'HTML', 'HTML gzip'],
    rows: weights.map((w) => [
      w.target.name,
      w.target.route,
      String(w.scripts.length),
      formatBytes(sum(w.scripts, 'bytes')),
      formatBytes(sum(w.scripts, 'gzipBytes')),
      formatBytes(w.inlineScriptBytes),
      formatBytes(sum(w.stylesheets, 'gzipBytes')),
      formatBytes(w.html.bytes),
      formatBytes(w.html.gzipBytes),
    ]),
    notes: [
      'JS: every script response, summed (the gzip of each file, as a server would send it); inline JS: the page\'s own <script> elements, raw, already in the HTML figures',
      ...weights.map((w) => `${w.target.name}: ${[...w.scripts, ...w.stylesheets].map((r) => `${r.url} ${formatBytes(r.gzipBytes)}`).join(', ') || 'no scripts or stylesheets'}`),
      ...weights.filter((w) => w.failedRequests.length > 0).map((w) => `${w.target.name}: failed requests: ${w.failedRequests.join(', ')}`),
    ],
  };
}

function weightChecks(weights: readonly PageWeight[]): BudgetCheck[] {
  const wiki = weights.find((w) => w.target === WIKI_PAGE) as PageWeight;
  return [
    { figure: `${wiki.target.name}: JS before interaction, gzip`, measured: sum(wiki.scripts, 'gzipBytes'), limit: kilobytes(15), format: formatBytes },
    ...weights.map((w) => ({ figure: `${w.target.name}: CSS gzip`, measured: sum(w.stylesheets, 'gzipBytes'), limit: kilobytes(15), format: formatBytes })),
  ];
}

/** One Lighthouse run (its default config: mobile, simulated throttling) in a Chromium of its own. */
async function runLighthouse(origin: string, target: PageTarget): Promise<LighthouseRun> {
  // Imported here: Lighthouse is large, and the other sections never need it.
  const { default: lighthouse } = await import('lighthouse');
  const started = performance.now();
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(origin + target.route, {
      port: chromium.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((category) => category.id),
    });
    if (!result) throw new Error(`lighthouse: no result for ${target.route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${target.route}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const reportFile = path.join(REPORT_DIR, `${target.name.replace(/\W+/g, '-')}.json`);
    mkdirSync(path.join(ROOT, REPORT_DIR), { recursive: true });
    writeFileSync(path.join(ROOT, reportFile), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    const ms = performance.now() - started;
    process.stderr.write(`page: lighthouse ${target.route} in ${formatMs(ms)}\n`);
    return { target, lhr, reportFile, ms };
  } finally {
    await chromium.close();
  }
}

/** A category's score as Lighthouse shows it, 0–100; null when Lighthouse could not compute it. */
function score(lhr: LighthouseResult, categoryId: string): number | null {
  const value = lhr.categories[categoryId]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

function lighthouseTable(runs: readonly LighthouseRun[]): Table {
  const first = runs[0]?.lhr;
  return {
    title: 'Lighthouse (mobile: default config, simulated throttling; one run per page, each in a fresh Chromium)',
    header: ['page', 'route', ...CATEGORIES.map((category) => category.label), 'budget 100 each'],
    rows: runs.map((run) => {
      const scores = CATEGORIES.map((category) => ({ category, value: score(run.lhr, category.id) }));
      const below = scores.filter((entry) => entry.value === null || entry.value < 100);
      return [
        run.target.name,
        run.target.route,
        ...scores.map((entry) => (entry.value === null ? 'error' : String(entry.value))),
        below.length === 0 ? 'ok' : `BELOW: ${below.map((entry) => entry.category.label).join(', ')}`,
      ];
    }),
    notes: [
      `Lighthouse ${first?.lighthouseVersion ?? '?'} on ${first?.environment.hostUserAgent ?? '?'}; full reports in ${REPORT_DIR}/`,
      ...runs.map((run) => `${run.target.name}: ${formatMs(run.ms)}; ${metricsSummary(run.lhr)}${run.lhr.runWarnings.length > 0 ? `; warnings: ${run.lhr.runWarnings.join(' | ')}` : ''}`),
    ],
  };
}

/** The unrounded performance score and the metrics it is made of, so a score near the edge shows. */
function metricsSummary(lhr: LighthouseResult): string {
  const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  return `performance ${lhr.categories.performance?.score?.toFixed(3) ?? '?'} (${metrics})`;
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface FailingAudit {
  run: LighthouseRun;
  categoryLabel: string;
  id: string;
  weight: number;
}

/**
 * Every audit that keeps a category under 100: weighted audits scoring under 1. For performance, the
 * unweighted diagnostics that fail too, since they explain the metrics.
 */
function failingAudits(runs: readonly LighthouseRun[]): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const run of runs) {
    for (const category of CATEGORIES) {
      const result = run.lhr.categories[category.id];
      if (!result || (result.score !== null && Math.round(result.score * 100) === 100)) continue;
      for (const ref of result.auditRefs) {
        const audit = run.lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) continue;
        if (ref.weight === 0 && (category.id !== 'performance' || ref.group === 'hidden' || audit.scoreDisplayMode === 'informative')) continue;
        failing.push({ run, categoryLabel: category.label, id: ref.id, weight: ref.weight });
      }
    }
  }
  return failing;
}

function failingAuditsTable(runs: readonly LighthouseRun[]): Table {
  const failing = failingAudits(runs);
  return {
    title: 'Lighthouse audits that keep a category under 100',
    header: ['page', 'category', 'audit', 'weight', 'score', 'value', 'title'],
    rows: failing.map((entry) => {
      const audit = entry.run.lhr.audits[entry.id] as LighthouseResult['audits'][string];
      return [entry.run.target.name, entry.categoryLabel, entry.id, String(entry.weight), String(Math.round((audit.score ?? 0) * 100)), audit.displayValue ?? '', audit.title];
    }),
    notes:
      failing.length === 0
        ? ['none']
        : failing.flatMap((entry) => {
            const audit = entry.run.lhr.audits[entry.id] as LighthouseResult['audits'][string];
            const lines = [audit.explanation, audit.errorMessage, ...describeDetails(audit.details)].filter((line): line is string => Boolean(line));
            return [`${entry.run.target.name} · ${entry.id}:`, ...(lines.length > 0 ? lines : ['(no details)']).map((line) => `    ${line}`)];
          }),
  };
}

/** Audit details as lines of text: the elements, URLs or messages that fail, whatever the details type. */
function describeDetails(details: unknown): string[] {
  if (!isRecord(details)) return [];
  if (details.type === 'list' && Array.isArray(details.items)) return details.items.flatMap((item) => describeDetails(item));
  if (details.type === 'checklist' && isRecord(details.items)) {
    return Object.entries(details.items).flatMap(([key, item]) => (isRecord(item) && item.value === false ? [`${key}: ${String(item.label)}`] : []));
  }
  if (!Array.isArray(details.items)) return [];
  const items = details.items.filter(isRecord);
  const lines = items.slice(0, MAX_ITEMS).map((item) => `- ${describeItem(item)}`);
  if (items.length > MAX_ITEMS) lines.push(`- … and ${items.length - MAX_ITEMS} more`);
  return lines;
}

function describeItem(item: Record<string, unknown>): string {
  const parts = Object.entries(item).flatMap(([key, value]) => {
    if (key === 'subItems' && isRecord(value) && Array.isArray(value.items)) {
      return [`[${value.items.filter(isRecord).map(describeItem).join('; ')}]`];
    }
    const text = describeValue(value);
    return text === undefined || text === '' ? [] : [`${key}: ${text}`];
  });
  return parts.join(' · ');
}

function describeValue(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return oneLine(String(value));
  if (!isRecord(value)) return undefined;
  switch (value.type) {
    case 'node':
      return [value.selector, value.snippet, value.explanation].filter((part) => typeof part === 'string' && part !== '').map((part) => oneLine(String(part))).join(' ');
    case 'source-location':
      return `${String(value.url)}:${Number(value.line) + 1}:${Number(value.column) + 1}`;
    case 'link':
      return `${String(value.text)} (${String(value.url)})`;
    case 'url':
    case 'code':
    case 'text':
    case 'numeric':
    case 'ms':
    case 'bytes':
      return oneLine(String(value.value));
    default:
      return undefined;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
