import type { Program } from 'estree';
import type { Nodes } from 'mdast';
import type { MdxFlowExpression, MdxJsxTextElement, MdxTextExpression } from 'mdast-util-mdx';
import type { LiteralValue, NOT_LITERAL } from './literal-value.ts';
import type { JsxElement } from './theme-components.ts';

/* Where an element's children sit in the source: which of them are its own, and how far in they are written. */

/** Elements named `name` among `parent`'s children, looking into paragraphs but not into other elements. */
export function childElements(parent: JsxElement, name: string): JsxElement[] {
  return (parent.children as Nodes[]).flatMap((child): JsxElement[] => {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === name) return [child];
    if (child.type === 'paragraph') return child.children.filter((inline): inline is MdxJsxTextElement => inline.type === 'mdxJsxTextElement' && inline.name === name);
    return [];
  });
}

/**
 * The indentation of the element holding `nodes`, which MDX takes off their lines: the least column
 * any of them starts at (at most `columns`, where the first starts). Only that: a child written
 * further left (a fence under an indented `<summary>`) keeps every space of its lines.
 */
export function containerIndent(nodes: readonly Nodes[], columns: number): number {
  let indent = columns;
  for (let index = 0; index < nodes.length && indent > 0; index += 1) indent = Math.min(indent, (nodes[index]!.position?.start.column ?? 1) - 1);
  return indent;
}

/** Takes up to `columns` of leading spaces off every line after the first (which starts at the content). */
export function dedent(text: string, columns: number): string {
  if (columns <= 0) return text;
  const indent = new RegExp(`\\n[ \\t]{0,${columns}}`, 'g');
  return text.replace(indent, '\n');
}

/**
 * An element's children as text (a code block's): the string of a lone expression (`{Source}`, a
 * `raw-loader` import's text, a literal, a template over the page's names: `valueOf`), else the
 * source of its children, dedented, each expression in it written as its value when every one has
 * one (`curl -L -o {macArmAsset.name} {macArmAsset.url}`: sapling's installation page).
 */
export function childText(node: JsxElement, source: string, valueOf: (program: Program | undefined) => LiteralValue | typeof NOT_LITERAL): string {
  const [only] = node.children;
  if (node.children.length === 1 && only) {
    const expression = only.type === 'paragraph' && only.children.length === 1 ? only.children[0] : only;
    if (expression?.type === 'mdxFlowExpression' || expression?.type === 'mdxTextExpression') {
      const program = expression.data?.estree as Program | undefined;
      const value = valueOf(program);
      if (typeof value === 'string') return value;
    }
  }
  const first = node.children[0]?.position?.start;
  const last = node.children.at(-1)?.position?.end;
  if (first?.offset === undefined || last?.offset === undefined) return '';
  let text = source.slice(first.offset, last.offset);
  const values = expressionsIn(node.children as Nodes[]).map((expression) => ({ at: expression.position!, value: valueOf(expression.data?.estree as Program | undefined) }));
  if (values.length > 0 && values.every(({ at, value }) => (typeof value === 'string' || typeof value === 'number') && at.start.offset !== undefined && at.end.offset !== undefined)) {
    // From the last to the first, so the offsets before each stay right.
    for (const { at, value } of values.reverse()) text = text.slice(0, at.start.offset! - first.offset) + String(value) + text.slice(at.end.offset! - first.offset);
  }
  return dedent(text, containerIndent(node.children, first.column - 1));
}

/** The expressions among `nodes` and inside their paragraphs, in the order they are written. */
function expressionsIn(nodes: readonly Nodes[]): (MdxTextExpression | MdxFlowExpression)[] {
  return nodes.flatMap((node) => (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression' ? [node] : node.type === 'paragraph' ? expressionsIn(node.children) : []));
}
