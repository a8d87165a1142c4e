import { isAscii } from 'node:buffer';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * The build's own files of JSON (its caches) are written in ASCII, every other character as a
 * `\u` escape, and read back as one-byte text: decoding the UTF-8 of the 20 MB Markdown index of a
 * 10,000-page pt-BR site took 100-140 ms of a rebuild on a slow machine; as Latin-1, 17 ms.
 */

/** `value` as JSON in ASCII. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NOT_ASCII, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const NOT_ASCII = /[\u0080-\uffff]/g;

/**
 * Writes `value` as JSON (`asciiJson`) at `file`, whole or not at all: into a scratch file beside
 * it (named by process and thread, as two builds or a build's threads may write at once), then
 * renamed. Its folder is made.
 */
export function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}-${threadId}`;
  writeFileSync(scratch, asciiJson(value));
  renameSync(scratch, file);
}

/** The text of `file`: decoded as one-byte text when it is ASCII alone, else as UTF-8 (a file an older build wrote). Throws as `readFileSync`. */
export function readText(file: string): string {
  const bytes = readFileSync(file);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}
