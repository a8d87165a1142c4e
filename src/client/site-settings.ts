/** What the build tells the browser about the site: one JSON element in every page's head. */
import type { SearchSettings } from '../model/search-settings.ts';
import type { IslandName } from '../model/islands.ts';
import type { TextSettings } from '../model/i18n/translator.ts';
import type { MermaidSettings } from '../model/mermaid-settings.ts';

export interface SiteSettings {
  baseUrl: string;
  /** Where the hydration code and each island's code live (hashed file names). */
  chunks: { hydrate: string; islands: Record<IslandName, string> };
  docsVersions: DocsVersionSetting[];
  search: SearchSettings;
  /** `twoStates`: Docusaurus 2's switch, light ↔ dark, starting from the system's mode when it is respected (no "system" choice to come back to). */
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; twoStates?: true };
  /** A project's Mermaid theme and options (`themeConfig.mermaid`), when it sets them. */
  mermaid?: MermaidSettings;
  /** The interface texts browser code shows, in the page's locale. */
  text: TextSettings;
}

/** A docs version: its instance, its name, and where its pages are (base URL included, no trailing slash). */
export interface DocsVersionSetting {
  pluginId: string;
  name: string;
  path: string;
}

export const SITE_SETTINGS_ID = 'site-settings';

export function readSiteSettings(doc: Document): SiteSettings | undefined {
  const element = doc.getElementById(SITE_SETTINGS_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SiteSettings) : undefined;
}
