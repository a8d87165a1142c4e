/**
 * A Docusaurus project's `markdown.parseFrontMatter`: called for each Markdown file with its path,
 * its text and Docusaurus's own reader, what it returns as the front matter replaces what was read
 * (Saleor's sets every doc's `pagination_prev` and `pagination_next` to null and adds the kind of
 * an API page to its title).
 */
import { readFileSync } from 'node:fs';
import { ContentError, type Warning } from '../model/errors.ts';
import { type FrontMatter, splitFrontMatter } from './front-matter.ts';
import type { ContentLayout, FrontMatterHook } from './content-layout.ts';
import type { LoadedContent, SourceFile } from './load.ts';
import { normalizeNewlines } from '../tools/newlines.ts';
import { sourceWith } from './source-facts.ts';

/** `content` with each file's front matter (of those `only` names: the files read again) as the layout's hook makes it, when it has one. */
export async function withHookedFrontMatter(content: LoadedContent, layout: ContentLayout, only?: ReadonlySet<string>): Promise<LoadedContent> {
  if (!layout.frontMatterHook) return content;
  const { hook, file } = layout.frontMatterHook;
  const files = await Promise.all(content.files.map((source) => (only && !only.has(source.absolute) ? source : hooked(source, hook, file))));
  return { ...content, files };
}

async function hooked(source: SourceFile, hook: FrontMatterHook, configFile: string): Promise<SourceFile> {
  const fileContent = normalizeNewlines(readFileSync(source.absolute, 'utf8'));
  const defaultParseFrontMatter = async (params: { fileContent: string }) => {
    const split = splitFrontMatter(params.fileContent, source.file);
    return { frontMatter: split.frontMatter, content: split.body };
  };
  let result: unknown;
  try {
    result = await hook({ filePath: source.absolute, fileContent, defaultParseFrontMatter });
  } catch (error) {
    throw new ContentError(source.file, undefined, `${configFile}: markdown.parseFrontMatter failed on this file: ${(error as Error).message}`, { cause: error });
  }
  const frontMatter = (result as { frontMatter?: unknown } | undefined)?.frontMatter;
  if (typeof frontMatter !== 'object' || frontMatter === null || Array.isArray(frontMatter)) {
    const warning: Warning = { file: source.file, message: `${configFile}: markdown.parseFrontMatter gave no front matter for this file; the file's own is used` };
    return sourceWith(source, { warnings: [...source.warnings, warning] });
  }
  return sourceWith(source, { frontMatter: frontMatter as FrontMatter });
}
