/**
 * The Markdown stage: each source file rendered to HTML with what it needs from the site (data,
 * routes of linked files, images, code colours, site components), and the caches that let a
 * rebuild render again only the files a change reaches.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsFolderBase, type SiteConfig } from '../model/config.ts';
import { ContentError } from '../model/errors.ts';
import type { Translator } from '../model/i18n/translator.ts';
import type { HighlightCode } from '../markdown/code-block.ts';
import { renderMarkdown } from '../markdown/render-markdown.ts';
import { admonitionTypes } from '../markdown/admonitions.ts';
import { classedLines } from '../markdown/code-styles.ts';
import { normalizeNewlines } from '../tools/newlines.ts';
import type { MarkdownContext, MarkdownPlugins, SiteComponentHtml } from '../markdown/types.ts';
import { withFrontMatterData } from './front-matter-data.ts';
import { splitFrontMatter } from './front-matter.ts';
import type { ContentLayout } from './content-layout.ts';
import { titleStaysInBody, withoutContentTitle } from './content-title.ts';
import type { SourceFile } from './load.ts';
import { isFolderIndex, routeInOtherCase } from './route.ts';
import type { PageImages, ResolvedImage } from './page-images.ts';
import { PluginPasses } from './plugin-passes.ts';
import { atFileLines, rewrittenLineMap } from './rewritten-lines.ts';
import { pageStylesheet } from './page-stylesheet.ts';
import { linkIdsOf, type RenderedSource } from './page-plan.tsx';
import type { Lookup, MarkdownStore } from './markdown-store.ts';
import type { SiteComponents } from './site-components.ts';
import type { StaticImages } from './static-files.ts';
import { webpackFile } from './docusaurus-shims/file-modules.ts';

export interface MarkdownInputs {
  config: SiteConfig;
  text: Translator;
  mermaidScript: string | undefined;
  highlight: HighlightCode;
  siteComponents: SiteComponents;
  data: Record<string, unknown>;
  routeByFile: ReadonlyMap<string, string>;
  images: StaticImages;
  /** The project folder, which `@site/` names in a page's imports. */
  siteDir: string;
  pageImages: PageImages;
  copyableCode: ReadonlyMap<string, string>;
  /** The site's remark and rehype plugins by part of the site (`ContentLayout.markdownPlugins`). */
  markdownPlugins?: ContentLayout['markdownPlugins'];
}

/**
 * Each file's rendered Markdown, with what it looked up while rendering (the routes of the files it
 * links to, the images it shows). A file is rendered again when its text changed, when the data
 * changed, or when one of its lookups now gives another answer (a linked page was renamed).
 */
export class MarkdownCache {
  private readonly entries = new Map<string, { source: SourceFile; route: string; data: unknown; routeByFile: ReadonlyMap<string, string>; lookups: Lookup[]; result: RenderedSource; ranSiteCode?: boolean }>();
  private readonly plugins = new PluginPasses();
  private readonly renderedAtFileLines = new WeakMap<RenderedSource, RenderedSource>();

  /** `store`: what the previous builds rendered, on disk (a build's, not the dev server's, which keeps its own in memory). */
  constructor(private readonly store?: MarkdownStore) {}

  /** `persist`: false for a source the site's plugins changed, which the store's key does not cover. */
  render(source: SourceFile, route: string, inputs: MarkdownInputs, persist = true): RenderedSource {
    const cached = this.entries.get(source.file);
    if (cached && cached.source === source && cached.route === route && cached.data === inputs.data && this.answersHold(cached.lookups, source, inputs, cached.routeByFile === inputs.routeByFile)) {
      cached.routeByFile = inputs.routeByFile;
      return cached.result;
    }
    const key = persist ? this.store?.keyOf(source, route) : undefined;
    const stored = key === undefined ? undefined : this.store!.get(source.file, key);
    if (stored && this.answersHold(stored.lookups, source, inputs, this.store!.sameRoutes)) {
      this.entries.set(source.file, { source, route, data: inputs.data, routeByFile: inputs.routeByFile, lookups: stored.lookups, result: stored.result });
      return stored.result;
    }
    const lookups: Lookup[] = [];
    let ranSiteCode = false;
    const result = renderSource(source, route, inputs, (lookup) => lookups.push(lookup), () => (ranSiteCode = true));
    this.entries.set(source.file, { source, route, data: inputs.data, routeByFile: inputs.routeByFile, lookups, result, ranSiteCode });
    if (key !== undefined && !ranSiteCode) this.store!.put(source.file, key, lookups, result);
    return result;
  }

  /**
   * Starts the remark plugins of every source at once, as Docusaurus's loaders run side by side: a plugin
   * may wait, in one file, for what it does in another (Electron's API structure previews wait for the
   * structure's own page), which one file after another would never give it. `renderWithPlugins` awaits each.
   */
  startPlugins(sources: readonly SourceFile[], inputs: MarkdownInputs): void {
    for (const source of sources) {
      const plugins = inputs.markdownPlugins?.(source.area, source.rel);
      // Its failure is handled when the page is rendered; not here too.
      if (plugins) this.plugins.remark(source, plugins, admonitionTypes(inputs.config.markdown.admonitionKeywords)).catch(() => {});
    }
  }

  /** As `render`, between the remark and the rehype plugins of the source's part of the site, when it lists some. */
  async renderWithPlugins(source: SourceFile, route: string, inputs: MarkdownInputs): Promise<RenderedSource> {
    const plugins = inputs.markdownPlugins?.(source.area, source.rel);
    if (!plugins) return this.render(source, route, inputs);
    let remarked: SourceFile;
    try {
      remarked = await this.plugins.remark(source, plugins, admonitionTypes(inputs.config.markdown.admonitionKeywords));
    } catch (error) {
      return withPluginFailure(this.render(source, route, inputs), error, plugins, 'remark');
    }
    const rendered = this.render(remarked, route, inputs, false);
    const atLines = remarked === source ? rendered : this.atFileLines(rendered, source, remarked);
    try {
      return await this.plugins.rehype(atLines, source, plugins);
    } catch (error) {
      return withPluginFailure(atLines, error, plugins, 'rehype');
    }
  }

  /** A page rendered from the body the plugins wrote, its warnings and links at the lines of its file; the same object for the same rendering. */
  private atFileLines(rendered: RenderedSource, source: SourceFile, remarked: SourceFile): RenderedSource {
    let result = this.renderedAtFileLines.get(rendered);
    if (!result) this.renderedAtFileLines.set(rendered, (result = atFileLines(rendered, rewrittenLineMap(source.body, remarked.body, source.bodyStartLine))));
    return result;
  }

  /**
   * Forgets the pages that ran the site's code: what it draws (a `<CodeBlock>` inside a component,
   * OpenDAL's CodeTabs) asks for colours the page's lookups do not record, so once colours are made
   * these pages are rendered again.
   */
  forgetSiteCodePages(): void {
    for (const [file, entry] of this.entries) if (entry.ranSiteCode) this.entries.delete(file);
  }

  /** Forgets files that are no longer built. */
  keepOnly(sources: Iterable<SourceFile>): void {
    const kept = new Set([...sources].map((source) => source.file));
    for (const file of this.entries.keys()) if (!kept.has(file)) this.entries.delete(file);
  }

  /**
   * Whether every lookup still gives its answer; links need no new look when the routes are the very
   * map they were resolved in, and colours found once are never lost.
   */
  private answersHold(lookups: readonly Lookup[], source: SourceFile, inputs: MarkdownInputs, sameRoutes: boolean): boolean {
    return lookups.every(
      ({ kind, target, rel, answer }) =>
        (sameRoutes && (kind === 'link' || kind === 'route')) || (kind === 'colours' && answer === 'true') || JSON.stringify(look(kind, target, rel === source.rel ? source : { ...source, rel }, inputs) ?? null) === answer,
    );
  }
}

/** Each file's front matter with its data values, kept while the file and the data stay the same (so unchanged pages compare equal). */
export class FrontMatterDataCache {
  private readonly entries = new WeakMap<SourceFile, { data: unknown; result: SourceFile }>();

  apply(source: SourceFile, data: Record<string, unknown>): SourceFile {
    const cached = this.entries.get(source);
    if (cached?.data === data) return cached.result;
    const result = withFrontMatterData(source, data);
    this.entries.set(source, { data, result });
    return result;
  }
}


function look(kind: Lookup['kind'], target: string, source: SourceFile, inputs: MarkdownInputs) {
  if (kind === 'link') return resolveLink(source, target, inputs.routeByFile, inputs.siteDir);
  if (kind === 'route') return routeInOtherCase(inputs.routeByFile, target);
  // Only whether the colours exist: once made, they never change for the same code.
  if (kind === 'colours') return inputs.highlight(...(JSON.parse(target) as [string, string])) !== undefined || undefined;
  // A file a link names beside the page (`[the template](./template.zip)`) is copied as Docusaurus copies it: hashed, under assets/files/.
  if (kind === 'file') return inputs.pageImages.resolve(source, target, 'assets/files');
  return inputs.pageImages.resolve(source, target) ?? inputs.images.resolve(target);
}

/**
 * The route of the file a Markdown link names: beside the linking file, else, as Docusaurus also
 * tries, from the root of its docs folder (`cli/add.md` linking `catalogs.md` of the docs' root), and
 * a `/…md` path from the site's folder too (Home Assistant's `/docs/creating_integration_manifest.md`).
 */
function resolveLink(source: SourceFile, href: string, routeByFile: ReadonlyMap<string, string>, siteDir: string): string | undefined {
  const area = source.area === 'page' ? 'pages' : source.area;
  const target = decodeURIComponent(href);
  const from = (folder: string) => routeByFile.get(path.posix.normalize(path.posix.join(folder, target)));
  // `/x.md` is never beside the page: it is from the docs folder's root.
  const beside = target.startsWith('/') ? undefined : (from(path.posix.dirname(`${area}/${source.rel}`)) ?? routeByFile.get(path.resolve(path.dirname(source.absolute), target)));
  if (beside !== undefined) return beside;
  const fromSite = target.startsWith('/') ? routeByFile.get(path.join(siteDir, target)) : undefined;
  if (source.area !== 'wiki' || target.startsWith('.')) return fromSite;
  return from(`${area}/${source.rel.split('/')[0]!}`) ?? from(area) ?? fromSite;
}

/** `ranSiteCode` is called when the page reads the site's own code or files (a component, a module's value, a partial, a file beside it). */
function renderSource(source: SourceFile, route: string, inputs: MarkdownInputs, remember: (lookup: Lookup) => void, ranSiteCode: () => void): RenderedSource {
  // The first `<!-- truncate -->`, or in MDX `{/* truncate */}`, ends a post's excerpt; a later one is a comment (Prettier's 2.6 post has two).
  const body = titleStaysInBody(source, inputs.config.markdown.h1InBody) ? source.body : withoutContentTitle(source);
  const marker = /^(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/m.exec(body);
  const above = marker ? body.slice(0, marker.index) : body;
  const below = marker ? body.slice(marker.index + marker[0].length) : undefined;
  const styles: PageStyles = { css: [], code: new Set() };
  const context = contextOf(source, route, inputs, remember, ranSiteCode, styles);
  const full = renderMarkdown(below === undefined ? body : `${above}\n${below}`, context);
  const excerpt = below === undefined ? undefined : renderMarkdown(above, context);
  // The plain text is only counted: kept, it would hold a second copy of every page until the end.
  const { text, ...rendered } = full;
  const stylesheet = pageStylesheet(styles.css);
  const codeStyles = [...styles.code].sort();
  return { route, ...rendered, words: countWords(text), excerptHtml: excerpt?.html, linkIds: linkIdsOf(rendered.html), ...(stylesheet && { stylesheet }), ...(codeStyles.length > 0 && { codeStyles }) };
}

/** What a page's rendering collects for its styles: the rules of the CSS modules of the components it shows, and its code tokens' styles (code-styles.ts). */
type PageStyles = { css: string[]; code: Set<string> };

/**
 * What the Markdown of `source` reads the site through. A partial it imports gets its own, made from
 * a source of the same area whose `rel` is the partial's: its links and images are read beside it.
 * `styles` collects the page's styles.
 */
function contextOf(source: SourceFile, route: string, inputs: MarkdownInputs, remember: (lookup: Lookup) => void, ranSiteCode: () => void, styles: PageStyles): MarkdownContext {
  const lookUp = <Kind extends Lookup['kind']>(kind: Kind, target: string) => {
    const answer = look(kind, target, source, inputs);
    remember({ kind, target, rel: source.rel, answer: JSON.stringify(answer ?? null) });
    return answer as Kind extends 'link' | 'route' ? string | undefined : ResolvedImage | undefined;
  };
  const highlight: HighlightCode = (code, language) => {
    const lines = inputs.highlight(code, language);
    remember({ kind: 'colours', target: JSON.stringify([code, language]), rel: source.rel, answer: lines === undefined ? 'null' : 'true' });
    return lines && classedLines(lines, styles.code);
  };
  const styled = (rendered: SiteComponentHtml | Error | undefined) => {
    if (rendered !== undefined && !(rendered instanceof Error) && rendered.css) styles.css.push(rendered.css);
    return rendered;
  };
  // Each component of the page renders on its own: React's useId would give the same ids in each, so each has a prefix of its own (`c2-`).
  let components = 0;
  const nextIdPrefix = () => `c${++components}-`;
  const plugins = inputs.markdownPlugins?.(source.area, source.rel);
  const codeImport = plugins?.codeImport;
  const codeSnippets = plugins?.codeSnippets;
  return {
    file: source.file,
    bodyStartLine: source.bodyStartLine,
    data: inputs.data,
    frontMatter: source.frontMatter,
    baseUrl: inputs.config.baseUrl,
    headingIds: inputs.config.markdown.headingIds,
    // The title's id is taken first when the layout shows it; a title left in the body takes its own as it comes.
    ...(source.contentTitle !== undefined && !titleStaysInBody(source, inputs.config.markdown.h1InBody) && { contentTitle: source.contentTitle }),
    ...(inputs.config.markdown.admonitionKeywords.length > 0 && { admonitionKeywords: inputs.config.markdown.admonitionKeywords }),
    ...(inputs.config.markdown.h1InBody === 'allow' && { allowH1InBody: true }),
    ...(!inputs.config.markdown.dataReferences && { dataReferences: false as const }),
    format: source.frontMatter.format ?? (inputs.config.markdown.mdFiles === 'commonmark' && source.file.endsWith('.md') ? 'md' : undefined),
    pageUrl: docusaurusPageUrl(source, route, inputs.config),
    resolveMarkdownLink: (href) => lookUp('link', href),
    routeInOtherCase: (route) => lookUp('route', route),
    resolveImage: (src) => lookUp('image', src),
    resolveFile: (href) => lookUp('file', href),
    text: inputs.text,
    copyableCode: inputs.copyableCode,
    highlight,
    magicComments: inputs.config.markdown.magicComments,
    ...(!inputs.config.markdown.partialHeadingsInToc && { partialHeadingsInToc: false as const }),
    ...(inputs.config.markdown.mdx1 && { mdx1: true as const }),
    ...(inputs.config.markdown.emoji && { emoji: true as const }),
    ...(inputs.config.markdown.defaultCodeLanguage && { defaultCodeLanguage: inputs.config.markdown.defaultCodeLanguage }),
    mermaidScript: inputs.mermaidScript,
    npm2yarn: plugins?.npm2yarn,
    ...(codeImport && { codeImport: (file: string) => (ranSiteCode(), readTextBeside(source.absolute, file.replace(/^<rootDir>\//, `${codeImport.rootDir}/`))) }),
    ...(codeSnippets && { codeSnippets: (file: string) => (ranSiteCode(), readTextBeside(source.absolute, codeSnippets.baseDir === undefined ? file : path.resolve(codeSnippets.baseDir, file))) }),
    readRelativeFile: (file) => (ranSiteCode(), readImportedText(source.absolute, file.startsWith('@site/') ? path.join(inputs.siteDir, file.slice('@site/'.length)) : file)),
    ownsThemeComponent: (from) => inputs.siteComponents.ownsTheme(from),
    renderSiteComponent: (from, props, children, exportName, markdownFile) => (ranSiteCode(), styled(inputs.siteComponents.render(from, source.absolute, props, children, exportName, markdownFile, nextIdPrefix()))),
    siteValue: (from, exportName) => (ranSiteCode(), inputs.siteComponents.value(from, source.absolute, exportName)),
    pageExport: (module, name) => (ranSiteCode(), inputs.siteComponents.pageExport(source.absolute, module, name)),
    renderPageComponent: (module, name, props, childrenHtml, markdownFile) => (ranSiteCode(), styled(inputs.siteComponents.renderPageComponent(source.absolute, module, name, props, childrenHtml, markdownFile, nextIdPrefix()))),
    renderMdxComponent: (name, props, childrenHtml, markdownFile) => (ranSiteCode(), styled(inputs.siteComponents.renderMdxComponent(name, props, childrenHtml, markdownFile, nextIdPrefix()))),
    partial: (from) => {
      ranSiteCode();
      // `/docs/partials/_setup.mdx`: from the project's root, as Docusaurus's webpack reads it (the static folder, then the project: `resolve.roots`), unless that file is on the disk's.
      const rooted = from.startsWith('/') && !existsSync(from) ? [path.join(inputs.siteDir, 'static', from), path.join(inputs.siteDir, from)] : [];
      const file = from.startsWith('@site/') ? path.join(inputs.siteDir, from.slice('@site/'.length)) : (rooted.find((candidate) => existsSync(candidate)) ?? path.resolve(path.dirname(source.absolute), from));
      const text = readTextBeside(source.absolute, file);
      if (text === undefined) return undefined;
      const beside = path.relative(path.dirname(source.absolute), file).split(path.sep).join('/');
      const rel = path.posix.normalize(path.posix.join(path.posix.dirname(source.rel), beside));
      const shown = path.posix.normalize(path.posix.join(path.posix.dirname(source.file), beside));
      const split = splitFrontMatter(text, shown);
      const partial: SourceFile = { ...source, body: split.body, bodyStartLine: split.bodyStartLine, file: shown, absolute: file, rel };
      return { body: split.body, context: contextOf(partial, route, inputs, remember, ranSiteCode, styles) };
    },
  };
}

/** The text of a file a page imports (`!!raw-loader!./example`), found as webpack finds it (`webpackFile`). */
function readImportedText(page: string, file: string): string | undefined {
  const found = webpackFile(path.resolve(path.dirname(page), file));
  return found === undefined ? undefined : readTextBeside(page, found);
}

function readTextBeside(page: string, file: string): string | undefined {
  try {
    return normalizeNewlines(readFileSync(path.resolve(path.dirname(page), file), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A page's URL as Docusaurus gives it, which its relative URL links resolve against: by default no
 * trailing slash, except the wiki's root, a docs folder's root (`/wiki/survival/`), a folder's index
 * doc without a slug (`/docs/guides/`) or a slug written with one; a project's `trailingSlash` gives
 * every page one, or none.
 */
function docusaurusPageUrl(source: SourceFile, route: string, config: SiteConfig): string {
  const { trailingSlash } = config.markdown;
  if (trailingSlash !== undefined) return trailingSlash || route === '/' ? route : route.slice(0, -1);
  const slug = source.frontMatter.slug;
  const slash = source.rel.indexOf('/');
  const folder = slash === -1 ? undefined : source.rel.slice(0, slash);
  // The wiki's home, or a docs folder's: `/wiki/`, `/wiki/survival/`, a project's `/docs/`.
  const roots = [`/${config.docs.routeBasePath}/`, `/${docsFolderBase(config.docs, folder)}/`].map((root) => root.replace(/^\/\/$/, '/'));
  const docsRoot = source.area === 'wiki' && roots.includes(route);
  const folderIndex = source.area === 'wiki' && slug === undefined && isFolderIndex(source.rel);
  if (route === '/' || docsRoot || folderIndex || (typeof slug === 'string' && slug.endsWith('/'))) return route;
  return route.slice(0, -1);
}

/** Characters of Chinese, Japanese and Korean, written without spaces: each counts as a word, as Docusaurus's reading time counts them. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;

/** Words of a text whose whitespace is single spaces (as `renderMarkdown` gives it): one more than its spaces; each CJK character one. */
export function countWords(text: string): number {
  if (text === '') return 0;
  if (/[\u3040-\ufaff]/.test(text) && text.search(CJK) !== -1) return (text.match(CJK)?.length ?? 0) + text.replace(CJK, ' ').split(' ').filter(Boolean).length;
  let words = 1;
  for (let space = text.indexOf(' '); space !== -1; space = text.indexOf(' ', space + 1)) words += 1;
  return words;
}

/**
 * A site plugin that failed on a page of a project whose configuration asked for packages that are not
 * installed: most likely it called one's stand-in (Electron's API-history plugin, `@electron/fiddle-core`),
 * which Docusaurus, with the packages installed, would not have. The page is built without that part's
 * plugins and the failure is a warning naming them. Without missing packages, the plugin's failure is
 * the project's own and stops the build, as on Docusaurus.
 */
function withPluginFailure(rendered: RenderedSource, error: unknown, plugins: MarkdownPlugins, kind: 'remark' | 'rehype'): RenderedSource {
  if (!(error instanceof ContentError) || !plugins.missingPackages?.length) throw error;
  const message = `${error.detail}; the page is built without the site's ${kind} plugins (one may use ${plugins.missingPackages.join(', ')}, not installed here)`;
  return { ...rendered, warnings: [...rendered.warnings, { file: error.file, message }] };
}
