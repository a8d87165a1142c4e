import { BLOG_FEED_FILES, type BlogFeed } from '../model/blog-feeds.ts';
import type { SiteConfig } from '../model/config.ts';
import { escapeHtml as escapeXml } from '../tools/escape-html.ts';
import { absoluteUrl } from '../components/site-context.ts';
import type { SitemapSettings } from '../model/sitemap-settings.ts';
import { globPattern } from '../tools/glob-pattern.ts';

export interface FeedEntry {
  route: string;
  title: string;
  description: string;
  date: Date;
  authors: string[];
  html: string;
}

/** The sitemap of `routes` (every route but the not-found page and unlisted docs), each with the settings' change frequency and priority, but those its `ignorePatterns` match. */
export function renderSitemap(config: SiteConfig, settings: SitemapSettings, routes: string[]): string {
  const ignored = settings.ignorePatterns.map(globPattern);
  const urls = routes
    .filter((route) => !ignored.some((pattern) => pattern.test(config.baseUrl + route.slice(1))))
    .map((route) => `<url><loc>${escapeXml(absoluteUrl(config, route))}</loc>${settings.changefreq === null ? '' : `<changefreq>${settings.changefreq}</changefreq>`}${settings.priority === null ? '' : `<priority>${settings.priority}</priority>`}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** This site's robots.txt: everything allowed, and where the sitemap is, if there is one. */
export function renderRobots(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n${config.sitemap ? `\nSitemap: ${absoluteUrl(config, `/${config.sitemap.filename}`)}\n` : ''}`;
}

export function renderRss(config: SiteConfig, entries: FeedEntry[]): string {
  const blogUrl = absoluteUrl(config, `/${config.blog.routeBasePath}/`);
  const items = entries
    .map(
      (entry) => `<item>
<title>${escapeXml(entry.title)}</title>
<link>${escapeXml(absoluteUrl(config, entry.route))}</link>
<guid isPermaLink="true">${escapeXml(absoluteUrl(config, entry.route))}</guid>
<pubDate>${entry.date.toUTCString()}</pubDate>
<description>${escapeXml(entry.description)}</description>
<content:encoded>${escapeXml(entry.html)}</content:encoded>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(`${config.title}: ${config.blog.title}`)}</title>
<link>${escapeXml(blogUrl)}</link>
<atom:link href="${escapeXml(absoluteUrl(config, `/${config.blog.routeBasePath}/${BLOG_FEED_FILES.rss.file}`))}" rel="self" type="${BLOG_FEED_FILES.rss.type}"/>
<description>${escapeXml(config.blog.description)}</description>
<language>${escapeXml(config.locale.htmlLang)}</language>
${items}
</channel>
</rss>
`;
}

export function renderAtom(config: SiteConfig, entries: FeedEntry[]): string {
  const blogUrl = absoluteUrl(config, `/${config.blog.routeBasePath}/`);
  const updated = (entries[0]?.date ?? new Date(0)).toISOString();
  const items = entries
    .map(
      (entry) => `<entry>
<title>${escapeXml(entry.title)}</title>
<link href="${escapeXml(absoluteUrl(config, entry.route))}"/>
<id>${escapeXml(absoluteUrl(config, entry.route))}</id>
<updated>${entry.date.toISOString()}</updated>
<summary>${escapeXml(entry.description)}</summary>
<content type="html">${escapeXml(entry.html)}</content>
${entry.authors.map((name) => `<author><name>${escapeXml(name)}</name></author>`).join('')}
</entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(config.locale.htmlLang)}">
<title>${escapeXml(`${config.title}: ${config.blog.title}`)}</title>
<subtitle>${escapeXml(config.blog.description)}</subtitle>
<link href="${escapeXml(blogUrl)}"/>
<link rel="self" href="${escapeXml(absoluteUrl(config, `/${config.blog.routeBasePath}/${BLOG_FEED_FILES.atom.file}`))}"/>
<id>${escapeXml(blogUrl)}</id>
<updated>${updated}</updated>
${items}
</feed>
`;
}

/** A JSON Feed (version 1, as Docusaurus's blog writes `feed.json`). */
export function renderJsonFeed(config: SiteConfig, entries: FeedEntry[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1',
    title: `${config.title}: ${config.blog.title}`,
    home_page_url: absoluteUrl(config, `/${config.blog.routeBasePath}/`),
    feed_url: absoluteUrl(config, `/${config.blog.routeBasePath}/${BLOG_FEED_FILES.json.file}`),
    description: config.blog.description,
    items: entries.map((entry) => ({
      id: absoluteUrl(config, entry.route),
      url: absoluteUrl(config, entry.route),
      title: entry.title,
      summary: entry.description,
      content_html: entry.html,
      date_modified: entry.date.toISOString(),
      ...(entry.authors.length > 0 && { author: { name: entry.authors.join(', ') } }),
    })),
  };
  return `${JSON.stringify(feed, null, 4)}\n`;
}

const RENDER_FEED: Record<BlogFeed, (config: SiteConfig, entries: FeedEntry[]) => string> = { rss: renderRss, atom: renderAtom, json: renderJsonFeed };

/** The files of the feeds the configuration asks for, by their path in the site. */
export function blogFeedFiles(config: SiteConfig, entries: FeedEntry[]): [string, string][] {
  return config.blog.enabled ? config.blog.feeds.map((feed) => [`${config.blog.routeBasePath}/${BLOG_FEED_FILES[feed].file}`, RENDER_FEED[feed](config, entries)]) : [];
}
