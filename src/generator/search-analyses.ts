/**
 * What the search worker remembers of the pages it indexed, so that a build over the previous one
 * reads again only the words of the pages that changed: what indexing each page's documents found
 * (`PageAnalysis`), in the numbers of one table of words and terms. At 10,000 pages, cutting the
 * pages into sections and reading their words took 2.8 s of the search worker's 3.8 s after one
 * page's body changed, all of it on the way to the build's end.
 *
 * One file beside the build cache's (build-cache.ts), written with V8's serializer a few hundred pages
 * at a time (at 10,000 pages, one buffer of the whole was 90 MB more at the build's end): a head of
 * what the analyses hold for, runs of pages, then the tables. The generator's version, the language
 * and the synonyms are its key, since they make the terms.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { type IndexTables, LARGEST_PACKED_NUMBER, type PageAnalysis } from '../search/build-index.ts';
import type { SearchPage } from '../search/split-sections.ts';
import { HIT_TYPES, type SearchDocument } from '../search/types.ts';

/** Bumped when the file's layout changes. */
const FORMAT = 3;
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
}

/** Analyses in the numbers of `tables`. */
export interface Analyses {
  tables: IndexTables;
  pages: Map<string, AnalysedPage>;
}

/** The head of the file. */
interface AnalysesHead {
  format: number;
  generatorVersion: string;
  analysis: string;
}

/** A run of pages of the file, and each one's entry. */
type PageRun = PageEntry[];
/**
 * [key, terms, words, title, URL, trail, for each document its type's position in HIT_TYPES, heading
 * id, section title and its text's length, and the texts one after the other in UTF-8]: in a string
 * V8 writes, one accented letter makes every letter two bytes.
 */
type PageEntry = [string, Int32Array, Int32Array, string, string, string[], (string | number)[], Uint8Array];

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
    const pages = new Map<string, AnalysedPage>();
    let tables: IndexTables | undefined;
    while (at < bytes.length) {
      const value = next() as PageRun | IndexTables;
      if (!Array.isArray(value)) tables = value;
      else for (const [pageKey, terms, words, t, u, b, hits, texts] of value) pages.set(pageKey, { key: pageKey, documents: documentsOf(t, u, b, hits, texts), analysis: { terms, words } });
    }
    return tables && { tables, pages };
  } catch {
    // No file, or one cut short.
    return undefined;
  }
}

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
  const descriptor = openSync(scratch, 'w');
  const write = (value: unknown) => {
    const bytes = serialize(value);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.byteLength);
    writeSync(descriptor, length);
    writeSync(descriptor, bytes);
  };
  try {
    write({ format: FORMAT, generatorVersion: key.generatorVersion, analysis } satisfies AnalysesHead);
    let run: PageRun = [];
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
        const hits = page.documents.flatMap(({ type, h, s, text }) => [HIT_TYPES.indexOf(type), h, s, text.length]);
        run.push([page.key, terms, words, t, u, b, hits, utf8.encode(page.documents.map(({ text }) => text).join(''))]);
        if (run.length === PAGES_PER_RUN) {
          write(run);
          run = [];
        }
      }
    }
    write(run);
    write(tables);
  } finally {
    closeSync(descriptor);
  }
  renameSync(scratch, key.file);
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** A page's documents as the file lists them: all of one page, they share its title, URL and trail. */
function documentsOf(t: string, u: string, b: string[], hits: readonly (string | number)[], texts: Uint8Array): SearchDocument[] {
  const documents: SearchDocument[] = [];
  const joined = fromUtf8.decode(texts);
  for (let at = 0, start = 0; at < hits.length; at += 4) {
    const end = start + (hits[at + 3] as number);
    documents.push({ t, u, b, type: HIT_TYPES[hits[at] as number]!, h: hits[at + 1] as string, s: hits[at + 2] as string, text: joined.slice(start, end) });
    start = end;
  }
  return documents;
}

/** Renumbers the packed entry at `at` (see `PageAnalysis`) in place; returns where the next one starts. */
function renumbered(entries: Int32Array, at: number, renumber: (number: number) => number): number {
  const entry = entries[at]!;
  entries[at] = renumber(entry >>> 8) * 256 + (entry & 255);
  return (entry & 255) === 255 ? at + 2 : at + 1;
}
