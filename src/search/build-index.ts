import { INDEX_FORMAT_VERSION, type BuiltIndex, type SerialisedIndex } from './index-format.ts';
import type { Pipeline } from './pipeline.ts';
import { HIT_TYPES, type SearchDocument } from './types.ts';
import { WordNumbers } from './word-numbers.ts';

/** Documents, then terms, indexed between two pauses of `indexInSteps`. */
const DOCUMENTS_PER_STEP = 100;
const TERMS_PER_STEP = 2000;

/** Indexes the documents of one search context and returns the compact form the browser fetches. */
export function buildIndex(documents: readonly SearchDocument[], pipeline: Pipeline): BuiltIndex {
  const builder = new IndexBuilder(pipeline);
  for (const document of documents) builder.add(document);
  return runToEnd(builder.finish());
}

/** `buildIndex`, pausing now and then: the dev server lets a newer save's rebuild run in a pause. */
export function* indexInSteps(documents: readonly SearchDocument[], pipeline: Pipeline): Generator<void, BuiltIndex> {
  const builder = new IndexBuilder(pipeline);
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
 * The postings are elasticlunr's: what its `addDoc` would record with our terms (each
 * term's documents by reference with the square root of its count, each document's length in
 * terms), as the browser's scoring expects; a unit test builds the same documents with elasticlunr
 * and compares. Its inverted index, a tree with a node per letter of every term, is not used to
 * hold them: documents come in reference order, so a term's postings are appended to a flat list
 * as they are found, four times faster and without the tree's 75 MB for 2,000 pages.
 */
export class IndexBuilder {
  private readonly documents: SearchDocument[] = [];
  /** Every term found, by number. */
  private readonly terms: string[] = [];
  private readonly termNumbers = new Map<string, number>();
  /** Each word seen → its term's number, or -1 for a stop word: looked up once per word of the text. */
  private readonly termOfWord = new WordNumbers();
  /** Each term's postings, by number. */
  private readonly postings: TermPostings[] = [];
  /** Each document's length in terms. */
  private readonly lengths: number[] = [];
  /** Scratch: the count of each term in the document being added, and the terms counted. */
  private counts = new Int32Array(1024);
  private readonly counted: number[] = [];

  /** `pipeline`: the site's language's analysis of words into terms. */
  constructor(private readonly pipeline: Pipeline) {}

  add(document: SearchDocument): void {
    const id = this.documents.push(document) - 1;
    let length = 0;
    const wordCount = this.termOfWord.numbersOf(document.text, this.numberOfNewWord);
    const termsOfWords = this.termOfWord.found;
    for (let position = 0; position < wordCount; position++) {
      const term = termsOfWords[position]!;
      if (term < 0) continue;
      length++;
      if (this.counts[term]!++ === 0) this.counted.push(term);
    }
    this.lengths.push(length);
    for (const term of this.counted) {
      const count = this.counts[term]!;
      this.counts[term] = 0;
      const termPostings = this.postings[term]!;
      termPostings.encoded.push(id - termPostings.last);
      if (count > 1) termPostings.encoded.push(-count);
      termPostings.last = id;
    }
    this.counted.length = 0;
  }

  /** A property, not a method: `WordNumbers` calls it without `this`. */
  private readonly numberOfNewWord = (word: string): number => {
    const term = this.pipeline.analyseWord(word);
    let number = term === undefined ? -1 : this.termNumbers.get(term);
    if (number === undefined) {
      number = this.terms.push(term!) - 1;
      this.termNumbers.set(term!, number);
      this.postings.push({ encoded: [], last: -1 });
      if (number >= this.counts.length) {
        const grown = new Int32Array(this.counts.length * 2);
        grown.set(this.counts);
        this.counts = grown;
      }
    }
    return number;
  };

  /** The index of every document added, in the form the browser fetches; pauses now and then. */
  *finish(): Generator<void, BuiltIndex> {
    const terms = [...this.terms].sort();
    const pages = new Map<string, number>();
    const { synonyms } = this.pipeline;
    const serialised: SerialisedIndex = { v: INDEX_FORMAT_VERSION, l: this.pipeline.language.name, ...(synonyms.length > 0 && { y: synonyms.map((group) => [...group]) }), p: [], d: [], w: terms, x: [] };
    this.documents.forEach((document, id) => {
      let page = pages.get(document.u);
      if (page === undefined) {
        page = serialised.p.push([document.t, document.u, document.b]) - 1;
        pages.set(document.u, page);
      }
      serialised.d.push([page, HIT_TYPES.indexOf(document.type), document.h, document.s, this.lengths[id] ?? 0]);
    });
    for (const [position, term] of terms.entries()) {
      serialised.x.push(this.postings[this.termNumbers.get(term)!]!.encoded);
      if (position % TERMS_PER_STEP === TERMS_PER_STEP - 1) yield;
    }
    return { index: serialised, texts: this.documents.map((document) => document.text), displays: this.displays(terms) };
  }

  /**
   * Each term of the sorted vocabulary as the site writes it, for suggestions: its most frequent
   * word, lower-cased (between as frequent, the shorter, then the first in order).
   */
  private displays(terms: readonly string[]): string[] {
    const counts = new Map<string, [term: number, count: number]>();
    for (const [word, term, occurrences] of this.termOfWord.entries()) {
      if (term < 0) continue;
      const lower = word.normalize('NFC').toLowerCase();
      const counted = counts.get(lower);
      if (counted) counted[1] += occurrences;
      else counts.set(lower, [term, occurrences]);
    }
    const best: string[] = [];
    const bestCount: number[] = [];
    for (const [word, [term, count]] of counts) {
      const current = best[term];
      if (current === undefined || count > bestCount[term]! || (count === bestCount[term] && (word.length < current.length || (word.length === current.length && word < current)))) {
        best[term] = word;
        bestCount[term] = count;
      }
    }
    return terms.map((term) => best[this.termNumbers.get(term)!] ?? term);
  }
}

/** A term's postings so far, encoded as `SerialisedIndex.x` lists them, and the last document added. */
interface TermPostings {
  encoded: number[];
  last: number;
}
