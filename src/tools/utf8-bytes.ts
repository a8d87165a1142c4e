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
/** Texts longer than this (in UTF-16 units) are encoded at once: the scratch buffer stays under 12 MB. */
const LONGEST_SCRATCH_TEXT = 4 * 1024 * 1024;
let scratch = new Uint8Array(256 * 1024);

export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  return joinedUtf8Bytes([text]);
}

/** The UTF-8 bytes of `pieces` one after the other: texts encoded, bytes copied as they are. */
export function joinedUtf8Bytes(pieces: readonly (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  let room = 0;
  for (const piece of pieces) room += typeof piece === 'string' ? piece.length * 3 : piece.byteLength;
  if (room > LONGEST_SCRATCH_TEXT * 3) return encoder.encode(pieces.map((piece) => (typeof piece === 'string' ? piece : new TextDecoder().decode(piece))).join(''));
  if (scratch.length < room) scratch = new Uint8Array(Math.min(Math.max(room, scratch.length * 2), LONGEST_SCRATCH_TEXT * 3));
  let length = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') length += encoder.encodeInto(piece, scratch.subarray(length)).written;
    else {
      scratch.set(piece, length);
      length += piece.byteLength;
    }
  }
  return scratch.slice(0, length);
}
