import type { Nodes, Root } from 'mdast';
import { directiveFromMarkdown, directiveToMarkdown } from 'mdast-util-directive';
import { fromMarkdown, type Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown, mdxToMarkdown } from 'mdast-util-mdx';
import { toMarkdown, type Options as ToMarkdownExtension } from 'mdast-util-to-markdown';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { admonitionTitlesAsLabels, admonitionTypes as defaultAdmonitionTypes } from './admonitions.ts';
import { blankHtmlComments, escapeHeadingIds } from './mdx/source-rewrites.ts';

/** Syntax a remark plugin adds (remark-math's `$…$`), as unified plugins declare it in the processor's data. */
export interface PluginSyntax {
  micromark: readonly MicromarkExtension[];
  fromMarkdown: readonly FromMarkdownExtension[];
  toMarkdown: readonly ToMarkdownExtension[];
}

/** The line `renderSource` splits a post's excerpt at. */
const TRUNCATE_LINE = /^<!--\s*truncate\s*-->[ \t]*$/gm;
const TRUNCATE_EXPRESSION = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
const MDX_NODE = /^mdx(?:JsxFlowElement|JsxTextElement|FlowExpression|TextExpression|jsEsm)$/;

/**
 * A page's body as the tree Docusaurus gives remark plugins: MDX (or CommonMark for a `.md` page
 * read as Markdown), GitHub's extensions and directives (`:::tip`), after the steps Docusaurus 3
 * takes before MDX (an admonition's `:::tip Title` read as `:::tip[Title]`, HTML comments dropped,
 * `{#id}` kept as text; `admonitionTypes`: the types of admonitions, the site's keywords included). A post's truncate comment stays,
 * as an MDX comment, for `mdastToText` to give back. Throws the parser's error for invalid MDX.
 */
export function textToMdast(body: string, mdx: boolean, syntax: PluginSyntax, admonitionTypes: readonly string[] = defaultAdmonitionTypes()): Root {
  const titled = admonitionTitlesAsLabels(body, admonitionTypes);
  const text = mdx ? escapeHeadingIds(blankHtmlComments(titled.replace(TRUNCATE_LINE, '{/* truncate */}'))) : titled;
  return fromMarkdown(text, {
    extensions: [...(mdx ? [mdxjs()] : []), gfm(), directive(), ...syntax.micromark],
    mdastExtensions: [...(mdx ? [mdxFromMarkdown()] : []), gfmFromMarkdown(), directiveFromMarkdown(), ...syntax.fromMarkdown],
  });
}

/** The tree written back as Markdown, or as MDX when it holds MDX nodes, for the renderer to read as it reads any page. */
export function mdastToText(tree: Root, mdx: boolean, syntax: PluginSyntax): string {
  const children = tree.children.map((node) => (node.type === 'mdxFlowExpression' && TRUNCATE_EXPRESSION.test(node.value) ? { type: 'html' as const, value: '<!-- truncate -->' } : node));
  return toMarkdown({ ...tree, children }, {
    extensions: [...(mdx ? [mdxToMarkdown()] : []), gfmToMarkdown(), directiveToMarkdown(), ...syntax.toMarkdown],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
  });
}

/** Whether a plugin put MDX in the tree (JSX, an expression, an import): the page is then read as MDX. */
export function holdsMdx(node: Nodes): boolean {
  return MDX_NODE.test(node.type) || ('children' in node && node.children.some(holdsMdx));
}
