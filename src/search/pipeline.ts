import { stemmer } from '@orama/stemmers/portuguese';
import { foldAccents } from './fold-accents.ts';
import { STOP_WORDS } from './stop-words.ts';

/** A word of a text and where it stands in it, so that excerpts can cut and mark the original. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

/**
 * Runs of letters (with their combining marks) and digits. Everything else separates words, so
 * `/warp` yields `warp`, `palavras-chave` yields two words and `1.21` yields `1` and `21`.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, in order, with their offsets. */
export function words(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

/**
 * One word → its index term: lower case, Snowball Portuguese stem, then accents folded, so that
 * "missões" and "missoes" give the same term. Stop words give undefined.
 * Stemming comes before folding because the stemmer's rules are written for accented Portuguese.
 */
export function analyseWord(word: string): string | undefined {
  let term = analysed.get(word);
  if (term === undefined) {
    term = analyseNewWord(word);
    analysed.set(word, term);
  }
  return term === '' ? undefined : term;
}

/**
 * Terms of the words already seen ('' for a stop word). Words repeat so much that this makes
 * the index build several times faster; the map only grows with the vocabulary.
 */
const analysed = new Map<string, string>();

function analyseNewWord(word: string): string {
  const lower = word.normalize('NFC').toLowerCase();
  return STOP_WORDS.has(foldAccents(lower)) ? '' : foldAccents(stemmer(singularNasalEnding(restoreAccentedEnding(lower))));
}

/**
 * Plurals of the nasal endings, which the Snowball stemmer leaves apart from their singular
 * ("missão" → "missã", "missões" → "missõ"): made singular first, so "missões", "mãos", "pães"
 * and "clãs" share a term with "missão", "mão", "pão" and "clã".
 */
const NASAL_PLURALS: readonly [RegExp, string][] = [
  [/(?:ões|ães|ãos)$/, 'ão'],
  [/ãs$/, 'ã'],
];

function singularNasalEnding(word: string): string {
  for (const [plural, singular] of NASAL_PLURALS) if (plural.test(word)) return word.replace(plural, singular);
  return word;
}

/**
 * Endings that Portuguese always writes with an accent, as players type them without one. The
 * stemmer removes "-ção" from "comparação" but not "-cao" from "comparacao"; written back first,
 * both give "compar". Only for words with no accent at all: an accented word was typed with care.
 */
const UNACCENTED_ENDINGS: readonly [RegExp, string][] = [
  [/coes$/, 'ções'],
  [/cao$/, 'ção'],
  [/oes$/, 'ões'],
  [/([^aeiou])ao$/, '$1ão'],
  [/encia(s?)$/, 'ência$1'],
  [/ancia(s?)$/, 'ância$1'],
  [/avel$/, 'ável'],
  [/aveis$/, 'áveis'],
  [/ivel$/, 'ível'],
  [/iveis$/, 'íveis'],
];
const ANY_ACCENT = /[^\u0000-\u007f]/;

function restoreAccentedEnding(word: string): string {
  if (ANY_ACCENT.test(word)) return word;
  for (const [ending, accented] of UNACCENTED_ENDINGS) if (ending.test(word)) return word.replace(ending, accented);
  return word;
}

/** The words of a text, in order, without their offsets. */
export function wordTexts(text: string): readonly string[] {
  return text.match(WORD) ?? [];
}

/** A text → its index terms, in order: the pipeline shared by the index build and the queries. */
export function analyse(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordTexts(text)) {
    const term = analyseWord(word);
    if (term !== undefined) terms.push(term);
  }
  return terms;
}
