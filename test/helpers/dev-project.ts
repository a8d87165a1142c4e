/**
 * A copy of the project (its code, its configuration, a content folder) in a temporary folder, with
 * the real `npm run dev` running on it: tests save content and code there as an editor would, and
 * watch the dev server's event stream and pages. The copy shares the project's node_modules.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EventStream, openEventStream } from './event-stream.ts';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const PROJECT_FILES = ['dev.ts', 'site.config.ts', 'package.json', 'tsconfig.json', 'src'];
const START_TIMEOUT_MS = 60_000;

export interface DevProject {
  root: string;
  url: string;
  /** Everything the dev server printed so far. */
  output(): string;
  /** Opens a new event stream, as a tab does (`search`: its query, as `?since=3`). */
  listen(search?: string): Promise<EventStream>;
  /** Writes a file of the copy, its path relative to the copy's root (`content/wiki/…`, `src/…`). */
  write(file: string, text: string): Promise<void>;
  read(file: string): Promise<string>;
  remove(file: string): Promise<void>;
  removeFolder(folder: string): Promise<void>;
  move(from: string, to: string): Promise<void>;
  get(route: string): Promise<{ status: number; text: string; location: string | null }>;
  /** Sends SIGINT (Ctrl+C) and resolves with the exit code. */
  interrupt(): Promise<number | null>;
  /** Stops the server if it still runs and removes the copy. */
  dispose(): Promise<void>;
}

/** Copies the project with `contentSource` as its content folder and starts the dev server on a free port. */
export async function startDevProject(contentSource = path.join(PROJECT, 'test/fixtures/site')): Promise<DevProject> {
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-dev-'));
  await Promise.all(PROJECT_FILES.map((file) => cp(path.join(PROJECT, file), path.join(root, file), { recursive: true })));
  await cp(contentSource, path.join(root, 'content'), { recursive: true });
  await symlink(path.join(PROJECT, 'node_modules'), path.join(root, 'node_modules'), 'dir');

  const child = spawn(process.execPath, ['--import', 'tsx', 'dev.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await waitForAddress(child, () => output);
  const streams: EventStream[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const inRoot = (file: string) => path.join(root, file);

  return {
    root,
    url,
    output: () => output,
    listen: async (search = '') => {
      const stream = await openEventStream(new URL(`/__dev/events${search}`, url));
      streams.push(stream);
      return stream;
    },
    write: async (file, text) => {
      await mkdir(path.dirname(inRoot(file)), { recursive: true });
      await writeFile(inRoot(file), text);
    },
    read: (file) => readFile(inRoot(file), 'utf8'),
    remove: (file) => unlink(inRoot(file)),
    removeFolder: (folder) => rm(inRoot(folder), { recursive: true }),
    move: (from, to) => rename(inRoot(from), inRoot(to)),
    get: async (route) => {
      const response = await fetch(new URL(route, url), { redirect: 'manual' });
      return { status: response.status, text: await response.text(), location: response.headers.get('location') };
    },
    interrupt: async () => {
      for (const stream of streams) stream.close();
      child.kill('SIGINT');
      return exited;
    },
    dispose: async () => {
      for (const stream of streams) stream.close();
      if (child.exitCode === null && child.signalCode === null) {
        // Ctrl+C first: the server stops its builder process, which may still be writing the search
        // files; killed at once, the builder outlived it and the folder could not be removed (ENOTEMPTY).
        child.kill('SIGINT');
        const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, false))]);
        if (!stopped) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

const STOP_TIMEOUT_MS = 5000;

function waitForAddress(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev server printed no address:\n${output()}`)), START_TIMEOUT_MS);
    const check = () => {
      const match = /Dev server on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output());
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`the dev server exited (${code}) before serving:\n${output()}`)));
  });
}
