import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread running one of our `*.worker.ts` modules. Launched by scripts/launch.mjs
 * (`npm run build`), the module was bundled beside the entry and the launcher says where. Run
 * through tsx (tests, the dev server), it is loaded with tsx's API: a worker does not inherit the
 * loader tsx registered in the main thread.
 */
export function startWorker(module: URL, options: WorkerOptions = {}): Worker {
  const bundles = (globalThis as { [WORKER_BUNDLES]?: ReadonlyMap<string, string> })[WORKER_BUNDLES];
  const bundled = bundles?.get(fileURLToPath(module));
  if (bundled) return new Worker(pathToFileURL(bundled), options);
  // tsx by its full address: a bare `tsx` would be looked up from the working folder, which a Docusaurus
  // project's configuration changes while it loads (a worker started then failed, or a build waited for it forever).
  const load = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}

/** Where scripts/launch.mjs leaves the map of worker bundles, by source path. */
const WORKER_BUNDLES = Symbol.for('jabuticraft.workerBundles');
