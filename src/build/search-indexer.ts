import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildIndex } from '../search/build-index.ts';
import type { SearchDocument } from '../search/types.ts';

/** Turns a search context's documents into its index file's JSON. */
export interface SearchIndexer {
  index(documents: readonly SearchDocument[]): Promise<string>;
}

/** Indexes on the calling thread. */
export const indexInProcess: SearchIndexer = {
  index: async (documents) => JSON.stringify(buildIndex(documents).index),
};

export interface IndexRequest {
  id: number;
  documents: readonly SearchDocument[];
}

export type IndexReply = { id: number; json: string } | { id: number; error: string };

export interface SearchWorker extends SearchIndexer {
  close(): Promise<void>;
}

const launcher = fileURLToPath(new URL('../../scripts/launch.mjs', import.meta.url));
const workerEntry = fileURLToPath(new URL('./search-worker.ts', import.meta.url));

/**
 * Starts a worker thread that indexes: started before the content is read, it has loaded its
 * modules by the time the first context arrives. It runs through the same launcher as the
 * command-line entries (one cached bundle, no TypeScript loader), so it starts alike under tsx.
 */
export function startSearchWorker(): SearchWorker {
  const worker = new Worker(launcher, { argv: [workerEntry], execArgv: [] });
  const waiting = new Map<number, { resolve: (json: string) => void; reject: (error: Error) => void }>();
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on('message', (reply: IndexReply) => {
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('json' in reply) request?.resolve(reply.json);
    else request?.reject(new Error(`search indexing failed: ${reply.error}`));
  });
  worker.on('error', (error) => failAll(new Error(`search worker failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => failAll(new Error(`search worker stopped (exit code ${code})`)));
  let nextId = 0;
  return {
    index(documents) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, documents } satisfies IndexRequest);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
