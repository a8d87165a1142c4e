import { shimSite } from './site.ts';

/** `@docusaurus/useBaseUrl`: a path of the site with the base URL before it. */
export default function useBaseUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? shimSite().baseUrl + url.slice(1) : url;
}

export function useBaseUrlUtils() {
  return { withBaseUrl: useBaseUrl };
}
