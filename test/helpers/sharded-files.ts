import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ShardedIndex } from '../../src/search/sharded-index.ts';

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
