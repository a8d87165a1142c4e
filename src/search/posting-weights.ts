/**
 * Which postings of a term the shards keep (write-shards.ts): at most `MAX_POSTINGS` in all and
 * `INLINE_POSTINGS` in the shard itself, the documents where the term weighs most, as a query of
 * that one word would rank them. At 10,000 pages the common words have 100,000 postings each, so
 * their columns are typed and reused from one term to the next.
 */
import { BOOST_OF_FIELD, normedTermWeight } from './execute.ts';
import { grown } from '../tools/grown.ts';

/** Each document's field and length in terms, by document number. */
export interface DocumentColumns {
  field: Uint8Array;
  length: Uint32Array;
}

/**
 * One term's postings as columns: its documents, in increasing order, and the count of the term
 * in each, the first `length` entries. (A posting an object, a word found in thousands of sections
 * cost as many allocations; JS arrays grown a push at a time, as many copies.)
 */
export interface Postings {
  documents: Int32Array<ArrayBuffer>;
  counts: Int32Array<ArrayBuffer>;
  length: number;
}

/**
 * Scratch columns, reused term after term and grown as needed: a word found in most sections of
 * 10,000 pages has 100,000 postings, whose columns and weights are garbage once its best are kept.
 */
const found: Postings = { documents: new Int32Array(4096), counts: new Int32Array(4096), length: 0 };
let weights = new Float64Array(4096);
let ordered = new Float64Array(4096);

/**
 * One term's documents (`encoded` as `SerialisedIndex.x` lists them), its best `keep` when it has
 * more, how many documents of each field hold it, and the weight of a posting (`weigh(postings,
 * weights)`) for cutting its lists. The postings kept may be the scratch columns: read them before
 * the next term's. `norms`: each document's `lengthNorm`.
 */
export function termPostings(documents: DocumentColumns, encoded: ArrayLike<number>, norms: Float64Array, keep: number): { kept: Postings; frequency: number[]; weigh: PostingWeight } {
  const frequency = BOOST_OF_FIELD.map(() => 0);
  let document = -1;
  let length = 0;
  for (let at = 0; at < encoded.length; at++) {
    const value = encoded[at]!;
    if (value < 0) {
      found.counts[length - 1] = -value;
    } else {
      if (length === found.documents.length) {
        found.documents = grown(found.documents);
        found.counts = grown(found.counts);
      }
      document += value;
      found.documents[length] = document;
      found.counts[length++] = 1;
      frequency[documents.field[document]!]! += 1;
    }
  }
  found.length = length;
  const weigh = postingWeight(documents, frequency, norms);
  return { kept: best(found, keep, weigh), frequency, weigh };
}


/** Writes the weight of each of `postings` into `into`. */
export type PostingWeight = (postings: Postings, into: Float64Array) => void;

/**
 * The score of one posting for its term alone (execute.ts's): only a term with more postings than
 * a shard keeps is ever cut, by this weight, so the kept documents come as a query of this one word
 * would rank all of them. The inverse document frequency, the same for every posting of a field, is
 * worked out once per field, and each document's length norm once per document (`norms`).
 */
function postingWeight(documents: DocumentColumns, frequency: readonly number[], norms: Float64Array): PostingWeight {
  const total = documents.field.length;
  const scale = frequency.map((count, field) => (1 + Math.log(total / (count + 1))) * BOOST_OF_FIELD[field]!);
  return (postings, into) => {
    for (let position = 0; position < postings.length; position++) {
      const document = postings.documents[position]!;
      const field = documents.field[document]!;
      into[position] = scale[field]! * normedTermWeight(postings.counts[position]!, norms[document]!, field);
    }
  };
}

/**
 * The `count` postings of highest weight (between equal weights, the earlier documents), in
 * document order: a threshold from the sorted weights, so that a word in 100,000 documents costs a
 * numeric sort.
 */
export function best(postings: Postings, count: number, weigh: PostingWeight): Postings {
  const total = postings.length;
  if (total <= count) return postings;
  if (weights.length < total) {
    weights = new Float64Array(Math.max(total, weights.length * 2));
    ordered = new Float64Array(weights.length);
  }
  weigh(postings, weights);
  ordered.set(weights.subarray(0, total));
  const threshold = orderStatistic(ordered.subarray(0, total), total - count);
  let equalKept = count;
  for (let position = 0; position < total; position++) if (weights[position]! > threshold) equalKept--;
  const kept: Postings = { documents: new Int32Array(count), counts: new Int32Array(count), length: 0 };
  for (let position = 0; position < total; position++) {
    const weight = weights[position]!;
    if (weight > threshold || (weight === threshold && equalKept-- > 0)) {
      kept.documents[kept.length] = postings.documents[position]!;
      kept.counts[kept.length++] = postings.counts[position]!;
    }
  }
  return kept;
}

/**
 * The value at `position` of `values` sorted in increasing order, found without sorting them all
 * (quickselect: each term with more postings than it keeps needs one, thousands of them).
 * Reorders `values`.
 */
function orderStatistic(values: Float64Array, position: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let left = low;
    let right = high;
    while (left <= right) {
      while (values[left]! < pivot) left++;
      while (values[right]! > pivot) right--;
      if (left <= right) {
        const swapped = values[left]!;
        values[left++] = values[right]!;
        values[right--] = swapped;
      }
    }
    if (position <= right) high = right;
    else if (position >= left) low = left;
    else break;
  }
  return values[position]!;
}
