import { executeQuery, type SearchResult } from './execute.ts';
import type { IndexedDocuments, SearchIndex, TermPostings } from './index-format.ts';
import { Pipeline } from './pipeline.ts';
import { loadSearchLanguage } from './languages/load-language.ts';
import { type ExcerptSegment, makeExcerpt } from './excerpt.ts';
import type { Clause } from './query-parser.ts';
import { parseOrHint, type QueryOutcome } from './run-query.ts';
import { PAGES_PER_FILE, POSTING_WIDTH, SHARDED_FORMAT_VERSION, SHARDS_PER_VOCABULARY, TYPO_SHARDS_FETCHED_WHOLE, type PageEntry, type ShardManifest, type TermShard, type TextFile } from './shard-format.ts';
import { bestCandidate, frequencyOf, nearestCandidates, queryWords, rewriteQuery, suggestionDistance } from './suggest.ts';
import { HIT_TYPES } from './types.ts';
import { decodeDisplay, fileOf as shardOf, type TypoStretch, typoStretches } from './typo-vocabulary.ts';
import { findTerm, fuzzyMatches } from './vocabulary.ts';
import { inStretch, lookedIn, namedTerms, typoMatches, wantedRanges, type WantedTypo } from './wanted-terms.ts';

/** Fetches and parses one JSON file of the index; rejects when it cannot. */
export type FetchJson = (url: string) => Promise<unknown>;

/** A stretch of a typo vocabulary, with its terms once its files are in (none when its shards are fetched whole: `shards`). */
interface ListedStretch {
  stretch: TypoStretch;
  terms?: string[];
  shards?: [first: number, last: number];
}

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

  /**
   * "Você quis dizer …": the query with each word the index does not know replaced by the nearest it
   * does, as the site writes it (suggest.ts); undefined when it knows them all or none has a neighbour.
   */
  async suggest(query: string): Promise<string | undefined> {
    const manifest = await this.manifest();
    const replacements = new Map<string, string>();
    await Promise.all(
      queryWords(query, await this.pipeline!).map(async ({ word, term }) => {
        const distance = suggestionDistance(term);
        if (distance === 0 || findTerm((await this.shard(shardOf(manifest.s, term), manifest)).terms, term) !== -1) return;
        const pool = new Set<string>();
        for (const { stretch, terms, shards } of await Promise.all(typoStretches(term, distance).map((stretch) => this.listed(stretch, manifest)))) {
          const listed = terms ?? (await this.shardRun(shards!, manifest)).flatMap((shard) => shard.terms.filter((each) => inStretch(stretch, each)));
          for (const each of listed) pool.add(each);
        }
        const listed = [...pool];
        const near = fuzzyMatches(listed, term, distance).map(({ position, distance }) => ({ term: listed[position]!, distance }));
        if (near.length === 0) return;
        const best = bestCandidate(
          await Promise.all(
            nearestCandidates(near).map(async (candidate) => {
              const shard = await this.shard(shardOf(manifest.s, candidate.term), manifest);
              return { ...candidate, frequency: frequencyOf(shard.postings[findTerm(shard.terms, candidate.term)]?.frequency ?? []) };
            }),
          ),
        );
        if (!best) return;
        const run = Math.floor(shardOf(manifest.s, best.term) / SHARDS_PER_VOCABULARY);
        const [terms, displays] = await Promise.all([this.vocabulary(run), this.fetchOnce(`${this.folder}d${run}.json`) as Promise<string[]>]);
        replacements.set(word, decodeDisplay(best.term, displays[findTerm(terms, best.term)] ?? ''));
      }),
    );
    return rewriteQuery(query, replacements);
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
    const looked = await Promise.all(typos.map((typo) => this.typoStretches(typo, manifest)));
    const starts = looked.flatMap(({ listed }) => listed).filter(({ stretch, terms }) => terms && stretch.order === 'start');
    for (const [from, to] of ranges) {
      // Within a stretch whose vocabulary is in, only the shards of the terms that exist there.
      const within = starts.find(({ stretch }) => stretch.from <= from && to <= stretch.to)?.terms;
      if (within) for (const term of within.filter((candidate) => from <= candidate && candidate <= to)) want(shardOf(manifest.s, term));
      else for (let shard = shardOf(manifest.s, from); shard <= shardOf(manifest.s, to); shard++) want(shard);
    }
    typos.forEach((typo, number) => {
      const { known, listed } = looked[number]!;
      for (const { terms, shards } of listed) {
        if (terms) for (const term of typoMatches(typo, terms, known)) want(shardOf(manifest.s, term));
        else for (let shard = shards![0]; shard <= shards![1]; shard++) want(shard);
      }
    });
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
   * The terms of a word's typo stretch, from the files of its order (typo-vocabulary.ts); or, when it
   * spans no more shards than are fetched whole, or the index is too small for ending and middle files,
   * those shards.
   */
  private async listed(stretch: TypoStretch, manifest: ShardManifest): Promise<ListedStretch> {
    const starts = stretch.order === 'start' ? manifest.s : stretch.order === 'end' ? manifest.e : manifest.m;
    if (!starts) return { stretch, shards: [0, manifest.s.length - 1] };
    const first = shardOf(starts, stretch.from);
    const last = shardOf(starts, stretch.to);
    if (stretch.order === 'start' && last - first < TYPO_SHARDS_FETCHED_WHOLE) return { stretch, shards: [first, last] };
    const files: Promise<string[]>[] = [];
    if (stretch.order === 'start') for (let file = Math.floor(first / SHARDS_PER_VOCABULARY); file <= Math.floor(last / SHARDS_PER_VOCABULARY); file++) files.push(this.vocabulary(file));
    else for (let file = first; file <= last; file++) files.push(this.fetchOnce(`${this.folder}${stretch.order[0]}${file}.json`) as Promise<string[]>);
    const terms = (await Promise.all(files)).flat().filter((term) => inStretch(stretch, term));
    return { stretch, terms };
  }

  /**
   * A word's typo stretches with their terms, and whether the index knows its stem: all three orders
   * for a stem it does not know; for one it knows, the first letters alone, so that a query of right
   * words fetches no more than they need.
   */
  private async typoStretches(typo: WantedTypo, manifest: ShardManifest): Promise<{ known: boolean; listed: ListedStretch[] }> {
    const [start, ...others] = typo.stretches;
    const first = await this.listed(start!, manifest);
    const terms = first.terms ?? (await this.shardRun(first.shards!, manifest)).flatMap((shard) => shard.terms);
    const known = findTerm(terms, typo.term) !== -1;
    return { known, listed: lookedIn(typo, known).length === 1 ? [first] : [first, ...(await Promise.all(others.map((stretch) => this.listed(stretch, manifest))))] };
  }

  private shardRun([first, last]: [number, number], manifest: ShardManifest): Promise<DecodedShard[]> {
    return Promise.all(Array.from({ length: last - first + 1 }, (_, at) => this.shard(first + at, manifest)));
  }

  private vocabulary(file: number): Promise<string[]> {
    return this.fetchOnce(`${this.folder}v${file}.json`) as Promise<string[]>;
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
