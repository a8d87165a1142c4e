/**
 * A source file rendered to HTML with what it needs from the site: the routes of the files it links
 * to, images, data, code colours, the site's components and partials. Each lookup is told to the
 * caller, which keeps the rendering while the answers hold (markdown-sources.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsFolderBase, type SiteConfig } from '../model/config.ts';
import type { Translator } from '../model/i18n/translator.ts';
import type { HighlightCode } from '../markdown/code-block.ts';
import { renderMarkdown } from '../markdown/render-markdown.ts';
import { classedLines } from '../markdown/code-styles.ts';
import { normalizeNewlines } from '../tools/newlines.ts';
import type { MarkdownContext, SiteComponentHtml } from '../markdown/types.ts';
import { splitFrontMatter } from './front-matter.ts';
import type { ContentLayout } from './content-layout.ts';
import { titleStaysInBody, withoutContentTitle } from './content-title.ts';
import type { SourceFile } from './load.ts';
import { isFolderIndex, routeInOtherCase } from './route.ts';
import type { PageImages, ResolvedImage } from './page-images.ts';
import { pageStylesheet } from './page-stylesheet.ts';
import { linkIdsOf, type RenderedSource } from './page-plan.tsx';
import type { Lookup } from './markdown-store.ts';
import type { SiteComponents } from './site-components.ts';
import type { StaticImages } from './static-files.ts';
import { webpackFile } from './docusaurus-shims/file-modules.ts';

/**
 * What of the configuration a page's Markdown is rendered with, and all the Markdown store's key
 * holds of it: a navbar, a footer or a title changed renders no Markdown again (a doc added to a
 * Docusaurus sidebar changes the navbar's doc items, and rendered every page's Markdown again).
 */
export type MarkdownConfig = Pick<SiteConfig, 'baseUrl' | 'markdown' | 'linkChecks' | 'docs' | 'codeThemes'>;

export function markdownConfigOf({ baseUrl, markdown, linkChecks, docs, codeThemes }: SiteConfig): MarkdownConfig {
  return { baseUrl, markdown, linkChecks, docs, codeThemes };
}

export interface MarkdownInputs {
  config: MarkdownConfig;
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


export function look(kind: Lookup['kind'], target: string, source: SourceFile, inputs: MarkdownInputs) {
  if (kind === 'link') return resolveLink(source, target, inputs.routeByFile, inputs.siteDir);
  if (kind === 'route') return routeInOtherCase(inputs.routeByFile, target);
  if (kind === 'theme') return inputs.siteComponents.ownsTheme(target);
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
export function renderSource(source: SourceFile, route: string, inputs: MarkdownInputs, remember: (lookup: Lookup) => void, ranSiteCode: () => void): RenderedSource {
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
  return { route, ...rendered, words: countWords(text), excerptHtml: excerpt?.html, linkIds: linkIdsOf(rendered.html), ...(stylesheet && { stylesheet }), ...(codeStyles.length > 0 && { codeStyles }), ...(styles.redirectTo !== undefined && { redirectTo: styles.redirectTo }) };
}

/** What a page's rendering collects for its styles: the rules of the CSS modules of the components it shows, and its code tokens' styles (code-styles.ts); and where the first `<Redirect>` of its components sends the browser. */
type PageStyles = { css: string[]; code: Set<string>; redirectTo?: string };

/**
 * What the Markdown of `source` reads the site through. A partial it imports gets its own, made from
 * a source of the same area whose `rel` is the partial's: its links and images are read beside it.
 * `styles` collects the page's styles.
 */
function contextOf(source: SourceFile, route: string, inputs: MarkdownInputs, remember: (lookup: Lookup) => void, ranSiteCode: () => void, styles: PageStyles): MarkdownContext {
  const lookUp = <Kind extends Lookup['kind']>(kind: Kind, target: string) => {
    const answer = look(kind, target, source, inputs);
    remember({ kind, target, rel: source.rel, answer: JSON.stringify(answer ?? null) });
    return answer as Kind extends 'link' | 'route' ? string | undefined : Kind extends 'theme' ? boolean : ResolvedImage | undefined;
  };
  const highlight: HighlightCode = (code, language) => {
    const lines = inputs.highlight(code, language);
    remember({ kind: 'colours', target: JSON.stringify([code, language]), rel: source.rel, answer: lines === undefined ? 'null' : 'true' });
    return lines && classedLines(lines, styles.code);
  };
  const styled = (rendered: SiteComponentHtml | Error | undefined) => {
    if (rendered !== undefined && !(rendered instanceof Error) && rendered.css) styles.css.push(rendered.css);
    if (rendered !== undefined && !(rendered instanceof Error) && rendered.redirectTo !== undefined) styles.redirectTo ??= rendered.redirectTo;
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
    ...(!inputs.config.linkChecks.markdown && { brokenMarkdownLinks: 'ignore' as const }),
    ...(inputs.config.linkChecks.markdownImages !== 'stop' && { brokenMarkdownImages: inputs.config.linkChecks.markdownImages }),
    ...(!inputs.config.markdown.dataReferences && { dataReferences: false as const }),
    ...(!inputs.config.markdown.figureLinks && { figureLinks: false as const }),
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
    ownsThemeComponent: (from) => lookUp('theme', from),
    renderSiteComponent: (from, props, children, exportName, markdownFile) => (ranSiteCode(), styled(inputs.siteComponents.render(from, source.absolute, props, children, exportName, markdownFile, nextIdPrefix()))),
    siteValue: (from, exportName) => (ranSiteCode(), inputs.siteComponents.value(from, source.absolute, exportName, (css) => styles.css.push(css))),
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
function docusaurusPageUrl(source: SourceFile, route: string, config: MarkdownConfig): string {
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
