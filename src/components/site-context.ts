import type { SiteConfig } from '../build/config.ts';
import type { SearchSettings } from '../build/search-files.ts';
import type { IslandName } from '../islands/registry.ts';
import type { SiteChrome } from './site-chrome.tsx';

/** What every rendered page knows about the site: configuration, asset URLs, the shared navbar and footer. */
export interface SiteContext {
  config: SiteConfig;
  /** The search contexts and their index files, for the search box and the results page. */
  search: SearchSettings;
  /** URLs (with base URL) of the hashed stylesheet, the boot script, the chunks it imports and the islands' code. */
  assets: { css: string; js: string; preload: string[]; hydrate: string; islands: Record<IslandName, string> };
  chrome: SiteChrome;
}

/** Prefixes a route (`/jogar/`) with the base URL (`/jabuti/jogar/`). */
export function withBase(config: SiteConfig, route: string): string {
  return config.baseUrl + route.replace(/^\/+/, '');
}

/** Normalises an internal link written in the configuration (`/jogar`, `/regras/#01`) to a route with a trailing slash. */
export function toRoute(to: string): string {
  const [pathPart = '', hash] = to.split('#');
  const path = /\.[a-z0-9]+$/i.test(pathPart) || pathPart.endsWith('/') ? pathPart : `${pathPart}/`;
  return hash === undefined ? path : `${path}#${hash}`;
}

export function absoluteUrl(config: SiteConfig, route: string): string {
  return config.url + withBase(config, route);
}
