import type { Nodes } from 'mdast';
import { isNoIndexMeta } from '../../tools/robots-meta.ts';
import type { RenderedMarkdown } from '../types.ts';
import type { JsxElement } from './theme-components.ts';

/** What a page's `<Head>` says of it: kept out of search engines, its window's whole title, its description. */
export type PageHead = Pick<RenderedMarkdown, 'noIndex' | 'headTitle' | 'headDescription'>;

/**
 * An MDX page's `<Head>` (`@docusaurus/Head`) or `<head>`, which Docusaurus puts in the page's head:
 * a robots `<meta>` that keeps the page out of search engines, a `<title>` (the window's whole title,
 * as react-helmet keeps the innermost: Dyte's 698 pages), a description `<meta>`. Anything else it
 * holds is left out, and `warn` says so.
 */
export function headOf(node: JsxElement, warn: (message: string) => void): PageHead {
  const children = (node.children as Nodes[]).flatMap((child): Nodes[] => (child.type === 'paragraph' ? child.children : [child])).filter((child) => child.type !== 'text' || child.value.trim() !== '');
  const head: PageHead = {};
  let read = 0;
  for (const child of children) {
    if (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') continue;
    const [name, content] = [attribute(child, 'name'), attribute(child, 'content')];
    if (child.name === 'meta' && isNoIndexMeta(name, content)) head.noIndex = true;
    else if (child.name === 'meta' && name === 'description' && content !== undefined) head.headDescription = content;
    else if (child.name === 'title' && child.children.every((part) => part.type === 'text')) head.headTitle = child.children.map((part) => (part.type === 'text' ? part.value : '')).join('').trim();
    else continue;
    read++;
  }
  if (children.length > read) warn(`<${node.name}> is not rendered here but for its title, description and robots meta: set the rest in the front matter`);
  return head;
}

/** `head` with what `over` says over it (a page's own head over its partials'); `over` may be a whole rendering. */
export function withHead(head: PageHead, over: PageHead): PageHead {
  return { ...head, ...(over.noIndex && { noIndex: true }), ...(over.headTitle !== undefined && { headTitle: over.headTitle }), ...(over.headDescription !== undefined && { headDescription: over.headDescription }) };
}

/** An attribute written as a string (`name="robots"`); undefined for an expression. */
function attribute(element: JsxElement, name: string): string | undefined {
  for (const written of element.attributes) if (written.type === 'mdxJsxAttribute' && written.name === name && typeof written.value === 'string') return written.value;
  return undefined;
}
