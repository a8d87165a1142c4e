import { balancedHtml } from '../tools/balanced-html.ts';
import { type Links, Marked, type MarkedOptions, Renderer, type RendererObject, type Tokens } from 'marked';
import { escapeHtml } from '../tools/escape-html.ts';
import { withDetailsBoxes } from './raw-details.ts';
import { admonitionExtension } from './admonitions.ts';
import { listTokenizer } from './list-starts.ts';
import { blockShortcuts } from './block-shortcuts.ts';
import { indentedFence } from './mdx-fences.ts';
import { codeBlockHtml, prepareCode } from './code-block.ts';
import { dataReferenceExtension, substituteInTokens } from './data-references.ts';
import { footnoteDefinitionExtension, footnoteReferenceExtension, mayHoldFootnotes } from './footnotes.ts';
import { pageIdPrefix } from './mdx/theme-components.ts';
import { npm2yarnExtension, npm2yarnTabs } from './npm2yarn.ts';
import { lexBlocks } from './text-rule.ts';
import { type ImageWithNarrowVersion, pictureHtml } from './narrow-image.ts';
import { emojifyTokens, mayHoldShortcodes } from './emoji.ts';
import { annotateTokens, type AnnotateOptions, type AnnotatedCode, type AnnotatedCodespan, type AnnotatedHeading, type AnnotatedHtml, type AnnotatedImage, type AnnotatedLink } from './annotate-tokens.ts';
import type { MarkdownContext, RenderedMarkdown } from './types.ts';

/** What the HTML of a page that draws a Mermaid diagram holds: the build adds the diagram library when a page has it. */
export const DIAGRAM_MARKER = 'data-mermaid=';

/** The `#` after a heading's text that links to it. */
export function hashLinkHtml(id: string, label: string): string {
  return `<a class="hash-link" href="#${escapeHtml(id)}" aria-label="${escapeHtml(label)}">#</a>`;
}

/**
 * The renderers hold no state: everything page-specific (ids, rewritten URLs, image sizes) is
 * written on the tokens by `annotateTokens` before parsing, so renders never share anything.
 */
type RowHeaderCell = Tokens.TableCell & { rowHeader?: boolean };

/** A `<` that starts no HTML tag, closing tag or comment as CommonMark's grammar has them. */
const STRAY_TAG_START = /<(?!\/?[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|!--)/g;

const renderer: RendererObject = {
    heading(token) {
      const { depth, id, linkLabel } = token as AnnotatedHeading;
      // An h1 has neither id nor link, as Docusaurus's Heading draws it: it is the page's title, the top of the page.
      if (depth === 1) return `<h1>${this.parser.parseInline(token.tokens)}</h1>\n`;
      return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(token.tokens)}${hashLinkHtml(id, linkLabel)}</h${depth}>\n`;
    },
    link(token) {
      const { href, title, external, blocked } = token as AnnotatedLink;
      const content = token.autolink ? escapeHtml(token.text) : this.parser.parseInline(token.tokens);
      if (blocked) return content;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const newTab = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(encodeUrl(href))}"${titleAttribute}${newTab}>${content}</a>`;
    },
    image(token) {
      const { href, title, width, height, blocked } = token as AnnotatedImage;
      const alt = this.parser.parseInline(token.tokens, this.parser.textRenderer);
      if (blocked) return escapeHtml(alt);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const size = width !== undefined && height !== undefined ? ` width="${width}" height="${height}"` : '';
      const img = `<img src="${escapeHtml(encodeUrl(href))}" alt="${escapeHtml(alt)}"${titleAttribute}${size} loading="lazy" decoding="async">`;
      const { narrow } = token as ImageWithNarrowVersion;
      return narrow ? pictureHtml(img, escapeHtml(encodeUrl(narrow.href)), narrow) : img;
    },
    paragraph(token) {
      // A picture standing alone is a figure: it links to its own file, to see it whole on a phone.
      const [only] = token.tokens;
      if (token.tokens.length !== 1 || only?.type !== 'image' || !(only as AnnotatedImage).figure) return Renderer.prototype.paragraph.call(this, token);
      return `<p class="figure"><a class="figure-link" href="${escapeHtml(encodeUrl(only.href))}">${this.parser.parseInline(token.tokens)}</a></p>\n`;
    },
    text(token) {
      // Inside an HTML element such as `<code>`, marked leaves the text as it is: a `<` there that
      // opens no tag (`<code>Promise<object | null></code>`) would open an element that swallows the
      // page; CommonMark reads it as text.
      if (!('tokens' in token && token.tokens) && 'escaped' in token && token.escaped) return token.text.replace(STRAY_TAG_START, '&lt;');
      return Renderer.prototype.text.call(this, token);
    },
    codespan(token) {
      const code = Renderer.prototype.codespan.call(this, token);
      const { copyButton } = token as AnnotatedCodespan;
      return copyButton ? `${code} ${copyButton}` : code;
    },
    code(token) {
      // Every code block can be copied (commands, addresses); the button is shown by the boot script.
      const { prepared, highlightedLines, mermaidScript, copyButton } = token as AnnotatedCode;
      const block = codeBlockHtml(prepared ?? prepareCode({ code: token.text }), copyButton ?? '', highlightedLines);
      // The source stays readable as code; the boot script draws the diagram when it comes into view.
      return mermaidScript ? `<div class="mermaid-diagram" ${DIAGRAM_MARKER}"${escapeHtml(mermaidScript)}">${block}</div>\n` : block;
    },
    tablecell(token) {
      // A comparison table's first column, under an empty corner, labels its rows (see `table`).
      if (!(token as RowHeaderCell).rowHeader) return Renderer.prototype.tablecell.call(this, token);
      const align = token.align ? ` align="${token.align}"` : '';
      return `<th scope="row"${align}>${this.parser.parseInline(token.tokens)}</th>\n`;
    },
    table(token) {
      // An empty corner names no column: the first column then holds row headers and the corner is
      // a plain cell, so no header is empty (axe's empty-table-header) and every cell has one (td-has-header).
      const [corner] = token.header;
      const table = corner && corner.text.trim() === '' && token.rows.length > 0
        ? { ...token, header: [{ ...corner, header: false }, ...token.header.slice(1)], rows: token.rows.map(([first, ...rest]) => (first ? [{ ...first, rowHeader: true }, ...rest] : rest)) }
        : token;
      // Focusable so keyboard users can scroll a table wider than the screen.
      return `<div class="table-wrapper" tabindex="0">${Renderer.prototype.table.call(this, table)}</div>\n`;
    },
    html(token) {
      if ((token as AnnotatedHtml).balanced) return `${balancedHtml(token.text.trimEnd())}\n`;
      if (!(token as AnnotatedHtml).mdx) return token.text;
      return token.block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text);
    },
};

const BASE_EXTENSIONS = [admonitionExtension, npm2yarnExtension];

/**
 * One Marked per set of rules a text needs, made when first asked for. Inline extensions cost every
 * text that does not need them: marked asks each where it may start at every step of every line
 * (10,000-page corpus: lexing 10-15 % faster without the data references), so `{{ }}` and footnotes
 * are read only in texts that hold them. MDX has no indented code (inside JSX, indentation only nests)
 * and no `{{ }}` (a JavaScript object there).
 */
const instances = new Map<number, Marked>();

function markedFor(mdx: boolean, data: boolean, footnotes: boolean): Marked {
  const key = (mdx ? 1 : 0) | (data && !mdx ? 2 : 0) | (footnotes ? 4 : 0);
  let instance = instances.get(key);
  if (!instance) {
    const extensions = [...BASE_EXTENSIONS, ...(key & 2 ? [dataReferenceExtension] : []), ...(footnotes ? [footnoteDefinitionExtension, footnoteReferenceExtension] : [])];
    const tokenizer = { ...blockShortcuts, list: listTokenizer(mdx) };
    instance = new Marked({ gfm: true, extensions, renderer, tokenizer: mdx ? { ...tokenizer, code: () => undefined, fences: indentedFence } : tokenizer });
    instances.set(key, instance);
  }
  return instance;
}

export interface FragmentOptions extends AnnotateOptions {
  /** Read as MDX's Markdown: no indented code. */
  mdx?: boolean;
  /** Phrasing only (the children of an inline element): no paragraph around it. */
  inline?: boolean;
  /** The page's link reference definitions, which a part of it (the Markdown between MDX elements) may use wherever they are. */
  links?: Links;
}

/** Renders Markdown (or the Markdown between a page's MDX elements) with its annotations. */
export function renderFragment(source: string, context: MarkdownContext, options: FragmentOptions = {}): RenderedMarkdown {
  const instance = markedFor(options.mdx === true, context.dataReferences !== false && source.includes('{{'), mayHoldFootnotes(source));
  if (options.inline) {
    const lexer = new instance.Lexer(instance.defaults);
    Object.assign(lexer.tokens.links, options.links);
    const tokens = lexer.inlineTokens(source);
    if (context.emoji && mayHoldShortcodes(source)) emojifyTokens(tokens);
    const annotations = annotateTokens(tokens, source, context, options);
    return { html: instance.Parser.parseInline(tokens, instance.defaults), ...annotations };
  }
  const tokens = lexBlocks(source, context.admonitionKeywords ? { ...instance.defaults, admonitionKeywords: context.admonitionKeywords } as MarkedOptions : instance.defaults, options.links);
  if (context.npm2yarn) npm2yarnTabs(tokens, context.npm2yarn, `${pageIdPrefix(context.file)}-${options.startLine ?? context.bodyStartLine}`);
  if (!options.mdx && context.dataReferences !== false) substituteInTokens(tokens, source, { ...context, bodyStartLine: options.startLine ?? context.bodyStartLine }, (value) => instance.Lexer.lexInline(value, instance.defaults));
  if (context.emoji && mayHoldShortcodes(source)) emojifyTokens(tokens);
  const annotations = annotateTokens(tokens, source, context, options);
  const html = instance.parser(tokens);
  // In MDX, `<details>` is an element the theme draws (mdx/theme-components.ts); here it is HTML.
  return { html: options.mdx ? html : withDetailsBoxes(html, context.text.t('site.Details.summary')), ...annotations };
}


/** As marked does: percent-encode what a URL may not hold, leaving existing escapes alone. */
function encodeUrl(href: string): string {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return href;
  }
}
