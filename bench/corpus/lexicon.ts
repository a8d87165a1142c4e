/**
 * The corpus's lexicon: the real words of the server (real-lemmas.ts) first, then tens of thousands
 * of generated pseudo-Portuguese lemmas, built from syllables with the endings Portuguese gives nouns,
 * adjectives and verbs (`-ação`, `-ões`, `-ável`, `-ância`, `-ico`, `-ar`), so that the accents fall
 * where they fall in Portuguese and the stemmer has plurals, feminines and verb forms to undo.
 * The order of each list is its frequency ranking (see words.ts). Built once, from a fixed seed.
 */
import { accentLastVowel, type Gender } from './inflection.ts';
import { seededRandom, type Random } from './random.ts';
import { REAL_ADJECTIVES, REAL_NOUNS, REAL_VERBS } from './real-lemmas.ts';

export interface Noun {
  singular: string;
  gender: Gender;
}

export interface Lexicon {
  nouns: readonly Noun[];
  /** Infinitives. */
  verbs: readonly string[];
  /** Masculine singular. */
  adjectives: readonly string[];
  /** Stems without accents and endings (`bravel`), for names of commands and plugins. */
  roots: readonly string[];
}

/** Sized so that a 2,000-page corpus holds over 20,000 distinct index terms (see the bench-corpus test). */
const GENERATED = { nouns: 36_000, verbs: 12_000, adjectives: 12_000 } as const;

let built: Lexicon | undefined;

export function lexicon(): Lexicon {
  built ??= buildLexicon(seededRandom('lexicon'));
  return built;
}

function buildLexicon(random: Random): Lexicon {
  const used = new Set<string>();
  const roots: string[] = [];
  const nextRoot = (): string => {
    for (;;) {
      const candidate = root(random);
      if (used.has(candidate)) continue;
      used.add(candidate);
      roots.push(candidate);
      return candidate;
    }
  };
  const nouns = [...REAL_NOUNS.map(([singular, gender]) => ({ singular, gender })), ...times(GENERATED.nouns, () => noun(random, nextRoot()))];
  const verbs = [...REAL_VERBS, ...times(GENERATED.verbs, () => verb(random, nextRoot()))];
  const adjectives = [...REAL_ADJECTIVES, ...times(GENERATED.adjectives, () => adjective(random, nextRoot()))];
  return { nouns, verbs, adjectives, roots };
}

function times<T>(count: number, make: () => T): T[] {
  return Array.from({ length: count }, make);
}

type Weighted<T> = readonly (readonly [T, number])[];

function weighted<T>(random: Random, items: Weighted<T>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random.next() * total;
  for (const [item, weight] of items) {
    target -= weight;
    if (target < 0) return item;
  }
  return (items.at(-1) as readonly [T, number])[0];
}

/** Endings that begin with a vowel, for a stem that ends in a consonant; `proparoxytone` accents the stem. */
interface Ending {
  text: string;
  gender: Gender;
  proparoxytone?: boolean;
}

const NOUN_ENDINGS: Weighted<Ending> = [
  [{ text: 'o', gender: 'm' }, 6],
  [{ text: 'a', gender: 'f' }, 6],
  [{ text: 'ão', gender: 'm' }, 3],
  [{ text: 'ação', gender: 'f' }, 3],
  [{ text: 'eiro', gender: 'm' }, 2],
  [{ text: 'eira', gender: 'f' }, 2],
  [{ text: 'amento', gender: 'm' }, 2],
  [{ text: 'agem', gender: 'f' }, 2],
  [{ text: 'or', gender: 'm' }, 2],
  [{ text: 'idade', gender: 'f' }, 2],
  [{ text: 'ura', gender: 'f' }, 2],
  [{ text: 'al', gender: 'm' }, 1],
  [{ text: 'ário', gender: 'm' }, 1],
  [{ text: 'ória', gender: 'f' }, 1],
  [{ text: 'ência', gender: 'f' }, 1],
  [{ text: 'ância', gender: 'f' }, 1],
  [{ text: 'ismo', gender: 'm' }, 1],
  [{ text: 'ulo', gender: 'm', proparoxytone: true }, 1],
  [{ text: 'ula', gender: 'f', proparoxytone: true }, 1],
];

const ADJECTIVE_ENDINGS: Weighted<Ending> = [
  [{ text: 'oso', gender: 'm' }, 3],
  [{ text: 'ado', gender: 'm' }, 3],
  [{ text: 'ável', gender: 'm' }, 2],
  [{ text: 'ante', gender: 'm' }, 2],
  [{ text: 'al', gender: 'm' }, 2],
  [{ text: 'ico', gender: 'm', proparoxytone: true }, 2],
  [{ text: 'ível', gender: 'm' }, 1],
  [{ text: 'ente', gender: 'm' }, 1],
  [{ text: 'ido', gender: 'm' }, 1],
  [{ text: 'ês', gender: 'm' }, 1],
  [{ text: 'ório', gender: 'm' }, 1],
  [{ text: 'eiro', gender: 'm' }, 1],
];

const VERB_THEMES: Weighted<string> = [
  ['ar', 7],
  ['er', 1.5],
  ['ir', 1.5],
];

/** After `ç`, Portuguese writes only a, o or u: `-ço`, `-ça`, `-ção`, `-çar`. */
const AFTER_CEDILLA = /^(?:o|a|ão|amento|ado|oso|ar)$/;

function noun(random: Random, stem: string): Noun {
  const ending = endingFor(random, stem, NOUN_ENDINGS);
  return { singular: attach(stem, ending), gender: ending.gender };
}

function adjective(random: Random, stem: string): string {
  return attach(stem, endingFor(random, stem, ADJECTIVE_ENDINGS));
}

function verb(random: Random, stem: string): string {
  return stem.endsWith('ç') ? `${stem}ar` : stem + weighted(random, VERB_THEMES);
}

function endingFor(random: Random, stem: string, endings: Weighted<Ending>): Ending {
  for (;;) {
    const ending = weighted(random, endings);
    if (stem.endsWith('ç') && !AFTER_CEDILLA.test(ending.text)) continue;
    // An accent on a diphthong (`breíl-`) reads badly: such stems take a plain ending.
    if (ending.proparoxytone && /[aeiou]{2}[^aeiou]*$/.test(stem)) continue;
    return ending;
  }
}

function attach(stem: string, ending: Ending): string {
  return (ending.proparoxytone ? accentLastVowel(stem) : stem) + ending.text;
}

const ONSETS = 'b c d f g j l m n p r s t v x z b c d l m p r s t v ch br cr dr fr gr pr tr bl cl fl pl qu gu'.split(' ');
const MEDIAL_ONSETS = [...ONSETS, 'lh', 'nh', 'rr', 'ss', 'ç', 'ç'];
const AFTER_CODA = 'b c d f g j p t v'.split(' ');
const VOWELS = 'a a a a a e e e e i i i o o o o u u ei ou ai'.split(' ');
const SYLLABLE_COUNTS: Weighted<number> = [
  [1, 2],
  [2, 6],
  [3, 2],
];
const CODAS = 'r s l n'.split(' ');
const FINALS = 'b c d g l m n p r s t v ch lh nh rr ss nt nd rd st ç l n r t d'.split(' ');

/** A stem of one to three syllables (mostly two) ending in a consonant: `bral`, `quintor`, `açumbrant`. */
function root(random: Random): string {
  const syllables = weighted(random, SYLLABLE_COUNTS);
  let text = '';
  let afterCoda = false;
  for (let i = 0; i < syllables; i++) {
    const onset = i === 0 ? (random.chance(0.85) ? random.pick(ONSETS) : '') : random.pick(afterCoda ? AFTER_CODA : MEDIAL_ONSETS);
    text += onset + vowelAfter(random, onset);
    afterCoda = i < syllables - 1 && random.chance(0.2);
    if (afterCoda) text += random.pick(CODAS);
  }
  return text + random.pick(FINALS);
}

function vowelAfter(random: Random, onset: string): string {
  if (onset === 'qu' || onset === 'gu') return random.pick(['a', 'e', 'i']);
  if (onset === 'ç') return random.pick(['a', 'o', 'u']);
  return random.pick(VOWELS);
}
