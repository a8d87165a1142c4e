/**
 * The Markdown of the previous builds over the same output, kept on disk (beside build-cache.ts's
 * file): a file whose text, route and front matter are the same, rendered with the same site
 * inputs (configuration, texts, data, generator version), is not rendered again if every link,
 * image and colour it looked up still gives the same answer. Files that ran the site's own code
 * (components, partials) are always rendered again: that code is not in the key. What the site's
 * remark and rehype plugins made of a file is kept beside it (plugin-store.ts).
 *
 * The HTML goes into a pack file that only grows (new renderings are appended, and it is written
 * anew when most of it is no longer used); an index names each file's piece of it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ValueDigest } from '../tools/value-digest.ts';
import { htmlDigestOf } from './search-analyses.ts';
import { type JournaledIndex, readJournaledIndex, writeJournaledIndex } from './journaled-index.ts';
import type { SourceFile } from './load.ts';
import { PluginStore } from './plugin-store.ts';
import { writePack } from './text-pack.ts';
import type { RenderedSource } from './page-plan.tsx';

/** Bumped when the files' format changes. */
const FORMAT = 4;

/** A link, image, linked file or code colours a file's Markdown looked up, and what the answer was (as JSON). */
export interface Lookup {
  kind: 'link' | 'route' | 'image' | 'file' | 'colours';
  target: string;
  /** The file that looked it up, inside the source's area: the page, or a partial it imports. */
  rel: string;
  answer: string;
}

export interface StoredMarkdown {
  lookups: Lookup[];
  result: RenderedSource;
}

/** A result without its HTML, and where its HTML and excerpt are in the pack: [start, end] in bytes; and its HTML's digest (`htmlDigestOf`). */
interface IndexEntry {
  key: string;
  lookups: Lookup[];
  result: Omit<RenderedSource, 'html' | 'excerptHtml'>;
  html: [number, number];
  htmlDigest: string;
  excerpt?: [number, number];
}

/** What every entry of the index holds for. */
interface StoreHead {
  format: number;
  /** The digest of the site inputs every file is rendered with. */
  inputs: string;
  /** The digest of the routes the stored links were resolved in (every entry's links hold in them). */
  routes: string;
}

export class MarkdownStore {
  private readonly indexFile: string;
  private readonly packFile: string;
  private stored: JournaledIndex<StoreHead, IndexEntry> | undefined;
  private pack: Buffer | undefined;
  private inputsKey: string | undefined;
  private routesKey = '';
  /** What the site's plugins made of each page (kept beside this store, written with it). */
  readonly plugins: PluginStore;
  /** Whether the routes are those the stored links were resolved in: their answers need no new look. */
  sameRoutes = false;
  /** The digest (`htmlDigestOf`) of each HTML this build found or rendered, by the HTML: a page's digest reads it instead of hashing the HTML again. */
  readonly htmlDigests = new Map<string, string>();
  /** This build's entries, by file: those found and those rendered. */
  private readonly used = new Map<string, { key: string; lookups: Lookup[]; result: RenderedSource; htmlDigest: string; entry?: IndexEntry }>();

  /** `base`: the path of the build cache's file, without its extension; `generatorVersion`: part of every key. */
  constructor(
    base: string,
    private readonly generatorVersion: string,
  ) {
    this.indexFile = `${base}.markdown.json`;
    this.packFile = `${base}.markdown.pack`;
    this.plugins = new PluginStore(base, generatorVersion);
  }

  /**
   * Starts a build whose files render with `inputs` (anything the digest can read) and link to
   * `routeByFile`: what was stored with other inputs is not read. False when the inputs cannot be
   * digested (a value that says nothing of what it holds): nothing is stored then.
   */
  open(inputs: unknown, routeByFile: ReadonlyMap<string, string>): boolean {
    try {
      this.inputsKey = new ValueDigest().of([this.generatorVersion, inputs]);
    } catch {
      return false;
    }
    const routes = createHash('sha256');
    for (const [file, route] of routeByFile) routes.update(`${file}\0${route}\n`);
    this.routesKey = routes.digest('base64url').slice(0, 22);
    const index = readJournaledIndex<StoreHead, IndexEntry>(this.indexFile);
    if (index?.head?.format === FORMAT && index.head.inputs === this.inputsKey) {
      try {
        this.pack = readFileSync(this.packFile);
        this.stored = index;
        this.sameRoutes = index.head.routes === this.routesKey;
      } catch {
        this.stored = undefined;
      }
    }
    return true;
  }

  /** The key of a file's rendering: everything of the source that rendering reads, and the route. */
  keyOf(source: SourceFile, route: string): string {
    const { file, absolute, rel, area, body, bodyStartLine, frontMatter, contentTitle } = source;
    return createHash('sha256').update(JSON.stringify([file, absolute, rel, area, route, bodyStartLine, frontMatter, contentTitle])).update(body).digest('base64url').slice(0, 22);
  }

  /** What the previous build stored for this file with this key. */
  get(file: string, key: string): StoredMarkdown | undefined {
    const entry = this.stored?.entries[file];
    if (!entry || entry.key !== key || !this.pack) return undefined;
    const { route, ...rest } = entry.result;
    const result: RenderedSource = { route, html: this.pack.toString('utf8', entry.html[0], entry.html[1]), ...rest };
    if (entry.excerpt) result.excerptHtml = this.pack.toString('utf8', entry.excerpt[0], entry.excerpt[1]);
    this.used.set(file, { key, lookups: entry.lookups, result, htmlDigest: entry.htmlDigest, entry });
    this.htmlDigests.set(result.html, entry.htmlDigest);
    return { lookups: entry.lookups, result };
  }

  /** Keeps a file's new rendering. */
  put(file: string, key: string, lookups: Lookup[], result: RenderedSource): void {
    if (this.inputsKey === undefined) return;
    const htmlDigest = htmlDigestOf(result.html);
    this.used.set(file, { key, lookups, result, htmlDigest });
    this.htmlDigests.set(result.html, htmlDigest);
  }

  /** The digest of the HTML of `result`, a file's rendering kept in this build (`htmlDigestOf`), without reading it again: search knows a page it read before by it. */
  htmlDigest(file: string, result: RenderedSource): string | undefined {
    const used = this.used.get(file);
    return used?.result === result ? used.htmlDigest : undefined;
  }

  /** Writes the entries of this build: new renderings appended to the pack, or the pack anew when most of it would be unused. */
  save(): void {
    this.plugins.save();
    if (this.inputsKey === undefined) return;
    // Every file's stored rendering used again, none gone, the same routes: the files on disk are what this build would write (19 MB of index at 10,000 pages).
    const unchanged = this.stored?.head.routes === this.routesKey && this.used.size === Object.keys(this.stored.entries).length && [...this.used.values()].every(({ entry }) => entry);
    if (unchanged) return;
    const live = [...this.used.values()].reduce((sum, { entry, result }) => sum + (entry ? entry.html[1] - entry.html[0] + (entry.excerpt ? entry.excerpt[1] - entry.excerpt[0] : 0) : Buffer.byteLength(result.html) + Buffer.byteLength(result.excerptHtml ?? '')), 0);
    const entries: Record<string, IndexEntry> = {};
    writePack(this.packFile, this.stored !== undefined, live, (append, rewrite) => {
      for (const [file, { key, lookups, result, htmlDigest, entry }] of this.used) {
        if (entry && !rewrite) {
          entries[file] = entry;
          continue;
        }
        const { html, excerptHtml, ...rest } = result;
        entries[file] = { key, lookups, result: rest, html: append(html), htmlDigest, ...(excerptHtml !== undefined && { excerpt: append(excerptHtml) }) };
      }
    });
    writeJournaledIndex(this.indexFile, { format: FORMAT, inputs: this.inputsKey, routes: this.routesKey }, entries, this.stored);
  }
}
