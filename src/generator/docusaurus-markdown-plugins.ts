/**
 * The remark and rehype plugins a Docusaurus configuration lists for each docs instance, the blog
 * and the pages, as the configuration made them (functions, with their options), and Docusaurus's
 * npm2yarn plugin, remark-code-import and the snippets of Meta's docs preset, which the renderer does
 * itself whether they are installed or not, and remark-github-admonitions-to-directives, done by a
 * plugin of this generator's when it is not installed.
 */
import path from 'node:path';
import { remarkGithubAlerts } from '../markdown/github-alerts.ts';
import type { MarkdownPlugins, Npm2YarnOptions, SitePlugin } from '../markdown/types.ts';
import type { Warning } from '../model/errors.ts';
import { ValueDigest } from '../tools/value-digest.ts';
import { type Area, type PagesFolder, pagesFileOf } from './content-layout.ts';
import { array, object, type Options, text } from './docusaurus-values.ts';
import { missingPackageName } from './run-module.ts';

const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';
/** remark-code-import, whose work (a fence showing the file its meta names) the renderer does too. */
const CODE_IMPORT = 'remark-code-import';
/** GitHub's alerts as admonitions: this generator's own plugin when the project has not installed it (github-alerts.ts). */
const GITHUB_ALERTS = 'remark-github-admonitions-to-directives';
/** Plugins whose work, a ` ```mermaid ` fence drawn as its diagram, the renderer does too (KubeVela's `mdx-mermaid`). */
const MERMAID_FENCES = new Set(['mdx-mermaid', 'remark-mermaidjs']);
/** Where Meta's docs preset puts its snippet plugin among the docs' remark plugins: its fences are filled by the renderer. */
const META_SNIPPETS = Symbol('remark-code-snippets');

/** The docs options Meta's preset gives the classic one: its snippet plugin after their own remark plugins, with the preset's `remark-code-snippets` options. */
export function withMetaSnippets(docs: Options, preset: Options): Options {
  return { ...docs, remarkPlugins: [...array(docs.remarkPlugins), [META_SNIPPETS, object(preset['remark-code-snippets'])]] };
}

/** Where each part's options are: each docs folder's (`<instance>@<version>`, its instance's), the blog's, each pages folder's (its instance's). */
export interface PluginParts {
  docsFolders: ReadonlyMap<string, Options>;
  blog: Options;
  pages: ReadonlyMap<PagesFolder, Options>;
}

export interface PluginReading {
  /** The package or site file a plugin was loaded from, for messages. */
  nameOf: (plugin: unknown) => string | undefined;
  /** The warning of each package that is not installed, by its name: a plugin's says its transformation is not applied. */
  missing: ReadonlyMap<string, Warning>;
  /** The configuration's warnings: npm2yarn's is taken out, as it is done here. */
  warnings: Warning[];
  file: string;
  /** The project's folder: remark-code-import's `<rootDir>` by default (Docusaurus builds from there). */
  siteDir: string;
  /** The major version of Docusaurus the project uses, when its package.json says: npm2yarn's pnpm tab came with 3. */
  major?: number;
  /** The digest of the code the configuration loaded (`siteCodeDigest`), made when some part has plugins. */
  codeDigest: () => string;
}

/**
 * The plugins of the part a source file belongs to, or undefined for a project that lists none
 * (its pages then render exactly as any page).
 */
export function markdownPluginsOf(parts: PluginParts, reading: PluginReading): ((area: Area, rel: string) => MarkdownPlugins | undefined) | undefined {
  const read = new Map<Options, MarkdownPlugins | undefined>();
  let codeDigest: string | undefined;
  const digest = () => (codeDigest ??= reading.codeDigest());
  const of = (options: Options) => {
    if (!read.has(options)) read.set(options, pluginsOf(options, reading, digest));
    return read.get(options);
  };
  const folders = new Map([...parts.docsFolders].map(([folder, options]) => [folder, of(options)]));
  const blog = of(parts.blog);
  const pages = new Map([...parts.pages].map(([folder, options]) => [folder.dir, of(options)]));
  if (!blog && [...pages.values(), ...folders.values()].every((plugins) => !plugins)) return undefined;
  const pagesOf = (rel: string) => pages.get(pagesFileOf([...parts.pages.keys()], rel)?.dir ?? '');
  return (area, rel) => (area === 'blog' ? blog : area === 'page' ? pagesOf(rel) : folders.get(rel.split('/', 1)[0]!));
}

function pluginsOf(options: Options, reading: PluginReading, codeDigest: () => string): MarkdownPlugins | undefined {
  let npm2yarn: Npm2YarnOptions | undefined;
  let codeImport: { rootDir: string } | undefined;
  let codeSnippets: { baseDir: string | undefined } | undefined;
  // Plugins listed by a package's name: never run from that package, so none is why a plugin fails.
  const listedByName = new Set<string>();
  // A plugin whose work is done here needs no warning that its package is not installed.
  const doneHere = (name: string) => {
    const warning = reading.missing.get(name);
    if (warning && reading.warnings.includes(warning)) reading.warnings.splice(reading.warnings.indexOf(warning), 1);
  };
  const list = (keys: readonly string[], kind: string): SitePlugin[] =>
    keys.flatMap((key) =>
      array(options[key]).flatMap((entry): SitePlugin[] => {
        const [plugin, pluginOptions] = Array.isArray(entry) ? entry : [entry, undefined];
        if (plugin === META_SNIPPETS) {
          // The preset resolves `baseDir` from where Docusaurus runs, the project's folder; without it, from each page's.
          const baseDir = text(object(pluginOptions).baseDir);
          codeSnippets = { baseDir: baseDir === undefined ? undefined : path.resolve(reading.siteDir, baseDir) };
          return [];
        }
        const missing = missingPackageName(plugin);
        const name = missing ?? reading.nameOf(plugin) ?? (typeof plugin === 'function' && plugin.name ? plugin.name : `a ${kind} plugin written in the configuration`);
        listedByName.add(name);
        if (name === CODE_IMPORT) {
          codeImport = { rootDir: text(object(pluginOptions).rootDir) ?? reading.siteDir };
          doneHere(name);
          return [];
        }
        if (name === NPM2YARN) {
          npm2yarn = { ...(reading.major === 2 && { converters: ['yarn'] }), ...object(pluginOptions) } as Npm2YarnOptions;
          doneHere(name);
          return [];
        }
        if (missing !== undefined && MERMAID_FENCES.has(missing)) {
          doneHere(missing);
          return [];
        }
        if (missing === GITHUB_ALERTS) {
          doneHere(missing);
          return [{ name: missing, plugin: remarkGithubAlerts }];
        }
        if (missing) {
          const warning = reading.missing.get(missing);
          if (warning) warning.message = `${kind} plugin "${missing}" is not installed: its transformation is not applied to the pages`;
          return [];
        }
        if (typeof plugin !== 'function') {
          reading.warnings.push({ file: reading.file, message: `${key} holds ${JSON.stringify(plugin)}, which is not a plugin (a function); left out` });
          return [];
        }
        return [{ name, plugin: plugin as SitePlugin['plugin'], ...(pluginOptions !== undefined && { options: pluginOptions }) }];
      }),
    );
  const remark = list(['beforeDefaultRemarkPlugins', 'remarkPlugins'], 'remark');
  const rehype = list(['beforeDefaultRehypePlugins', 'rehypePlugins'], 'rehype');
  if (remark.length === 0 && rehype.length === 0 && !npm2yarn && !codeImport && !codeSnippets) return undefined;
  const missingPackages = [...reading.missing.keys()].filter((name) => !listedByName.has(name));
  const digest = remark.length > 0 || rehype.length > 0 ? withOptions(codeDigest(), [...remark, ...rehype]) : undefined;
  return { remark, rehype, ...((remark.length > 0 || rehype.length > 0) && { siteDir: reading.siteDir }), ...(digest !== undefined && { codeDigest: digest }), ...(npm2yarn && { npm2yarn }), ...(codeImport && { codeImport }), ...(codeSnippets && { codeSnippets }), ...(missingPackages.length > 0 && { missingPackages }) };
}

/**
 * The digest of the plugins' code with the options the configuration gives them, which may come from
 * the environment it ran in (Babel's site renders one version's blocks by `BABEL_9_BREAKING`): what
 * they made is kept under it. None when an option says nothing of what it holds (a class instance):
 * their results are then never kept.
 */
function withOptions(code: string, plugins: readonly SitePlugin[]): string | undefined {
  try {
    return new ValueDigest().of([code, plugins.map(({ name, options }) => [name, options])]);
  } catch {
    return undefined;
  }
}
