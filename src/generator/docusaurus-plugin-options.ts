/**
 * Which of a Docusaurus configuration's presets and plugins this build reads, and their options:
 * the classic preset (or a wrapper of it), the content plugins' instances (a project's own plugin made of
 * the blog plugin's is the blog), client-redirects and the sitemap; the others are named in warnings.
 */
import path from 'node:path';
import type { Warning } from '../model/errors.ts';
import { withMetaSnippets } from './docusaurus-markdown-plugins.ts';
import { themeWarnings, unbuiltOptionWarnings } from './docusaurus-option-warnings.ts';
import { array, nameAndOptions, object, type Options, pluginFileImports, text, unrunPluginWarnings } from './docusaurus-values.ts';

const META_PRESET = 'docusaurus-plugin-internaldocs-fb/docusaurus-preset';
/** The classic preset, and wrappers of it that take its options: Meta's (Metro, Flow…), forks named after it (Ionic's `@ionic-docs/preset-classic`). */
export const isClassicPreset = (name: string): boolean => name === 'classic' || name === META_PRESET || /(?:^|[/-])preset-classic$/.test(name);
/** The classic preset's options for its plugins and theme: a preset given one of them is taken for a fork of it. */
const CLASSIC_OPTIONS = ['docs', 'blog', 'pages', 'theme'];
const DOCS_PLUGINS = new Set(['content-docs', '@docusaurus/plugin-content-docs', 'plugin-content-docs']);
const BLOG_PLUGINS = new Set(['content-blog', '@docusaurus/plugin-content-blog', 'plugin-content-blog']);
/** A project's own plugin made of the blog plugin's instance (Docusaurus's documented way of adding a blog home page): read as the blog, with its options. */
const BLOG_PACKAGE = new Set(['@docusaurus/plugin-content-blog']);
const PAGES_PLUGINS = new Set(['content-pages', '@docusaurus/plugin-content-pages', 'plugin-content-pages']);
/** The classic theme listed in `themes` (beside a preset without it, or instead of a preset): its `customCss`. */
const CLASSIC_THEMES = new Set(['classic', '@docusaurus/theme-classic', 'theme-classic']);
const REDIRECTS_PLUGINS = new Set(['client-redirects', '@docusaurus/plugin-client-redirects', 'plugin-client-redirects']);
/** Plugins whose work has no place in a static build made here (offline caches, a debug page) or that this build does itself (sitemap, Sass, SVG). */
const PLUGINS_WITHOUT_PAGES = /(sitemap|ideal-image|svgr|debug|plugin-sass|case-sensitive-paths)/;
/** A local search plugin: its box and its page are this build's own search, as for a search theme (Restyle's `@easyops-cn/docusaurus-search-local` among its plugins). */
const SEARCH_PLUGINS = /search/;
/** Analytics: their scripts are not added, which a maintainer must know (the pages count no visits). */
const ANALYTICS_PLUGINS = /(gtag|google-analytics|google-tag-manager|vercel-analytics|umami|plausible)/;
/** Packages whose options are read here: one not installed takes nothing from the site. */
const READ_HERE = new Set([...DOCS_PLUGINS, ...BLOG_PLUGINS, ...PAGES_PLUGINS, ...REDIRECTS_PLUGINS]);
export const isReadHere = (name: string): boolean => isClassicPreset(name) || READ_HERE.has(name);
const ANALYTICS_LEFT_OUT = 'analytics are not added to the pages here: the security policy lets no tracking script load';

/** The options of the docs instances, the blog, the pages and the theme, from the classic preset and the plugins; `read`: the plugins' entries whose options these are. */
export function pluginOptions(input: Options, file: string, warnings: Warning[]): { docs: Options[]; blog: Options | false | undefined; pages: Options[]; theme: Options | undefined; redirects: Options; sitemap: Options | false | undefined; read: ReadonlySet<unknown> } {
  const read = new Set<unknown>();
  const docs: Options[] = [];
  const redirects: Options = {};
  let blog: Options | false | undefined;
  // Every pages instance by its id (Docusaurus runs them all); undefined while neither the preset nor a plugin names one.
  let pages: Map<string, Options> | undefined;
  let theme: Options | undefined;
  let sitemap: Options | false | undefined;
  const presets = array(input.presets).map(nameAndOptions);
  const hasClassic = presets.some(([name]) => isClassicPreset(name));
  for (const [name, options] of presets) {
    // A fork of the classic preset under another name (react-native-bottom-sheet's `@gorhom/docusaurus-preset`) takes its options: read as it, when the site has no classic preset of its own.
    const classicFork = !hasClassic && CLASSIC_OPTIONS.some((option) => object(options)[option] !== undefined);
    if (!isClassicPreset(name) && !classicFork) {
      warnings.push({ file, message: `preset "${name}" is not run here: only the classic preset's docs, blog, pages and theme are read` });
      continue;
    }
    if (classicFork) warnings.push({ file, message: `preset "${name}" is not run here: its docs, blog, pages and theme options are read as the classic preset's; what it adds of its own (a theme, its stylesheets, components) is not` });
    const preset = object(options);
    if (preset.docs !== false) docs.push(name === META_PRESET ? withMetaSnippets(object(preset.docs), preset) : object(preset.docs));
    blog = preset.blog === false ? false : object(preset.blog);
    pages = new Map(preset.pages === false ? [] : [['default', object(preset.pages)]]);
    theme = object(preset.theme);
    sitemap = preset.sitemap === false ? false : object(preset.sitemap);
    const analytics = ['gtag', 'googleTagManager', 'googleAnalytics'].filter((option) => preset[option] !== undefined && preset[option] !== false);
    if (analytics.length > 0) warnings.push({ file, message: `${ANALYTICS_LEFT_OUT} (the classic preset's ${analytics.join(', ')})` });
  }
  for (const entry of array(input.plugins)) {
    const [name, options] = nameAndOptions(entry);
    if (DOCS_PLUGINS.has(name)) docs.push(object(options));
    else if (BLOG_PLUGINS.has(name) || pluginFileImports(name, path.dirname(file), BLOG_PACKAGE)) {
      // One blog a site here: the first (the preset's), the others said to be left out (RocketMQ's events and release notes).
      if (blog) {
        const { id, path: folder, routeBasePath } = object(options);
        warnings.push({ file, message: `blog "${text(id) ?? name}" (${text(folder) ?? 'blog'}/) is not built: a site here has one blog, the first; its posts and /${text(routeBasePath) ?? text(id) ?? 'blog'}/ pages are left out` });
        continue;
      }
      blog = object(options);
    }
    else if (PAGES_PLUGINS.has(name)) (pages ??= new Map()).set(text(object(options).id) ?? 'default', object(options));
    else if (REDIRECTS_PLUGINS.has(name)) Object.assign(redirects, object(options));
    else if (/(?:^|\/)plugin-sitemap$/.test(name)) sitemap = object(options);
    else {
      if (ANALYTICS_PLUGINS.test(name)) warnings.push({ file, message: `${ANALYTICS_LEFT_OUT} (plugin "${name}")` });
      else if (/(?:^|\/)plugin-pwa$/.test(name)) warnings.push({ file, message: `plugin "${name}": its pwaHead tags (a manifest, a theme colour) are written, but no service worker: the site does not work offline` });
      else if (!PLUGINS_WITHOUT_PAGES.test(name) && !SEARCH_PLUGINS.test(name)) warnings.push(...unrunPluginWarnings(entry, name, file, { siteDir: path.dirname(file), siteConfig: input }));
      continue;
    }
    read.add(entry);
  }
  for (const [name, options] of array(input.themes).map(nameAndOptions)) {
    if (CLASSIC_THEMES.has(name)) theme = { ...theme, ...object(options) };
    else warnings.push(...themeWarnings(name, file));
  }
  warnings.push(...unbuiltOptionWarnings(input, file));
  return { docs, blog, pages: [...(pages ?? new Map([['default', {}]])).values()], theme, redirects, sitemap, read };
}
