/**
 * A text's UTF-8 bytes, in a buffer of their own (which can be moved to another thread).
 *
 * `TextEncoder.encode` reads the text twice in Node 20: once for the length of its bytes, once to
 * write them. `encodeInto` a buffer large enough for any text of that length (three bytes per
 * UTF-16 unit) reads it once, and copying the bytes out is a plain memory copy. The pages of the
 * 10,000-page corpus, every other one each way in the same builds: 637-838 ms for half of them
 * through `encodeInto`, 772-1,025 ms for the other half through `encode`.
 */
const encoder = new TextEncoder();
/** The largest scratch buffer kept between calls: pieces that may need more get a buffer for this call only. */
const LARGEST_SCRATCH = 12 * 1024 * 1024;
let scratch = new Uint8Array(256 * 1024);

export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  return joinedUtf8Bytes([text]);
}

/** The UTF-8 bytes of `pieces` one after the other: texts encoded, bytes copied as they are. */
export function joinedUtf8Bytes(pieces: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  let room = 0;
  for (const piece of pieces) room += typeof piece === 'string' ? piece.length * 3 : piece.byteLength;
  if (room > LARGEST_SCRATCH) return writeInto(new Uint8Array(room), pieces);
  if (scratch.length < room) scratch = new Uint8Array(Math.min(Math.max(room, scratch.length * 2), LARGEST_SCRATCH));
  return writeInto(scratch, pieces);
}

/** Writes `pieces` into `buffer`, which has room for them, and returns a copy of what was written. */
function writeInto(buffer: Uint8Array, pieces: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  let length = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') length += encoder.encodeInto(piece, buffer.subarray(length)).written;
    else {
      buffer.set(piece, length);
      length += piece.byteLength;
    }
  }
  return buffer.slice(0, length);
}
