/** The part of a file a `Range` header asks for: inclusive byte offsets. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes, as nginx does: a header that is not in
 * bytes, or asks for several ranges, is ignored (the whole file is sent); a malformed or
 * unsatisfiable byte range is refused (416).
 */
export function parseByteRange(header: string, size: number): ByteRange | 'ignore' | 'unsatisfiable' {
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return 'ignore';
  const specs = match[1]!.split(',').map((spec) => spec.trim());
  if (specs.length > 1) return 'ignore';
  const range = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!range || (range[1] === '' && range[2] === '')) return 'unsatisfiable';
  const [first, last] = [range[1]!, range[2]!];
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
