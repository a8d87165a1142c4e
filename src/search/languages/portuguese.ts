import { stemmer } from '@orama/stemmers/portuguese';
import { foldAccents } from '../fold-accents.ts';
import type { SearchLanguage } from '../search-language.ts';

/**
 * Portuguese words too common to tell pages apart: articles, prepositions and their contractions,
 * pronouns, conjunctions and the commonest forms of ser, estar, ter and haver. Kept folded, because
 * visitors often type without accents ("nao", "voce") and those must be dropped as well.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a à ao aos aquela aquelas aquele aqueles aquilo as às até
  cada com como
  da daquela daquele das de dela delas dele deles depois desde dessa desse desta deste disso disto do dos dum duma
  e é ela elas ele eles em entre era eram essa essas esse esses esta está estamos estão estar estas estava estavam este estes esteve estou eu
  foi fomos for foram fosse fui
  há havia houve
  isso isto
  já
  lá lhe lhes
  mais mas me mesma mesmo meu meus mim minha minhas muita muitas muito muitos
  na naquela naquele não nas nem nessa nesse nesta neste nisso nisto no nos nós nossa nossas nosso nossos num numa
  o onde os ou
  para pela pelas pelo pelos pois por porque pra pras pro pros
  qual quais qualquer quando quanto que quem
  se seja sejam sem ser será serão seria seu seus só somos sou sua suas são
  também tanto te tem têm temos tenho ter teu teus tinha tinham tu tua tuas
  um uma umas uns
  vai vão você vocês vos`
    .split(/\s+/)
    .map(foldAccents),
);

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

/** Portuguese: endings typed without their accent written back, nasal plurals made singular, then Snowball's stemmer. */
export const portuguese: SearchLanguage = {
  name: 'pt',
  stopWords: STOP_WORDS,
  stem: (word) => stemmer(singularNasalEnding(restoreAccentedEnding(word))),
};
