import type { SearchLanguageName } from '../model/search-settings.ts';
/**
 * The search index as the browser fetches it: a small entry file per context, and beside it a folder
 * of files a query fetches only as its words need them, so that a first search costs the same on a
 * site of 300 pages as on one of 10,000 (as Pagefind does it).
 *
 * - Term shards (`s<N>.json`): the sorted vocabulary cut into runs; each term with its postings and
 *   all a posting's document needs for scoring, so no table of every document is ever fetched.
 * - Vocabulary files (`v<N>.json`): the terms alone of `SHARDS_PER_VOCABULARY` shards each, so that
 *   a word with a typo fetches the shards of the terms one typo away, not of every term sharing its
 *   first letters; and display files (`d<N>.json`), the word the site writes for each of those terms,
 *   encoded by `encodeDisplay` (typo-vocabulary.ts), for suggestions.
 * - Ending files (`e<N>.json`) and middle files (`m<N>.json`): the terms again, by reversed
 *   ending and length, and (those of 3 to 6 letters) by first letter, last letter and length
 *   (typo-vocabulary.ts), so that a typo among a word's first letters finds its terms too. None when
 *   every shard is fetched whole.
 * - Posting files (`t<N>.json`): all the kept postings of common terms (neighbours in the
 *   vocabulary share a file), whose shard holds only their best few.
 * - Page files (`p<N>.json`): `PAGES_PER_FILE` pages each, what a result shows (title, address,
 *   trail, section titles) and where its texts are.
 * - Text files (`x<N>.json`): the sections' texts, for excerpts, cut between documents.
 */

/** Bumped whenever the layout below changes, so a page never reads an index it does not understand. */
export const SHARDED_FORMAT_VERSION = 8;

/**
 * Pages described by one page file: page `i` is in file `⌊i / PAGES_PER_FILE⌋`. A query's results are
 * scattered over the site, a page file each: at 12 pages a file, the 10 results of the costliest
 * query at 10,000 pages fetched 12.2 KB of them (over the 50 KB budget of a further query: 53.7 KB in
 * all); at 6, 7.7 KB.
 */
export const PAGES_PER_FILE = 6;

/**
 * Shards of the terms sharing a word's first letters up to which they are fetched whole; past it,
 * the vocabulary files of that stretch are, then the shards of the terms one typo away. An index
 * of no more shards has no ending or middle files: a typo fetches them all.
 */
export const TYPO_SHARDS_FETCHED_WHOLE = 2;

/** Shards whose terms one vocabulary file lists: shard `i` is in file `⌊i / SHARDS_PER_VOCABULARY⌋`. */
export const SHARDS_PER_VOCABULARY = 32;

/** The entry file of a context. */
export interface ShardManifest {
  v: typeof SHARDED_FORMAT_VERSION;
  /** The language of the index's terms: a query's words are analysed in it. */
  l: SearchLanguageName;
  /** The site's synonyms, when it has some: a query's words are analysed with them too. */
  y?: string[][];
  /** The folder of the other files, beside the entry file (named by the site's build). */
  d?: string;
  /** Documents in the context, for the inverse document frequency. */
  n: number;
  /** Average length in terms of the documents of each field (by position in HIT_TYPES). */
  a: number[];
  /** Where each shard starts, in order: shard `i` holds the terms from `s[i]` up to `s[i + 1]` (a start of its first term, after the previous shard's last). */
  s: string[];
  /** Where each ending file starts (a start of its first key, after the previous file's last), when there are any. */
  e?: string[];
  /** Where each middle file starts, likewise. */
  m?: string[];
}



/**
 * One run of the vocabulary. Postings are flat, six numbers a document, in increasing document order:
 * document (gap from the previous, the first from -1), page (gap, likewise), section within its page,
 * field (index into HIT_TYPES), terms in the document, occurrences of the term in it.
 */
export interface TermShard {
  /** The terms, sorted. */
  w: string[];
  /** Postings of each term; for a term with a posting file, its best few only (see write-shards.ts). */
  x: number[][];
  /** Documents of each field that hold each term, counted before any were left out. */
  f: number[][];
  /** Pages whose trail (breadcrumbs) holds each term, as gaps from the previous (the first from -1). */
  r: number[][];
  /** Triples [term, posting file, list]: the terms whose postings are all in list `list` of `t<file>.json` (the layout of `x`). */
  o: number[];
}

/**
 * A page of a page file: title, address, trail, its sections as [heading id, title], its first
 * document, and where its documents' texts are, as pairs [first document of the run, within the
 * page; text file].
 */
export type PageEntry = [t: string, u: string, b: string[], sections: [h: string, s: string][], firstDocument: number, texts: number[]];

/** A text file: the texts of consecutive documents, the first being document `d`. */
export interface TextFile {
  d: number;
  t: string[];
}

/** Numbers of one posting in `TermShard.x`. */
export const POSTING_WIDTH = 6;
