/** A Docusaurus project's stylesheet: Infima's part, the project's own (`customCss`, Sass compiled), its code colours. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CodeThemes } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';
import { codeBlockCss } from './docusaurus-code-themes.ts';
import { stylesheetCss } from './stylesheet-source.ts';

/** The part of Infima, Docusaurus's CSS framework, that a project's pages use (src/styles/infima.css). */
const INFIMA = path.join(import.meta.dirname, '../styles/infima.css');

/**
 * Infima's grid, buttons and hero first, which the project's own pages and stylesheets build on;
 * then the project's stylesheets (`files`); then its code blocks' colours (`codeThemes`).
 */
export function projectStylesheet(files: string[], layout: { siteDir: string; staticDirs: readonly string[] }, codeThemes: CodeThemes, display: (absolute: string) => string, warnings: Warning[]): string {
  const { imports, rest } = hoistedImports(readCustomCss(files, layout, display, warnings));
  return `${imports}${readFileSync(INFIMA, 'utf8')}${rest}\n${codeBlockCss(codeThemes)}`;
}

/**
 * An `@import` of a whole stylesheet (a web font's, `url(https://fonts.googleapis.com/…)`), which the
 * browser follows only before every rule; or a comment, whose `@import`s are not (BoTorch's fonts,
 * commented out, were loaded on every page).
 */
const COMMENT_OR_IMPORT = /\/\*[\s\S]*?\*\/|@import\s+(?:url\([^)]*\)|'[^']*'|"[^"]*")[^;]*;\s*/g;

/** The stylesheet's `@import`s, to go first in the file as Docusaurus's bundle puts them (flash-list's Poppins was ignored after Infima's rules), and the rest. */
function hoistedImports(css: string): { imports: string; rest: string } {
  const imports: string[] = [];
  const rest = css.replace(COMMENT_OR_IMPORT, (found) => {
    if (found.startsWith('/*')) return found;
    imports.push(`${found.trim()}\n`);
    return '';
  });
  return { imports: imports.join(''), rest };
}

/**
 * A `url(/static/fonts/x.woff2)` names the file from the project's folder, as Docusaurus's bundler
 * resolves it (react-native-gesture-handler's fonts and GitHub mark): the path the site serves it at
 * when that file is in a static folder and the path as written names none.
 */
function servedPath(written: string, { siteDir, staticDirs }: { siteDir: string; staticDirs: readonly string[] }): string | undefined {
  if (staticDirs.some((dir) => existsSync(path.join(dir, written)))) return undefined;
  const file = path.join(siteDir, written);
  const dir = staticDirs.find((candidate) => file.startsWith(candidate + path.sep));
  return dir !== undefined && existsSync(file) ? `/${path.relative(dir, file).split(path.sep).join('/')}` : undefined;
}

/**
 * The site's stylesheets as one: a relative `url()` of a stylesheet kept in the static folder
 * becomes the file's path in the site, as the stylesheet is served from `/assets/`. Sass
 * (`.scss`, `.sass`) is compiled with the `sass` package, loaded only for a site that has some.
 */
function readCustomCss(files: string[], { siteDir, staticDirs }: { siteDir: string; staticDirs: readonly string[] }, display: (absolute: string) => string, warnings: Warning[]): string {
  const css = files
    .flatMap((file) => {
      if (!existsSync(file)) {
        warnings.push({ file: display(file), message: 'stylesheet named by customCss not found; left out' });
        return [];
      }
      let css: string;
      try {
        css = stylesheetCss(file, siteDir, (warning) => warnings.push({ ...warning, file: display(warning.file) }));
      } catch (error) {
        warnings.push({ file: display(file), message: `Sass could not compile it (${(error as Error).message.split('\n')[0]}); left out` });
        return [];
      }
      css = withoutTailwindThemeValues(css, (message) => warnings.push({ file: display(file), message }));
      css = css.replace(/url\(\s*(['"]?)(\/[^'")?#\/][^'")?#]*)([^'")]*)\1\s*\)/g, (whole, quote: string, written: string, rest: string) => {
        const served = servedPath(written, { siteDir, staticDirs });
        return served === undefined ? whole : `url(${quote}${served}${rest}${quote})`;
      });
      const inStatic = staticDirs.map((dir) => path.relative(dir, path.dirname(file))).find((relative) => !relative.startsWith('..') && !path.isAbsolute(relative));
      if (inStatic === undefined) return [withRelativeUrlsServed(css, file, staticDirs, (message) => warnings.push({ file: display(file), message }))];
      return [css.replace(RELATIVE_URL, (_, quote: string, url: string) => `url(${quote}${path.posix.join('/', inStatic.split(path.sep).join('/'), url)}${quote})`)];
    })
    .join('\n');
  return css.includes('--ifm-color-primary:') ? `${css}\n${INFIMA_ACCENT}` : css;
}

/** A custom property set with Tailwind's `theme()`, which only Tailwind's PostCSS plugin turns into a value: `--ifm-color-primary: theme(colors.light-accent-1);`. */
const TAILWIND_THEME_VALUE = /(--[\w-]+)\s*:[^;{}]*\btheme\([^;{}]*?(?:;|(?=\}))/g;

/**
 * The stylesheet without the custom properties whose value calls Tailwind's `theme()`, which is not
 * run here: the browser would take such a value as none, and Uniswap's brand colour, its links'
 * and active items' colour, was lost; Infima's own value stays in its place.
 */
function withoutTailwindThemeValues(css: string, warn: (message: string) => void): string {
  const dropped = new Set<string>();
  const kept = css.replace(TAILWIND_THEME_VALUE, (_, property: string) => (dropped.add(property), ''));
  if (dropped.size > 0) warn(`${[...dropped].join(', ')} ${dropped.size === 1 ? 'is' : 'are'} set with Tailwind's theme(), which is not run here: left out, Infima's value stays`);
  return kept;
}

/** A `url()` naming a file from the stylesheet's folder: not a scheme's (`data:`, `https:`), not from the root, not a fragment. */
const RELATIVE_URL = /url\(\s*(['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\s*\)/gi;

/**
 * A stylesheet of the project's own folders (`src/css/custom.css`) served from `/assets/`: a relative
 * `url()` of a file in a static folder (CacheLib's `../../static/img/dark_blue_dots.jpg`, which
 * Docusaurus's bundler finds) becomes the path the site serves it at; one of a file elsewhere, which
 * the bundler would copy, stays as written, and `warn` says it is not served.
 */
function withRelativeUrlsServed(css: string, file: string, staticDirs: readonly string[], warn: (message: string) => void): string {
  return css.replace(RELATIVE_URL, (whole, quote: string, url: string) => {
    const [, written, suffix] = /^([^?#]*)(.*)$/.exec(url)!;
    const target = path.resolve(path.dirname(file), decodeURIComponent(written!));
    const dir = staticDirs.find((candidate) => target.startsWith(candidate + path.sep));
    if (dir !== undefined && existsSync(target)) return `url(${quote}/${path.relative(dir, target).split(path.sep).join('/')}${suffix}${quote})`;
    warn(`url(${url}) names ${existsSync(target) ? 'a file outside the static folders' : 'a file that is not there'}: the stylesheet is served from /assets/, where it leads nowhere`);
    return whole;
  });
}

/**
 * The site's brand colour, which Docusaurus sites set as Infima's `--ifm-color-primary` (one per
 * colour mode), as this theme's accent: links, the active page, buttons. More specific than the
 * theme's own `[data-theme]` rules.
 */
const INFIMA_ACCENT = `html[data-theme] {
  --jc-accent: var(--ifm-color-primary);
  --jc-accent-strong: var(--ifm-color-primary-darker, var(--ifm-color-primary));
  --jc-accent-bg: color-mix(in srgb, var(--ifm-color-primary) 14%, transparent);
}`;
