import type elasticlunr from 'elasticlunr';
import { createRequire } from 'node:module';
import { INDEX_FORMAT_VERSION, type BuiltIndex, type SerialisedIndex } from './index-format.ts';
import { analyse } from './pipeline.ts';
import { HIT_TYPES, type HitType, type SearchDocument } from './types.ts';

type IndexedFields = { id: number } & Partial<Record<HitType, string[]>>;

/** Documents, then terms, indexed between two pauses of `indexInSteps`. */
const DOCUMENTS_PER_STEP = 100;
const TERMS_PER_STEP = 2000;

/**
 * Documents per elasticlunr index. Its inverted index is a tree with a node per letter of every
 * term, which for the 28,000 sections of a 2,000-page site held 75 MB: the documents go through
 * one index per slice of this many, whose postings are copied out before the next slice starts.
 */
const DOCUMENTS_PER_INDEX = 3000;

/**
 * Indexes the documents of one search context and returns the compact form the browser fetches.
 * Build time only: this is the one search module that loads elasticlunr.
 */
export function buildIndex(documents: readonly SearchDocument[]): BuiltIndex {
  const builder = new IndexBuilder();
  for (const document of documents) builder.add(document);
  return runToEnd(builder.finish());
}

/** `buildIndex`, pausing now and then: the dev server lets a newer save's rebuild run in a pause. */
export function* indexInSteps(documents: readonly SearchDocument[]): Generator<void, BuiltIndex> {
  const builder = new IndexBuilder();
  for (const [id, document] of documents.entries()) {
    builder.add(document);
    if (id % DOCUMENTS_PER_STEP === DOCUMENTS_PER_STEP - 1) yield;
  }
  return yield* builder.finish();
}

/** Runs a generator's steps without pausing and returns its value. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Builds one context's index document by document, as they come: each document is indexed when
 * added, so indexing can keep pace with the pages being rendered.
 */
export class IndexBuilder {
  private readonly documents: SearchDocument[] = [];
  /** Each term's postings over the slices indexed so far. */
  private readonly postings = new Map<string, TermPostings>();
  /** Each document's length in terms. */
  private readonly lengths: number[] = [];
  private slice: Slice | undefined;

  add(document: SearchDocument): void {
    const id = this.documents.push(document) - 1;
    this.slice ??= newSlice(id);
    const { index, vocabulary, counts } = this.slice;
    // Our Portuguese terms, already analysed, go straight into elasticlunr's document store and
    // inverted index, as its addDoc would put them: addDoc would first run them through its own
    // tokenizer, which builds the token list by concatenation (quadratic in a section's length)
    // and could not change them (they are lower case, without spaces or hyphens).
    const terms = analyse(document.text);
    counts.clear();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    index.documentStore.addDoc(id, { id });
    index.documentStore.addFieldLength(id, document.type, terms.length);
    const field = index.index[document.type]!;
    for (const [term, count] of counts) {
      vocabulary.add(term);
      field.addToken(term, { ref: id, tf: Math.sqrt(count) });
    }
    if (id - this.slice.first === DOCUMENTS_PER_INDEX - 1) this.closeSlice();
  }

  /** The index of every document added, in the form the browser fetches; pauses now and then. */
  *finish(): Generator<void, BuiltIndex> {
    this.closeSlice();
    const terms = [...this.postings.keys()].sort();
    const pages = new Map<string, number>();
    const serialised: SerialisedIndex = { v: INDEX_FORMAT_VERSION, p: [], d: [], w: terms, x: [] };
    this.documents.forEach((document, id) => {
      let page = pages.get(document.u);
      if (page === undefined) {
        page = serialised.p.push([document.t, document.u, document.b]) - 1;
        pages.set(document.u, page);
      }
      serialised.d.push([page, HIT_TYPES.indexOf(document.type), document.h, document.s, this.lengths[id] ?? 0]);
    });
    for (const [position, term] of terms.entries()) {
      serialised.x.push(this.postings.get(term)!.encoded);
      if (position % TERMS_PER_STEP === TERMS_PER_STEP - 1) yield;
    }
    return { index: serialised, texts: this.documents.map((document) => document.text) };
  }

  /** Copies the current slice's postings and lengths out of its elasticlunr index, which is then let go. */
  private closeSlice(): void {
    const slice = this.slice;
    if (!slice) return;
    this.slice = undefined;
    const { index, first } = slice;
    for (let id = first; id < this.documents.length; id++) this.lengths[id] = index.documentStore.getFieldLength(id, this.documents[id]!.type);
    const fields = HIT_TYPES.map((field) => index.index[field]!);
    for (const term of slice.vocabulary) {
      let termPostings = this.postings.get(term);
      if (!termPostings) {
        termPostings = { encoded: [], last: -1 };
        this.postings.set(term, termPostings);
      }
      appendPostings(termPostings, fields.map((field) => field.getDocs(term)));
    }
  }
}

/** An elasticlunr index over the documents from `first` on, and the terms it holds. */
interface Slice {
  index: elasticlunr.Index<IndexedFields>;
  first: number;
  vocabulary: Set<string>;
  /** Scratch: the counts of the terms of the document being added. */
  counts: Map<string, number>;
}

function newSlice(first: number): Slice {
  const index = new (loadElasticlunr().Index)<IndexedFields>();
  index.setRef('id');
  for (const field of HIT_TYPES) index.addField(field);
  index.saveDocument(false);
  return { index, first, vocabulary: new Set(), counts: new Map() };
}

/** elasticlunr, loaded when first needed: the build's main thread only indexes in the dev server. */
let elasticlunrModule: typeof elasticlunr | undefined;
function loadElasticlunr(): typeof elasticlunr {
  elasticlunrModule ??= createRequire(import.meta.url)('elasticlunr') as typeof elasticlunr;
  return elasticlunrModule;
}

/** A term's postings so far, encoded as `SerialisedIndex.x` lists them, and the last document added. */
interface TermPostings {
  encoded: number[];
  last: number;
}

/**
 * Appends a term's documents in each field, as elasticlunr keeps them (by reference, with the
 * square root of the count), to its encoded postings. Each field lists its references in
 * increasing order (integer keys); a document belongs to one field only, so when several fields
 * hold the term their lists are merged by sorting. Slices come in document order, so appending
 * keeps the whole list in order.
 */
function appendPostings(postings: TermPostings, documentsByField: readonly elasticlunr.InvertedIndexDocs[]): void {
  const pairs: number[] = []; // document, count, document, count…
  let fieldsWithTerm = 0;
  for (const documents of documentsByField) {
    const before = pairs.length;
    for (const ref in documents) pairs.push(Number(ref), Math.round((documents[ref]?.tf ?? 1) ** 2));
    if (pairs.length > before) fieldsWithTerm += 1;
  }
  const order = Array.from({ length: pairs.length / 2 }, (_, pair) => 2 * pair);
  if (fieldsWithTerm > 1) order.sort((a, b) => (pairs[a] as number) - (pairs[b] as number));
  for (const at of order) {
    const document = pairs[at] as number;
    const count = pairs[at + 1] as number;
    postings.encoded.push(document - postings.last);
    if (count > 1) postings.encoded.push(-count);
    postings.last = document;
  }
}
