import { buildSync } from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as React from 'react';
import { createElement, type ComponentType } from 'react';
import * as ReactDom from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { setShimSite, type ShimSite } from './docusaurus-shims/site.ts';

const SHIMS = fileURLToPath(new URL('./docusaurus-shims/', import.meta.url));
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];
/** Where the children go in a component's markup, until they replace it (React escapes text, not these). */
const CHILDREN_MARK = '\uE002children\uE003';

/** Props of a component as the page writes them (literals only). */
type Props = Record<string, unknown>;

/**
 * A site's own React components that its MDX pages import (`@site/src/components/Destaque`, or a
 * path relative to the page): bundled by esbuild once per build and rendered to HTML at build time
 * with the page's props, the children in place; nothing runs in the browser. `@site/` is the content
 * folder, where a Docusaurus site's `src/` goes beside `wiki/`. `@docusaurus/Link`, `useBaseUrl` and
 * `useDocusaurusContext` are stand-ins; CSS imports are dropped.
 */
export class SiteComponents {
  /** By file, with the time it was changed: the dev server picks up an edited component. */
  private readonly components = new Map<string, { changed: number; component: ComponentType<Props> | Error }>();

  constructor(
    private readonly contentDir: string,
    site: ShimSite,
  ) {
    setShimSite(site);
  }

  /**
   * The component's HTML with `childrenHtml` inside; undefined when no file is there; an Error
   * (with the reason) when the file could not be built or rendered.
   */
  render(from: string, pageFile: string, props: Props, childrenHtml: string): string | Error | undefined {
    const file = this.resolve(from, pageFile);
    if (!file) return undefined;
    const component = this.componentAt(file);
    if (component instanceof Error) return component;
    try {
      return renderToStaticMarkup(createElement(component, props, CHILDREN_MARK)).replaceAll(CHILDREN_MARK, childrenHtml);
    } catch (error) {
      return error as Error;
    }
  }

  private resolve(from: string, pageFile: string): string | undefined {
    const base = from.startsWith('@site/') ? path.join(this.contentDir, from.slice('@site/'.length)) : from.startsWith('.') ? path.resolve(path.dirname(pageFile), from) : undefined;
    if (base === undefined) return undefined;
    return EXTENSIONS.map((extension) => path.resolve(base + extension)).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  }

  private componentAt(file: string): ComponentType<Props> | Error {
    const changed = statSync(file).mtimeMs;
    const cached = this.components.get(file);
    if (cached?.changed === changed) return cached.component;
    const component = build(file, this.contentDir);
    this.components.set(file, { changed, component });
    return component;
  }
}

function build(file: string, contentDir: string): ComponentType<Props> | Error {
  try {
    const bundled = buildSync({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      jsx: 'automatic',
      loader: { '.js': 'jsx', '.css': 'empty', '.module.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl', '.jpg': 'dataurl' },
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      alias: {
        '@site': contentDir,
        '@docusaurus/Link': path.join(SHIMS, 'Link.tsx'),
        '@docusaurus/useBaseUrl': path.join(SHIMS, 'useBaseUrl.ts'),
        '@docusaurus/useDocusaurusContext': path.join(SHIMS, 'useDocusaurusContext.ts'),
      },
      logLevel: 'silent',
    });
    const module = { exports: {} as Record<string, unknown> };
    const packages = createRequire(file);
    // The build's own React, so that the component's hooks and elements are the renderer's.
    const shared: Record<string, unknown> = { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDom };
    const require = (name: string) => (Object.hasOwn(shared, name) ? shared[name] : packages(name));
    // The site's own component, run at build time as Docusaurus runs it for its server render.
    new Function('module', 'exports', 'require', bundled.outputFiles[0]?.text ?? '')(module, module.exports, require);
    const component = module.exports.default ?? module.exports;
    return typeof component === 'function' ? (component as ComponentType<Props>) : new Error('its file exports no component');
  } catch (error) {
    return new Error(((error as Error).message ?? String(error)).split('\n').slice(0, 2).join(' '));
  }
}
