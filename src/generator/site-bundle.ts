import { buildSync, type BuildFailure, type Message, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Warning } from '../model/errors.ts';
import { CSS_MODULE_CLASSES, MISSING_MODULE } from './docusaurus-shims/missing-module.tsx';
import { SITE_RUNTIME_MODULES } from './docusaurus-shims/modules.ts';
import { markdownComponent } from './docusaurus-shims/imported-markdown.tsx';
import { svgComponent } from './docusaurus-shims/svg-image.ts';
import { PICTURE_EXTENSIONS, PICTURE_FILE, pictureModule, rawLoaderFile, rawTextModule } from './docusaurus-shims/file-modules.ts';
import { RAW_LOADER } from '../markdown/mdx/page-imports.ts';
import { type ScopedCssModule, scopeCssModule } from './css-module-scope.ts';
import { themeComponentAliases } from './project-theme.ts';
import { SASS_FILE, stylesheetCss } from './stylesheet-source.ts';
import { MISSING_PATH, resolveFile } from './run-module.ts';

/** A file of a site's React code, run: what it exports, and what it imports that is not there. */
export interface SiteModule {
  exports: Record<string, unknown>;
  warnings: Warning[];
  /** The rules of the CSS modules it imports (`*.module.css`), their classes renamed as its code names them; '' when none. */
  css: string;
}

/** Each round finds the imports that the files found in the round before import; sites nest a few levels at most. */
const MAX_ROUNDS = 8;
/** The extensions Docusaurus's webpack tries, in its order (`resolve.extensions`), for a module named without one. */
export const WEBPACK_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/**
 * A site's own React code (its components, its pages), bundled by esbuild and run at build time as
 * Docusaurus runs it for its server render. `@site/` is the project folder. React and Docusaurus's
 * modules are the build's (docusaurus-shims/modules.ts); a module that cannot be found (a package
 * not installed, a file a script was to write, an unknown `@theme/…`) does not stop the page: it
 * becomes a stand-in, with one warning naming it and the file that imported it.
 */
export class SiteModules {
  /** By file, with the time it was changed: the dev server picks up an edited file. */
  private readonly modules = new Map<string, { changed: number; module: SiteModule | Error }>();

  private readonly siteDir: string;
  /** By page and source: an edited page gives another source. */
  private readonly pageModules = new Map<string, SiteModule | Error>();
  /** CSS modules (`x.module.css`) by file, with the time it was changed: each named once, whichever module imports it. */
  private readonly cssModules = new Map<string, { changed: number; module: ScopedCssModule }>();
  private themeAliasesRead: Record<string, string> | undefined;

  constructor(siteDir: string) {
    // Without a trailing slash: esbuild's alias puts `@site/x` after it as it is written.
    this.siteDir = path.resolve(siteDir);
  }

  /** The file's module, or an Error saying why it could not be built or run. */
  load(file: string): SiteModule | Error {
    const changed = statSync(file).mtimeMs;
    const cached = this.modules.get(file);
    if (cached?.changed === changed) return cached.module;
    const module = file.endsWith('.json') ? jsonModule(file) : loadModule({ file }, this.siteDir, this.cssModule, this.themeAliases);
    this.modules.set(file, { changed, module });
    return module;
  }

  /** A module written in a page rather than a file of its own (an MDX page's `import`s and `export`s, `source`), run beside that page. */
  loadSource(pageFile: string, source: string): SiteModule | Error {
    const key = `${pageFile}\n${source}`;
    const cached = this.pageModules.get(key);
    if (cached) return cached;
    const module = loadModule({ file: pageFile, source }, this.siteDir, this.cssModule, this.themeAliases);
    this.pageModules.set(key, module);
    return module;
  }

  /** The project's own `src/theme/` components by `@theme/X` (project-theme.ts), read once. */
  get themeAliases(): Readonly<Record<string, string>> {
    this.themeAliasesRead ??= themeComponentAliases(this.siteDir);
    return this.themeAliasesRead;
  }

  /** A CSS module's classes and rules, scoped by its path (css-module-scope.ts). A property: modules call it without `this`. */
  readonly cssModule = (file: string): ScopedCssModule => {
    const changed = statSync(file).mtimeMs;
    const cached = this.cssModules.get(file);
    if (cached?.changed === changed) return cached.module;
    // A script of its own beside the file (another name: the file itself would import itself), whose export is the classes.
    const css = SASS_FILE.test(file) ? compiledSassModule(file, this.siteDir) : file;
    const { code, css: rules } = bundle({ file: `${css}.classes.js`, source: `import classes from ${JSON.stringify(`./${path.basename(css)}`)};\nmodule.exports = classes;` }, this.siteDir, 'local-css', {});
    const exported = { exports: {} as Record<string, string> };
    new Function('module', 'exports', 'require', code)(exported, exported.exports, (name: string) => {
      throw new Error(`${shownPath(this.siteDir, file)}: a CSS module's classes import nothing, not ${name}`);
    });
    // A compiled Sass module is named by its own file, not by the compiled copy's.
    const marked = css === file ? rules : rules.replace(/^\/\* .+ \*\/$/m, fileMark(this.siteDir, file));
    const module = scopeCssModule({ classes: { ...exported.exports }, css: marked }, path.relative(this.siteDir, file).split(path.sep).join('/'));
    this.cssModules.set(file, { changed, module });
    return module;
  };
}

/** The comment esbuild puts before a file's rules in a stylesheet, which page-stylesheet.ts reads: `/* src/components/Hero.scss *\/`. */
function fileMark(siteDir: string, file: string): string {
  return `/* ${path.relative(siteDir, file).split(path.sep).join('/')} */`;
}

/**
 * A Sass CSS module compiled into a `.module.css` of the same name in a folder of its own under the
 * system's temporary folder (by a hash of its path), for esbuild to scope as it scopes any CSS module.
 */
function compiledSassModule(file: string, siteDir: string): string {
  const folder = path.join(tmpdir(), 'jabuticraft-sass-modules', createHash('sha256').update(file).digest('hex').slice(0, 16));
  mkdirSync(folder, { recursive: true });
  const compiled = path.join(folder, path.basename(file).replace(SASS_FILE, '.css'));
  writeFileSync(compiled, stylesheetCss(file, siteDir));
  return compiled;
}

/**
 * A JSON file a page imports (`import pkg from '../package.json'`): its value, whole and by its keys.
 * As an entry point of its own, esbuild would export nothing from it.
 */
function jsonModule(file: string): SiteModule | Error {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    return { exports: { ...keys, default: value }, warnings: [], css: '' };
  } catch (error) {
    return new Error(`${path.basename(file)} is not valid JSON (${(error as Error).message})`);
  }
}

/** A theme component imported by its file in the theme's package, or as the swizzled original, is the theme's: `@theme/CodeBlock`. */
function standInName(name: string): string {
  return name.replace(/^@docusaurus\/theme-classic\/lib\/theme\/|^@theme-original\//, '@theme/');
}

/**
 * `require.resolve` in the site's bundled code, as written (esbuild leaves it): most often the config's, which a page imports,
 * so a file's path is from the site's folder; a package not installed gives a path no file has, as the config's runner does.
 */
function bundledResolve(siteDir: string, packages: NodeJS.Require): (target: string) => string {
  return (target) => {
    if (target.startsWith('.')) return resolveFile(path.resolve(siteDir, target)) ?? path.resolve(siteDir, target);
    try {
      return packages.resolve(target);
    } catch {
      return `${MISSING_PATH}${target}`;
    }
  };
}

/** The module of a file, or of `source` written in it (an MDX page's ESM). */
interface ModuleEntry {
  file: string;
  source?: string;
}

function loadModule({ file, source }: ModuleEntry, siteDir: string, cssModule: (file: string) => ScopedCssModule, themeAliases: Readonly<Record<string, string>>): SiteModule | Error {
  try {
    const { code, missing, imported, rooted, media } = bundle({ file, source }, siteDir, 'copy', themeAliases);
    const stylesheets: string[] = [];
    const styleWarnings: Warning[] = [];
    const module = { exports: {} as Record<string, unknown> };
    const packages = createRequire(file);
    const require = (name: string) => {
      const standIn = Object.hasOwn(SITE_RUNTIME_MODULES, name) ? name : standInName(name);
      if (Object.hasOwn(SITE_RUNTIME_MODULES, standIn)) return SITE_RUNTIME_MODULES[standIn];
      const importedFile = imported.get(name);
      if (importedFile !== undefined && STYLESHEET_FILE.test(importedFile)) {
        try {
          // A CSS module's classes; a stylesheet imported for its side effect (`import './Hero.scss'`) adds its rules to the page's.
          const scoped = CSS_MODULE_FILE.test(importedFile) ? cssModule(importedFile) : { css: `${fileMark(siteDir, importedFile)}\n${stylesheetCss(importedFile, siteDir, (warning) => styleWarnings.push({ ...warning, file: shownPath(siteDir, warning.file), onceKey: `site-style-import:${warning.file}:${warning.line}` }))}`, classes: {} };
          stylesheets.push(scoped.css);
          return scoped.classes;
        } catch (error) {
          styleWarnings.push({ file: shownPath(siteDir, importedFile), message: `stylesheet could not be compiled (${(error as Error).message.split('\n')[0]}); its rules are left out`, onceKey: `site-style:${importedFile}` });
          return CSS_MODULE_FILE.test(importedFile) ? CSS_MODULE_CLASSES : {};
        }
      }
      if (importedFile !== undefined) return /\.mdx?$/.test(name) ? markdownComponent(importedFile) : PICTURE_FILE.test(importedFile) ? pictureModule(importedFile) : svgComponent(importedFile);
      const rootedFile = rooted.get(name);
      // `require('/static/img/x.svg')` is a picture as a component (svgr), as an import beside the file is.
      if (rootedFile !== undefined) return RAW_LOADER.test(name) ? rawTextModule(rootedFile) : rootedFile.endsWith('.svg') ? svgComponent(rootedFile) : PICTURE_FILE.test(rootedFile) ? pictureModule(rootedFile) : packages(rootedFile);
      if (missing.has(name)) return name.endsWith('.json') ? [] : MISSING_MODULE;
      return packages(name);
    };
    // The site's own code, run at build time as Docusaurus runs it for its server render.
    new Function('module', 'exports', 'require', code)(module, module.exports, Object.assign(require, { resolve: bundledResolve(siteDir, packages) }));
    // A stylesheet's `url()` of a file that is not beside it is one of the site's static files, served at that path: nothing is missing.
    const warnings: Warning[] = [...missing].flatMap(([name, importers]) => importers.filter((importer) => !importer.endsWith('.css')).map((importer) => ({ file: shownPath(siteDir, importer), message: missingMessage(name, siteDir), onceKey: `site-module:${name}` })));
    warnings.push(...styleWarnings);
    for (const [mediaFile, importer] of media) warnings.push({ file: shownPath(siteDir, importer), message: `imported file "${mediaFile}" (a video, sound, font or document) is not brought into the site from code here: what shows it is left empty`, onceKey: `site-media:${mediaFile}` });
    return { exports: module.exports, warnings, css: stylesheets.join('\n') };
  } catch (error) {
    return new Error(((error as Error).message ?? String(error)).split('\n').slice(0, 2).join(' '));
  }
}

/**
 * The file and everything it imports as one CommonJS script. Imports that cannot be resolved are
 * collected from esbuild's errors and left to the script's `require` in the next round, by the
 * path the bundle will ask for (`@site/x.json` as the file's absolute path). `cssModules`: 'copy'
 * leaves each CSS module to the script's `require` (`SiteModules.cssModule` names its classes once
 * for every bundle); 'local-css' scopes them in the bundle, whose stylesheet is `css`.
 */
function bundle({ file, source }: ModuleEntry, siteDir: string, cssModules: 'copy' | 'local-css', themeAliases: Readonly<Record<string, string>>): { code: string; css: string; missing: Map<string, string[]>; imported: Map<string, string>; rooted: Map<string, string>; media: [file: string, importer: string][] } {
  /** Each module found nowhere, with every file that imports it (each is named: Lingui's second file using lucide-react was not). */
  const missing = new Map<string, string[]>();
  // `/data/x.json`: Docusaurus's webpack reads a path from the root in the static folder, then the project's (`resolve.roots`).
  const rooted = new Map<string, string>();
  // Docusaurus's faster loader (swc, `future.faster.swcJsLoader`) reads every script as TypeScript,
  // so a project's `.js` may hold types. TSX reads JSX alike but for rare code (`a < b > (c)`): a
  // script is read so only once JSX failed on one.
  let scripts: 'jsx' | 'tsx' = 'jsx';
  for (let round = 1; ; round += 1) {
    try {
      const result = buildSync({
        ...(source === undefined ? { entryPoints: [file] } : { stdin: { contents: source, resolveDir: path.dirname(file), sourcefile: file, loader: 'jsx' as const } }),
        absWorkingDir: siteDir,
        bundle: true,
        write: false,
        format: 'cjs',
        platform: 'node',
        jsx: 'automatic',
        // Webpack's order in Docusaurus: a folder holding both `index.js` and a leftover `index.tsx` (Excalidraw's) is its `.js`.
        resolveExtensions: WEBPACK_EXTENSIONS,
        // Other stylesheets than CSS modules are left out.
        // Markdown, SVG, pictures and CSS module files are "copied": the bundle requires each by a name of its own (`./logo-HASH.svg`), which `importedFiles` maps back to the file.
        // Videos, sounds, fonts and documents are not brought into the site from code: empty, with a warning (`mediaImports`).
        loader: { '.js': scripts, '.jsx': scripts, '.module.css': cssModules, ...(cssModules === 'copy' ? { '.css': 'copy', '.scss': 'copy', '.sass': 'copy' } : { '.css': 'empty' }), ...Object.fromEntries(PICTURE_EXTENSIONS.map((extension) => [`.${extension}`, cssModules === 'copy' ? 'copy' : 'dataurl'])), '.md': 'copy', '.mdx': 'copy', '.svg': 'copy', ...MEDIA_LOADERS },
        alias: { '@site': siteDir, ...bundlerAliases(themeAliases, [...Object.keys(SITE_RUNTIME_MODULES), ...missing.keys()]) },
        external: [...Object.keys(SITE_RUNTIME_MODULES), '@docusaurus/theme-classic/lib/theme/*', '@theme-original/*', ...missing.keys(), ...rooted.keys()],
        metafile: true,
        // Never written: names where a stylesheet may come out beside the script.
        outdir: path.join(siteDir, '.site-bundle'),
        logLevel: 'silent',
      });
      const output = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
      return { code: output('.js'), css: cssModules === 'local-css' ? withStaticUrls(withImagesInline(output('.css'), result.outputFiles), siteDir) : '', missing, imported: importedFiles(result.metafile, siteDir), rooted, media: mediaImports(result.metafile) };
    } catch (error) {
      if (scripts === 'jsx' && (error as BuildFailure).errors?.some((message) => message.location && SCRIPT_FILE.test(message.location.file) && !message.text.startsWith('Could not resolve'))) {
        scripts = 'tsx';
        continue;
      }
      const unresolved = (error as BuildFailure).errors?.map((message) => unresolvedImport(message, siteDir));
      if (round === MAX_ROUNDS || !unresolved?.length || unresolved.some((entry) => entry === undefined || missing.has(entry.name) || rooted.has(entry.name))) throw error;
      for (const entry of unresolved) {
        const inProject = entry!.name.startsWith('/') ? [path.join(siteDir, 'static', entry!.name), path.join(siteDir, entry!.name)].find((candidate) => existsSync(candidate)) : rawLoaderFile(entry!.name, entry!.importer, siteDir);
        if (inProject !== undefined) rooted.set(entry!.name, inProject);
        else missing.set(entry!.name, [...(missing.get(entry!.name) ?? []), entry!.importer]);
      }
    }
  }
}

export const CSS_MODULE_FILE = /\.module\.(?:css|s[ac]ss)$/;
const SCRIPT_FILE = /\.jsx?$/;
const STYLESHEET_FILE = /\.(?:css|s[ac]ss)$/;

const MEDIA_EXTENSIONS = ['mp4', 'webm', 'ogv', 'ogg', 'mp3', 'wav', 'm4a', 'pdf', 'woff', 'woff2', 'ttf', 'otf', 'eot', 'zip'];
const MEDIA_FILE = new RegExp(`\\.(?:${MEDIA_EXTENSIONS.join('|')})$`, 'i');
const MEDIA_LOADERS = Object.fromEntries(MEDIA_EXTENSIONS.map((extension) => [`.${extension}`, 'empty' as const]));

/** The videos, sounds, fonts and documents the code imports, each with the file that imports it (paths as esbuild gives them). */
function mediaImports(metafile: Metafile): [file: string, importer: string][] {
  return Object.entries(metafile.inputs).flatMap(([importer, { imports }]) => imports.filter((imported) => MEDIA_FILE.test(imported.path)).map((imported): [string, string] => [imported.path, importer]));
}

/**
 * Each Markdown, SVG or CSS module file the bundle imports, by the path its `require` asks for (the
 * copy's name beside the bundle, `./logo-HASH.svg`: two `./logo.svg` of two folders are two names), to its file.
 */
function importedFiles(metafile: Metafile, siteDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    const [input, ...others] = Object.keys(inputs);
    if (input !== undefined && others.length === 0 && (/\.(?:mdx?|svg|css|s[ac]ss)$/.test(input) || PICTURE_FILE.test(input)) && path.extname(output) === path.extname(input)) files.set(`./${path.basename(output)}`, path.resolve(siteDir, input));
  }
  return files;
}

/** The import an esbuild error could not resolve, read from the place it points at in the importing line. */
/**
 * The project's theme components as esbuild's aliases. An alias also stands for every path below it
 * (`@theme/MDXComponents` for `@theme/MDXComponents/A`), and wins over `external`: a component kept
 * as a folder's index is aliased by its folder, so the paths below lead into it, and each module
 * the build stands in for (or found missing) below an alias is aliased to itself, so it stays the
 * build's (React Native's `RNRepoLink` imports `@theme/MDXComponents/A` beside its own `MDXComponents`).
 */
function bundlerAliases(themeAliases: Readonly<Record<string, string>>, external: readonly string[]): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const [name, file] of Object.entries(themeAliases)) aliases[name] = path.basename(file).startsWith('index.') ? path.dirname(file) : file;
  for (const name of external) {
    if (!Object.hasOwn(aliases, name) && Object.keys(themeAliases).some((alias) => name.startsWith(`${alias}/`))) aliases[name] = name;
  }
  return aliases;
}

function unresolvedImport({ text, location }: Message, siteDir: string): { name: string; importer: string } | undefined {
  if (!text.startsWith('Could not resolve') || !location) return undefined;
  // esbuild counts columns in bytes.
  const quoted = Buffer.from(location.lineText).subarray(location.column, location.column + location.length).toString();
  // In a stylesheet, esbuild points at the whole `url(…)`, whose path may be unquoted.
  const target = quoted.replace(/^url\(\s*([\s\S]*?)\s*\)$/, '$1');
  const written = /^["']/.test(target) ? target.slice(1, -1) : target;
  const name = written.startsWith('@site/') ? path.join(siteDir, written.slice('@site/'.length)) : written;
  return { name, importer: path.resolve(siteDir, location.file) };
}

function missingMessage(name: string, siteDir: string): string {
  if (path.isAbsolute(name) || name.startsWith('.')) {
    const shown = path.isAbsolute(name) ? `@site/${path.relative(siteDir, name)}` : name;
    return `imported file "${shown}" not found: ${name.endsWith('.json') ? 'an empty list' : 'a component that shows its children'} stands for it`;
  }
  // `@theme/…` is the classic theme's own component, never a package to install.
  if (/^@theme\/(?:hooks\/|use[A-Z])/.test(name)) return `theme hook "${name}" is not one this build stands in for: it gives nothing here`;
  if (name.startsWith('@theme/')) return `theme component "${name}" is not one this build stands in for: a component that shows its children stands for it`;
  return `module "${name}" is not installed (nor one this build stands in for): a component that shows its children stands for it`;
}

function shownPath(siteDir: string, file: string): string {
  return path.relative(process.cwd(), path.resolve(siteDir, file));
}

/**
 * A CSS module's stylesheet with the SVG images its rules name (`url('../../static/img/logo.svg')`,
 * which the bundle copies beside it under a name of its own) written into it, since only the
 * stylesheet is kept: Recoil's hero symbol was a request for a file never written.
 */
function withImagesInline(css: string, outputs: readonly { path: string; contents: Uint8Array }[]): string {
  let inlined = css;
  for (const file of outputs) {
    if (!file.path.endsWith('.svg')) continue;
    const reference = `./${path.basename(file.path)}`;
    if (inlined.includes(reference)) inlined = inlined.replaceAll(reference, `data:image/svg+xml;base64,${Buffer.from(file.contents).toString('base64')}`);
  }
  return inlined;
}

/**
 * A CSS module's `url(/static/img/x.png)`, which Docusaurus's bundler resolves from the project's folder
 * (Fastify's hero pattern), or `url(~/img/x.png)`, css-loader's old module prefix, which it resolves
 * from the static folder (Rush's masthead), as the path the site serves that file of the static folder
 * at (`/img/x.png`), as the project's own stylesheet gets it.
 */
function withStaticUrls(css: string, siteDir: string): string {
  return css.replace(/url\(\s*(['"]?)(?:\/static|~)\/([^'")?#]+)([^'")]*)\1\s*\)/g, (whole, quote: string, rest: string, suffix: string) =>
    existsSync(path.join(siteDir, 'static', rest)) ? `url(${quote}/${rest}${suffix}${quote})` : whole,
  );
}
