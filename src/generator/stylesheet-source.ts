import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const SASS_FILE = /\.s[ac]ss$/;

let sass: typeof import('sass') | undefined;

/**
 * A stylesheet file's CSS: Sass (`.scss`, `.sass`) compiled with the `sass` package, loaded the first
 * time a site has some (6 MB that most builds never need); any other file as it is. Throws what Sass says.
 */
export function stylesheetCss(file: string): string {
  if (!SASS_FILE.test(file)) return readFileSync(file, 'utf8');
  // Required, not imported: the build runs as a bundle with V8's code cache, which gives `import()` no loader.
  sass ??= createRequire(import.meta.url)('sass') as typeof import('sass');
  return sass.compile(file).css;
}
