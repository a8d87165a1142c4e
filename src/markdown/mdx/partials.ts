import type { Program } from 'estree';
import { ContentError } from '../../model/errors.ts';
import type { MarkdownContext, PartialFile, RenderedMarkdown } from '../types.ts';
import { memberPath, NOT_LITERAL, type LiteralValue } from './literal-value.ts';
import { renderRepairing } from './mdx1-repairs.ts';
import { MdxSyntaxError } from './parse-mdx.ts';

/** An import of another Markdown file (`import Paper from './_paper.mdx'`), which `<Paper />` renders in place. */
export const PARTIAL_FILE = /\.mdx?$/;

/** What a file is rendered within: the props its element gave it (`{props.name}`), and the files rendering it, outermost first. */
export interface PartialScope {
  props: Readonly<Record<string, LiteralValue>>;
  files: readonly string[];
}

/** `{props.name}` (or `{props.a.b}`): that prop's value; NOT_LITERAL when the expression is not one. */
export function propValue(program: Program | undefined, scope: PartialScope): LiteralValue | typeof NOT_LITERAL {
  const path = memberPath(program, 'props');
  if (!path) return NOT_LITERAL;
  let value: LiteralValue = scope.props;
  for (const key of path) value = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, key) ? (value as Record<string, LiteralValue>)[key] : undefined;
  return value;
}

type RenderMdx = (source: string, context: MarkdownContext, scope: PartialScope) => RenderedMarkdown;

/**
 * The partial rendered by `render` with the props of its element (at `line` of `importer`). A file
 * that imports itself again, through any others, stops the build naming both; one the MDX parser
 * rejects is left out with a warning at its own line.
 */
export function renderPartial(found: PartialFile, scope: PartialScope, importer: string, line: number, render: RenderMdx): RenderedMarkdown {
  const { file, bodyStartLine } = found.context;
  const files = [...scope.files, file];
  if (scope.files.includes(file)) throw new ContentError(importer, line, `import cycle: "${importer}" imports "${file}", which is already being rendered (${files.join(' → ')})`);
  try {
    // Only repairs that keep every line where it was: the partial's warnings keep their lines.
    return renderRepairing(found.body, found.context.mdx1 === true, (body) => render(body, found.context, { props: scope.props, files }));
  } catch (error) {
    if (!(error instanceof MdxSyntaxError)) throw error;
    const at = error.line === undefined ? undefined : bodyStartLine + error.line - 1;
    return { html: '', headings: [], text: '', links: [], warnings: [{ file, line: at, message: `not valid MDX (${error.reason}): imported by ${importer}, left out` }] };
  }
}
