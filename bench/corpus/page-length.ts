/**
 * How long a wiki page is: 200 to 5,000 words, heavy-tailed like a real wiki's. Most pages are
 * log-normal around 650 words (about nine in ten between 300 and 1,200); one in twenty-five is a
 * long guide of 1,500 to 4,800 words (the article ends a little above its aim, and stays under 5,000).
 */
import type { ArticleShape } from './prose.ts';
import type { Random } from './random.ts';

export const MIN_PAGE_WORDS = 200;
export const MAX_PAGE_WORDS = 5000;
const MEDIAN_WORDS = 580;
/** Standard deviation of the logarithm of the length. */
const SPREAD = 0.45;
const LONG_SHARE = 0.04;
const LONG_WORDS = [1500, 4800] as const;
/** Words per `##` section, and the bounds of their number (there are 12 stock section headings). */
const WORDS_PER_SECTION = 250;
const SECTIONS = [3, 12] as const;

export function articleShape(random: Random): ArticleShape {
  const words = pageWords(random);
  const sections = Math.min(SECTIONS[1], Math.max(SECTIONS[0], Math.round(words / WORDS_PER_SECTION) + random.int(0, 1)));
  return { words, sections };
}

function pageWords(random: Random): number {
  if (random.chance(LONG_SHARE)) {
    const [low, high] = LONG_WORDS;
    return Math.round(low * (high / low) ** random.next());
  }
  const words = Math.round(MEDIAN_WORDS * Math.exp(SPREAD * standardNormal(random)));
  return Math.min(LONG_WORDS[0], Math.max(MIN_PAGE_WORDS, words));
}

/** Box–Muller: a normally distributed number from two uniform ones. */
function standardNormal(random: Random): number {
  const u = 1 - random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}
