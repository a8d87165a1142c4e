import path from 'node:path';
import { build } from 'esbuild';

export interface BuiltAssets {
  /** Public paths without base URL, e.g. `/assets/site.3FJ2K.css`. */
  css: string;
  js: string;
  files: { path: string; contents: Uint8Array }[];
}

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');

/** Bundles the stylesheet and the boot script into hashed files under `assets/`. */
export async function buildAssets(): Promise<BuiltAssets> {
  const result = await build({
    entryPoints: { site: path.join(SOURCE_ROOT, 'styles/site.css'), boot: path.join(SOURCE_ROOT, 'client/boot.ts') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    entryNames: '[name].[hash]',
    outdir: '/assets',
    write: false,
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((file) => ({ path: file.path, contents: file.contents }));
  const find = (extension: string) => {
    const file = files.find((candidate) => candidate.path.endsWith(extension));
    if (!file) throw new Error(`assets: esbuild produced no ${extension} file`);
    return file.path;
  };
  return { css: find('.css'), js: find('.js'), files };
}
