import { stemmer } from '@orama/stemmers/ukrainian';
import { foldAccents } from '../fold-accents.ts';
import type { SearchLanguage } from '../search-language.ts';

/** Ukrainian words too common to tell pages apart: prepositions, conjunctions, particles, pronouns and the commonest forms of бути. Kept folded, as the index keeps them ("ї" → "і", "й" → "и"). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `а або але б без був була були було бути в вам вас ви від він вона вони воно все всі вже де для до є же за з зі
  і із їх й к коли хто ми на над не нас не ні них но о об от по під при про та так також там те то тут у чи що щоб
  це цей ця я як які який`
    .split(/\s+/)
    .map(foldAccents),
);

/** Ukrainian: the stemmer of `@orama/stemmers`, "установки" → "установк". */
export const ukrainian: SearchLanguage = { name: 'uk', stopWords: STOP_WORDS, stem: stemmer };
