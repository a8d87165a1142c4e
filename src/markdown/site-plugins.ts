import { isMainThread } from 'node:worker_threads';
import type { Root } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { type Plugin, type Processor, type Transformer, unified } from 'unified';
import type { Node } from 'unist';
import { VFile } from 'vfile';
import { ContentError } from '../model/errors.ts';
import { type FileRead, recordReadsNow } from '../tools/file-reads.ts';
import { holdsMdx, mdastToText, type PluginSyntax, textToMdast } from './mdast-text.ts';
import { MdxSyntaxError } from './mdx/parse-mdx.ts';
import type { SitePlugin } from './types.ts';

/** The file the plugins run on: where it is (`file.path` for plugins), how messages name it, its front matter (`file.data.frontMatter`, as Docusaurus gives it). */
export interface PluginFile {
  absolute: string;
  file: string;
  frontMatter: Record<string, unknown>;
  /** The project's folder: the plugins' working directory (`file.cwd`), as under `docusaurus build`. */
  siteDir?: string;
}

/**
 * Runs a site's remark plugins on a page's body (`admonitionTypes`: the site's, its keywords included), as Docusaurus runs them on its MDX tree (unified's
 * `run`: sync, async and callback transformers alike), and gives the body they made, written back as
 * Markdown or MDX (`mdx`), for the renderer to read like any page; undefined when they left the tree
 * as it was, so an untouched page renders exactly as written. A plugin that throws stops the build
 * with the file and the plugin's error.
 */
export async function runRemarkPlugins(body: string, mdx: boolean, plugins: readonly SitePlugin[], file: PluginFile, admonitionTypes?: readonly string[]): Promise<{ body: string; mdx: boolean } | undefined> {
  const processor = frozen(plugins, 'remark', file, () => unified());
  const syntax = pluginSyntax(processor);
  const read = readAs(body, mdx, syntax, admonitionTypes);
  // The tree as it was, but where its nodes are in the file, to tell whether the plugins changed it:
  // its JSON costs a fraction of writing it as Markdown, which a page they leave alone then never is
  // (redwood: most of its 2,017 pages, 12 s).
  const treeBefore = jsonOf(read.tree);
  const tree = (await run(processor, read.tree, file, body)) as Root;
  if (treeBefore !== undefined && jsonOf(tree) === treeBefore) return undefined;
  const writeMdx = read.mdx || holdsMdx(tree);
  try {
    return { body: mdastToText(tree, writeMdx, syntax), mdx: writeMdx };
  } catch (error) {
    // Most often a plugin put in the tree what a package that is not installed stood in for.
    throw new ContentError(file.file, undefined, `the page that the remark plugins made cannot be written (${(error as Error).message}): one of them may use a package that is not installed`, { cause: error });
  }
}

/** A tree's JSON without the places of its nodes; undefined for one JSON cannot write (a plugin put a value of its own in it). */
function jsonOf(tree: Root): string | undefined {
  try {
    return JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value));
  } catch {
    return undefined;
  }
}

/** Runs a site's rehype plugins on a page's rendered HTML; undefined when they changed nothing. */
export async function runRehypePlugins(html: string, plugins: readonly SitePlugin[], file: PluginFile): Promise<string | undefined> {
  const processor = frozen(plugins, 'rehype', file, () => unified().use(rehypeParse, { fragment: true }).use(rehypeStringify) as unknown as AnyProcessor);
  const tree = processor.parse(html);
  const before = String(processor.stringify(tree));
  const after = String(processor.stringify(await run(processor, tree, file, html)));
  return after === before ? undefined : after;
}

/** A page the MDX parser rejects is read as Markdown, as the renderer reads it (with its warning). */
function readAs(body: string, mdx: boolean, syntax: PluginSyntax, admonitionTypes: readonly string[] | undefined): { tree: Root; mdx: boolean } {
  if (!mdx) return { tree: textToMdast(body, false, syntax, admonitionTypes), mdx };
  try {
    return { tree: textToMdast(body, true, syntax, admonitionTypes), mdx };
  } catch (error) {
    if (error instanceof MdxSyntaxError || (error as { source?: string }).source?.startsWith('micromark-extension-mdx')) return { tree: textToMdast(body, false, syntax, admonitionTypes), mdx: false };
    throw error;
  }
}

/** Plugins may do anything to the tree: the processor is typed as unified's most general one. */
type AnyProcessor = Processor;

/** A plugin's failure, with the plugin: unified's own error would not say which one it was. */
class PluginFailure extends Error {
  constructor(
    readonly plugin: string,
    readonly reason: unknown,
  ) {
    super(plugin);
  }
}

async function run(processor: AnyProcessor, tree: Node, file: PluginFile, value: string): Promise<Node> {
  try {
    return await processor.run(tree, new VFile({ path: file.absolute, value, data: { frontMatter: file.frontMatter }, ...(file.siteDir !== undefined && { cwd: file.siteDir }) }));
  } catch (error) {
    throw failure(error, file);
  }
}

/** One processor per list of plugins (each plugin's attacher runs once, as in Docusaurus), made when a first file needs it, and the files its attachers looked at. */
const processors = new WeakMap<readonly SitePlugin[], { processor: AnyProcessor; reads: FileRead[] }>();

/** The files the attachers of `plugins` looked at when they set up (every page's result depends on them); none before a first file ran them. */
export function setUpReads(plugins: readonly SitePlugin[]): readonly FileRead[] {
  return processors.get(plugins)?.reads ?? [];
}

function frozen(plugins: readonly SitePlugin[], kind: string, file: PluginFile, base: () => AnyProcessor): AnyProcessor {
  const made = processors.get(plugins);
  if (made) return made.processor;
  const processor = base();
  for (const plugin of plugins) processor.use(named(plugin, kind));
  let reads: FileRead[];
  try {
    // Apart from the first file's: what the attachers read is read for every file.
    reads = recordReadsNow(() => inFolder(file.siteDir, () => processor.freeze())).reads;
  } catch (error) {
    throw failure(error, file);
  }
  processors.set(plugins, { processor, reads });
  return processor;
}

function failure(error: unknown, file: PluginFile): unknown {
  if (!(error instanceof PluginFailure)) return error;
  const reason = error.reason instanceof Error ? error.reason.message : String(error.reason);
  return new ContentError(file.file, undefined, `${error.plugin} failed: ${reason}`, { cause: error.reason });
}

/** The plugin as unified calls it, its errors (setting up or transforming) naming it. */
function named({ name, plugin, options }: SitePlugin, kind: string): Plugin {
  const label = `${kind} plugin ${name}`;
  return function (this: Processor) {
    let transformer: unknown;
    try {
      transformer = plugin.apply(this, options === undefined ? [] : [options]);
    } catch (error) {
      throw new PluginFailure(label, error);
    }
    return typeof transformer === 'function' ? namedTransformer(transformer as Transformer, label) : undefined;
  };
}

/** trough calls a transformer with `next` only when it declares three parameters: kept so. */
function namedTransformer(transformer: Transformer, label: string): Transformer {
  if (transformer.length >= 3) {
    return function (this: unknown, tree, file, next) {
      try {
        return inFolder(file.cwd, () => transformer.call(this, tree, file, (error, ...rest) => next(error && (new PluginFailure(label, error) as Error), ...rest)));
      } catch (error) {
        throw new PluginFailure(label, error);
      }
    };
  }
  return async function (this: unknown, tree, file) {
    let result: unknown;
    try {
      result = await inFolder(file.cwd, () => transformer.call(this, tree, file, () => undefined));
    } catch (error) {
      throw new PluginFailure(label, error);
    }
    if (result instanceof Error) throw new PluginFailure(label, result);
    return result as Node | undefined;
  };
}

/**
 * `run` with the project's folder as the working directory, as Docusaurus runs (React Query Builder's
 * plugin reads `path.resolve('../CHANGELOG.md')`); back at once, so no other work of the build runs
 * in it: an async plugin's later part runs where the build does.
 */
function inFolder<T>(folder: string | undefined, run: () => T): T {
  const cwd = process.cwd();
  if (folder === undefined || folder === cwd || !isMainThread) return run();
  process.chdir(folder);
  try {
    return run();
  } finally {
    process.chdir(cwd);
  }
}

function pluginSyntax(processor: AnyProcessor): PluginSyntax {
  const data = processor.data() as Record<string, unknown>;
  const list = <T>(key: string) => (Array.isArray(data[key]) ? (data[key] as T[]) : []);
  return { micromark: list('micromarkExtensions'), fromMarkdown: list('fromMarkdownExtensions'), toMarkdown: list('toMarkdownExtensions') };
}
