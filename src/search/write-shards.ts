import { lengthNorm } from './execute.ts';
import { best, type Postings, termPostings } from './posting-weights.ts';
import { averageLengths, type BuiltIndex, type DocumentTexts, type SerialisedIndex, trailPagesOf } from './index-format.ts';
import { PAGES_PER_FILE, SHARDED_FORMAT_VERSION, SHARDS_PER_VOCABULARY, TYPO_SHARDS_FETCHED_WHOLE, type PageEntry, type ShardManifest, type TermShard, type TextFile } from './shard-format.ts';
import { encodeDisplay, fileStarts, inMiddleFiles, keyIn } from './typo-vocabulary.ts';
import { SEARCH_LANGUAGES } from './languages/all.ts';
import { Pipeline } from './pipeline.ts';

/**
 * Characters of JSON after which a term shard is closed: under 1 KB with gzip. A word with a typo
 * reaches terms scattered over the vocabulary, a shard each: at 10,000 pages, shards of 4,000
 * characters made one further query fetch 40 KB of them.
 */
const SHARD_CHARACTERS = 1_000;
/** Characters of terms after which an ending or a middle file is closed: a word's run of either is a file or two. */
const TYPO_FILE_CHARACTERS = 2_000;
/** Characters of text after which a text file is closed, so an excerpt never costs a long page's whole text. */
const TEXT_CHARACTERS = 1_500;
/**
 * Postings kept for one term: the documents where it weighs most. A word found in most of 10,000
 * pages would otherwise cost the first search hundreds of kilobytes, to rank results it barely
 * tells apart; its count per field is kept whole, so its weight does not change.
 */
export const MAX_POSTINGS = 1000;
/**
 * Postings kept in the shard itself. A term found in more documents keeps there only its best
 * `INLINE_POSTINGS` (enough for a prefix or a typo that reaches it), and the rest in a file of its
 * own, fetched when a query names the term itself: a shard then holds many terms, so that the
 * terms sharing a word's first letters (its typos) fit in one or two.
 */
export const INLINE_POSTINGS = 16;
/** Characters of JSON after which a posting file is closed: neighbouring common terms share one, so a small site does not write a file per term. */
const POSTING_FILE_CHARACTERS = 6_000;

/** A file of a context's folder: its name there, and its JSON. */
export interface ShardFile {
  name: string;
  json: string;
}

/** A text file the caller said it has already (`KeepTextFile`): named, not made; `kept`, its number. */
export interface KeptFile {
  name: string;
  kept: number;
}

/**
 * Whether the caller holds text file `number`, of documents `first` up to `end` (excluded), with
 * the bytes it would be made with: it is then not made, nor its texts read.
 */
export type KeepTextFile = (number: number, first: number, end: number) => boolean;

/**
 * Cuts a built index into the files the browser fetches (see shard-format.ts), made one at a time
 * as they are iterated: term shards and posting files become JSON as soon as each is full, so a
 * caller that hands each file over before taking the next never holds every file's text (at 10,000
 * pages, 25 MB of JSON, and 80 MB of bytes once encoded). The entry file's manifest is the
 * generator's return value, known once every shard is made.
 */
export function shardIndex(built: BuiltIndex): Generator<ShardFile, ShardManifest>;
/** `keep`: the text files the caller holds already, which are named and not made. */
export function shardIndex(built: BuiltIndex, keep: KeepTextFile): Generator<ShardFile | KeptFile, ShardManifest>;
export function* shardIndex({ index, texts, displays }: BuiltIndex, keep: KeepTextFile = () => false): Generator<ShardFile | KeptFile, ShardManifest> {
  const documents = documentTable(index);
  const shards: ShardTerms[] = [];
  yield* termShards(index, documents, shards);
  for (const [number, [terms, encoded]] of vocabularies(shards, index.w, displays).entries()) {
    yield { name: `v${number}.json`, json: JSON.stringify(terms) };
    yield { name: `d${number}.json`, json: JSON.stringify(encoded) };
  }
  // Where the shard starts are (the shortest start of a shard's first term after the shard before: "char" between "chaloucanh" and "charcaitiv"), the same term is found in half the bytes.
  const manifest: ShardManifest = { v: SHARDED_FORMAT_VERSION, l: index.l, ...(index.y && { y: index.y }), n: index.d.length, a: averageLengths(index), s: fileStarts(shards.map((shard) => shard.w)) };
  if (shards.length > TYPO_SHARDS_FETCHED_WHOLE) {
    for (const [order, letter] of [['end', 'e'], ['middle', 'm']] as const) {
      const files = typoFiles(index.w.filter((term) => order === 'end' || inMiddleFiles(term)), (term) => keyIn(order, term));
      for (const [number, terms] of files.entries()) yield { name: `${letter}${number}.json`, json: JSON.stringify(terms) };
      manifest[letter] = fileStarts(files.map((terms) => terms.map((term) => keyIn(order, term))));
    }
  }
  const textFiles = textRuns(documents, texts);
  for (const [number, entries] of pageFiles(index, documents, textFiles.starts).entries()) yield { name: `p${number}.json`, json: JSON.stringify(entries) };
  for (const [number, [first, end]] of textFiles.files.entries()) {
    const name = `x${number}.json`;
    if (keep(number, first, end)) yield { name, kept: number };
    else yield { name, json: JSON.stringify({ d: first, t: Array.from({ length: end - first }, (_, at) => texts.textOf(first + at)) } satisfies TextFile) };
  }
  return manifest;
}

/** The terms of each run of `SHARDS_PER_VOCABULARY` shards, and their display words encoded (`displays`, by position in `vocabulary`). */
function vocabularies(shards: readonly ShardTerms[], vocabulary: readonly string[], displays: readonly string[] = vocabulary): [terms: string[], displays: string[]][] {
  const files: [string[], string[]][] = [];
  let position = 0;
  for (let first = 0; first < shards.length; first += SHARDS_PER_VOCABULARY) {
    const terms = shards.slice(first, first + SHARDS_PER_VOCABULARY).flatMap((shard) => shard.w);
    files.push([terms, terms.map((term) => encodeDisplay(term, displays[position++] ?? term))]);
  }
  return files;
}

/** Terms sorted by their key in another order of the vocabulary, cut into files of about `TYPO_FILE_CHARACTERS`. */
function typoFiles(terms: readonly string[], key: (term: string) => string): string[][] {
  const keyed = terms.map((term) => [key(term), term] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const files: string[][] = [];
  let size = TYPO_FILE_CHARACTERS;
  for (const [, term] of keyed) {
    if (size >= TYPO_FILE_CHARACTERS) {
      files.push([]);
      size = 0;
    }
    files.at(-1)!.push(term);
    size += term.length + 3;
  }
  return files;
}

/**
 * Each document's page, section within it, field and length in terms (typed columns: read for every
 * posting of every term), and each page's first document and sections.
 */
interface DocumentTable {
  page: Uint32Array;
  section: Uint32Array;
  field: Uint8Array;
  length: Uint32Array;
  pageFirst: number[];
  pageSections: [h: string, s: string][][];
}

function documentTable(index: SerialisedIndex): DocumentTable {
  const count = index.d.length;
  const table: DocumentTable = { page: new Uint32Array(count), section: new Uint32Array(count), field: new Uint8Array(count), length: new Uint32Array(count), pageFirst: [], pageSections: index.p.map(() => []) };
  let previousPage = -1;
  index.d.forEach(([page, field, h, s, length], document) => {
    if (page !== previousPage) {
      if (page !== previousPage + 1) throw new Error(`search index: document ${document} is of page ${page}, after page ${previousPage}: pages must come in order`);
      table.pageFirst.push(document);
      previousPage = page;
    }
    const sections = table.pageSections[page]!;
    let section = sections.findIndex(([heading]) => heading === h);
    if (section === -1) section = sections.push([h, s]) - 1;
    table.page[document] = page;
    table.section[document] = section;
    table.field[document] = field;
    table.length[document] = length;
  });
  return table;
}

/** A term shard's terms, which the entry and vocabulary files list. */
type ShardTerms = Pick<TermShard, 'w'>;

/** The term shards (`s<N>.json`) and posting files (`t<N>.json`), each as soon as it is full; the terms of each shard are added to `shards`. */
function* termShards(index: SerialisedIndex, documents: DocumentTable, shards: ShardTerms[]): Generator<ShardFile> {
  const trails = trailPagesOf(index, new Pipeline(SEARCH_LANGUAGES[index.l], index.y));
  const averageLength = averageLengths(index);
  const norms = Float64Array.from(documents.length, (length, document) => lengthNorm(length, documents.field[document]!, averageLength));
  let postingFiles = 0;
  let postingFile: number[][] = [];
  let postingFileSize = 0;
  const empty = (): TermShard => ({ w: [], x: [], f: [], r: [], o: [] });
  let shard = empty();
  let size = 0;
  const closeShard = (): ShardFile => {
    const file = { name: `s${shards.length}.json`, json: JSON.stringify(shard) };
    shards.push({ w: shard.w });
    shard = empty();
    size = 0;
    return file;
  };
  const closePostingFile = (): ShardFile => {
    const file = { name: `t${postingFiles++}.json`, json: JSON.stringify(postingFile) };
    postingFile = [];
    postingFileSize = 0;
    return file;
  };
  for (const [position, term] of index.w.entries()) {
    const { kept, frequency, weigh } = termPostings(documents, index.x[position] ?? [], norms, MAX_POSTINGS);
    let inline = kept;
    if (kept.length > INLINE_POSTINGS) {
      if (postingFileSize >= POSTING_FILE_CHARACTERS) yield closePostingFile();
      const all = flatPostings(documents, kept);
      shard.o.push(shard.w.length, postingFiles, postingFile.push(all) - 1);
      postingFileSize += 3 * all.length;
      inline = best(kept, INLINE_POSTINGS, weigh);
    }
    const postings = flatPostings(documents, inline);
    const trail = gaps([...(trails[position] ?? [])]);
    shard.w.push(term);
    shard.x.push(postings);
    shard.f.push(frequency);
    shard.r.push(trail);
    size += term.length + 8 + 3 * (postings.length + frequency.length + trail.length);
    if (size >= SHARD_CHARACTERS) yield closeShard();
  }
  if (shard.w.length > 0 || shards.length === 0) yield closeShard();
  if (postingFile.length > 0) yield closePostingFile();
}

/** Postings in the shard layout (`TermShard.x`), documents in increasing order. */
function flatPostings(documents: DocumentTable, postings: Postings): number[] {
  // Pushed, not written into an array made of its length: V8's JSON of an array with holes is three times slower.
  const flat: number[] = [];
  let previousDocument = -1;
  let previousPage = -1;
  const { page: pageOf, section, field, length } = documents;
  for (let position = 0; position < postings.length; position++) {
    const id = postings.documents[position]!;
    const page = pageOf[id]!;
    flat.push(id - previousDocument, page - previousPage, section[id]!, field[id]!, length[id]!, postings.counts[position]!);
    previousDocument = id;
    previousPage = page;
  }
  return flat;
}

function gaps(increasing: readonly number[]): number[] {
  return increasing.map((value, position) => value - (position === 0 ? -1 : increasing[position - 1]!));
}

/**
 * Text files cut between documents by the texts' lengths alone, each as its [first document, end];
 * `starts[page]` lists [first document within the page, file] for each run.
 */
function textRuns(documents: DocumentTable, texts: DocumentTexts): { files: [first: number, end: number][]; starts: number[][] } {
  const files: [number, number][] = [];
  const starts: number[][] = documents.pageFirst.map(() => []);
  let size = 0;
  for (let document = 0; document < texts.count; document++) {
    const page = documents.page[document]!;
    const pageStart = documents.pageFirst[page] === document;
    if (files.length === 0 || size >= TEXT_CHARACTERS) {
      files.push([document, document]);
      size = 0;
      starts[page]!.push(document - documents.pageFirst[page]!, files.length - 1);
    } else if (pageStart) {
      starts[page]!.push(0, files.length - 1);
    }
    files.at(-1)![1] = document + 1;
    size += texts.lengthOf(document);
  }
  return { files, starts };
}

function pageFiles(index: SerialisedIndex, documents: DocumentTable, textStarts: readonly number[][]): PageEntry[][] {
  const entries = index.p.map(([t, u, b], page): PageEntry => [t, u, b, documents.pageSections[page] ?? [], documents.pageFirst[page] ?? 0, textStarts[page] ?? []]);
  return Array.from({ length: Math.ceil(entries.length / PAGES_PER_FILE) }, (_, file) => entries.slice(file * PAGES_PER_FILE, (file + 1) * PAGES_PER_FILE));
}
