import type { Synonyms } from '../search/pipeline.ts';
import type { MessagePort, Worker } from 'node:worker_threads';
import type { SearchContext, SearchablePage } from './search-files.ts';
import type { SearchPage } from '../search/split-sections.ts';
import { startWorker } from './worker-module.ts';
import type { PreviousSite } from './build-cache.ts';
import { type AnalysesKey, pageKey } from './search-analyses.ts';
import type { SearchLanguageName } from '../model/search-settings.ts';
import { htmlText, knownHtmlDigest } from '../model/page-html.ts';

/** `writers`: the ports of the writer threads (`ThreadedOutput.openPorts`), which the files are written through. */
export type SearchWorkerRequest =
  | { kind: 'previous'; site: PreviousSite }
  | { kind: 'analyses'; key: AnalysesKey }
  /** Pages in site order, a batch at a time (see `PageRequest`). */
  | { kind: 'pages'; pages: PageRequest[] }
  | { kind: 'finish'; contexts: SearchContext[]; writers: MessagePort[]; root: string; compressed: boolean };
/** A page of context `context`; `key`: the page's key when the main thread knows it; the HTML is left out when the worker remembers that key. */
export interface PageRequest {
  context: number;
  page: SearchPage & { html?: string };
  key?: string;
}
/** `remembered`: the keys of the pages the worker read in an earlier build, in answer to `analyses`. */
export type SearchWorkerReply = { kind: 'remembered'; keys: string[] } | { kind: 'written' } | { kind: 'error'; message: string };
/** What the worker is started with: the language it analyses words in. */
export interface SearchWorkerData {
  language: SearchLanguageName;
  synonyms: Synonyms;
}

/** Pages sent to the worker in one message, at most. */
const PAGES_PER_BATCH = 256;
/** Characters of HTML after which a batch is sent, whatever its length. */
const HTML_PER_BATCH = 64_000;

/**
 * Indexes search in a worker thread (search-index.worker.ts) while the build goes on: each page
 * is sent as soon as its Markdown is rendered, and cut into sections and indexed there: on two
 * cores, indexing and rendering Markdown run side by side. Pages name the index's hashed files, so
 * those rendered before it is done are held until its settings come (writePages in build-site.ts).
 */
export class SearchWorker {
  private readonly worker: Worker;
  /** Set when the worker fails before it is asked for the files. */
  private failure: Error | undefined;
  /** The keys of the pages the worker remembers (`rememberAt`), once it has said which. */
  private remembered: Promise<ReadonlySet<string>> | undefined;
  private rememberedKeys: ReadonlySet<string> = new Set();
  /** Pages not sent yet: one message each cost 10,000 pages 0.15 s on each side, most of it for pages sent without their HTML. */
  private batch: PageRequest[] = [];
  /** Characters of HTML in `batch`: a batch of pages read anew goes before it grows large, so that the worker keeps pace. */
  private batchHtml = 0;

  /** `language` and `synonyms`: the site's, which the worker analyses words with. */
  constructor(language: SearchLanguageName, synonyms: Synonyms = []) {
    const workerData: SearchWorkerData = { language, synonyms };
    // A young generation of 24 MB instead of V8's default (three times 16 MB): the build's peak
    // memory comes while this worker holds the whole index. At 8 MB it spent 1.6 s of 10,000 pages in
    // 550 scavenges; 10,000 pages, 3 alternating runs: 12.5 / 11.1 / 12.9 s at 8 MB, 11.8 / 10.7 /
    // 10.6 s at 24 MB (user CPU 0.9-2.1 s less), peak memory within the runs' spread (1.02-1.11 GB).
    this.worker = startWorker(new URL('./search-index.worker.ts', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: 24 }, workerData });
    // A worker left running (a build that threw on the main thread) must not keep the process alive.
    this.worker.unref();
    this.worker.on('error', (error) => (this.failure ??= error));
    this.worker.on('exit', (code) => (this.failure ??= new Error(`the search worker stopped (exit code ${code}) before indexing was done`)));
  }

  /**
   * The site this build replaces, made by this generator's version: a context whose
   * documents are all the same as there (its folder has the same name) is not indexed again, its
   * files are put in place from there. Call it before the first page.
   */
  reuseFrom(site: PreviousSite): void {
    this.worker.postMessage({ kind: 'previous', site } satisfies SearchWorkerRequest);
  }

  /**
   * Where the worker keeps what it read of each page for the next build, and finds what the
   * previous build read (search-analyses.ts). Call it before the first page.
   */
  rememberAt(key: AnalysesKey): void {
    this.remembered = new Promise((resolve) => {
      const listener = (reply: SearchWorkerReply) => {
        if (reply.kind !== 'remembered') return;
        this.worker.off('message', listener);
        resolve(new Set(reply.keys));
      };
      this.worker.on('message', listener);
      // A worker that failed answers nothing: its failure is thrown by `writeThrough`.
      this.worker.once('exit', () => resolve(new Set()));
    });
    this.worker.postMessage({ kind: 'analyses', key } satisfies SearchWorkerRequest);
  }

  /** Waits until the worker has said which pages it remembers (see `add`); at once when it was not told where (`rememberAt`). */
  async ready(): Promise<void> {
    if (this.remembered) this.rememberedKeys = await this.remembered;
  }

  /**
   * Sends one page of context `context` (a position in the contexts `writeThrough` will name), pages in
   * site order. The worker cuts it into sections: only what they are made of is copied. `htmlDigest`
   * (`htmlDigestOf` its HTML, known without reading it when the build's cache keeps it): a page the
   * worker remembers is sent without its HTML, which is not even read, and not cut again.
   */
  add(context: number, { t, u, b, keywords, description, html }: SearchablePage, htmlDigest = knownHtmlDigest(html)): void {
    const page = { t, u, b, keywords, description };
    const key = htmlDigest === undefined ? undefined : pageKey(page, htmlDigest);
    if (key !== undefined && this.rememberedKeys.has(key)) this.batch.push({ context, page, key });
    else {
      const text = htmlText(html);
      this.batch.push({ context, page: { ...page, html: text }, ...(key !== undefined && { key }) });
      this.batchHtml += text.length;
    }
    if (this.batch.length >= PAGES_PER_BATCH || this.batchHtml >= HTML_PER_BATCH) this.flush();
  }

  private flush(): void {
    if (this.batch.length > 0) this.worker.postMessage({ kind: 'pages', pages: this.batch } satisfies SearchWorkerRequest);
    this.batch = [];
    this.batchHtml = 0;
  }

  /**
   * Writes each context's files (index first, then texts) through the writer threads' `ports` (see
   * `ThreadedOutput.openPorts`), into the output at `root`, whose files are `compressed` or not,
   * once every page sent is indexed; then the worker stops.
   */
  async writeThrough(contexts: SearchContext[], ports: MessagePort[], { root, compressed }: { root: string; compressed: boolean }): Promise<void> {
    if (this.failure) throw this.failure;
    this.flush();
    const reply = new Promise<Exclude<SearchWorkerReply, { kind: 'remembered' }>>((resolve, reject) => {
      // Listened to only now: a worker listened to keeps the process alive, even unreferenced.
      const listener = (answer: SearchWorkerReply) => {
        if (answer.kind === 'remembered') return;
        this.worker.off('message', listener);
        resolve(answer);
      };
      this.worker.on('message', listener);
      this.worker.once('error', reject);
      this.worker.once('exit', () => reject(this.failure));
    });
    this.worker.postMessage({ kind: 'finish', contexts, writers: ports, root, compressed } satisfies SearchWorkerRequest, ports);
    this.worker.ref();
    const answer = await reply;
    // Its heap goes before the pages are rendered, which is when the build needs the most memory.
    await this.stop();
    if (answer.kind === 'error') throw new Error(`search indexing failed: ${answer.message}`);
  }

  /** Stops the worker; always called, built or not, so it never keeps the process alive. */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
