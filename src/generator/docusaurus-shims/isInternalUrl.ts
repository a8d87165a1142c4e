/** `@docusaurus/isInternalUrl`, as Docusaurus's core gives it: a URL with no protocol (`/docs`, `./a`, `#top`) is the site's own. */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
