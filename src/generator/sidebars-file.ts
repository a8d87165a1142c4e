import { transformSync } from 'esbuild';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ContentError } from '../model/errors.ts';

/** A Docusaurus `sidebars.js` (or `.ts`, `.mjs`, `.cjs`, `.json`): named sidebars of one docs folder. */
export interface SidebarsFile {
  /** Path shown in messages. */
  file: string;
  /** The folder under `wiki/` its doc ids are relative to: `survival`, or `''` for `wiki/` itself. */
  folder: string;
  /** Each sidebar by name, as the file exports it (checked when the sidebars are built). */
  sidebars: Record<string, unknown>;
}

const FILE_NAMES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** The sidebars files at `wiki/` and in each folder right under it. */
export function loadSidebarsFiles(contentDir: string, display: (absolute: string) => string): SidebarsFile[] {
  const wikiDir = path.join(contentDir, 'wiki');
  const folders = existsSync(wikiDir) ? readdirSync(wikiDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name) : [];
  return ['', ...folders.sort()].flatMap((folder) => {
    const found = FILE_NAMES.map((name) => path.join(wikiDir, folder, name)).find((candidate) => existsSync(candidate));
    return found ? [{ file: display(found), folder, sidebars: readSidebars(found, display(found)) }] : [];
  });
}

function readSidebars(absolute: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = defaultExport(runModule(absolute));
  } catch (error) {
    throw new ContentError(file, undefined, `could not load the sidebars: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ContentError(file, undefined, 'the sidebars file must export an object: { nomeDaBarra: [ …itens ] }');
  return value as Record<string, unknown>;
}

function defaultExport(exports: unknown): unknown {
  return typeof exports === 'object' && exports !== null && 'default' in exports ? exports.default : exports;
}

/**
 * Runs the file as Docusaurus does, at build time: TypeScript and `import`/`export` turned into
 * CommonJS by esbuild, `require()` of the files beside it run the same way, packages left to Node.
 * Each file is transformed on its own, so its syntax decides its format, not the `"type"` of a
 * package.json above the content folder (this project's is `"module"`; Docusaurus sites' are not).
 */
function runModule(absolute: string, loaded = new Map<string, { exports: unknown }>()): unknown {
  const cached = loaded.get(absolute);
  if (cached) return cached.exports;
  const module = { exports: {} as unknown };
  loaded.set(absolute, module);
  if (absolute.endsWith('.json')) {
    module.exports = JSON.parse(readFileSync(absolute, 'utf8'));
    return module.exports;
  }
  const loader = /\.[cm]?tsx?$/.test(absolute) ? 'ts' : 'js';
  const { code } = transformSync(readFileSync(absolute, 'utf8'), { loader, format: 'cjs', platform: 'node', sourcefile: absolute });
  const packages = createRequire(absolute);
  const require = (target: string) => {
    const local = target.startsWith('.') ? resolveFile(path.resolve(path.dirname(absolute), target)) : undefined;
    return local ? runModule(local, loaded) : packages(target);
  };
  // The site's own configuration code, run at build time as Docusaurus runs it.
  new Function('module', 'exports', 'require', '__filename', '__dirname', code)(module, module.exports, require, absolute, path.dirname(absolute));
  return module.exports;
}

/** A path as `require()` finds it: as written, with an extension, or as a folder's `index`. */
function resolveFile(base: string): string | undefined {
  const candidates = [base, ...['.js', '.cjs', '.mjs', '.ts', '.json'].map((extension) => base + extension), ...['index.js', 'index.ts'].map((name) => path.join(base, name))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}
