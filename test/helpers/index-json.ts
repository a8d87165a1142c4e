import type { SerialisedIndex } from '../../src/search/index-format.ts';

/** An index as JSON gives it back: its postings (typed views in a build) as arrays. */
export function throughJson(index: SerialisedIndex): SerialisedIndex {
  return JSON.parse(JSON.stringify({ ...index, x: index.x.map((list) => Array.from(list)) })) as SerialisedIndex;
}
