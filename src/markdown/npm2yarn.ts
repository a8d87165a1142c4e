import type { RendererExtension, Token, Tokens } from 'marked';
import convert from 'npm-to-yarn';
import { escapeHtml } from '../tools/escape-html.ts';
import { tabsHtml } from './mdx/theme-components.ts';
import type { Npm2YarnOptions } from './types.ts';

interface Npm2YarnToken extends Tokens.Generic {
  type: 'npm2yarn';
  /** The npm block, then one converted block per converter: annotated and rendered as any code block. */
  tokens: Tokens.Code[];
  tabs: { value: string; label?: string }[];
  groupId?: string;
  id: string;
}

const LABELS: Readonly<Record<string, string>> = { yarn: 'Yarn', bun: 'Bun' };

/**
 * What Docusaurus's npm2yarn plugin does to a code block whose meta is `npm2yarn` (` ```bash npm2yarn `):
 * tabs npm, then Yarn and pnpm (or the site's `converters`), each holding the command converted by
 * `npm-to-yarn`, as the plugin converts them. Replaces such blocks among `tokens`, at any depth;
 * `idPrefix` makes the tabs' ids unique in the page.
 */
export function npm2yarnTabs(tokens: Token[], options: Npm2YarnOptions, idPrefix: string): void {
  let count = 0;
  const visit = (list: Token[]) => {
    for (const [index, token] of list.entries()) {
      if (token.type === 'code' && /^\S*\s+npm2yarn\s*$/.test(token.lang ?? '')) list[index] = tabsToken(token as Tokens.Code, options, `${idPrefix}-npm2yarn-${(count += 1)}`);
      else if (token.type === 'list') for (const item of (token as Tokens.List).items) visit(item.tokens);
      else if ('tokens' in token && token.tokens) visit(token.tokens);
    }
  };
  visit(tokens);
}

function tabsToken(code: Tokens.Code, { sync = false, converters = ['yarn', 'pnpm'] }: Npm2YarnOptions, id: string): Npm2YarnToken {
  const language = /^\S*/.exec(code.lang ?? '')?.[0] ?? '';
  const block = (text: string, raw = ''): Tokens.Code => ({ type: 'code', raw, lang: language, text });
  const converted = converters.map((converter) => {
    if (typeof converter !== 'string') return { tab: { value: converter[0] }, text: converter[1](code.text) };
    return { tab: { value: converter, label: LABELS[converter] ?? converter }, text: convert(code.text, converter as Parameters<typeof convert>[1]) };
  });
  return {
    type: 'npm2yarn',
    raw: code.raw,
    tokens: [block(code.text, code.raw), ...converted.map(({ text }) => block(text))],
    tabs: [{ value: 'npm' }, ...converted.map(({ tab }) => tab)],
    ...(sync && { groupId: 'npm2yarn' }),
    id,
  };
}

export const npm2yarnExtension: RendererExtension = {
  name: 'npm2yarn',
  renderer(token) {
    const { tokens, tabs, groupId, id } = token as Npm2YarnToken;
    const items = tokens.map((code, index) => {
      const { value, label } = tabs[index]!;
      return { value, ...(label && { labelHtml: escapeHtml(label) }), html: this.parser.parse([code]) };
    });
    return tabsHtml({ groupId, id }, items);
  },
};
