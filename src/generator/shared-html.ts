import { joinedUtf8Bytes, utf8Bytes } from '../tools/utf8-bytes.ts';

/**
 * The parts of HTML that every page holds the same (a navbar, the footer, the end of the head):
 * 12 of a wiki page's 26 KB. A page is rendered with a mark in place of each (`mark`), and
 * `encode` writes the part's bytes, encoded once per build, where its mark is: encoding the
 * pages' text to UTF-8 was the largest cost of writing them (10,000 pages: 0.6-0.8 s of the main
 * thread, for 260 MB), and a page without its shared parts is half the text.
 */
export class SharedHtml {
  private readonly parts: Uint8Array[] = [];
  /** Marks hold a NUL, which no page's own HTML does, and a token of this build: text can never pass for one. */
  private readonly token = `\u0000${Math.random().toString(36).slice(2, 10)}:`;
  private readonly marks = new RegExp(`${this.token}(\\d+)\u0000`);

  /** The mark that stands for `html` in a page: `encode` puts its bytes there. */
  mark(html: string): string {
    this.parts.push(utf8Bytes(html));
    return `${this.token}${this.parts.length - 1}\u0000`;
  }

  /** The UTF-8 bytes of a page, each mark replaced with its part's bytes. */
  encode(page: string): Uint8Array<ArrayBuffer> {
    if (!page.includes(this.token)) return utf8Bytes(page);
    // Split around a capturing group: the part numbers are every other piece.
    const pieces: (string | Uint8Array)[] = page.split(this.marks);
    for (let index = 1; index < pieces.length; index += 2) pieces[index] = this.parts[Number(pieces[index])]!;
    return joinedUtf8Bytes(pieces);
  }
}
