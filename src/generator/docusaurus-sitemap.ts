import type { SitemapSettings } from '../model/sitemap-settings.ts';

const CHANGE_FREQUENCIES = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

/**
 * The sitemap a Docusaurus project asks for: none without the classic preset or the sitemap
 * plugin, or with `sitemap: false`; else the plugin's options that change the file (`lastmod`
 * needs each page's last update, which the sitemap does not carry here).
 */
export function sitemapOf(options: Record<string, unknown> | false | undefined): false | Partial<SitemapSettings> {
  if (!options) return false;
  const { filename, changefreq, priority, ignorePatterns } = options;
  return {
    ...(typeof filename === 'string' && filename !== '' && { filename }),
    ...((changefreq === null || (typeof changefreq === 'string' && CHANGE_FREQUENCIES.has(changefreq))) && { changefreq }),
    ...((priority === null || (typeof priority === 'number' && priority >= 0 && priority <= 1)) && { priority }),
    ...(Array.isArray(ignorePatterns) && { ignorePatterns: ignorePatterns.filter((pattern): pattern is string => typeof pattern === 'string') }),
  };
}
