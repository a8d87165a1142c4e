import { foldAccents } from './fold-accents.ts';
import type { SearchLanguage } from './search-language.ts';

/** A word of a text and where it stands in it, so that excerpts can cut and mark the original. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

/**
 * Runs of letters (with their combining marks) and digits. Everything else separates words, so
 * `/warp` yields `warp`, `palavras-chave` yields two words and `1.21` yields `1` and `21`.
 * Chinese and Japanese write no spaces: each Han character and each hiragana is a word of its own
 * (a page is found by the characters of the words asked for), and a run of katakana, whose words
 * are loanwords written whole (`インストール`), is one.
 */
export const WORD = /[\p{Script=Han}\p{Script=Hiragana}]|[\p{Script=Katakana}\u30fc]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc])[\p{L}\p{M}\p{N}])+/gu;

/** The words of a text, in order, with their offsets. */
export function words(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

/** Words that mean the same thing on a site (`[clã, clan]`, `[teletransporte, tp, teleporte]`), one word each. */
export type Synonyms = readonly (readonly string[])[];

/**
 * A language's analysis of words into index terms, shared by the index build and the queries:
 * lower case, the language's stem, then accents folded, so that "missões" and "missoes" give the
 * same term. Stop words give no term. The words of a group of synonyms all give the term of the
 * group's first word: a page that says "clã" is found by "clan", and the reverse, in every context.
 */
export class Pipeline {
  /**
   * Terms of the words already seen ('' for a stop word). Words repeat so much that this makes
   * the index build several times faster; the map only grows with the vocabulary.
   */
  private readonly analysed = new Map<string, string>();
  /** The term of each synonym → the term of its group's first word. */
  private readonly sameAs = new Map<string, string>();

  constructor(
    readonly language: SearchLanguage,
    readonly synonyms: Synonyms = [],
  ) {
    for (const [first, ...others] of synonyms) {
      const term = first === undefined ? undefined : this.ownTerm(first);
      if (!term) continue;
      for (const other of others) {
        const otherTerm = this.ownTerm(other);
        if (otherTerm && otherTerm !== term) this.sameAs.set(otherTerm, term);
      }
    }
  }

  /** One word → its index term, or undefined for a stop word. */
  analyseWord(word: string): string | undefined {
    let term = this.analysed.get(word);
    if (term === undefined) {
      term = this.ownTerm(word);
      term = this.sameAs.get(term) ?? term;
      this.analysed.set(word, term);
    }
    return term === '' ? undefined : term;
  }

  /** A word's term before synonyms ('' for a stop word). */
  private ownTerm(word: string): string {
    const lower = word.normalize('NFC').toLowerCase();
    return this.language.stopWords.has(foldAccents(lower)) ? '' : foldAccents(this.language.stem(lower));
  }

  /** A text → its index terms, in order. */
  analyse(text: string): string[] {
    const terms: string[] = [];
    for (const word of wordTexts(text)) {
      const term = this.analyseWord(word);
      if (term !== undefined) terms.push(term);
    }
    return terms;
  }
}

/** The words of a text, in order, without their offsets. */
export function wordTexts(text: string): readonly string[] {
  return text.match(WORD) ?? [];
}
