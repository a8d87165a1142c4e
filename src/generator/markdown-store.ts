/**
 * The Markdown of the previous builds over the same output, kept on disk (beside build-cache.ts's
 * file): a file whose text, route and front matter are the same, rendered with the same site
 * inputs (configuration, texts, data, generator version), is not rendered again if every link,
 * image and colour it looked up still gives the same answer. Files that ran the site's own code
 * (components, partials) are always rendered again: that code is not in the key. What the site's
 * remark and rehype plugins made of a file is kept beside it (plugin-store.ts).
 *
 * The HTML goes into a pack file (html-pack.ts) as soon as it is rendered, and a page's HTML is
 * read from there when the page is drawn; an index names each file's piece of it.
 */
import { createHash } from 'node:crypto';
import type { StoredHtml } from '../model/page-html.ts';
import { ValueDigest } from '../tools/value-digest.ts';
import { htmlDigestOf } from './search-analyses.ts';
import { HtmlPack, markersOf, type PackRange } from './html-pack.ts';
import { endOfPieces } from './text-pack.ts';
import { forgetIndex, type JournaledIndex, readJournaledIndex, writeJournaledIndex } from './journaled-index.ts';
import type { SourceFile } from './load.ts';
import { PluginStore } from './plugin-store.ts';
import { bodyDigestOf } from './source-facts.ts';
import type { RenderedSource } from './page-plan.tsx';

/** Bumped when the files' format changes. */
const FORMAT = 6;

/** A link, image, linked file, code colours or theme component a file's Markdown looked up, and what the answer was (as JSON). */
export interface Lookup {
  /** `theme`: whether the site has its own `@theme/X` (a page showing Docusaurus's Tabs is rendered again once the site swizzles them). */
  kind: 'link' | 'route' | 'image' | 'file' | 'colours' | 'theme';
  target: string;
  /** The file that looked it up, inside the source's area: the page, or a partial it imports. */
  rel: string;
  answer: string;
}

export interface StoredMarkdown {
  lookups: Lookup[];
  result: RenderedSource;
}

/** A result without its HTML, and where its HTML and excerpt are in the pack; its HTML's digest (`htmlDigestOf`) and the `HTML_MARKERS` it holds. */
interface IndexEntry {
  key: string;
  lookups: Lookup[];
  result: Omit<RenderedSource, 'html' | 'excerptHtml'>;
  html: PackRange;
  htmlDigest: string;
  markers: string[];
  excerpt?: PackRange;
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
  private pack: HtmlPack | undefined;
  private inputsKey: string | undefined;
  private routesKey = '';
  /** What the site's plugins made of each page (kept beside this store, written with it). */
  readonly plugins: PluginStore;
  /** Whether the routes are those the stored links were resolved in: their answers need no new look. */
  sameRoutes = false;
  /** This build's entries, by file: those found (`kept`) and those rendered. */
  private readonly used = new Map<string, { entry: IndexEntry; kept: boolean }>();

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
    const usable = index?.head?.format === FORMAT && index.head.inputs === this.inputsKey;
    this.pack?.close();
    this.pack = new HtmlPack(this.packFile, usable && endOfPieces(Object.values(index.entries).flatMap(piecesOf)));
    if (usable && !this.pack.fresh) {
      this.stored = index;
      this.sameRoutes = index.head.routes === this.routesKey;
    }
    return true;
  }

  /** The key of a file's rendering: everything of the source that rendering reads, and the route. */
  keyOf(source: SourceFile, route: string): string {
    const { file, absolute, rel, area, bodyStartLine, frontMatter, contentTitle } = source;
    return createHash('sha256').update(JSON.stringify([file, absolute, rel, area, route, bodyStartLine, frontMatter, contentTitle, bodyDigestOf(source)])).digest('base64url').slice(0, 22);
  }

  /** What the previous build stored for this file with this key. */
  get(file: string, key: string): StoredMarkdown | undefined {
    const entry = this.stored?.entries[file];
    if (!entry || entry.key !== key || !this.pack) return undefined;
    this.used.set(file, { entry, kept: true });
    return { lookups: entry.lookups, result: this.resultOf(entry, this.pack) };
  }

  /** Keeps a file's new rendering: the same, its HTML read from the pack from now on. */
  put(file: string, key: string, lookups: Lookup[], result: RenderedSource): RenderedSource {
    if (!this.pack || typeof result.html !== 'string') return result;
    const { html, excerptHtml, ...rest } = result;
    const entry: IndexEntry = { key, lookups, result: rest, html: this.pack.append(html), htmlDigest: htmlDigestOf(html), markers: markersOf(html), ...(excerptHtml !== undefined && { excerpt: this.pack.append(excerptHtml) }) };
    this.used.set(file, { entry, kept: false });
    return this.resultOf(entry, this.pack, excerptHtml);
  }

  /** A stored rendering, its keys in the same order whether it was found or just rendered (a page's digest reads them in order). */
  private resultOf(entry: IndexEntry, pack: HtmlPack, excerptHtml = entry.excerpt && pack.read(entry.excerpt)): RenderedSource {
    const { route, ...rest } = entry.result;
    const html: StoredHtml = pack.stored(entry.html, entry.htmlDigest, entry.markers);
    return { route, html, ...rest, ...(excerptHtml !== undefined && { excerptHtml }) };
  }

  /** Writes the entries of this build: the pack holds their HTML already (written anew when most of it is no longer named). */
  save(): void {
    this.plugins.save();
    if (this.inputsKey === undefined || !this.pack) return;
    // Every file's stored rendering used again, none gone, the same routes: the files on disk are what this build would write (19 MB of index at 10,000 pages).
    const unchanged = this.stored?.head.routes === this.routesKey && this.used.size === Object.keys(this.stored.entries).length && [...this.used.values()].every(({ kept }) => kept);
    if (unchanged) return this.pack.close();
    const entries: Record<string, IndexEntry> = {};
    for (const [file, { entry }] of this.used) entries[file] = entry;
    const live = Object.values(entries).flatMap(piecesOf);
    const replaced = this.pack.commit(live, () => forgetIndex(this.indexFile));
    writeJournaledIndex(this.indexFile, { format: FORMAT, inputs: this.inputsKey, routes: this.routesKey }, entries, replaced ? undefined : this.stored);
  }
}

/** The pieces of the pack an entry names: its HTML, and its excerpt when it has one. */
function piecesOf(entry: IndexEntry): PackRange[] {
  return entry.excerpt ? [entry.html, entry.excerpt] : [entry.html];
}
