import type { SiteConfig } from '../model/config.ts';
import { escapeHtml as escapeXml } from '../tools/escape-html.ts';
import { absoluteUrl } from '../components/site-context.ts';

export interface FeedEntry {
  route: string;
  title: string;
  description: string;
  date: Date;
  authors: string[];
  html: string;
}

/** `sitemap.xml`: every route but the not-found page, weekly, priority 0.5. */
export function renderSitemap(config: SiteConfig, routes: string[]): string {
  const urls = routes
    .map((route) => `<url><loc>${escapeXml(absoluteUrl(config, route))}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, '/sitemap.xml')}\n`;
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
<atom:link href="${escapeXml(absoluteUrl(config, `/${config.blog.routeBasePath}/rss.xml`))}" rel="self" type="application/rss+xml"/>
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
<link rel="self" href="${escapeXml(absoluteUrl(config, `/${config.blog.routeBasePath}/atom.xml`))}"/>
<id>${escapeXml(blogUrl)}</id>
<updated>${updated}</updated>
${items}
</feed>
`;
}
