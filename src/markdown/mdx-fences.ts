import { Tokenizer, type Tokens, type TokenizerThis } from 'marked';

/**
 * A code fence indented four spaces or more, which MDX reads as a fence (having no indented code, it
 * lets a fence start anywhere: docusaurus-search-local's "Markdown Features" page) where CommonMark
 * stops at three. Its lines lose up to the fence's indentation, as a fence's do, and marked's own rule
 * reads them; any other block is left to marked (`false`).
 */
const INDENTED_FENCE = /^( {4,})(`{3,}|~{3,})/;
const marked = new Tokenizer();

export function indentedFence(this: TokenizerThis, src: string): Tokens.Code | false {
  const opening = INDENTED_FENCE.exec(src);
  if (!opening) return false;
  const [, indent, fence] = opening as unknown as [string, string, string];
  const lines = src.split('\n');
  const closing = lines.findIndex((line, index) => index > 0 && new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},} *$`).test(line));
  const taken = closing === -1 ? lines : lines.slice(0, closing + 1);
  const dedented = taken.map((line) => line.replace(new RegExp(`^ {0,${indent.length}}`), '')).join('\n');
  const token = marked.fences.call(this as unknown as Tokenizer, dedented);
  return token ? withRawInPage(token, lines) : false;
}

/** A token marked read from dedented lines, its `raw` the same lines as they are in the page (`lines`: the page's, from the token's first). */
export function withRawInPage<T extends Tokens.Generic>(token: T, lines: readonly string[]): T {
  const rawLines = token.raw.split('\n').length - (token.raw.endsWith('\n') ? 1 : 0);
  return { ...token, raw: lines.slice(0, rawLines).join('\n') + (rawLines < lines.length && token.raw.endsWith('\n') ? '\n' : '') };
}
