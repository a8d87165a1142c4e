import { stemmer } from '@orama/stemmers/italian';
import { foldAccents } from '../fold-accents.ts';
import type { SearchLanguage } from '../search-language.ts';

/** Italian words too common to tell pages apart: articles, prepositions and their contractions, pronouns, conjunctions and the commonest forms of essere and avere. Kept folded ("e", "perche"). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a ad agli ai al alla alle allo anche che chi ci come con da dagli dai dal dalla dalle dei del della delle dello di
  e è ed era erano gli ha hanno ho i il in io la le lei li lo loro lui ma mi mio nei nel nella nelle ne noi non nostro
  o per perché più quale quando quella quelle quello questa queste questo se sei si sia sono su sua sue sui sul sulla
  suo ti tra tu tua tuo un una uno vi voi`
    .split(/\s+/)
    .map(foldAccents),
);

/** Italian: Snowball's stemmer, "installazioni" → "install". */
export const italian: SearchLanguage = { name: 'it', stopWords: STOP_WORDS, stem: stemmer };
