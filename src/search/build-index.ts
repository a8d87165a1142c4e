import { INDEX_FORMAT_VERSION, type BuiltIndex, type SerialisedIndex } from './index-format.ts';
import type { Pipeline } from './pipeline.ts';
import { HIT_TYPES, type SearchDocument, textLengthOf } from './types.ts';
import { WordNumbers } from './word-numbers.ts';
import { grown } from '../tools/grown.ts';

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
 * What indexing one page's documents found, in the numbers of the builder that indexed it (its
 * `tables()`): a later build seeded with those tables adds the page again without reading its text.
 * A number and its count are one entry (`packed`).
 */
export interface PageAnalysis {
  /** For each document in turn: its length in terms, how many distinct terms it has, then each term with its count. */
  terms: Int32Array;
  /** Each distinct word of the page with how often it occurs. */
  words: Int32Array;
}

/** Counts up to this one share a number's entry; a larger count follows it. */
const COUNT_IN_ENTRY = 255;
/** Numbers (of words, of terms) above this one have no packed entry. */
export const LARGEST_PACKED_NUMBER = 2 ** 31 / 256 - 1;

/** Appends `number` with `count`: `number * 256 + count`, or `number * 256 + 255` then the count, for a count of 255 or more. */
function pushPacked(list: number[], number: number, count: number): void {
  if (count < COUNT_IN_ENTRY) list.push(number * 256 + count);
  else list.push(number * 256 + COUNT_IN_ENTRY, count);
}

/** A builder's words (each with its term, -1 for a stop word) and terms, by number. */
export interface IndexTables {
  words: string[];
  wordTerms: number[];
  terms: string[];
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
 * as they are found, four times faster and without the tree's 75 MB for 2,000 pages. Those lists
 * are made when the index is finished, from each page's terms as `PageAnalysis` packs them: each
 * list at its size, in one pass over them all, rather than grown a posting at a time (at 10,000
 * pages, 4.6 M postings pushed onto 63,000 lists cost a build over the previous one 1-2 s of
 * appending and scavenging).
 */
export class IndexBuilder {
  private readonly documents: SearchDocument[] = [];
  /** Every word read (as written), its term's number (-1 for a stop word), and how often it was read: the display form of a term is its most frequent word. */
  private readonly words: string[] = [];
  private readonly wordTerms: number[] = [];
  private wordOccurrences = new Int32Array(1024);
  /** Each word → its number, looked up once per word of the text. */
  private readonly wordNumbers: WordNumbers;
  /** Every term found, by number. */
  private readonly terms: string[] = [];
  private readonly termNumbers = new Map<string, number>();
  /** The terms of each run of documents added, from the number of its first document, packed as `PageAnalysis.terms`. */
  private readonly termRuns: { first: number; terms: Int32Array }[] = [];
  /** Each document's length in terms. */
  private readonly lengths: number[] = [];
  /** Scratch: the count of each term in the document being added, and the terms counted. */
  private counts = new Int32Array(1024);
  private readonly counted: number[] = [];
  /** Scratch of `addPage`: the count of each word in the page being added, and the words counted. */
  private pageWordCounts = new Int32Array(1024);
  private readonly pageWords: number[] = [];

  /**
   * `pipeline`: the site's language's analysis of words into terms; `known`: the tables of a builder
   * of the same analysis, whose words and terms keep their numbers here (see `addAnalysed`).
   */
  constructor(
    private readonly pipeline: Pipeline,
    known?: IndexTables,
  ) {
    this.wordNumbers = new WordNumbers(known?.words.length);
    if (!known) return;
    for (const term of known.terms) this.numberOfTerm(term);
    for (const [number, word] of known.words.entries()) {
      this.words.push(word);
      this.wordTerms.push(known.wordTerms[number]!);
      this.wordNumbers.add(word, number);
    }
    this.wordOccurrences = new Int32Array(Math.max(1024, this.words.length * 2));
    this.pageWordCounts = new Int32Array(this.wordOccurrences.length);
  }

  add(document: SearchDocument): void {
    const terms: number[] = [];
    const first = this.documents.length;
    this.index(document, terms, false);
    this.termRuns.push({ first, terms: Int32Array.from(terms) });
  }

  /** Adds a page's documents, and returns what a builder seeded with `tables()` needs to add them again (`addAnalysed`). */
  addPage(documents: readonly SearchDocument[]): PageAnalysis {
    const terms: number[] = [];
    const words: number[] = [];
    const first = this.documents.length;
    for (const document of documents) this.index(document, terms, true);
    for (const word of this.pageWords) {
      pushPacked(words, word, this.pageWordCounts[word]!);
      this.pageWordCounts[word] = 0;
    }
    this.pageWords.length = 0;
    const analysis = { terms: Int32Array.from(terms), words: Int32Array.from(words) };
    this.termRuns.push({ first, terms: analysis.terms });
    return analysis;
  }

  /** Adds a page's documents as `analysis` says they read, without reading them: its numbers must be this builder's. */
  addAnalysed(documents: readonly SearchDocument[], { terms, words }: PageAnalysis): void {
    this.termRuns.push({ first: this.documents.length, terms });
    let at = 0;
    for (const document of documents) {
      this.documents.push(document);
      this.lengths.push(terms[at++]!);
      for (let left = terms[at++]!; left > 0; left--) if ((terms[at++]! & COUNT_IN_ENTRY) === COUNT_IN_ENTRY) at++;
    }
    for (let at = 0; at < words.length; ) {
      const entry = words[at++]!;
      const count = entry & COUNT_IN_ENTRY;
      this.wordOccurrences[entry >>> 8]! += count === COUNT_IN_ENTRY ? words[at++]! : count;
    }
  }

  /** Every word and term this builder numbered, for `addAnalysed` in a later builder. */
  tables(): IndexTables {
    return { words: this.words, wordTerms: this.wordTerms, terms: this.terms };
  }

  /** Reads one document: `terms` is appended what `PageAnalysis.terms` says of it; `countWords`: its words are counted for the page's `PageAnalysis.words`. */
  private index(document: SearchDocument, terms: number[], countWords: boolean): void {
    this.documents.push(document);
    let length = 0;
    const wordCount = this.wordNumbers.numbersOf(document.text, this.numberOfNewWord);
    const found = this.wordNumbers.found;
    for (let position = 0; position < wordCount; position++) {
      const word = found[position]!;
      this.wordOccurrences[word]!++;
      if (countWords && this.pageWordCounts[word]!++ === 0) this.pageWords.push(word);
      const term = this.wordTerms[word]!;
      if (term < 0) continue;
      length++;
      if (this.counts[term]!++ === 0) this.counted.push(term);
    }
    this.lengths.push(length);
    terms.push(length, this.counted.length);
    for (const term of this.counted) {
      pushPacked(terms, term, this.counts[term]!);
      this.counts[term] = 0;
    }
    this.counted.length = 0;
  }

  /**
   * Each term's postings, by number, as `SerialisedIndex.x` lists them: the runs' terms read twice,
   * to count each term's entries, then to write them into one typed array, a view of it per term.
   */
  private postingLists(): Int32Array[] {
    const ends = new Int32Array(this.terms.length + 1);
    for (const { terms } of this.termRuns) {
      for (let at = 0; at < terms.length; ) {
        at++; // the document's length
        for (let left = terms[at++]!; left > 0; left--) {
          const entry = terms[at++]!;
          let count = entry & COUNT_IN_ENTRY;
          if (count === COUNT_IN_ENTRY) count = terms[at++]!;
          ends[(entry >>> 8) + 1]! += count > 1 ? 2 : 1;
        }
      }
    }
    for (let term = 1; term < ends.length; term++) ends[term]! += ends[term - 1]!;
    const encoded = new Int32Array(ends[this.terms.length]!);
    const next = ends.slice(0, -1);
    const last = new Int32Array(this.terms.length).fill(-1);
    for (const { first, terms } of this.termRuns) {
      for (let at = 0, document = first; at < terms.length; document++) {
        at++;
        for (let left = terms[at++]!; left > 0; left--) {
          const entry = terms[at++]!;
          const term = entry >>> 8;
          let count = entry & COUNT_IN_ENTRY;
          if (count === COUNT_IN_ENTRY) count = terms[at++]!;
          encoded[next[term]!++] = document - last[term]!;
          if (count > 1) encoded[next[term]!++] = -count;
          last[term] = document;
        }
      }
    }
    return Array.from({ length: this.terms.length }, (_, term) => encoded.subarray(ends[term]!, ends[term + 1]!));
  }

  /** A property, not a method: `WordNumbers` calls it without `this`. */
  private readonly numberOfNewWord = (word: string): number => {
    const term = this.pipeline.analyseWord(word);
    const number = this.words.push(word) - 1;
    this.wordTerms.push(term === undefined ? -1 : this.numberOfTerm(term));
    if (number >= this.wordOccurrences.length) {
      this.wordOccurrences = grown(this.wordOccurrences);
      this.pageWordCounts = grown(this.pageWordCounts);
    }
    return number;
  };

  private numberOfTerm(term: string): number {
    let number = this.termNumbers.get(term);
    if (number === undefined) {
      number = this.terms.push(term) - 1;
      this.termNumbers.set(term, number);
      if (number >= this.counts.length) this.counts = grown(this.counts);
    }
    return number;
  }

  /** The index of every document added, in the form the browser fetches; pauses now and then. */
  *finish(): Generator<void, BuiltIndex> {
    // Terms a seeded builder knew that no document added holds are not in the index.
    const postings = this.postingLists();
    const terms = this.terms.filter((_, number) => postings[number]!.length > 0).sort();
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
      serialised.x.push(postings[this.termNumbers.get(term)!]!);
      if (position % TERMS_PER_STEP === TERMS_PER_STEP - 1) yield;
    }
    const documents = this.documents;
    const texts = { count: documents.length, lengthOf: (document: number) => textLengthOf(documents[document]!), textOf: (document: number) => documents[document]!.text };
    return { index: serialised, texts, displays: this.displays(terms) };
  }

  /**
   * Each term of the sorted vocabulary as the site writes it, for suggestions: its most frequent
   * word, lower-cased (between as frequent, the shorter, then the first in order).
   */
  private displays(terms: readonly string[]): string[] {
    const counts = new Map<string, [term: number, count: number]>();
    for (const [number, word] of this.words.entries()) {
      const term = this.wordTerms[number]!;
      const occurrences = this.wordOccurrences[number]!;
      if (term < 0 || occurrences === 0) continue;
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
