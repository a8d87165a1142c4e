import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { BuildOptions, Metafile } from 'esbuild';

/** What `describeAssets` reads of an esbuild result, as the cache keeps it. */
export interface BundleResult {
  outputFiles: { path: string; contents: Uint8Array }[];
  metafile: Metafile;
}

const CACHE_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/jabuticraft/client');

/**
 * esbuild's bundle of `options`, made again only when it would differ: when one of the files it
 * read changed (size or time), or the options, or esbuild's version. The client's code changes far
 * less often than the content; bundling it took a core for 150-200 ms of every build, beside the
 * loading of the content. `options` must have `write: false` and `metafile: true`, and
 * `absWorkingDir: '/'` so that the metafile's input paths are absolute.
 */
export async function cachedBundle(options: BuildOptions & { write: false; metafile: true; absWorkingDir: '/' }, cacheDir = CACHE_DIR): Promise<BundleResult> {
  const key = createHash('sha256').update(JSON.stringify([esbuildVersion(), options])).digest('hex').slice(0, 16);
  const folder = path.join(cacheDir, key);
  const cached = readCache(folder);
  if (cached) return cached;
  const result = await loadEsbuild().build(options);
  const fresh = { outputFiles: result.outputFiles.map(({ path: file, contents }) => ({ path: file, contents })), metafile: result.metafile };
  await writeCache(folder, fresh).catch(() => {}); // A cache that cannot be written only costs the next build time.
  return fresh;
}

interface Manifest {
  /** Size and time of each file the bundle read, by absolute path. */
  inputs: Record<string, string>;
  metafile: Metafile;
  /** Output paths; the contents are in `files/<n>`. */
  outputs: string[];
}

/** Read synchronously: a few dozen small files and stats, faster so than through the thread pool. */
function readCache(folder: string): BundleResult | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
    if (!Object.entries(manifest.inputs).every(([input, before]) => stamp(input) === before)) return undefined;
    const outputFiles = manifest.outputs.map((output, index) => ({ path: output, contents: readFileSync(path.join(folder, 'files', String(index))) }));
    return { outputFiles, metafile: manifest.metafile };
  } catch {
    return undefined;
  }
}

async function writeCache(folder: string, result: BundleResult): Promise<void> {
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve('/', input));
  const manifest: Manifest = {
    inputs: Object.fromEntries(inputs.map((input) => [input, stamp(input)])),
    metafile: result.metafile,
    outputs: result.outputFiles.map((file) => file.path),
  };
  // Written beside and renamed into place, so that a build never reads half a cache.
  const temporary = `${folder}.${process.pid}-${Date.now()}`;
  await mkdir(path.join(temporary, 'files'), { recursive: true });
  await Promise.all(result.outputFiles.map((file, index) => writeFile(path.join(temporary, 'files', String(index)), file.contents)));
  await writeFile(path.join(temporary, 'manifest.json'), JSON.stringify(manifest));
  await rm(folder, { recursive: true, force: true });
  await rename(temporary, folder).catch(() => rm(temporary, { recursive: true, force: true }));
}

function esbuildVersion(): string {
  return (createRequire(import.meta.url)('esbuild/package.json') as { version: string }).version;
}

/**
 * esbuild, loaded when first needed: most builds never need it (it takes 20 ms to load). Required,
 * not imported: scripts/run-bundle.mjs runs the build as a vm.Script, where a dynamic import() has
 * no loader once the script comes from V8's code cache.
 */
export function loadEsbuild(): typeof import('esbuild') {
  return createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
}

function stamp(file: string): string {
  const { size, mtimeMs } = statSync(file);
  return `${size}:${mtimeMs}`;
}
