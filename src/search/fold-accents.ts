/** Diacritics, but for the marks that make another letter of a Japanese kana (ハ, バ and パ are three sounds). */
const COMBINING_MARKS = /(?![\u3099\u309a])\p{M}/gu;
const KANA_VOICING = /[\u3099\u309a]/;

/** `missões` → `missoes`, `ação` → `acao`: letters without their diacritics; `バー` stays `バー`. */
export function foldAccents(text: string): string {
  const folded = text.normalize('NFD').replace(COMBINING_MARKS, '');
  return KANA_VOICING.test(folded) ? folded.normalize('NFC') : folded;
}
