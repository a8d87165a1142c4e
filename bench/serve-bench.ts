/**
 * Serve section: builds this site once into bench/.out/serve, then loads four URLs of it (a small
 * wiki page, the largest page, a 404 and the largest hashed asset) with autocannon, at 100 and 1,000
 * connections, on the Node server (`npm run serve`) and on Debian's nginx with the configuration the
 * build wrote, and checks the errors against the budget of DESIGN.md section 7.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/helpers/free-port.ts';
import { NGINX, startNginx } from '../test/helpers/nginx.ts';
import { budgetTable, type BudgetCheck } from './budget.ts';
import { timeBuild } from './build-bench.ts';
import { formatBytes, formatMs, formatRatio } from './format.ts';
import type { Table } from './table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join('bench', '.out', 'serve');
const CONNECTIONS = [100, 1000] as const;
/** Seconds of load per target, URL and connection count. */
const SECONDS = secondsFromEnv();
const WARM_UP_SECONDS = 1;
/** What a browser sends; both servers have precompressed `.br` and `.gz` files to choose from. */
const HEADERS = { 'accept-encoding': 'br, gzip' };
/** Below this, 1,000 connections (and nginx's 4,096 worker connections) may run out of descriptors. */
const FILE_LIMIT_WANTED = 4096;
const SERVER_START_TIMEOUT_MS = 60_000;

type TargetName = 'node' | 'nginx';

interface UrlTarget {
  kind: string;
  route: string;
  expectedStatus: number;
  /** Size of the file on disk, uncompressed; undefined for the 404. */
  bytes?: number;
}

interface Probe {
  status: number;
  encoding: string;
  bodyBytes: number;
}

interface Run {
  target: TargetName;
  url: UrlTarget;
  connections: number;
  /** Undefined when the server had exited before the run. */
  result?: autocannon.Result;
  /** Socket errors (timeouts among them, as autocannon counts them) plus answers of another status than expected. */
  errors: number;
  unexpected: Map<number, number>;
  /** CPU time of the bench process (autocannon) over the run, in cores: near 1, the load generator was the limit. */
  loadCores?: number;
}

interface TargetMeasurement {
  name: TargetName;
  runs: Run[];
  probes: Map<string, Probe>;
  notes: string[];
}

export async function serveBench(): Promise<Table[]> {
  const loadBefore = loadavg()[0] ?? 0;
  const buildMs = await timeBuild('serve', ['build.ts', '--out', OUT_DIR]);
  process.stderr.write(`serve: built content/ into ${OUT_DIR}/ in ${formatMs(buildMs)}\n`);
  const urls = pickUrls(path.join(ROOT, OUT_DIR));
  const node = await measureNode(urls);
  const nginx = await measureNginx(urls);
  const load = `load average (1 min) ${loadBefore.toFixed(2)} before the section, ${(loadavg()[0] ?? 0).toFixed(2)} after, on ${availableParallelism()} CPUs: other work on the machine takes CPU from the servers and autocannon`;
  return [resultTable(urls, node, nginx, load), budgetTable('Serve budget', budgetChecks([node, nginx]))];
}

function secondsFromEnv(): number {
  const raw = process.env.BENCH_SERVE_SECONDS;
  if (raw === undefined || raw === '') return 5;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error(`BENCH_SERVE_SECONDS should be a number of seconds ≥ 1, got "${raw}"`);
  return seconds;
}

/** The smallest wiki page, the largest page of the site, a 404 and the largest hashed asset. */
function pickUrls(outDir: string): UrlTarget[] {
  const pages = filesUnder(outDir).filter((file) => path.basename(file.absolute) === 'index.html');
  const wikiPages = pages.filter((file) => file.relative.startsWith(`wiki${path.sep}`));
  const assets = filesUnder(path.join(outDir, 'assets')).filter((file) => !/\.(br|gz)$/.test(file.relative));
  const smallest = minBy(wikiPages, (file) => file.bytes, 'no wiki page');
  const largest = minBy(pages, (file) => -file.bytes, 'no page');
  const asset = minBy(assets, (file) => -file.bytes, 'no asset');
  const route = (relative: string) => `/${path.dirname(relative).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/');
  return [
    { kind: 'small page', route: route(smallest.relative), expectedStatus: 200, bytes: smallest.bytes },
    { kind: 'largest page', route: route(largest.relative), expectedStatus: 200, bytes: largest.bytes },
    { kind: '404', route: '/nao-existe/', expectedStatus: 404 },
    { kind: 'hashed asset', route: `/assets/${asset.relative.split(path.sep).join('/')}`, expectedStatus: 200, bytes: asset.bytes },
  ];
}

function filesUnder(dir: string): { absolute: string; relative: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      return { absolute, relative: path.relative(dir, absolute), bytes: statSync(absolute).size };
    });
}

function minBy<T>(items: readonly T[], key: (item: T) => number, empty: string): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  if (!sorted[0]) throw new Error(`serve: ${empty} in ${OUT_DIR}/`);
  return sorted[0];
}

/** `npm run serve` on a free port of 127.0.0.1, loaded; its peak memory read from /proc before it stops. */
async function measureNode(urls: readonly UrlTarget[]): Promise<TargetMeasurement> {
  const port = await freePort();
  const server = await startNodeServer(port);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const startRss = procStatus(server.child.pid, 'VmRSS');
    const peaks: string[] = [];
    const measurement = await measureTarget('node', origin, urls, () => server.exited(), (connections) => {
      const peak = procStatus(server.child.pid, 'VmHWM');
      if (peak !== undefined) peaks.push(`${formatBytes(peak)} after the ${connections}-connection runs`);
    });
    const peak = procStatus(server.child.pid, 'VmHWM');
    measurement.notes.push(
      peak === undefined
        ? `node: peak RSS unknown, the server (pid ${server.child.pid}) had exited: ${server.exited() ?? ''}`
        : `node: peak RSS ${formatBytes(peak)} (VmHWM of pid ${server.child.pid}, which serves: launch.mjs runs the bundle in its own process; ${startRss === undefined ? '' : `${formatBytes(startRss)} once started, `}${peaks.join(', ')})`,
    );
    const exited = server.exited();
    if (exited) measurement.notes.push(`node: the server exited during the runs: ${exited}`);
    return measurement;
  } finally {
    await server.stop();
  }
}

async function measureNginx(urls: readonly UrlTarget[]): Promise<TargetMeasurement> {
  const nginx = await startNginx(path.join(ROOT, OUT_DIR));
  try {
    const measurement = await measureTarget('nginx', nginx.origin, urls, () => undefined, () => undefined);
    measurement.notes.push(`nginx: ${nginxVersion()}, 1 worker process, worker_connections 4096, keepalive_requests at its default; brotli_static ${nginx.brotli ? 'loaded' : 'NOT loaded (gzip only)'}`);
    return measurement;
  } finally {
    await nginx.stop();
  }
}

/**
 * Probes each URL once, warms the server up, then loads each URL at each connection count, the
 * smaller count first; `afterConnections` runs once all URLs were loaded at a count.
 */
async function measureTarget(
  name: TargetName,
  origin: string,
  urls: readonly UrlTarget[],
  exited: () => string | undefined,
  afterConnections: (connections: number) => void,
): Promise<TargetMeasurement> {
  const probes = new Map<string, Probe>();
  for (const url of urls) probes.set(url.route, await probe(origin + url.route));
  await autocannon({
    url: origin,
    connections: CONNECTIONS[0],
    duration: WARM_UP_SECONDS,
    pipelining: 1,
    headers: HEADERS,
    requests: urls.map((url) => ({ method: 'GET', path: url.route })),
  });
  const runs: Run[] = [];
  for (const connections of CONNECTIONS) {
    for (const url of urls) {
      if (exited()) {
        runs.push({ target: name, url, connections, errors: Number.POSITIVE_INFINITY, unexpected: new Map() });
        continue;
      }
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const result = await autocannon({ url: origin + url.route, connections, duration: SECONDS, pipelining: 1, headers: HEADERS });
      const cpu = process.cpuUsage(cpuBefore);
      const loadCores = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
      const unexpected = unexpectedStatuses(result, url.expectedStatus);
      const errors = result.errors + [...unexpected.values()].reduce((sum, count) => sum + count, 0);
      runs.push({ target: name, url, connections, result, errors, unexpected, loadCores });
      process.stderr.write(
        `serve ${name}: ${url.route} × ${connections} connections: ${Math.round(result.requests.mean)} req/s, p99 ${formatMs(result.latency.p99)}, ${errors} errors\n`,
      );
    }
    afterConnections(connections);
  }
  return { name, runs, probes, notes: [] };
}

/** Count of each status other than the expected one. */
function unexpectedStatuses(result: autocannon.Result, expected: number): Map<number, number> {
  const unexpected = new Map<number, number>();
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    if (Number(status) !== expected && stats.count) unexpected.set(Number(status), stats.count);
  }
  return unexpected;
}

/** One request as a browser sends it: status, encoding and size of the body as sent. */
function probe(url: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS, agent: false }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => void (bodyBytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding'] ?? 'identity'), bodyBytes }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

interface NodeServer {
  child: ChildProcess & { pid: number };
  /** Why the server exited, or undefined while it runs. */
  exited(): string | undefined;
  stop(): Promise<void>;
}

/** What `npm run serve -- --dir bench/.out/serve` runs, without npm; resolves once it printed "Serving". */
async function startNodeServer(port: number): Promise<NodeServer> {
  const child = spawn(process.execPath, ['scripts/launch.mjs', 'serve.ts', '--dir', OUT_DIR], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitReason: string | undefined;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitReason = `exit code ${code ?? '-'}, signal ${signal ?? '-'}${output.trim() === '' ? '' : `; output: ${lastLines(output)}`}`;
      resolve();
    }),
  );
  const stop = async (): Promise<void> => {
    if (exitReason !== undefined) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exitedPromise;
    clearTimeout(killer);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve: the Node server did not print "Serving" within ${SERVER_START_TIMEOUT_MS} ms: ${output}`)), SERVER_START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Serving')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('error', reject);
      void exitedPromise.then(() => reject(new Error(`serve: the Node server exited before serving: ${exitReason}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error('serve: the Node server has no pid');
  return { child: child as ChildProcess & { pid: number }, exited: () => exitReason, stop };
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-10).join(' | ');
}

/** A size field of /proc/PID/status (`VmRSS`, `VmHWM`), in bytes; undefined once the process is gone. */
function procStatus(pid: number, field: string): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The soft limit on open files of this process, which the servers it spawns inherit. */
function openFileLimit(): string {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('Max open files'));
  return line?.split(/\s{2,}/)[1]?.trim() ?? 'unknown';
}

function nginxVersion(): string {
  const result = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return (result.stderr || result.stdout).trim().replace(/^nginx version: /, '');
}

function autocannonVersion(): string {
  return (createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version;
}

function resultTable(urls: readonly UrlTarget[], node: TargetMeasurement, nginx: TargetMeasurement, load: string): Table {
  const rows: string[][] = [];
  for (const url of urls) {
    for (const connections of CONNECTIONS) {
      const find = (m: TargetMeasurement) => m.runs.find((run) => run.url === url && run.connections === connections);
      const nodeRun = find(node);
      const nginxRun = find(nginx);
      for (const run of [nodeRun, nginxRun]) {
        if (!run) continue;
        const ratio = run === nodeRun && nodeRun.result && nginxRun?.result ? formatRatio(nodeRun.result.requests.mean / nginxRun.result.requests.mean) : '';
        rows.push([
          run.target,
          url.kind,
          String(connections),
          run.result ? String(Math.round(run.result.requests.mean)) : 'not run',
          ratio,
          run.result ? formatMs(run.result.latency.p50) : '',
          run.result ? formatMs(run.result.latency.p99) : '',
          formatErrors(run.errors),
          run.loadCores === undefined ? '' : run.loadCores.toFixed(2),
        ]);
      }
    }
  }
  const limit = openFileLimit();
  const failures = [...node.runs, ...nginx.runs].filter((run) => run.result && run.errors > 0);
  return {
    title: `Serving (autocannon, ${SECONDS} s per row, pipelining 1, Accept-Encoding: br, gzip; ratio = Node req/s ÷ nginx req/s)`,
    header: ['target', 'URL', 'connections', 'req/s', 'Node/nginx', 'p50', 'p99', 'errors', 'autocannon CPU'],
    rows,
    notes: [
      ...urls.map((url) => `${url.kind}: ${url.route}${url.bytes === undefined ? '' : ` (${formatBytes(url.bytes)} on disk)`}; ${[node, nginx].map((m) => `${m.name} ${describeProbe(m.probes.get(url.route))}`).join(', ')}`),
      ...node.notes,
      ...nginx.notes,
      `node: node scripts/launch.mjs serve.ts --dir ${OUT_DIR} (what npm run serve runs), PORT=<free port> HOST=127.0.0.1`,
      `load: autocannon ${autocannonVersion()} in the bench process, one thread, on the same machine (${availableParallelism()} CPUs, Node ${process.version}); each target warmed up ${WARM_UP_SECONDS} s at ${CONNECTIONS[0]} connections over the four URLs first`,
      'autocannon CPU: cores the bench process used during the row; near 1.00 the load generator, not the server, was the limit (autocannon parses every body in JavaScript)',
      load,
      `req/s: mean of autocannon's per-second samples; p50/p99: latency of every answer, in whole ms (autocannon's resolution)`,
      `errors: socket errors and timeouts (autocannon counts timeouts among errors) plus answers of another status than expected (404 for ${urls.find((url) => url.expectedStatus === 404)?.route ?? '-'}, 200 for the others)`,
      `open files (ulimit -n) of the bench process, inherited by both servers: ${limit}${Number(limit) < FILE_LIMIT_WANTED ? ` — below ${FILE_LIMIT_WANTED}: 1,000 connections may fail for want of file descriptors, raise it (ulimit -n ${FILE_LIMIT_WANTED}) before trusting the errors` : ''}`,
      ...failures.map((run) => {
        const result = run.result as autocannon.Result;
        const statuses = [...run.unexpected].map(([status, count]) => `${status} × ${count}`).join(', ');
        return `${run.target} ${run.url.route} × ${run.connections}: ${result.errors} socket errors (${result.timeouts} timeouts)${statuses ? `, unexpected status: ${statuses}` : ''}`;
      }),
    ],
  };
}

function describeProbe(probe: Probe | undefined): string {
  return probe ? `${probe.status} ${probe.encoding} ${formatBytes(probe.bodyBytes)}` : 'not probed';
}

function formatErrors(errors: number): string {
  return Number.isFinite(errors) ? String(errors) : 'server exited';
}

/** DESIGN.md section 7: no error, 1,000 connections included; one figure per target and connection count. */
function budgetChecks(measurements: readonly TargetMeasurement[]): BudgetCheck[] {
  return measurements.flatMap((m) =>
    CONNECTIONS.map((connections) => ({
      figure: `${m.name}: errors at ${connections} connections (all four URLs)`,
      measured: m.runs.filter((run) => run.connections === connections).reduce((sum, run) => sum + run.errors, 0),
      limit: 0,
      format: formatErrors,
    })),
  );
}
