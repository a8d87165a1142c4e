import elasticlunr from 'elasticlunr';
import { INDEX_FORMAT_VERSION, type BuiltIndex, type SerialisedIndex } from './index-format.ts';
import { analyse } from './pipeline.ts';
import { HIT_TYPES, type HitType, type SearchDocument } from './types.ts';

type IndexedFields = { id: number } & Partial<Record<HitType, string[]>>;

/** Documents, then terms, indexed between two pauses of `indexInSteps`. */
const DOCUMENTS_PER_STEP = 100;
const TERMS_PER_STEP = 2000;

/**
 * Indexes the documents of one search context and returns the compact form the browser fetches.
 * Build time only: this is the one search module that loads elasticlunr.
 */
export function buildIndex(documents: readonly SearchDocument[]): BuiltIndex {
  const steps = indexInSteps(documents);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `buildIndex`, pausing now and then: the dev server lets a newer save's rebuild run in a pause. */
export function* indexInSteps(documents: readonly SearchDocument[]): Generator<void, BuiltIndex> {
  const index = new elasticlunr.Index<IndexedFields>();
  index.setRef('id');
  for (const field of HIT_TYPES) index.addField(field);
  index.saveDocument(false);

  const vocabulary = new Set<string>();
  for (const [id, document] of documents.entries()) {
    // Our Portuguese terms, already analysed, go straight into elasticlunr's document store and
    // inverted index, as its addDoc would put them: addDoc would first run them through its own
    // tokenizer, which builds the token list by concatenation (quadratic in a section's length)
    // and could not change them (they are lower case, without spaces or hyphens).
    const terms = analyse(document.text);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    index.documentStore.addDoc(id, { id });
    index.documentStore.addFieldLength(id, document.type, terms.length);
    const field = index.index[document.type]!;
    for (const [term, count] of counts) {
      vocabulary.add(term);
      field.addToken(term, { ref: id, tf: Math.sqrt(count) });
    }
    if (id % DOCUMENTS_PER_STEP === DOCUMENTS_PER_STEP - 1) yield;
  }

  const terms = [...vocabulary].sort();
  const pages = new Map<string, number>();
  const serialised: SerialisedIndex = { v: INDEX_FORMAT_VERSION, p: [], d: [], w: terms, x: [] };
  documents.forEach((document, id) => {
    let page = pages.get(document.u);
    if (page === undefined) {
      page = serialised.p.push([document.t, document.u, document.b]) - 1;
      pages.set(document.u, page);
    }
    const length = index.documentStore.getFieldLength(id, document.type);
    serialised.d.push([page, HIT_TYPES.indexOf(document.type), document.h, document.s, length]);
  });
  for (const [position, term] of terms.entries()) {
    serialised.x.push(encodePostings(HIT_TYPES.flatMap((field) => postingsIn(index, field, term))));
    if (position % TERMS_PER_STEP === TERMS_PER_STEP - 1) yield;
  }
  return { index: serialised, texts: documents.map((document) => document.text) };
}

/** [document, count] of a term in one field; elasticlunr keeps the square root of the count. */
function postingsIn(index: elasticlunr.Index<IndexedFields>, field: HitType, term: string): [number, number][] {
  const documents = index.index[field]?.getDocs(term) ?? {};
  return Object.entries(documents).map(([ref, { tf = 1 }]) => [Number(ref), Math.round(tf * tf)]);
}

function encodePostings(postings: [number, number][]): number[] {
  const encoded: number[] = [];
  let previous = -1;
  for (const [document, count] of postings.sort((a, b) => a[0] - b[0])) {
    encoded.push(document - previous);
    if (count > 1) encoded.push(-count);
    previous = document;
  }
  return encoded;
}
