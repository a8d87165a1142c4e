import { Marked, Renderer } from 'marked';
import { escapeHtml } from '../components/escape-html.ts';
import { uiText } from '../ui-text.ts';
import { admonitionExtension } from './admonitions.ts';
import { annotateTokens, type AnnotatedCodespan, type AnnotatedHeading, type AnnotatedHtml, type AnnotatedImage, type AnnotatedLink } from './annotate-tokens.ts';
import { substituteDataReferences } from './data-references.ts';
import type { MarkdownContext, RenderedMarkdown } from './types.ts';

/**
 * The renderers hold no state: everything page-specific (ids, rewritten URLs, image sizes) is
 * written on the tokens by `annotateTokens` before parsing, so renders never share anything.
 */
const markdown = new Marked({
  gfm: true,
  extensions: [admonitionExtension],
  renderer: {
    heading(token) {
      const { depth, id, plainText } = token as AnnotatedHeading;
      const anchor = escapeHtml(id);
      const hashLink = `<a class="hash-link" href="#${anchor}" aria-label="${escapeHtml(uiText.directLinkTo(plainText))}">#</a>`;
      return `<h${depth} id="${anchor}">${this.parser.parseInline(token.tokens)}${hashLink}</h${depth}>\n`;
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
      return `<img src="${escapeHtml(encodeUrl(href))}" alt="${escapeHtml(alt)}"${titleAttribute}${size} loading="lazy" decoding="async">`;
    },
    codespan(token) {
      const code = Renderer.prototype.codespan.call(this, token);
      const { copyAs, text } = token as AnnotatedCodespan;
      if (!copyAs) return code;
      return `${code} ${copyButton(uiText.copyLabel(copyAs), ` data-copy="${escapeHtml(text)}"`)}`;
    },
    code(token) {
      // Every code block can be copied (commands, addresses); the button is shown by the boot script.
      // Focusable, like wide tables, so keyboard users can scroll a long line.
      const block = Renderer.prototype.code.call(this, token).trimEnd().replace(/^<pre>/, '<pre tabindex="0">');
      return `<div class="code-block">${block}${copyButton(uiText.copyCode, '')}</div>\n`;
    },
    table(token) {
      // Focusable so keyboard users can scroll a table wider than the screen.
      return `<div class="table-wrapper" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
    html(token) {
      if (!(token as AnnotatedHtml).mdx) return token.text;
      return token.block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text);
    },
  },
});

/**
 * Renders the Markdown body of a page (front matter already removed) to HTML, with the headings,
 * internal links, warnings and plain text the rest of the build needs. Line numbers are file lines.
 * Throws a ContentError for an unknown `{{ data.key }}` or a missing image.
 */
export function renderMarkdown(source: string, context: MarkdownContext): RenderedMarkdown {
  const markdownSource = substituteDataReferences(normalizeNewlines(source), context);
  const tokens = markdown.lexer(markdownSource);
  const annotations = annotateTokens(tokens, markdownSource, context);
  return { html: markdown.parser(tokens), ...annotations };
}

/** The same hidden button as the CopyButton component: the boot script shows it and copies. */
function copyButton(label: string, attributes: string): string {
  return `<button type="button" class="copy-button"${attributes} data-copied="${escapeHtml(uiText.copied)}" data-failed="${escapeHtml(uiText.copyFailed)}" aria-label="${escapeHtml(label)}" hidden>${escapeHtml(uiText.copy)}</button>`;
}

/** As marked does: percent-encode what a URL may not hold, leaving existing escapes alone. */
function encodeUrl(href: string): string {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return href;
  }
}

function normalizeNewlines(source: string): string {
  return source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
}
