import { docusaurusBaseUrl } from '../../markdown/hrefs.ts';
import { shimSite } from './site.ts';

/**
 * `@docusaurus/useBaseUrl`: a path of the site with the base URL before it, once (a path written with
 * it keeps it as it is). As Docusaurus's, a relative path (`docs/intro`) is one of the site too, an
 * address with a scheme or an anchor is left alone; `absolute` puts the site's URL before it.
 */
export default function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { baseUrl, url: siteUrl } = shimSite();
  const path = docusaurusBaseUrl(baseUrl, url, options.forcePrependBaseUrl);
  // An address with a scheme, or an anchor, is not a path of the site: `absolute` leaves it alone too.
  return options.absolute && path.startsWith('/') && !path.startsWith('//') ? siteUrl.replace(/\/$/, '') + path : path;
}

export function useBaseUrlUtils() {
  return { withBaseUrl: useBaseUrl };
}
