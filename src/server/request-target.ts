import path from 'node:path';

/** A request's path, decoded and normalised, and its query as received (`?…` or empty). */
export interface RequestTarget {
  pathname: string;
  search: string;
}

/**
 * Reads a request target (`/path?query`, or the absolute form `http://host/path` that proxies
 * send). Undefined when it cannot name a file: another form (`*`), malformed percent-encoding,
 * a NUL or a backslash (browsers read `/\host` as `//host`, so it must never reach a `Location`).
 * `.`, `..` and repeated slashes are resolved, so the path never leaves the site's root and
 * never starts with `//`.
 */
export function parseRequestTarget(raw: string): RequestTarget | undefined {
  const target = /^https?:\/\//i.test(raw) ? raw.replace(/^https?:\/\/[^/?#]*/i, '') || '/' : raw;
  if (!target.startsWith('/')) return undefined;
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 || target[queryAt] === '#' ? '' : target.slice(queryAt).replace(/#.*/s, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded)) return undefined;
  return { pathname: path.posix.normalize(decoded), search: query === '?' ? '' : encodeOutsideAscii(query) };
}

/** A path for a `Location` header: each segment percent-encoded, so `?`, `#` or spaces in a name stay part of it. */
export function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

/** Request targets arrive as Latin-1 text: anything outside printable ASCII is percent-encoded again. */
export function encodeOutsideAscii(text: string): string {
  return text.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}
