/**
 * `prism-react-renderer`, which Docusaurus's classic theme brings, so a project's own code may import
 * it without installing it (fbt's home page draws its samples with it): this generator's copy (2.x),
 * loaded the first time a page asks, with 1.x's default export and `defaultProps` (its Prism and the
 * duotone dark theme) for the projects of Docusaurus 2.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { siteReact } from './site-react.ts';

type PrismReactRenderer = { Highlight: (props: object) => unknown; Prism: unknown; themes: Record<string, unknown> };

let loaded: PrismReactRenderer | undefined;

/**
 * The package's CommonJS file run with the site's React: its `Highlight` uses hooks, which must be the
 * renderer's copy of React (the build is one bundle with React inside; Node's would be another).
 */
function prism(): PrismReactRenderer {
  if (loaded) return loaded;
  const ownRequire = createRequire(import.meta.url);
  const file = ownRequire.resolve('prism-react-renderer');
  const module = { exports: {} as PrismReactRenderer };
  const requireWithSiteReact = (name: string) => (name === 'react' ? siteReact : createRequire(file)(name));
  new Function('module', 'exports', 'require', readFileSync(file, 'utf8'))(module, module.exports, requireWithSiteReact);
  return (loaded = module.exports);
}

export function Highlight(props: object) {
  return createElement(prism().Highlight as Parameters<typeof createElement>[0], props);
}

export default Highlight;

export const defaultProps = {
  get Prism() {
    return prism().Prism;
  },
  get theme() {
    return prism().themes['duotoneDark'];
  },
};

export const themes: Record<string, unknown> = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? prism().themes[name] : undefined) });

/** Version 1's theme modules, which Docusaurus 2 projects import (`prism-react-renderer/themes/palenight`: memlab's terminal card). */
const VERSION_1_THEMES = ['dracula', 'duotoneDark', 'duotoneLight', 'github', 'nightOwl', 'nightOwlLight', 'oceanicNext', 'okaidia', 'palenight', 'shadesOfPurple', 'synthwave84', 'ultramin', 'vsDark', 'vsLight'];

/** Each version 1 theme module by its name, as an ES module whose default is version 2's theme of that name, loaded when read. */
export function version1ThemeModules(): Record<string, unknown> {
  return Object.fromEntries(
    VERSION_1_THEMES.map((name) => {
      const module = Object.defineProperty({}, '__esModule', { value: true });
      return [`prism-react-renderer/themes/${name}`, Object.defineProperty(module, 'default', { enumerable: true, get: () => prism().themes[name] })];
    }),
  );
}
