/**
 * A run of remembered pages (search-analyses.ts) as a few columns rather than an array per page: V8's
 * serializer reads an object, an array or a string at a time, and 10,000 pages held 600,000 of them
 * (0.6 s of the search worker's start after one edit). Here a run is one string of every text it holds
 * with each one's length, one column of numbers, and the pages' packed terms and words one after the
 * other: read back as views and slices.
 */
import { HIT_TYPES, type HitType } from '../search/types.ts';

/** What the file keeps of a page. */
export interface StoredPage {
  key: string;
  digest: string;
  t: string;
  u: string;
  b: string[];
  documents: { type: HitType; h: string; s: string; textLength: number }[];
  terms: Int32Array;
  words: Int32Array;
  /** Where its texts start in the texts file, and their bytes. */
  textAt: number;
  textBytes: number;
}

/** A run of pages as the file holds it. */
export interface PageColumns {
  strings: string;
  lengths: Int32Array;
  /** For each page: its terms' and words' entries, crumbs, documents, `textAt`, `textBytes`; then for each document its type's position in HIT_TYPES and its text's length. */
  numbers: Float64Array;
  terms: Int32Array;
  words: Int32Array;
}

/** Numbers of a page's own in `PageColumns.numbers`, and of each of its documents. */
const PAGE_NUMBERS = 6;
const DOCUMENT_NUMBERS = 2;

/** Gathers pages into a run's columns. */
export class ColumnWriter {
  private strings: string[] = [];
  private lengths: number[] = [];
  private numbers: number[] = [];
  private terms: Int32Array[] = [];
  private words: Int32Array[] = [];
  pages = 0;

  add({ key, digest, t, u, b, documents, terms, words, textAt, textBytes }: StoredPage): void {
    this.string(key, digest, t, u, ...b);
    this.numbers.push(terms.length, words.length, b.length, documents.length, textAt, textBytes);
    for (const { type, h, s, textLength } of documents) {
      this.string(h, s);
      this.numbers.push(HIT_TYPES.indexOf(type), textLength);
    }
    this.terms.push(terms);
    this.words.push(words);
    this.pages++;
  }

  /** The run's columns; the writer starts a new run. */
  take(): PageColumns {
    const columns: PageColumns = { strings: this.strings.join(''), lengths: Int32Array.from(this.lengths), numbers: Float64Array.from(this.numbers), terms: joined(this.terms), words: joined(this.words) };
    this.strings = [];
    this.lengths = [];
    this.numbers = [];
    this.terms = [];
    this.words = [];
    this.pages = 0;
    return columns;
  }

  private string(...values: string[]): void {
    for (const value of values) {
      this.strings.push(value);
      this.lengths.push(value.length);
    }
  }
}

/** Each page of a run, its terms and words views of the run's columns. */
export function* pagesOf({ strings, lengths, numbers, terms, words }: PageColumns): Generator<StoredPage> {
  let stringAt = 0;
  let lengthAt = 0;
  const string = (): string => strings.slice(stringAt, (stringAt += lengths[lengthAt++]!));
  let termsAt = 0;
  let wordsAt = 0;
  for (let at = 0; at < numbers.length; ) {
    const termCount = numbers[at]!;
    const wordCount = numbers[at + 1]!;
    const crumbs = numbers[at + 2]!;
    const documentCount = numbers[at + 3]!;
    const textAt = numbers[at + 4]!;
    const textBytes = numbers[at + 5]!;
    at += PAGE_NUMBERS;
    const key = string();
    const digest = string();
    const t = string();
    const u = string();
    const b = Array.from({ length: crumbs }, string);
    const documents: StoredPage['documents'] = [];
    for (let document = 0; document < documentCount; document++, at += DOCUMENT_NUMBERS) documents.push({ h: string(), s: string(), type: HIT_TYPES[numbers[at]!]!, textLength: numbers[at + 1]! });
    yield { key, digest, t, u, b, documents, terms: terms.subarray(termsAt, (termsAt += termCount)), words: words.subarray(wordsAt, (wordsAt += wordCount)), textAt, textBytes };
  }
}

function joined(arrays: readonly Int32Array[]): Int32Array {
  const all = new Int32Array(arrays.reduce((sum, array) => sum + array.length, 0));
  let at = 0;
  for (const array of arrays) {
    all.set(array, at);
    at += array.length;
  }
  return all;
}
