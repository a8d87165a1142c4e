import type { Token, TokenizerAndRendererExtension, Tokens } from 'marked';
import { escapeHtml } from '../tools/escape-html.ts';
import type { Translator } from '../model/i18n/translator.ts';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;

export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

/**
 * Docusaurus spells one of its types `caution`, drawn as `warning`; and its theme still draws the
 * legacy types of Infima's alerts (`LegacyAdmonitionTypes`): `important` as `info`, `secondary` as
 * `note`, `success` as `tip`, each titled by its name, untranslated.
 */
const ALIASES: Readonly<Record<string, AdmonitionKind>> = { caution: 'warning', important: 'info', secondary: 'note', success: 'tip' };
const LEGACY_TYPES = new Set(['important', 'secondary', 'success']);

export interface AdmonitionToken extends Tokens.Generic {
  type: 'admonition';
  /** The type as written (`tip`, `caution`), for messages. */
  name: string;
  kind: AdmonitionKind;
  /** Its kind's title in the site's locale ("Dica", "tip"), written by the annotator. */
  defaultTitle?: string;
  titleTokens: Token[];
  tokens: Token[];
  closed: boolean;
}

/** `:::tip Title`, `:::tip[Title]` or `::::note` (more colons let an admonition hold another one). */
const OPENING_LINE = /^ {0,3}(:{3,})([A-Za-z][\w-]*)[ \t]*(.*)(?:\n|$)/;
const CLOSING_LINE = /^ {0,3}(:{3,})\s*$/;
/** A blank line (the paragraph ends there) or a line opening a directive (it may cut the paragraph). */
const PARAGRAPH_END_OR_DIRECTIVE = /\n(?:[ \t]*(?:\n|$)|( {0,3}:{3,}[A-Za-z]))/g;

/** Every type an admonition may be written with: Docusaurus's own, its spellings, and the site's keywords. */
export function admonitionTypes(keywords: readonly string[] = []): string[] {
  return [...ADMONITION_KINDS, ...Object.keys(ALIASES), ...keywords];
}

/**
 * `:::tip Title` as `:::tip[Title]`, for the types `types`: the step Docusaurus's MDX preprocessor
 * takes before parsing (`admonitionTitleToDirectiveLabel`), so that a directive parser reads the
 * title as the directive's label, not as text after its name (in a quote or indented too; inside a
 * code fence as well, as there).
 */
export function admonitionTitlesAsLabels(text: string, types: readonly string[]): string {
  if (!text.includes(':::')) return text;
  const names = types.map((type) => type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return text.replace(new RegExp(`^((?:> *)*)( +|\t+)?(:{3,}(?:${names})) +(.*)$`, 'gm'), (_, quote: string, indentation: string | undefined, directive: string, title: string) => `${quote}${indentation ?? ''}${directive}[${title}]`);
}

/** The kind a type is drawn as: Docusaurus's own types, and a site's own keywords as `info` (Docusaurus's fallback). */
export function admonitionKindOf(name: string, keywords: readonly string[] = []): AdmonitionKind | undefined {
  const lowerCase = name.toLowerCase();
  if ((ADMONITION_KINDS as readonly string[]).includes(lowerCase)) return lowerCase as AdmonitionKind;
  return ALIASES[lowerCase] ?? (keywords.includes(lowerCase) ? 'info' : undefined);
}

/** The keywords a site adds, which the lexer carries in its options for the tokenizer (see `renderFragment`). */
export interface AdmonitionLexerOptions {
  admonitionKeywords?: readonly string[];
}

export const admonitionExtension: TokenizerAndRendererExtension = {
  name: 'admonition',
  level: 'block',
  start(src) {
    // Let an opening line interrupt a paragraph; marked hands over `src` without its first character.
    // Marked asks again for every paragraph, with the rest of the page: looking past the paragraph's
    // end (a blank line, where the tokenizer gets its turn anyway) made a page cost the square of its size.
    PARAGRAPH_END_OR_DIRECTIVE.lastIndex = 0;
    const match = PARAGRAPH_END_OR_DIRECTIVE.exec(src);
    return match?.[1] !== undefined ? match.index + 1 : undefined;
  },
  tokenizer(src) {
    const opening = OPENING_LINE.exec(src);
    if (!opening) return undefined;
    const [openingLine, colons = '', name = '', titleSource = ''] = opening;
    const kind = admonitionKindOf(name, (this.lexer.options as AdmonitionLexerOptions).admonitionKeywords);
    if (!kind) return undefined;

    const closing = findClosingLine(src, openingLine.length, colons.length);
    const body = src.slice(openingLine.length, closing?.start ?? src.length);
    const title = unbracket(titleSource.trim());

    const top = this.lexer.state.top;
    this.lexer.state.top = true;
    const tokens = this.lexer.blockTokens(body, []);
    this.lexer.state.top = top;

    const token: AdmonitionToken = {
      type: 'admonition',
      raw: src.slice(0, closing?.end ?? src.length),
      name,
      kind,
      titleTokens: title === '' ? [] : this.lexer.inline(title, []),
      tokens,
      closed: closing !== undefined,
    };
    return token;
  },
  renderer(generic) {
    const token = generic as AdmonitionToken;
    const title = token.titleTokens.length > 0 ? this.parser.parseInline(token.titleTokens) : escapeHtml(token.defaultTitle ?? token.kind);
    return admonitionHtml(token.kind, title, this.parser.parse(token.tokens));
  },
};

/** The title of an admonition that has none, by its type as written ("Dica"): `caution` has its own, though drawn as a warning. */
export function admonitionTitle(name: string, text: Translator): string {
  const lowerCase = name.toLowerCase();
  const kind = admonitionKindOf(lowerCase);
  // A site's own type, or a legacy one, is titled by its name, as Docusaurus's types are by theirs ("note", "tip").
  if (!kind || LEGACY_TYPES.has(lowerCase)) return lowerCase;
  return text.t(lowerCase === 'caution' ? 'theme.admonition.caution' : `theme.admonition.${kind}`);
}

/**
 * An admonition box, with Docusaurus 3's class names (`theme-admonition theme-admonition-warning`):
 * a project's stylesheet that restyles them reaches it, and its rules for Docusaurus 2's
 * (`.admonition-warning`, dead there) do not.
 */
export function admonitionHtml(kind: AdmonitionKind, titleHtml: string, bodyHtml: string, iconHtml?: string): string {
  // A note inside the page, not a landmark: `<aside>` within `<main>` fails axe's landmark rules. An icon of its own (`<Admonition icon>`) takes the kind's place.
  const title = iconHtml === undefined ? `<p class="theme-admonition-title">${titleHtml}` : `<p class="theme-admonition-title theme-admonition-own-icon">${iconHtml}${titleHtml}`;
  return `<div class="theme-admonition theme-admonition-${kind}" role="note">${title}</p>\n${bodyHtml}</div>\n`;
}

/**
 * Finds the `:::` line that closes an admonition opened with `colonCount` colons: the first line of
 * at least as many colons and nothing else, as micromark's container directive (Docusaurus 3) looks
 * for it before reading each line of its content, inside fenced code too (Saleor's warning whose code
 * fence was never closed ends at its `:::`), and whatever it holds (an admonition nested with as many
 * colons is closed by its own `:::`'s line: nesting takes more colons outside).
 */
function findClosingLine(src: string, from: number, colonCount: number): { start: number; end: number } | undefined {
  for (let start = from; start < src.length; ) {
    const newline = src.indexOf('\n', start);
    const end = newline === -1 ? src.length : newline + 1;
    if (hasColons(CLOSING_LINE.exec(src.slice(start, end)), colonCount)) return { start, end };
    start = end;
  }
  return undefined;
}

/** Whether `line`, which starts with the fence `marker`, closes the code fenced by `fence` (the same character, at least as many, nothing after). */
export function closesFence(fence: string, marker: string, line: string): boolean {
  return marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker;
}

function hasColons(match: RegExpExecArray | null, colonCount: number): boolean {
  return (match?.[1]?.length ?? 0) >= colonCount;
}

function unbracket(title: string): string {
  return title.startsWith('[') && title.endsWith(']') ? title.slice(1, -1).trim() : title;
}

