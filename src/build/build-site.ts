import path from 'node:path';
import { buildAssets } from './assets.ts';
import { type SiteConfigInput, validateConfig } from './config.ts';
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
  await repairOutput(options.outDir);
  // Started first, so that the worker threads load while the content does.
  const searchWorker = new SearchWorker();
  const writer = new ThreadedOutput();
  try {
    // Started first: without a cached bundle, esbuild works in its own process while the content is read.
    const bundled = buildAssets();
    bundled.catch(() => {}); // awaited below: a content error thrown first must not leave it unhandled
    const content = loadContent(contentDir);
    const assets = await bundled;
    const builder = new SiteBuilder(config, contentDir, { searchWorker });
    return await writeSiteAtomically(options.outDir, (output) => builder.build(content, assets, output), { writer, compress: options.compress ?? true });
  } finally {
    await Promise.all([searchWorker.stop(), writer.stop()]);
  }
}
