import type { SearchLanguageName } from '../model/search-settings.ts';
import type { Pipeline } from './pipeline.ts';
import { HIT_TYPES, type Hit, type HitType } from './types.ts';
import { findTerm } from './vocabulary.ts';

/** Bumped whenever the layout below changes, so a page never reads an index it does not understand. */
export const INDEX_FORMAT_VERSION = 1;

/**
 * A whole index as plain arrays, no keys repeated per entry, and no document text (see
 * `BuiltIndex`). Every document is indexed under one field, named after its
 * hit type, so field restriction (`title:kits`) is a filter on the documents' types.
 */
export interface SerialisedIndex {
  v: typeof INDEX_FORMAT_VERSION;
  /** The language its words were analysed in: queries must be analysed in it too. */
  l: SearchLanguageName;
  /** The site's synonyms, when it has some: queries are analysed with them too. */
  y?: string[][];
  /** Pages: [title, url, breadcrumbs]. */
  p: [t: string, u: string, b: string[]][];
  /** Documents: [page, type (index into HIT_TYPES), heading id, section title, length in terms]. */
  d: [page: number, type: number, h: string, s: string, length: number][];
  /** Vocabulary: every index term, sorted. */
  w: string[];
  /**
   * Postings, one list per term of `w`: documents in increasing order, each as the gap from the
   * previous one (the first from -1), followed by `-count` when the term occurs more than once.
   * A build's lists are views of one typed array (build-index.ts); as JSON, arrays.
   */
  x: ArrayLike<number>[];
}

/**
 * One search context indexed whole: what the build cuts into the files the browser fetches
 * (write-shards.ts), and what tests and the bench query directly (`loadIndex`). The texts, which
 * excerpts are cut from, are kept apart from the index.
 */
export interface BuiltIndex {
  index: SerialisedIndex;
  /** Text of each document, in document order (`SearchResult.document` indexes it). */
  texts: DocumentTexts;
  /** Each term of `index.w` as the site writes it (its most frequent word, lower-cased), for suggestions; the term itself when absent. */
  displays?: string[];
}

/**
 * The texts of an index's documents, by document number: each one's length without its text, so
 * that text files are cut without reading the texts of the files a build keeps (write-shards.ts).
 */
export interface DocumentTexts {
  count: number;
  lengthOf(document: number): number;
  textOf(document: number): string;
}

/** The documents of an index, column by column: typed arrays, so that scoring reads them fast. */
export interface IndexedDocuments {
  /** What each document points at; an index fetched in shards has none, and names its results' pages afterwards. */
  hits: readonly Hit[];
  /** Position of each hit's type in `SearchIndex.fields`. */
  field: Uint8Array;
  /** Number of terms in each document, for length normalisation. */
  termCount: Uint32Array;
  /** Average number of terms of the documents of each field (by position in HIT_TYPES): the length a document's is weighed against. */
  averageLength: readonly number[];
  /** Page and page section (page + heading) of each document, numbered from 0. */
  page: Uint32Array;
  section: Uint32Array;
  sectionCount: number;
  /** For each term of the vocabulary (by position), the pages whose trail (breadcrumbs) holds it; none when no trail does. */
  trailPages: readonly (ReadonlySet<number> | undefined)[];
}

/** Where one term occurs. */
export interface TermPostings {
  /** Documents, in increasing order. */
  documents: Int32Array;
  /** How often the term occurs in each of those documents. */
  counts: Uint16Array;
  /** How many documents of each field hold the term, for its inverse document frequency. */
  frequency: readonly number[];
}

export interface SearchIndex {
  /** Field names, for `parseQuery`: the hit types. */
  fields: readonly HitType[];
  documents: IndexedDocuments;
  /** Sorted vocabulary. */
  terms: readonly string[];
  /** Postings of each term of `terms`. */
  postings: readonly TermPostings[];
  /** The analysis its terms were made with, which a query's words go through. */
  pipeline: Pipeline;
}

/** Reads a fetched, parsed index file. Throws when the file is of another format version. */
export function loadIndex(serialised: SerialisedIndex, pipeline: Pipeline): SearchIndex {
  if (serialised.v !== INDEX_FORMAT_VERSION) {
    throw new Error(`search index format ${String(serialised.v)} is not supported; this code reads format ${INDEX_FORMAT_VERSION}`);
  }
  if (serialised.l !== pipeline.language.name) throw new Error(`search index in language "${serialised.l}" read with the "${pipeline.language.name}" pipeline`);
  if (JSON.stringify(serialised.y ?? []) !== JSON.stringify(pipeline.synonyms)) throw new Error('search index read with other synonyms than it was built with');
  const count = serialised.d.length;
  const hits: Hit[] = [];
  const documents: IndexedDocuments = {
    hits,
    field: new Uint8Array(count),
    termCount: new Uint32Array(count),
    page: new Uint32Array(count),
    section: new Uint32Array(count),
    sectionCount: 0,
    averageLength: averageLengths(serialised),
    trailPages: trailPagesOf(serialised, pipeline),
  };
  const sections = new Map<string, number>();
  serialised.d.forEach(([page, type, h, s, length], id) => {
    const pageFields = serialised.p[page];
    const hitType = HIT_TYPES[type];
    if (!pageFields || !hitType) throw new Error(`search index: document ${id} names page ${page} and type ${type}, which do not exist`);
    const [t, u, b] = pageFields;
    const sectionKey = `${page}#${h}`;
    const section = sections.get(sectionKey) ?? sections.size;
    sections.set(sectionKey, section);
    hits.push({ t, u, h, s, b, type: hitType });
    documents.field[id] = type;
    documents.termCount[id] = length;
    documents.page[id] = page;
    documents.section[id] = section;
  });
  documents.sectionCount = sections.size;
  const postings = serialised.x.map((encoded) => decodePostings(encoded, documents));
  return { fields: HIT_TYPES, documents, terms: serialised.w, postings, pipeline };
}

/** Average length in terms of the documents of each field. */
export function averageLengths(serialised: Pick<SerialisedIndex, 'd'>): number[] {
  const totals = HIT_TYPES.map(() => 0);
  const counts = HIT_TYPES.map(() => 0);
  for (const [, type, , , length] of serialised.d) {
    totals[type] = (totals[type] ?? 0) + length;
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return totals.map((total, type) => (counts[type] ? total / counts[type] : 1));
}

/** For each term of the vocabulary (by position), the pages whose trail holds it, in increasing order. */
export function trailPagesOf(serialised: Pick<SerialisedIndex, 'p' | 'w'>, pipeline: Pipeline): Set<number>[] {
  const pages: Set<number>[] = [];
  serialised.p.forEach(([, , trail], page) => {
    for (const term of pipeline.analyse(trail.join(' '))) {
      const position = findTerm(serialised.w, term);
      if (position !== -1) (pages[position] ??= new Set()).add(page);
    }
  });
  return pages;
}

/** Decodes the postings of one term (see `SerialisedIndex.x`). */
function decodePostings(encoded: ArrayLike<number>, documents: IndexedDocuments): TermPostings {
  let length = 0;
  for (let at = 0; at < encoded.length; at++) if (encoded[at]! > 0) length++;
  const postings = { documents: new Int32Array(length), counts: new Uint16Array(length).fill(1), frequency: HIT_TYPES.map(() => 0) };
  let document = -1;
  let position = -1;
  for (let at = 0; at < encoded.length; at++) {
    const value = encoded[at]!;
    if (value < 0) {
      postings.counts[position] = -value;
      continue;
    }
    document += value;
    position += 1;
    postings.documents[position] = document;
    const field = documents.field[document];
    if (field === undefined) throw new Error(`search index: postings name document ${document}, which does not exist`);
    postings.frequency[field] = (postings.frequency[field] ?? 0) + 1;
  }
  return postings;
}
