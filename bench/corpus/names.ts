/** Labels and titles of the generated wiki's folders and pages: the server's topics first, then words of the lexicon. */
import { capitalise, pluralOf } from './inflection.ts';
import { lexicon } from './lexicon.ts';
import { ASPECTS, MODE_NAMES, TOPICS } from './vocabulary.ts';

/** Ranks of the lexicon nouns that name categories past the stock topics, and pages past the stock aspects. */
const CATEGORY_NOUN_RANKS = 100;
const PAGE_NOUN_RANKS = 20;

export function modeLabel(mode: number): string {
  const name = MODE_NAMES[mode % MODE_NAMES.length] ?? '';
  const round = Math.floor(mode / MODE_NAMES.length);
  return round === 0 ? name : `${name} ${round + 1}`;
}

/** A mode's categories take consecutive topics, then the plurals of lexicon nouns: `Bravelões`. */
export function categoryLabel(mode: number, category: number): string {
  if (category < TOPICS.length) return TOPICS[(mode + category) % TOPICS.length] ?? '';
  return capitalise(pluralOf(nounAt(CATEGORY_NOUN_RANKS + category * MODE_NAMES.length + (mode % MODE_NAMES.length))));
}

export interface PageName {
  title: string;
  sidebarLabel: string;
}

/**
 * The `index`-th page about a topic: `Topic: aspect` for the aspects of ASPECTS, then
 * `Topic: aspect (bravelões)` with a lexicon noun, so that no two pages of a folder share a title.
 */
export function topicPageName(topic: string, index: number): PageName {
  const stock = ASPECTS[index % ASPECTS.length] ?? '';
  const aspect = index < ASPECTS.length ? stock : `${stock} (${pluralOf(nounAt(PAGE_NOUN_RANKS + index))})`;
  return { title: `${topic}: ${aspect}`, sidebarLabel: capitalise(aspect) };
}

function nounAt(rank: number): string {
  const { nouns } = lexicon();
  return nouns[rank % nouns.length]?.singular ?? '';
}
