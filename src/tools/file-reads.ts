/**
 * The files a piece of code looks at while it runs, and through the promises it starts (a site's
 * remark plugin reading a JSON of versions, or a code sample beside the page), so that what it made
 * can be kept until one of them changes. Node's `fs` is wrapped the first time: a call made outside
 * `recordReads` only passes through. Installed packages are left out (a lockfile says when they change).
 * The environment variables it reads count as files named `env:NAME` (Babel's configuration gives its
 * plugin an option from `BABEL_9_BREAKING`), each in the state of a digest of its value.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file looked at, and what it was when the code finished: `size:mtime` of a file, `dir:mtime` of a folder, `none` when absent; an environment variable (`env:NAME`), a digest of its value. */
export type FileRead = [file: string, state: string];

const SYNC_LOOKS = ['readFileSync', 'readdirSync', 'existsSync', 'statSync', 'lstatSync', 'accessSync', 'openSync'] as const;
const CALLBACK_LOOKS = ['readFile', 'readdir', 'exists', 'stat', 'lstat', 'access', 'open'] as const;
const PROMISED_LOOKS = ['readFile', 'readdir', 'stat', 'lstat', 'access', 'open'] as const;

const looked = new AsyncLocalStorage<Set<string>>();
const stat = fs.statSync;
let wrapped = false;

/** Runs `run`, and gives what it made with every file it (or anything it started) looked at, sorted. */
export async function recordReads<T>(run: () => Promise<T>): Promise<{ value: T; reads: FileRead[] }> {
  wrapLooks();
  const files = new Set<string>();
  const value = await looked.run(files, run);
  return { value, reads: readsOf(files) };
}

/** As `recordReads`, for code that does not wait. */
export function recordReadsNow<T>(run: () => T): { value: T; reads: FileRead[] } {
  wrapLooks();
  const files = new Set<string>();
  const value = looked.run(files, run);
  return { value, reads: readsOf(files) };
}

/** Whether every file is still what it was. */
export function readsHold(reads: readonly FileRead[]): boolean {
  return reads.every(([file, state]) => stateOf(file) === state);
}

/** The files looked at, sorted, each with its state now. */
function readsOf(files: ReadonlySet<string>): FileRead[] {
  return [...files].sort().map((file) => [file, stateOf(file)]);
}

function stateOf(file: string): string {
  if (file.startsWith(ENV)) {
    const value = process.env[file.slice(ENV.length)];
    return value === undefined ? 'none' : createHash('sha256').update(value).digest('base64url').slice(0, 22);
  }
  const found = stat(file, { throwIfNoEntry: false });
  return found === undefined ? 'none' : `${found.isDirectory() ? 'dir' : found.size}:${found.mtimeMs}`;
}

function wrapLooks(): void {
  if (wrapped) return;
  wrapped = true;
  const functions = fs as unknown as Record<string, (...args: unknown[]) => unknown>;
  const promised = fs.promises as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of [...SYNC_LOOKS, ...CALLBACK_LOOKS]) functions[name] = noting(functions[name]!);
  for (const name of PROMISED_LOOKS) promised[name] = noting(promised[name]!);
  // Modules that imported these by name (`import { readFileSync } from 'node:fs'`) see the wrapped ones too.
  syncBuiltinESMExports();
  process.env = new Proxy(process.env, {
    get: (variables, name) => (note(name), Reflect.get(variables, name)),
    has: (variables, name) => (note(name), Reflect.has(variables, name)),
    // Set on the variables themselves: through the proxy, Node's environment refuses the property it would define.
    set: (variables, name, value) => Reflect.set(variables, name, value),
  });
}

const ENV = 'env:';

/** An environment variable looked at, while something is recorded. */
function note(name: string | symbol): void {
  if (typeof name === 'string') looked.getStore()?.add(ENV + name);
}

function noting(original: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    const files = looked.getStore();
    const file = files && pathOf(args[0]);
    if (file !== undefined && !file.includes(`${path.sep}node_modules${path.sep}`)) files!.add(file);
    return original.apply(this, args);
  };
}

/** The path an `fs` call names (a string, a URL or a Buffer); undefined for a file descriptor. */
function pathOf(argument: unknown): string | undefined {
  if (typeof argument === 'string') return path.resolve(argument);
  if (argument instanceof URL) return argument.protocol === 'file:' ? fileURLToPath(argument) : undefined;
  if (Buffer.isBuffer(argument)) return path.resolve(argument.toString());
  return undefined;
}
