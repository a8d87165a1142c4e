/** Number of line breaks in `text` between `from` (inclusive) and `to` (exclusive). */
export function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = text.indexOf('\n', from); index !== -1 && index < to; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}
