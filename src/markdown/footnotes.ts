import type { Token, TokenizerAndRendererExtension, Tokens } from 'marked';
import { escapeHtml } from '../tools/escape-html.ts';
import type { Translator } from '../model/i18n/translator.ts';

/**
 * GFM footnotes as Docusaurus renders them (remark-gfm): `text[^nota]` is a superscript number
 * linking to the note, numbered in the order of first reference, and `[^nota]: …` (anywhere in the
 * page, its later lines indented) is that note, in a section at the end of the page with a link back
 * to each reference. A reference to no note stays as written; a note no reference reaches is dropped.
 *
 * Marked renders each reference and each note as a stand-in, because the MDX path renders a page in
 * parts: numbers and the section are made once the whole page's HTML is there (`placeFootnotes`).
 */

/** Where a page (or a part of one) may hold a footnote: pages without it read no footnote rule. */
export function mayHoldFootnotes(source: string): boolean {
  return source.includes('[^');
}

/** `[^label]:` opening a line, and the first line of the note. */
const DEFINITION_START = /^ {0,3}\[\^([^\]\s]+)\]:[ \t]*([^\n]*)(?:\n|$)/;
/** A later line of the note: indented (after blank lines too), or any text line continuing its paragraph. */
const INDENTED_LINE = /^(?: {4}|\t)/;
const REFERENCE = /^\[\^([^\]\s]+)\]/;
const REFERENCE_STAND_IN = /<!--fnref:([^>]*?)-->/g;
const NOTE_STAND_IN = /<!--fn:([^>]*?)-->\n?([\s\S]*?)<!--\/fn-->\n?/g;
/** A line that starts another block, ending a note's paragraph. */
const NEW_BLOCK = /^ {0,3}(?:\[\^[^\]\s]+\]:|#{1,6}\s|[-*+]\s|\d+[.)]\s|>|```|~~~|:::|<)/;

interface FootnoteDefinitionToken extends Tokens.Generic {
  type: 'footnoteDefinition';
  label: string;
  tokens: Token[];
}

interface FootnoteReferenceToken extends Tokens.Generic {
  type: 'footnoteReference';
  label: string;
}

export const footnoteDefinitionExtension: TokenizerAndRendererExtension = {
  name: 'footnoteDefinition',
  level: 'block',
  tokenizer(src) {
    const first = DEFINITION_START.exec(src);
    if (!first) return undefined;
    const lines = [first[2]!];
    let end = first[0].length;
    let blanks = 0;
    while (end < src.length) {
      const newline = src.indexOf('\n', end);
      const lineEnd = newline === -1 ? src.length : newline + 1;
      const line = src.slice(end, lineEnd).replace(/\n$/, '');
      if (line.trim() === '') blanks += 1;
      else if (INDENTED_LINE.test(line) || (blanks === 0 && !NEW_BLOCK.test(line))) {
        for (; blanks > 0; blanks -= 1) lines.push('');
        lines.push(line.replace(INDENTED_LINE, ''));
      } else break;
      end = lineEnd;
    }
    // Blank lines after the note belong to what follows.
    const raw = src.slice(0, end).replace(/\n(?:[ \t]*\n)+$/, '\n');
    const token: FootnoteDefinitionToken = { type: 'footnoteDefinition', raw, label: first[1]!, tokens: this.lexer.blockTokens(lines.join('\n'), []) };
    return token;
  },
  renderer(token) {
    const { label, tokens } = token as FootnoteDefinitionToken;
    return `<!--fn:${encodeURIComponent(label)}-->\n${this.parser.parse(tokens)}<!--/fn-->\n`;
  },
};

export const footnoteReferenceExtension: TokenizerAndRendererExtension = {
  name: 'footnoteReference',
  level: 'inline',
  start: (src) => {
    const index = src.indexOf('[^');
    return index === -1 ? undefined : index;
  },
  tokenizer(src) {
    const match = REFERENCE.exec(src);
    if (!match) return undefined;
    const token: FootnoteReferenceToken = { type: 'footnoteReference', raw: match[0], label: match[1]! };
    return token;
  },
  renderer(token) {
    return `<!--fnref:${encodeURIComponent((token as FootnoteReferenceToken).label)}-->`;
  },
};

/**
 * The page's HTML with each reference's stand-in made a numbered link (or the text written, when no
 * note has its label) and its notes in a section at the end. Pages without a stand-in are returned as they are.
 */
export function placeFootnotes(html: string, text: Translator): string {
  if (!html.includes('<!--fn')) return html;
  const notes = new Map<string, string>();
  let body = html.replace(NOTE_STAND_IN, (_note, label: string, content: string) => {
    // As GFM: a label's first note counts.
    if (!notes.has(label)) notes.set(label, content);
    return '';
  });
  const order: string[] = [];
  const references = new Map<string, number>();
  body = body.replace(REFERENCE_STAND_IN, (_reference, label: string) => {
    if (!notes.has(label)) return escapeHtml(`[^${decodeURIComponent(label)}]`);
    if (!references.has(label)) order.push(label);
    const count = (references.get(label) ?? 0) + 1;
    references.set(label, count);
    const id = idOf(label);
    return `<sup><a href="#user-content-fn-${id}" id="user-content-fnref-${id}${count > 1 ? `-${count}` : ''}" data-footnote-ref aria-describedby="footnote-label">${order.indexOf(label) + 1}</a></sup>`;
  });
  if (order.length === 0) return body;
  const items = order.map((label, index) => {
    const id = idOf(label);
    const backLinks = Array.from({ length: references.get(label)! }, (_unused, reference) => {
      const suffix = reference === 0 ? '' : `-${reference + 1}`;
      return `<a href="#user-content-fnref-${id}${suffix}" data-footnote-backref class="data-footnote-backref" aria-label="${escapeHtml(text.t('site.footnotes.backToReference', { number: index + 1 }))}">↩${reference === 0 ? '' : `<sup>${reference + 1}</sup>`}</a>`;
    }).join(' ');
    const content = notes.get(label)!;
    const withBackLinks = content.endsWith('</p>\n') ? `${content.slice(0, -'</p>\n'.length)} ${backLinks}</p>\n` : `${content}<p>${backLinks}</p>\n`;
    return `<li id="user-content-fn-${id}">\n${withBackLinks}</li>\n`;
  });
  return `${body}<section class="footnotes" data-footnotes>\n<h2 class="sr-only" id="footnote-label">${escapeHtml(text.t('site.footnotes.title'))}</h2>\n<ol>\n${items.join('')}</ol>\n</section>\n`;
}

/** The label as remark makes it an id: lower case, URL-encoded (it arrives encoded from the stand-in). */
function idOf(encodedLabel: string): string {
  return escapeHtml(encodeURIComponent(decodeURIComponent(encodedLabel).toLowerCase()));
}
