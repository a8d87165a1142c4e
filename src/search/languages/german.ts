import { stemmer } from '@orama/stemmers/german';
import { foldAccents } from '../fold-accents.ts';
import type { SearchLanguage } from '../search-language.ts';

/** German words too common to tell pages apart: articles, prepositions, pronouns, conjunctions and the commonest forms of sein, haben and werden. Kept folded ("fur", "uber"). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `aber als am an auch auf aus bei bin bis bist da damit dann das dass dein deine dem den der des dich die dir doch du
  ein eine einem einen einer eines er es euch euer für hab habe haben hat hatte hier ich ihm ihn ihr ihre im in ist
  ja jetzt kann kein keine man mein meine mich mir mit nach nicht noch nur ob oder ohne sein seine sich sie sind so
  über um und uns unser unter vom von vor war waren was weil wenn wer werden wie wir wird wurde zu zum zur`
    .split(/\s+/)
    .map(foldAccents),
);

/** German: Snowball's stemmer, "Installationen" → "installation". */
export const german: SearchLanguage = { name: 'de', stopWords: STOP_WORDS, stem: stemmer };
