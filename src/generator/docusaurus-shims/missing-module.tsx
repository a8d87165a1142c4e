import type { ReactNode } from 'react';

/**
 * Stands for every component of a module that is not here: its children, so the text around it
 * still reads. Made with `new` (`new Remarkable()`), it is an object whose every method gives an
 * empty text (`md.render(source)`).
 */
function StandIn(props?: { children?: ReactNode }) {
  if (new.target) return missingInstance;
  return <>{props?.children}</>;
}

/**
 * Stands for every function of such a module (`css` and `keyframes` of `@emotion/css`, `debounce`):
 * an empty text, which a class name, a destructured hook result or a style takes without failing;
 * its properties are the component stand-in (`motion.div` of `framer-motion`).
 */
const emptyText: unknown = new Proxy(() => '', { get: (target, key, receiver) => (typeof key === 'string' && !(key in target) && key !== 'then' ? StandIn : Reflect.get(target, key, receiver)) });

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
