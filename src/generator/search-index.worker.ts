/**
 * Worker thread of `SearchWorker` (search-worker.ts): cuts each page it is sent into sections and
 * indexes them at once, while the main thread renders the next pages' Markdown; when told the
 * pages are done, it writes each context's files through the writer threads.
 */
import { parentPort } from 'node:worker_threads';
import { IndexBuilder, runToEnd } from '../search/build-index.ts';
import { utf8Bytes } from '../tools/utf8-bytes.ts';
import { splitSections } from '../search/split-sections.ts';
import { type SearchContext, searchFiles } from './search-files.ts';
import { writeThrough } from './writer-ports.ts';
import type { SearchWorkerReply, SearchWorkerRequest } from './search-worker.ts';

const port = parentPort!;
/** Each context's builder; let go once its index is finished, so its tables of words are gone before the files are made. */
const builders: (IndexBuilder | undefined)[] = [];

port.on('message', (request: SearchWorkerRequest) => {
  try {
    if (request.kind === 'page') {
      const builder = (builders[request.context] ??= new IndexBuilder());
      for (const document of splitSections(request.page.html, request.page)) builder.add(document);
      return;
    }
    writeThrough(request.writers, contextFiles(request.contexts)).then(() => port.postMessage({ kind: 'written' } satisfies SearchWorkerReply), fail);
  } catch (error) {
    fail(error);
  }
});

/** Every context's files, one context after the other, each made as the writers take them; a context's builder goes once its index is made. */
function* contextFiles(contexts: readonly SearchContext[]): Generator<{ path: string; contents: Uint8Array }> {
  for (const [position, context] of contexts.entries()) {
    const built = runToEnd((builders[position] ?? new IndexBuilder()).finish());
    builders[position] = undefined;
    yield* searchFiles(context, 'hashed', built, utf8Bytes);
  }
}

function fail(error: unknown): void {
  port.postMessage({ kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies SearchWorkerReply);
}
