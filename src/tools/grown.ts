/** A column of numbers twice as long, its numbers first: for columns filled one number at a time. */
export function grown(numbers: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(numbers.length * 2);
  larger.set(numbers);
  return larger;
}
