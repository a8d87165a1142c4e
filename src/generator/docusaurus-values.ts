import { MISSING_PATH, missingPackageName } from './run-module.ts';

/** Reading values of a configuration that is JavaScript: anything may be anything. */
export type Options = Record<string, unknown>;

export function object(value: unknown): Options {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Options) : {};
}

export function array(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function trimSlashes(route: string): string {
  return route.replace(/^\/+|\/+$/g, '');
}

/** A preset or plugin entry: `'name'`, `['name', options]`, or a function or module already loaded. */
export function nameAndOptions(entry: unknown): [string, unknown] {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  // `require.resolve('x')` of a package not installed: its name, after the mark run-module.ts gives it.
  if (typeof plugin === 'string') return [plugin.startsWith(MISSING_PATH) ? plugin.slice(MISSING_PATH.length) : plugin, options];
  const missing = missingPackageName(plugin);
  if (missing) return [missing, options];
  return [typeof plugin === 'function' && plugin.name ? plugin.name : 'a plugin written in the configuration', options];
}

/**
 * A plugin's hooks that change only how Docusaurus bundles the site's code: a plugin with no other adds
 * nothing to the site. Not `configurePostCss`: its PostCSS plugins (Cypress's Tailwind) change the stylesheets.
 */
const BUNDLER_HOOKS = new Set(['name', 'configureWebpack', 'getPathsToWatch']);

/** Whether a plugin written as a function in the configuration only configures the bundler (React Native's disableExpensiveBundlerOptimizationPlugin), asked as Docusaurus asks it. */
export function onlyConfiguresBundler(entry: unknown, context: Options): boolean {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof plugin !== 'function') return false;
  try {
    const made: unknown = plugin(context, options ?? {});
    return typeof made === 'object' && made !== null && !('then' in made) && Object.keys(made).every((key) => BUNDLER_HOOKS.has(key));
  } catch {
    return false;
  }
}
