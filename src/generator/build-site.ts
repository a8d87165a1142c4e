import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildAssets } from './assets.ts';
import { validateConfig } from './config.ts';
import type { SiteConfigInput } from '../model/config.ts';
import { loadContent } from './load.ts';
import { SearchWorker } from './search-worker.ts';
import { type BuildReport, SiteBuilder } from './site-builder.ts';
import { repairOutput, ThreadedOutput, writeSiteAtomically } from './write.ts';

export type { DocumentSummary } from './site-builder.ts';
export type BuildResult = BuildReport;

export interface BuildOptions {
  config: SiteConfigInput;
  contentDir: string;
  outDir: string;
  /** Overrides the configuration's base URL. */
  baseUrl?: string;
  /** Writes `.br` and `.gz` beside every compressible file (default: true). */
  compress?: boolean;
}

/** Builds a content folder into a static site: load → route → render → check → write, all or nothing. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const config = validateConfig(options.config, { baseUrl: options.baseUrl });
  const contentDir = path.resolve(options.contentDir);
  // Started first, so that the worker threads load while the content does.
  const searchWorker = new SearchWorker();
  const compress = options.compress ?? true;
  // Compressing costs more CPU than rendering: one writer per core (at most four) shares it.
  const writer = new ThreadedOutput({ threads: compress ? Math.min(4, availableParallelism()) : 1 });
  try {
    await repairOutput(options.outDir);
    // Started first: without a cached bundle, esbuild works in its own process while the content is read.
    const bundled = buildAssets();
    bundled.catch(() => {}); // awaited below: a content error thrown first must not leave it unhandled
    const content = loadContent(contentDir);
    const assets = await bundled;
    const builder = new SiteBuilder(config, contentDir, { searchWorker });
    return await writeSiteAtomically(options.outDir, (output) => builder.build(content, assets, output), { writer, compress });
  } finally {
    await Promise.all([searchWorker.stop(), writer.stop()]);
  }
}
