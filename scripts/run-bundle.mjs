/**
 * Runs a CommonJS bundle made by scripts/launch.mjs, with V8's code cache and source-mapped stack
 * traces, both of which Node 20 only offers for modules it loads itself.
 *
 * Code cache: V8 compiles each function the first time it runs; a build runs hundreds of them, at
 * start-up and on the way, and compiling them took about 40 ms a build. The cache keeps what one run
 * compiled for the next (`script.createCachedData()` after running holds every function compiled
 * so far). Node 22's `module.enableCompileCache()` does the same for the modules it loads.
 *
 * Stack traces: Node reads a module's source map when it loads it, whether an error comes or not;
 * here the bundle's map, beside it, is read only when a stack trace is formatted.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * The cache file starts with the run time (ms, 32 bits) of the run that wrote it. A run lasting more
 * than this many times as long writes it again: it compiled more (a full build after `--help`).
 */
const LONGER_RUN = 2;

/** Runs `bundle` (CommonJS, made strict by its banner), caching its compiled code in `cacheFile`, which must be made for this bundle only. */
export function runBundle(bundle, cacheFile) {
  const cache = readCache(cacheFile);
  const source = readFileSync(bundle, 'utf8');
  // On one line, so that the bundle's lines keep their numbers.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  // No dynamic import() in the bundle: from a code cache, the script has no loader for it.
  const script = new vm.Script(wrapped, { filename: bundle, cachedData: cache?.data });
  process.on('exit', () => {
    const ranMs = Math.round(performance.now());
    if (cache && !script.cachedDataRejected && ranMs <= LONGER_RUN * cache.ranMs) return;
    writeCache(cacheFile, ranMs, script.createCachedData());
  });
  mapStackTraces(bundle);
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
}

function readCache(file) {
  try {
    const bytes = readFileSync(file);
    return { ranMs: bytes.readUInt32LE(0), data: bytes.subarray(4) };
  } catch {
    return undefined;
  }
}

/** Renamed into place, so that a run starting meanwhile never reads half a file. */
function writeCache(file, ranMs, data) {
  const header = Buffer.alloc(4);
  header.writeUInt32LE(Math.min(ranMs, 0xffffffff));
  const temporary = `${file}.${process.pid}`;
  try {
    writeFileSync(temporary, Buffer.concat([header, data]));
    renameSync(temporary, file);
  } catch {
    // Only a cache: the next run compiles again.
  }
}

/** Frames in the bundle name the source file, line and column they came from. */
function mapStackTraces(bundle) {
  const position = new RegExp(`${bundle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`, 'g');
  let sourceMap;
  const toSource = (whole, line, column) => {
    sourceMap ??= sourceMapOf(bundle);
    const entry = sourceMap?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry?.originalSource) return whole;
    return `${path.resolve(path.dirname(bundle), entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  };
  Error.prepareStackTrace = (error, frames) => {
    const lines = frames.map((frame) => `    at ${String(frame).replace(position, toSource)}`);
    return [describe(error), ...lines].join('\n');
  };
}

function describe(error) {
  try {
    return String(error);
  } catch {
    return '<error>';
  }
}

/** The bundle's source map, written beside it (`build.cjs.map`), read when a first stack trace is formatted. */
function sourceMapOf(bundle) {
  try {
    return new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
  } catch {
    return undefined;
  }
}
