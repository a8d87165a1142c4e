import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { ContentError, type Warning } from '../model/errors.ts';
import { beginPage, BROWSER_ONLY_LEFT_OUT, browserOnlyLeftOut, type PageRecord } from './docusaurus-shims/page.ts';
import { isComponent, renderHtml } from './docusaurus-shims/raw-html.ts';
import { routeProps } from './docusaurus-shims/router.ts';
import { setShimSite, type ShimSite } from './docusaurus-shims/site.ts';
import { NOT_FOUND_FILE } from '../server/serving-rules.ts';
import { listFiles } from './list-files.ts';
import { pageRel, type PagesFolder } from './content-layout.ts';
import { SiteModules } from './site-bundle.ts';
import { pageStylesheet, type PageStylesheet } from './page-stylesheet.ts';
import { themeComponentFile } from './project-theme.ts';

/** A file of a site's `src/pages/` and the route Docusaurus gives it (no base URL, slashes at both ends). */
export interface SitePage {
  /** Absolute path. */
  file: string;
  route: string;
}

export interface SitePageFiles {
  /** React pages: a component as the default export of a `.js`, `.jsx`, `.ts` or `.tsx` file. */
  react: SitePage[];
  /** Markdown pages (`.md`, `.mdx`), which the Markdown renderer builds. */
  markdown: SitePage[];
}

/** A React page rendered: its content (the caller puts the site's navbar and footer around it) and what it asked of its head. */
export interface RenderedReactPage extends PageRecord {
  html: string;
  warnings: Warning[];
  /** The rules of the CSS modules and stylesheets the page's code imports, which the site's components stylesheet holds (`componentsStylesheet`); none without any. */
  stylesheet?: PageStylesheet;
  /** A page that renders only a `<Redirect>` (React Native's `/releases`): not a page, but a moved path of the site, written by its file. */
  redirect?: { file: string; to: string };
}

const REACT_PAGE = /\.(?:jsx?|tsx?)$/;
/** The warning for a page whose code handles events (Lingui's code-sample buttons): the page is built as it first draws, and no script of the project's runs in the browser. */
const EVENTS_NOT_HANDLED = "answers clicks or other events (onClick…), which its script would handle in a browser: the page is built as it first draws, and no script of the project's runs here, so those parts do nothing";
const MARKDOWN_PAGE = /\.mdx?$/;
/** Docusaurus's default `exclude` of the pages plugin: `_` files and folders, tests; and type declarations, which are no page. */
const NOT_A_PAGE = /(?:^|\/)_|\.(?:test|spec)\.[jt]sx?$|\.d\.ts$/;

/** The pages of a Docusaurus project's pages folders (`src/pages/`, and other instances'), by kind, in the order of their folders and files. */
export function listSitePages(folders: readonly PagesFolder[]): SitePageFiles {
  const pages = folders.flatMap((folder) => listFiles(folder.dir, (rel) => !NOT_A_PAGE.test(rel)).map((rel) => ({ rel, file: path.join(folder.dir, rel), route: routeOf(pageRel(folder, rel)) })));
  const of = (kind: RegExp) => pages.filter(({ rel }) => kind.test(rel)).map(({ file, route }) => ({ file, route }));
  return { react: of(REACT_PAGE), markdown: of(MARKDOWN_PAGE) };
}

/**
 * The project's own not-found page (rendered at the route `/404.html`), when it swizzled one: `src/theme/NotFound` (the whole page, as
 * Docusaurus 2 projects write it) or `src/theme/NotFound/Content` (its inside, Docusaurus 3's).
 */
export function notFoundPage(siteDir: string): SitePage[] {
  const file = themeComponentFile(siteDir, ['NotFound', 'NotFound/index', 'NotFound/Content', 'NotFound/Content/index']);
  return file ? [{ file, route: NOT_FOUND_FILE }] : [];
}

/** The project's own footer, `src/theme/Footer` (Babel's): drawn on every page in place of the configured one. */
export function themeFooter(siteDir: string): SitePage | undefined {
  const file = themeComponentFile(siteDir, ['Footer', 'Footer/index']);
  return file ? { file, route: '/' } : undefined;
}

/** A footer that wraps the theme's own (`@theme-original/Footer`) needs the footer this build draws: it is left to that one. */
const WRAPS_THEME_FOOTER = /@theme(?:-original)?\/Footer\b/;

/** `index.js` → `/`, `help.js` → `/help/`, `foo/index.tsx` → `/foo/`, `foo/bar.js` → `/foo/bar/`. */
function routeOf(rel: string): string {
  const parts = rel.replace(/\.[^./]+$/, '').split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/**
 * Renders the React pages of a Docusaurus project at build time, as its server render would: the
 * page's default export, with the stand-ins of docusaurus-shims/ for what it imports from
 * Docusaurus (`@theme/Layout` records the title and renders only the content). Nothing of the page
 * runs in the browser.
 */
export class ReactPages {
  private readonly modules: SiteModules;

  constructor(
    siteDir: string,
    private readonly site: ShimSite,
  ) {
    this.modules = new SiteModules(siteDir);
  }

  /** The page's HTML and head, or a ContentError naming its file when it cannot be built, has no component or throws (the caller decides whether the build goes on without it). */
  /**
   * The project's own footer rendered once for every page, or why not: it threw, or it wraps the
   * theme's footer (this build's, drawn then as configured).
   */
  renderFooter(page: SitePage): RenderedReactPage | Warning {
    const rendered = this.render(page);
    const file = path.relative(process.cwd(), page.file);
    const wraps = rendered instanceof ContentError ? WRAPS_THEME_FOOTER.test(rendered.detail) : rendered.warnings.some((warning) => WRAPS_THEME_FOOTER.test(warning.message));
    if (wraps) return { file, message: "wraps the theme's own footer, which is drawn here as the configuration gives it, without what this file adds" };
    if (rendered instanceof ContentError) return { file, message: `${rendered.detail}; the footer of the configuration is drawn instead` };
    return rendered;
  }

  render(page: SitePage): RenderedReactPage | ContentError {
    const shown = path.relative(process.cwd(), page.file);
    // Before the module runs: its top level may call `translate()` (Wails's home page lists its features so).
    setShimSite(this.site);
    const module = this.modules.load(page.file);
    if (module instanceof Error) return new ContentError(shown, undefined, `could not be built: ${module.message}`, { cause: module });
    const component = module.exports.default;
    // A function, or what React makes of one (`React.memo(Footer)`, Babel's).
    if (!isComponent(component)) return new ContentError(shown, undefined, 'has no default export (the page component Docusaurus renders)');
    const record = beginPage(page.route);
    const leftOutBefore = browserOnlyLeftOut();
    try {
      const html = renderHtml(createElement(component as ComponentType<ReturnType<typeof routeProps>>, routeProps()));
      const stylesheet = pageStylesheet([module.css]);
      if (html.trim() === '' && record.redirectTo !== undefined) return { ...record, html, warnings: module.warnings, redirect: { file: shown, to: record.redirectTo } };
      // A page that draws itself only in the browser (`if (typeof window === 'undefined') return null`: Hermes's playground) is empty here.
      const empty = html.trim() === '' ? [{ file: shown, message: 'rendered nothing at build time (it draws itself only in the browser, which this build does not run its code in): the page is empty' }] : [];
      const browserOnly = browserOnlyLeftOut() > leftOutBefore && empty.length === 0 ? [{ file: shown, message: BROWSER_ONLY_LEFT_OUT }] : [];
      const events = record.handlesEvents ? [{ file: shown, message: EVENTS_NOT_HANDLED }] : [];
      return { ...record, html, warnings: [...module.warnings, ...empty, ...browserOnly, ...events], ...(stylesheet && { stylesheet }) };
    } catch (error) {
      // Most often the data of a plugin that is not run here, or a package that is not installed, whose stand-in cannot do what the page asks of it: say which.
      const missing = module.warnings.filter((warning) => /is not installed/.test(warning.message)).map((warning) => /"([^"]+)"/.exec(warning.message)?.[1]).filter(Boolean);
      const asked = record.pluginDataAsked ?? [];
      const cause =
        asked.length > 0
          ? ` (it reads the data of ${asked.map((name) => `"${name}"`).join(', ')} with usePluginData: a plugin gives it while Docusaurus runs it, and plugins are not run here)`
          : missing.length > 0
            ? ` (it uses ${missing.join(', ')}, not installed here)`
            : '';
      return new ContentError(shown, undefined, `threw while rendering: ${(error as Error).message ?? String(error)}${cause}`, { cause: error });
    }
  }
}
