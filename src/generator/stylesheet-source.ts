import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Warning } from '../model/errors.ts';

export const SASS_FILE = /\.s[ac]ss$/;

let sass: typeof import('sass') | undefined;

/** `@import url(hero.css);`, `@import "./academy.css" screen;`: the path and the media it is for. */
const IMPORT_LINE = /^[ \t]*@import\s+(?:url\(\s*(['"]?)([^'")]+)\1\s*\)|(['"])([^'"]+)\3)\s*([^;]*);[ \t]*$/gm;

/**
 * A stylesheet file's CSS: Sass (`.scss`, `.sass`) compiled with the `sass` package, loaded the first
 * time a site has some (6 MB that most builds never need); any other file as it is, the files it
 * `@import`s beside it put in their place, as Docusaurus's bundler does (WebdriverIO's custom.css is
 * eight imports). Throws what Sass says. In Sass, `@use '@site/src/css/fonts'` is a file of the
 * project (`siteDir`), as Docusaurus's webpack reads it, and so is `@use 'src/css/constants'` when
 * not beside the file (the project's folder is on sass-loader's paths: react-native-ui-lib's modules). An `@import` the browser could not fetch
 * is left out, and `warn` told (its `file` as the absolute path).
 */
export function stylesheetCss(file: string, siteDir: string, warn?: (warning: Warning) => void): string {
  if (!SASS_FILE.test(file)) return withImportsInlined(file, new Set(), warn);
  // Required, not imported: the build runs as a bundle with V8's code cache, which gives `import()` no loader.
  sass ??= createRequire(import.meta.url)('sass') as typeof import('sass');
  // sass-loader's: `@site/` is the project's folder; `~bootstrap/scss/x` and a bare `bootstrap-icons/font/x` are files of the installed packages.
  const site = { findFileUrl: (url: string) => (url.startsWith('@site/') ? pathToFileURL(path.join(siteDir, url.slice('@site/'.length))) : packageStylesheet(siteDir, url.replace(/^~/, ''))) };
  // Tried after those, before the load path (the project's folder): what is found nowhere is left out, with a warning, rather than the whole stylesheet (Apache Answer's `@import '~bootstrap/scss/bootstrap'` above 230 lines of its own).
  const leftOut = {
    canonicalize: (url: string, context: { containingUrl: URL | null }) => {
      if (url.startsWith('left-out:')) return new URL(url);
      const wanted = url.replace(/^~/, '').replace(/^@site\//, '');
      if (/^[a-z][a-z0-9+.-]*:/i.test(wanted) || sassCandidates(path.resolve(siteDir, wanted)).some((candidate) => existsSync(candidate))) return null;
      warn?.({ file: context.containingUrl?.protocol === 'file:' ? fileURLToPath(context.containingUrl) : file, message: leftOutImport(url) });
      return new URL(`left-out:${encodeURIComponent(url)}`);
    },
    load: () => ({ contents: '', syntax: 'scss' as const }),
  };
  // Sass's notices that @import and the global built-ins will go are for the project's authors, and came unprefixed among the build's warnings.
  const css = sass.compile(file, { importers: [site, leftOut], loadPaths: [siteDir], quietDeps: true, silenceDeprecations: ['import', 'global-builtin'] }).css;
  // Sass keeps an `@import` of a `.css` file as CSS, for the browser to fetch: put in place or left out as in a CSS file (Lingui's `@import "tailwindcss/theme.css"` asked for a page that is not there).
  return importsInlined(file, css, new Set([file]), warn, false);
}

/** A file of an installed package (`bootstrap/scss/bootstrap`), looked for in the project's `node_modules` and those above it, as Sass would find it there. */
function packageStylesheet(siteDir: string, wanted: string): URL | null {
  if (wanted.startsWith('.') || path.isAbsolute(wanted)) return null;
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const base = path.join(dir, 'node_modules', wanted);
    if (sassCandidates(base).some((candidate) => existsSync(candidate))) return pathToFileURL(base);
    if (path.dirname(dir) === dir) return null;
  }
}

/** Where Sass looks for `base`: as written, with an extension, as a partial, or as a folder's index. */
function sassCandidates(base: string): string[] {
  const partial = path.join(path.dirname(base), `_${path.basename(base)}`);
  return [base, partial, path.join(base, 'index'), path.join(base, '_index')].flatMap((stem) => ['.scss', '.sass', '.css'].map((extension) => stem + extension)).concat(base);
}

/**
 * A CSS file with the files it imports by a relative path (and those they import) in their place; a
 * URL (a web font's) or a path of the site stays an import. Any other (`@import 'tailwindcss'`, a
 * package's file, a missing one) would be fetched from beside the stylesheet and answered by the
 * not-found page: left out.
 */
function withImportsInlined(file: string, seen: Set<string>, warn: ((warning: Warning) => void) | undefined): string {
  seen.add(file);
  return importsInlined(file, withoutTailwindDirectives(file, readFileSync(file, 'utf8'), warn), seen, warn, true);
}

/** `text`, the CSS of `file`, with its imports put in place or left out; `lines`: whether its lines are the file's (not Sass's output), for the warnings. */
function importsInlined(file: string, text: string, seen: Set<string>, warn: ((warning: Warning) => void) | undefined, lines: boolean): string {
  return text.replace(IMPORT_LINE, (line, _quote: string, url: string | undefined, _quote2: string, bare: string | undefined, media: string, offset: number) => {
    const target = (url ?? bare ?? '').trim();
    if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(target)) return line;
    const imported = path.resolve(path.dirname(file), target);
    if (seen.has(imported)) return line;
    if (!existsSync(imported)) {
      warn?.({ file, ...(lines && { line: text.slice(0, offset).split('\n').length }), message: leftOutImport(target) });
      return '';
    }
    const css = withImportsInlined(imported, seen, warn);
    return media.trim() ? `@media ${media.trim()} {\n${css}\n}` : css;
  });
}

/** Tailwind 3's `@tailwind base;` lines, which only its PostCSS plugin understands: taken out, said once a file. */
function withoutTailwindDirectives(file: string, text: string, warn: ((warning: Warning) => void) | undefined): string {
  const directive = /^[ \t]*@tailwind[ \t]+[\w-]+[ \t]*;?[ \t]*$/gm;
  const first = directive.exec(text);
  if (!first) return text;
  warn?.({ file, line: text.slice(0, first.index).split('\n').length, message: "@tailwind directives left out: Tailwind's utility classes (and what its @apply makes) are not generated, since PostCSS plugins are not run here" });
  return text.replace(directive, '');
}

function leftOutImport(target: string): string {
  const lost = /^tailwindcss(?:\/|$)/.test(target) ? "Tailwind's utility classes (and what its @theme and @apply make) are not generated, since PostCSS plugins are not run here" : 'its rules are not in the stylesheet';
  return `@import "${target}" left out: it is no file of the project, nor a URL the browser can fetch (a package's stylesheet is not bundled here); ${lost}`;
}
