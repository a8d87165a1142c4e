import type { ReactNode } from 'react';

/** Stands for every component of a module that is not here: its children, so the text around it still reads. */
function StandIn({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

// A named import (`import { Tweet } from 'react-tweet'`) reads the module's prototype chain
// through esbuild's interop: every capitalised name there is the stand-in too.
Object.setPrototypeOf(StandIn, new Proxy(Object.getPrototypeOf(StandIn) as object, { get: (target, key, receiver) => (typeof key === 'string' && /^[A-Z]/.test(key) ? StandIn : Reflect.get(target, key, receiver)) }));

/** What a site's code gets for a module that cannot be found: a component (default or named) that renders its children. */
export const MISSING_MODULE: unknown = StandIn;

/** What `import styles from './x.module.css'` gives: each class name is itself (`styles.hero` is `hero`). */
export const CSS_MODULE_CLASSES: unknown = new Proxy({}, { get: (_target, key) => (typeof key === 'string' && key !== '__esModule' ? key : undefined) });
