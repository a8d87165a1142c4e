/** Zipf-distributed choice of a rank: rank r (1-based) has weight 1 / r^exponent. */
import type { Random } from './random.ts';

export interface ZipfTable {
  readonly size: number;
  /** A rank from 0 (the most frequent) to `size - 1`. */
  sample(random: Random): number;
}

/**
 * A precomputed cumulative table, searched by bisection: a draw costs one random number and
 * log2(size) comparisons, so the corpus's millions of words stay fast to write.
 */
export function zipfTable(size: number, exponent = 1): ZipfTable {
  if (!Number.isInteger(size) || size < 1) throw new Error(`a Zipf table needs a positive size, got ${size}`);
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank++) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  const sample = (random: Random): number => {
    const target = random.next() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  return { size, sample };
}
