import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import siteConfig from '../../site.config.ts';
import { buildSite, type BuildResult } from '../../src/build/build-site.ts';

export interface BuiltSite extends BuildResult {
  outDir: string;
  remove(): Promise<void>;
}

/** Builds a content folder (the real `content/` by default) into a fresh temporary folder. */
export async function buildIntoTemp(contentDir = 'content', baseUrl?: string): Promise<BuiltSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-site-'));
  const outDir = path.join(root, 'dist');
  const result = await buildSite({ config: siteConfig, contentDir, outDir, baseUrl });
  return { ...result, outDir, remove: () => rm(root, { recursive: true, force: true }) };
}
