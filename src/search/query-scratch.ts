/**
 * Per-document working arrays of `executeQuery`, kept between queries and cleared where a query
 * wrote: a query touches a few hundred documents, and allocating arrays of every document of a
 * 10,000-page context on each keystroke cost more than the scoring.
 */
export interface Scratch {
  total: Float64Array;
  matched: Uint8Array;
  /** Which positive term queries matched each document, one bit each (the first 32). */
  matchedBy: Uint32Array;
  requiredMatched: Uint8Array;
  prohibited: Uint8Array;
  /** A term query's score of each document, -1 where it has none. */
  scores: Float64Array;
}

let scratch: Scratch | undefined;

export function scratchFor(documentCount: number): Scratch {
  if (!scratch || scratch.total.length < documentCount) {
    scratch = {
      total: new Float64Array(documentCount),
      matched: new Uint8Array(documentCount),
      matchedBy: new Uint32Array(documentCount),
      requiredMatched: new Uint8Array(documentCount),
      prohibited: new Uint8Array(documentCount),
      scores: new Float64Array(documentCount).fill(-1),
    };
  }
  return scratch;
}
