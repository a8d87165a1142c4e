import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { MarkdownFileHtml, SiteChildElement, SiteComponentHtml } from '../markdown/types.ts';
import { RenderedJsx } from '../markdown/mdx/literal-value.ts';
import { isComponent, rawHtml, rawHtmlElement, renderHtml } from './docusaurus-shims/raw-html.ts';
import { topLevelParts } from '../tools/balanced-html.ts';
import { setShimSite, type ShimSite } from './docusaurus-shims/site.ts';
import { BROWSER_ONLY_LEFT_OUT, browserOnlyLeftOut, currentPage } from './docusaurus-shims/page.ts';
import { SITE_RUNTIME_MODULES } from './docusaurus-shims/modules.ts';
import { CSS_MODULE_FILE, SiteModules, type SiteModule, WEBPACK_EXTENSIONS } from './site-bundle.ts';
import { svgComponent } from './docusaurus-shims/svg-image.ts';

/** As Docusaurus's webpack resolves a module named without its extension (`WEBPACK_EXTENSIONS`). */
const EXTENSIONS = ['', ...WEBPACK_EXTENSIONS, ...WEBPACK_EXTENSIONS.map((extension) => `/index${extension}`)];
/** The module whose default export names the components every MDX page may use without importing them. */
const MDX_COMPONENTS = '@site/src/theme/MDXComponents';

/** Props of a component as the page writes them (literals only). */
type Props = Record<string, unknown>;

/**
 * A site's own React components that its MDX pages use: imported (`@site/src/components/Destaque`,
 * or a path relative to the page) or given to every page by `src/theme/MDXComponents`. Bundled
 * (site-bundle.ts) and rendered to HTML at build time with the page's props, the children in
 * place; nothing runs in the browser. `@site/` is the content folder, where a Docusaurus site's
 * `src/` goes beside `wiki/`.
 */
export class SiteComponents {
  private readonly modules: SiteModules;

  constructor(
    private readonly contentDir: string,
    private readonly site: ShimSite,
  ) {
    this.modules = new SiteModules(contentDir);
  }

  /**
   * The component's HTML with its children inside (their HTML, or the site components written as its
   * children, as elements); undefined when no file is there; an Error (with the reason) when the
   * file could not be built or rendered.
   */
  render(from: string, pageFile: string, props: Props, children: string | readonly SiteChildElement[], exportName = 'default', markdownFile?: MarkdownFileHtml, idPrefix?: string): SiteComponentHtml | Error | undefined {
    const kids = typeof children === 'string' ? { nodes: childNodes(children), modules: [] } : this.childElements(children, pageFile);
    if (kids instanceof Error) return kids;
    const withKids = (module: Pick<SiteModule, 'warnings' | 'css'>) => ({ warnings: [...module.warnings, ...kids.modules.flatMap((kid) => kid.warnings)], css: [module.css, ...kids.modules.map((kid) => kid.css)].filter(Boolean).join('\n') });
    if (Object.hasOwn(SITE_RUNTIME_MODULES, from) && this.themeFile(from) === undefined) {
      const module = SITE_RUNTIME_MODULES[from] as Record<string, unknown>;
      // `import { Tweet } from 'react-tweet'`: a named export of the stand-in module.
      const standIn = exported(module, exportName);
      return isComponent<Props>(standIn) ? this.renderComponent(standIn, withKids({ warnings: [], css: '' }), props, kids.nodes, { markdownFile, idPrefix }) : undefined;
    }
    const file = this.resolve(from, pageFile);
    if (!file) return undefined;
    // A picture imported by the page (`import Chart from './chart.svg'`) is a component, as svgr makes it.
    if (file.endsWith('.svg')) return this.renderComponent(svgComponent(file) as ComponentType<Props>, withKids({ warnings: [], css: '' }), props, kids.nodes, { pageFile, markdownFile, idPrefix });
    const module = this.load(file);
    if (module instanceof Error) return module;
    const component = exported(module.exports, exportName);
    return isComponent<Props>(component) ? this.renderComponent(component, withKids(module), props, kids.nodes, { pageFile, markdownFile, idPrefix }) : new Error(exportName === 'default' ? 'its file exports no component' : `its file exports no component named ${exportName}`);
  }

  /** Site components written as a component's children, as the elements its code reads (their type, their props); an Error when one cannot be found. */
  private childElements(children: readonly SiteChildElement[], pageFile: string): { nodes: ReactNode[]; modules: Pick<SiteModule, 'warnings' | 'css'>[] } | Error {
    const nodes: ReactNode[] = [];
    const modules: Pick<SiteModule, 'warnings' | 'css'>[] = [];
    for (const [index, child] of children.entries()) {
      const file = this.resolve(child.from, pageFile);
      const module = file === undefined ? new Error(`no file for "${child.from}"`) : this.load(file);
      if (module instanceof Error) return module;
      const component = exported(module.exports, child.exportName);
      if (!isComponent<Props>(component)) return new Error(`"${child.from}" exports no component ${child.exportName}`);
      modules.push(module);
      nodes.push(createElement(component, { key: index, ...givenProps(child.props) }, rawHtml(child.childrenHtml)));
    }
    return { nodes, modules };
  }

  /**
   * What a module of the site exports as `exportName` (its whole exports for `*`); undefined when it cannot be loaded or has none.
   * A CSS module's are its classes (an MDX doc's `import styles from './x.module.css'`), whose rules go to `styled`.
   */
  value(from: string, pageFile: string, exportName: string, styled: (css: string) => void): unknown {
    const file = this.resolve(from, pageFile);
    if (file !== undefined && CSS_MODULE_FILE.test(file)) {
      const { classes, css } = this.modules.cssModule(file);
      styled(css);
      return exportName === 'default' || exportName === '*' ? classes : classes[exportName];
    }
    const module = file === undefined ? undefined : this.load(file);
    if (module === undefined || module instanceof Error) return undefined;
    return exportName === '*' ? module.exports : exportName === 'default' ? (module.exports.default ?? module.exports) : module.exports[exportName];
  }

  /** What an MDX page's own module (`source`, its ESM blocks, run beside `pageFile`) exports as `name`; undefined when it cannot be built or has none. */
  pageExport(pageFile: string, source: string, name: string): unknown {
    const module = this.loadSource(pageFile, source);
    return module instanceof Error ? undefined : module.exports[name];
  }

  /** A component the page exports itself (`export const Highlight = …`), rendered as `render` does. */
  renderPageComponent(pageFile: string, source: string, name: string, props: Props, childrenHtml: string, markdownFile?: MarkdownFileHtml, idPrefix?: string): SiteComponentHtml | Error | undefined {
    const module = this.loadSource(pageFile, source);
    if (module instanceof Error) return module;
    const component = module.exports[name];
    // No warnings of its module: it holds every import of the page, which the page's renderer reports on itself.
    return isComponent<Props>(component) ? this.renderComponent(component, { warnings: [], css: module.css }, props, childNodes(childrenHtml), { pageFile, markdownFile, idPrefix }) : new Error(`the page's export ${name} is no component`);
  }

  /** The component `src/theme/MDXComponents` names `name`, rendered as `render` does; undefined when it names none. */
  renderMdxComponent(name: string, props: Props, childrenHtml: string, markdownFile?: MarkdownFileHtml, idPrefix?: string): SiteComponentHtml | Error | undefined {
    const file = this.resolve(MDX_COMPONENTS, this.contentDir);
    if (!file) return undefined;
    const module = this.load(file);
    if (module instanceof Error) return new Error(`src/theme/MDXComponents could not be built (${module.message})`);
    const components = module.exports.default as Record<string, unknown> | undefined;
    const component = components !== null && typeof components === 'object' && Object.hasOwn(components, name) ? components[name] : undefined;
    return isComponent<Props>(component) ? this.renderComponent(component, module, props, childNodes(childrenHtml), { markdownFile, idPrefix }) : undefined;
  }

  /** A module of the site, loaded with this site's translations in place: a module's own top level may call `translate()` (Wails's feature list). */
  private load(file: string): ReturnType<SiteModules['load']> {
    setShimSite(this.site);
    return this.modules.load(file);
  }

  private loadSource(pageFile: string, source: string): ReturnType<SiteModules['loadSource']> {
    setShimSite(this.site);
    return this.modules.loadSource(pageFile, source);
  }

  /** `pageFile`: the page whose component this is; `markdownFile`: how that page renders a Markdown file the component imports. */
  private renderComponent(component: ComponentType<Props>, module: Pick<SiteModule, 'warnings' | 'css'>, props: Props, children: readonly ReactNode[], page: { pageFile?: string; markdownFile?: MarkdownFileHtml; idPrefix?: string }): SiteComponentHtml | Error {
    setShimSite({ ...this.site, ...(page.pageFile !== undefined && { currentFile: page.pageFile }), ...(page.markdownFile && { renderMarkdownFile: page.markdownFile }) });
    // A `<Redirect>` among what it renders is noted on the record of the page being rendered: this component's alone is read.
    const record = currentPage();
    const redirectBefore = record.redirectTo;
    record.redirectTo = undefined;
    try {
      const leftOutBefore = browserOnlyLeftOut();
      const html = renderHtml(createElement(component, givenProps(props), ...children), page.idPrefix);
      const browserOnly = browserOnlyLeftOut() > leftOutBefore && page.pageFile !== undefined ? [{ file: path.relative(process.cwd(), page.pageFile), message: BROWSER_ONLY_LEFT_OUT }] : [];
      return { html, warnings: [...module.warnings, ...browserOnly], css: module.css, ...(record.redirectTo !== undefined && { redirectTo: record.redirectTo }) };
    } catch (error) {
      // Most often a module it imports is not installed, and its stand-in cannot do what the component asks of it: say which (cspell's @cspell/filetypes).
      const missing = module.warnings.map((warning) => /^module "([^"]+)" is not installed/.exec(warning.message)?.[1]).filter((name) => name !== undefined);
      return missing.length === 0 ? (error as Error) : new Error(`${(error as Error).message} (it uses ${[...new Set(missing)].join(', ')}, not installed here)`, { cause: error });
    } finally {
      record.redirectTo = redirectBefore;
    }
  }

  /** Whether the project has its own `src/theme/X` for `from` (`@theme/X`). */
  ownsTheme(from: string): boolean {
    return this.themeFile(from) !== undefined;
  }

  /** The project's own file for `@theme/X` (its `src/theme/X`), when it has one its code may import. */
  private themeFile(from: string): string | undefined {
    return from.startsWith('@theme/') ? this.modules.themeAliases[from] : undefined;
  }

  /** The file of a component: in the site (`@site/…`, relative to the page), or of a package the site has installed. */
  private resolve(from: string, pageFile: string): string | undefined {
    const own = this.themeFile(from);
    if (own !== undefined) return own;
    // A path from the root is the site's first, as webpack's `resolve.roots` reads it for Docusaurus (Saleor's `/components/AppMetadata/AppMetadata.jsx`).
    const bases = from.startsWith('@site/') ? [path.join(this.contentDir, from.slice('@site/'.length))] : from.startsWith('.') ? [path.resolve(path.dirname(pageFile), from)] : from.startsWith('/') ? [path.join(this.contentDir, from), from] : undefined;
    if (bases === undefined) return installedPackage(from, this.contentDir);
    return bases.flatMap((base) => EXTENSIONS.map((extension) => path.resolve(base + extension))).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  }
}

/** A component's props as the page wrote them: JSX written as a prop's value (`text={<b>Selector Function</b>}`, Reselect's) is its HTML, in place. */
function givenProps(props: Props): Props {
  return Object.fromEntries(Object.entries(props).map(([name, value]) => [name, value instanceof RenderedJsx ? rawHtml(value.html) : value]));
}

/**
 * Children written in Markdown as the component gets them from MDX: one node, or one per element or
 * text when there are several (Saleor's `CardGrid` maps over them: `"map" in children`); an element
 * as an element, text as a string.
 */
function childNodes(html: string): ReactNode[] {
  const parts = topLevelParts(html);
  if (!parts || parts.length === 0) return [rawHtml(html)];
  return parts.map((part) => (part.startsWith('<') ? rawHtmlElement(part) : rawHtml(part)));
}

/** Where a package the site lists is installed (its entry file), when it is. */
function installedPackage(name: string, siteDir: string): string | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(name);
  } catch {
    return undefined;
  }
}

/**
 * What a module exports as `exportName`: `default` (the module itself when it has none), a name, or
 * a member of one (`InternalLinks.CreateSelector`, Reselect's components kept in one object;
 * `S.Step`, Saleor's kept on the default component itself).
 */
function exported(module: Record<string, unknown>, exportName: string): unknown {
  const [name, ...members] = exportName.split('.');
  let value: unknown = name === 'default' ? (module.default ?? module) : module[name!];
  for (const member of members) value = (typeof value === 'object' || typeof value === 'function') && value !== null && Object.hasOwn(value, member) ? (value as Record<string, unknown>)[member] : undefined;
  return value;
}
