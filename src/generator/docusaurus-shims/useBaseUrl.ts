import { withoutBaseUrl } from '../../markdown/hrefs.ts';
import { shimSite } from './site.ts';

/**
 * `@docusaurus/useBaseUrl`: a path of the site with the base URL before it, once (a path written with
 * it keeps it as it is). As Docusaurus's, a relative path (`docs/intro`) is one of the site too, an
 * address with a scheme or an anchor is left alone; `absolute` puts the site's URL before it.
 */
export default function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { baseUrl, url: siteUrl } = shimSite();
  if (!url || url.startsWith('#') || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
  const path = options.forcePrependBaseUrl ? baseUrl + url.replace(/^\//, '') : url.startsWith('/') ? baseUrl + withoutBaseUrl(baseUrl, url).slice(1) : baseUrl + url;
  return options.absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

export function useBaseUrlUtils() {
  return { withBaseUrl: useBaseUrl };
}
