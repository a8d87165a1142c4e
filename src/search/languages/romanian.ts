import { stemmer } from '@orama/stemmers/romanian';
import { foldAccents } from '../fold-accents.ts';
import type { SearchLanguage } from '../search-language.ts';

/** Romanian words too common to tell pages apart: articles, prepositions, pronouns, conjunctions and the commonest forms of a fi and a avea. Kept folded ("si", "sa"). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a acest această acel acea ai al ale am are au ca care cu că ce cel cea cei cele când de din după el ea ei ele este
  eu fi fost în între îi îl la le lor lui mai mă ne nici nu o or pe pentru prin sa să se sau sunt și te tu un una
  unei unui va voi vom vor`
    .split(/\s+/)
    .map(foldAccents),
);

/** Romanian: Snowball's stemmer, "instalările" → "instalăr" (accents are folded after: "instalar"). */
export const romanian: SearchLanguage = { name: 'ro', stopWords: STOP_WORDS, stem: stemmer };
