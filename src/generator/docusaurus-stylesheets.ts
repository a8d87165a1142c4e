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
  return `${readFileSync(INFIMA, 'utf8')}${readCustomCss(files, layout, display, warnings)}\n${codeBlockCss(codeThemes)}`;
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
        css = stylesheetCss(file, siteDir);
      } catch (error) {
        warnings.push({ file: display(file), message: `Sass could not compile it (${(error as Error).message.split('\n')[0]}); left out` });
        return [];
      }
      const inStatic = staticDirs.map((dir) => path.relative(dir, path.dirname(file))).find((relative) => !relative.startsWith('..') && !path.isAbsolute(relative));
      if (inStatic === undefined) return [css];
      return [css.replace(/url\(\s*(['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\s*\)/gi, (_, quote: string, url: string) => `url(${quote}${path.posix.join('/', inStatic.split(path.sep).join('/'), url)}${quote})`)];
    })
    .join('\n');
  return css.includes('--ifm-color-primary:') ? `${css}\n${INFIMA_ACCENT}` : css;
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
