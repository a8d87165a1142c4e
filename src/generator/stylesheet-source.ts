import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SASS_FILE = /\.s[ac]ss$/;

let sass: typeof import('sass') | undefined;

/** `@import url(hero.css);`, `@import "./academy.css" screen;`: the path and the media it is for. */
const IMPORT_LINE = /^[ \t]*@import\s+(?:url\(\s*(['"]?)([^'")]+)\1\s*\)|(['"])([^'"]+)\3)\s*([^;]*);[ \t]*$/gm;

/**
 * A stylesheet file's CSS: Sass (`.scss`, `.sass`) compiled with the `sass` package, loaded the first
 * time a site has some (6 MB that most builds never need); any other file as it is, the files it
 * `@import`s beside it put in their place, as Docusaurus's bundler does (WebdriverIO's custom.css is
 * eight imports). Throws what Sass says. In Sass, `@use '@site/src/css/fonts'` is a file of the
 * project (`siteDir`), as Docusaurus's webpack reads it.
 */
export function stylesheetCss(file: string, siteDir: string): string {
  if (!SASS_FILE.test(file)) return withImportsInlined(file, new Set());
  // Required, not imported: the build runs as a bundle with V8's code cache, which gives `import()` no loader.
  sass ??= createRequire(import.meta.url)('sass') as typeof import('sass');
  const site = { findFileUrl: (url: string) => (url.startsWith('@site/') ? pathToFileURL(path.join(siteDir, url.slice('@site/'.length))) : null) };
  return sass.compile(file, { importers: [site] }).css;
}

/** A CSS file with the files it imports by a relative path (and those they import) in their place; others (a URL, a missing file) stay imports. */
function withImportsInlined(file: string, seen: Set<string>): string {
  seen.add(file);
  return readFileSync(file, 'utf8').replace(IMPORT_LINE, (line, _quote: string, url: string | undefined, _quote2: string, bare: string | undefined, media: string) => {
    const target = (url ?? bare ?? '').trim();
    if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(target)) return line;
    const imported = path.resolve(path.dirname(file), target);
    if (seen.has(imported) || !existsSync(imported)) return line;
    const css = withImportsInlined(imported, seen);
    return media.trim() ? `@media ${media.trim()} {\n${css}\n}` : css;
  });
}
