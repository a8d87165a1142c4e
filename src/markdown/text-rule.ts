import { Lexer, type Links, type MarkedOptions, type Token } from 'marked';

/**
 * Marked's GFM rule for a run of plain inline text stops before anything that may start an
 * autolink: at every character of a paragraph it looks ahead for an e-mail (`word@`, `mailto:`,
 * `xmpp:`) and for a URL (`http`, `ftp://`, `www.`). On a page that holds none of one kind, those
 * look-aheads can never match (the text of every inline token is cut from the page's lines), so
 * the rule without them reads the same tokens, faster: the e-mail ones cost a tenth of a build's
 * Markdown reading, the URL ones a tenth of what was left (2,000-page corpus, whose pages have
 * neither, like this site's: 500 → 450 ms).
 *
 * The rules are derived from marked's own, so they follow marked's upgrades; when the look-aheads
 * of a kind are no longer found as written, that kind stays in the rule (correct, only slower), and
 * a unit test says so.
 */
const GFM_INLINE = Lexer.rules.inline.gfm;
const GFM_TEXT = GFM_INLINE.text;

interface AutolinkKind {
  /** The rule's look-aheads for this kind, as written in its source. */
  lookAheads: readonly string[];
  /** True when nothing in `source` can start an autolink of this kind. */
  absentFrom: (source: string) => boolean;
}

const URL_START = /http|ftp:\/\//i;

const AUTOLINK_KINDS: readonly AutolinkKind[] = [
  {
    lookAheads: [
      String.raw`[^a-zA-Z0-9](?=(?:mailto|xmpp):)|`,
      String.raw`|(?=[a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-]+@)`,
      String.raw`|[^a-zA-Z0-9](?=(?:mailto|xmpp):)|[^a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-](?=[a-zA-Z0-9.!#$%&'*+\/=?_${'`'}{\|}~-]+@)`,
    ],
    absentFrom: (source) => !source.includes('@') && !source.includes('mailto:') && !source.includes('xmpp:'),
  },
  {
    lookAheads: [String.raw`|[hH][tT][tT][pP][sS]?|[fF][tT][pP]:\/\/|(?<![^\s*_~(])www\.`],
    absentFrom: (source) => !URL_START.test(source) && !source.includes('www.'),
  },
];

/** The kinds whose look-aheads marked's rule holds as written: only those can be taken out. */
const REMOVABLE_KINDS = AUTOLINK_KINDS.filter((kind) => kind.lookAheads.every((part) => GFM_TEXT.source.includes(part)));

/** The inline rules for each set of kinds left out (a bit per kind of `REMOVABLE_KINDS`), made when first needed. */
const inlineRulesByKindsLeftOut = new Map<number, typeof GFM_INLINE>();

/** Marked's text rule without the look-aheads of the autolink kinds that `source` cannot hold. */
export function textRuleFor(source: string): RegExp {
  return inlineRulesFor(source).text;
}

function inlineRulesFor(source: string): typeof GFM_INLINE {
  let leftOut = 0;
  REMOVABLE_KINDS.forEach((kind, position) => {
    if (kind.absentFrom(source)) leftOut |= 1 << position;
  });
  let rules = inlineRulesByKindsLeftOut.get(leftOut);
  if (!rules) {
    let text = GFM_TEXT.source;
    REMOVABLE_KINDS.forEach((kind, position) => {
      if (leftOut & (1 << position)) text = kind.lookAheads.reduce((rule, part) => rule.replace(part, ''), text);
    });
    rules = leftOut === 0 ? GFM_INLINE : { ...GFM_INLINE, text: new RegExp(text, GFM_TEXT.flags) };
    inlineRulesByKindsLeftOut.set(leftOut, rules);
  }
  return rules;
}

/**
 * Block tokens of `source`, as `Lexer.lex` reads them with these options (GFM), through the text
 * rule for this source, knowing the reference definitions `links` besides its own. The rules sit on the tokenizer that every lexer of these options shares and
 * that each new lexer resets: they are set after this one is made, and nothing makes another lexer
 * before `lex` returns.
 */
export function lexBlocks(source: string, options: MarkedOptions, links?: Links): Token[] {
  const lexer = new Lexer(options);
  Object.assign(lexer.tokens.links, links);
  // The lexer has put its tokenizer in the options, if they had none.
  const tokenizer = options.tokenizer;
  if (tokenizer && options.gfm && !options.breaks && !options.pedantic) {
    tokenizer.rules = { ...tokenizer.rules, inline: inlineRulesFor(source) };
  }
  return lexer.lex(source);
}
