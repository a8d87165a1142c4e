/**
 * The texts of the pages the search worker remembers (search-analyses.ts), in a file of their own
 * beside the analyses, read a page at a time and only when asked: after one edit of a 10,000-page
 * site, the texts of three text files are read, not 48 M characters (0.5 s of reading and decoding
 * on the build's critical path, and as much again to hash and write them).
 *
 * The file starts with the name of the analyses it goes with (`TEXTS_ID_BYTES` ASCII characters),
 * which the analyses file names too: a build stopped between writing the two leaves a pair that
 * does not hold, read as no analyses at all.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { HitType, SearchDocument } from '../search/types.ts';

/** Characters of the name that starts the file. */
export const TEXTS_ID_BYTES = 16;

/** An open texts file. */
export class TextsFile {
  /** Its bytes when it was opened: analyses that name texts past them do not hold (a file cut short). */
  readonly size: number;

  private constructor(private readonly descriptor: number) {
    this.size = fstatSync(descriptor).size;
  }

  /** The file at `file` when it starts with `id`; else none. */
  static open(file: string, id: string): TextsFile | undefined {
    const descriptor = openSync(file, 'r');
    const head = Buffer.alloc(TEXTS_ID_BYTES);
    if (readSync(descriptor, head, 0, TEXTS_ID_BYTES, 0) === TEXTS_ID_BYTES && head.toString('latin1') === id) return new TextsFile(descriptor);
    closeSync(descriptor);
    return undefined;
  }

  /** `length` bytes from `at`. */
  read(at: number, length: number): Uint8Array {
    const bytes = Buffer.allocUnsafe(length);
    for (let done = 0; done < length; ) {
      const read = readSync(this.descriptor, bytes, done, length - done, at + done);
      if (read === 0) throw new Error('the search texts file is shorter than its analyses say');
      done += read;
    }
    return bytes;
  }

  close(): void {
    closeSync(this.descriptor);
  }
}

const fromUtf8 = new TextDecoder();

/** One page's texts in a texts file: its documents' texts one after the other, in UTF-8, and each one's length (UTF-16 code units). */
export class StoredTexts {
  private decoded: string[] | undefined;

  constructor(
    private readonly file: TextsFile,
    private readonly at: number,
    private readonly byteLength: number,
    readonly lengths: readonly number[],
  ) {}

  /** The bytes, as the file holds them. */
  bytes(): Uint8Array {
    return this.file.read(this.at, this.byteLength);
  }

  /** The document at `position`'s text; the page's texts are read once, when the first is asked for. */
  text(position: number): string {
    if (!this.decoded) {
      const joined = fromUtf8.decode(this.bytes());
      this.decoded = [];
      for (let start = 0, document = 0; document < this.lengths.length; document++) this.decoded.push(joined.slice(start, (start += this.lengths[document]!)));
    }
    return this.decoded[position]!;
  }
}

/** A document of a remembered page: what a hit shows, and its text's length; its text read from the file when asked for. */
export class StoredDocument implements SearchDocument {
  constructor(
    readonly t: string,
    readonly u: string,
    readonly b: string[],
    readonly type: HitType,
    readonly h: string,
    readonly s: string,
    private readonly texts: StoredTexts,
    private readonly position: number,
  ) {}

  get textLength(): number {
    return this.texts.lengths[this.position]!;
  }

  get text(): string {
    return this.texts.text(this.position);
  }
}
