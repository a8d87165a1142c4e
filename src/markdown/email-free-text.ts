import { Lexer, type MarkedOptions, type Token } from 'marked';

/**
 * Marked's GFM rule for a run of plain inline text stops before anything that may start an e-mail
 * autolink: at every character of a paragraph it looks ahead for `word@` and for `mailto:` or
 * `xmpp:`. Those look-aheads cost a tenth of a build's Markdown reading, on pages that hold no `@`
 * at all. On such a page they can never match, so the same rule without them reads the same tokens.
 *
 * The rule is derived from marked's own, so it follows marked's upgrades; when one of the three
 * alternatives is no longer found as written, `EMAIL_FREE_TEXT` is marked's rule unchanged (correct,
 * only slower), and a unit test says so.
 */
const GFM_INLINE = Lexer.rules.inline.gfm;
const GFM_TEXT = GFM_INLINE.text;
const EMAIL_LOOKAHEADS = [
  String.raw`[^a-zA-Z0-9](?=(?:mailto|xmpp):)|`,
  String.raw`|(?=[a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-]+@)`,
  String.raw`|[^a-zA-Z0-9](?=(?:mailto|xmpp):)|[^a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-](?=[a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-]+@)`,
];

export const EMAIL_FREE_TEXT: RegExp = EMAIL_LOOKAHEADS.every((part) => GFM_TEXT.source.includes(part))
  ? new RegExp(EMAIL_LOOKAHEADS.reduce((source, part) => source.replace(part, ''), GFM_TEXT.source), GFM_TEXT.flags)
  : GFM_TEXT;

const EMAIL_FREE_INLINE = { ...GFM_INLINE, text: EMAIL_FREE_TEXT };

/** True when no e-mail autolink can start anywhere in `source`. */
function isEmailFree(source: string): boolean {
  return !source.includes('@') && !source.includes('mailto:') && !source.includes('xmpp:');
}

/**
 * Block tokens of `source`, as `Lexer.lex` reads them with these options (GFM), through the rule
 * above when the source holds no e-mail. The rules sit on the tokenizer that every lexer of these
 * options shares and that each new lexer resets: they are set after this one is made, and nothing
 * makes another lexer before `lex` returns.
 */
export function lexBlocks(source: string, options: MarkedOptions): Token[] {
  const lexer = new Lexer(options);
  // The lexer has put its tokenizer in the options, if they had none.
  const tokenizer = options.tokenizer;
  if (tokenizer && options.gfm && !options.breaks && !options.pedantic && isEmailFree(source)) {
    tokenizer.rules = { ...tokenizer.rules, inline: EMAIL_FREE_INLINE };
  }
  return lexer.lex(source);
}
