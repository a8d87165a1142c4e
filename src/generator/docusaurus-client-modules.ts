/**
 * A Docusaurus project's `clientModules` that are scripts, run in the browser as Docusaurus runs
 * them: bundled together by esbuild into one file that every page loads, which then calls each
 * module's `onRouteUpdate` and `onRouteDidUpdate` (every page here is a load of its own, so once,
 * with no previous location). The file is written in a folder of the build's cache that the site
 * publishes as one of its static folders. A module the bundler cannot build (one importing
 * Docusaurus's client code, which only its bundle has) leaves them all out, with a warning.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildFailure, type Plugin } from 'esbuild';
import type { HeadTag } from '../model/config.ts';
import type { Warning } from '../model/errors.ts';

const CACHE_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/jabuticraft/client-modules');

/** Docusaurus's own client modules a client module may import that make sense outside its bundle: in the browser, everything can be used. */
const BROWSER_MODULES: Readonly<Record<string, string>> = {
  '@docusaurus/ExecutionEnvironment': 'export default { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: true, canUseViewport: true };',
};

const browserModules: Plugin = {
  name: 'docusaurus-browser-modules',
  setup(bundler) {
    bundler.onResolve({ filter: /^@docusaurus\// }, (args) => (Object.hasOwn(BROWSER_MODULES, args.path) ? { path: args.path, namespace: 'docusaurus-browser' } : undefined));
    bundler.onLoad({ filter: /.*/, namespace: 'docusaurus-browser' }, (args) => ({ contents: BROWSER_MODULES[args.path], loader: 'js' }));
  },
};

/** The script every page loads and the static folder that holds it; undefined when there is none to run (a warning says why). */
export async function clientModulesScript(modules: readonly string[], root: string, baseUrl: string, file: string, warnings: Warning[]): Promise<{ headTag: HeadTag; staticDir: string } | undefined> {
  if (modules.length === 0) return undefined;
  const entry = [
    ...modules.map((module, index) => `import * as m${index} from ${JSON.stringify(module)};`),
    `const location = window.location;`,
    `for (const module of [${modules.map((_, index) => `m${index}`).join(', ')}]) for (const hook of ['onRouteUpdate', 'onRouteDidUpdate']) if (typeof module[hook] === 'function') module[hook]({ location, previousLocation: null });`,
  ].join('\n');
  let code: string;
  try {
    const result = await build({ stdin: { contents: entry, resolveDir: root, loader: 'js' }, absWorkingDir: root, bundle: true, write: false, format: 'esm', platform: 'browser', minify: true, jsx: 'automatic', loader: { '.js': 'jsx' }, plugins: [browserModules], logLevel: 'silent' });
    code = result.outputFiles[0]?.text ?? '';
  } catch (error) {
    const reason = (error as BuildFailure).errors?.[0]?.text ?? String(error);
    warnings.push({ file, message: `clientModules are not run here: they could not be bundled for the browser (${reason}), so what they do there is left out (${modules.join(', ')})` });
    return undefined;
  }
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  const staticDir = path.join(CACHE_DIR, hash);
  const written = path.join(staticDir, 'assets', `client-modules.${hash}.js`);
  // Named by its content: a build that bundles the same modules again finds it written.
  if (!existsSync(written)) {
    mkdirSync(path.dirname(written), { recursive: true });
    writeFileSync(written, code);
  }
  return { headTag: { tagName: 'script', attributes: { type: 'module', src: `${baseUrl}assets/client-modules.${hash}.js` } }, staticDir };
}
