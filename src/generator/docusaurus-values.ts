import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Warning } from '../model/errors.ts';
import { defaultExport, MISSING_PATH, missingPackageName, resolveFile, runModule } from './run-module.ts';

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

/**
 * esbuild's name for a module's anonymous default export (`tailwind_loader_default` for
 * `export default function ()` in `plugins/tailwind-loader.mjs`), which no one wrote.
 */
const ANONYMOUS_DEFAULT = /_default\d*$/;

/** A preset or plugin entry: `'name'`, `['name', options]`, or a function or module already loaded. */
export function nameAndOptions(entry: unknown): [string, unknown] {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  // `require.resolve('x')` of a package not installed: its name, after the mark run-module.ts gives it.
  if (typeof plugin === 'string') return [plugin.startsWith(MISSING_PATH) ? plugin.slice(MISSING_PATH.length) : plugin, options];
  const missing = missingPackageName(plugin);
  if (missing) return [missing, options];
  return [typeof plugin === 'function' && plugin.name && !ANONYMOUS_DEFAULT.test(plugin.name) ? plugin.name : 'a plugin written in the configuration', options];
}

/**
 * A plugin's hooks that change only how Docusaurus bundles the site's code: a plugin with no other adds
 * nothing to the site. Not `configurePostCss`: its PostCSS plugins (Cypress's Tailwind) change the stylesheets.
 */
const BUNDLER_HOOKS = new Set(['name', 'configureWebpack', 'getPathsToWatch']);

/**
 * The warning for a plugin this build does not run (`name` as `nameAndOptions` gives it): none when,
 * written as a function in the configuration, it only configures the bundler (React Native's
 * disableExpensiveBundlerOptimizationPlugin), asked as Docusaurus asks it. Such a plugin is named by
 * the `name` it gives itself, as Docusaurus names it.
 */
export function unrunPluginWarnings(entry: unknown, name: string, file: string, context: Options): Warning[] {
  const made = madePlugin(entry, context);
  return unrunHookWarnings(made, text(made?.name) ?? name, file);
}

/** The warning for the plugin `made` by a plugin function (undefined: not known), named `shown`, which this build does not run. */
export function unrunHookWarnings(made: Options | undefined, shown: string, file: string): Warning[] {
  const hooks = Object.keys(made ?? {});
  if (made && hooks.every((hook) => BUNDLER_HOOKS.has(hook))) return [];
  if (made && hooks.every((hook) => hook === 'configurePostCss' || BUNDLER_HOOKS.has(hook))) return [{ file, message: `plugin "${shown}" is not run here: the PostCSS plugins it gives (configurePostCss) are not run, so what they make of the stylesheets (Tailwind's utility classes, say) is not in them` }];
  return [{ file, message: `plugin "${shown}" is not run here: what it adds (pages, files, or parts of every page such as a button) is not built` }];
}

/** What a plugin written in the project (a function in the configuration, or a file it names by path) makes; undefined for a package's, or one that throws or is async (plugin-global-data.ts awaits it, and says what it is). */
function madePlugin(entry: unknown, context: Options): Options | undefined {
  const [written, options] = Array.isArray(entry) ? entry : [entry, undefined];
  const plugin = typeof written === 'string' ? pluginOfFile(written, String(context.siteDir)) : written;
  if (typeof plugin !== 'function') return undefined;
  try {
    const made: unknown = plugin(context, options ?? {});
    return typeof made === 'object' && made !== null && !('then' in made) ? (made as Options) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The plugin a project's file exports, for a plugin the configuration names by its path (QuestDB's
 * `require.resolve('./plugins/fetch-latest-release/index')`, Flipper's `'./src/plugins/support-symlinks'`):
 * its default export, run as the configuration's code is; undefined for a package's name, or a file that does not load.
 */
export function pluginOfFile(written: string, siteDir: string): unknown {
  if (!path.isAbsolute(written) && !written.startsWith('.')) return undefined;
  const file = resolveFile(path.resolve(siteDir, written));
  if (file === undefined) return undefined;
  try {
    return defaultExport(runModule(file, { onMissing: () => {} }));
  } catch {
    return undefined;
  }
}

/**
 * Whether a plugin the configuration names by its path imports one of `packages`, in its file or the
 * project's files it imports: read by esbuild, not run (Apache Answer's `./plugins/blog-plugin` makes
 * the blog plugin's instance and adds routes to it).
 */
export function pluginFileImports(written: string, siteDir: string, packages: ReadonlySet<string>): boolean {
  if (!path.isAbsolute(written) && !written.startsWith('.')) return false;
  const file = resolveFile(path.resolve(siteDir, written));
  if (file === undefined) return false;
  try {
    const { metafile } = buildSync({ entryPoints: [file], bundle: true, write: false, metafile: true, platform: 'node', packages: 'external', logLevel: 'silent', outdir: path.join(siteDir, '.plugin-imports') });
    return Object.values(metafile.inputs).some((input) => input.imports.some((imported) => packages.has(imported.path)));
  } catch {
    return false;
  }
}
