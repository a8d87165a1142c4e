/**
 * Where a list starts and ends as micromark reads it, where marked reads it otherwise: a list ends
 * where an admonition opens at the start of a line (micromark's container directive is a block
 * there, never the last item's lazy continuation: Saleor's note below a nested item was read into
 * the item's text), and in MDX, which has no indented code, a list indented four spaces or more is a
 * list (Saleor's, inside `<S.Column>`, was one paragraph of dashes). Marked's own rule reads the list
 * from the text so cut and dedented; any other block is left to it (`false`).
 */
import { Tokenizer, type Tokens, type TokenizerThis } from 'marked';
import { withRawInPage } from './mdx-fences.ts';

/** A list item's marker at the start of the text, after any indentation. */
const LIST_START = /^( *)(?:[-*+]|\d{1,9}[.)])(?:[ \t]|\n|$)/;
/** An admonition opening at the very start of a line. */
const ADMONITION_AT_LINE_START = /^:{3,}[A-Za-z]/;
const marked = new Tokenizer();

/** The `list` tokenizer of a Markdown flavour (`mdx`: MDX's, with lists at any indentation). */
export function listTokenizer(mdx: boolean): (this: TokenizerThis, src: string) => Tokens.List | false {
  return function list(this: TokenizerThis, src: string) {
    const start = LIST_START.exec(src);
    if (!start) return false;
    const indent = start[1]!.length;
    if (indent >= 4 && !mdx) return false;
    const text = beforeAdmonition(src);
    if (indent < 4) return text === src ? false : (marked.list.call(this as unknown as Tokenizer, text) ?? false);
    return dedentedList(this, text, indent);
  };
}

/** `src` up to the first line that opens an admonition at its start. */
function beforeAdmonition(src: string): string {
  for (let at = src.indexOf('\n:::'); at !== -1; at = src.indexOf('\n:::', at + 1)) {
    if (ADMONITION_AT_LINE_START.test(src.slice(at + 1, at + 40))) return src.slice(0, at + 1);
  }
  return src;
}

/** A list indented `indent` spaces: its lines (those indented as much, and the blank lines between them) read without that indentation. */
function dedentedList(tokenizer: TokenizerThis, src: string, indent: number): Tokens.List | false {
  const lines = src.split('\n');
  let lastText = 0;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    if (line.length - line.trimStart().length < indent) break;
    lastText = index;
  }
  const unindent = new RegExp(`^ {0,${indent}}`);
  const token = marked.list.call(tokenizer as unknown as Tokenizer, lines.slice(0, lastText + 1).map((line) => line.replace(unindent, '')).join('\n') + (lastText + 1 < lines.length ? '\n' : ''));
  return token ? withRawInPage(token, lines) : false;
}
