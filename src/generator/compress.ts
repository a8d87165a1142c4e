import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Encoding, ENCODINGS } from '../server/serving-rules.ts';

/**
 * Brotli 5 and gzip 2 for pages and search files: most of what compression saves, for a build that
 * stays fast. This site's 1,823 compressible files (11.2 MB), 2026-11-29: Brotli 3 3.46 MB in
 * 138 ms, 4 3.35 MB in 195 ms, 5 3.22 MB in 253 ms (7 % fewer bytes than 3 for 0.06 ms a file); 150 of
 * its wiki pages: 7,516 B a page at 3, 6,856 at 5 (9 % less), 6,798 at 9, 6,202 at 11 (25 ms a page,
 * 55 times 5's). Quality 6 to 9 save under 1 % more than 5, and 10 and 11 cost 10 to 25 ms a page: 250 s
 * of CPU for the first build of 10,000 pages. Earlier (2,000-page corpus): gzip 2 87 ms for 4.49 MB,
 * gzip 6 (zlib's default) 186 ms for 4.15 MB.
 *
 * The client's own scripts and stylesheet (`assets/*.js`, `assets/*.css`: some twenty files, about
 * 330 KB, loaded by every page and cached by browsers for good) are worth it: Brotli 11, which
 * makes them 14-21 % smaller for about 0.3 s of CPU. Like every file, each is compressed once per
 * content: a build over the previous site keeps the `.br` of a file whose bytes did not change
 * (folder-output.ts, build-cache.ts).
 */
const BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;
const GZIP_LEVEL = 2;
const BEST_GZIP_LEVEL = 9;
/**
 * The qualities above, as the list of a build's files records them (file-list.ts): siblings that an
 * older build made at other qualities are made again, so a build over an older site writes the bytes
 * of a build from scratch.
 */
export const COMPRESSION_RECIPE = `br${BROTLI_QUALITY}-${BEST_BROTLI_QUALITY}.gz${GZIP_LEVEL}-${BEST_GZIP_LEVEL}`;

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
