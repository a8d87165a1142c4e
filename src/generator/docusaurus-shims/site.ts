import { siteTranslator } from '../../model/i18n/catalogues.ts';
import type { Translator } from '../../model/i18n/translator.ts';
import type { HighlightCode } from '../../markdown/code-block.ts';
import type { MagicComment } from '../../model/config.ts';
/** What the stand-ins for Docusaurus's modules know of the site. */
export interface ShimSite {
  baseUrl: string;
  title: string;
  tagline: string;
  url: string;
  customFields?: Record<string, unknown>;
  themeConfig?: Record<string, unknown>;
  i18n?: { currentLocale: string; defaultLocale: string; locales: string[] };
  /** The interface texts of the site's locale (the titles of boxes, the copy button); English without it. */
  text?: Translator;
  /** The docs versions, where their pages are and which folder holds their files, for `useDocsVersion`. */
  docsVersions?: { pluginId: string; name: string; label: string; isLast: boolean; path: string; dir: string }[];
  /** The page being rendered (its file), while a component of it renders. */
  currentFile?: string;
  /** The project's whole configuration as its code reads it (`siteConfig`), when it is a Docusaurus project. */
  siteConfig?: Record<string, unknown>;
  /** The HTML of a Markdown file a component of the page imports, rendered as the page's partials are (while a page's component renders). */
  renderMarkdownFile?: (file: string) => string | undefined;
  /** The messages of `<Translate>` and `translate()` for the current locale, by id (or by the default message when it has no id). */
  translations?: Record<string, string>;
  /** The lines of a code block in colour, when the build has them (code-colours.ts), and the comments that mark lines: for `@theme/CodeBlock`. */
  highlight?: HighlightCode;
  magicComments?: readonly MagicComment[];
  /** `prism.defaultLanguage`: a code block's language when it names none. */
  defaultCodeLanguage?: string;
}

let site: ShimSite = { baseUrl: '/', title: '', tagline: '', url: '' };

/** Set by the build before it renders a site's own component. */
export function setShimSite(next: ShimSite): void {
  site = next;
}

export function shimSite(): ShimSite {
  return site;
}

const english = siteTranslator({ name: 'en', htmlLang: 'en' });

/** The interface texts the stand-ins show, in the site's locale. */
export function shimText(): Translator {
  return site.text ?? english;
}
