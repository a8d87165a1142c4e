/**
 * How an object that is not plain data (a class instance) says what it stands for in a digest of
 * the values a page is made from (src/tools/value-digest.ts): the inputs it was made from, as plain
 * data, without the caches it fills as pages use it.
 */
export const DIGEST_PARTS = Symbol('digestParts');

export interface Digestible {
  [DIGEST_PARTS](): unknown;
}
