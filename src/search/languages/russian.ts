import { stemmer } from '@orama/stemmers/russian';
import { foldAccents } from '../fold-accents.ts';
import type { SearchLanguage } from '../search-language.ts';

/** Russian words too common to tell pages apart: prepositions, conjunctions, particles, pronouns and the commonest forms of быть. Kept folded, as the index keeps them ("й" → "и", "ё" → "е"). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `а без бы был была были было быть в вам вас весь во вот все всё вы где да для до его ее её если есть еще ещё же за
  и из или им их к как ко когда кто ли мне мы на над не него нее неё нет ни них но ну о об он она они оно от по под
  при про с со так также там то тоже только у уже что чтобы это этот я`
    .split(/\s+/)
    .map(foldAccents),
);

/** Russian: Snowball's stemmer, "установки" → "установк". */
export const russian: SearchLanguage = { name: 'ru', stopWords: STOP_WORDS, stem: stemmer };
