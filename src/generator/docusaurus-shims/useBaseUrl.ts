import { withoutBaseUrl } from '../../markdown/hrefs.ts';
import { shimSite } from './site.ts';

/** `@docusaurus/useBaseUrl`: a path of the site with the base URL before it, once (a path written with it keeps it as it is). */
export default function useBaseUrl(url: string): string {
  const { baseUrl } = shimSite();
  return url.startsWith('/') && !url.startsWith('//') ? baseUrl + withoutBaseUrl(baseUrl, url).slice(1) : url;
}

export function useBaseUrlUtils() {
  return { withBaseUrl: useBaseUrl };
}
