/**
 * Worker thread of `SearchWorker` (search-worker.ts): cuts each page it is sent into sections and
 * indexes them at once, while the main thread renders the next pages' Markdown; when told the
 * pages are done, it writes each context's files through the writer threads.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { IndexBuilder, runToEnd } from '../search/build-index.ts';
import { utf8Bytes } from '../tools/utf8-bytes.ts';
import { splitSections } from '../search/split-sections.ts';
import { FolderDigest, type SearchContext, searchFiles, searchFolder } from './search-files.ts';
import { removeStaleFiles, reuseOlderFolder } from './search-folder-reuse.ts';
import { type PortFile, writeThrough } from './writer-ports.ts';
import type { PreviousSite } from './build-cache.ts';
import type { SearchDocument } from '../search/types.ts';
import type { SearchWorkerData, SearchWorkerReply, SearchWorkerRequest } from './search-worker.ts';
import { SEARCH_LANGUAGES } from '../search/languages/all.ts';
import { Pipeline } from '../search/pipeline.ts';

const port = parentPort!;
/** One analysis for every context: they share the site's language and most of their words. */
const { language, synonyms } = workerData as SearchWorkerData;
const pipeline = new Pipeline(SEARCH_LANGUAGES[language], synonyms);
/** Each context's builder; let go once its index is finished, so its tables of words are gone before the files are made. */
const builders: (IndexBuilder | undefined)[] = [];
/** Each context's folder digest, fed the documents as they are indexed. */
const digests: FolderDigest[] = [];
/** The site this build replaces (`SearchWorker.reuseFrom`): where it is, and its search files as its build listed them. */
let previous: PreviousSite | undefined;
/**
 * Each context's documents, held rather than indexed while the site being replaced may have the
 * very same (known once the last one is in: the folder's name is their digest).
 */
const held: (SearchDocument[] | undefined)[] = [];

port.on('message', (request: SearchWorkerRequest) => {
  try {
    if (request.kind === 'previous') {
      previous = request.site;
      return;
    }
    if (request.kind === 'page') {
      const digest = (digests[request.context] ??= new FolderDigest(language, synonyms));
      for (const document of splitSections(request.page.html, request.page)) {
        digest.add(document);
        if (previous) (held[request.context] ??= []).push(document);
        else (builders[request.context] ??= new IndexBuilder(pipeline)).add(document);
      }
      return;
    }
    const { contexts, writers, root, compressed } = request;
    const reused: ReusedFolder[] = [];
    writeThrough(writers, contextFiles(contexts, root, reused)).then(() => {
      for (const { folder, names } of reused) removeStaleFiles(root, folder, names, compressed);
      port.postMessage({ kind: 'written' } satisfies SearchWorkerReply);
    }, fail);
  } catch (error) {
    fail(error);
  }
});

/** A context's folder that was the older site's under another name (see search-folder-reuse.ts), and the names of the files written into it. */
interface ReusedFolder {
  folder: string;
  names: Set<string>;
}

/**
 * Every context's files, one context after the other, each made as the writers take them; a
 * context's builder goes once its index is made. The older site's folder of a context, in the
 * output at `root`, takes the new folder's name before its files come (`reused` lists it).
 */
function* contextFiles(contexts: readonly SearchContext[], root: string, reused: ReusedFolder[]): Generator<PortFile> {
  for (const [position, context] of contexts.entries()) {
    const folder = searchFolder(context, 'hashed', () => (digests[position] ?? new FolderDigest(language, synonyms)).digest());
    const unchanged = previous && filesOfFolder(previous, context, folder);
    if (unchanged) {
      held[position] = undefined;
      yield* unchanged;
      continue;
    }
    const builder = (builders[position] ??= new IndexBuilder(pipeline));
    for (const document of held[position] ?? []) builder.add(document);
    held[position] = undefined;
    const built = runToEnd(builder.finish());
    builders[position] = undefined;
    const older = reuseOlderFolder(root, context.name, folder);
    const names = older === undefined ? undefined : new Set<string>();
    if (names) reused.push({ folder, names });
    const inFolder = `search/${folder}/`;
    // The writers know the files of the older folder by their older paths: they learn the new ones, and leave alone those whose bytes are the same.
    if (older !== undefined) yield { moved: { from: `search/${older}/`, to: inFolder } };
    for (const file of searchFiles(context, folder, built, utf8Bytes)) {
      if (names && file.path.startsWith(inFolder)) names.add(file.path.slice(inFolder.length));
      yield file;
    }
  }
}

/**
 * The files of a context's folder and its entry file, when the site being replaced holds that very
 * folder (the same name: the same documents) and lists them all: to put in place from there.
 */
function filesOfFolder(site: PreviousSite, context: SearchContext, folder: string): PortFile[] | undefined {
  const prefix = `search/${folder}/`;
  const entry = `search/${context.name}.json`;
  const listedEntry = site.files.get(entry);
  if (!listedEntry) return undefined;
  const files: PortFile[] = [];
  for (const [file, listed] of site.files) if (file.startsWith(prefix)) files.push({ path: file, from: path.join(site.root, file), listed });
  if (files.length === 0) return undefined;
  files.push({ path: entry, from: path.join(site.root, entry), listed: listedEntry });
  return files;
}

function fail(error: unknown): void {
  port.postMessage({ kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies SearchWorkerReply);
}
