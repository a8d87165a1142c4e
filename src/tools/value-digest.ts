import { createHash } from 'node:crypto';
import { DIGEST_PARTS, type Digestible } from '../model/digest-parts.ts';

/**
 * Digests of the values a page is made from (its element's props), for a build that keeps each
 * page's output from the previous build while its digest stays the same (build-cache.ts).
 *
 * Arrays, plain objects (keys whose value is undefined count as absent, as for the renderer), dates,
 * maps, sets and React elements are digested by their contents; a class instance by what its
 * `DIGEST_PARTS` method returns, and any other one is an error, so that no input is ever taken for
 * unchanged by mistake. Functions count by name: their code belongs to the generator, whose version
 * is part of every cache's key.
 *
 * A page's own values are fed into one hash; an object met again (in the next page) gets a digest
 * of its own the second time, used wherever it appears after: the site's configuration, its texts
 * and a sidebar's items are digested once per build, not once per page.
 *
 * A page's HTML kept by the Markdown store is such an instance: it stands for its HTML's digest,
 * and is not read (at 10,000 pages, 66 MB of the 88 MB a rebuild hashed).
 */
export class ValueDigest {
  private readonly digests = new WeakMap<object, string>();
  private readonly seen = new WeakSet<object>();

  /** The digest of `value`, 22 base64url characters. */
  of(value: unknown): string {
    const parts: string[] = [];
    this.feed(parts, value, new Set());
    return digestOf(parts);
  }

  private feed(parts: string[], value: unknown, path: Set<object>): void {
    switch (typeof value) {
      case 'string':
        parts.push(`s${value.length}:`, value);
        return;
      case 'number':
      case 'boolean':
      case 'bigint':
        parts.push(`${typeof value}:${String(value)};`);
        return;
      case 'undefined':
        parts.push('u;');
        return;
      case 'symbol':
        parts.push(`y${value.description ?? ''};`);
        return;
      case 'function':
        parts.push(`f${value.name};`);
        return;
    }
    if (value === null) {
      parts.push('n;');
      return;
    }
    const object = value as object;
    const known = this.digests.get(object);
    if (known !== undefined) {
      parts.push(`d${known}`);
      return;
    }
    if (path.has(object)) throw new Error('ValueDigest: a value that holds itself');
    if (this.seen.has(object)) {
      // Met before: from now on it is digested once and named by its digest.
      const own: string[] = [];
      path.add(object);
      this.feedContents(own, object, path);
      path.delete(object);
      const digest = digestOf(own);
      this.digests.set(object, digest);
      parts.push(`d${digest}`);
      return;
    }
    this.seen.add(object);
    path.add(object);
    this.feedContents(parts, object, path);
    path.delete(object);
  }

  private feedContents(parts: string[], object: object, path: Set<object>): void {
    if (Array.isArray(object)) {
      parts.push(`a${object.length}[`);
      for (const item of object) this.feed(parts, item, path);
      parts.push(']');
      return;
    }
    if (object instanceof Date) {
      parts.push(`t${object.getTime()};`);
      return;
    }
    if (object instanceof Map) {
      parts.push(`m${object.size}[`);
      for (const [key, item] of object) {
        this.feed(parts, key, path);
        this.feed(parts, item, path);
      }
      parts.push(']');
      return;
    }
    if (object instanceof Set) {
      parts.push(`e${object.size}[`);
      for (const item of object) this.feed(parts, item, path);
      parts.push(']');
      return;
    }
    if (object instanceof RegExp) {
      parts.push(`r${String(object)};`);
      return;
    }
    if (isDigestible(object)) {
      parts.push(`c${object.constructor.name}(`);
      this.feed(parts, object[DIGEST_PARTS](), path);
      parts.push(')');
      return;
    }
    const prototype = Object.getPrototypeOf(object);
    if (prototype !== Object.prototype && prototype !== null) throw new Error(`ValueDigest: an instance of ${prototype?.constructor?.name ?? 'an unknown class'} says nothing of what it holds (give it a [DIGEST_PARTS] method)`);
    parts.push('o{');
    // A React element's `$$typeof` is a symbol key's value, not a key: its own keys are plain.
    for (const key of Object.keys(object)) {
      const item = (object as Record<string, unknown>)[key];
      if (item === undefined) continue;
      parts.push(`k${key.length}:${key}`);
      this.feed(parts, item, path);
    }
    parts.push('}');
  }
}

/** One hash of every part: a call per part costs more than the bytes (a page's parts are thousands of short strings). */
function digestOf(parts: string[]): string {
  return createHash('sha256').update(parts.join('')).digest('base64url').slice(0, 22);
}

function isDigestible(object: object): object is Digestible {
  return typeof (object as Partial<Digestible>)[DIGEST_PARTS] === 'function';
}
