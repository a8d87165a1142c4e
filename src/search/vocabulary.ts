/**
 * Lookups in the sorted vocabulary of an index: exact, prefix, wildcard and edit distance.
 * Each returns positions in the vocabulary. Strings compare by UTF-16 code units, as
 * `Array.prototype.sort` ordered them when the index was built.
 */

/** First position of a sorted list (terms, or postings) whose item is not below `value`. */
export function lowerBound<T extends string | number>(items: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((items[middle] as T) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function findTerm(terms: readonly string[], term: string): number {
  const position = lowerBound(terms, term);
  return terms[position] === term ? position : -1;
}

/** Positions of the terms that start with `prefix`: a contiguous range of a sorted vocabulary. */
export function prefixRange(terms: readonly string[], prefix: string): { start: number; end: number } {
  const start = lowerBound(terms, prefix);
  let end = start;
  while (end < terms.length && (terms[end] as string).startsWith(prefix)) end += 1;
  return { start, end };
}

/** Terms matching a pattern where `*` stands for any run of characters, possibly empty. */
export function wildcardMatches(terms: readonly string[], pattern: string): number[] {
  const literalPrefix = pattern.slice(0, pattern.indexOf('*') === -1 ? pattern.length : pattern.indexOf('*'));
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`, 'u');
  const { start, end } = prefixRange(terms, literalPrefix);
  const matches: number[] = [];
  for (let position = start; position < end; position++) {
    if (regex.test(terms[position] as string)) matches.push(position);
  }
  return matches;
}

/** Terms within `maxDistance` edits of `term` (the term itself included, at distance 0). */
export function fuzzyMatches(terms: readonly string[], term: string, maxDistance: number): { position: number; distance: number }[] {
  // One set of rows for the whole vocabulary: the length check below keeps every candidate short enough.
  const rows = distanceRows(term.length + maxDistance + 1);
  const matches: { position: number; distance: number }[] = [];
  terms.forEach((candidate, position) => {
    const distance = boundedDistance(term, candidate, maxDistance, rows);
    if (distance <= maxDistance) matches.push({ position, distance });
  });
  return matches;
}

type Rows = [Int32Array, Int32Array, Int32Array];

function distanceRows(width: number): Rows {
  return [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
}

/**
 * Edits (insertion, deletion, substitution, or swap of two neighbours, as lunr counts them) that turn
 * `a` into `b`, or `max + 1` as soon as it is clear there are more than `max`. The rows must have at
 * least `b.length + 1` cells; they are overwritten.
 */
function boundedDistance(a: string, b: string, max: number, rows: Rows): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let [beforePrevious, previous, current] = rows;
  for (let column = 0; column <= b.length; column++) previous[column] = column;
  for (let row = 1; row <= a.length; row++) {
    const charA = a.charCodeAt(row - 1);
    current[0] = row;
    let rowMinimum = row;
    for (let column = 1; column <= b.length; column++) {
      const charB = b.charCodeAt(column - 1);
      const substitution = (previous[column - 1] as number) + (charA === charB ? 0 : 1);
      let best = Math.min((previous[column] as number) + 1, (current[column - 1] as number) + 1, substitution);
      if (row > 1 && column > 1 && charA === b.charCodeAt(column - 2) && a.charCodeAt(row - 2) === charB) {
        best = Math.min(best, (beforePrevious[column - 2] as number) + 1);
      }
      current[column] = best;
      if (best < rowMinimum) rowMinimum = best;
    }
    if (rowMinimum > max) return max + 1;
    const oldest = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = oldest;
  }
  return Math.min(previous[b.length] as number, max + 1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
