import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import * as Admonition from './Admonition.tsx';
import * as BrowserOnly from './BrowserOnly.tsx';
import * as clsx from './clsx.ts';
import * as CodeBlock from './CodeBlock.tsx';
import * as Details from './Details.tsx';
import * as ExecutionEnvironment from './ExecutionEnvironment.ts';
import * as Head from './Head.tsx';
import * as Heading from './Heading.tsx';
import { ADMONITION_ICON_MODULES, ICON_MODULES } from './Icons.tsx';
import * as IdealImage from './IdealImage.tsx';
import * as internalDocs from './internaldocs-fb.tsx';
import * as jsxRuntime from 'react/jsx-runtime';
import { jsx, jsxs, siteReact } from './site-react.ts';
import * as Layout from './Layout.tsx';
import * as docsClient from './docs-client.ts';
import * as GitHubButton from './GitHubButton.tsx';
import * as jsYaml from './js-yaml.ts';
import * as Link from './Link.tsx';
import * as MDXComponentParts from './MDXComponentParts.tsx';
import * as LiteYouTubeEmbed from './LiteYouTubeEmbed.tsx';
import * as ReactPlayer from './ReactPlayer.tsx';
import * as ReactMarkdown from './ReactMarkdown.tsx';
import { remarkableModule } from './remarkable.ts';
import * as router from './router.ts';
import * as TabItem from './TabItem.tsx';
import * as themeCommon from './theme-common.tsx';
import * as Tabs from './Tabs.tsx';
import * as ThemedImage from './ThemedImage.tsx';
import * as tweet from './Tweet.tsx';
import * as Translate from './Translate.tsx';
import * as useBaseUrl from './useBaseUrl.ts';
import * as useDocusaurusContext from './useDocusaurusContext.ts';
import * as useGlobalData from './useGlobalData.ts';
import * as useIsBrowser from './useIsBrowser.ts';
import * as isInternalUrl from './isInternalUrl.ts';
import * as prismReactRenderer from './prism-react-renderer.ts';
import { currentPage } from './page.ts';
import { MISSING_MODULE } from './missing-module.tsx';

/** `useBrokenLinks`: the links a component reports are checked with the page's own here; the anchors a page reports are its own (Babel's /setup/ names its tools so). */
const brokenLinks = { default: () => ({ collectLink: () => {}, collectAnchor: (anchor: unknown) => void (typeof anchor === 'string' && currentPage().anchors.push(anchor)) }) };

/**
 * A module as CommonJS would export it: the default export itself, carrying the named ones. esbuild
 * reads `import X from` as `default` in most files, but as the whole module in those of a
 * `"type": "module"` package; this reads right both ways. (A copy: the shims' own functions stay as they are.)
 */
function esModule({ default: main, ...named }: Record<string, unknown>): unknown {
  const base = typeof main === 'function' ? (...args: unknown[]) => (main as (...values: unknown[]) => unknown)(...args) : { ...(main as object | undefined) };
  return Object.assign(base, named);
}

/**
 * The modules a site's React code gets from the build instead of its own bundle, by the name it
 * imports: the build's own React (one copy, so that hooks and elements are the renderer's) and the
 * stand-ins for Docusaurus's modules. Shared by the site's components in MDX pages and its pages.
 */
export const SITE_RUNTIME_MODULES: Readonly<Record<string, unknown>> = {
  react: siteReact,
  'react-dom': ReactDom,
  'react-dom/server': ReactDomServer,
  'react/jsx-runtime': esModule({ ...jsxRuntime, jsx, jsxs }),
  '@theme/Layout': esModule(Layout),
  '@theme/Heading': esModule(Heading),
  '@theme/CodeBlock': esModule(CodeBlock),
  '@theme/Tabs': esModule(Tabs),
  '@theme/TabItem': esModule(TabItem),
  '@theme/Admonition': esModule(Admonition),
  '@theme/Details': esModule(Details),
  '@theme/ThemedImage': esModule(ThemedImage),
  '@theme/IdealImage': esModule(IdealImage),
  ...Object.fromEntries(Object.entries(ICON_MODULES).map(([name, component]) => [`@theme/Icon/${name}`, esModule({ default: component })])),
  ...Object.fromEntries(Object.entries(ADMONITION_ICON_MODULES).map(([name, component]) => [`@theme/Admonition/Icon/${name}`, esModule({ default: component })])),
  // What a site's `src/theme/MDXComponents` spreads before adding its own: ours are the MDX renderer's.
  '@theme-original/MDXComponents': esModule({ default: {} }),
  ...Object.fromEntries(Object.entries(MDXComponentParts).map(([name, component]) => [`@theme/MDXComponents/${name}`, esModule({ default: component })])),
  '@theme/MDXComponents/Heading': esModule(Heading),
  '@theme/MDXComponents/Details': esModule(Details),
  '@docusaurus/Link': esModule(Link),
  '@docusaurus/Head': esModule(Head),
  '@docusaurus/BrowserOnly': esModule(BrowserOnly),
  '@docusaurus/Translate': esModule(Translate),
  '@docusaurus/useDocusaurusContext': esModule(useDocusaurusContext),
  '@docusaurus/useBaseUrl': esModule(useBaseUrl),
  '@docusaurus/router': esModule(router),
  '@docusaurus/useGlobalData': esModule(useGlobalData),
  '@docusaurus/useIsBrowser': esModule(useIsBrowser),
  '@docusaurus/isInternalUrl': esModule(isInternalUrl),
  '@docusaurus/ExecutionEnvironment': esModule(ExecutionEnvironment),
  clsx: esModule(clsx),
  // The same function under its older name, which sites moved from Docusaurus 1 still import (Redux's home page).
  classnames: esModule(clsx),
  'js-yaml': esModule(jsYaml),
  '@docusaurus/plugin-content-docs/client': esModule(docsClient),
  '@docusaurus/theme-common': esModule(themeCommon),
  // Its internal hooks (Data Client's `useScrollPositionBlocker`): those stood in for, and for the rest what a missing module's names give.
  '@docusaurus/theme-common/internal': Object.setPrototypeOf(esModule(themeCommon) as object, MISSING_MODULE as object),
  '@docusaurus/useBrokenLinks': esModule(brokenLinks),
  '@docusaurus/core/lib/client/exports/useBrokenLinks': esModule(brokenLinks),
  'react-markdown': esModule(ReactMarkdown),
  'prism-react-renderer': esModule(prismReactRenderer),
  ...prismReactRenderer.version1ThemeModules(),
  remarkable: remarkableModule,
  'react-lite-youtube-embed': esModule(LiteYouTubeEmbed),
  'react-player': esModule(ReactPlayer),
  'react-player/lazy': esModule(ReactPlayer),
  'react-github-btn': esModule(GitHubButton),
  'react-tweet': esModule(tweet),
  'docusaurus-plugin-internaldocs-fb/internal': internalDocs,
  'internaldocs-fb-helpers': internalDocs,
};
