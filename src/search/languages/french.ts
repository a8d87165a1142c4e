import { stemmer } from '@orama/stemmers/french';
import { foldAccents } from '../fold-accents.ts';
import type { SearchLanguage } from '../search-language.ts';

/** French words too common to tell pages apart: articles, prepositions and their contractions, pronouns, conjunctions and the commonest forms of être and avoir. Kept folded ("ete", "deja"). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `à a ai au aux avec avez avons c ça ce ceci cela celle celles celui ces cet cette comme d dans de des du
  elle elles en est et été étaient était être eu eux il ils j je l la le les leur leurs lui m ma mais me même mes moi mon
  n ne nos notre nous on ont ou où par pas pour qu que quel quelle quelles quels qui s sa sans se ses si son sont
  sur t ta te tes toi ton tu un une vos votre vous y`
    .split(/\s+/)
    .map(foldAccents),
);

/** French: Snowball's stemmer, "installations" → "install". */
export const french: SearchLanguage = { name: 'fr', stopWords: STOP_WORDS, stem: stemmer };
