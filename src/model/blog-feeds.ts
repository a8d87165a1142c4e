/** A feed of the blog, as Docusaurus's `feedOptions.type` names it. */
export type BlogFeed = 'rss' | 'atom' | 'json';

/** Each feed's file in the blog's folder, its media type, and its name in the title of the page's link to it. */
export const BLOG_FEED_FILES: Readonly<Record<BlogFeed, { file: string; type: string; name: string }>> = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', name: 'RSS' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', type: 'application/json', name: 'JSON' },
};
