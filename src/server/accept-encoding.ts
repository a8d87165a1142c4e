import { type Encoding, ENCODINGS } from './serving-rules.ts';

/**
 * The precompressed encodings an `Accept-Encoding` header allows, best first: a coding listed with
 * `q=0` is refused, `*` allows the ones not listed. Only ours are considered (`br`, `gzip`).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*');
  return ENCODINGS.map(({ encoding }) => encoding).filter((encoding) => (weights.get(encoding) ?? wildcard ?? 0) > 0);
}
