import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import siteConfig from '../../site.config.ts';
import type { SiteConfigInput } from '../../src/model/config.ts';
import { buildSite, type BuildResult } from '../../src/generator/build-site.ts';

export interface BuiltSite extends BuildResult {
  outDir: string;
  remove(): Promise<void>;
}

export interface FixtureOptions {
  baseUrl?: string;
  /** Changes to the site's own configuration, e.g. an announcement bar or the colour mode switch. */
  config?: Partial<SiteConfigInput>;
}

/** Builds a content folder (the real `content/` by default) into a fresh temporary folder. */
export async function buildIntoTemp(contentDir = 'content', options: FixtureOptions = {}): Promise<BuiltSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-site-'));
  const outDir = path.join(root, 'dist');
  const config = { ...siteConfig, ...options.config };
  const result = await buildSite({ config, contentDir, outDir, baseUrl: options.baseUrl });
  return { ...result, outDir, remove: () => rm(root, { recursive: true, force: true }) };
}
