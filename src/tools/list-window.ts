/** Items a long sidebar list shows on each side of the page's own; the rest come on request. */
const NEIGHBOURS = 25;

/**
 * The part of a list of `length` items a page shows: all of a short one; of a long one, `NEIGHBOURS`
 * items on each side of the item at `around` (moved inward at the ends, so always as many), or the
 * first ones when `around` is -1. `end` is exclusive.
 */
export function listWindow(around: number, length: number): { start: number; end: number } {
  const size = 2 * NEIGHBOURS + 1;
  if (length <= size) return { start: 0, end: length };
  const start = Math.min(Math.max(0, around - NEIGHBOURS), length - size);
  return { start, end: start + size };
}
