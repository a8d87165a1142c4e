import { INDEX_FORMAT_VERSION, type BuiltIndex, type SerialisedIndex } from './index-format.ts';
import { analyse } from './pipeline.ts';
import { HIT_TYPES, type SearchDocument } from './types.ts';

/** Documents, then terms, indexed between two pauses of `indexInSteps`. */
const DOCUMENTS_PER_STEP = 100;
const TERMS_PER_STEP = 2000;

/** Indexes the documents of one search context and returns the compact form the browser fetches. */
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
 *
 * The postings are elasticlunr's: what its `addDoc` would record with our Portuguese terms (each
 * term's documents by reference with the square root of its count, each document's length in
 * terms), as the browser's scoring expects; a unit test builds the same documents with elasticlunr
 * and compares. Its inverted index, a tree with a node per letter of every term, is not used to
 * hold them: documents come in reference order, so a term's postings are appended to a flat list
 * as they are found, four times faster and without the tree's 75 MB for 2,000 pages.
 */
export class IndexBuilder {
  private readonly documents: SearchDocument[] = [];
  private readonly postings = new Map<string, TermPostings>();
  /** Each document's length in terms. */
  private readonly lengths: number[] = [];
  /** Scratch: the counts of the terms of the document being added. */
  private readonly counts = new Map<string, number>();

  add(document: SearchDocument): void {
    const id = this.documents.push(document) - 1;
    const terms = analyse(document.text);
    this.lengths.push(terms.length);
    const counts = this.counts;
    counts.clear();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, count] of counts) {
      let termPostings = this.postings.get(term);
      if (!termPostings) {
        termPostings = { encoded: [], last: -1 };
        this.postings.set(term, termPostings);
      }
      termPostings.encoded.push(id - termPostings.last);
      if (count > 1) termPostings.encoded.push(-count);
      termPostings.last = id;
    }
  }

  /** The index of every document added, in the form the browser fetches; pauses now and then. */
  *finish(): Generator<void, BuiltIndex> {
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
}

/** A term's postings so far, encoded as `SerialisedIndex.x` lists them, and the last document added. */
interface TermPostings {
  encoded: number[];
  last: number;
}
