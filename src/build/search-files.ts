import { createHash } from 'node:crypto';
import { buildIndex } from '../search/build-index.ts';
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

export interface SearchFiles {
  files: { path: string; contents: string }[];
  settings: SearchSettings;
}

export class SearchConfigError extends Error {}

/**
 * One index per search context (each configured path, then everything else), written under hashed
 * names so browsers may cache them for good. `labels` names each context path (`/wiki/survival` →
 * "Survival"). The texts of the sections travel in a file of their own: only excerpts need them.
 */
export function buildSearchFiles(pages: readonly SearchablePage[], config: SiteConfig, labels: ReadonlyMap<string, string>): SearchFiles {
  const contextPaths = config.search.contexts.map((context) => fullPath(config, context, 'search context'));
  const versionPath = fullPath(config, `/${config.docs.routeBasePath}`, 'docs version');
  const documentsByContext = new Map<string, SearchDocument[]>([...contextPaths, ''].map((context) => [context, []]));
  for (const page of pages) {
    const context = contextPaths.find((prefix) => page.u === `${prefix}/` || page.u.startsWith(`${prefix}/`)) ?? '';
    documentsByContext.get(context)!.push(...splitSections(page.html, page));
  }
  const files: SearchFiles['files'] = [];
  const contexts = [...documentsByContext].map(([path, documents], position): SearchContextSettings => {
    const { index, texts } = buildIndex(documents);
    const name = position < contextPaths.length ? path.slice(config.baseUrl.length).replace(/\//g, '-') : 'site';
    const indexFile = hashedFile(`search/${name}`, JSON.stringify(index));
    const textFiles = chunk(texts, TEXTS_PER_FILE).map((part, number) => hashedFile(`search/${name}-textos-${number}`, JSON.stringify(part)));
    files.push(indexFile, ...textFiles);
    return {
      path,
      label: path === '' ? uiText.searchRestOfSite : (labels.get(path.slice(config.baseUrl.length - 1)) ?? path),
      index: config.baseUrl + indexFile.path,
      texts: textFiles.map((file) => config.baseUrl + file.path),
      textsPerFile: TEXTS_PER_FILE,
    };
  });
  return { files, settings: { contexts, versionPath, resultsPage: `${config.baseUrl}search/` } };
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

function hashedFile(name: string, contents: string): { path: string; contents: string } {
  const hash = createHash('sha256').update(contents).digest('base64url').slice(0, 10);
  return { path: `${name}.${hash}.json`, contents };
}
