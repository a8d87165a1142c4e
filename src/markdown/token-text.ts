/** The plain text of marked's inline tokens, as headings and the search read it. */
import type { Token, Tokens } from 'marked';
import { collapseWhitespace } from '../tools/collapse-whitespace.ts';
import { decodeEntities } from '../tools/decode-entities.ts';
import type { Heading } from './types.ts';

const HTML_TAG = /<[^>]*>/g;

/** A heading's text in parts, each code or not, when some of it is code (see `Heading.parts`). */
export function codeParts(tokens: readonly Token[], expandText: (text: string) => string): Pick<Heading, 'parts'> {
  if (!tokens.some((token) => token.type === 'codespan')) return {};
  const parts = tokens.map((token) => ({ text: token.type === 'codespan' ? token.text : expandText(joinPlainText([token])).replace(/\s+/g, ' '), code: token.type === 'codespan' })).filter((part) => part.text !== '');
  return { parts };
}

export function plainTextOf(tokens: readonly Token[]): string {
  return collapseWhitespace(joinPlainText(tokens));
}

/** A heading's text as Docusaurus takes it for its id (mdast's toString): inline tags and JSX add nothing (`<code>config</code>(options)` → `configoptions`). */
function joinPlainText(tokens: readonly Token[]): string {
  let text = '';
  for (const token of tokens) {
    const children = childTokensOf(token);
    text += children ? joinPlainText(children) : token.type === 'html' ? token.text.replace(HTML_TAG, '') : leafTextOf(token);
  }
  return text;
}

export function leafTextOf(token: Token): string {
  switch (token.type) {
    // Character references are text (`&lt;` is "<"), as Docusaurus's toString reads them; in code they are as written.
    case 'text':
    case 'escape':
      return token.text.includes('&') ? decodeEntities(token.text) : token.text;
    case 'codespan':
    case 'code':
      return token.text;
    case 'br':
      return ' ';
    default:
      return '';
  }
}

export function childTokensOf(token: Token): Token[] | undefined {
  return 'tokens' in token ? token.tokens : undefined;
}

/** Every list of tokens a token holds: its inline tokens, a link's title tokens, a list's items, a table's cells. */
export function nestedTokenLists(token: Token): Token[][] {
  const lists: Token[][] = [];
  if ('tokens' in token && Array.isArray(token.tokens)) lists.push(token.tokens);
  if ('titleTokens' in token && Array.isArray(token.titleTokens)) lists.push(token.titleTokens as Token[]);
  if (token.type === 'list') lists.push((token as Tokens.List).items);
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    for (const cell of [...table.header, ...table.rows.flat()]) lists.push(cell.tokens);
  }
  return lists;
}
