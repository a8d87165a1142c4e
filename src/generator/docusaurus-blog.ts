/** A Docusaurus project's blog options (the classic preset's `blog`, or the blog plugin's) read into this generator's blog settings. */
import path from 'node:path';
import type { BlogFeed } from '../model/blog-feeds.ts';
import type { SiteConfigInput } from '../model/config.ts';
import { docusaurusMajor, groupsBlogSidebarByYear } from './docusaurus-core-version.ts';
import { blogEditUrl } from './docusaurus-versions.ts';
import { object, type Options, text, trimSlashes } from './docusaurus-values.ts';

/** The blog settings of `blogOptions` (and of `themeConfig.blog`), Docusaurus's defaults where they give none; `blogDir`: the posts' folder, for the edit links. */
export function blogSettingsOf(blogOptions: Options, enabled: boolean, root: string, blogDir: string, themeConfig: Options = {}): SiteConfigInput['blog'] {
  const feedOptions = object(blogOptions.feedOptions);
  return {
    routeBasePath: trimSlashes(text(blogOptions.routeBasePath) ?? 'blog'),
    title: text(blogOptions.blogTitle) ?? 'Blog',
    description: text(blogOptions.blogDescription) ?? 'Blog',
    datePaths: true,
    enabled,
    // 'ALL': every post on one list page (and every post of a tag or an author on theirs).
    ...(typeof blogOptions.postsPerPage === 'number' ? { postsPerPage: blogOptions.postsPerPage } : blogOptions.postsPerPage === 'ALL' && { postsPerPage: Infinity }),
    ...(typeof blogOptions.blogSidebarTitle === 'string' && { sidebarTitle: blogOptions.blogSidebarTitle }),
    // Docusaurus's default is 5.
    sidebarCount: blogOptions.blogSidebarCount === 'ALL' || typeof blogOptions.blogSidebarCount === 'number' ? blogOptions.blogSidebarCount : 5,
    // By year unless `themeConfig.blog.sidebar.groupByYear` says not (Docusaurus 3.5 on, whose default it is).
    sidebarYears: object(object(themeConfig.blog).sidebar).groupByYear !== false && groupsBlogSidebarByYear(root), authorsPages: docusaurusMajor(root) !== 2,
    feedLimit: typeof feedOptions.limit === 'number' && feedOptions.limit > 0 ? feedOptions.limit : feedOptions.limit === false || feedOptions.limit === null ? false : 20,
    showReadingTime: blogOptions.showReadingTime !== false,
    ...(feedOptions.type !== undefined && { feeds: feedsOf(feedOptions.type) }),
    ...blogEditUrl(blogOptions.editUrl, path.relative(root, blogDir).split(path.sep).join('/')),
  };
}

const FEEDS: readonly BlogFeed[] = ['rss', 'atom', 'json'];

/** The feeds `feedOptions.type` asks for: one, several, `'all'`, or none (`null`). */
function feedsOf(type: unknown): BlogFeed[] {
  if (type === 'all') return [...FEEDS];
  const asked: unknown[] = Array.isArray(type) ? type : type === null ? [] : [type];
  return FEEDS.filter((feed) => asked.includes(feed));
}
