import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Encoding, ENCODINGS } from '../server/serving-rules.ts';

/**
 * Brotli 3 and gzip 2: most of what compression saves, for a build that stays fast. On 445 files
 * (20.7 MB) of the 2,000-page corpus: Brotli 3 112 ms for 4.13 MB, Brotli 4 210 ms for 3.91 MB,
 * Brotli 2 87 ms for 4.18 MB; gzip 2 87 ms for 4.49 MB, gzip 6 (zlib's default) 186 ms for
 * 4.15 MB. (Brotli 11 took 70 times as long as 5 on this site, for 9 % less.) With Brotli 4 and
 * gzip 6, a build into an empty folder took 41 % longer than without compression; with these, 27 %.
 */
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 2;

const compressors: Record<Encoding, (bytes: Uint8Array) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
  gzip: (bytes) => gzipSync(bytes, { level: GZIP_LEVEL }),
};

/** The precompressed siblings of a file's bytes: the suffix to add to its name, and their bytes. */
export function compressedSiblings(bytes: Uint8Array): { suffix: string; bytes: Buffer }[] {
  return ENCODINGS.map(({ encoding, suffix }) => ({ suffix, bytes: compressors[encoding](bytes) }));
}

export const SIBLING_SUFFIXES: readonly string[] = ENCODINGS.map(({ suffix }) => suffix);
