/**
 * A Docusaurus project folder read as a site of this generator: its `docusaurus.config.*` run as
 * Docusaurus runs it, then turned into this generator's configuration (`SiteConfigInput`) and a
 * content layout (where each docs instance, version, the blog, the pages and the static files
 * are). Nothing of this site's own configuration goes into it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type CreateRedirects, type DocsFolder, docsFolderBase, type RedirectRule, type SiteConfig, type SiteConfigInput } from '../model/config.ts';
import { ContentError, type Warning } from '../model/errors.ts';
import { validateConfig } from './config.ts';
import type { ContentLayout, FrontMatterHook, PagesFolder, SidebarItemsGenerator } from './content-layout.ts';
import type { LoadedContent } from './load.ts';
import { buildRoutes } from './route.ts';
import { buildSidebars, generatedIndexLink } from './sidebar.ts';
import { markdownPluginsOf } from './docusaurus-markdown-plugins.ts';
import { isReadHere, pluginOptions } from './docusaurus-plugin-options.ts';
import { docsVersions, type DocsInstance, type DocsVersionFolder } from './docusaurus-versions.ts';
import { blogSettingsOf } from './docusaurus-blog.ts';
import { alternatesOf, localeTranslations, type ProjectLocale, projectLocales, translateFooter, translateNavbar } from './docusaurus-locales.ts';
import { type DocLinkResolver, footerColumns, logoOf, mermaidSettings, navbarItems } from './docusaurus-theme-config.ts';
import { headTagsOf } from './docusaurus-head-tags.ts';
import { clientModulesScript } from './docusaurus-client-modules.ts';
import { codeThemesOf, magicCommentsOf } from './docusaurus-code-themes.ts';
import { givePluginDataToPages } from './plugin-global-data.ts';
import { projectStylesheet } from './docusaurus-stylesheets.ts';
import { array, object, type Options, text, trimSlashes } from './docusaurus-values.ts';
import { sitemapOf } from './docusaurus-sitemap.ts';
import { type FileRead, recordReads } from '../tools/file-reads.ts';
import { siteCodeDigest } from './site-code-digest.ts';
import { defaultExport, MISSING_PATH, missingThing, runModule } from './run-module.ts';
import { docusaurusMajor, hasSystemColorMode } from './docusaurus-core-version.ts';
import { layoutDrawsAnnouncementBar, replacedLayoutParts } from './project-theme.ts';
import { globPattern } from '../tools/glob-pattern.ts';
import { balancedHtml } from '../tools/balanced-html.ts';
import { staticFileOf } from './static-files.ts';

export interface DocusaurusProject {
  /** The configuration of the site in one locale, once the docs' routes and sidebars are known (navbar items name docs by id). */
  config: (resolve: DocLinkResolver, locale: ProjectLocale) => SiteConfigInput;
  /** The default locale's layout; `localeLayout` gives another locale's. */
  layout: ContentLayout;
  /** Every locale the project is built in, the default one first. */
  locales: ProjectLocale[];
  /** The stylesheets the theme's `customCss` names, one after the other. */
  customCss: string;
  warnings: Warning[];
  /** The docs folders: each instance's versions, to resolve navbar items that name them. */
  versions: DocsVersionFolder[];
}

const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** A client module that is a stylesheet. */
const STYLESHEET = /\.(?:css|scss|sass)$/;

/** Reads a Docusaurus project: `siteDir` holds its `docusaurus.config.*`. */
export async function loadDocusaurusProject(siteDir: string, display: (absolute: string) => string): Promise<DocusaurusProject> {
  const root = path.resolve(siteDir);
  const configFile = CONFIG_NAMES.map((name) => path.join(root, name)).find((candidate) => existsSync(candidate));
  if (!configFile) throw new ContentError(display(root), undefined, `no Docusaurus configuration here: expected one of ${CONFIG_NAMES.join(', ')}${existsSync(path.join(root, 'siteConfig.js')) ? ' (siteConfig.js is Docusaurus 1\'s, which is not built here: Docusaurus 2 and 3 projects are)' : ''}`);
  const file = display(configFile);
  const warnings: Warning[] = [];
  const missing = new Map<string, Warning>();
  const loaded = new Map<unknown, string>();
  // The packages the configuration took (with the files it read, the key what its plugins make of a page is kept under).
  const packages = new Set<string>();
  let exported: unknown;
  let configReads: FileRead[] = [];
  // Docusaurus runs the configuration from the project's folder: `path.resolve('src/css/x.css')` names a file there.
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const run = await recordReads(async () => {
      const value = defaultExport(
        runModule(configFile, {
          onMissing: (name, from) => {
            // A preset read here as the classic one, or a content plugin whose options are read here, needs no package.
            if (missing.has(name) || isReadHere(name)) return;
            missing.set(name, { file: display(from), message: `${missingThing(name, display)}: what the configuration takes from it is left out` });
            warnings.push(missing.get(name)!);
          },
          onLoaded: (name, exports) => {
            const shown = path.isAbsolute(name) ? display(name) : name;
            if (!path.isAbsolute(name)) packages.add(name);
            for (const value of [exports, defaultExport(exports)]) if (!loaded.has(value)) loaded.set(value, shown);
          },
        }),
      );
      return typeof value === 'function' ? await (value as () => unknown)() : value;
    });
    [exported, configReads] = [run.value, run.reads];
  } catch (error) {
    // The likely cause, a package it did not find: a stand-in has no real values (a monorepo's own packages, not built).
    const notInstalled = missing.size > 0 ? ` (packages not installed, which it may need: ${[...missing.keys()].join(', ')})` : '';
    throw new ContentError(file, undefined, `could not load the configuration: ${(error as Error).message.split('\n')[0]}${notInstalled}`, { cause: error });
  } finally {
    process.chdir(cwd);
  }
  if (typeof exported !== 'object' || exported === null) throw new ContentError(file, undefined, 'the configuration must export an object');
  const input = exported as Options;
  const { docs, blog, pages, theme, redirects, sitemap, read } = pluginOptions(input, file, warnings);
  // Those read here are built as what they are (a project's plugin made of the blog plugin's is the blog), not run for data.
  const injectedHeadTags = await givePluginDataToPages(array(input.plugins).filter((entry) => !read.has(entry)), root, input, file, warnings);
  const createRedirects = redirectCreator(redirects);
  if (array(redirects.toExtensions).length > 0) warnings.push({ file, message: 'client-redirects: toExtensions is not applied here (pages are at clean paths)' });
  // A stylesheet among the client modules (Docusaurus loads it on every page, after the theme's customCss) joins the site's stylesheet; the scripts are one the pages load.
  const clientModules = array(input.clientModules).flatMap((module) => (typeof module === 'string' && !module.startsWith(MISSING_PATH) ? [module] : []));
  const clientScript = await clientModulesScript(clientModules.filter((module) => !STYLESHEET.test(module)), root, text(input.baseUrl) ?? '/', file, warnings);
  // Docusaurus 2 alpha read `sidebarCollapsible` from themeConfig (React Native Navigation's); later, from the docs options, which win.
  const instances = docs.map((options) => docsInstance(object(input.themeConfig).sidebarCollapsible === false ? { sidebarCollapsible: false, ...options } : options, root));
  const versions = instances.flatMap((instance) => docsVersions(instance, root, file, warnings));
  const blogOptions = blog || {};
  const pagesFolders = pages.map((options) => pagesFolderOf(options, root));
  const themeConfig = object(input.themeConfig);
  const staticDirectories = Array.isArray(input.staticDirectories) ? input.staticDirectories.filter((dir): dir is string => typeof dir === 'string') : ['static'];
  const replaced = replacedLayoutParts(root);
  if (replaced.length > 0) warnings.push({ file, message: `swizzled theme components not used here (the build draws those parts itself): ${replaced.map((name) => `src/theme/${name}`).join(', ')}` });
  const layout: ContentLayout = {
    siteDir: root,
    docsFolders: new Map(versions.map((version) => [version.folder, version.dir])),
    docsExcluded: new Map(versions.map((version) => [version.folder, excludedBy(instances.find((instance) => instance.id === version.pluginId)?.options.exclude)])),
    blogDir: blog === false ? path.join(root, '.no-blog') : path.resolve(root, text(blogOptions.path) ?? 'blog'),
    ...(text(blogOptions.authorsMapPath) !== undefined && { blogAuthorsFile: path.resolve(root, text(blogOptions.path) ?? 'blog', text(blogOptions.authorsMapPath)!) }),
    pagesFolders,
    dataDir: undefined,
    reactPages: pagesFolders.length > 0,
    staticDirs: [...staticDirectories.map((dir) => path.resolve(root, dir)), ...(clientScript ? [clientScript.staticDir] : [])],
    sidebarsFiles: new Map(versions.flatMap((version) => (version.sidebarsFile ? [[version.folder, version.sidebarsFile] as const] : []))),
    ...sidebarGeneratorsOf(versions, instances, file),
    ...(typeof object(input.markdown).parseFrontMatter === 'function' && { frontMatterHook: { hook: object(input.markdown).parseFrontMatter as FrontMatterHook, file } }),
    markdownPlugins: markdownPluginsOf(
      { docsFolders: new Map(versions.map((version) => [version.folder, instances.find((instance) => instance.id === version.pluginId)?.options ?? {}])), blog: blogOptions, pages: new Map(pagesFolders.map((folder, index) => [folder, pages[index]!])) },
      { nameOf: (plugin) => loaded.get(plugin), missing, warnings, file, siteDir: root, major: docusaurusMajor(root), codeDigest: () => siteCodeDigest(root, configReads, packages) },
    ),
  };
  const cssFiles = [...[theme?.customCss].flat().flatMap((css) => (typeof css === 'string' && !css.startsWith(MISSING_PATH) ? [projectFile(root, css)] : [])), ...clientModules.filter((module) => STYLESHEET.test(module)).map((css) => projectFile(root, css))];
  const codeThemes = codeThemesOf(object(themeConfig.prism), docusaurusMajor(root));
  const magicComments = magicCommentsOf(object(themeConfig.prism).magicComments);
  const customCss = projectStylesheet(cssFiles, layout, codeThemes, display, warnings);
  const locales = projectLocales(object(input.i18n), text(input.baseUrl) ?? '/').sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const translations = new Map(locales.map((locale) => [locale.name, localeTranslations(root, locale, display, warnings)]));
  const [colorMode, announcementBar] = [object(themeConfig.colorMode), object(themeConfig.announcementBar)];
  const title = text(input.title) ?? '';
  // Each content plugin's `admonitions.keywords`: the site's own `:::` types, for every page.
  const admonitionKeywords = [...new Set([...docs, blogOptions, ...pages].flatMap((options) => array(object(options.admonitions).keywords).filter((keyword): keyword is string => typeof keyword === 'string')))];
  // Docusaurus 3.9 moved `onBrokenMarkdownLinks` under `markdown.hooks`; the top-level one still counts.
  const onBrokenMarkdownLinks = object(object(input.markdown).hooks).onBrokenMarkdownLinks ?? input.onBrokenMarkdownLinks;
  const linkChecks = {
    pages: input.onBrokenLinks !== 'ignore',
    anchors: input.onBrokenAnchors !== 'ignore' && docusaurusMajor(root) !== 2,
    markdown: onBrokenMarkdownLinks !== 'ignore',
    markdownImages: brokenImageRule(object(object(input.markdown).hooks).onBrokenMarkdownImages),
  };
  const config = (resolve: DocLinkResolver, locale: ProjectLocale): SiteConfigInput => {
    const messages = translations.get(locale.name)!;
    const navbar = translateNavbar(object(themeConfig.navbar), messages.navbar);
    const footer = translateFooter(object(themeConfig.footer), messages.footer);
    const items = navbarItems(array(navbar.items), { resolve, versions, file, warnings, baseUrl: locale.baseUrl });
    if (!items.some((item) => item.type === 'search')) items.push({ type: 'search', position: 'right', afterColorToggle: true });
    return {
      configFile: file,
      siteConfigForCode: input,
      title,
      tagline: text(input.tagline) ?? '',
      url: text(input.url) ?? 'http://localhost',
      baseUrl: locale.baseUrl,
      titleDelimiter: text(input.titleDelimiter) ?? '|',
      ...(text(input.favicon) && { favicon: text(input.favicon) }),
      ...(text(themeConfig.image) && { image: text(themeConfig.image) }),
      headTags: [...headTagsOf(input), ...injectedHeadTags, ...(clientScript ? [clientScript.headTag] : [])], tableOfContents: object(themeConfig.tableOfContents), codeThemes,
      metadata: array(themeConfig.metadata).flatMap((tag) => {
        const entries = Object.entries(object(tag)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
        return entries.length > 0 ? [Object.fromEntries(entries)] : [];
      }),
      i18n: {
        defaultLocale: locale.name,
        locales: [locale.name],
        localeConfigs: { [locale.name]: { label: locale.label, direction: locale.direction, htmlLang: locale.htmlLang, calendar: locale.calendar, path: locale.path } },
        alternates: alternatesOf(locales),
      },
      ...(logoOf(navbar.logo, (rel) => staticFileOf(layout, rel)) && { logo: logoOf(navbar.logo, (rel) => staticFileOf(layout, rel)) }),
      navbarTitle: text(navbar.title) ?? '',
      colorMode: {
        defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
        disableSwitch: colorMode.disableSwitch === true,
        respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true, twoStates: !hasSystemColorMode(root),
      },
      docs: {
        routeBasePath: text(instances[0]?.routeBasePath) ?? 'docs',
        versions: { current: { name: 'current' } },
        showLastUpdateTime: instances.some((instance) => instance.showLastUpdateTime),
        showLastUpdateAuthor: instances.some((instance) => instance.showLastUpdateAuthor),
        folders: Object.fromEntries(versions.map((version): [string, DocsFolder] => [version.folder, version.settings])),
        sidebar: object(object(themeConfig.docs).sidebar),
      },
      // Docusaurus renders a `#` heading in a doc's body as it is, without a word.
      markdown: { headingIds: object(object(input.markdown).anchors).maintainCase === true ? 'github-case' : 'github', admonitionKeywords, h1InBody: 'allow', dataReferences: false, figureLinks: false, mdFiles: object(input.markdown).format === 'detect' ? 'commonmark' : 'mdx-if-it-has-some', ...(magicComments && { magicComments }), ...(typeof input.trailingSlash === 'boolean' && { trailingSlash: input.trailingSlash }), partialHeadingsInToc: docusaurusMajor(root) !== 2, mdx1: docusaurusMajor(root) === 2, emoji: object(input.markdown).emoji !== false, ...(text(object(themeConfig.prism).defaultLanguage) && { defaultCodeLanguage: text(object(themeConfig.prism).defaultLanguage) }), mermaid: mermaidSettings(themeConfig.mermaid) },
      linkChecks,
      sitemap: sitemapOf(sitemap),
      blog: blogSettingsOf(blogOptions, blog !== false, root, layout.blogDir, themeConfig),
      navbar: { items, hideOnScroll: navbar.hideOnScroll === true, ...((navbar.style === 'dark' || navbar.style === 'primary') && { style: navbar.style }) },
      footer: {
        columns: footerColumns(array(footer.links), locale.baseUrl),
        copyright: balancedHtml(text(footer.copyright) ?? ''),
        style: footer.style === 'dark' ? 'dark' : 'light',
        ...(logoOf(footer.logo) && { logo: logoOf(footer.logo) }),
        ...(typeof themeConfig.footer === 'object' && themeConfig.footer !== null && { drawnEmpty: true as const }),
      },
      // A bar with nothing in it is no bar (react-native-gesture-handler's swizzle shows none once its date is past).
      ...(text(announcementBar.content)?.trim() && layoutDrawsAnnouncementBar(root) && {
        announcementBar: {
          id: text(announcementBar.id) ?? 'announcement-bar',
          content: balancedHtml(text(announcementBar.content)!),
          isCloseable: announcementBar.isCloseable !== false,
          // Docusaurus's own colours when the configuration gives none: black on white, not this site's accent (Capacitor's gradient draws over it).
          backgroundColor: text(announcementBar.backgroundColor) ?? '#fff', textColor: text(announcementBar.textColor) ?? '#000',
        },
      }),
      redirects: array(redirects.redirects).map((rule) => object(rule) as unknown as RedirectRule),
      ...(createRedirects && { createRedirects }),
      // Each version's pages are a context of their own, the most specific route first (`/docs/next` before `/docs`).
      search: {
        // Docs at the site's root (`routeBasePath: '/'`) are searched with the rest of the site.
        contexts: versions.flatMap((version) => (version.settings.routeBasePath ? [`/${version.settings.routeBasePath}`] : [])).sort((a, b) => b.length - a.length),
        labels: Object.fromEntries(versions.map((version) => [`/${version.settings.routeBasePath}`, contextLabel(version, versions)])),
      },
    };
  };
  return { config, layout, locales, customCss, warnings, versions };
}

/**
 * The project's configuration once its docs are routed: the routes of the docs and sidebars its
 * navbar names are known only then (a doc's `slug` may move it).
 */
export function projectConfig(project: DocusaurusProject, content: LoadedContent, locale: ProjectLocale = project.locales[0]!): SiteConfigInput {
  const unresolved = project.config({ doc: () => ({ route: '/' }), sidebar: () => '/', sidebarRoutes: () => [] }, locale);
  const config = validateConfig(unresolved);
  const routes = buildRoutes(content, config);
  const sidebars = buildSidebars(routes.docs, content.categories, { files: content.sidebarsFiles, draftIds: routes.draftDocIds, folderBase: (folder) => docsFolderBase(config.docs, folder || undefined) });
  const docById = new Map(routes.docs.map((doc) => [doc.id, doc]));
  const firstDoc = (keys: string[]) => keys.map((key) => sidebars.order.get(key)?.[0]).find(Boolean);
  const input = project.config({
    doc: (folder, id) => {
      const doc = docById.get(`${folder}/${id}`) ?? routes.docs.find((candidate) => candidate.sidebar === folder && candidate.id.endsWith(`/${id}`));
      const sidebarKey = doc && [...sidebars.order].find(([key, docs]) => (key === folder || key.startsWith(`${folder}:`)) && docs.includes(doc))?.[0];
      // Docusaurus lists a generated index among the docs, its slug as its id.
      if (!doc) return generatedIndexLink(sidebars.generatedIndexes, folder, docsFolderBase(config.docs, folder), id);
      return { route: doc.route, ...(sidebarKey !== undefined && { sidebarId: sidebarKey.slice(folder.length + 1) }) };
    },
    sidebar: (folder, sidebarId) => {
      const keys = [...sidebars.order.keys()].filter((key) => key === folder || key.startsWith(`${folder}:`));
      const doc = sidebarId === undefined ? firstDoc(keys) : firstDoc([`${folder}:${sidebarId}`]);
      return doc?.route ?? (sidebarId === undefined ? routes.docs.find((candidate) => candidate.sidebar === folder)?.route : undefined);
    },
    // A folder's own sidebar (made from its folders, with no sidebars file) has the id "".
    sidebarRoutes: (folders, sidebarId) => folders.flatMap((folder) => sidebars.order.get(sidebarId === '' ? folder : `${folder}:${sidebarId}`) ?? []).map((doc) => doc.route),
  }, locale);
  // A blog with no post (no folder, or drafts only) makes no page, list or feed in Docusaurus.
  return routes.posts.length > 0 ? input : { ...input, blog: { ...input.blog, enabled: false } };
}

/** A version's name in the search box: its instance (`Docs`, from its route), and its version's label when the instance has several. */
function contextLabel(version: DocsVersionFolder, versions: readonly DocsVersionFolder[]): string {
  const instanceRoute = version.settings.routeBasePath.split('/')[0] || version.pluginId;
  const instance = instanceRoute.charAt(0).toUpperCase() + instanceRoute.slice(1);
  const several = versions.filter((other) => other.pluginId === version.pluginId).length > 1;
  return several ? `${instance} ${version.settings.version.label}` : instance;
}

/**
 * A docs instance's `exclude` globs as a test of a file's path in its folder; beside them, files and
 * folders starting with `_` stay partials, as with Docusaurus's default.
 */
function excludedBy(exclude: unknown): (rel: string) => boolean {
  const patterns = array(exclude).flatMap((glob) => (typeof glob === 'string' ? [globPattern(glob)] : []));
  return (rel) => patterns.some((pattern) => pattern.test(rel));
}

/** A path the configuration names: from the project's folder; `/src/css/custom.css`, when no such file is at the disk's root, in the project (as Docusaurus finds it). */
function projectFile(root: string, written: string): string {
  const resolved = path.resolve(root, written);
  return written.startsWith('/') && !existsSync(resolved) ? path.join(root, written) : resolved;
}

function pagesFolderOf(options: Options, root: string): PagesFolder {
  return { id: text(options.id) ?? 'default', dir: path.resolve(root, text(options.path) ?? 'src/pages'), base: trimSlashes(text(options.routeBasePath) ?? '') };
}

function docsInstance(options: Options, root: string): DocsInstance {
  const sidebarPath = options.sidebarPath;
  return {
    id: text(options.id) ?? 'default',
    dir: path.resolve(root, text(options.path) ?? 'docs'),
    routeBasePath: trimSlashes(text(options.routeBasePath) ?? 'docs'),
    // Docusaurus's default is `sidebars.js` beside the configuration, and folders' sidebars when it is not there.
    sidebarPath: sidebarPath === false ? false : typeof sidebarPath === 'string' ? path.resolve(root, sidebarPath) : undefined,
    ...((typeof options.editUrl === 'string' || typeof options.editUrl === 'function') && { editUrl: options.editUrl as DocsInstance['editUrl'] }),
    showLastUpdateTime: options.showLastUpdateTime === true,
    showLastUpdateAuthor: options.showLastUpdateAuthor === true,
    options,
  };
}

/**
 * Client-redirects' `createRedirects`, with its `fromExtensions` asked the same way: `['html']` moves
 * `/docs/api.html` (a Docusaurus 1 site's address) to `/docs/api/`.
 */
function redirectCreator(options: Options): CreateRedirects | undefined {
  const own = typeof options.createRedirects === 'function' ? (options.createRedirects as CreateRedirects) : undefined;
  const extensions = array(options.fromExtensions).flatMap((extension) => (typeof extension === 'string' && extension.replace(/^\./, '') ? [extension.replace(/^\./, '')] : []));
  if (extensions.length === 0) return own;
  return (route) => [...[own?.(route) ?? []].flat(), ...(route === '/' ? [] : extensions.map((extension) => `${route}.${extension}`))];
}

/** Each docs folder's `sidebarItemsGenerator` (its instance's), for the layout; nothing when no instance has one. */
function sidebarGeneratorsOf(versions: readonly DocsVersionFolder[], instances: readonly DocsInstance[], file: string): Pick<ContentLayout, 'sidebarGenerators'> {
  const generators = new Map(
    versions.flatMap((version) => {
      const generator = instances.find((instance) => instance.id === version.pluginId)?.options.sidebarItemsGenerator;
      return typeof generator === 'function' ? [[version.folder, generator as SidebarItemsGenerator] as const] : [];
    }),
  );
  return generators.size > 0 ? { sidebarGenerators: { generators, file } } : {};
}

/** Docusaurus 3.9's `markdown.hooks.onBrokenMarkdownImages` (`throw` by default; `log` and `warn` both report). */
function brokenImageRule(value: unknown): SiteConfig['linkChecks']['markdownImages'] {
  return value === 'ignore' ? 'ignore' : value === 'warn' || value === 'log' ? 'warn' : 'stop';
}
