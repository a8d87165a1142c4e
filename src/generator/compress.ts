import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Encoding, ENCODINGS } from '../server/serving-rules.ts';

/**
 * Brotli 3 and gzip 2 for pages and search files: most of what compression saves, for a build that
 * stays fast. On 445 files (20.7 MB) of the 2,000-page corpus: Brotli 3 112 ms for 4.13 MB, Brotli 4
 * 210 ms for 3.91 MB, Brotli 2 87 ms for 4.18 MB; gzip 2 87 ms for 4.49 MB, gzip 6 (zlib's default)
 * 186 ms for 4.15 MB. With Brotli 4 and gzip 6, a build into an empty folder took 41 % longer than
 * without compression; with these, 27 %. Brotli 11 makes a wiki page 18 % smaller than 3 but takes
 * 90 times as long (150 pages of the 10,000-page corpus: 8,677 B in 0.36 ms a page at 3, 7,087 B
 * in 34 ms at 11): 340 s of CPU for the first build of 10,000 pages.
 *
 * The client's own scripts and stylesheet (`assets/*.js`, `assets/*.css`: some twenty files, about
 * 330 KB, loaded by every page and cached by browsers for good) are worth it: Brotli 11, which
 * makes them 14-21 % smaller for about 0.3 s of CPU. Like every file, each is compressed once per
 * content: a build over the previous site keeps the `.br` of a file whose bytes did not change
 * (folder-output.ts, build-cache.ts).
 */
const BROTLI_QUALITY = 3;
const BEST_BROTLI_QUALITY = 11;
const GZIP_LEVEL = 2;
const BEST_GZIP_LEVEL = 9;

/** The client's own bundle, directly under `assets/` (not Mermaid's folder, nor the sidebars' items). */
const CLIENT_BUNDLE = /^assets\/[^/]+\.(?:js|css)$/;

function brotli(bytes: Uint8Array, quality: number): Buffer {
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } });
}

/** The precompressed siblings of a file's bytes (`file`: its path in the site, `/`-separated): the suffix to add to its name, and their bytes. */
export function compressedSiblings(file: string, bytes: Uint8Array): { suffix: string; bytes: Buffer }[] {
  const best = CLIENT_BUNDLE.test(file);
  const compressors: Record<Encoding, () => Buffer> = {
    br: () => brotli(bytes, best ? BEST_BROTLI_QUALITY : BROTLI_QUALITY),
    gzip: () => gzipSync(bytes, { level: best ? BEST_GZIP_LEVEL : GZIP_LEVEL }),
  };
  return ENCODINGS.map(({ encoding, suffix }) => ({ suffix, bytes: compressors[encoding]() }));
}

/** True when two files' bytes, the same, would get the same `.br` and `.gz` (`compressedSiblings`). */
export function sameCompression(file: string, other: string): boolean {
  return CLIENT_BUNDLE.test(file) === CLIENT_BUNDLE.test(other);
}

export const SIBLING_SUFFIXES: readonly string[] = ENCODINGS.map(({ suffix }) => suffix);
