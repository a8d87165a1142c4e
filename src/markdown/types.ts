import type { Warning } from '../model/errors.ts';
import type { HighlightCode, MagicComment } from './code-block.ts';
import type { HeadingIdStyle } from '../model/config.ts';
import type { Translator } from '../model/i18n/translator.ts';

/** What the Markdown renderer needs to know about the page and the site. */
export interface MarkdownContext {
  /** Path shown in messages, relative to the project, e.g. `content/wiki/survival/kits.md`. */
  file: string;
  /** 1-based line of the file where the Markdown body starts (after the front matter). */
  bodyStartLine: number;
  /** Values for `{{ dotted.key }}`: the parsed `content/data/*.yml` files keyed by file name, plus `site`. */
  data: Readonly<Record<string, unknown>>;
  /** False where `{{ }}` is text (a Docusaurus project's pages: Go templates, Vue), not a value of `data`. */
  dataReferences?: false;
  /** The page's front matter, which MDX reads as `{frontMatter.description}` (Docusaurus gives every MDX page its own). */
  frontMatter?: Readonly<Record<string, unknown>>;
  /** Base URL of the site, always starting and ending with `/` (e.g. `/` or `/jabuti/`). */
  baseUrl: string;
  /** The interface's texts in the site's locale: admonition titles, heading links, copy buttons. */
  text: Translator;
  /** Front matter `format` (`md` or `mdx`), as Docusaurus takes it: forces how the page is read. */
  format?: unknown;
  /** How heading ids are made (default `ascii`): see `HeadingIdStyle`. */
  headingIds?: HeadingIdStyle;
  /** The page's `# Title` taken out of its body (content-title.ts): its id is taken first, as Docusaurus slugs that heading too. */
  contentTitle?: string;
  /** Types of `:::` boxes the site adds to Docusaurus's (lower case), drawn as `info` boxes titled by their type. */
  admonitionKeywords?: readonly string[];
  /** A link to a Markdown file that is not there stays as written, unsaid (a Docusaurus project's `onBrokenMarkdownLinks: 'ignore'`). */
  brokenMarkdownLinks?: 'ignore';
  /** A picture alone in its paragraph links to its own file (by default); false draws it plain, as Docusaurus does. */
  figureLinks?: false;
  /** A Markdown picture of the site that is not there: the build stops (by default), or its address is left as written, with a warning or without (Docusaurus's `onBrokenMarkdownImages`). */
  brokenMarkdownImages?: 'warn' | 'ignore';
  /** A `#` heading in the body is the page's own choice (a Docusaurus project): no warning. */
  allowH1InBody?: boolean;
  /**
   * The page's URL without base URL as Docusaurus gives it, which relative URL links (`./loja`)
   * resolve against: without a trailing slash (`/wiki/survival/kits`), except a docs folder's root
   * or a slug that ends with one (`/wiki/survival/`).
   */
  pageUrl?: string;
  /**
   * Resolves a relative link to a Markdown file (`../conta/proteger.md`, as written in the page)
   * to the route path of that file without base URL (`/wiki/survival/conta/proteger/`),
   * or undefined when no such file exists.
   */
  resolveMarkdownLink(href: string): string | undefined;
  /**
   * A page's route written in another case (`/docs/API/utils/export/` for `/docs/api/utils/export/`),
   * when no page has the route as written: Docusaurus's router and link check match routes whatever
   * their case, so such a link works there. Undefined when the route is a page's or no page's.
   */
  routeInOtherCase?(route: string): string | undefined;
  /**
   * Looks up an image referenced by the page. `src` is as written (`/img/logo.svg` or relative `./a.png`).
   * Returns its public URL path without base (`/img/logo.svg`) and its size when known,
   * or undefined when the file does not exist.
   */
  resolveImage(src: string): { path: string; width?: number; height?: number } | undefined;
  /** A file other than a page that a link names by a relative path beside the page, copied into the site: its path there, or undefined when there is none. */
  resolveFile?(href: string): { path: string } | undefined;
  /**
   * Inline code that readers copy (the server's addresses and port), each with what it is
   * ("endereço Java"): such a code span gets a copy button beside it.
   */
  copyableCode?: ReadonlyMap<string, string>;
  /** Syntax colours for code blocks with a language; without it (or for a language it lacks), code is plain. */
  highlight?: HighlightCode;
  /** Comments that mark lines of code (a Docusaurus project's `prism.magicComments`); Docusaurus's highlight comments by default. */
  magicComments?: readonly MagicComment[];
  /** The language of a code block that names none (a Docusaurus project's `prism.defaultLanguage`). */
  defaultCodeLanguage?: string;
  /** Shortcodes (`:tada:`) become emoji, as Docusaurus's Markdown does unless `markdown.emoji` is false. */
  emoji?: true;
  /** `false`: an imported Markdown file's headings stay out of the page's table of contents, as before Docusaurus 3.2. */
  partialHeadingsInToc?: false;
  /** A Docusaurus 2 page, which MDX 1 read: braces in text that name nothing known here are text, as MDX 1 left them (socket.io's "Add “{user} is typing”"). */
  mdx1?: true;
  /**
   * Renders a site's own component that an MDX page imports (`from` as written: `@site/src/…` or
   * relative) with its props and its children's HTML: undefined when no file is there, an Error
   * when it could not be built or rendered.
   */
  renderSiteComponent?: (from: string, props: Record<string, unknown>, children: string | readonly SiteChildElement[], exportName?: string, markdownFile?: MarkdownFileHtml) => SiteComponentHtml | Error | undefined;
  /** Whether the site has its own `src/theme/X` for `from` (`@theme/X`), which `renderSiteComponent` renders. */
  ownsThemeComponent?: (from: string) => boolean;
  /** What the page's own module (`source`: its ESM blocks) exports as `name` (`export const Highlight = …`); undefined when it cannot be run. */
  pageExport?: (source: string, name: string) => unknown;
  /** Renders a component the page exports itself, as `renderSiteComponent` renders an imported one. */
  renderPageComponent?: (source: string, name: string, props: Record<string, unknown>, childrenHtml: string, markdownFile?: MarkdownFileHtml) => SiteComponentHtml | Error | undefined;
  /** A value a module of the site exports (`import { comandos } from '@site/src/dados'`), to give a component as a prop; undefined when there is none. */
  siteValue?: (from: string, exportName: string) => unknown;
  /**
   * Renders a component the site gives every MDX page without an import (Docusaurus's
   * `src/theme/MDXComponents`), by its name: undefined when the site gives none of that name.
   */
  renderMdxComponent?: (name: string, props: Record<string, unknown>, childrenHtml: string, markdownFile?: MarkdownFileHtml) => SiteComponentHtml | Error | undefined;
  /** The text of a file beside the page (`./exemplo.js`), for MDX's `import x from '!!raw-loader!./exemplo.js'`; undefined when there is none. */
  readRelativeFile?: (path: string) => string | undefined;
  /**
   * A Markdown file the page imports (`./_paper.mdx`, `@site/…`, as written), to render where its
   * element stands; undefined when there is none.
   */
  partial?: (from: string) => PartialFile | undefined;
  /** The site lists Docusaurus's npm2yarn plugin, with these options: ` ```bash npm2yarn ` blocks become tabs npm / Yarn / pnpm. */
  npm2yarn?: Npm2YarnOptions;
  /** The site lists remark-code-import: a fence whose meta names `file=./x.ts` shows that file, read by this (by the path written). */
  codeImport?: (file: string) => string | undefined;
  /** The site uses Meta's docs preset: a fence whose meta is `file=x start=A end=B` shows those lines of the file, read by this (by the path written). */
  codeSnippets?: (file: string) => string | undefined;
  /** URL of Mermaid's script, base URL included: ` ```mermaid ` blocks become diagrams in the browser. Without it, they stay code. */
  mermaidScript?: string;
}

/** The HTML of a Markdown file (by its path) that a site's component imports, rendered as the page renders its partials; undefined when there is none. */
export type MarkdownFileHtml = (file: string) => string | undefined;

/**
 * A site component written as a child of another (`<DatabaseTab value="mysql">…</DatabaseTab>` in
 * `<DatabaseTabs>`), given to its parent as the element it is, for a parent that reads its children's
 * types and props (TypeORM's DatabaseTabs); its own children are their HTML.
 */
export interface SiteChildElement {
  from: string;
  exportName: string;
  props: Record<string, unknown>;
  childrenHtml: string;
}

/** A site's own component rendered, with what its code imports that is not there. */
export interface SiteComponentHtml {
  html: string;
  warnings: Warning[];
  /** The rules of the CSS modules its bundle imports ('' when none): the page links them. */
  css: string;
  /** Where a `<Redirect>` it rendered sends the browser (`to` as written). */
  redirectTo?: string;
}

/** A partial found by its import: its body, front matter taken out, and the context that reads links, images and imports beside it. */
export interface PartialFile {
  body: string;
  context: MarkdownContext;
}

export interface Heading {
  depth: number;
  /** Plain text of the heading. */
  text: string;
  /** The text in parts, each code or not, when some of it is code (``### `computedStyleSupportsPseudoElements` ``): the table of contents shows it so. */
  parts?: { text: string; code: boolean }[];
  id: string;
  line: number;
}

/** An internal link found in the page, for the broken-link check after all routes are known. */
export interface InternalLink {
  /** Route path without base URL, with trailing slash, e.g. `/wiki/survival/kits/`. */
  path: string;
  /** Fragment without `#`, or undefined. */
  hash?: string;
  line: number;
}

export interface RenderedMarkdown {
  html: string;
  /** Every heading of level 2 to 6, in order. */
  headings: Heading[];
  /** Plain text of the whole body, whitespace collapsed to single spaces (for word counts and reading time). */
  text: string;
  links: InternalLink[];
  warnings: Warning[];
  /** Its `<Head>` has a robots meta that says noindex (`<meta name="robots" content="noindex">`). */
  noIndex?: boolean;
  /** Its `<Head>`'s `<title>`: the window's whole title. */
  headTitle?: string;
  /** Its `<Head>`'s description `<meta>`. */
  headDescription?: string;
}

/** A converter of `@docusaurus/remark-plugin-npm2yarn`: a package manager `npm-to-yarn` knows, or a name and a function of the site's. */
export type Npm2YarnConverter = string | readonly [name: string, convert: (npmCode: string) => string];

/** The plugin's options: `sync` puts every block's tabs in one group (`npm2yarn`), so one choice switches them all. */
export interface Npm2YarnOptions {
  sync?: boolean;
  converters?: readonly Npm2YarnConverter[];
}

/** A remark or rehype plugin of the site's configuration: the function, its options, and its package or file, for messages. */
export interface SitePlugin {
  name: string;
  plugin: (...options: unknown[]) => unknown;
  options?: unknown;
}

/** What a site's configuration gives the Markdown of one part of it (a docs instance, the blog, the pages). */
export interface MarkdownPlugins {
  /** `beforeDefaultRemarkPlugins`, then `remarkPlugins`: run on the page's tree before it is rendered. */
  remark: readonly SitePlugin[];
  /** `beforeDefaultRehypePlugins`, then `rehypePlugins`: run on the rendered HTML. */
  rehype: readonly SitePlugin[];
  /** Packages the configuration (and the plugins it loaded) asked for and that are not installed: a plugin that fails may have needed one. */
  missingPackages?: readonly string[];
  /** The project's folder, where Docusaurus runs: the plugins run with it as the working directory (a path they resolve starts there). */
  siteDir?: string;
  /** A digest of the code the plugins come from (its files, packages and lockfiles): with the page, the key what they made of it is kept under between builds; none, not kept. */
  codeDigest?: string;
  npm2yarn?: Npm2YarnOptions;
  /** remark-code-import, done here: where its `<rootDir>` is. */
  codeImport?: { rootDir: string };
  /** Meta's docs preset's snippets (`remark-code-snippets`), done here: the folder its paths start from; undefined: each page's own. */
  codeSnippets?: { baseDir: string | undefined };
}
