/**
 * Worker thread of `SearchWorker` (search-worker.ts): cuts each page it is sent into sections and
 * indexes them at once, while the main thread renders the next pages' Markdown; when told the
 * pages are done, it writes each context's files through the writer threads.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { IndexBuilder, runToEnd } from '../search/build-index.ts';
import { joinedUtf8Bytes, utf8Bytes } from '../tools/utf8-bytes.ts';
import { collectGarbage } from '../tools/collect-garbage.ts';
import { splitSections } from '../search/split-sections.ts';
import { FolderDigest, pageDocumentsDigest, type SearchContext, searchFiles, searchFolder } from './search-files.ts';
import { HeldTextFiles, readTextFileRecords, type TextFileNames, writeTextFileRecords } from './search-text-reuse.ts';
import { removeStaleFiles, reuseOlderFolder } from './search-folder-reuse.ts';
import { type PortFile, writeThrough } from './writer-ports.ts';
import { filesStillAsListed, type ListedFile } from './file-list.ts';
import type { PreviousSite } from './build-cache.ts';
import { type AnalysedPage, type Analyses, type AnalysesKey, analysisName, htmlDigestOf, pageKey, readAnalyses, writeAnalyses } from './search-analyses.ts';
import type { IndexTables, PageAnalysis } from '../search/build-index.ts';
import type { PageRequest, SearchWorkerData, SearchWorkerReply, SearchWorkerRequest } from './search-worker.ts';
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
 * Its files that still had their listed size and time when the worker was told of it, checked before
 * the first pages come, while it waits for them: at 10,000 pages, 36,000 stats (0.3 s) were the last
 * thing a build after one edit waited for.
 */
let asListed: ReadonlySet<string> = new Set();
/** Where the pages' analyses are kept between builds (`SearchWorker.rememberAt`), and those the previous build kept. */
let analysesKey: AnalysesKey | undefined;
let known: Analyses | undefined;
/** A builder seeded with `known`'s tables as soon as they are read, while the main thread is still reading the content: the first context to get a page takes it. */
let seeded: IndexBuilder | undefined;
const analysis = analysisName(language, synonyms);
/** Each context's pages, in order, with their analyses: kept when they are remembered for the next build. */
const pages: (Page[] | undefined)[] = [];
/** Pages read anew in this build (not in `known`). */
let readAnew = 0;

/** A page as the worker holds it; `analysis` once its words are read, or known from the previous build. */
type Page = Omit<AnalysedPage, 'analysis'> & { analysis?: PageAnalysis };

port.on('message', (request: SearchWorkerRequest) => {
  try {
    if (request.kind === 'previous') {
      previous = request.site;
      asListed = filesStillAsListed(previous.root, previous.files);
      return;
    }
    if (request.kind === 'analyses') {
      analysesKey = request.key;
      known = readAnalyses(analysesKey, analysis);
      port.postMessage({ kind: 'remembered', keys: known ? [...known.pages.keys()] : [] } satisfies SearchWorkerReply);
      seeded = known && new IndexBuilder(pipeline, known.tables);
      return;
    }
    if (request.kind === 'pages') {
      for (const sent of request.pages) {
        const page = pageOf(sent);
        if (page.documents.length > 0) (digests[sent.context] ??= new FolderDigest(language, synonyms)).addPage(page.digest);
        // Indexed as it comes, even when the replaced site may have the same documents (known only once the last page is in): the index is then ready when the pages are.
        add((builders[sent.context] ??= seededBuilder()), page);
        if (analysesKey) (pages[sent.context] ??= []).push(page);
      }
      return;
    }
    const { contexts, writers, root, compressed } = request;
    seeded = undefined;
    // The pages are in: what cutting and reading them left goes before the index's tables and files, the worker's peak (2,000 pages: the build's peak 383-395 MB, 351-368 MB with it; 10,000: 20 MB less, the same time).
    collectGarbage();
    const reused: ReusedFolder[] = [];
    writeThrough(writers, contextFiles(contexts, root, reused)).then(() => {
      for (const { folder, names } of reused) removeStaleFiles(root, folder, names, compressed);
      port.postMessage({ kind: 'written' } satisfies SearchWorkerReply);
    }, fail);
  } catch (error) {
    fail(error);
  }
});

/** A builder that keeps the numbers of the words and terms of the pages remembered: the one seeded early, else a new one. */
function seededBuilder(): IndexBuilder {
  const builder = seeded ?? new IndexBuilder(pipeline, known?.tables);
  seeded = undefined;
  return builder;
}

/** A page as sent: remembered (sent without its HTML), or cut into sections, with its analysis when the same key was read before. */
function pageOf({ page, key: given }: PageRequest): Page {
  if (page.html === undefined) {
    const remembered = given === undefined ? undefined : known?.pages.get(given);
    if (!remembered) throw new Error(`the page ${page.u} was sent without its HTML, but it is not remembered`);
    return remembered;
  }
  const key = given ?? (analysesKey ? pageKey(page, htmlDigestOf(page.html)) : '');
  const documents = splitSections(page.html, page);
  const earlier = known?.pages.get(key);
  const textBytes = () => joinedUtf8Bytes(documents.map(({ text }) => text));
  return { key, documents, digest: pageDocumentsDigest(documents), textBytes, ...(earlier?.documents.length === documents.length && { analysis: earlier.analysis }) };
}

/** Indexes a page: as its analysis says it reads, or reading it (and keeping what was read when pages are remembered). */
function add(builder: IndexBuilder, page: Page): void {
  if (page.analysis) return builder.addAnalysed(page.documents, page.analysis);
  readAnew++;
  if (analysesKey) page.analysis = builder.addPage(page.documents);
  else for (const document of page.documents) builder.add(document);
}

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
  const remembered: { tables: IndexTables; pages: readonly AnalysedPage[] }[] = [];
  const textFileRecords = analysesKey && textFileRecordsOf(analysesKey);
  const priorTextFiles = textFileRecords ? readTextFileRecords(textFileRecords, analysesKey!.generatorVersion) : new Map<string, TextFileNames>();
  const textFiles = new Map<string, TextFileNames>();
  for (const [position, context] of contexts.entries()) {
    const folder = searchFolder(context, 'hashed', () => (digests[position] ?? new FolderDigest(language, synonyms)).digest());
    const unchanged = previous && filesOfFolder(previous, asListed, context, folder);
    const contextPages = pages[position] ?? [];
    pages[position] = undefined;
    // A context no page went to needs no numbers from earlier builds (seeding a builder with 10,000 pages' words takes 0.1 s).
    const builder = (builders[position] ??= new IndexBuilder(pipeline));
    if (analysesKey) remembered.push({ tables: builder.tables(), pages: contextPages.map(toRemember) });
    const prior = priorTextFiles.get(context.name);
    if (unchanged) {
      builders[position] = undefined;
      if (prior?.folder === folder) textFiles.set(context.name, prior);
      yield* unchanged;
      continue;
    }
    const built = runToEnd(builder.finish());
    builders[position] = undefined;
    const older = reuseOlderFolder(root, context.name, folder);
    const names = older === undefined ? undefined : new Set<string>();
    if (names) reused.push({ folder, names });
    const inFolder = `search/${folder}/`;
    // The writers know the files of the older folder by their older paths: they learn the new ones, and leave alone those whose bytes are the same.
    if (older !== undefined) yield { moved: { from: `search/${older}/`, to: inFolder } };
    const textFileNames: string[] = [];
    if (textFileRecords) textFiles.set(context.name, { folder, names: textFileNames });
    const held = textFileRecords ? new HeldTextFiles(contextPages, textFileNames, prior, previous && { site: previous, asListed }, root) : undefined;
    for (const file of searchFiles(context, folder, built, utf8Bytes, held?.keep ?? (() => false))) {
      if (names && file.path.startsWith(inFolder)) names.add(file.path.slice(inFolder.length));
      yield 'kept' in file ? held!.reuse(file.path, file.kept) : file;
    }
  }
  if (textFileRecords) writeTextFileRecords(textFileRecords, analysesKey!.generatorVersion, textFiles);
  // A few pages read anew are read again next time rather than the whole file written again: at 10,000 pages, writing it costs more than reading 1 % of them.
  const total = remembered.reduce((sum, group) => sum + group.pages.length, 0);
  if (analysesKey && (!known || readAnew * 100 > total)) writeAnalyses(analysesKey, analysis, remembered);
  known?.close();
}

/** Where the names of the text files the last build made are kept (search-text-reuse.ts). */
const textFileRecordsOf = (key: AnalysesKey) => `${key.file}.textfiles`;

/** A page read, as the next build finds it. */
function toRemember(page: Page): AnalysedPage {
  return { ...page, analysis: page.analysis! };
}

/**
 * The files of a context's folder and its entry file, when the site being replaced holds that very
 * folder (the same name: the same documents), lists them all, and each one still is as listed
 * (`asListed`; one changed by hand since: the folder is made again): to put in place from there.
 */
function filesOfFolder(site: PreviousSite, asListed: ReadonlySet<string>, context: SearchContext, folder: string): PortFile[] | undefined {
  const prefix = `search/${folder}/`;
  const entry = `search/${context.name}.json`;
  const listedEntry = site.files.get(entry);
  if (!listedEntry) return undefined;
  const files: { path: string; from: string; listed: ListedFile }[] = [];
  for (const [file, listed] of site.files) if (file.startsWith(prefix)) files.push({ path: file, from: path.join(site.root, file), listed });
  if (files.length === 0) return undefined;
  files.push({ path: entry, from: path.join(site.root, entry), listed: listedEntry });
  return files.every(({ path: file }) => asListed.has(file)) ? files : undefined;
}

function fail(error: unknown): void {
  port.postMessage({ kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies SearchWorkerReply);
}
