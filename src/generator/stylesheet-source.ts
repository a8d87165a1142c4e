import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SASS_FILE = /\.s[ac]ss$/;

let sass: typeof import('sass') | undefined;

/**
 * A stylesheet file's CSS: Sass (`.scss`, `.sass`) compiled with the `sass` package, loaded the first
 * time a site has some (6 MB that most builds never need); any other file as it is. Throws what Sass says.
 * In Sass, `@use '@site/src/css/fonts'` is a file of the project (`siteDir`), as Docusaurus's webpack reads it.
 */
export function stylesheetCss(file: string, siteDir: string): string {
  if (!SASS_FILE.test(file)) return readFileSync(file, 'utf8');
  // Required, not imported: the build runs as a bundle with V8's code cache, which gives `import()` no loader.
  sass ??= createRequire(import.meta.url)('sass') as typeof import('sass');
  const site = { findFileUrl: (url: string) => (url.startsWith('@site/') ? pathToFileURL(path.join(siteDir, url.slice('@site/'.length))) : null) };
  return sass.compile(file, { importers: [site] }).css;
}
