import { type ChildProcess, fork } from 'node:child_process';
import type { BuildFailure, BuildOutcome, FromBuilder, ToBuilder } from './protocol.ts';

export type BuildAnswer = { ok: true; outcome: BuildOutcome } | { ok: false; failure: BuildFailure };

/** How much of the builder's error output a crash report keeps. */
const STDERR_TAIL = 4000;
const STOP_GRACE_MS = 3000;
/**
 * A save allocates a few tens of megabytes that die with it (the changed pages, their plans and
 * HTML); with V8's default young generation (16 MB semi-spaces) much of it survived into the old
 * one, whose collections, over the heap of a 10,000-page site, ran during saves. Measured through
 * the dev server, 12 saves at 10,000 pages: median 260–277 ms by default, 172–197 ms with 64 MB
 * (32 and 128 MB gave about the same). The production build keeps the default: there it cost
 * 180 MB of peak memory for no clear gain.
 */
const BUILDER_HEAP_FLAGS = ['--max-semi-space-size=64'];

/**
 * The dev server's handle on its builder process: starts it (which builds everything), sends it
 * batches of changed files one at a time, and starts a new one when the generator's code changed.
 * A process that dies (code that does not even load) answers with what it printed.
 */
export class BuilderClient {
  private child: ChildProcess | undefined;
  private answer: ((message: FromBuilder) => void) | undefined;
  private search: { written: Promise<void>; resolve: () => void } | undefined;
  /** Source files the current builder runs; empty until it answered once. */
  serverModules = new Set<string>();

  constructor(
    private readonly script: URL,
    private readonly args: string[],
  ) {}

  /** Settles once the builder has written the search files of every change so far. */
  searchWritten(): Promise<void> {
    return this.search?.written ?? Promise.resolve();
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Ends the current builder and starts a new one, which builds the whole site. */
  async restart(): Promise<BuildAnswer> {
    await this.stop();
    let stderr = '';
    const child = fork(this.script, this.args, { execArgv: ['--import', 'tsx', ...BUILDER_HEAP_FLAGS], stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    this.child = child;
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    child.on('message', (message: FromBuilder) => this.receive(message));
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      const message = `the builder process stopped (${signal ?? `exit code ${code}`})${stderr ? `:\n${stderr.trim()}` : ''}`;
      if (this.answer) return this.receive({ type: 'failed', failure: { message } });
      this.searchDone();
      console.error(`${message}\nThe next change starts a new one.`);
    });
    return this.next();
  }

  /** Applies changed files (absolute paths) to the current build. */
  update(paths: string[]): Promise<BuildAnswer> {
    const answer = this.next();
    this.child?.send({ type: 'update', paths } satisfies ToBuilder);
    return answer;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.searchDone();
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The builder exits when its channel closes; one stuck in a long build is killed.
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.disconnect();
    await exited;
    clearTimeout(kill);
  }

  private next(): Promise<BuildAnswer> {
    return new Promise((resolve) => {
      this.answer = (message) => {
        if (message.type === 'failed') return resolve({ ok: false, failure: message.failure });
        if (message.type !== 'built') return;
        this.serverModules = new Set(message.serverModules);
        if (message.searchPending && !this.search) {
          let resolveSearch = () => {};
          const written = new Promise<void>((done) => (resolveSearch = done));
          this.search = { written, resolve: resolveSearch };
        }
        resolve({ ok: true, outcome: message.outcome });
      };
    });
  }

  private receive(message: FromBuilder): void {
    if (message.type === 'search-written') return this.searchDone();
    const answer = this.answer;
    this.answer = undefined;
    if (answer) return answer(message);
    // Nothing asked: the search indexing after a change failed.
    this.searchDone();
    if (message.type === 'failed') console.error(`The search index was not updated: ${message.failure.message}`);
  }

  private searchDone(): void {
    this.search?.resolve();
    this.search = undefined;
  }
}
