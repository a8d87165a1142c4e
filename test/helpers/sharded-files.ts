import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltIndex } from '../../src/search/index-format.ts';
import type { ShardManifest } from '../../src/search/shard-format.ts';
import { ShardedIndex } from '../../src/search/sharded-index.ts';
import { shardIndex } from '../../src/search/write-shards.ts';

/**
 * A context's index read from a built folder as the browser reads it over HTTP, with the site paths
 * of the files it fetched, in order.
 */
export function shardedFromFolder(outDir: string, entry: string): { index: ShardedIndex; fetched: string[] } {
  const fetched: string[] = [];
  const index = new ShardedIndex(entry, async (url) => {
    fetched.push(url);
    return JSON.parse(await readFile(path.join(outDir, url), 'utf8')) as unknown;
  });
  return { index, fetched };
}

/** The same, over files in memory (by site path) as a dev server answers them. */
export function shardedFromGetter(entry: string, get: (url: string) => Promise<string>): ShardedIndex {
  return new ShardedIndex(entry, async (url) => JSON.parse(await get(url)) as unknown);
}

/**
 * A built index cut into its files and kept in memory, its entry at `/search/c.json`, fetched as the
 * browser fetches them (a missing file is an HTTP 404); each fetch is listed.
 */
export function shardedInMemory(built: BuiltIndex): { index: ShardedIndex; fetched: string[]; manifest: ShardManifest } {
  const files = shardIndex(built);
  const texts = new Map<string, string>();
  let file = files.next();
  for (; !file.done; file = files.next()) texts.set(`/search/c/${file.value.name}`, file.value.json);
  const manifest = file.value;
  texts.set('/search/c.json', JSON.stringify({ ...manifest, d: 'c' }));
  const fetched: string[] = [];
  const index = new ShardedIndex('/search/c.json', async (url) => {
    fetched.push(url);
    const text = texts.get(url);
    if (text === undefined) throw new Error(`${url}: HTTP 404`);
    return JSON.parse(text) as unknown;
  });
  return { index, fetched, manifest };
}
