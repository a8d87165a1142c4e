/**
 * Queries a visitor might type to find a page they read, taken from a built site: a few words of
 * the page's text, a few words of its description, and the same with one typo. Seeded, so every
 * run of the bench asks the same questions of the same site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { portuguese } from '../src/search/languages/portuguese.ts';
import { Pipeline, words } from '../src/search/pipeline.ts';
import { seededRandom, type Random } from './corpus/random.ts';

export interface PageQuery {
  /** Route of the page the query should find. */
  route: string;
  kind: 'text' | 'description';
  query: string;
  /** The query with one typo in its longest word. */
  typo: string;
  /** The query with one typo among the first two letters of its longest word, between them and its last two, and among its last two. */
  typos: Record<TypoPlace, string>;
}

export const TYPO_PLACES = ['start', 'middle', 'end'] as const;
export type TypoPlace = (typeof TYPO_PLACES)[number];

const WORDS_PER_QUERY = 3;
/** The site's language, Portuguese, as its index analyses words. */
const PIPELINE = new Pipeline(portuguese);

/** `count` pages spread over the wiki of the built folder, two queries each. */
export function pageQueries(outDir: string, count: number): PageQuery[] {
  const random = seededRandom(`queries-${count}`);
  // Apart, so that the queries and their typo anywhere stay those of earlier runs.
  const placed = seededRandom(`typo-places-${count}`);
  const pages = readdirSync(path.join(outDir, 'wiki'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('index.html'))
    .sort();
  const step = Math.max(1, Math.floor(pages.length / count));
  const queries: PageQuery[] = [];
  for (let position = 0; position < pages.length && queries.length < 2 * count; position += step) {
    const file = pages[position]!;
    const html = readFileSync(path.join(outDir, 'wiki', file), 'utf8');
    const route = `/wiki/${file.slice(0, -'index.html'.length)}`;
    const text = plainText(/<article[^>]*>([\s\S]*)<\/article>/.exec(html)?.[1] ?? '');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    for (const [kind, source] of [['text', text], ['description', description]] as const) {
      const query = someWords(source, random);
      if (query) queries.push({ route, kind, query, typo: withTypo(query, random), typos: { start: withTypo(query, placed, 'start'), middle: withTypo(query, placed, 'middle'), end: withTypo(query, placed, 'end') } });
    }
  }
  return queries;
}

/** A run of words of the text that search would index (no stop words, no bare numbers). */
function someWords(text: string, random: Random): string | undefined {
  const candidates = words(text).filter((word) => word.text.length >= 4 && !/^\d+$/.test(word.text) && PIPELINE.analyseWord(word.text) !== undefined);
  if (candidates.length < WORDS_PER_QUERY) return undefined;
  const start = random.int(0, candidates.length - WORDS_PER_QUERY);
  return candidates
    .slice(start, start + WORDS_PER_QUERY)
    .map((word) => word.text)
    .join(' ');
}

/**
 * One typo, as fingers make them, in the query's longest word: a swap, a letter dropped, doubled or
 * replaced by a neighbour; anywhere, or at a place: at its first or second letter (`start`), at its
 * last or the one before (`end`, the swap of those two), or between (`middle`).
 */
function withTypo(query: string, random: Random, place?: TypoPlace): string {
  const parts = query.split(' ');
  const longest = parts.reduce((best, part, position) => (part.length > (parts[best] ?? '').length ? position : best), 0);
  const word = parts[longest]!;
  const last = word.length - 1;
  const [from, to] = place === 'start' ? [0, 1] : place === 'middle' ? [2, Math.max(2, last - 2)] : place === 'end' ? [last - 1, last] : [0, last - 1];
  const at = random.int(from, to);
  if (at === last) {
    const typos = [word.slice(0, at), word + word[at], word.slice(0, at) + neighbourKey(word[at]!)];
    parts[longest] = random.pick(typos);
    return parts.join(' ');
  }
  const typos = [
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at + 1) + word[at] + word.slice(at + 1),
    word.slice(0, at) + neighbourKey(word[at]!) + word.slice(at + 1),
  ];
  parts[longest] = random.pick(typos);
  return parts.join(' ');
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function neighbourKey(letter: string): string {
  for (const row of KEYBOARD_ROWS) {
    const at = row.indexOf(letter.toLowerCase());
    if (at !== -1) return row[at + 1] ?? row[at - 1]!;
  }
  return letter;
}

function plainText(html: string): string {
  return decode(html.replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '));
}

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" })[entity] ?? entity);
}
