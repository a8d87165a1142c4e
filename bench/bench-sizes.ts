/**
 * The page counts of the build section's corpora: 400, 2,000 and 10,000, or three others from
 * `BENCH_SIZES=100,300,600`, to run the section end to end in a minute or two (its budgets are
 * meant for the real sizes: figures of smaller corpora only show that each step runs).
 */
export interface BenchSizes {
  small: number;
  large: number;
  /** The corpus the peak memory, page weight and rebuild budgets are checked on. */
  huge: number;
}

export const DEFAULT_SIZES: BenchSizes = { small: 400, large: 2000, huge: 10_000 };

export function benchSizes(variable = process.env['BENCH_SIZES']): BenchSizes {
  if (variable === undefined || variable === '') return DEFAULT_SIZES;
  const counts = variable.split(',').map(Number);
  const [small, large, huge] = counts;
  if (counts.length !== 3 || !counts.every((count) => Number.isInteger(count) && count > 0) || !(small! < large! && large! < huge!)) {
    throw new Error(`BENCH_SIZES should be three increasing page counts, as 100,300,600; got "${variable}"`);
  }
  return { small: small!, large: large!, huge: huge! };
}
