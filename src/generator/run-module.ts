import { transformSync } from 'esbuild';
import { existsSync, readFileSync, statSync } from 'node:fs';
import nodeModule, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as internalDocs from './docusaurus-shims/internaldocs-fb.tsx';
import * as jsYaml from './docusaurus-shims/js-yaml.ts';

/**
 * A package the site's configuration code asks for and that is not installed: it gets this stand-in,
 * which the configuration can call, read and pass around, and the caller is told (`onMissing`).
 * Docusaurus configurations `require()` their remark plugins and theme packages; a maintainer who
 * only wants to build the site should not have to install them all.
 */
export const MISSING_PACKAGE = Symbol.for('jabuticraft.missing-package');
/** The properties read on the way to a stand-in (`themes.github` of `prism-react-renderer`): what a caller may still recognise. */
const MISSING_PROPERTIES = Symbol.for('jabuticraft.missing-package.properties');

export interface MissingPackage {
  [MISSING_PACKAGE]: string;
  [MISSING_PROPERTIES]: readonly string[];
}

/** The properties read from a missing package to reach `value` (`['themes', 'github']`), when it stands for one. */
export function missingPackageProperties(value: unknown): readonly string[] | undefined {
  return missingPackageName(value) === undefined ? undefined : (value as MissingPackage)[MISSING_PROPERTIES];
}

export function missingPackageName(value: unknown): string | undefined {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null)) && MISSING_PACKAGE in value ? (value as MissingPackage)[MISSING_PACKAGE] : undefined;
}

export interface RunOptions {
  /** Called once per package that could not be loaded, with the file that asked for it. */
  onMissing?: (name: string, file: string) => void;
  /** Called with each package (by its name) and each file of the site (by its path) that the code loads, and what it exports: names the site's plugins in messages. */
  onLoaded?: (name: string, exports: unknown) => void;
}

/**
 * Packages that a configuration loads for one call and that do the same thing as one we have; and
 * Meta's internal-docs helpers, which its open-source sites' configurations ask for, answering as they do
 * outside Meta (`fbContent({ internal, external })` is `external`).
 */
const STAND_INS: Record<string, unknown> = {
  'js-yaml': jsYaml,
  'docusaurus-plugin-internaldocs-fb/internal': internalDocs,
  'internaldocs-fb-helpers': internalDocs,
};

/**
 * Packages this generator has itself, which a configuration may load to read its data (Prettier's
 * reads its users and editors with `yaml`, most projects their code colours from
 * `prism-react-renderer`'s `themes`), or a site's remark plugin imports because every Docusaurus
 * install carries them (its MDX loader's `unified`, `unist-util-visit`, `vfile`: redwood's
 * file-extension plugin): taken from here when the site has not installed them.
 */
const OWN_PACKAGES = new Set(['yaml', 'prism-react-renderer', 'unified', 'unist-util-visit', 'vfile']);
const ownRequire = createRequire(import.meta.url);

/**
 * Runs a site's JavaScript or TypeScript file as Docusaurus does, at build time: TypeScript and
 * `import`/`export` turned into CommonJS by esbuild, `require()` of the files beside it run the same
 * way, packages left to Node, `__dirname`, `require.resolve`, `import.meta.url`. Each file is transformed on its own,
 * so its syntax decides its format, not the `"type"` of a package.json above it.
 */
export function runModule(absolute: string, options: RunOptions = {}, loaded = new Map<string, { exports: unknown }>()): unknown {
  const cached = loaded.get(absolute);
  if (cached) return cached.exports;
  const module = { exports: {} as unknown };
  loaded.set(absolute, module);
  if (absolute.endsWith('.json')) {
    module.exports = JSON.parse(readFileSync(absolute, 'utf8'));
    return module.exports;
  }
  const loader = /\.[cm]?tsx?$/.test(absolute) ? 'ts' : 'js';
  // `import.meta` is empty in CommonJS: its fields are put back as Node gives them to an ES module (Babel's configuration does `createRequire(import.meta.url)`).
  // (Keys written in pieces: scripts/launch.mjs replaces the whole words in our own sources.)
  const importMeta = { url: pathToFileURL(absolute).href, filename: absolute, dirname: path.dirname(absolute) };
  const define = Object.fromEntries(Object.entries(importMeta).map(([field, value]) => [`import.meta.${field}`, JSON.stringify(value)]));
  // Named as a `.js` file: in a `.mjs` one, esbuild reads `import x from './y.mjs'` as Node's interop
  // does for a CommonJS module (x is the whole module), while `y.mjs` here is an ES module whose
  // default export is x, as it is for Node and for Docusaurus.
  // `await import('x')` becomes a `require` too: code run by `new Function` has no loader for `import()`.
  const { code } = transformSync(readFileSync(absolute, 'utf8'), { loader, format: 'cjs', platform: 'node', define, supported: { 'dynamic-import': false }, sourcefile: absolute.replace(/\.m([jt]s)$/, '.$1') });
  const require = siteRequire(absolute, options, loaded);
  // The site's own configuration code, run at build time as Docusaurus runs it. In a function of its
  // own: an ES module may declare `const __filename = fileURLToPath(import.meta.url)` itself
  // (React Navigation's plugins), which beside a parameter of that name is a syntax error.
  new Function('module', 'exports', 'require', '__filename', '__dirname', `return (function () {\n${code}\n}).call(this);`)(module, module.exports, require, absolute, path.dirname(absolute));
  options.onLoaded?.(absolute, module.exports);
  return module.exports;
}

/**
 * `require` for the site's file at `absolute`: its own files run as `runModule` runs them, packages
 * from Node (a stand-in when missing, `onMissing` told), and `createRequire` of `module` making
 * such a `require` too: a configuration written as an ES module makes its own that way.
 */
function siteRequire(absolute: string, options: RunOptions, loaded: Map<string, { exports: unknown }>): NodeJS.Require {
  const packages = createRequire(absolute);
  const require = (target: string): unknown => {
    const local = isLocal(target) ? resolveFile(path.resolve(path.dirname(absolute), target)) : undefined;
    if (local) return runModule(local, options, loaded);
    if (Object.hasOwn(STAND_INS, target)) return STAND_INS[target];
    if (target === 'module' || target === 'node:module') return { ...nodeModule, createRequire: (from: string | URL) => siteRequire(from.toString().startsWith('file:') ? fileURLToPath(from) : from.toString(), options, loaded) };
    try {
      const exports = packages(target);
      options.onLoaded?.(target, exports);
      return exports;
    } catch (error) {
      if (!isNotFound(error)) throw error;
      if (OWN_PACKAGES.has(target)) return ownRequire(target) as unknown;
      const v1Theme = /^prism-react-renderer\/themes\/(\w+)$/.exec(target)?.[1];
      // Version 1's theme modules (`require('prism-react-renderer/themes/github')`), each a theme of version 2's `themes`.
      const theme = v1Theme === undefined ? undefined : (ownRequire('prism-react-renderer') as { themes: Record<string, unknown> }).themes[v1Theme];
      if (theme !== undefined) return theme;
      const version = target === '@docusaurus/utils' ? docusaurusVersion(path.dirname(absolute)) : undefined;
      if (version !== undefined) return docusaurusUtils(version, () => options.onMissing?.(target, absolute));
      if (!options.onMissing) throw error;
      options.onMissing(target, absolute);
      return missingPackage(target);
    }
  };
  const resolve = (target: string): string => {
    if (isLocal(target)) return resolveFile(path.resolve(path.dirname(absolute), target)) ?? path.resolve(path.dirname(absolute), target);
    try {
      return packages.resolve(target);
    } catch (error) {
      if (!isNotFound(error) || !options.onMissing) throw error;
      options.onMissing(target, absolute);
      return `${MISSING_PATH}${target}`;
    }
  };
  return Object.assign(require, { resolve: Object.assign(resolve, { paths: packages.resolve.paths }), cache: packages.cache, main: undefined, extensions: packages.extensions });
}

/**
 * What is missing, as a message says it: a package not installed, or a file the code names by its
 * path and that is not there (Babel's `data/sponsors.json`, which its own script downloads).
 */
export function missingThing(name: string, display: (absolute: string) => string): string {
  if (path.isAbsolute(name)) return `file "${display(name)}" is not there`;
  return name.startsWith('.') ? `file "${name}" is not there` : `package "${name}" is not installed`;
}

/** What `require.resolve` gives for a package that is not installed: a path no file has. */
export const MISSING_PATH = 'missing-package:';

export function defaultExport(exports: unknown): unknown {
  return typeof exports === 'object' && exports !== null && 'default' in exports ? exports.default : exports;
}

/**
 * A path as `require()` finds it: as written, with an extension, or as a folder's `index`; a `.js`
 * path that is not there may be its TypeScript source (`require.resolve('./sidebars.js')` in a
 * `docusaurus.config.ts` finds `sidebars.ts`, as Docusaurus's loader, jiti, finds it).
 */
export function resolveFile(base: string): string | undefined {
  const typeScript = /\.[cm]?jsx?$/.test(base) ? ['.ts', '.tsx'].map((extension) => base.replace(/\.([cm]?)jsx?$/, `.$1${extension.slice(1)}`)) : [];
  const candidates = [base, ...['.js', '.cjs', '.mjs', '.ts', '.json'].map((extension) => base + extension), ...typeScript, ...['index.js', 'index.ts'].map((name) => path.join(base, name))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function isLocal(target: string): boolean {
  return target.startsWith('.') || path.isAbsolute(target);
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'MODULE_NOT_FOUND';
}

/**
 * A function (plugins are called) whose every result is itself and every property another like it,
 * named after the package and the properties read. It is no ES module (`__esModule` is not there),
 * so that `import x from` it gives it whole, and its prototype answers any name too: esbuild's
 * `import * as x` and a named import (`import { parse }`) read through it, rather than finding
 * `Function.prototype`'s `toString`, or nothing.
 */
function missingPackage(name: string, properties: readonly string[] = []): MissingPackage {
  const proxy: MissingPackage = new Proxy(function missing() {}, {
    apply: () => proxy,
    construct: () => proxy as object,
    get: (target, key) => {
      if (key === MISSING_PACKAGE) return name;
      if (key === MISSING_PROPERTIES) return properties;
      if (key === Symbol.toPrimitive) return () => `${MISSING_PATH}${name}`;
      if (Object.hasOwn(target, key)) return Reflect.get(target, key);
      return standIn(name, properties, key, proxy);
    },
    has: (target, key) => key === MISSING_PACKAGE || key === MISSING_PROPERTIES || Object.hasOwn(target, key),
    getPrototypeOf: () => missingPrototype(name, properties),
  }) as unknown as MissingPackage;
  return proxy;
}

/** What reading `key` of a stand-in gives: undefined for what marks a promise or an ES module, another stand-in for any other name. */
function standIn(name: string, properties: readonly string[], key: string | symbol, self: unknown): unknown {
  if (key === 'then' || key === '__esModule') return undefined;
  return typeof key === 'string' ? missingPackage(name, [...properties, key]) : self;
}

/** The prototype of a stand-in: any name read through it is a stand-in too; it has none above it. */
function missingPrototype(name: string, properties: readonly string[]): object {
  const prototype: object = new Proxy(Object.create(null) as object, { get: (_, key) => standIn(name, properties, key, prototype) });
  return prototype;
}

/**
 * The version of Docusaurus the project at `dir` (or a folder above it) depends on, as its package.json
 * pins `@docusaurus/core` (`^3.10.2` → `3.10.2`); undefined when none names one exactly enough.
 */
function docusaurusVersion(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const manifest = path.join(current, 'package.json');
    if (existsSync(manifest)) {
      const { dependencies, devDependencies } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
      const range = dependencies?.['@docusaurus/core'] ?? devDependencies?.['@docusaurus/core'];
      if (range !== undefined) return /^[\^~=v]*(\d+\.\d+\.\d+[\w.-]*)$/.exec(range.trim())?.[1];
    }
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * `@docusaurus/utils` when it is not installed: its `DOCUSAURUS_VERSION` is the version the project
 * depends on (a footer's "Built with Docusaurus 3.10.2"); anything else read from it is a stand-in,
 * and only then is the package reported missing.
 */
function docusaurusUtils(version: string, onOther: () => void): object {
  const others = missingPackage('@docusaurus/utils') as unknown as Record<string | symbol, unknown>;
  const other = (key: string | symbol): unknown => {
    if (key === 'then' || key === '__esModule') return undefined;
    onOther();
    return others[key];
  };
  const prototype = new Proxy(Object.create(null) as object, { get: (_, key) => other(key) });
  return new Proxy({ DOCUSAURUS_VERSION: version } as Record<string | symbol, unknown>, {
    get: (target, key) => (Object.hasOwn(target, key) ? target[key] : other(key)),
    getPrototypeOf: () => prototype,
  });
}
