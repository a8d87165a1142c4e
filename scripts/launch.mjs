/**
 * `node scripts/launch.mjs build.ts [args…]`: runs a command-line entry as one bundled module.
 *
 * Through tsx, Node resolves and loads each of the build's ~80 TypeScript modules through loader
 * hooks, which costs about 250 ms before the build starts (measured: `build.ts --help` in 0.45 s
 * with tsx, 0.20 s bundled, 0.15 s with the packages inside too, 0.10-0.13 s with V8's code
 * cache). esbuild bundles the entry, our sources and the packages they import (esbuild aside)
 * into one file, cached in node_modules/.cache/jabuticraft/ with the size and time of every file
 * it read, of this launcher and of the runner; the next run bundles again only when one of them
 * changed. The bundle is CommonJS, so that scripts/run-bundle.mjs can run it with V8's code cache
 * (Node 20 has none for ES modules).
 *
 * Worker threads run modules of their own: every `*.worker.ts` under `src/` is bundled beside the entry,
 * and the launcher tells `startWorker` (src/generator/worker-module.ts) where, by source path.
 */
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { runBundle } from './run-bundle.mjs';

const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  console.error('Usage: node scripts/launch.mjs ENTRY.ts [args…]');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const entry = path.resolve(entryArg);
const cacheDir = path.join(root, 'node_modules', '.cache', 'jabuticraft');
const entryName = path.basename(entry).replace(/\.tsx?$/, '');
const bundle = path.join(cacheDir, `${entryName}.cjs`);
const manifest = `${bundle}.json`;

/** Bundle of each worker module, by its source path. */
function workerBundles(workers) {
  return new Map(workers.map((worker) => [worker, path.join(cacheDir, `${entryName}.workers`, `${path.basename(worker, '.ts')}.cjs`)]));
}

/**
 * The cached bundle's hash and worker modules when it was made from the sources as they are now,
 * else undefined (read synchronously: a hundred stats take well under a millisecond so). A worker
 * added or removed changes the source that starts it, so the list is made when bundling.
 */
function freshBundle() {
  try {
    const { entry: bundledEntry, inputs, hash, workers } = JSON.parse(readFileSync(manifest, 'utf8'));
    // The entry of another copy of the project (one sharing this node_modules) is not this one.
    if (bundledEntry !== entry) return undefined;
    return Object.entries(inputs).every(([file, before]) => stamp(statSync(file)) === before) ? { hash, workers } : undefined;
  } catch {
    return undefined;
  }
}

function stamp(stats) {
  return `${stats.size}:${stats.mtimeMs}`;
}

/** Bundles the entry and every `*.worker.ts` under `src/`; returns the entry bundle's hash and the workers. */
async function bundleEntry() {
  const { build } = await import('esbuild');
  const workers = (await readdir(path.join(root, 'src'), { recursive: true }))
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => path.join(root, 'src', file))
    .sort();
  const outputs = new Map([[entry, bundle], ...workerBundles(workers)]);
  const result = await build({
    entryPoints: Object.fromEntries([...outputs].map(([source, output]) => [path.relative(cacheDir, output).replace(/\.cjs$/, ''), source])),
    outdir: cacheDir,
    outExtension: { '.js': '.cjs' },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Packages are bundled too (loading react, react-dom/server and marked through Node's
    // resolver and its CommonJS interop took 70-80 ms); esbuild stays outside (it runs a binary), and
    // so does Shiki: its grammars would make the bundle 14 MB, and most builds never load it (code
    // colours come from their cache); nor does Sass (6 MB), loaded only for a project's .scss.
    external: ['esbuild', 'shiki', 'sass'],
    // React's production build (its development checks triple the render time), the other left out.
    define: { 'process.env.NODE_ENV': '"production"' },
    // As strict as the ES modules it is made of.
    banner: { js: "'use strict';" },
    // Beside the bundle, not inside it: 3.1 MB of the 6.9 MB every run read, only a stack trace needs it.
    sourcemap: 'external',
    // Stack traces name the sources' files and lines; their text is on disk already.
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'error',
    plugins: [moduleLocation],
  });
  // The launcher counts as an input (its options shape the bundle), and so does the runner (its
  // wrapper is part of the source V8 compiles and caches).
  const runner = path.join(import.meta.dirname, 'run-bundle.mjs');
  const inputs = [import.meta.filename, runner, ...Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input))];
  // A source's stamp as it was when it was read: one saved while esbuild worked must not pass for the one bundled.
  const stamps = await Promise.all(inputs.map(async (file) => [file, sourceStamps.get(file) ?? stamp(await stat(file))]));
  // Each renamed into place, so a build started meanwhile never reads half a file; the manifest last.
  for (const file of result.outputFiles) await writeInPlace(file.path, file.contents);
  // esbuild's hash of the bundle is base64, made fit for a file name: `/` and `+` would not do.
  const hash = result.outputFiles.find((file) => file.path === bundle)?.hash.replaceAll('/', '_').replaceAll('+', '-');
  await writeInPlace(manifest, JSON.stringify({ entry, inputs: Object.fromEntries(stamps), hash, workers }));
  // Code caches of earlier bundles, and of this one if it was made before: the runner may have changed.
  for (const file of await readdir(cacheDir)) {
    if (file.startsWith(`${entryName}.`) && file.endsWith('.v8cache')) await rm(path.join(cacheDir, file), { force: true });
  }
  return { hash, workers };
}

/** The code cache of the bundle with this hash: named after it, so that it never serves another bundle. */
function codeCacheOf(hash) {
  return path.join(cacheDir, `${entryName}.${hash}.v8cache`);
}

async function writeInPlace(file, contents) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

/** The size and time of each of our sources when the bundle read it (see `bundleEntry`). */
const sourceStamps = new Map();

/** Each module keeps its own `import.meta.dirname`, `filename` and `url`, as if it ran unbundled. */
const moduleLocation = {
  name: 'module-location',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      sourceStamps.set(file, stamp(await stat(file)));
      const source = await readFile(file, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.filename', JSON.stringify(file))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href));
      return { contents, loader: file.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * V8 flags set for one entry, before its bundle is compiled (V8's code cache holds a hash of the
 * flags it was made with). The build plans all its pages before rendering them: 10,000 React
 * elements, alive until their page is written, come out of the same element factory as every
 * element rendered afterwards, and V8's allocation-site pretenuring then made all of those in the
 * old generation. What their props name (each page's sidebar and head HTML) then survived young
 * collections: on the 10,000-page corpus the main thread promoted 475 MB and paused 1.3 s for
 * them; without pretenuring, 302 MB and 0.9 s, and the build's peak memory was 130 MB lower.
 *
 * The second flag is read when an isolate is made, so set here it sizes only the worker threads'
 * heaps, made later (package.json's build script gives the main thread's on node's command line).
 * The search worker holds the whole index until its files are made: its old generation only
 * grows, and V8, starting it small, marked it three times as it grew, reclaiming almost nothing.
 * Starting at 300 MB it marks it once, late (10,000 pages: 300 MB promoted). Five alternated builds
 * of the 10,000-page corpus: median 7,802 ms against 8,008, CPU 2% less, the same peak memory
 * (550 MB: no marking at all, but 75 MB more at the peak).
 */
const V8_FLAGS = { build: ['--no-allocation-site-pretenuring', '--initial-old-space-size=300'] };

for (const flag of V8_FLAGS[entryName] ?? []) v8.setFlagsFromString(flag);
const { hash, workers } = freshBundle() ?? (await bundleEntry());
globalThis[Symbol.for('jabuticraft.workerBundles')] = workerBundles(workers);
process.argv = [process.argv[0], entry, ...args];
runBundle(bundle, codeCacheOf(hash));
