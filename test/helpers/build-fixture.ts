import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import siteConfig from '../../site.config.ts';
import type { SiteConfigInput } from '../../src/model/config.ts';
import { buildProject, buildSite, type BuildResult } from '../../src/generator/build-site.ts';

export interface BuiltSite extends BuildResult {
  outDir: string;
  remove(): Promise<void>;
}

export interface FixtureOptions {
  baseUrl?: string;
  /** Changes to the site's own configuration, e.g. an announcement bar or the colour mode switch. */
  config?: Partial<SiteConfigInput>;
  /** The folder is a whole Docusaurus project (its `docusaurus.config.*`, every locale), built as `--site` builds it; `config` and `baseUrl` do not apply. */
  project?: boolean;
}

/** Builds a content folder (the real `content/` by default), or a Docusaurus project, into a fresh temporary folder. */
export async function buildIntoTemp(contentDir = 'content', options: FixtureOptions = {}): Promise<BuiltSite> {
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-site-'));
  const outDir = path.join(root, 'dist');
  if (options.project) {
    const result = await buildProject(contentDir, { outDir, compress: false });
    return { ...result, outDir, remove: () => rm(root, { recursive: true, force: true }) };
  }
  const config = { ...siteConfig, ...options.config };
  const result = await buildSite({ config, contentDir, outDir, baseUrl: options.baseUrl });
  return { ...result, outDir, remove: () => rm(root, { recursive: true, force: true }) };
}
