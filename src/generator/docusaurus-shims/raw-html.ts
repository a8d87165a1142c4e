import { Children, type ComponentType, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A mark React writes as text (it escapes `<`, not these characters) and `renderHtml` replaces. */
const RAW_MARK = /\uE004(\d+)\uE005/g;
/** Where the markup of the node starts: React 19 writes what it would hoist into a head (an image's preload) before it. */
const START_MARK = '\uE006';
const pending: string[] = [];
let depth = 0;

/**
 * HTML made outside React (this site's Tabs, code blocks, an MDX page's children) for a component
 * to return or hold as a child: React cannot write raw HTML without an element of its own around it.
 */
export function rawHtml(html: string): string {
  pending.push(html);
  return `\uE004${pending.length - 1}\uE005`;
}

/**
 * An element of HTML made outside React, as MDX gives a component its Markdown children: an element,
 * which a component may test (`'map' in children`: Saleor's CardGrid with one card), not a string.
 */
export function rawHtmlElement(html: string): ReactElement {
  return createElement(RawHtml, { html });
}

function RawHtml({ html }: { html: string }): string {
  return rawHtml(html);
}

/**
 * The static markup of `node`, raw HTML in place. Stand-ins call it too, for the HTML of their
 * children. What React would hoist into a head is left out: the pages built here have their own.
 * `identifierPrefix`: before the ids `useId` gives, so that two renders on one page do not repeat them.
 */
export function renderHtml(node: ReactNode, identifierPrefix?: string): string {
  depth += 1;
  try {
    const markup = renderToStaticMarkup(createElement(Fragment, null, START_MARK, node), identifierPrefix === undefined ? undefined : { identifierPrefix });
    return markup.slice(markup.indexOf(START_MARK) + START_MARK.length).replace(RAW_MARK, (_mark, index: string) => pending[Number(index)] ?? '');
  } finally {
    depth -= 1;
    if (depth === 0) pending.length = 0;
  }
}

/** The text of children written as text (`<Translate>Hi</Translate>`, `<title>{name} docs</title>`). */
export function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : ''))
    .join('');
}

/** Whether a site's export is a component React renders: a function, or what React makes of one (`memo(…)`, `forwardRef(…)`: Reselect's tabs). */
export function isComponent<Props>(value: unknown): value is ComponentType<Props> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}
