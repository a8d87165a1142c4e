import type { Token } from 'marked';
import { get } from 'node-emoji';
import { childTokensOf, nestedTokenLists } from './token-text.ts';

/** remark-emoji's shortcodes, which Docusaurus's Markdown turns into emoji by default (`:white_check_mark:` → ✅). */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;

/** Whether a source may hold a shortcode: most pages hold none, and are not walked. */
export function mayHoldShortcodes(source: string): boolean {
  SHORTCODE.lastIndex = 0;
  return SHORTCODE.test(source);
}

/** Replaces each known shortcode in the text of `tokens` by its emoji (never in code or raw HTML); an unknown one (`10:30:00`) stays as written. */
export function emojifyTokens(tokens: readonly Token[]): void {
  for (const token of tokens) {
    if (token.type === 'code' || token.type === 'codespan' || token.type === 'html') continue;
    if (token.type === 'text' && !childTokensOf(token)?.length) token.text = token.text.replace(SHORTCODE, (code: string) => get(code) ?? code);
    for (const children of nestedTokenLists(token)) emojifyTokens(children);
  }
}
