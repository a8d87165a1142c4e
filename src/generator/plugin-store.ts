/**
 * What a site's remark and rehype plugins made of each page in the previous builds over the same
 * output, kept on disk beside the Markdown store, with the files they looked at while making it:
 * a page whose key is the same (its text, front matter, the plugins' code and the generator's
 * version) and whose files are as they were is not given to the plugins again. The texts they made
 * go into a pack file that only grows, as the Markdown store's HTML does.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type FileRead, readsHold } from '../tools/file-reads.ts';
import { readText, writeJsonAtomically } from '../tools/ascii-json.ts';
import { endOfPieces, writePack } from './text-pack.ts';

/** Bumped when the files' format changes. */
const FORMAT = 1;

export type PluginKind = 'remark' | 'rehype';

/** What the plugins made: `text` (remark's body, rehype's HTML) and `excerpt` (rehype's) are undefined when they changed nothing. */
export interface PluginResult {
  text?: string;
  excerpt?: string;
  /** Whether remark's body is MDX. */
  mdx?: boolean;
  /** For each line of remark's body, the line of the page's it was written from (`alignedLines`). */
  lines?: number[];
  reads: FileRead[];
}

interface Entry {
  key: string;
  reads: FileRead[];
  text?: [number, number];
  excerpt?: [number, number];
  mdx?: boolean;
  lines?: number[];
}

type Entries = Record<PluginKind, Record<string, Entry>>;

export class PluginStore {
  private readonly indexFile: string;
  private readonly packFile: string;
  private stored: Entries | undefined;
  private pack: Buffer | undefined;
  private opened = false;
  /** This build's results, by kind and file: those found and those made. */
  private readonly used: Record<PluginKind, Map<string, { key: string; result: PluginResult; entry?: Entry }>> = { remark: new Map(), rehype: new Map() };

  /** `base`: the path of the build cache's file, without its extension. */
  constructor(
    base: string,
    private readonly generatorVersion: string,
  ) {
    this.indexFile = `${base}.plugins.json`;
    this.packFile = `${base}.plugins.pack`;
  }

  /** The key of what the plugins make of a page: `inputs`, all they are given but `text` (JSON), and `text`. */
  keyOf(inputs: unknown[], text: string): string {
    return createHash('sha256').update(JSON.stringify([this.generatorVersion, ...inputs])).update(text).digest('base64url').slice(0, 22);
  }

  /** What a previous build's plugins made of the file under this key, when the files they looked at are as they were. */
  get(kind: PluginKind, file: string, key: string): PluginResult | undefined {
    this.open();
    const entry = this.stored?.[kind][file];
    if (!entry || entry.key !== key || !this.pack || !readsHold(entry.reads)) return undefined;
    const piece = (range: [number, number] | undefined) => range && this.pack!.toString('utf8', range[0], range[1]);
    const result: PluginResult = { reads: entry.reads, ...(entry.text && { text: piece(entry.text) }), ...(entry.excerpt && { excerpt: piece(entry.excerpt) }), ...(entry.mdx !== undefined && { mdx: entry.mdx }), ...(entry.lines && { lines: entry.lines }) };
    this.used[kind].set(file, { key, result, entry });
    return result;
  }

  /** Keeps what the plugins made of a file in this build. */
  put(kind: PluginKind, file: string, key: string, result: PluginResult): void {
    this.used[kind].set(file, { key, result });
  }

  /** Writes this build's results when they are not the stored ones: new texts appended to the pack, or the pack anew when most of it would be unused. */
  save(): void {
    this.open();
    const kinds = ['remark', 'rehype'] as const;
    const unchanged = this.stored && kinds.every((kind) => this.used[kind].size === Object.keys(this.stored![kind]).length && [...this.used[kind].values()].every(({ entry }) => entry));
    if (unchanged || (!this.stored && kinds.every((kind) => this.used[kind].size === 0))) return;
    const bytes = (text: string | undefined) => (text === undefined ? 0 : Buffer.byteLength(text));
    const live = kinds.reduce((sum, kind) => [...this.used[kind].values()].reduce((total, { result }) => total + bytes(result.text) + bytes(result.excerpt), sum), 0);
    const entries: Entries = { remark: {}, rehype: {} };
    writePack(this.packFile, this.stored !== undefined, live, (append, rewrite) => {
      const appended = (text: string | undefined) => (text === undefined ? undefined : append(text));
      for (const kind of kinds) {
        for (const [file, { key, result, entry }] of this.used[kind]) {
          const text = entry && !rewrite ? entry.text : appended(result.text);
          const excerpt = entry && !rewrite ? entry.excerpt : appended(result.excerpt);
          entries[kind][file] = { key, reads: result.reads, ...(text && { text }), ...(excerpt && { excerpt }), ...(result.mdx !== undefined && { mdx: result.mdx }), ...(result.lines && { lines: result.lines }) };
        }
      }
    });
    writeJsonAtomically(this.indexFile, { format: FORMAT, entries });
  }

  /** Reads the stored results once, when a first page asks. */
  private open(): void {
    if (this.opened) return;
    this.opened = true;
    try {
      const index = JSON.parse(readText(this.indexFile)) as { format: number; entries: Entries };
      if (index.format !== FORMAT) return;
      const pack = readFileSync(this.packFile);
      // A pack cut short would give a piece past its end as a shorter text, silently: nothing of it is used.
      if (pack.length < endOfPieces(Object.values(index.entries).flatMap((byFile) => Object.values(byFile).flatMap((entry) => [entry.text, entry.excerpt])))) return;
      this.pack = pack;
      this.stored = index.entries;
    } catch {
      // Nothing stored yet, or not whole: every page is given to the plugins.
    }
  }
}
