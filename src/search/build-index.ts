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
    // Each field gets our Portuguese terms, already analysed: elasticlunr's tokenizer keeps them
    // as they are and this index has no pipeline, so its English stemmer never runs.
    const terms = analyse(document.text);
    for (const term of terms) vocabulary.add(term);
    index.addDoc({ id, [document.type]: terms }, false);
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
