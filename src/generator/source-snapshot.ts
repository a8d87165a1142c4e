/**
 * What loading each content file found, kept between builds in the build cache, and trusted while
 * the file is the same on disk: the same inode, size, modification and change times. A build then
 * stats every content file and reads only those that changed; a page's body is read when a stage asks
 * for it (the page is rendered again), and must then be the body the snapshot digested.
 *
 * As git does with its index, a file changed shortly before the build started is read again by the
 * next one: its times cannot tell apart two writes within one tick of the clock that stamps them
 * (some file systems keep them to the second, FAT to two).
 */
import { statSync } from 'node:fs';
import { ContentError } from '../model/errors.ts';
import type { Area } from './content-layout.ts';
import { type JournaledIndex, readJournaledIndex, writeJournaledIndex } from './journaled-index.ts';
import type { SourceFile } from './source-file.ts';
import { bodyDigestOf, digestOfBody, knownFacts, rememberFacts } from './source-facts.ts';

/** Bumped when the snapshot's format changes. */
const FORMAT = 2;
/** A file whose change time is this close to the build's start is not kept (see above). */
const RACY_MS = 2_000;

/** Where a content file is and how it is read: what a kept load of it must have been made with. */
export interface SourcePlace {
  area: Area;
  rel: string;
  /** The path messages show. */
  file: string;
  absolute: string;
  /** Whether the layout's pages may be React components (the front matter check differs). */
  reactPages: boolean;
}

/** A load kept, by its file's absolute path: its identity on disk and its place, what was read (`KeptSource` as JSON), and what its body gives. */
type Entry = [identity: string, data: string, digest: string, excerpt: string | null];

/** What every entry of a snapshot holds for. */
interface SnapshotHead {
  format: number;
  head: string;
}

/** A load made by this build, kept by `save` unless the file changed too recently. */
interface Fresh {
  identity: string;
  changedAtMs: number;
  data: string;
  source: SourceFile;
}

/** The part of a loaded source kept as it was read; its place and body are not. */
type KeptSource = Pick<SourceFile, 'frontMatter' | 'keyLines' | 'bodyStartLine' | 'contentTitle' | 'warnings'>;

/**
 * Kept as a journaled index (journaled-index.ts): after one edit at 10,000 pages, writing it whole
 * was 10 MB of JSON at the build's end (0.26 s), for one entry.
 */
export class SourceSnapshot {
  private readonly saved: JournaledIndex<SnapshotHead, Entry> | undefined;
  private readonly previous: Record<string, Entry>;
  /** Loads kept from the previous build, with the source each gave (whose excerpt this build may have learnt). */
  private readonly kept = new Map<string, { entry: Entry; source: SourceFile }>();
  private readonly fresh = new Map<string, Fresh>();
  private readonly startedAtMs = Date.now();
  /** Content files read this build (the others were vouched for). */
  read = 0;

  /** `file`: where the snapshot is kept; `head`: what makes another snapshot unusable (the generator's version). */
  constructor(
    private readonly file: string,
    private readonly head: string,
    private readonly racyMs = RACY_MS,
  ) {
    const saved = readJournaledIndex<SnapshotHead, Entry>(file);
    this.saved = saved?.head.format === FORMAT && saved.head.head === head ? saved : undefined;
    this.previous = this.saved?.entries ?? {};
  }

  /** The file at `place`: as the previous build loaded it when it has not changed since, else `read()`. */
  load(place: SourcePlace, read: () => SourceFile): SourceFile {
    const stats = statSync(place.absolute);
    const identity = `${place.area}\0${place.rel}\0${place.file}\0${place.reactPages}\0${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
    const entry = Object.hasOwn(this.previous, place.absolute) ? this.previous[place.absolute] : undefined;
    if (entry?.[0] === identity) {
      const source = keptSource(place, entry, read);
      this.kept.set(place.absolute, { entry, source });
      return source;
    }
    this.read += 1;
    const source = read();
    const { frontMatter, keyLines, bodyStartLine, contentTitle, warnings } = source;
    const data = keptJson({ frontMatter, keyLines, bodyStartLine, ...(contentTitle !== undefined && { contentTitle }), warnings });
    if (data !== undefined) this.fresh.set(place.absolute, { identity, changedAtMs: stats.ctimeMs, data, source });
    return source;
  }

  /** Writes the loads of this build for the next one, once it succeeded: the files it did not load (gone) are dropped. */
  save(): void {
    const entries: Record<string, Entry> = {};
    for (const [absolute, { entry, source }] of this.kept) {
      // A kept load whose excerpt no build had asked for may have it now; the others are the very entries read, which the journal leaves out.
      const [identity, data, digest, excerpt] = entry;
      const learnt = excerpt === null ? knownFacts(source).excerpt : undefined;
      entries[absolute] = learnt === undefined ? entry : [identity, data, digest, learnt];
    }
    for (const [absolute, { identity, changedAtMs, data, source }] of this.fresh) {
      if (changedAtMs < this.startedAtMs - this.racyMs) entries[absolute] = [identity, data, bodyDigestOf(source), knownFacts(source).excerpt ?? null];
    }
    writeJournaledIndex(this.file, { format: FORMAT, head: this.head }, entries, this.saved);
  }
}

/** A source as a kept load gives it, in the order of a read one's fields; its body is read when first asked for, and must be the one kept. */
function keptSource({ area, file, absolute, rel }: SourcePlace, [, data, digest, excerpt]: Entry, read: () => SourceFile): SourceFile {
  const { frontMatter, keyLines, bodyStartLine, contentTitle, warnings } = JSON.parse(data) as KeptSource;
  const source: SourceFile = {
    area,
    file,
    absolute,
    rel,
    frontMatter,
    keyLines,
    get body(): string {
      let body: string;
      try {
        body = read().body;
      } catch (error) {
        throw new ContentError(file, undefined, `could not be read again during the build: ${(error as Error).message}`, { cause: error });
      }
      if (digestOfBody(body) !== digest) throw new ContentError(file, undefined, 'changed while the site was being built: build again');
      Object.defineProperty(this, 'body', { value: body, writable: true, enumerable: true, configurable: true });
      return body;
    },
    bodyStartLine,
    ...(contentTitle !== undefined && { contentTitle }),
    warnings,
  };
  rememberFacts(source, { digest, ...(excerpt !== null && { excerpt }) });
  return source;
}

/**
 * What a source keeps, as JSON; undefined when JSON cannot hold it as it is (that file is then read
 * each build): a front matter value YAML made of a tag (`!!timestamp`, `!!set`, `!!binary`) or of
 * `.inf` and `.nan`.
 */
function keptJson(kept: KeptSource): string | undefined {
  return isPlainData(kept) ? JSON.stringify(kept) : undefined;
}

/** Texts, booleans, finite numbers, null, and arrays and plain objects of them: what JSON gives back as it was. */
function isPlainData(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) return value.every(isPlainData);
      const prototype = Object.getPrototypeOf(value);
      return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isPlainData);
    }
    default:
      return false;
  }
}
