import { foldAccents } from './fold-accents.ts';
import type { SearchIndex, TermPostings } from './index-format.ts';
import { words } from './pipeline.ts';
import type { Clause, Presence } from './query-parser.ts';
import { HIT_TYPES, type Hit, type HitType } from './types.ts';
import { scratchFor } from './query-scratch.ts';
import { keepsAnEnd } from './typo-vocabulary.ts';
import { add, addFuzzy, type Expansions, FUZZY_WEIGHT, rangePositions, swappedWordMatches, typedWordMatches, weigh, wildcardPattern } from './expansions.ts';
import { findTerm, lowerBound, prefixRange, wildcardMatches } from './vocabulary.ts';

export interface SearchOptions {
  /** Most results to return (the search box shows 8). Default: all. */
  limit?: number;
  /** Most sections of one page among the results, so one page does not flood the list. Default: 3. */
  perPage?: number;
}

export interface SearchResult extends Hit {
  /** Position of the document in the index, which also indexes `BuiltIndex.texts`. */
  document: number;
  score: number;
  /** Index terms of the query found in this document: what `makeExcerpt` marks and the page highlights. */
  terms: string[];
}

/** How much a match in each field weighs: the page title above its keywords, headings, then text. */
const FIELD_BOOSTS: Record<HitType, number> = { title: 10, keywords: 8, heading: 5, content: 1 };
export const BOOST_OF_FIELD = HIT_TYPES.map((type) => FIELD_BOOSTS[type]);
/** A term the query did not name exactly counts for less than the term itself. */
const PREFIX_WEIGHT = 0.5;
/** A plain query's last word also finds longer terms once this many characters are typed (a stop word: more). */
const PREFIX_MIN_LENGTH = 2;
const STOP_WORD_PREFIX_MIN_LENGTH = 3;
/**
 * A plain query's words of this many characters or more also find terms one typo away, if their stem
 * is long enough too: "votar" is five letters, but one typo from its stem "vot" is "voz".
 */
export const TYPO_MIN_LENGTH = 5;
export const TYPO_MIN_STEM_LENGTH = 4;
/**
 * Words of this many characters or more forgive two typos ("encantametno"), each counting for less,
 * when the term keeps the stem's first 3 or last 3 letters: where a sharded index's vocabulary
 * files put the word's candidates (typo-vocabulary.ts), so it finds what a whole index finds.
 */
const TWO_TYPOS_MIN_LENGTH = 8;

/**
 * The typos a plain query forgives in a word it types: one, or two in a long word the index does
 * not know (`known`: its stem is a term of the index). A word the index knows is most likely spelt
 * right: its neighbours two edits away would add little but files to fetch.
 */
export function typosForgiven(word: string, known: boolean): number {
  return !known && word.length >= TWO_TYPOS_MIN_LENGTH ? 2 : 1;
}
const DEFAULT_PER_PAGE = 3;
const CONTENT = HIT_TYPES.indexOf('content');
const NAMING_FIELDS = [HIT_TYPES.indexOf('title'), HIT_TYPES.indexOf('heading')];
/**
 * A page whose title and headings hold every word of the query is the page the query names: it
 * comes before a page that only mentions them, such as its folder's index linking to it
 * ("transferir conta" → Transferência de conta, not Conta).
 */
const NAMED_PAGE_BOOST = 2;
/** A word's stem this long also finds the longer stems of its family, as its prefix ("transferir" → "transferência"). */
export const FAMILY_STEM_MIN_LENGTH = 7;
/** BM25's saturation of repeated words and its share of length normalisation, at their usual values. */
const K1 = 1.2;
const B = 0.75;


interface TermQuery {
  presence: Presence;
  boost: number;
  /** Whether the term may match in each field (by position in `index.fields`). */
  inField: readonly boolean[];
  expansions: Expansions;
}

/**
 * Runs parsed clauses over an index, scoring as elasticlunr does (√tf × idf × length norm × field
 * boost, times the share of the query's terms a document holds), and doing what elasticlunr cannot:
 * wildcards and edit distances over the vocabulary, required and prohibited terms. A plain query (no
 * syntax at all) also finds what its last word may become as it is being typed and, for each word of
 * five letters or more, terms one typo away; both rank below exact matches. A query with only prohibited
 * terms finds nothing.
 * Results are the best document of each page section, best first.
 */
export function executeQuery(index: SearchIndex, clauses: readonly Clause[], options: SearchOptions = {}): SearchResult[] {
  const plain = clauses.every((clause) => isPlain(clause, index));
  const termQueries = clauses.flatMap((clause, position) => toTermQueries(index, clause, plain, plain && position === clauses.length - 1));
  const positive = termQueries.filter((query) => query.presence !== 'prohibited');
  const requiredCount = termQueries.filter((query) => query.presence === 'required').length;
  if (positive.length === 0) return [];

  const { total, matched, matchedBy, requiredMatched, prohibited, scores } = scratchFor(index.documents.field.length);
  const touched: number[] = [];
  const excluded: number[] = [];
  try {
    for (const query of termQueries) {
      const bit = bitOf(positive.indexOf(query));
      for (const document of scoreTermQuery(index, query, scores)) {
        if (query.presence === 'prohibited') {
          prohibited[document] = 1;
          excluded.push(document);
        } else {
          if (matched[document] === 0) touched.push(document);
          matched[document] = (matched[document] as number) + 1;
          matchedBy[document] = ((matchedBy[document] as number) | bit) >>> 0;
          total[document] = (total[document] as number) + (scores[document] as number);
          if (query.presence === 'required') requiredMatched[document] = (requiredMatched[document] as number) + 1;
        }
        scores[document] = -1;
      }
    }

    // Documents that hold more of the query's terms rank higher (elasticlunr's coordination). A term
    // in the page's trail counts as held: "mineração mcmmo" finds the page Mineração under mcMMO.
    const candidates: number[] = [];
    for (const document of touched) {
      if (prohibited[document] || requiredMatched[document] !== requiredCount) continue;
      const held = (matched[document] as number) + (positive.length > 1 ? inTrail(index, document, positive, matchedBy[document] as number) : 0);
      total[document] = ((total[document] as number) * held) / positive.length;
      candidates.push(document);
    }
    if (positive.length > 1) boostNamedPages(index, candidates, positive, total);
    return bestPerSection(index, candidates, total, options).map((document) => toResult(index, document, total[document] as number, positive));
  } finally {
    for (const document of touched) total[document] = matched[document] = matchedBy[document] = requiredMatched[document] = 0;
    for (const document of excluded) prohibited[document] = 0;
  }
}


/**
 * Multiplies the scores of the documents of each page whose title and headings together hold every
 * positive query's word, as typed or as a longer stem of its family (a typo names no page).
 */
function boostNamedPages(index: SearchIndex, candidates: readonly number[], positive: readonly TermQuery[], total: Float64Array): void {
  const strongTerms = positive.map((query) => [...query.expansions].flatMap(([term, weight]) => (weight >= PREFIX_WEIGHT ? [term] : [])));
  const held = new Map<number, boolean[]>();
  for (const document of candidates) {
    if (!NAMING_FIELDS.includes(index.documents.field[document] as number)) continue;
    const page = index.documents.page[document] as number;
    const words = held.get(page) ?? held.set(page, positive.map(() => false)).get(page)!;
    strongTerms.forEach((terms, position) => {
      if (!words[position]) words[position] = terms.some((term) => contains(postingsOf(index, term).documents, document));
    });
  }
  for (const document of candidates) {
    if (held.get(index.documents.page[document] as number)?.every(Boolean)) total[document] = (total[document] as number) * NAMED_PAGE_BOOST;
  }
}

/** The bit of the `position`th positive term query in `matchedBy`; none past 32 (or for a prohibited query). */
function bitOf(position: number): number {
  return position >= 0 && position < 32 ? (1 << position) >>> 0 : 0;
}

/** How many of the positive queries that did not match the document name a term of its page's trail. */
function inTrail(index: SearchIndex, document: number, positive: readonly TermQuery[], matchedBy: number): number {
  const page = index.documents.page[document] as number;
  const { trailPages } = index.documents;
  let count = 0;
  positive.forEach((query, position) => {
    const bit = bitOf(position);
    if (bit === 0 || (matchedBy & bit) !== 0) return;
    for (const term of query.expansions.keys()) {
      if (trailPages[term]?.has(page)) {
        count += 1;
        return;
      }
    }
  });
  return count;
}

function isPlain(clause: Clause, index: SearchIndex): boolean {
  return (
    clause.usePipeline &&
    clause.editDistance === 0 &&
    clause.boost === 1 &&
    clause.presence === 'optional' &&
    clause.fields.length === index.fields.length
  );
}

/**
 * A clause → one query per index term it stands for (`/warp` has one, `foo.bar` two, a stop word
 * none). In a plain query every long word forgives a typo; the word being typed (the last) also
 * finds what it may become.
 */
function toTermQueries(index: SearchIndex, clause: Clause, forgiving: boolean, typing: boolean): TermQuery[] {
  const inField = index.fields.map((field) => clause.fields.includes(field));
  const query = (expansions: Expansions): TermQuery => ({ presence: clause.presence, boost: clause.boost, inField, expansions });
  if (!clause.usePipeline) return [query(weigh(wildcardMatches(index.terms, wildcardPattern(clause.term)), 1))];

  const typed = words(clause.term);
  const queries: TermQuery[] = [];
  typed.forEach((word, position) => {
    const term = index.pipeline.analyseWord(word.text);
    const expansions: Expansions = new Map();
    const folded = foldAccents(word.text.toLowerCase());
    const typingThis = typing && position === typed.length - 1;
    if (typingThis && folded.length >= (term === undefined ? STOP_WORD_PREFIX_MIN_LENGTH : PREFIX_MIN_LENGTH)) {
      add(expansions, weigh(typedWordMatches(index.terms, folded), PREFIX_WEIGHT));
    }
    if (term !== undefined) {
      if (forgiving && word.text.length >= TYPO_MIN_LENGTH) {
        if (term.length >= TYPO_MIN_STEM_LENGTH) addFuzzy(expansions, index.terms, term, typosForgiven(word.text, findTerm(index.terms, term) !== -1), keepsAnEnd);
        add(expansions, weigh(swappedWordMatches(index, folded, term), FUZZY_WEIGHT));
      }
      if (clause.editDistance > 0) addFuzzy(expansions, index.terms, term, clause.editDistance);
      if (forgiving && !typingThis && term.length >= FAMILY_STEM_MIN_LENGTH) add(expansions, weigh(rangePositions(prefixRange(index.terms, term)), PREFIX_WEIGHT));
      const exact = findTerm(index.terms, term);
      if (exact !== -1) expansions.set(exact, 1);
    }
    // A stop word counts for nothing, unless it may be the start of a longer word.
    if (term !== undefined || expansions.size > 0) queries.push(query(expansions));
  });
  return queries;
}

/**
 * Scores every document one query term matches into `scores`, which holds -1 for the others (its best
 * expansion counts, not their sum, so a fuzzy or prefix match never adds up to more than an exact one),
 * and returns those documents.
 */
function scoreTermQuery(index: SearchIndex, query: TermQuery, scores: Float64Array): number[] {
  const { field: fieldOf, termCount: termCountOf, averageLength } = index.documents;
  const documentCount = fieldOf.length;
  const touched: number[] = [];
  for (const [term, weight] of query.expansions) {
    const { documents, counts, frequency } = postingsOf(index, term);
    const fieldWeight = frequency.map((inField, field) => {
      const idf = 1 + Math.log(documentCount / (inField + 1));
      return idf * (BOOST_OF_FIELD[field] as number) * query.boost * weight;
    });
    for (let position = 0; position < documents.length; position++) {
      const document = documents[position] as number;
      const field = fieldOf[document] as number;
      if (!query.inField[field]) continue;
      const scale = fieldWeight[field] as number;
      const termCount = termCountOf[document] as number;
      const score = scale * termWeight(counts[position] as number, termCount, field, averageLength);
      const previous = scores[document] as number;
      if (previous < 0) touched.push(document);
      if (score > previous) scores[document] = score;
    }
  }
  return touched;
}

/**
 * How much `count` occurrences of a term say about a document of `termCount` terms. A title,
 * keywords or heading: elasticlunr's √count / √length, so the shortest title naming the word wins.
 * A section's text: BM25's, count saturating and length weighed against the average of its field,
 * so a long section that holds every word of the query is not buried under short ones holding one
 * (√length made a 250-word section count 16 times less than a one-word heading).
 */
export function termWeight(count: number, termCount: number, field: number, averageLength: readonly number[]): number {
  return normedTermWeight(count, lengthNorm(termCount, field, averageLength), field);
}

/** What `termWeight` weighs a document's length by: worked out once per document where its postings are weighed by the thousand. */
export function lengthNorm(termCount: number, field: number, averageLength: readonly number[]): number {
  return field !== CONTENT ? (termCount > 0 ? Math.sqrt(termCount) : 1) : K1 * (1 - B + (B * termCount) / (averageLength[field] || 1));
}

/** `termWeight` for a document whose `lengthNorm` is `norm`. */
export function normedTermWeight(count: number, norm: number, field: number): number {
  return field !== CONTENT ? Math.sqrt(count) / norm : (count * (K1 + 1)) / (count + norm);
}

/**
 * Best first; one result per page section (its best document), at most `perPage` per page.
 * Only a full list is sorted: a limited one is picked by insertion, which is far quicker when
 * a common word matches thousands of sections and the search box wants eight.
 */
function bestPerSection(index: SearchIndex, candidates: readonly number[], scores: Float64Array, options: SearchOptions): number[] {
  const { section: sectionOf, page: pageOf, sectionCount } = index.documents;
  const perPage = options.perPage ?? DEFAULT_PER_PAGE;
  const limit = options.limit ?? Infinity;
  const bestOfSection = new Int32Array(sectionCount).fill(-1);
  const sections: number[] = [];
  for (const document of candidates) {
    const section = sectionOf[document] as number;
    const best = bestOfSection[section] as number;
    if (best === -1) sections.push(section);
    if (best === -1 || outranks(document, best, scores)) bestOfSection[section] = document;
  }
  const bestOfPage = new Map<number, number[]>();
  for (const section of sections) {
    const document = bestOfSection[section] as number;
    const page = pageOf[document] as number;
    const list = bestOfPage.get(page) ?? [];
    if (list.length === 0) bestOfPage.set(page, list);
    insertRanked(list, document, perPage, scores);
  }
  const kept = [...bestOfPage.values()].flat();
  if (limit === Infinity) return kept.sort((a, b) => (outranks(a, b, scores) ? -1 : 1));
  const chosen: number[] = [];
  for (const document of kept) insertRanked(chosen, document, limit, scores);
  return chosen;
}

/** Inserts a document into a best-first list that keeps at most `max`. */
function insertRanked(list: number[], document: number, max: number, scores: Float64Array): void {
  if (list.length >= max && !outranks(document, list[list.length - 1] as number, scores)) return;
  let position = list.length;
  list.push(document);
  while (position > 0 && outranks(document, list[position - 1] as number, scores)) {
    list[position] = list[position - 1] as number;
    position -= 1;
  }
  list[position] = document;
  if (list.length > max) list.pop();
}

/** Higher score first; between equal scores, the earlier document (pages in build order). */
function outranks(a: number, b: number, scores: Float64Array): boolean {
  const difference = (scores[a] as number) - (scores[b] as number);
  return difference > 0 || (difference === 0 && a < b);
}

function toResult(index: SearchIndex, document: number, score: number, queries: readonly TermQuery[]): SearchResult {
  const terms = new Set<string>();
  for (const query of queries) {
    for (const term of query.expansions.keys()) {
      if (contains(postingsOf(index, term).documents, document)) terms.add(index.terms[term] as string);
    }
  }
  return { ...(index.documents.hits[document] ?? unnamedHit(index, document)), document, score, terms: [...terms] };
}

/** A hit whose page is not known yet: an index fetched in shards names its results' pages afterwards. */
function unnamedHit(index: SearchIndex, document: number): Hit {
  return { t: '', u: '', h: '', s: '', b: [], type: HIT_TYPES[index.documents.field[document] as number] as HitType };
}

/** Binary search in increasing postings. */
function contains(documents: Int32Array, document: number): boolean {
  return documents[lowerBound(documents, document)] === document;
}

function postingsOf(index: SearchIndex, term: number): TermPostings {
  const postings = index.postings[term];
  if (!postings) throw new Error(`search index: no postings for term ${term}`);
  return postings;
}
