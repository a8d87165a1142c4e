/**
 * How many pages each folder of the generated wiki holds, as in a real wiki: category sizes follow
 * a power law (rank k holds about largest / k^α pages, α near 1) from the largest category down to
 * three pages, and one game mode holds over half the pages. At 2,000 pages: 6 modes, the largest
 * over 1,000 pages, categories of 3 to 400 pages; the largest category grows with the square root
 * of the page count up to a bound of its shape (plan.ts; 400 pages with index pages, 158 at 400,
 * where it is held to 40 % of the category pages), as a folder of a real wiki does not grow past
 * what a reader scrolls through.
 */

/** The smallest category: its index and two pages. */
export const MIN_CATEGORY = 3;
/** The largest category holds at most this share of the category pages (for small corpora). */
const LARGEST_CATEGORY_SHARE = 0.4;
/** Share of the category pages aimed at for the main game mode. */
const MAIN_MODE_SHARE = 0.56;
const MAX_MODES = 10;

/** 3 modes up to about 140 pages, then one more each time the page count doubles, up to 10. */
export function modeCount(pageCount: number): number {
  if (pageCount < 3) return pageCount;
  return Math.min(MAX_MODES, Math.max(3, Math.round(Math.log2(pageCount / 25))));
}

/** The largest category at 2,000 pages, and the most it grows to with the page count. */
export interface LargestCategory {
  at2000: number;
  max: number;
}

export function largestCategory(pageCount: number, categoryPages: number, largest: LargestCategory): number {
  const scaled = Math.min(largest.max, Math.round(largest.at2000 * Math.sqrt(pageCount / 2000)));
  return Math.max(MIN_CATEGORY, Math.min(scaled, Math.floor(categoryPages * LARGEST_CATEGORY_SHARE)));
}

/**
 * Sizes, largest first, that add up to `total`: `largest / k^α` for k = 1…K, with α chosen so that
 * the K-th is `MIN_CATEGORY`, and K the smallest count that reaches the total; the few pages over
 * it are taken off the categories after the largest.
 */
export function categorySizes(total: number, largest: number): number[] {
  if (total <= 0) return [];
  if (total <= largest || total < 2 * MIN_CATEGORY) return [total];
  const maxCount = Math.floor(total / MIN_CATEGORY);
  let sizes: number[] = [largest];
  for (let count = 2; count <= maxCount && sum(sizes) < total; count++) sizes = powerLaw(largest, count);
  let excess = sum(sizes) - total;
  while (excess > 0) {
    let taken = 0;
    for (let i = 1; i < sizes.length && taken < excess; i++) {
      if ((sizes[i] as number) > MIN_CATEGORY) {
        sizes[i] = (sizes[i] as number) - 1;
        taken++;
      }
    }
    if (taken === 0) sizes[0] = (sizes[0] as number) - excess;
    excess = taken === 0 ? 0 : excess - taken;
  }
  if (excess < 0) sizes[1] = (sizes[1] ?? 0) - excess;
  return sizes.sort((a, b) => b - a);
}

function powerLaw(largest: number, count: number): number[] {
  const exponent = Math.log(largest / MIN_CATEGORY) / Math.log(count);
  return Array.from({ length: count }, (_, k) => Math.max(MIN_CATEGORY, Math.round(largest / (k + 1) ** exponent)));
}

/**
 * Deals the categories (largest first) to the modes, each to the mode furthest below its aim: the
 * main mode aims at 56 % of the pages, the others at shares of the rest falling as 1/k. Then, if
 * the main mode's categories hold fewer than `mainMinimum` pages (in a small corpus), the smallest
 * categories of the largest other modes move to it until they do.
 */
export function dealToModes(sizes: readonly number[], modes: number, mainMinimum: number): number[][] {
  if (modes === 0) return [];
  const total = sum(sizes);
  const restWeights = Array.from({ length: modes - 1 }, (_, k) => 1 / (k + 1));
  const restWeight = sum(restWeights);
  const aims = [MAIN_MODE_SHARE * total, ...restWeights.map((w) => ((1 - MAIN_MODE_SHARE) * total * w) / restWeight)];
  const dealt: number[][] = aims.map(() => []);
  const below = (mode: number): number => (aims[mode] as number) - sum(dealt[mode] as number[]);
  for (const size of sizes) {
    let mode = 0;
    for (let m = 1; m < modes; m++) if (below(m) > below(mode)) mode = m;
    dealt[mode]?.push(size);
  }
  const main = dealt[0] as number[];
  for (;;) {
    const others = dealt.slice(1).filter((categories) => categories.length > 0);
    if (sum(main) >= mainMinimum || others.length === 0) break;
    const donor = others.reduce((largest, categories) => (sum(categories) > sum(largest) ? categories : largest));
    main.push(donor.pop() as number);
  }
  return dealt;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
