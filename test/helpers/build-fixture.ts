import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { after, before } from 'node:test';
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

/** Writes a Docusaurus project from its files' texts (path → text) and builds it as `--site` does; `siteDir` is where it was written. */
async function buildProjectFiles(files: Readonly<Record<string, string>>): Promise<BuiltSite & { siteDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'jabuti-project-'));
  const siteDir = path.join(root, 'site');
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
    await writeFile(path.join(siteDir, file), text);
  }
  const outDir = path.join(root, 'build');
  const result = await buildProject(siteDir, { outDir, compress: false });
  return { ...result, outDir, siteDir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Builds the project before a test file's tests and removes it after them: the built project, once they run. */
export function projectForTests(files: Readonly<Record<string, string>>): () => BuiltSite & { siteDir: string } {
  let built: (BuiltSite & { siteDir: string }) | undefined;
  before(async () => {
    built = await buildProjectFiles(files);
  });
  after(() => built?.remove());
  return () => {
    if (!built) throw new Error('the project is built before the tests run');
    return built;
  };
}
