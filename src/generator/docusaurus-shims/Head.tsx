import { Children, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isNoIndexMeta } from '../../tools/robots-meta.ts';
import { currentPage } from './page.ts';
import { textOf } from './raw-html.ts';

/** Elements of `<Head>` that go into the page's head as they are; `<title>` and the description become the page's own. */
const HEAD_ELEMENTS = new Set(['meta', 'link', 'script', 'style', 'base', 'noscript']);

/** `@docusaurus/Head`: records what the page puts in its head; renders nothing in the body. */
export default function Head({ children }: { children?: ReactNode }) {
  const page = currentPage();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') continue;
    const { props } = child;
    if (child.type === 'meta' && isNoIndexMeta(props.name, props.content)) page.noIndex = true;
    if (child.type === 'title') page.documentTitle = textOf(props.children as ReactNode);
    else if (child.type === 'meta' && props.name === 'description' && typeof props.content === 'string') page.description = props.content;
    // Not renderHtml, which leaves out what React 19 hoists to a head: these very tags.
    else if (HEAD_ELEMENTS.has(child.type)) page.headTags.push(renderToStaticMarkup(child));
  }
  return null;
}
