import { stemmer } from '@orama/stemmers/spanish';
import { foldAccents } from '../fold-accents.ts';
import type { SearchLanguage } from '../search-language.ts';

/** Spanish words too common to tell pages apart: articles, prepositions and their contractions, pronouns, conjunctions and the commonest forms of ser, estar, haber and tener. Kept folded ("mas", "tambien"). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `a al algo algunas algunos ante antes como con contra cual cuando
  de del desde donde durante e el él ella ellas ellos en entre era eran es esa esas ese eso esos esta está están estar estas este esto estos estoy
  fue fueron ha había han has hay he hasta la las le les lo los
  más me mi mis mucho muchos muy nada ni no nos nosotros o os otra otras otro otros
  para pero poco por porque qué que quien quienes se sea ser si sí sin sobre son su sus
  también tanto te tiene tienen todo todos tu tus un una unas uno unos usted ustedes y ya yo`
    .split(/\s+/)
    .map(foldAccents),
);

/** Spanish: Snowball's stemmer, "canciones" → "cancion". */
export const spanish: SearchLanguage = { name: 'es', stopWords: STOP_WORDS, stem: stemmer };
