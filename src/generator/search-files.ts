import { createHash, type Hash } from 'node:crypto';
import { buildIndex, indexInSteps } from '../search/build-index.ts';
import type { BuiltIndex } from '../search/index-format.ts';
import { SHARDED_FORMAT_VERSION } from '../search/shard-format.ts';
import { type KeepTextFile, shardIndex } from '../search/write-shards.ts';
import { splitSections, type SearchPage } from '../search/split-sections.ts';
import type { SearchDocument } from '../search/types.ts';
import type { SiteConfig } from '../model/config.ts';
import { SEARCH_LANGUAGE_NAMES, type SearchContextSettings, type SearchLanguageName, type SearchSettings } from '../model/search-settings.ts';
import { SEARCH_LANGUAGES } from '../search/languages/all.ts';
import { languageOf } from '../model/i18n/catalogues.ts';
import { Pipeline, type Synonyms } from '../search/pipeline.ts';
import { htmlText, type PageHtml } from '../model/page-html.ts';

/** A rendered page, as the search index sees it. */
export interface SearchablePage extends SearchPage {
  /** Read when the page is cut into sections: a page the search worker remembers is sent without it. */
  html: PageHtml;
}

/** The documents of one search context, before indexing. */
export interface SearchContextPlan {
  /** Path prefix with base URL, or '' for the rest of the site. */
  path: string;
  /** File name stem: `wiki-survival`, or `site` for the rest. */
  name: string;
  label: string;
  documents: SearchDocument[];
}

/** A search file: its path in the site, and its JSON (as text, or as UTF-8 bytes). */
export interface SearchFile {
  path: string;
  contents: string | Uint8Array;
}

export interface SearchContextFiles {
  files: SearchFile[];
  settings: SearchContextSettings;
}

export class SearchConfigError extends Error {}

/**
 * Sorts the sections of every page into the search contexts: each configured path, then everything
 * else. `labels` names each context path (`/wiki/survival` → "Survival"), `restOfSite` the last; `split` cuts a page into
 * its sections (a rebuild passes one that remembers the pages it has cut).
 */
export function planSearch<Page extends SearchablePage>(
  pages: readonly Page[],
  config: SiteConfig,
  labels: ReadonlyMap<string, string>,
  restOfSite: string,
  split: (page: Page) => readonly SearchDocument[] = (page) => splitSections(htmlText(page.html), page),
): SearchContextPlan[] {
  const contexts = searchContexts(config, labels, restOfSite);
  const plans = contexts.map((context): SearchContextPlan => ({ ...context, documents: [] }));
  // Contexts are paths with the base URL, as the browser sees them; `u` is a route, without it.
  for (const page of pages) plans[contextOf(contexts, config.baseUrl + page.u.slice(1))]!.documents.push(...split(page));
  return plans;
}

/** A search context, without its documents. */
export type SearchContext = Omit<SearchContextPlan, 'documents'>;

/** The search contexts: each configured path, then everything else (always last). */
export function searchContexts(config: SiteConfig, labels: ReadonlyMap<string, string>, restOfSite: string): SearchContext[] {
  const contextPaths = config.search.contexts.map((context) => fullPath(config, context, 'search context'));
  return [...contextPaths, ''].map((path) => ({
    path,
    name: path === '' ? 'site' : path.slice(config.baseUrl.length).replace(/\//g, '-'),
    label: path === '' ? restOfSite : (config.search.labels[path.slice(config.baseUrl.length - 1)] ?? labels.get(path.slice(config.baseUrl.length - 1)) ?? path),
  }));
}

/** Position in `contexts` of the one a page belongs to, by its URL. */
export function contextOf(contexts: readonly SearchContext[], url: string): number {
  const position = contexts.findIndex(({ path }) => path !== '' && (url === `${path}/` || url.startsWith(`${path}/`)));
  return position === -1 ? contexts.length - 1 : position;
}

/**
 * Indexes one context into its files. A hashed folder (`search/wiki-survival.3Fj2K0aX1b/`) lets
 * browsers cache its files for good; a stable one lets the dev server replace a few files of it.
 */
export function indexSearchContext(plan: SearchContextPlan, config: SiteConfig, naming: 'hashed' | 'stable'): SearchContextFiles {
  return contextFiles(plan, config, naming, buildIndex(plan.documents, searchPipeline(config)));
}

/** `indexSearchContext` with stable names, awaiting `pause()` between its steps so other work can run. */
export async function indexSearchContextInTurns(plan: SearchContextPlan, config: SiteConfig, pause: () => Promise<void>): Promise<SearchContextFiles> {
  const steps = indexInSteps(plan.documents, searchPipeline(config));
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return contextFiles(plan, config, 'stable', step.value);
}

function contextFiles(plan: SearchContextPlan, config: SiteConfig, naming: 'hashed' | 'stable', built: BuiltIndex): SearchContextFiles {
  return { files: [...searchFiles(plan, searchFolder(plan, naming, () => folderDigest(plan.documents, built.index.l, built.index.y)), built)], settings: searchContextSettings(plan, config) };
}

/**
 * The name of a context's folder under `search/`: hashed, it carries a digest of the index the files
 * are made of (`folderDigest`), so they can be cached for good while the small entry is asked again
 * on each visit.
 */
export function searchFolder(context: SearchContext, naming: 'hashed' | 'stable', digest: () => string): string {
  return naming === 'hashed' ? `${context.name}.${digest()}` : context.name;
}

/**
 * A context's files: its folder (shard-format.ts) `search/<folder>/` (see `searchFolder`), then its
 * entry file (`search/wiki-survival.json`, always that name, so pages name it before the index is
 * made), which names the folder. Made one at a time as they are iterated, each turned by `encode`
 * into what is kept (UTF-8 bytes, for a worker to hand over) as soon as it is made. `keep`: the
 * text files the caller holds already (write-shards.ts), which come named and not made.
 */
export function searchFiles<Contents extends string | Uint8Array = string>(
  context: SearchContext,
  folder: string,
  built: BuiltIndex,
  encode?: (json: string) => Contents,
): Generator<{ path: string; contents: Contents }, void>;
export function searchFiles<Contents extends string | Uint8Array>(
  context: SearchContext,
  folder: string,
  built: BuiltIndex,
  encode: (json: string) => Contents,
  keep: KeepTextFile,
): Generator<{ path: string; contents: Contents } | { path: string; kept: number }, void>;
export function* searchFiles<Contents extends string | Uint8Array>(
  context: SearchContext,
  folder: string,
  built: BuiltIndex,
  encode: (json: string) => Contents = (json) => json as Contents,
  keep: KeepTextFile = () => false,
): Generator<{ path: string; contents: Contents } | { path: string; kept: number }, void> {
  const files = shardIndex(built, keep);
  let file = files.next();
  for (; !file.done; file = files.next()) {
    const path = `search/${folder}/${file.value.name}`;
    yield 'kept' in file.value ? { path, kept: file.value.kept } : { path, contents: encode(file.value.json) };
  }
  yield { path: `${indexStem(context)}.json`, contents: encode(JSON.stringify({ ...file.value, d: folder })) };
}

/**
 * Ten base64url characters that change with any file of a context's folder, taken from the
 * documents its index is built of, page by page as they come (each page by `pageDocumentsDigest`,
 * which a build over the previous one keeps for the pages it remembers, so that their texts are not
 * read again to name the folder). Those files are made from the documents alone, so their digest
 * stands for the files' and is known as soon as the last page is added: the files go to the writers
 * as they are made rather than wait for the last, and the search worker hashes while the pages are
 * still being rendered rather than after. How the files are made is in the digest through
 * SHARDED_FORMAT_VERSION, which a test ties to the files of one index.
 */
export class FolderDigest {
  private readonly hash: Hash;

  /** `language` and `synonyms`: what its words are analysed with, which makes other files of the same documents. */
  constructor(language: SearchLanguageName, synonyms: Synonyms = []) {
    this.hash = createHash('sha256').update(`${SHARDED_FORMAT_VERSION}\0${language}\0${JSON.stringify(synonyms)}\0`);
  }

  /** Adds a page of documents by its `pageDocumentsDigest` (a page without documents adds nothing). */
  addPage(pageDigest: string): void {
    this.hash.update(pageDigest);
  }

  digest(): string {
    return this.hash.digest('base64url').slice(0, 10);
  }
}

/** A digest of a page's documents, every part of each (43 base64url characters). */
export function pageDocumentsDigest(documents: readonly SearchDocument[]): string {
  const hash = createHash('sha256');
  for (const { t, u, b, type, h, s, text } of documents) {
    // Lengths first: no text can move its end into the next field's place.
    hash.update(`${t.length},${u.length},${b.map((crumb) => crumb.length).join(',')},${h.length},${s.length},${text.length}\0${type}\0${t}${u}${b.join('')}${h}${s}`).update(text);
  }
  return hash.digest('base64url');
}

/** `FolderDigest` of `documents`, a page being a run of documents with the same address. */
export function folderDigest(documents: readonly SearchDocument[], language: SearchLanguageName, synonyms: Synonyms = []): string {
  const digest = new FolderDigest(language, synonyms);
  for (let first = 0; first < documents.length; ) {
    let end = first + 1;
    while (end < documents.length && documents[end]!.u === documents[first]!.u) end++;
    digest.addPage(pageDocumentsDigest(documents.slice(first, end)));
    first = end;
  }
  return digest.digest();
}

/** The browser's settings for a context: its path, label and entry file, known before the (slower) indexing. */
export function searchContextSettings(context: SearchContext, config: SiteConfig): SearchContextSettings {
  return { path: context.path, label: context.label, index: `${config.baseUrl}${indexStem(context)}.json` };
}

/** The entry file's name without extension: `search/wiki-survival`. */
const indexStem = (context: SearchContext) => `search/${context.name}`;

/**
 * Where the search box's "see all results" leads, without base URL: `/search/`, unless a page of the
 * site that is not a results page has that address (OpenDAL's own phone-only search page, which cannot show
 * results): then `/search/results/`.
 */
export function searchResultsRoute({ routes, reactPages }: { routes: { pages: readonly { route: string; layout: string }[] }; reactPages: { pages: readonly { route: string }[] } }): string {
  const taken = [...routes.pages.filter((page) => page.layout !== 'search'), ...reactPages.pages].some((page) => page.route === '/search/');
  return taken ? '/search/results/' : '/search/';
}

export function searchSettings(config: SiteConfig, contexts: SearchContextSettings[], resultsRoute = '/search/'): SearchSettings {
  const versionPath = config.docs.version.path.replace(/\/+$/, '');
  if (!`${versionPath}/`.startsWith(config.baseUrl)) {
    throw new SearchConfigError(`${config.configFile}: docs version path "${config.docs.version.path}" does not start with the base URL "${config.baseUrl}"`);
  }
  const { synonyms } = config.search;
  return { contexts, language: searchLanguageOf(config), ...(synonyms.length > 0 && { synonyms }), versionPath, resultsPage: `${config.baseUrl}${resultsRoute.slice(1)}` };
}

/** The language search analyses the site's words in: its locale's language (`pt-BR` → `pt`), else English, whose analysis splits words at least. */
export function searchLanguageOf(config: SiteConfig): SearchLanguageName {
  const language = languageOf(config.locale.name);
  return SEARCH_LANGUAGE_NAMES.find((name) => name === language) ?? 'en';
}

/** A fresh analysis in the site's language, for one index (its table of words seen grows with it). */
export function searchPipeline(config: SiteConfig): Pipeline {
  return new Pipeline(SEARCH_LANGUAGES[searchLanguageOf(config)], config.search.synonyms);
}

/** A configured path with the base URL in front; it must be a path of this site. */
function fullPath(config: SiteConfig, path: string, what: string): string {
  const full = path.startsWith('/') ? config.baseUrl + path.slice(1) : path;
  if (!full.startsWith(config.baseUrl)) {
    throw new SearchConfigError(`${config.configFile}: ${what} path "${path}" does not start with the base URL "${config.baseUrl}"`);
  }
  return full.replace(/\/+$/, '');
}
