/**
 * A worker thread that indexes search contexts while the main thread renders pages: the two
 * largest jobs of a build, on the two cores. Started by `startSearchWorker` (search-indexer.ts);
 * it answers each `IndexRequest` with the index as the JSON written to disk.
 */
import { parentPort } from 'node:worker_threads';
import { buildIndex } from '../search/build-index.ts';
import type { IndexReply, IndexRequest } from './search-indexer.ts';

if (!parentPort) throw new Error('search-worker.ts runs as a worker thread (see startSearchWorker)');
const port = parentPort;

port.on('message', ({ id, documents }: IndexRequest) => {
  let reply: IndexReply;
  try {
    reply = { id, json: JSON.stringify(buildIndex(documents).index) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
