/**
 * A site's remark plugins before the Markdown stage and its rehype plugins after it, for the files
 * whose part of the site lists some. Each result is kept by the identity of what it was made from
 * (the source file, the rendered page), so a rebuild in the same process runs the plugins only on
 * what changed; and, given a store, between builds too, with the files the plugins looked at.
 */
import { isMdx } from '../markdown/mdx/is-mdx.ts';
import type { MarkdownPlugins } from '../markdown/types.ts';
import { type FileRead, recordReads } from '../tools/file-reads.ts';
import type { SourceFile } from './load.ts';
import { linkIdsOf, type RenderedSource } from './page-plan.tsx';
import type { PluginStore } from './plugin-store.ts';
import { alignedLines } from './rewritten-lines.ts';
import { bodyDigestOf } from './source-facts.ts';
import { htmlText } from '../model/page-html.ts';

/** unified and the parsers it needs are loaded only by a site that has plugins. */
const pipeline = () => import('../markdown/site-plugins.ts');

export class PluginPasses {
  private readonly remarked = new WeakMap<SourceFile, Promise<SourceFile>>();
  private readonly rehyped = new WeakMap<RenderedSource, Promise<RenderedSource>>();
  /** For each body the remark plugins wrote, the page's line each of its lines comes from (`alignedLines`). */
  private readonly aligned = new WeakMap<SourceFile, number[] | undefined>();
  /** The pages whose remark result came from the store, and what their plugins would have been run with. */
  private kept: { source: SourceFile; plugins: MarkdownPlugins; admonitionTypes: readonly string[] }[] = [];

  constructor(private readonly store?: PluginStore) {}

  /** The source with the body the remark plugins made (`admonitionTypes`: the site's, constant over a build), read as they wrote it (`format`); the same source when they changed nothing. */
  remark(source: SourceFile, plugins: MarkdownPlugins, admonitionTypes: readonly string[]): Promise<SourceFile> {
    if (plugins.remark.length === 0) return Promise.resolve(source);
    let result = this.remarked.get(source);
    if (!result) {
      const key = this.keyOf(['remark', admonitionTypes], source, bodyDigestOf(source), plugins);
      const stored = key === undefined ? undefined : this.store!.get('remark', source.file, key);
      if (stored) this.kept.push({ source, plugins, admonitionTypes });
      result = stored
        ? Promise.resolve(this.withBody(source, stored.text === undefined ? undefined : { body: stored.text, mdx: stored.mdx === true }, stored.lines))
        : pipeline().then(async ({ runRemarkPlugins, setUpReads }) => {
            const made = await recordReads(() => runRemarkPlugins(source.body, isMdx(source.body, source.file, source.frontMatter.format), plugins.remark, pluginFile(source, plugins), admonitionTypes));
            const lines = made.value && alignedLines(source.body, made.value.body);
            if (key !== undefined) this.store!.put('remark', source.file, key, { reads: readsOf(source, setUpReads(plugins.remark), made.reads), ...(made.value && { text: made.value.body, mdx: made.value.mdx }), ...(lines && { lines }) });
            return this.withBody(source, made.value, lines);
          });
      this.remarked.set(source, result);
    }
    return result;
  }

  /** The lines of the page's file each line of a body the remark plugins wrote comes from (`alignedLines`); undefined: the same lines. */
  alignedLinesOf(remarked: SourceFile): readonly number[] | undefined {
    return this.aligned.get(remarked);
  }

  /** The source as the remark plugins wrote it, read as they wrote it (`format`); the same source when they changed nothing. */
  private withBody(source: SourceFile, made: { body: string; mdx: boolean } | undefined, lines: number[] | undefined): SourceFile {
    if (!made) return source;
    const remarked = { ...source, body: made.body, frontMatter: { ...source.frontMatter, format: made.mdx ? 'mdx' : 'md' } };
    this.aligned.set(remarked, lines);
    return remarked;
  }

  /** Whether some page's remark result came from the store, its plugins not run. */
  get keptAny(): boolean {
    return this.kept.length > 0;
  }

  /** Runs the remark plugins, their results unused, on the pages whose results came from the store: a page's plugin may be waiting for what it does on one of them. */
  runKeptAgain(): void {
    const kept = this.kept;
    this.kept = [];
    void pipeline().then(({ runRemarkPlugins }) => {
      for (const { source, plugins, admonitionTypes } of kept) runRemarkPlugins(source.body, isMdx(source.body, source.file, source.frontMatter.format), plugins.remark, pluginFile(source, plugins), admonitionTypes).catch(() => {});
    });
  }

  /** The rendered page (and its excerpt) after the rehype plugins. */
  rehype(rendered: RenderedSource, source: SourceFile, plugins: MarkdownPlugins): Promise<RenderedSource> {
    if (plugins.rehype.length === 0) return Promise.resolve(rendered);
    let result = this.rehyped.get(rendered);
    if (!result) {
      const key = this.keyOf(['rehype', rendered.excerptHtml ?? null], source, htmlText(rendered.html), plugins);
      const stored = key === undefined ? undefined : this.store!.get('rehype', source.file, key);
      result = stored
        ? Promise.resolve(withHtml(rendered, stored.text, stored.excerpt))
        : pipeline().then(async ({ runRehypePlugins, setUpReads }) => {
            const file = pluginFile(source, plugins);
            const made = await recordReads(async () => {
              const html = await runRehypePlugins(htmlText(rendered.html), plugins.rehype, file);
              return { html, excerpt: rendered.excerptHtml === undefined ? undefined : await runRehypePlugins(rendered.excerptHtml, plugins.rehype, file) };
            });
            if (key !== undefined) this.store!.put('rehype', source.file, key, { reads: readsOf(source, setUpReads(plugins.rehype), made.reads), ...(made.value.html !== undefined && { text: made.value.html }), ...(made.value.excerpt !== undefined && { excerpt: made.value.excerpt }) });
            return withHtml(rendered, made.value.html, made.value.excerpt);
          });
      this.rehyped.set(rendered, result);
    }
    return result;
  }

  /** The store's key of what the plugins make of `text` from `source`; none without a store or without a digest of their code. */
  private keyOf(inputs: unknown[], source: SourceFile, text: string, plugins: MarkdownPlugins): string | undefined {
    return this.store && plugins.codeDigest !== undefined ? this.store.keyOf([...inputs, source.file, source.absolute, source.frontMatter, plugins.codeDigest], text) : undefined;
  }
}

/** The rendered page with the HTML the rehype plugins made of it and of its excerpt (undefined: they changed nothing). */
function withHtml(rendered: RenderedSource, html: string | undefined, excerptHtml: string | undefined): RenderedSource {
  if (html === undefined && excerptHtml === undefined) return rendered;
  const made = html ?? rendered.html;
  return { ...rendered, html: made, excerptHtml: excerptHtml ?? rendered.excerptHtml, linkIds: linkIdsOf(htmlText(made)) };
}

/** The files the plugins looked at for a page: their set-up's and their run's, but the page's own file (its text is in the key). */
function readsOf(source: SourceFile, setUp: readonly FileRead[], run: readonly FileRead[]): FileRead[] {
  return [...setUp, ...run].filter(([file]) => file !== source.absolute);
}

function pluginFile(source: SourceFile, { siteDir }: MarkdownPlugins) {
  return { absolute: source.absolute, file: source.file, frontMatter: source.frontMatter, ...(siteDir !== undefined && { siteDir }) };
}
