import type { Token, Tokens } from 'marked';
import { ContentError, type Warning } from '../model/errors.ts';
import { collapseWhitespace } from '../tools/collapse-whitespace.ts';
import { childTokensOf, codeParts, leafTextOf, plainTextOf } from './token-text.ts';
import { admonitionKindOf, admonitionTitle, admonitionTypes, type AdmonitionToken } from './admonitions.ts';
import { codeCopyButtonHtml, copyableCodeButtonHtml, prepareCode, type HighlightedLine, type PreparedCode } from './code-block.ts';
import { blockedSchemeOf, isExternalSource, resolveHref, withBaseUrl } from './hrefs.ts';
import { countNewlines } from './lines.ts';
import { narrowVersionOf, type ImageWithNarrowVersion } from './narrow-image.ts';
import { pageSlugger, type Slugger } from './slug.ts';
import type { Heading, InternalLink, MarkdownContext, RenderedMarkdown } from './types.ts';
import { importedCode } from './code-import.ts';
import { snippetCode } from './code-snippets.ts';

/* What the annotator writes on tokens for the renderers to read. */
export interface AnnotatedHeading extends Tokens.Heading {
  id: string;
  /** The label of its `#` link: "Direct link to …". */
  linkLabel: string;
}
export interface AnnotatedLink extends Tokens.Link {
  external?: boolean;
  /** Its URL has a blocked scheme (`javascript:`): only the text is rendered. */
  blocked?: boolean;
}
export interface AnnotatedImage extends Tokens.Image {
  /** Its URL has a blocked scheme (`javascript:`): only the alt text is rendered. */
  blocked?: boolean;
  width?: number;
  height?: number;
  /** A picture of the site that, alone in its paragraph, links to its own file (`MarkdownContext.figureLinks`). */
  figure?: boolean;
}
export interface AnnotatedCodespan extends Tokens.Codespan {
  /** The button that copies it, for code readers copy (the server's addresses). */
  copyButton?: string;
}
/** `mdx`: JSX where MDX is not read, shown as text; `balanced`: JSX in a CommonMark page, HTML as Docusaurus reads it, each element it opens closed within it. */
export type AnnotatedHtml = (Tokens.HTML | Tokens.Tag) & { mdx?: boolean; balanced?: boolean };
export interface AnnotatedCode extends Tokens.Code {
  prepared?: PreparedCode;
  copyButton?: string;
  /** A ` ```mermaid ` block, drawn by this script in the browser. */
  mermaidScript?: string;
  /** Its lines with syntax colours, when the page's highlighter has them. */
  highlightedLines?: readonly HighlightedLine[];
}

export type Annotations = Omit<RenderedMarkdown, 'html'>;

const EXPLICIT_ID = /\s*\{#([^\s{}]+)\}\s*$/;
const DIRECTIVE_LINE = /^ {0,3}:{3,}([A-Za-z][\w-]*)/gm;
/** MDX's ESM lines: they open a block, like a paragraph. */
const MDX_STATEMENT = /^(?:import|export)\s/;
const JSX_TAG = /<\/?[A-Z][\w.]*/;
const MDX_MESSAGE = 'MDX syntax is not supported; shown as text';
/** An attribute that holds a URL in an HTML tag, and its value, quoted or not. */
const URL_ATTRIBUTE = /\s(href|src|action|formaction)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
/** A relative link to a file that is no page (`./template.zip`, `../include/gc.h`): no scheme, no leading slash, an extension other than Markdown's. */
const LINKED_FILE = /^(?![a-z][a-z\d+.-]*:|[/#])[^?#]*\.(?!mdx?(?:[?#]|$))[A-Za-z\d]{1,8}(?:[?#]|$)/i;
const BLOCKED_SCHEME_REASON = "it runs code or hides content, and the site's Content-Security-Policy blocks it; shown as text";
/** Tokens whose text must not run into the next word of the plain text. */
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'code', 'list_item', 'html', 'blockquote', 'admonition', 'space', 'hr']);

/**
 * Walks the token tree once, in document order: gives headings their ids, rewrites link and image
 * targets, and collects headings, internal links, warnings and plain text, each with its file line.
 * Throws a ContentError for a missing image.
 */
export function annotateTokens(tokens: readonly Token[], source: string, context: MarkdownContext, options: AnnotateOptions = {}): Annotations {
  const annotator = new TokenAnnotator(context, options.slug ?? pageSlugger(context), options.expandText ?? ((text) => text));
  annotator.visitAll(tokens, source, options.startLine ?? context.bodyStartLine, true);
  return annotator.result();
}

/** For a part of a page rendered on its own (an MDX component's children). */
export interface AnnotateOptions {
  /** The page's slugger, so ids stay unique across its parts. */
  slug?: Slugger;
  /** File line of the first line of `source`. */
  startLine?: number;
  /** Turns stand-ins for MDX elements in text into their plain text. */
  expandText?: (text: string) => string;
}

class TokenAnnotator {
  private readonly headings: Heading[] = [];
  private readonly links: InternalLink[] = [];
  private readonly warnings: Warning[] = [];
  private text = '';
  private readonly mdxWarningLines = new Set<number>();

  constructor(
    private readonly context: MarkdownContext,
    private readonly slug: Slugger,
    private readonly expandText: (text: string) => string,
  ) {}

  result(): Annotations {
    const text = collapseWhitespace(this.text);
    return { headings: this.headings, links: this.links, warnings: this.warnings, text };
  }

  /** `container` is the text the tokens' `raw` was cut from, starting at file line `containerLine`. */
  visitAll(tokens: readonly Token[], container: string, containerLine: number, topLevel = false): void {
    const cursor: Cursor = { searchFrom: 0, position: 0, line: containerLine };
    for (const token of tokens) this.visit(token, locate(container, token.raw, cursor), topLevel);
  }

  private visit(token: Token, line: number, topLevel: boolean): void {
    switch (token.type) {
      case 'heading':
        this.annotateHeading(token as Tokens.Heading, line);
        break;
      case 'paragraph':
        this.checkParagraph(token.raw, line, topLevel);
        break;
      case 'link':
        this.annotateLink(token as Tokens.Link, line);
        break;
      case 'image':
        this.annotateImage(token as Tokens.Image, line);
        break;
      case 'html':
        this.checkHtml(token as Tokens.HTML | Tokens.Tag, line);
        break;
      case 'admonition':
        this.visitAdmonitionTitle(token as AdmonitionToken, line);
        break;
      case 'table':
        this.visitTable(token as Tokens.Table, line);
        break;
      case 'list':
        this.visitAll((token as Tokens.List).items, token.raw, line);
        break;
      case 'code':
        this.annotateCode(token as Tokens.Code, line);
        break;
      case 'codespan':
        (token as AnnotatedCodespan).copyButton = copyableCodeButtonHtml(this.context.text, this.context.copyableCode, (token as Tokens.Codespan).text);
        break;
    }
    const children = childTokensOf(token);
    if (children) {
      // A block-level text token (a tight list item's line) can hold a `:::name` line too.
      if (token.type === 'text') this.checkUnknownAdmonitions(token.raw, line);
      this.visitAll(children, token.raw, line);
    } else {
      this.text += leafTextOf(token);
    }
    if (BLOCK_TYPES.has(token.type)) this.text += ' ';
  }

  private annotateHeading(heading: Tokens.Heading, line: number): void {
    const explicitId = takeExplicitId(heading);
    const plainText = collapseWhitespace(this.expandText(plainTextOf(heading.tokens)));
    const id = explicitId ?? this.slug(plainText);
    if (explicitId !== undefined && !this.slug.reserve(explicitId)) this.warn(line, `duplicate heading id "${explicitId}"`);
    if (heading.depth === 1 && !this.context.allowH1InBody) this.warn(line, 'level-1 heading in the body: the layout already shows the page title as the h1; start sections at "##"');
    else if (heading.depth > 1) this.headings.push({ depth: heading.depth, text: plainText, id, line, ...codeParts(heading.tokens, this.expandText) });
    Object.assign(heading, { id, linkLabel: this.context.text.t('theme.common.headingLinkTitle', { heading: plainText }) });
  }

  private annotateCode(code: Tokens.Code, line: number): void {
    const [written, meta] = splitInfoString(code.lang ?? '');
    const imported = this.context.codeImport && importedCode(meta, this.context.codeImport);
    if (imported && 'missing' in imported) this.warn(line, `code block: no file "${imported.missing}" to show (its meta names it, for remark-code-import)`);
    else if (imported) code.text = imported.code;
    const snippet = this.context.codeSnippets && snippetCode(meta, this.context.codeSnippets);
    if (snippet && 'problem' in snippet) this.warn(line, `code block: ${snippet.problem} (its meta names it, for remark-code-snippets); the block is left empty`);
    else if (snippet) code.text = snippet.code;
    const language = written || this.context.defaultCodeLanguage;
    const prepared = prepareCode({ code: code.text, language, meta }, this.context.magicComments);
    const annotated = code as AnnotatedCode;
    annotated.prepared = prepared;
    annotated.copyButton = codeCopyButtonHtml(this.context.text);
    if (language === 'mermaid' && this.context.mermaidScript) annotated.mermaidScript = this.context.mermaidScript;
    else if (language) annotated.highlightedLines = this.context.highlight?.(prepared.lines.join('\n'), language);
  }

  private annotateLink(link: Tokens.Link, line: number): void {
    const blockedScheme = blockedSchemeOf(link.href);
    if (blockedScheme !== undefined) {
      (link as AnnotatedLink).blocked = true;
      this.warn(line, `link to a "${blockedScheme}" URL: ${BLOCKED_SCHEME_REASON}`);
      return;
    }
    const file = LINKED_FILE.test(link.href) ? this.context.resolveFile?.(link.href) : undefined;
    if (file) {
      link.href = withBaseUrl(this.context.baseUrl, file.path) + (/[?#].*$/.exec(link.href)?.[0] ?? '');
      return;
    }
    const resolved = resolveHref(link.href, this.context);
    link.href = resolved.href;
    if (resolved.external) (link as AnnotatedLink).external = true;
    if (resolved.target) this.links.push({ ...resolved.target, line });
    if (resolved.broken && this.context.brokenMarkdownLinks !== 'ignore') this.warn(line, `broken link to "${resolved.href}"`);
  }

  private annotateImage(image: Tokens.Image, line: number): void {
    const blockedScheme = blockedSchemeOf(image.href);
    // A `data:` picture is only a picture (the policy allows it); a `javascript:` one is never one.
    if (blockedScheme !== undefined && blockedScheme !== 'data:') {
      (image as AnnotatedImage).blocked = true;
      this.warn(line, `image from a "${blockedScheme}" URL: ${BLOCKED_SCHEME_REASON}`);
      return;
    }
    if (isExternalSource(image.href)) return;
    const found = this.context.resolveImage(image.href);
    // A picture of the site that is not there stops the build, unless the site asks for less.
    if (!found && this.context.brokenMarkdownImages === undefined) throw new ContentError(this.context.file, line, `image not found: "${image.href}"`);
    if (!found) return this.context.brokenMarkdownImages === 'warn' ? this.warn(line, `image not found: "${image.href}"; its address is left as written`) : undefined;
    const annotated = image as AnnotatedImage;
    (annotated as ImageWithNarrowVersion).narrow = narrowVersionOf(image.href, this.context);
    // Its fragment kept, as Docusaurus keeps it: a stylesheet may choose pictures by it (Lingui's `img[src$="#gh-dark-mode-only"]`).
    annotated.href = withBaseUrl(this.context.baseUrl, found.path) + (/#[^#]*$/.exec(image.href)?.[0] ?? '');
    annotated.width = found.width;
    annotated.height = found.height;
    if (this.context.figureLinks !== false) annotated.figure = true;
  }

  private checkHtml(html: Tokens.HTML | Tokens.Tag, line: number): void {
    if (html.text.startsWith('<!--')) return;
    this.checkHtmlUrls(html.text, line);
    const jsx = JSX_TAG.exec(html.text);
    if (!jsx) return;
    // A CommonMark page (`format: md`, Docusaurus's `markdown.format: 'detect'`) reads it as HTML, its components as elements no browser draws.
    if (this.context.format !== 'md') {
      (html as AnnotatedHtml).mdx = true;
      return this.warnMdx(line);
    }
    (html as AnnotatedHtml).balanced = true;
    this.warn(line, `${jsx[0]}> in a CommonMark page is HTML, as in Docusaurus: an element no browser draws`);
  }

  /** Raw HTML is written as it is; a `javascript:` (or `data:` link) in its attributes still warns. */
  private checkHtmlUrls(html: string, line: number): void {
    for (const match of html.matchAll(URL_ATTRIBUTE)) {
      const [, attribute, ...values] = match;
      const scheme = blockedSchemeOf(values.find((value) => value !== undefined) ?? '');
      if (scheme === undefined || (scheme === 'data:' && attribute!.toLowerCase() === 'src')) continue;
      this.warn(line + countNewlines(html, 0, match.index), `${attribute} with a "${scheme}" URL in HTML: ${BLOCKED_SCHEME_REASON.replace(/; shown as text$/, '')}`);
    }
  }

  private checkParagraph(raw: string, line: number, topLevel: boolean): void {
    if (topLevel && MDX_STATEMENT.test(raw)) this.warnMdx(line);
    this.checkUnknownAdmonitions(raw, line);
  }

  /** Lines like `:::caution` that no admonition took: they stay as text, and the author should know why. */
  private checkUnknownAdmonitions(raw: string, line: number): void {
    if (!raw.includes(':::')) return;
    for (const match of raw.matchAll(DIRECTIVE_LINE)) {
      const name = match[1] ?? '';
      if (admonitionKindOf(name, this.context.admonitionKeywords)) continue;
      const message = `unknown admonition type ":::${name}" (shown as text); valid types: ${admonitionTypes(this.context.admonitionKeywords).join(', ')}`;
      this.warn(line + countNewlines(raw, 0, match.index), message);
    }
  }

  private visitAdmonitionTitle(admonition: AdmonitionToken, line: number): void {
    admonition.defaultTitle = admonitionTitle(admonition.name, this.context.text);
    // Its own fence, as many colons as it was opened with (`::::info` holding a `:::tip` is closed by `::::`).
    const colons = /^ {0,3}(:{3,})/.exec(admonition.raw)?.[1] ?? ':::';
    if (!admonition.closed) this.warn(line, `admonition "${colons}${admonition.name}" is never closed: add a line "${colons}" after its content`);
    this.visitAll(admonition.titleTokens, admonition.raw, line);
    this.text += ' ';
  }

  private visitTable(table: Tokens.Table, line: number): void {
    for (const cell of table.header) this.visitCell(cell, line);
    // Row n sits n lines below the delimiter row, which is right below the header.
    table.rows.forEach((row, index) => {
      for (const cell of row) this.visitCell(cell, line + 2 + index);
    });
  }

  private visitCell(cell: Tokens.TableCell, line: number): void {
    this.visitAll(cell.tokens, cell.text, line);
    this.text += ' ';
  }

  private warnMdx(line: number): void {
    if (this.mdxWarningLines.has(line)) return;
    this.mdxWarningLines.add(line);
    this.warn(line, MDX_MESSAGE);
  }

  private warn(line: number, message: string): void {
    this.warnings.push({ file: this.context.file, line, message });
  }
}

interface Cursor {
  /** Where to look for the next token's `raw`. */
  searchFrom: number;
  /** Start of the last token found, and its line. */
  position: number;
  line: number;
}

/**
 * Line of the token whose `raw` comes next in `container`. Nested tokens (in lists and quotes) were
 * cut from dedented text, so when the whole `raw` is not found, its first line is looked for instead;
 * failing that, the token gets the line of the previous one.
 */
function locate(container: string, raw: string, cursor: Cursor): number {
  let index = container.indexOf(raw, cursor.searchFrom);
  let length = raw.length;
  if (index === -1) {
    const firstLine = raw.trimStart().split('\n', 1)[0] ?? '';
    index = firstLine === '' ? -1 : container.indexOf(firstLine, cursor.searchFrom);
    length = firstLine.length;
  }
  if (index === -1) return cursor.line;
  cursor.line += countNewlines(container, cursor.position, index);
  cursor.position = index;
  cursor.searchFrom = index + length;
  return cursor.line;
}

/** `js title="a.js" {2}` → `js` and `title="a.js" {2}`. */
function splitInfoString(info: string): [string | undefined, string] {
  const language = /^\S*/.exec(info)?.[0] ?? '';
  return [language === '' ? undefined : language, info.slice(language.length).trim()];
}

/**
 * Removes a trailing `{#custom-id}` from a heading and returns the id. MDX needs the braces
 * escaped, `## Título \{#id}` or `\{#id\}` (graphql-markdown writes both): marked reads each `\{`
 * and `\}` as an escape token, so the id is read from the heading's last text and escape tokens as one.
 */
function takeExplicitId(heading: Tokens.Heading): string | undefined {
  let first = heading.tokens.length;
  while (first > 0 && (heading.tokens[first - 1]!.type === 'text' || heading.tokens[first - 1]!.type === 'escape')) first--;
  const run = heading.tokens.slice(first) as (Tokens.Text | Tokens.Escape)[];
  const match = EXPLICIT_ID.exec(run.map((token) => token.text).join(''));
  if (!match) return undefined;
  // Keeps what comes before the id: whole tokens, then the start of the one the id begins in.
  let kept = 0;
  let offset = 0;
  while (offset + run[kept]!.text.length <= match.index) offset += run[kept++]!.text.length;
  const partly = run[kept]!;
  heading.tokens.splice(first + kept);
  if (partly.type === 'text' && match.index > offset) heading.tokens.push({ ...partly, text: partly.text.slice(0, match.index - offset), raw: partly.raw.slice(0, match.index - offset) });
  return match[1];
}
