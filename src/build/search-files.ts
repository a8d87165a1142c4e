import { createHash } from 'node:crypto';
import { buildIndex, indexInSteps } from '../search/build-index.ts';
import type { BuiltIndex } from '../search/index-format.ts';
import { splitSections, type SearchPage } from '../search/split-sections.ts';
import type { SearchDocument } from '../search/types.ts';
import { uiText } from '../ui-text.ts';
import type { SiteConfig } from './config.ts';

/** A rendered page, as the search index sees it. */
export interface SearchablePage extends SearchPage {
  html: string;
}

/** One search context in the browser's settings: its files and the paths it covers. */
export interface SearchContextSettings {
  /** Path prefix with base URL (`/wiki/survival`), or '' for the rest of the site. */
  path: string;
  label: string;
  index: string;
  /** The sections' texts, in files of `textsPerFile` documents each: document `i` is in file `⌊i / textsPerFile⌋`. */
  texts: string[];
  textsPerFile: number;
}

/** Small enough that a first search fetches a few of these, not the whole context's text. */
const TEXTS_PER_FILE = 150;

export interface SearchSettings {
  contexts: SearchContextSettings[];
  /** The wiki's version path with base URL (`/wiki`), for the `version` parameter of the results page. */
  versionPath: string;
  resultsPage: string;
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

export interface SearchContextFiles {
  files: { path: string; contents: string }[];
  settings: SearchContextSettings;
}

export class SearchConfigError extends Error {}

/**
 * Sorts the sections of every page into the search contexts: each configured path, then everything
 * else. `labels` names each context path (`/wiki/survival` → "Survival"); `split` cuts a page into
 * its sections (a rebuild passes one that remembers the pages it has cut).
 */
export function planSearch<Page extends SearchablePage>(
  pages: readonly Page[],
  config: SiteConfig,
  labels: ReadonlyMap<string, string>,
  split: (page: Page) => readonly SearchDocument[] = (page) => splitSections(page.html, page),
): SearchContextPlan[] {
  const contextPaths = config.search.contexts.map((context) => fullPath(config, context, 'search context'));
  const documentsByContext = new Map<string, SearchDocument[]>([...contextPaths, ''].map((context) => [context, []]));
  for (const page of pages) {
    const context = contextPaths.find((prefix) => page.u === `${prefix}/` || page.u.startsWith(`${prefix}/`)) ?? '';
    documentsByContext.get(context)!.push(...split(page));
  }
  return [...documentsByContext].map(([path, documents]) => ({
    path,
    name: path === '' ? 'site' : path.slice(config.baseUrl.length).replace(/\//g, '-'),
    label: path === '' ? uiText.searchRestOfSite : (labels.get(path.slice(config.baseUrl.length - 1)) ?? path),
    documents,
  }));
}

/**
 * Indexes one context into its files. Hashed names (`search/wiki-survival.3Fj2K0aX1b.json`) let
 * browsers cache them for good; stable names let a rebuild replace one context's files without
 * touching the pages that name them. The texts of the sections travel in files of their own:
 * only excerpts need them.
 */
export function indexSearchContext(plan: SearchContextPlan, config: SiteConfig, naming: 'hashed' | 'stable'): SearchContextFiles {
  return contextFiles(plan, config, naming, buildIndex(plan.documents));
}

/** `indexSearchContext` with stable names, awaiting `pause()` between its steps so other work can run. */
export async function indexSearchContextInTurns(plan: SearchContextPlan, config: SiteConfig, pause: () => Promise<void>): Promise<SearchContextFiles> {
  const steps = indexInSteps(plan.documents);
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return contextFiles(plan, config, 'stable', step.value);
}

function contextFiles(plan: SearchContextPlan, config: SiteConfig, naming: 'hashed' | 'stable', { index, texts }: BuiltIndex): SearchContextFiles {
  const named = (stem: string, contents: string) => ({ path: naming === 'hashed' ? hashedName(stem, contents) : `${stem}.json`, contents });
  const indexFile = named(indexStem(plan), JSON.stringify(index));
  const textFiles = chunk(texts, TEXTS_PER_FILE).map((part, number) => named(textsStem(plan, number), JSON.stringify(part)));
  return { files: [indexFile, ...textFiles], settings: contextSettings(plan, config, indexFile.path, textFiles.map((file) => file.path)) };
}

/** The settings `indexSearchContext(plan, config, 'stable')` gives, known before the (slower) indexing. */
export function stableSearchSettings(plan: SearchContextPlan, config: SiteConfig): SearchContextSettings {
  const texts = Array.from({ length: Math.ceil(plan.documents.length / TEXTS_PER_FILE) }, (_, number) => `${textsStem(plan, number)}.json`);
  return contextSettings(plan, config, `${indexStem(plan)}.json`, texts);
}

/** File names without hash and extension: `search/wiki-survival`, `search/wiki-survival-textos-0`. */
const indexStem = (plan: SearchContextPlan) => `search/${plan.name}`;
const textsStem = (plan: SearchContextPlan, number: number) => `search/${plan.name}-textos-${number}`;

export function searchSettings(config: SiteConfig, contexts: SearchContextSettings[]): SearchSettings {
  const versionPath = config.docs.version.path.replace(/\/+$/, '');
  if (!`${versionPath}/`.startsWith(config.baseUrl)) {
    throw new SearchConfigError(`site.config.ts: docs version path "${config.docs.version.path}" does not start with the base URL "${config.baseUrl}"`);
  }
  return { contexts, versionPath, resultsPage: `${config.baseUrl}search/` };
}

function contextSettings(plan: SearchContextPlan, config: SiteConfig, indexFile: string, textFiles: string[]): SearchContextSettings {
  return { path: plan.path, label: plan.label, index: config.baseUrl + indexFile, texts: textFiles.map((file) => config.baseUrl + file), textsPerFile: TEXTS_PER_FILE };
}

/** A configured path with the base URL in front; it must be a path of this site. */
function fullPath(config: SiteConfig, path: string, what: string): string {
  const full = path.startsWith('/') ? config.baseUrl + path.slice(1) : path;
  if (!full.startsWith(config.baseUrl)) {
    throw new SearchConfigError(`site.config.ts: ${what} path "${path}" does not start with the base URL "${config.baseUrl}"`);
  }
  return full.replace(/\/+$/, '');
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

function hashedName(stem: string, contents: string): string {
  return `${stem}.${createHash('sha256').update(contents).digest('base64url').slice(0, 10)}.json`;
}
