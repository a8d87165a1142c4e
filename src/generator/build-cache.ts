/**
 * What a build remembers of the previous one over the same output, so that a rebuild after a small
 * edit renders and writes only what changed: each page's inputs (the digest of its element, see
 * value-digest.ts) and the hash of the bytes they made. A page whose inputs have the same digest
 * is not rendered: the file the previous site holds is put in place (see `SiteOutput.reuse`).
 *
 * Kept under the generator's `node_modules/.cache/jabuticraft/build/` (`BUILD_CACHE_DIR` moves it),
 * one file per output folder. The generator's version (its code and packages, generator-version.ts)
 * is part of the key: new code starts from nothing. Nothing in the cache is taken on trust: a page
 * is reused only when the previous site's file list still lists the same bytes for it, and the
 * file still has its listed size and time.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ValueDigest } from '../tools/value-digest.ts';
import { readText, writeJsonAtomically } from '../tools/ascii-json.ts';
import { FILE_LIST, type ListedFile, parseFileList, readSavedFileList, stillAsListed } from './file-list.ts';
import { MarkdownStore } from './markdown-store.ts';
import type { AnalysesKey } from './search-analyses.ts';
import { SourceSnapshot } from './source-snapshot.ts';

/** Bumped when the cache file's format changes. */
const FORMAT = 1;
/** Outputs whose caches are kept, the most recently built: a temporary output's cache (tests build many) goes in time. */
const OUTPUTS_KEPT = 16;

export interface BuildCacheOptions {
  /** The folder of the cache files (default: `BUILD_CACHE_DIR`, else the generator's `node_modules/.cache/jabuticraft/build`). */
  dir?: string;
  /** The generator's version (generator-version.ts): a cache of another version is not read. */
  generatorVersion: string;
  /**
   * Where the site this build replaces is, when the output is a folder that then moves into another
   * site (a locale's, into the default locale's): its file list, which no site keeps inside a
   * locale's folder, is kept in the cache.
   */
  replacedAt?: string;
}

/** A site a build replaces: its folder, and files of it as its build listed them, by path inside it. */
export interface PreviousSite {
  root: string;
  files: Map<string, ListedFile>;
}

interface CacheFile {
  format: number;
  generatorVersion: string;
  /** [file, digest of its inputs, hash of its bytes] of every page. */
  pages: [string, string, string][];
}

export class BuildCache {
  private readonly digest: ValueDigest;
  private readonly previous = new Map<string, { key: string; hash: string }>();
  /** The replaced site's files, as its build listed them. */
  private readonly previousFiles: Map<string, ListedFile>;
  private readonly keys = new Map<string, string>();
  /** Pages rendered anew: their hashes are in the new site's list. */
  private readonly rendered = new Set<string>();
  private readonly file: string;
  private readonly dir: string;
  /** The site this build replaces, and its list of files. */
  private readonly replaced: { root: string; list: string };
  /** Pages put in place from the previous site, not rendered. */
  reused = 0;
  /** The Markdown rendered by the previous builds. */
  readonly markdown: MarkdownStore;
  /** Where the search worker keeps what it read of each page (search-analyses.ts). */
  readonly searchAnalyses: AnalysesKey;
  /** What the previous build read of each content file (source-snapshot.ts). */
  readonly sources: SourceSnapshot;

  constructor(
    private readonly outDir: string,
    private readonly options: BuildCacheOptions,
  ) {
    const dir = options.dir ?? process.env.BUILD_CACHE_DIR ?? defaultCacheDir();
    this.dir = dir;
    const base = path.join(dir, createHash('sha256').update(path.resolve(outDir)).digest('base64url').slice(0, 16));
    this.file = `${base}.json`;
    this.replaced = options.replacedAt === undefined ? { root: path.resolve(outDir), list: path.join(outDir, FILE_LIST) } : { root: path.resolve(options.replacedAt), list: `${base}.files.tsv` };
    this.markdown = new MarkdownStore(base, options.generatorVersion);
    this.digest = new ValueDigest();
    this.searchAnalyses = { file: `${base}.search`, generatorVersion: options.generatorVersion };
    this.sources = new SourceSnapshot(`${base}.sources`, options.generatorVersion);
    const saved = readCacheFile(this.file);
    if (saved?.format === FORMAT && saved.generatorVersion === options.generatorVersion) for (const [file, key, hash] of saved.pages) this.previous.set(file, { key, hash });
    this.previousFiles = this.previous.size > 0 ? parseFileList(this.replaced.list) : new Map();
  }

  /**
   * The site this build replaces, when this generator's version built it and listed its files: where
   * it is, and its search files as listed (what the search worker may reuse, without reading the list again).
   */
  get previousSite(): PreviousSite | undefined {
    if (this.previousFiles.size === 0) return undefined;
    return { root: this.replaced.root, files: new Map([...this.previousFiles].filter(([file]) => file.startsWith('search/'))) };
  }

  /** The site whose files a file with the same bytes is linked from (`FolderOptions.sharesWith`), with its list. */
  get sharedSite(): { sharesWith: string; sharesWithList: string } {
    return { sharesWith: this.replaced.root, sharesWithList: this.replaced.list };
  }

  /**
   * Where the previous site holds the bytes a page made from `inputs` makes, when it does: the page
   * need not be rendered. Either way, the page's digest is kept for `save`.
   */
  reusable(file: string, inputs: unknown): { from: string; listed: ListedFile } | undefined {
    let key: string;
    try {
      key = this.digest.of(inputs);
    } catch {
      // A value that says nothing of what it holds (a project's own object): this page is always rendered.
      return undefined;
    }
    this.keys.set(file, key);
    const before = this.previous.get(file);
    const listed = this.previousFiles.get(file);
    const from = path.join(this.replaced.root, file);
    if (!listed || before?.key !== key || listed.hash !== before.hash || !stillAsListed(from, listed)) {
      this.rendered.add(file);
      return undefined;
    }
    this.reused += 1;
    return { from, listed };
  }

  /** Remembers every page's digest with the hash of its bytes, from the new site's file list. Call it once the new site is in place. */
  save(): void {
    this.markdown.save();
    this.sources.save();
    // A page put in place from the previous site holds the bytes the previous build listed for it: only the others' lines of the new list are read.
    const files = this.reused === this.keys.size ? undefined : readSavedFileList(this.outDir, (file) => this.rendered.has(file));
    const pages: CacheFile['pages'] = [];
    for (const [file, key] of this.keys) {
      const hash = this.rendered.has(file) ? files?.get(file)?.hash : this.previous.get(file)?.hash;
      if (hash !== undefined) pages.push([file, key, hash]);
    }
    const contents: CacheFile = { format: FORMAT, generatorVersion: this.options.generatorVersion, pages };
    writeJsonAtomically(this.file, contents);
    if (this.replaced.list !== path.join(this.outDir, FILE_LIST)) copyFileSync(path.join(this.outDir, FILE_LIST), this.replaced.list);
    pruneCaches(this.dir);
  }
}

/** Removes the caches of all but the `OUTPUTS_KEPT` outputs built last (each output's files share a name before the first dot). */
function pruneCaches(dir: string): void {
  const names = readdirSync(dir);
  const outputs = names.filter((name) => /^[\w-]{16}\.json$/.test(name)).map((name) => ({ name, time: statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }));
  if (outputs.length <= OUTPUTS_KEPT) return;
  const gone = new Set(outputs.sort((a, b) => b.time - a.time).slice(OUTPUTS_KEPT).map(({ name }) => name.slice(0, 16)));
  for (const name of names) if (gone.has(name.slice(0, 16))) rmSync(path.join(dir, name), { force: true });
}

function defaultCacheDir(): string {
  return path.resolve(import.meta.dirname, '../../node_modules/.cache/jabuticraft/build');
}

function readCacheFile(file: string): CacheFile | undefined {
  try {
    return JSON.parse(readText(file)) as CacheFile;
  } catch {
    return undefined;
  }
}
