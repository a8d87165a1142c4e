/**
 * Sentences of a wiki article: templates of the server's own phrases (vocabulary.ts) mixed with
 * noun phrases, verbs, numbers and commands drawn from the Zipf-ranked lexicon (words.ts).
 */
import { capitalise } from './inflection.ts';
import type { Random } from './random.ts';
import { COMPLEMENTS, INFINITIVES, OBJECTS, SUBJECTS } from './vocabulary.ts';
import { area, command, nounPhrase, predicate, quantity, verb, version, type NounPhrase } from './words.ts';

export interface Link {
  text: string;
  href: string;
}

/** Share of subjects, objects, complements and infinitives taken from the server's stock phrases. */
const STOCK_SHARE = 0.5;

/** A single sentence, for paragraphs and descriptions. */
export function sentence(random: Random): string {
  return random.pick(SENTENCE_TEMPLATES)(random);
}

/** A sentence that holds a link. */
export function linkSentence(random: Random, link: Link): string {
  return random.pick(LINK_TEMPLATES)(link);
}

/** A heading made of the lexicon: `Como proteger os bravelões`. */
export function generatedHeading(random: Random): string {
  return random.chance(0.5) ? `Como ${infinitive(random)} ${nounPhrase(random).text}` : capitalise(nounPhrase(random, 'none', 0.6).text);
}

function subject(random: Random): NounPhrase {
  if (random.chance(STOCK_SHARE)) return { text: random.pick(SUBJECTS), gender: 'm', plural: false };
  return nounPhrase(random);
}

function object(random: Random): string {
  return random.chance(STOCK_SHARE) ? random.pick(OBJECTS) : nounPhrase(random).text;
}

function infinitive(random: Random): string {
  return random.chance(STOCK_SHARE) ? random.pick(INFINITIVES) : verb(random, 'infinitive');
}

/** `durante os eventos…` or a preposition with a generated noun phrase: `no bravelão raro`, `pela ilha`. */
function complement(random: Random): string {
  if (random.chance(STOCK_SHARE * 2)) return random.pick(COMPLEMENTS);
  const preposition = random.pick(PREPOSITIONS);
  const phrase = nounPhrase(random, 'none');
  const contracted = preposition[phrase.gender === 'm' ? (phrase.plural ? 1 : 0) : phrase.plural ? 3 : 2];
  return `${contracted} ${phrase.text}`;
}

/** A preposition joined to the definite article: masculine, masculine plural, feminine, feminine plural. */
const PREPOSITIONS: readonly (readonly [string, string, string, string])[] = [
  ['no', 'nos', 'na', 'nas'],
  ['do', 'dos', 'da', 'das'],
  ['pelo', 'pelos', 'pela', 'pelas'],
  ['ao', 'aos', 'à', 'às'],
  ['durante o', 'durante os', 'durante a', 'durante as'],
  ['sem o', 'sem os', 'sem a', 'sem as'],
  ['com o', 'com os', 'com a', 'com as'],
];

/** `Subject verbs object`, the verb agreeing with the subject. */
function clause(random: Random): string {
  const s = subject(random);
  return `${s.text} ${predicate(random, s)} ${object(random)}`;
}

const SENTENCE_TEMPLATES: ReadonlyArray<(random: Random) => string> = [
  (r) => capitalise(`${clause(r)} ${complement(r)}.`),
  (r) => capitalise(`${clause(r)} ${complement(r)}.`),
  (r) => `Para ${infinitive(r)} ${object(r)}, use \`${command(r)}\` ${complement(r)}.`,
  (r) => `Se você quiser ${infinitive(r)} ${object(r)}, lembre-se de que ${clause(r)}.`,
  (r) => `Na prática, ${clause(r)}, e ${clause(r)}.`,
  (r) => `Muitos jogadores não sabem que ${clause(r)} ${complement(r)}.`,
  (r) => `Digite \`${command(r)}\` para abrir o menu; ${clause(r)} ${complement(r)}.`,
  (r) => `Segundo a equipe, ${clause(r)} ${complement(r)}, então vale a pena planejar antes.`,
  (r) => {
    const s = subject(r);
    return capitalise(`${s.text} não ${predicate(r, s)} **${object(r)}** ${complement(r)}.`);
  },
  (r) => `Cada ${nounPhrase(r, 'none', 0).text} custa ${quantity(r)} moedas ${complement(r)}.`,
  (r) => `A partir do nível ${quantity(r)}, ${clause(r)}.`,
  (r) => `Desde a versão ${version(r)}, ${clause(r)} ${complement(r)}.`,
  (r) => `Monte uma área de ${area(r)} com ${nounPhrase(r, 'indefinite').text} para ${infinitive(r)} ${object(r)}.`,
  (r) => `Você pode guardar até ${quantity(r)} ${nounPhrase(r, 'none', 1).text} ${complement(r)}.`,
  (r) => `Quem ${verb(r, 'present')} ${object(r)} costuma ${infinitive(r)} ${object(r)} ${complement(r)}.`,
  (r) => `Com \`${command(r)}\`, ${clause(r)} em ${quantity(r)} segundos.`,
];

const LINK_TEMPLATES: ReadonlyArray<(link: Link) => string> = [
  (link) => `Veja também [${link.text}](${link.href}).`,
  (link) => `Mais detalhes estão em [${link.text}](${link.href}).`,
  (link) => `Quem está começando deve ler [${link.text}](${link.href}) antes.`,
  (link) => `Esse assunto continua em [${link.text}](${link.href}).`,
];
