/**
 * Fuzzes both servers of the site, `serve.ts` (behind `npm start`) and `npm run dev`, each with at
 * least 10,000 requests sent over raw sockets, so that malformed request lines reach the server
 * unchanged: broken percent-encodings, traversal, huge paths, every shape of Range, garbage
 * conditionals and encodings, odd methods and versions, broken bodies, keep-alive, pipelining and
 * plain random bytes. Neither server may die, hang, or answer 5xx (the dev server may answer 503
 * while it builds), and both must still answer `/` with 200 afterwards.
 *
 * The inputs come from one seed, printed in the tests' names and in every failure:
 *   FUZZ_SEED=<seed> npx tsx --test test/integration/serve-fuzz.test.ts
 * replays a run; add FUZZ_CASE=<index> to send one case alone; FUZZ_REQUESTS=<n> changes the count.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { buildIntoTemp } from '../helpers/build-fixture.ts';
import { freePort } from '../helpers/free-port.ts';
import { startDevProject } from '../helpers/dev-project.ts';
import { describeCase, type FuzzCase, fuzzCases, listSiteFiles, parseResponses } from '../helpers/fuzz-requests.ts';

const SEED = readIntegerEnv('FUZZ_SEED') ?? 0x5eed_c0de;
const REQUESTS = readIntegerEnv('FUZZ_REQUESTS') ?? 10_000;
const ONLY_CASE = readIntegerEnv('FUZZ_CASE');
const CONCURRENCY = 24;
/** A request that makes no progress for this long counts as hung. */
const REQUEST_TIMEOUT_MS = 5_000;
const REPLAY = `FUZZ_SEED=${SEED} npx tsx --test test/integration/serve-fuzz.test.ts`;

function readIntegerEnv(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}`);
  return value;
}

/** A running server under test. */
interface Target {
  name: string;
  port: number;
  /** The built site it serves. */
  root: string;
  /** The dev server may answer 503 while a build is running. */
  allows503: boolean;
  /** Why the server is no longer running, once it is not. */
  gone(): string | undefined;
  /** What it printed, to show with a failure. */
  output(): string;
  stop(): Promise<void>;
}

test(`serve.ts survives ${REQUESTS} fuzzed requests (FUZZ_SEED=${SEED})`, { timeout: 300_000 }, async () => {
  const target = await startServe();
  try {
    await fuzzAndCheck(target);
  } finally {
    await target.stop();
  }
});

test(`npm run dev survives ${REQUESTS} fuzzed requests (FUZZ_SEED=${SEED})`, { timeout: 300_000 }, async () => {
  const target = await startDev();
  try {
    await fuzzAndCheck(target);
  } finally {
    await target.stop();
  }
});

async function fuzzAndCheck(target: Target): Promise<void> {
  const files = await listSiteFiles(target.root);
  const cases = fuzzCases(SEED, files, REQUESTS).filter((fuzzCase) => ONLY_CASE === undefined || fuzzCase.index === ONLY_CASE);
  const tally = await fuzz(target, cases);
  console.log(summary(target, tally));
  // A crash on the last requests is seen a moment after their sockets closed.
  await delay(300);

  const failures = tally.failures.map((failure) => failure.text);
  const gone = target.gone() ?? (tally.refused ? 'refused connections' : undefined);
  if (gone) failures.unshift(`the server ${gone}`);
  if (failures.length > 0) {
    assert.fail(
      `${target.name}: ${failures.length} failures (${REPLAY}; FUZZ_CASE=<index> sends one case alone)\n` +
        `${failures.slice(0, 10).join('\n')}\n--- the server's output, last lines:\n${target.output().slice(-3000)}`,
    );
  }
  const home = await fetch(`http://127.0.0.1:${target.port}/`);
  assert.equal(home.status, 200, `${target.name}: GET / after the run (FUZZ_SEED=${SEED})`);
}

// ---------------------------------------------------------------------------------------------
// The two servers


/** `serve.ts` on a build of the fixture site, started as test/integration/serve.test.ts does. */
async function startServe(): Promise<Target> {
  const site = await buildIntoTemp('test/fixtures/site');
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'serve.ts', '--dir', path.relative(process.cwd(), site.outDir)], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    server.once('exit', (code, signal) => {
      exit = `exited (${signal ?? `code ${code}`})`;
      resolve();
    }),
  );
  const serving = await Promise.race([once(server.stdout!, 'data') as Promise<[Buffer]>, exited.then(() => undefined)]);
  if (!serving) throw new Error(`serve.ts ${exit} before serving:\n${output}`);
  assert.match(serving[0].toString(), /Serving .* on http:\/\/127\.0\.0\.1:\d+\//);
  return {
    name: 'serve.ts',
    port,
    root: site.outDir,
    allows503: false,
    gone: () => exit,
    output: () => output,
    stop: async () => {
      if (exit === undefined) {
        server.kill('SIGTERM');
        await exited;
      }
      await site.remove();
    },
  };
}

/** `npm run dev` on a copy of the project with the fixture content. */
async function startDev(): Promise<Target> {
  const project = await startDevProject();
  return {
    name: 'npm run dev',
    port: Number(new URL(project.url).port),
    root: path.join(project.root, 'dist-dev'),
    allows503: true,
    // Its process is the helper's: a refused connection is how this test sees that it died.
    gone: () => undefined,
    output: () => project.output(),
    stop: () => project.dispose(),
  };
}

// ---------------------------------------------------------------------------------------------
// The run

interface Tally {
  cases: number;
  requests: number;
  answered: number;
  unanswered: number;
  statuses: Map<number, number>;
  /** By case index: when the server dies, the lowest is the likeliest culprit, the others were in flight. */
  failures: Array<{ index: number; text: string }>;
  /** A connection was refused: the server is gone. */
  refused: boolean;
  seconds: number;
}

/** Sends every case, CONCURRENCY sockets at a time, and stops early once the server is gone. */
async function fuzz(target: Target, cases: readonly FuzzCase[]): Promise<Tally> {
  const tally: Tally = { cases: 0, requests: 0, answered: 0, unanswered: 0, statuses: new Map(), failures: [], refused: false, seconds: 0 };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < cases.length && !tally.refused && !target.gone()) {
      const fuzzCase = cases[next++]!;
      const verdict = judge(fuzzCase, await exchange(target.port, fuzzCase), target.allows503);
      tally.refused ||= verdict.refused;
      tally.cases++;
      tally.requests += fuzzCase.requests.length;
      tally.answered += Math.min(verdict.statuses.length, fuzzCase.requests.length);
      tally.unanswered += Math.max(0, fuzzCase.requests.length - verdict.statuses.length);
      for (const status of verdict.statuses) tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      if (verdict.problems.length > 0) {
        tally.failures.push({ index: fuzzCase.index, text: `FUZZ_CASE=${fuzzCase.index} ${verdict.problems.join('; ')}\n    sent ${describeCase(fuzzCase)}` });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  tally.seconds = (performance.now() - started) / 1000;
  tally.failures.sort((a, b) => a.index - b.index);
  return tally;
}

function summary(target: Target, tally: Tally): string {
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  return (
    `${target.name} (FUZZ_SEED=${SEED}): ${tally.requests} requests in ${tally.cases} cases, ${tally.seconds.toFixed(1)} s; ` +
    `${tally.answered} answered, ${tally.unanswered} closed without answer, ${tally.failures.length} failures; statuses ${statuses.join(' ') || 'none'}`
  );
}

// ---------------------------------------------------------------------------------------------
// One case on one socket

interface Exchange {
  received: Buffer;
  error: NodeJS.ErrnoException | undefined;
  /** The socket failed while the client was still writing: a server may reject a request before it has all arrived. */
  cutOffWhileWriting: boolean;
  timedOut: boolean;
}

/** Writes a case's bytes on a new socket and reads until the socket closes. */
function exchange(port: number, fuzzCase: FuzzCase): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: NodeJS.ErrnoException | undefined;
    let writing = false;
    let cutOffWhileWriting = false;
    let timedOut = false;
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => {
      timedOut = true;
      socket.destroy();
    });
    socket.on('error', (cause: NodeJS.ErrnoException) => {
      error ??= cause;
      cutOffWhileWriting ||= writing;
    });
    socket.on('close', () => resolve({ received: Buffer.concat(chunks), error, cutOffWhileWriting, timedOut }));

    /** Writes pieces in turn, `pause` ms apart, then finishes the case's writing if `last`. */
    const write = async (pieces: Buffer[], pause: number, last: boolean) => {
      writing = true;
      for (const [i, piece] of pieces.entries()) {
        if (socket.destroyed) return;
        await new Promise((written) => socket.write(piece, written));
        if (pause && i < pieces.length - 1) await delay(pause);
      }
      writing = false;
      if (last && !socket.destroyed) finishWriting(socket, fuzzCase);
    };

    const heads = fuzzCase.requests.map((request) => request.head);
    let sent = 0;
    const sendNext = () => {
      const request = fuzzCase.requests[sent++]!;
      void write([request.bytes], 0, sent === fuzzCase.requests.length);
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const answered = parseResponses(Buffer.concat(chunks), heads, false).responses.length;
      // Once all is answered the client is done, whether or not the server keeps the socket open.
      if (answered >= fuzzCase.requests.length) socket.destroy();
      else if (fuzzCase.mode === 'keep-alive' && sent < fuzzCase.requests.length && answered >= sent) sendNext();
    });
    socket.once('connect', () => {
      if (fuzzCase.mode === 'keep-alive') return sendNext();
      const bytes = Buffer.concat(fuzzCase.requests.map((request) => request.bytes));
      // Dripped: pieces a few milliseconds apart, so that the server's parser sees the request in parts.
      void (fuzzCase.drip ? write(dripPieces(bytes), 3, true) : write([bytes], 0, true));
    });
  });
}

/**
 * A request in four pieces: three of its head, then the rest of the head with the whole body. A
 * server may answer and close as soon as the head is complete; body bytes arriving after that
 * would make it reset the connection, and a reset may drop its answer before the client reads it.
 */
function dripPieces(bytes: Buffer): Buffer[] {
  const headEnd = bytes.indexOf('\r\n\r\n');
  const head = headEnd === -1 ? bytes.length : headEnd;
  const size = Math.ceil(head / 4);
  const pieces = [1, 2, 3].map((i) => bytes.subarray((i - 1) * size, Math.min(i * size, head)));
  return [...pieces, bytes.subarray(Math.min(3 * size, head))].filter((piece) => piece.length > 0);
}

function finishWriting(socket: Socket, fuzzCase: FuzzCase): void {
  if (fuzzCase.afterWriting === 'end') socket.end();
  else if (fuzzCase.afterWriting === 'destroy') socket.destroy();
}

interface Verdict {
  statuses: number[];
  problems: string[];
  refused: boolean;
}

/**
 * What a case's answers say: every answer must be HTTP/1.1 with a status that is not 5xx, no request
 * may hang, and a well-formed request must be answered whole, unless an earlier answer said the
 * server closes. A broken request may go unanswered, and so may any once the client half-closed
 * or the server cut it off while it was still writing.
 */
function judge(fuzzCase: FuzzCase, { received, error, cutOffWhileWriting, timedOut }: Exchange, allows503: boolean): Verdict {
  if (error?.code === 'ECONNREFUSED') return { statuses: [], problems: ['connection refused: the server is gone'], refused: true };
  const problems: string[] = [];
  if (timedOut) problems.push(`no progress for ${REQUEST_TIMEOUT_MS / 1000} s`);
  const { responses, garbage } = parseResponses(
    received,
    fuzzCase.requests.map((request) => request.head),
    true,
  );
  if (garbage !== undefined) problems.push(`not an HTTP/1.1 answer: ${JSON.stringify(garbage)}`);

  const mustAnswer = (index: number) =>
    fuzzCase.afterWriting === 'wait' &&
    !cutOffWhileWriting &&
    fuzzCase.requests.slice(0, index + 1).every((request) => !request.answerOptional) &&
    responses.slice(0, index).every((response) => !response.closes);
  responses.forEach((response, index) => {
    if (response.status >= 500 && !(allows503 && response.status === 503)) problems.push(`answer ${index + 1} has status ${response.status}`);
    if (!response.complete && mustAnswer(index)) problems.push(`answer ${index + 1} was cut short`);
  });
  if (responses.length < fuzzCase.requests.length && mustAnswer(responses.length)) {
    problems.push(`request ${responses.length + 1} of ${fuzzCase.requests.length} was closed without an answer${error ? ` (${error.code})` : ''}`);
  }
  return { statuses: responses.map((response) => response.status), problems, refused: false };
}
