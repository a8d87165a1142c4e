/**
 * The Markdown store's pack of HTML (markdown-store.ts), read and written while the build runs: a
 * page's HTML goes to disk as soon as it is rendered and is read back when its page is drawn, so
 * the build holds no page's HTML longer than that page needs it.
 *
 * Pieces are appended to the previous build's pack, which a failed build leaves with unnamed bytes
 * at its end (the index still names the pieces it named); a build that finds no usable pack writes
 * a new one beside it, which takes its place when the build's index is saved (`commit`). A pack
 * that names less than half of its bytes is written anew at `commit`.
 */
import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { DIGEST_PARTS } from '../model/digest-parts.ts';
import type { StoredHtml } from '../model/page-html.ts';
import { DIAGRAM_MARKER } from '../markdown/markdown-fragment.ts';
import { DOC_CARD_LIST_MARKER } from '../markdown/mdx/theme-components.ts';

/** Where a piece is in the pack: [start, end] in bytes. */
export type PackRange = [number, number];

/** What every page is asked of its HTML (a card list to place, a diagram to draw): answered from the index, the HTML unread. */
export const HTML_MARKERS: readonly string[] = [DOC_CARD_LIST_MARKER, DIAGRAM_MARKER];

export class HtmlPack {
  private descriptor: number;
  private size: number;
  /** Whether the pack is a new file beside `file`, to take its place at `commit`: the previous pack was not usable. */
  readonly fresh: boolean;

  /**
   * `previous`: how many bytes the pack at `file` holds at least, when the store's index names pieces
   * of it; a new pack is begun when there is none or when it is shorter (cut short, its pieces are not read).
   */
  constructor(
    private readonly file: string,
    previous: number | false,
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.fresh = previous === false || (statSync(file, { throwIfNoEntry: false })?.size ?? -1) < previous;
    this.descriptor = openSync(this.fresh ? scratchOf(file) : file, this.fresh ? 'w+' : 'a+');
    this.size = fstatSync(this.descriptor).size;
  }

  append(text: string): PackRange {
    const start = this.size;
    this.size += writeSync(this.descriptor, Buffer.from(text));
    return [start, this.size];
  }

  read([start, end]: PackRange): string {
    if (this.descriptor < 0) throw new Error(`the Markdown store's pack ${this.file} is closed: a page's HTML was read after the build's cache was saved`);
    const bytes = Buffer.allocUnsafe(end - start);
    for (let done = 0; done < bytes.length; ) {
      const read = readSync(this.descriptor, bytes, done, bytes.length - done, start + done);
      if (read === 0) throw new Error(`the Markdown store's pack ${this.file} holds ${fstatSync(this.descriptor).size} bytes, and the piece it names ends at ${end}`);
      done += read;
    }
    return bytes.toString('utf8');
  }

  /** The HTML of `range`, kept here, standing for `digest` in a page's inputs; `markers`: the `HTML_MARKERS` it holds. */
  stored(range: PackRange, digest: string, markers: readonly string[]): StoredHtml {
    return new PackedHtml(this, range, digest, markers);
  }

  /**
   * Makes the pack the one at `file`, holding at least the pieces `live` names, and closes it: no
   * piece can be read after. Returns whether it took the place of another file (a new pack, or the
   * old one written anew with only the `live` pieces, each range rewritten in place): the index that
   * names them is then to be written whole. `forgetIndex` is called first, so that a crash never leaves
   * an index naming the old pack's pieces beside the new pack.
   */
  commit(live: readonly PackRange[], forgetIndex: () => void): boolean {
    const liveBytes = live.reduce((sum, [start, end]) => sum + end - start, 0);
    if (!this.fresh && this.size <= 2 * liveBytes) {
      this.close();
      return false;
    }
    if (!this.fresh) {
      const scratch = openSync(scratchOf(this.file), 'w');
      let size = 0;
      for (const range of live) {
        const written = writeSync(scratch, Buffer.from(this.read(range)));
        range[0] = size;
        range[1] = size += written;
      }
      closeSync(scratch);
    }
    this.close();
    forgetIndex();
    renameSync(scratchOf(this.file), this.file);
    return true;
  }

  /** Closes the pack: what this build appended to a new one is not saved. */
  close(): void {
    if (this.descriptor < 0) return;
    closeSync(this.descriptor);
    this.descriptor = -1;
  }
}

class PackedHtml implements StoredHtml {
  constructor(
    private readonly pack: HtmlPack,
    private readonly range: PackRange,
    readonly digest: string,
    private readonly markers: readonly string[],
  ) {}

  text(): string {
    return this.pack.read(this.range);
  }

  includes(marker: string): boolean {
    return HTML_MARKERS.includes(marker) ? this.markers.includes(marker) : this.text().includes(marker);
  }

  [DIGEST_PARTS](): unknown {
    return this.digest;
  }
}

/** The `HTML_MARKERS` `html` holds. */
export function markersOf(html: string): string[] {
  return HTML_MARKERS.filter((marker) => html.includes(marker));
}

function scratchOf(file: string): string {
  return `${file}.new`;
}
