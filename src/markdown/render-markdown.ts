import { normalizeNewlines } from '../tools/newlines.ts';
import { placeFootnotes } from './footnotes.ts';
import { renderFragment } from './markdown-fragment.ts';
import { MdxSyntaxError } from './mdx/parse-mdx.ts';
import { isMdx } from './mdx/is-mdx.ts';
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
  const rendered = renderBody(unwrapMdxCodeBlocks(normalizeNewlines(source)), context);
  // Footnotes are numbered over the whole page, which the MDX path renders in parts.
  rendered.html = placeFootnotes(rendered.html, context.text);
  return rendered;
}

function renderBody(body: string, context: MarkdownContext): RenderedMarkdown {
  if (!isMdx(body, context.file, context.format)) return renderFragment(body, context);
  try {
    return renderMdx(body, context);
  } catch (error) {
    if (!(error instanceof MdxSyntaxError)) throw error;
    // Docusaurus would stop here; the page is still worth showing, with the reason and the place.
    const fallback = renderFragment(body, context);
    const line = error.line === undefined ? undefined : context.bodyStartLine + error.line - 1;
    fallback.warnings.unshift({ file: context.file, line, message: `not valid MDX (${error.reason}): rendered as Markdown, with the MDX shown as text` });
    return fallback;
  }
}
