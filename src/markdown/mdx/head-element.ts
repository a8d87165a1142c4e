import type { Nodes } from 'mdast';
import { isNoIndexMeta } from '../../tools/robots-meta.ts';
import type { JsxElement } from './theme-components.ts';

/**
 * An MDX page's `<Head>` (`@docusaurus/Head`) or `<head>`, which Docusaurus puts in the page's head:
 * whether a robots `<meta>` of it keeps the page out of search engines. Anything else it holds (a
 * title, other tags) is left out, and `warn` says so.
 */
export function headOf(node: JsxElement, warn: (message: string) => void): boolean {
  const children = (node.children as Nodes[]).flatMap((child): Nodes[] => (child.type === 'paragraph' ? child.children : [child])).filter((child) => child.type !== 'text' || child.value.trim() !== '');
  const noIndex = children.filter((child) => (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'meta' && isNoIndexMeta(attribute(child, 'name'), attribute(child, 'content')));
  if (children.length > noIndex.length) warn(`<${node.name}> is not rendered here: set the title and description in the front matter`);
  return noIndex.length > 0;
}

/** An attribute written as a string (`name="robots"`); undefined for an expression. */
function attribute(element: JsxElement, name: string): string | undefined {
  for (const written of element.attributes) if (written.type === 'mdxJsxAttribute' && written.name === name && typeof written.value === 'string') return written.value;
  return undefined;
}
