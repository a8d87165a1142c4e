/**
 * Words drawn from the lexicon with Zipf frequencies (rank r has weight 1/r), so a few words are
 * everywhere and most appear on a page or two, as in a real wiki: noun phrases that agree in
 * gender and number, verb forms, numbers and slash commands.
 */
import { commandList } from './commands.ts';
import { agree, conjugate, pluralOf, type Gender, type VerbForm } from './inflection.ts';
import { lexicon, type Noun } from './lexicon.ts';
import type { Random } from './random.ts';
import { zipfTable, type ZipfTable } from './zipf.ts';

interface Tables {
  nouns: ZipfTable;
  verbs: ZipfTable;
  adjectives: ZipfTable;
  commands: ZipfTable;
  quantities: ZipfTable;
}

let tables: Tables | undefined;

function zipf(): Tables {
  if (tables) return tables;
  const { nouns, verbs, adjectives } = lexicon();
  tables = {
    nouns: zipfTable(nouns.length),
    verbs: zipfTable(verbs.length),
    adjectives: zipfTable(adjectives.length),
    commands: zipfTable(commandList().length),
    quantities: zipfTable(QUANTITY_COUNT),
  };
  return tables;
}

export interface NounPhrase {
  text: string;
  gender: Gender;
  plural: boolean;
}

export type Article = 'definite' | 'indefinite' | 'none';

const ARTICLES: Record<Exclude<Article, 'none'>, Record<Gender, readonly [string, string]>> = {
  definite: { m: ['o', 'os'], f: ['a', 'as'] },
  indefinite: { m: ['um', 'uns'], f: ['uma', 'umas'] },
};

export function noun(random: Random): Noun {
  return lexicon().nouns[zipf().nouns.sample(random)] as Noun;
}

export function adjective(random: Random, gender: Gender, plural: boolean): string {
  return agree(lexicon().adjectives[zipf().adjectives.sample(random)] ?? '', gender, plural);
}

/** `os bravelões raros`, `uma quintora de esmeralda`, `o leilão`. */
export function nounPhrase(random: Random, article: Article = 'definite', pluralShare = 0.35): NounPhrase {
  const { singular, gender } = noun(random);
  const plural = random.chance(pluralShare);
  const words = [plural ? pluralOf(singular) : singular];
  if (article !== 'none') words.unshift(ARTICLES[article][gender][plural ? 1 : 0]);
  if (random.chance(0.25)) words.push(adjective(random, gender, plural));
  if (random.chance(0.15)) words.push(complement(random));
  return { text: words.join(' '), gender, plural };
}

/** `de esmeralda`, `do leilão`, `das ilhas`. */
function complement(random: Random): string {
  const { singular, gender } = noun(random);
  if (random.chance(0.4)) return `de ${singular}`;
  const plural = random.chance(0.3);
  const contraction = gender === 'm' ? (plural ? 'dos' : 'do') : plural ? 'das' : 'da';
  return `${contraction} ${plural ? pluralOf(singular) : singular}`;
}

export function verb(random: Random, form: VerbForm): string {
  return conjugate(lexicon().verbs[zipf().verbs.sample(random)] ?? '', form);
}

/** The present or past of a verb, agreeing with its subject. */
export function predicate(random: Random, subject: NounPhrase): string {
  const past = random.chance(0.25);
  if (subject.plural) return verb(random, past ? 'pastPlural' : 'presentPlural');
  return verb(random, past ? 'past' : random.chance(0.1) ? 'future' : 'present');
}

export function command(random: Random): string {
  return commandList()[zipf().commands.sample(random)] ?? '/spawn';
}

const QUANTITY_COUNT = 2000;

/** Small numbers are the most common: `3`, `64`, `1.500`. */
export function quantity(random: Random): string {
  return withThousands(zipf().quantities.sample(random) + 1);
}

/** `1.21`, `1.20.4`, `1.8`. */
export function version(random: Random): string {
  const minor = random.int(8, 21);
  return random.chance(0.4) ? `1.${minor}.${random.int(1, 6)}` : `1.${minor}`;
}

/** `3x3`, `16x16`. */
export function area(random: Random): string {
  const side = random.pick([2, 3, 3, 3, 4, 5, 5, 7, 9, 16, 32, 64]);
  return `${side}x${random.chance(0.8) ? side : random.pick([2, 3, 4, 5, 8, 16])}`;
}

export function withThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
