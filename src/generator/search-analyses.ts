/**
 * What the search worker remembers of the pages it indexed, so that a build over the previous one
 * reads again only the words of the pages that changed: what indexing each page's documents found
 * (`PageAnalysis`), in the numbers of one table of words and terms. At 10,000 pages, cutting the
 * pages into sections and reading their words took 2.8 s of the search worker's 3.8 s after one
 * page's body changed, all of it on the way to the build's end.
 *
 * One file beside the build cache's (build-cache.ts), written with V8's serializer a few hundred pages
 * at a time (at 10,000 pages, one buffer of the whole was 90 MB more at the build's end): a head of
 * what the analyses hold for, runs of pages, then the tables; the pages' texts in a second file,
 * read only as they are needed (search-texts-file.ts). The generator's version, the language and the
 * synonyms are its key, since they make the terms.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { type IndexTables, LARGEST_PACKED_NUMBER, type PageAnalysis } from '../search/build-index.ts';
import type { SearchPage } from '../search/split-sections.ts';
import { type SearchDocument, textLengthOf } from '../search/types.ts';
import { StoredDocument, StoredTexts, TEXTS_ID_BYTES, TextsFile } from './search-texts-file.ts';
import { ColumnWriter, type PageColumns, pagesOf } from './search-analyses-columns.ts';

/** Bumped when the file's layout changes. */
const FORMAT = 5;
/** Pages serialized at once. */
const PAGES_PER_RUN = 500;

/** Where the file is, and what must match for its analyses to hold. */
export interface AnalysesKey {
  file: string;
  generatorVersion: string;
}

/**
 * A page's key (`pageKey`), its documents, and what indexing them found. The documents are kept
 * so that the main thread need not send a remembered page's HTML, nor the worker cut it again.
 */
export interface AnalysedPage {
  key: string;
  documents: readonly SearchDocument[];
  analysis: PageAnalysis;
  /** `pageDocumentsDigest` of its documents (search-files.ts). */
  digest: string;
  /** Its documents' texts one after the other, in UTF-8. */
  textBytes(): Uint8Array;
}

/** Analyses in the numbers of `tables`; `close` once no text of theirs is wanted any more. */
export interface Analyses {
  tables: IndexTables;
  pages: Map<string, AnalysedPage>;
  close(): void;
}

/** The head of the file; `texts`, the name its texts file starts with. */
interface AnalysesHead {
  format: number;
  generatorVersion: string;
  analysis: string;
  texts: string;
}


/** A digest of a page's rendered HTML: with what the page says of itself, its key (`pageKey`). */
export function htmlDigestOf(html: string): string {
  return createHash('sha1').update(html).digest('base64url');
}

/** The key of a page's documents: a digest of everything they are cut from (`htmlDigest`: `htmlDigestOf` its HTML). */
export function pageKey({ t, u, b, keywords, description }: SearchPage, htmlDigest: string): string {
  return createHash('sha1').update(JSON.stringify([t, u, b, keywords, description, htmlDigest])).digest('base64url');
}

/** What the language and synonyms are: analyses made with others do not hold. */
export function analysisName(language: string, synonyms: readonly (readonly string[])[]): string {
  return `${language}\0${JSON.stringify(synonyms)}`;
}

/** The analyses the file holds, when they were made by this version with this analysis; else none. */
export function readAnalyses(key: AnalysesKey, analysis: string): Analyses | undefined {
  let texts: TextsFile | undefined;
  try {
    const bytes = readFileSync(key.file);
    let at = 0;
    const next = (): unknown => {
      const length = bytes.readUInt32BE(at);
      const value: unknown = deserialize(bytes.subarray(at + 4, at + 4 + length));
      at += 4 + length;
      return value;
    };
    const head = next() as AnalysesHead;
    if (head.format !== FORMAT || head.generatorVersion !== key.generatorVersion || head.analysis !== analysis) return undefined;
    const file = (texts = TextsFile.open(textsFileOf(key), head.texts));
    if (!file) return undefined;
    const pages = new Map<string, AnalysedPage>();
    let tables: IndexTables | undefined;
    let textsEnd = 0;
    while (at < bytes.length) {
      const value = next() as PageColumns | IndexTables;
      if (!('lengths' in value)) tables = value;
      else {
        for (const { key: pageKey, digest, t, u, b, documents, terms, words, textAt, textBytes } of pagesOf(value)) {
          textsEnd = Math.max(textsEnd, textAt + textBytes);
          const stored = new StoredTexts(file, textAt, textBytes, documents.map(({ textLength }) => textLength));
          const storedDocuments = documents.map(({ type, h, s }, position) => new StoredDocument(t, u, b, type, h, s, stored, position));
          pages.set(pageKey, { key: pageKey, documents: storedDocuments, analysis: { terms, words }, digest, textBytes: () => stored.bytes() });
        }
      }
    }
    if (tables && textsEnd <= file.size) return { tables, pages, close: () => file.close() };
    file.close();
    return undefined;
  } catch {
    // No file, or one cut short.
    texts?.close();
    return undefined;
  }
}

/** Where the texts of the analyses at `key` are. */
const textsFileOf = (key: AnalysesKey) => `${key.file}.texts`;

/**
 * Writes `groups` (each a search context's pages, in the numbers of its builder's tables) as one
 * file, in the numbers of one table made of the words and terms they use: the pages' analyses are
 * renumbered in place (at 10,000 pages, a copy would be 30 MB more at the build's end). Tables too
 * large for packed entries are not written.
 */
export function writeAnalyses(key: AnalysesKey, analysis: string, groups: readonly { tables: IndexTables; pages: readonly AnalysedPage[] }[]): void {
  if (groups.some(({ tables }) => Math.max(tables.words.length, tables.terms.length) > LARGEST_PACKED_NUMBER + 1)) return;
  const tables: IndexTables = { words: [], wordTerms: [], terms: [] };
  const wordNumbers = new Map<string, number>();
  const termNumbers = new Map<string, number>();
  const termNumber = (term: string): number => {
    let number = termNumbers.get(term);
    if (number === undefined) termNumbers.set(term, (number = tables.terms.push(term) - 1));
    return number;
  };
  mkdirSync(path.dirname(key.file), { recursive: true });
  const scratch = `${key.file}.${process.pid}-${threadId}`;
  const textsScratch = `${textsFileOf(key)}.${process.pid}-${threadId}`;
  const textsId = randomBytes((TEXTS_ID_BYTES * 3) / 4).toString('base64url');
  const descriptor = openSync(scratch, 'w');
  const textsDescriptor = openSync(textsScratch, 'w');
  let textsAt = writeSync(textsDescriptor, textsId, null, 'latin1');
  const write = (value: unknown) => {
    const bytes = serialize(value);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.byteLength);
    writeAll(descriptor, length);
    writeAll(descriptor, bytes);
  };
  try {
    write({ format: FORMAT, generatorVersion: key.generatorVersion, analysis, texts: textsId } satisfies AnalysesHead);
    const run = new ColumnWriter();
    for (const group of groups) {
      const newTerm = new Int32Array(group.tables.terms.length).fill(-1);
      const newWord = new Int32Array(group.tables.words.length).fill(-1);
      const renumberTerm = (term: number): number => (newTerm[term] === -1 ? (newTerm[term] = termNumber(group.tables.terms[term]!)) : newTerm[term]!);
      const renumberWord = (word: number): number => {
        if (newWord[word] !== -1) return newWord[word]!;
        const text = group.tables.words[word]!;
        let number = wordNumbers.get(text);
        if (number === undefined) {
          const term = group.tables.wordTerms[word]!;
          wordNumbers.set(text, (number = tables.words.push(text) - 1));
          tables.wordTerms.push(term < 0 ? -1 : renumberTerm(term));
        }
        return (newWord[word] = number);
      };
      for (const page of group.pages) {
        const { terms, words } = page.analysis;
        for (let at = 0, document = 0; document < page.documents.length; document++) {
          at++; // its length
          for (let left = terms[at++]!; left > 0; left--) at = renumbered(terms, at, renumberTerm);
        }
        for (let at = 0; at < words.length; ) at = renumbered(words, at, renumberWord);
        const { t = '', u = '', b = [] } = page.documents[0] ?? {};
        const documents = page.documents.map((document) => ({ type: document.type, h: document.h, s: document.s, textLength: textLengthOf(document) }));
        const texts = page.textBytes();
        writeAll(textsDescriptor, texts);
        run.add({ key: page.key, digest: page.digest, t, u, b, documents, terms, words, textAt: textsAt, textBytes: texts.byteLength });
        textsAt += texts.byteLength;
        if (run.pages === PAGES_PER_RUN) write(run.take());
      }
    }
    write(run.take());
    write(tables);
  } finally {
    closeSync(descriptor);
    closeSync(textsDescriptor);
  }
  // The texts first: stopped in between, the older analyses do not hold with the newer texts.
  renameSync(textsScratch, textsFileOf(key));
  renameSync(scratch, key.file);
}

/** Renumbers the packed entry at `at` (see `PageAnalysis`) in place; returns where the next one starts. */
function renumbered(entries: Int32Array, at: number, renumber: (number: number) => number): number {
  const entry = entries[at]!;
  entries[at] = renumber(entry >>> 8) * 256 + (entry & 255);
  return (entry & 255) === 255 ? at + 2 : at + 1;
}

/** Writes every byte of `bytes` at the descriptor's position: `writeSync` may write fewer. */
function writeAll(descriptor: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.byteLength; ) done += writeSync(descriptor, bytes, done);
}
