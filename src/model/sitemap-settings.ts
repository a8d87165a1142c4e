/**
 * The sitemap, as Docusaurus's sitemap plugin writes it: its file's name, each URL's change
 * frequency and priority (null: left out), and globs of the paths left out (with the base URL, as
 * the plugin matches them).
 */
export interface SitemapSettings {
  filename: string;
  changefreq: string | null;
  priority: number | null;
  ignorePatterns: string[];
}

/** Docusaurus's defaults, and this site's. */
export const DEFAULT_SITEMAP: SitemapSettings = { filename: 'sitemap.xml', changefreq: 'weekly', priority: 0.5, ignorePatterns: [] };
