import { createHash } from 'node:crypto';
import path from 'node:path';
import { codeStylesheet } from '../markdown/code-styles.ts';
import type { BuildOptions, Metafile } from 'esbuild';
import { type BundleResult, cachedBundle, loadEsbuild } from './bundle-cache.ts';
import { ISLAND_NAMES, type IslandName } from '../model/islands.ts';

export interface BuiltAssets {
  /** Public paths without base URL, e.g. `/assets/site.3FJ2K.css`. */
  css: string;
  js: string;
  /** Chunks the boot script imports statically: preloaded so they do not wait for the script. */
  preload: string[];
  /** The results page's code (src/client/search-results.ts) and the chunks it needs beside the boot script's: preloaded by that page. */
  searchResults: string[];
  /** The code that hydrates islands (React with it), and each island's own entry. */
  hydrate: string;
  islands: Record<IslandName, string>;
  /** The site's own stylesheet, linked after the generator's (a Docusaurus project's `customCss`). */
  customCss?: string;
  /** The classes of the code's coloured tokens (code-styles.ts), linked after the generator's; none when no page has coloured code. */
  codeCss?: string;
  files: { path: string; contents: Uint8Array }[];
  /** What each script imports, statically or when it runs: which files a page may ever load. */
  imports: Record<string, string[]>;
}

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Bundles the stylesheet, the boot script, the hydration code and every island into hashed files
 * under `assets/`. Code splitting shares React between islands; only pages with an island fetch it.
 * The boot script learns the islands' file names from the page's settings rather than from its own
 * bundled imports, so it can fetch a chunk again under a new URL after a failed load (browsers
 * remember a failed module import for the page's lifetime).
 */
export async function buildAssets(): Promise<BuiltAssets> {
  return describeAssets(await cachedBundle(bundleOptions('hashed')));
}

/** The assets with the site's own stylesheet as one more hashed file; the same assets when it has none. */
export function withCustomCss(assets: BuiltAssets, css: string): BuiltAssets {
  if (!css) return assets;
  const file = `/assets/custom.${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  return { ...assets, customCss: file, files: [...assets.files, { path: file, contents: new TextEncoder().encode(css) }] };
}

/**
 * The assets with the stylesheet of the classes of the rendered pages' coloured code tokens
 * (code-styles.ts), known once every page is rendered; it replaces one made before, and none is
 * made when no page has coloured code.
 */
export function withCodeStylesheet(assets: BuiltAssets, pages: Iterable<{ codeStyles?: readonly string[] }>): BuiltAssets {
  const css = codeStylesheet([...pages].flatMap((page) => page.codeStyles ?? []));
  const others = assets.files.filter((file) => file.path !== assets.codeCss);
  const { codeCss: _before, ...rest } = assets;
  if (!css) return assets.codeCss === undefined ? assets : { ...rest, files: others };
  const file = `/assets/code.${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  if (file === assets.codeCss) return assets;
  return { ...rest, codeCss: file, files: [...others, { path: file, contents: new TextEncoder().encode(css) }] };
}

/** Bundles the assets again after each change, reusing what esbuild parsed before. */
export interface AssetBundler {
  rebuild(): Promise<BuiltAssets>;
  dispose(): Promise<void>;
}

/**
 * The dev server's bundler: entries keep stable names (`assets/site.css`), so a change to the
 * client's code or the stylesheet replaces those files and no page has to name new ones. Not minified.
 */
export async function createAssetBundler(): Promise<AssetBundler> {
  const bundler = await loadEsbuild().context(bundleOptions('stable'));
  return {
    rebuild: async () => describeAssets(await bundler.rebuild()),
    dispose: () => bundler.dispose(),
  };
}

function bundleOptions(naming: 'hashed' | 'stable') {
  return {
    entryPoints: {
      site: path.join(SOURCE_ROOT, 'styles/site.css'),
      boot: path.join(SOURCE_ROOT, 'client/boot.ts'),
      'hydrate-island': path.join(SOURCE_ROOT, 'client/hydrate-island.tsx'),
      ...Object.fromEntries(ISLAND_NAMES.map((name) => [name, path.join(SOURCE_ROOT, `islands/${name}.tsx`)])),
    },
    bundle: true,
    minify: naming === 'hashed',
    format: 'esm',
    splitting: true,
    define: { 'process.env.NODE_ENV': naming === 'hashed' ? '"production"' : '"development"' },
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    entryNames: naming === 'hashed' ? '[name].[hash]' : '[name]',
    chunkNames: '[name].[hash]',
    outdir: '/assets',
    absWorkingDir: '/' as const,
    write: false,
    metafile: true,
    logLevel: 'silent',
  } satisfies BuildOptions;
}

function describeAssets(result: BundleResult): BuiltAssets {
  const files = result.outputFiles.map((file) => ({ path: file.path, contents: file.contents }));
  // With the root as working directory, the metafile names outputs `assets/…`: made absolute like the files.
  const outputs = Object.fromEntries(Object.entries(result.metafile.outputs).map(([output, meta]) => [`/${output}`, meta]));
  const find = (entry: string, extension: string) => {
    const output = Object.keys(outputs).find((candidate) => candidate === `/assets/${entry}${extension}` || (candidate.startsWith(`/assets/${entry}.`) && candidate.endsWith(extension)));
    if (!output) throw new Error(`assets: esbuild produced no ${entry}${extension} file`);
    return output;
  };
  const js = find('boot', '.js');
  const preload = staticImports(outputs, js);
  return {
    css: find('site', '.css'),
    js,
    preload,
    searchResults: dynamicChunk(outputs, 'client/search-results.ts', new Set([js, ...preload])),
    hydrate: find('hydrate-island', '.js'),
    islands: Object.fromEntries(ISLAND_NAMES.map((name) => [name, find(name, '.js')])) as Record<IslandName, string>,
    files,
    imports: Object.fromEntries(Object.entries(outputs).map(([output, meta]) => [output, meta.imports.map((entry) => `/${entry.path}`)])),
  };
}

/**
 * The assets without the islands a site never shows: a Docusaurus project has no gradient tool or
 * IP lookup, and their code (and texts) should not be published with it. Scripts no page can reach
 * from the boot script, the hydration code or the islands kept are left out.
 */
export function withIslands(assets: BuiltAssets, kept: readonly IslandName[]): BuiltAssets {
  const reachable = new Set<string>();
  const visit = (file: string) => {
    if (reachable.has(file)) return;
    reachable.add(file);
    for (const imported of assets.imports[file] ?? []) visit(imported);
  };
  for (const root of [assets.js, ...assets.preload, ...assets.searchResults, assets.hydrate, ...kept.map((name) => assets.islands[name])]) visit(root);
  return { ...assets, files: assets.files.filter((file) => !file.path.endsWith('.js') || reachable.has(file.path)) };
}

/** The chunk made for a module the boot script imports dynamically, and every chunk it imports statically that `loaded` does not hold. */
function dynamicChunk(outputs: Metafile['outputs'], source: string, loaded: ReadonlySet<string>): string[] {
  const chunk = Object.keys(outputs).find((output) => outputs[output]?.entryPoint?.endsWith(source));
  if (!chunk) throw new Error(`assets: esbuild produced no chunk for ${source}`);
  const needed = [chunk];
  for (const output of needed) {
    for (const imported of staticImports(outputs, output)) if (!loaded.has(imported) && !needed.includes(imported)) needed.push(imported);
  }
  return needed;
}

function staticImports(outputs: Metafile['outputs'], output: string): string[] {
  return (outputs[output]?.imports ?? []).filter((entry) => entry.kind === 'import-statement').map((entry) => `/${entry.path}`);
}
