import { createElement, type ReactNode } from 'react';

/**
 * Stands for every component of a module that is not here: its children, so the text around it
 * still reads. Made with `new` (`new Remarkable()`), it is an object whose every method gives an
 * empty text (`md.render(source)`). Called as a helper with a path, as React never calls a component
 * (`get(object, 'a.b', fallback)` of lodash/get), it gives what it was given to fall back on:
 * react-native-ui-lib's example took a truthy element for a value and drew nothing.
 */
function StandIn(props?: { children?: ReactNode }, path?: unknown, fallback?: unknown) {
  if (new.target) return missingInstance;
  if (typeof path === 'string' || Array.isArray(path)) return fallback;
  return <>{props?.children}</>;
}

/** Elements an animation library's object gives by name (`motion.button`, `animated.div`). */
const ELEMENTS = /^(?:a|article|aside|b|blockquote|button|circle|code|dd|details|div|dl|dt|em|figcaption|figure|footer|form|g|h[1-6]|header|i|img|input|label|li|line|main|mark|nav|ol|p|path|polygon|polyline|pre|rect|section|small|span|strong|summary|svg|table|tbody|td|th|thead|tr|ul|video)$/;
/** Props of such elements that are the animation, not attributes: left out with it. */
const ANIMATION_PROPS = new Set(['initial', 'animate', 'exit', 'transition', 'variants', 'custom', 'inherit', 'viewport', 'layout', 'layoutId', 'layoutDependency', 'layoutScroll', 'layoutRoot', 'drag', 'dragConstraints', 'dragElastic', 'dragMomentum', 'dragSnapToOrigin', 'dragTransition', 'whileHover', 'whileTap', 'whileFocus', 'whileDrag', 'whileInView']);
const elementStandIns = new Map<string, (props: Record<string, unknown>) => ReactNode>();

/**
 * The element `tag` with the props that are attributes, as the library renders it before any
 * animation runs: Docusaurus's server render of `<motion.a href>` is an `<a href>`, which a card
 * or a button of a home page needs to be one.
 */
function elementStandIn(tag: string): (props: Record<string, unknown>) => ReactNode {
  let standIn = elementStandIns.get(tag);
  if (!standIn) elementStandIns.set(tag, (standIn = (props) => createElement(tag, attributesOf(props))));
  return standIn;
}

function attributesOf(props: Record<string, unknown>): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (ANIMATION_PROPS.has(name)) continue;
    if (name === 'children' || ['string', 'number', 'boolean'].includes(typeof value)) attributes[name] = value;
    // A style may hold animated values (objects): only its plain ones are drawn.
    else if (name === 'style' && typeof value === 'object' && value !== null) attributes[name] = Object.fromEntries(Object.entries(value).filter(([, part]) => ['string', 'number'].includes(typeof part)));
  }
  return attributes;
}

/**
 * What a function of such a module gives (`css` of `@emotion/css`, `combineSlices` of Redux
 * Toolkit): an empty text wherever text is asked of it (a class name, `${…}`, a child React draws
 * nothing of), 0 as a number, an empty list to destructure, and the same again from every call and
 * lower-case property, so that a chain of calls made as a module loads (`combineSlices(a,
 * b).withLazyLoadedSlices()`, React Query Builder's) runs on rather than takes the page with it.
 */
const emptyResult: unknown = new Proxy(() => emptyResult, {
  get: (target, key, receiver) => {
    if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 0 : '');
    if (key === Symbol.iterator) return () => [][Symbol.iterator]();
    if (key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => '';
    if (typeof key !== 'string' || key in target || key === 'then') return Reflect.get(target, key, receiver);
    return ELEMENTS.test(key) ? elementStandIn(key) : /^[A-Z]/.test(key) ? StandIn : emptyResult;
  },
});

/**
 * Stands for every function of such a module (`css` and `keyframes` of `@emotion/css`, `debounce`):
 * it gives `emptyResult`; its properties are the component stand-in, or an element named by an
 * animation library (`motion.div` of `framer-motion`).
 */
const emptyText: unknown = new Proxy(() => emptyResult, {
  get: (target, key, receiver) => {
    if (typeof key !== 'string' || key in target || key === 'then') return Reflect.get(target, key, receiver);
    return ELEMENTS.test(key) ? elementStandIn(key) : StandIn;
  },
});

/** What `new` makes of a class of such a module: each property a function giving an empty text. */
const missingInstance = new Proxy({}, { get: (_target, key) => (typeof key === 'string' && key !== 'then' ? emptyText : undefined) });

// A named import (`import { Tweet } from 'react-tweet'`) reads the module's prototype chain
// through esbuild's interop: every capitalised name there is the stand-in, every other one a
// function giving an empty text (`default` is the stand-in, `then` nothing: it is no promise).
const namedExport = (target: object, key: string | symbol, receiver: unknown): unknown => {
  if (typeof key !== 'string' || key in target) return Reflect.get(target, key, receiver);
  if (/^[A-Z]/.test(key) || key === 'default') return StandIn;
  return /^[a-z]/.test(key) && key !== 'then' ? emptyText : undefined;
};
Object.setPrototypeOf(StandIn, new Proxy(Object.getPrototypeOf(StandIn) as object, { get: namedExport }));

/** What a site's code gets for a module that cannot be found: a component (default or named) that renders its children. */
export const MISSING_MODULE: unknown = StandIn;

/** What `import styles from './x.module.css'` gives: each class name is itself (`styles.hero` is `hero`). */
export const CSS_MODULE_CLASSES: unknown = new Proxy({}, { get: (_target, key) => (typeof key === 'string' && key !== '__esModule' ? key : undefined) });
