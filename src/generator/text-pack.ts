/**
 * A pack file of texts that only grows, as the plugin store keeps the site plugins' results: each
 * build's new texts are appended to it at the build's end, and it is written anew when most of it
 * would be unused. An index elsewhere names each text's piece, [start, end] in bytes. (The Markdown
 * store's HTML is written as it is rendered and read back when its page is drawn: html-pack.ts.)
 */
import { closeSync, mkdirSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes this build's texts into the pack `file`: `fill` appends each text it is given `append` for
 * and keeps the pieces it names. Appended to the pack when it holds the previous build's (`extendsPrevious`)
 * and at most twice the bytes still named (`liveBytes`); otherwise `rewrite` is true, the texts kept
 * from before are to be appended again too, and the new pack takes the old one's place at the end.
 */
export function writePack(file: string, extendsPrevious: boolean, liveBytes: number, fill: (append: (text: string) => [number, number], rewrite: boolean) => void): void {
  let packSize = extendsPrevious ? (statSync(file, { throwIfNoEntry: false })?.size ?? 0) : 0;
  const rewrite = !extendsPrevious || packSize > 2 * liveBytes;
  if (rewrite) packSize = 0;
  mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}`;
  const descriptor = openSync(rewrite ? scratch : file, rewrite ? 'w' : 'a');
  try {
    fill((text) => {
      const written = writeSync(descriptor, Buffer.from(text));
      packSize += written;
      return [packSize - written, packSize];
    }, rewrite);
  } finally {
    closeSync(descriptor);
  }
  if (rewrite) renameSync(scratch, file);
}

/** Where the last of `pieces` ends: a pack shorter than that was cut short, and none of it is read. */
export function endOfPieces(pieces: Iterable<readonly [number, number] | undefined>): number {
  let end = 0;
  for (const piece of pieces) if (piece && piece[1] > end) end = piece[1];
  return end;
}
