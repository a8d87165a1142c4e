import { executeQuery, FAMILY_STEM_MIN_LENGTH, type SearchResult, TYPO_MIN_LENGTH } from './execute.ts';
import { CONTINUED_STEM_MIN_LENGTH } from './expansions.ts';
import { foldAccents } from './fold-accents.ts';
import type { IndexedDocuments, SearchIndex, TermPostings } from './index-format.ts';
import { Pipeline, words } from './pipeline.ts';
import { loadSearchLanguage } from './languages/load-language.ts';
import { type ExcerptSegment, makeExcerpt } from './excerpt.ts';
import type { Clause } from './query-parser.ts';
import { parseOrHint, type QueryOutcome } from './run-query.ts';
import { PAGES_PER_FILE, POSTING_WIDTH, SHARDED_FORMAT_VERSION, SHARDS_PER_VOCABULARY, TYPO_SHARDS_FETCHED_WHOLE, type PageEntry, type ShardManifest, type TermShard, type TextFile } from './shard-format.ts';
import { HIT_TYPES } from './types.ts';
import { findTerm, fuzzyMatches } from './vocabulary.ts';

/** Fetches and parses one JSON file of the index; rejects when it cannot. */
export type FetchJson = (url: string) => Promise<unknown>;

/** Beyond every character a term may hold: `prefix + END` closes the range of the terms that start with `prefix`. */
const END = '\uffff';
/**
 * Terms one typo away are looked for among those that share this many first letters with the word:
 * a vocabulary file or two even at 10,000 pages, where all the terms starting with two letters would be many.
 */
const TYPO_SHARED_LETTERS = 3;

/** The documents named by the shards fetched so far: facts about each, whichever term's shard told them. */
interface KnownDocuments {
  field: Uint8Array;
  termCount: Uint32Array;
  page: Uint32Array;
  /** Section within its page, and (for scoring) a number of its own across the context. */
  pageSection: Uint16Array;
  section: Uint32Array;
  sections: Map<number, number>;
}

interface DecodedShard {
  terms: string[];
  /** Postings of each term: for a term with a posting file, its best few until that file is fetched. */
  postings: TermPostings[];
  /** Posting file and list of each term that has one, by position in `terms`. */
  postingFiles: Map<number, [file: number, list: number]>;
  /** For each term, the pages whose trail holds it. */
  trails: Set<number>[];
}

/**
 * One search context read as shard-format.ts lays it out: a query fetches the shards of its words,
 * runs over them as over a whole index (executeQuery), then the page files of the results it keeps.
 * Files are fetched once each and kept.
 */
export class ShardedIndex {
  /** The address of the folder of the files, as the entry file names it (with a trailing slash). */
  private folder = '';
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly shards = new Map<number, Promise<DecodedShard>>();
  private readonly postingLists = new Map<string, Promise<TermPostings>>();
  private known: KnownDocuments | undefined;
  /** The analysis of the index's language, once the entry file named it. */
  private pipeline: Promise<Pipeline> | undefined;

  constructor(
    private readonly manifestUrl: string,
    private readonly fetchJson: FetchJson,
  ) {}

  /** Resolves once the entry file and its language's stemmer are in: a box may fetch them ahead of the first query. */
  async ready(): Promise<void> {
    await this.manifest();
    await this.pipeline;
  }

  private async manifest(): Promise<ShardManifest> {
    const manifest = (await this.fetchOnce(this.manifestUrl)) as ShardManifest;
    if (manifest.v !== SHARDED_FORMAT_VERSION) throw new Error(`search index format ${String(manifest.v)} is not supported; this code reads format ${SHARDED_FORMAT_VERSION}`);
    this.folder = `${this.manifestUrl.slice(0, this.manifestUrl.lastIndexOf('/') + 1)}${manifest.d ?? ''}/`;
    this.pipeline ??= loadSearchLanguage(manifest.l).then((language) => new Pipeline(language, manifest.y));
    return manifest;
  }

  /** What `runQuery` gives on a whole index, the results named by their pages; `limit` as `executeQuery`'s. */
  async run(query: string, limit?: number): Promise<QueryOutcome> {
    const outcome = await this.rank(query, limit);
    await this.name(outcome.results);
    return outcome;
  }

  /**
   * `run` without naming the results: their order, scores and count, before the page files that
   * give their titles and addresses are fetched (`name`).
   */
  async rank(query: string, limit?: number): Promise<QueryOutcome> {
    if (!query.trim()) return { results: [] };
    const parsed = parseOrHint(query, HIT_TYPES);
    if ('hint' in parsed) return { results: [], hint: parsed.hint };
    const index = await this.indexFor(parsed.clauses);
    return { results: executeQuery(index, parsed.clauses, { limit }) };
  }

  /** Fills in each result's page and section (title, address, trail, heading) from the page files. */
  async name(results: readonly SearchResult[]): Promise<void> {
    await Promise.all(results.map((result) => this.nameOne(result)));
  }

  /** The text of a result's section, for its excerpt. */
  async text(result: SearchResult): Promise<string> {
    const page = this.known?.page[result.document];
    if (page === undefined) return '';
    const [, , , , firstDocument, runs] = await this.pageEntry(page);
    const within = result.document - firstDocument;
    let file = -1;
    for (let position = 0; position < runs.length; position += 2) if ((runs[position] as number) <= within) file = runs[position + 1] as number;
    if (file === -1) return '';
    const texts = (await this.fetchOnce(`${this.folder}x${file}.json`)) as TextFile;
    return texts.t[result.document - texts.d] ?? '';
  }

  /** A result's excerpt: its section's text around the words it was found by. */
  async excerpt(result: SearchResult): Promise<ExcerptSegment[]> {
    const [text, pipeline] = await Promise.all([this.text(result), this.pipeline!]);
    return makeExcerpt(text, result.terms, pipeline);
  }

  /** The terms, postings and documents of the shards a query's words may reach, as an index of its own. */
  private async indexFor(clauses: readonly Clause[]): Promise<SearchIndex> {
    const manifest = await this.manifest();
    const pipeline = await this.pipeline!;
    const { terms: named, ranges, typos } = wantedRanges(clauses, pipeline);
    const wanted = new Set<number>();
    const want = (shard: number) => {
      // Asked for at once: the shards of the words' own terms come while the vocabulary does.
      void this.shard(shard, manifest).catch(() => undefined);
      wanted.add(shard);
    };
    for (const term of named) want(shardOf(manifest.s, term));
    const stretches = await Promise.all(typos.map((typo) => this.stretch(typo, manifest)));
    for (const [from, to] of ranges) {
      // Within a stretch whose vocabulary is in, only the shards of the terms that exist there.
      const listed = stretches.find((stretch) => stretch.terms && stretch.from <= from && to <= stretch.to)?.terms;
      if (listed) for (const term of listed.filter((candidate) => from <= candidate && candidate <= to)) want(shardOf(manifest.s, term));
      else for (let shard = shardOf(manifest.s, from); shard <= shardOf(manifest.s, to); shard++) want(shard);
    }
    for (const { from, to, term, distance, terms } of stretches) {
      if (terms) for (const { position } of fuzzyMatches(terms, term, distance)) want(shardOf(manifest.s, terms[position]!));
      else for (let shard = shardOf(manifest.s, from); shard <= shardOf(manifest.s, to); shard++) want(shard);
    }
    const shards = await Promise.all([...wanted].sort((a, b) => a - b).map((number) => this.shard(number, manifest)));
    const terms = shards.flatMap((shard) => shard.terms);
    const postings = shards.flatMap((shard) => shard.postings);
    const trailPages = shards.flatMap((shard) => shard.trails);
    // The words' own terms get all their postings; a prefix or a typo makes do with a common term's best few.
    const fileOf = new Map<number, [number, number]>();
    let offset = 0;
    for (const shard of shards) {
      for (const [term, place] of shard.postingFiles) fileOf.set(offset + term, place);
      offset += shard.terms.length;
    }
    await Promise.all(
      namedTerms(terms, clauses, pipeline).flatMap((term) => {
        const place = fileOf.get(term);
        return place === undefined ? [] : [this.postingList(place, postings[term]!.frequency, manifest).then((all) => void (postings[term] = all))];
      }),
    );
    // Made once the posting files are in: their documents add sections.
    const known = this.known!;
    const documents: IndexedDocuments = { hits: [], field: known.field, termCount: known.termCount, averageLength: manifest.a, page: known.page, section: known.section, sectionCount: known.sections.size, trailPages };
    return { fields: HIT_TYPES, documents, terms, postings, pipeline };
  }

  /**
   * The terms of a word's typo stretch (those sharing its first letters), from the vocabulary files,
   * when they span more shards than are fetched whole.
   */
  private async stretch(typo: TypoRange, manifest: ShardManifest): Promise<TypoRange & { terms?: string[] }> {
    const first = shardOf(manifest.s, typo.from);
    const last = shardOf(manifest.s, typo.to);
    if (last - first < TYPO_SHARDS_FETCHED_WHOLE) return typo;
    const files: Promise<unknown>[] = [];
    for (let file = Math.floor(first / SHARDS_PER_VOCABULARY); file <= Math.floor(last / SHARDS_PER_VOCABULARY); file++) files.push(this.fetchOnce(`${this.folder}v${file}.json`));
    const terms = ((await Promise.all(files)) as string[][]).flat().filter((candidate) => typo.from <= candidate && candidate <= typo.to);
    return { ...typo, terms };
  }

  private postingList([file, list]: [number, number], frequency: readonly number[], manifest: ShardManifest): Promise<TermPostings> {
    const key = `${file}:${list}`;
    let postings = this.postingLists.get(key);
    if (!postings) {
      postings = this.fetchOnce(`${this.folder}t${file}.json`).then((lists) => this.decodePostings((lists as number[][])[list] ?? [], frequency, manifest));
      this.postingLists.set(key, postings);
      postings.catch(() => this.postingLists.delete(key));
    }
    return postings;
  }

  private shard(number: number, manifest: ShardManifest): Promise<DecodedShard> {
    let shard = this.shards.get(number);
    if (!shard) {
      shard = this.fetchOnce(`${this.folder}s${number}.json`).then((file) => this.decode(file as TermShard, manifest));
      this.shards.set(number, shard);
      shard.catch(() => this.shards.delete(number));
    }
    return shard;
  }

  private decode(shard: TermShard, manifest: ShardManifest): DecodedShard {
    const postings = shard.x.map((flat, term) => this.decodePostings(flat, shard.f[term] ?? [], manifest));
    const trails = shard.r.map((pageGaps) => {
      let page = -1;
      return new Set(pageGaps.map((gap) => (page += gap)));
    });
    const postingFiles = new Map<number, [number, number]>();
    for (let at = 0; at < shard.o.length; at += 3) postingFiles.set(shard.o[at] as number, [shard.o[at + 1] as number, shard.o[at + 2] as number]);
    return { terms: shard.w, postings, trails, postingFiles };
  }

  /** Postings in the shard layout, and what they tell of their documents, kept for scoring. */
  private decodePostings(flat: readonly number[], frequency: readonly number[], manifest: ShardManifest): TermPostings {
    const known = (this.known ??= {
      field: new Uint8Array(manifest.n),
      termCount: new Uint32Array(manifest.n),
      page: new Uint32Array(manifest.n),
      pageSection: new Uint16Array(manifest.n),
      section: new Uint32Array(manifest.n),
      sections: new Map(),
    });
    const length = flat.length / POSTING_WIDTH;
    const decoded = { documents: new Int32Array(length), counts: new Uint16Array(length), frequency };
    let document = -1;
    let page = -1;
    for (let position = 0; position < length; position++) {
      const at = position * POSTING_WIDTH;
      document += flat[at] as number;
      page += flat[at + 1] as number;
      if (document >= manifest.n) throw new Error(`search index: a posting names document ${document} of ${manifest.n}`);
      decoded.documents[position] = document;
      decoded.counts[position] = flat[at + 5] as number;
      known.page[document] = page;
      known.pageSection[document] = flat[at + 2] as number;
      known.field[document] = flat[at + 3] as number;
      known.termCount[document] = flat[at + 4] as number;
      const sectionKey = page * 65_536 + (flat[at + 2] as number);
      let section = known.sections.get(sectionKey);
      if (section === undefined) known.sections.set(sectionKey, (section = known.sections.size));
      known.section[document] = section;
    }
    return decoded;
  }

  private async nameOne(result: SearchResult): Promise<void> {
    const known = this.known!;
    const [t, u, b, sections] = await this.pageEntry(known.page[result.document] as number);
    const [h, s] = sections[known.pageSection[result.document] as number] ?? ['', t];
    Object.assign(result, { t, u, b, h, s });
  }

  private async pageEntry(page: number): Promise<PageEntry> {
    const entries = (await this.fetchOnce(`${this.folder}p${Math.floor(page / PAGES_PER_FILE)}.json`)) as PageEntry[];
    const entry = entries[page % PAGES_PER_FILE];
    if (!entry) throw new Error(`search index: no page ${page}`);
    return entry;
  }

  /** A file fetched once; a failed fetch is forgotten, so that the next query tries again. */
  private fetchOnce(url: string): Promise<unknown> {
    let file = this.files.get(url);
    if (!file) {
      file = this.fetchJson(url);
      file.catch(() => this.files.delete(url));
      this.files.set(url, file);
    }
    return file;
  }
}

/** Terms between `from` and `to` (those sharing a word's first letters) within `distance` edits of `term`. */
export interface TypoRange {
  from: string;
  to: string;
  term: string;
  distance: number;
}

/**
 * What of the sorted vocabulary a query may look up (see execute.ts's `toTermQueries`): each word's
 * stem (`terms`); the terms its typed letters may grow into, the stems it runs past, its stems with
 * two letters swapped back and a wildcard's literal start (`ranges`); and, for a word that forgives
 * typos, the terms one typo away among those that share its first three letters (`typos`). Unlike a
 * whole index, a typo among a word's first three letters thus finds only what a swap explains.
 */
export function wantedRanges(clauses: readonly Clause[], pipeline: Pipeline): { terms: string[]; ranges: [from: string, to: string][]; typos: TypoRange[] } {
  const terms: string[] = [];
  const ranges: [string, string][] = [];
  const typos: TypoRange[] = [];
  for (const clause of clauses) {
    if (!clause.usePipeline) {
      const literal = foldAccents(clause.term).split('*')[0] ?? '';
      ranges.push([literal, literal + END]);
      continue;
    }
    for (const word of words(clause.term)) {
      const folded = foldAccents(word.text.toLowerCase());
      const term = pipeline.analyseWord(word.text) ?? folded;
      terms.push(term);
      // What typedWordMatches may reach, and the longer stems of the word's family.
      ranges.push([folded, folded + END]);
      if (term.length >= FAMILY_STEM_MIN_LENGTH) ranges.push([term, term + END]);
      for (let length = folded.length - 1; length >= Math.max(CONTINUED_STEM_MIN_LENGTH, folded.length / 2); length--) ranges.push([folded.slice(0, length), folded.slice(0, length)]);
      if (word.text.length < TYPO_MIN_LENGTH && clause.editDistance === 0) continue;
      const shared = term.slice(0, TYPO_SHARED_LETTERS);
      typos.push({ from: shared, to: shared + END, term, distance: Math.max(1, clause.editDistance) });
      // What swappedWordMatches may reach.
      for (let at = 0; at < folded.length - 1; at++) {
        const swapped = pipeline.analyseWord(folded.slice(0, at) + folded[at + 1] + folded[at] + folded.slice(at + 2));
        if (swapped !== undefined) ranges.push([swapped, swapped]);
      }
    }
  }
  return { terms, ranges, typos };
}

/** Positions in `terms` of the words' own terms (their stems), which need every posting. */
function namedTerms(terms: readonly string[], clauses: readonly Clause[], pipeline: Pipeline): number[] {
  return clauses.flatMap((clause) =>
    clause.usePipeline
      ? words(clause.term).flatMap((word) => {
          const term = pipeline.analyseWord(word.text);
          const position = term === undefined ? -1 : findTerm(terms, term);
          return position === -1 ? [] : [position];
        })
      : [],
  );
}

/** The shard whose run of the vocabulary holds `term`, from the first terms of the shards. */
function shardOf(firstTerms: readonly string[], term: string): number {
  let low = 0;
  let high = firstTerms.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((firstTerms[middle] as string) <= term) low = middle;
    else high = middle - 1;
  }
  return low;
}
