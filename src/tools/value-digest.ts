import { createHash, type Hash } from 'node:crypto';
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
 */
export class ValueDigest {
  private readonly digests = new WeakMap<object, string>();
  private readonly seen = new WeakSet<object>();

  /** The digest of `value`, 22 base64url characters. */
  of(value: unknown): string {
    const hash = createHash('sha256');
    this.feed(hash, value, new Set());
    return hash.digest('base64url').slice(0, 22);
  }

  private feed(hash: Hash, value: unknown, path: Set<object>): void {
    switch (typeof value) {
      case 'string':
        hash.update(`s${value.length}:`).update(value);
        return;
      case 'number':
      case 'boolean':
      case 'bigint':
        hash.update(`${typeof value}:${String(value)};`);
        return;
      case 'undefined':
        hash.update('u;');
        return;
      case 'symbol':
        hash.update(`y${value.description ?? ''};`);
        return;
      case 'function':
        hash.update(`f${value.name};`);
        return;
    }
    if (value === null) {
      hash.update('n;');
      return;
    }
    const object = value as object;
    const known = this.digests.get(object);
    if (known !== undefined) {
      hash.update(`d${known}`);
      return;
    }
    if (path.has(object)) throw new Error('ValueDigest: a value that holds itself');
    if (this.seen.has(object)) {
      // Met before: from now on it is digested once and named by its digest.
      const own = createHash('sha256');
      path.add(object);
      this.feedContents(own, object, path);
      path.delete(object);
      const digest = own.digest('base64url').slice(0, 22);
      this.digests.set(object, digest);
      hash.update(`d${digest}`);
      return;
    }
    this.seen.add(object);
    path.add(object);
    this.feedContents(hash, object, path);
    path.delete(object);
  }

  private feedContents(hash: Hash, object: object, path: Set<object>): void {
    if (Array.isArray(object)) {
      hash.update(`a${object.length}[`);
      for (const item of object) this.feed(hash, item, path);
      hash.update(']');
      return;
    }
    if (object instanceof Date) {
      hash.update(`t${object.getTime()};`);
      return;
    }
    if (object instanceof Map) {
      hash.update(`m${object.size}[`);
      for (const [key, item] of object) {
        this.feed(hash, key, path);
        this.feed(hash, item, path);
      }
      hash.update(']');
      return;
    }
    if (object instanceof Set) {
      hash.update(`e${object.size}[`);
      for (const item of object) this.feed(hash, item, path);
      hash.update(']');
      return;
    }
    if (object instanceof RegExp) {
      hash.update(`r${String(object)};`);
      return;
    }
    if (isDigestible(object)) {
      hash.update(`c${object.constructor.name}(`);
      this.feed(hash, object[DIGEST_PARTS](), path);
      hash.update(')');
      return;
    }
    const prototype = Object.getPrototypeOf(object);
    if (prototype !== Object.prototype && prototype !== null) throw new Error(`ValueDigest: an instance of ${prototype?.constructor?.name ?? 'an unknown class'} says nothing of what it holds (give it a [DIGEST_PARTS] method)`);
    hash.update('o{');
    // A React element's `$$typeof` is a symbol key's value, not a key: its own keys are plain.
    for (const key of Object.keys(object)) {
      const item = (object as Record<string, unknown>)[key];
      if (item === undefined) continue;
      hash.update(`k${key.length}:${key}`);
      this.feed(hash, item, path);
    }
    hash.update('}');
  }
}

function isDigestible(object: object): object is Digestible {
  return typeof (object as Partial<Digestible>)[DIGEST_PARTS] === 'function';
}
