/**
 * Code's coloured tokens as classes, not style attributes: Shiki gives each token its colours as
 * `style="--shiki-light:#393A34;--shiki-dark:#EEE"`, the same few dozen styles thousands of times a
 * page (60 % of the characters of redwood's tutorial pages, 509 KB of jest's 701 KB configuration
 * page). Each style is named by a class made from its text, and the site's code stylesheet gives
 * every class used its style once.
 */
import { createHash } from 'node:crypto';
import { decodeEntities } from '../tools/decode-entities.ts';

const STYLED_SPAN = /<span style="([^"]*)">/g;
/** What a rule's declarations could not hold without ending it or the stylesheet. */
const UNSAFE_IN_RULE = /[{}<>\\]/;

const classes = new Map<string, string>();

/** The class of a token style: `c-` and 7 letters and digits of its digest, the same in every build. */
export function codeStyleClass(style: string): string {
  let name = classes.get(style);
  if (name === undefined) {
    name = `c-${BigInt(`0x${createHash('sha1').update(style).digest('hex').slice(0, 10)}`).toString(36).padStart(7, '0').slice(-7)}`;
    classes.set(style, name);
  }
  return name;
}

/** Highlighted lines with each token's style attribute as its class; the styles used are added to `styles`. */
export function classedLines(lines: readonly string[], styles: Set<string>): string[] {
  return lines.map((line) =>
    line.replace(STYLED_SPAN, (span, attribute: string) => {
      const style = decodeEntities(attribute);
      if (UNSAFE_IN_RULE.test(style)) return span;
      styles.add(style);
      return `<span class="${codeStyleClass(style)}">`;
    }),
  );
}

/** The rules that give each class of `styles` its style, in a stable order; empty for none. */
export function codeStylesheet(styles: Iterable<string>): string {
  return [...new Set(styles)]
    .map((style) => [codeStyleClass(style), style] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, style]) => `.${name}{${style}}`)
    .join('\n');
}
