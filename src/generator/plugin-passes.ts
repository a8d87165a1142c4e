/**
 * A site's remark plugins before the Markdown stage and its rehype plugins after it, for the files
 * whose part of the site lists some. Each result is kept by the identity of what it was made from
 * (the source file, the rendered page), so a rebuild runs the plugins only on what changed.
 */
import { isMdx } from '../markdown/mdx/is-mdx.ts';
import type { MarkdownPlugins } from '../markdown/types.ts';
import type { SourceFile } from './load.ts';
import { linkIdsOf, type RenderedSource } from './page-plan.tsx';

/** unified and the parsers it needs are loaded only by a site that has plugins. */
const pipeline = () => import('../markdown/site-plugins.ts');

export class PluginPasses {
  private readonly remarked = new WeakMap<SourceFile, Promise<SourceFile>>();
  private readonly rehyped = new WeakMap<RenderedSource, Promise<RenderedSource>>();

  /** The source with the body the remark plugins made (`admonitionTypes`: the site's, constant over a build), read as they wrote it (`format`); the same source when they changed nothing. */
  remark(source: SourceFile, plugins: MarkdownPlugins, admonitionTypes: readonly string[]): Promise<SourceFile> {
    if (plugins.remark.length === 0) return Promise.resolve(source);
    let result = this.remarked.get(source);
    if (!result) {
      result = pipeline().then(async ({ runRemarkPlugins }) => {
        const mdx = isMdx(source.body, source.file, source.frontMatter.format);
        const made = await runRemarkPlugins(source.body, mdx, plugins.remark, pluginFile(source), admonitionTypes);
        return made ? { ...source, body: made.body, frontMatter: { ...source.frontMatter, format: made.mdx ? 'mdx' : 'md' } } : source;
      });
      this.remarked.set(source, result);
    }
    return result;
  }

  /** The rendered page (and its excerpt) after the rehype plugins. */
  rehype(rendered: RenderedSource, source: SourceFile, plugins: MarkdownPlugins): Promise<RenderedSource> {
    if (plugins.rehype.length === 0) return Promise.resolve(rendered);
    let result = this.rehyped.get(rendered);
    if (!result) {
      result = pipeline().then(async ({ runRehypePlugins }) => {
        const file = pluginFile(source);
        const html = (await runRehypePlugins(rendered.html, plugins.rehype, file)) ?? rendered.html;
        const excerptHtml = rendered.excerptHtml === undefined ? undefined : ((await runRehypePlugins(rendered.excerptHtml, plugins.rehype, file)) ?? rendered.excerptHtml);
        return html === rendered.html && excerptHtml === rendered.excerptHtml ? rendered : { ...rendered, html, excerptHtml, linkIds: linkIdsOf(html) };
      });
      this.rehyped.set(rendered, result);
    }
    return result;
  }
}

function pluginFile(source: SourceFile) {
  return { absolute: source.absolute, file: source.file, frontMatter: source.frontMatter };
}
