import type { Token, TokenizerExtension, Tokens } from 'marked';
import { ContentError } from '../model/errors.ts';
import { escapeHtml } from '../tools/escape-html.ts';
import { countNewlines } from './lines.ts';
import { nestedTokenLists } from './token-text.ts';
import type { MarkdownContext } from './types.ts';

/** `\{{` (a literal `{{`) or `{{ dotted.key }}`, in text that is not Markdown (front matter). */
const PLAIN_REFERENCE = /\\\{\{|\{\{\s*([^{}\s]+)\s*\}\}/g;
/**
 * `{{ dotted.key }}` for the value as text; `{{ code(dotted.key) }}` for it as inline code, or
 * `{{ code(dotted.key, "{} <mensagem>") }}` inside a longer code, `{}` marking its place.
 */
const REFERENCE = /^\{\{\s*(?:code\(\s*([^{}\s,()]+)\s*(?:,\s*"([^"]*)"\s*)?\)|([^{}\s()]+))\s*\}\}/;
/** Where a reference may start: `{{` not escaped as `\{{`. */
const REFERENCE_START = /(?<!\\)\{\{/;
/** The same in a link target or raw HTML, where only `{{key}}` is read. */
const TEXT_REFERENCE = /\{\{\s*([^{}\s()]+)\s*\}\}/g;

interface DataReferenceToken extends Tokens.Generic {
  type: 'dataReference';
  key: string;
  /** Shown as inline code, in this template (`{}` is the value). */
  codeTemplate?: string;
}

/**
 * Marked reads `{{ … }}` as a token of its own wherever inline Markdown is read (text, headings,
 * table cells, link text), so what it holds is never taken for HTML or emphasis; code spans and
 * code blocks are read first and keep it as written.
 */
export const dataReferenceExtension: TokenizerExtension = {
  name: 'dataReference',
  level: 'inline',
  start: (src) => REFERENCE_START.exec(src)?.index,
  tokenizer(src) {
    const match = REFERENCE.exec(src);
    if (!match) return undefined;
    const [raw, codeKey, template, key] = match;
    const token: DataReferenceToken = { type: 'dataReference', raw, key: (codeKey ?? key)!, codeTemplate: codeKey === undefined ? undefined : (template ?? '{}') };
    return token;
  },
};

/** A value stays on one line, so it cannot end a table row or break a heading. */
const LINE_BREAK = /\s*\n\s*/g;

type DataContext = Pick<MarkdownContext, 'file' | 'bodyStartLine' | 'data'>;

/** Replaces `{{ dotted.key }}` in a plain text (a front matter title or description). */
export function substituteDataReferences(source: string, context: DataContext): string {
  if (!source.includes('{{')) return source;
  return source.replace(PLAIN_REFERENCE, (_reference, key: string | undefined, offset: number) => {
    if (key === undefined) return '{{';
    return textValue(key, context, () => context.bodyStartLine + countNewlines(source, 0, offset));
  });
}

/**
 * Puts the site's data in the lexed Markdown of a page: each `{{ … }}` token becomes the value's
 * inline Markdown (a value may hold `code` or an e-mail address that links itself) or inline code,
 * and `{{key}}` is replaced in link targets, link titles and raw HTML. Never in code.
 * `source` is what was lexed, for the line of an unknown key.
 */
export function substituteInTokens(tokens: Token[], source: string, context: DataContext, lexInline: (markdown: string) => Token[]): void {
  if (!source.includes('{{')) return;
  const lineOf = (reference: string) => context.bodyStartLine + countNewlines(source, 0, Math.max(0, source.indexOf(reference)));
  // The line is only looked for when the key is unknown: counted for every reference, it cost a page the square of its size.
  const value = (key: string, reference: string) => textValue(key, context, () => lineOf(reference));
  const replaceIn = (text: string, escape: (text: string) => string = (text) => text) =>
    text.replace(TEXT_REFERENCE, (reference: string, key: string) => escape(value(key, reference)));
  // Inside a link's text, a value is only text: a URL there must not become a second link.
  const visit = (list: Token[], inLink = false) => {
    for (let index = list.length - 1; index >= 0; index -= 1) {
      const token = list[index]!;
      if (token.type === 'dataReference') {
        const { codeTemplate, raw, key } = token as DataReferenceToken;
        const shown = value(key, raw);
        if (codeTemplate !== undefined) list[index] = codeSpan(codeTemplate, shown, raw, key, context, lineOf);
        else if (inLink) list[index] = { type: 'text', raw, text: shown, escaped: false } satisfies Tokens.Text;
        else list.splice(index, 1, ...(isPlainText(shown) ? [plainTextToken(shown)] : lexInline(shown)));
      } else if (token.type === 'html' && token.text.includes('{{')) token.text = replaceIn(token.text, escapeHtml);
      else if (token.type === 'link' || token.type === 'image') {
        if (token.href.includes('{{')) token.href = replaceIn(token.href);
        if (token.title?.includes('{{')) token.title = replaceIn(token.title);
      }
      for (const children of nestedTokenLists(token)) visit(children, inLink || token.type === 'link');
    }
  };
  visit(tokens);
}

function codeSpan(template: string, value: string, raw: string, key: string, context: DataContext, lineOf: (reference: string) => number): Tokens.Codespan {
  if (!template.includes('{}')) throw new ContentError(context.file, lineOf(raw), `"${raw}": the code needs {} where the value goes, as in {{ code(${key}, "{} <nick>") }}`);
  return { type: 'codespan', raw, text: template.replace('{}', value) };
}

function textValue(key: string, context: DataContext, line: () => number): string {
  const lookup = lookUpText(context.data, key);
  if ('problem' in lookup) throw new ContentError(context.file, line(), lookup.problem);
  return lookup.text;
}

/** Letters, digits, spaces and punctuation that no inline Markdown starts with, and none of an autolink but the dot (`@`, `:`). */
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} ,;()'"?%#+=/$.-]+$/u;

/**
 * Whether marked reads `value` as one text token: made only of `PLAIN_TEXT`'s characters, without
 * `www.`. Such a token is made here rather than by a new lexer (this site has 5,000 references, most
 * of them prices, names and numbers); a unit test compares both on every value of the site's data.
 */
export function isPlainText(value: string): boolean {
  return PLAIN_TEXT.test(value) && !/www\./i.test(value);
}

/** The one token marked reads a plain text (`isPlainText`) into. */
export function plainTextToken(text: string): Tokens.Text {
  return { type: 'text', raw: text, text, escaped: false };
}

/** Each data object's keys already looked up (`lookUpText`), with what was found. */
const lookedUp = new WeakMap<object, Map<string, { text: string } | { problem: string }>>();

export function lookUpText(data: Readonly<Record<string, unknown>>, key: string): { text: string } | { problem: string } {
  let found = lookedUp.get(data);
  if (!found) lookedUp.set(data, (found = new Map()));
  let lookup = found.get(key);
  if (!lookup) found.set(key, (lookup = lookUpTextOnce(data, key)));
  return lookup;
}

function lookUpTextOnce(data: Readonly<Record<string, unknown>>, key: string): { text: string } | { problem: string } {
  const segments = key.split('.');
  let value: unknown = data;
  for (const [depth, segment] of segments.entries()) {
    const parentPath = () => segments.slice(0, depth).join('.');
    if (!isRecord(value)) return { problem: `unknown data key "${key}" ("${parentPath()}" is a text value)` };
    if (!Object.hasOwn(value, segment)) return { problem: `unknown data key "${key}" (${describeKnownKeys(parentPath(), value)})` };
    value = value[segment];
  }
  if (typeof value === 'string' || typeof value === 'number') return { text: String(value).replace(LINE_BREAK, ' ') };
  return { problem: `data key "${key}" is not a text value` };
}

function describeKnownKeys(parentPath: string, parent: Record<string, unknown>): string {
  const keys = Object.keys(parent).join(', ') || 'none';
  return parentPath === '' ? `known: ${keys}` : `known at "${parentPath}": ${keys}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
