/**
 * Whether a `<meta name content>` keeps its page out of search engines, read as Docusaurus's sitemap
 * plugin reads it to leave the page out: the name `robots` and a content holding `noindex`, in any case.
 */
export function isNoIndexMeta(name: unknown, content: unknown): boolean {
  return typeof name === 'string' && typeof content === 'string' && name.toLowerCase() === 'robots' && content.toLowerCase().includes('noindex');
}
