import { normalizeNewlines } from '../tools/newlines.ts';
import { placeFootnotes } from './footnotes.ts';
import { renderFragment } from './markdown-fragment.ts';
import { ContentError } from '../model/errors.ts';
import { MdxSyntaxError } from './mdx/parse-mdx.ts';
import { commentHeadingIdsAsIds } from './mdx/source-rewrites.ts';
import { isMdx } from './mdx/is-mdx.ts';
import { renderRepairing } from './mdx/mdx1-repairs.ts';
import { unwrapMdxCodeBlocks } from './mdx-code-blocks.ts';
import { renderMdx } from './mdx/render-mdx.ts';
import type { MarkdownContext, RenderedMarkdown } from './types.ts';

/**
 * Renders the Markdown body of a page (front matter already removed) to HTML, with the headings,
 * internal links, warnings and plain text the rest of the build needs. Line numbers are file lines.
 * A page with MDX syntax (imports, JSX) is read by the MDX parser; any other by marked alone.
 * Throws a ContentError for an unknown `{{ data.key }}` or a missing image.
 */
export function renderMarkdown(source: string, context: MarkdownContext): RenderedMarkdown {
  const rendered = renderBody(commentHeadingIdsAsIds(unwrapMdxCodeBlocks(normalizeNewlines(source))), context);
  // Footnotes are numbered over the whole page, which the MDX path renders in parts.
  rendered.html = placeFootnotes(rendered.html, context.text);
  return rendered;
}


function renderBody(body: string, context: MarkdownContext): RenderedMarkdown {
  if (!isMdx(body, context.file, context.format)) return renderFragment(body, context);
  // Lines each repair cut in two (as lines of the source it repaired): what comes after is one line further down.
  const splits: number[] = [];
  const fileLine = (line: number | undefined) => (line === undefined ? undefined : context.bodyStartLine + lineBeforeSplits(line - context.bodyStartLine, splits));
  try {
    const rendered = renderRepairing(body, context.mdx1 === true, (source) => renderMdx(source, context), splits);
    for (const warning of rendered.warnings) if (warning.file === context.file) warning.line = fileLine(warning.line);
    return rendered;
  } catch (error) {
    if (error instanceof ContentError && error.file === context.file && splits.length > 0) throw new ContentError(error.file, fileLine(error.line), error.detail, { cause: error.cause });
    if (!(error instanceof MdxSyntaxError)) throw error;
    return markdownFallback(body, context, error, fileLine);
  }
}

/** Line `line` (0-based) of a source after `splits` (see `renderBody`), as a line of the source before them. */
function lineBeforeSplits(line: number, splits: readonly number[]): number {
  let before = line;
  for (const split of [...splits].reverse()) if (before > split) before -= 1;
  return before;
}

/** Docusaurus would stop here; the page is still worth showing, with the reason and the place. */
function markdownFallback(body: string, context: MarkdownContext, error: MdxSyntaxError, fileLine: (line: number | undefined) => number | undefined): RenderedMarkdown {
  const fallback = renderFragment(body, context);
  const line = error.line === undefined ? undefined : fileLine(context.bodyStartLine + error.line - 1);
  fallback.warnings.unshift({ file: context.file, line, message: `not valid MDX (${error.reason}): rendered as Markdown, with the MDX shown as text` });
  return fallback;
}
