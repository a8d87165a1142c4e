/**
 * The Markdown stage: each source file rendered to HTML with what it needs from the site (data,
 * routes of linked files, images, code colours, site components), and the caches that let a
 * rebuild render again only the files a change reaches.
 */
import { ContentError } from '../model/errors.ts';
import { admonitionTypes } from '../markdown/admonitions.ts';
import type { MarkdownPlugins } from '../markdown/types.ts';
import { withFrontMatterData } from './front-matter-data.ts';
import type { SourceFile } from './load.ts';
import { PluginPasses } from './plugin-passes.ts';
import { atFileLines, lineMapOf } from './rewritten-lines.ts';
import type { RenderedSource } from './page-plan.tsx';
import type { Lookup, MarkdownStore } from './markdown-store.ts';
import { look, type MarkdownInputs, renderSource } from './render-source.ts';

export type { MarkdownInputs } from './render-source.ts';
export { markdownConfigOf } from './render-source.ts';

/** How long a page's remark plugins run before those of the pages whose results were kept run too. */
const WAIT_FOR_KEPT_PAGES_MS = 3000;

/**
 * Each file's rendered Markdown, with what it looked up while rendering (the routes of the files it
 * links to, the images it shows). A file is rendered again when its text changed, when the data
 * changed, or when one of its lookups now gives another answer (a linked page was renamed).
 */
export class MarkdownCache {
  private readonly entries = new Map<string, { source: SourceFile; route: string; data: unknown; routeByFile: ReadonlyMap<string, string>; lookups: Lookup[]; result: RenderedSource; ranSiteCode?: boolean }>();
  private readonly plugins: PluginPasses;
  private readonly renderedAtFileLines = new WeakMap<RenderedSource, RenderedSource>();

  /** `store`: what the previous builds rendered, on disk (a build's, not the dev server's, which keeps its own in memory). */
  constructor(private readonly store?: MarkdownStore) {
    this.plugins = new PluginPasses(store?.plugins);
  }

  render(source: SourceFile, route: string, inputs: MarkdownInputs): RenderedSource {
    const cached = this.entries.get(source.file);
    if (cached && cached.source === source && cached.route === route && cached.data === inputs.data && this.answersHold(cached.lookups, source, inputs, cached.routeByFile === inputs.routeByFile)) {
      cached.routeByFile = inputs.routeByFile;
      return cached.result;
    }
    const key = this.store?.keyOf(source, route);
    const stored = key === undefined ? undefined : this.store!.get(source.file, key);
    if (stored && this.answersHold(stored.lookups, source, inputs, this.store!.sameRoutes)) {
      this.entries.set(source.file, { source, route, data: inputs.data, routeByFile: inputs.routeByFile, lookups: stored.lookups, result: stored.result });
      return stored.result;
    }
    const lookups: Lookup[] = [];
    let ranSiteCode = false;
    const rendered = renderSource(source, route, inputs, (lookup) => lookups.push(lookup), () => (ranSiteCode = true));
    const result = key !== undefined && !ranSiteCode ? this.store!.put(source.file, key, lookups, rendered) : rendered;
    this.entries.set(source.file, { source, route, data: inputs.data, routeByFile: inputs.routeByFile, lookups, result, ranSiteCode });
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
      remarked = await this.remarked(source, plugins, inputs);
    } catch (error) {
      return withPluginFailure(this.render(source, route, inputs), error, plugins, 'remark');
    }
    // The store's key covers the body the plugins wrote.
    const rendered = this.render(remarked, route, inputs);
    const atLines = remarked === source ? rendered : this.atFileLines(rendered, source, remarked);
    try {
      return await this.plugins.rehype(atLines, source, plugins);
    } catch (error) {
      return withPluginFailure(atLines, error, plugins, 'rehype');
    }
  }

  /** The remark plugins' result; when it is long in coming, the plugins run on the pages whose results were kept too (it may be waiting for one). */
  private async remarked(source: SourceFile, plugins: MarkdownPlugins, inputs: MarkdownInputs): Promise<SourceFile> {
    const made = this.plugins.remark(source, plugins, admonitionTypes(inputs.config.markdown.admonitionKeywords));
    if (!this.plugins.keptAny) return made;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, WAIT_FOR_KEPT_PAGES_MS, 'late')));
    // A failure is the caller's; the race only tells whether the result came in time.
    if ((await Promise.race([made.catch(() => undefined), late])) === 'late') this.plugins.runKeptAgain();
    clearTimeout(timer);
    return made;
  }

  /** A page rendered from the body the plugins wrote, its warnings and links at the lines of its file; the same object for the same rendering. */
  private atFileLines(rendered: RenderedSource, source: SourceFile, remarked: SourceFile): RenderedSource {
    let result = this.renderedAtFileLines.get(rendered);
    if (!result) this.renderedAtFileLines.set(rendered, (result = atFileLines(rendered, lineMapOf(this.plugins.alignedLinesOf(remarked), source.bodyStartLine))));
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
