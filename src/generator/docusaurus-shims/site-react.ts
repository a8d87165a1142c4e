/**
 * The React a site's own code runs on: the build's React 19, but a function component's
 * `defaultProps` apply, as they did in the React 16-18 that Docusaurus 2 and 3 projects were written
 * for (React 19 reads them only on classes): Testing Library's `Container` draws its wrapper because
 * `Container.defaultProps = { wrapper: true }`.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { currentPage } from './page.ts';

type Props = Record<string, unknown>;

/** An element's handler of an event (`onClick`, `onChange`): what the page's script would run in a browser. */
const EVENT_HANDLER = /^on[A-Z]/;

/** The props an element of the site's code gets: `type`'s defaults applied; an HTML element given a handler of events is noted on the page's record, as nothing runs it here. */
function elementProps(type: unknown, props: Props): Props {
  if (typeof type === 'string' && Object.keys(props).some((name) => EVENT_HANDLER.test(name) && typeof props[name] === 'function')) currentPage().handlesEvents = true;
  return withDefaults(type, props);
}

/** `props` with the defaults of `type` where they are undefined; `props` itself when `type` has none. */
function withDefaults(type: unknown, props: Props): Props {
  const defaults = typeof type === 'function' && !(type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent ? (type as { defaultProps?: Props }).defaultProps : undefined;
  if (!defaults) return props;
  const merged = { ...props };
  for (const [name, value] of Object.entries(defaults)) if (merged[name] === undefined) merged[name] = value;
  return merged;
}

/** `react/jsx-runtime`'s `jsx` and `jsxs`, and `React.createElement`, that apply them. */
export const jsx = (type: React.ElementType, props: Props, key?: React.Key) => jsxRuntime.jsx(type, elementProps(type, props), key);
export const jsxs = (type: React.ElementType, props: Props, key?: React.Key) => jsxRuntime.jsxs(type, elementProps(type, props), key);
const createElement = (type: React.ElementType, props: Props | null, ...children: React.ReactNode[]) => React.createElement(type, elementProps(type, props ?? {}), ...children);

/** `react` for a site: as `import React from 'react'` and `import * as React from 'react'` both read it. */
export const siteReact: Record<string, unknown> = { ...React, createElement };
siteReact.default = siteReact;
