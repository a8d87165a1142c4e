/** The blog's pages planned: the lists, each post, the tag pages, the archive and the authors. */
import { BlogArchivePage, BlogAuthorPage, BlogAuthorsPage, BlogListPage, BlogPostPage, BlogTagPostsPage } from '../pages/BlogPages.tsx';
import { BlogTagsListPage } from '../pages/ProjectBlogPages.tsx';
import { sidebarPostsOf } from '../pages/BlogParts.tsx';
import type { PostSummary } from '../pages/blog-types.ts';
import { anchorsOf, customEditUrl, type Emit, imageOf, type MarkdownOf, type PlanInput, type RenderedSource, permalinkOf, renderTagIndex } from './page-plan.tsx';
import type { TagCount } from '../pages/TagPages.tsx';
import { tocLevelsOf } from './plan-docs.tsx';
import type { Post } from './route.ts';
import type { SiteContext } from '../components/site-context.ts';
import { listPageRoute, paginate } from '../tools/list-pages.ts';

const WORDS_PER_MINUTE = 200;

export function summarisePost(post: Post, markdown: RenderedSource): PostSummary {
  return {
    route: post.route,
    title: post.title,
    description: post.description,
    date: post.date,
    authors: post.authors,
    tags: post.tags,
    readingMinutes: Math.max(1, Math.ceil(markdown.words / WORDS_PER_MINUTE)),
    excerptHtml: markdown.excerptHtml ?? markdown.html,
    truncated: markdown.excerptHtml !== undefined,
  };
}

/**
 * `summaries`: every post's, in the order of `routes.posts`. An unlisted post has its page, but is
 * in no list, sidebar, tag, archive or author page, and is no post's newer or older one.
 */
export function planBlog({ site, routes, authors }: PlanInput, every: PostSummary[], emit: Emit, markdownOf: MarkdownOf): void {
  const base = `/${site.config.blog.routeBasePath}/`;
  const summaries = every.filter((_, index) => !routes.posts[index]!.unlisted);
  const sidebarPosts = sidebarPostsOf(site, summaries);
  const pages = paginate(base, summaries, site.config.blog.postsPerPage);
  // A list page's links to the newer and the older posts' pages of the same list.
  const neighbours = (listBase: string, page: { number: number; count: number }) => ({
    newer: page.number > 1 ? { title: site.text.t('theme.blog.paginator.newerEntries'), route: listPageRoute(listBase, page.number - 1) } : undefined,
    older: page.number < page.count ? { title: site.text.t('theme.blog.paginator.olderEntries'), route: listPageRoute(listBase, page.number + 1) } : undefined,
  });
  for (const page of pages) {
    emit(
      page.route,
      <BlogListPage
        site={site}
        route={page.route}
        posts={page.items}
        sidebarPosts={sidebarPosts}
        {...neighbours(base, page)}
      />,
    );
  }
  routes.posts.forEach((post, index) => {
    const markdown = markdownOf(post);
    const summary = every[index] as PostSummary;
    const listedAt = post.unlisted ? -1 : summaries.indexOf(summary);
    const newer = listedAt < 0 ? undefined : summaries[listedAt - 1];
    const older = listedAt < 0 ? undefined : summaries[listedAt + 1];
    emit(
      post.route,
      <BlogPostPage
        site={site}
        post={summary}
        html={markdown.html}
        headings={markdown.headings}
        hideToc={post.source.frontMatter.hide_table_of_contents === true}
        tocLevels={tocLevelsOf(post.source.frontMatter, site.config.tableOfContents)}
        image={imageOf(post.source.frontMatter)}
        sidebarPosts={sidebarPosts}
        newer={newer ? { title: newer.title, route: newer.route } : undefined}
        older={older ? { title: older.title, route: older.route } : undefined}
        editUrl={postEditUrl(post, site.config)}
        noIndex={markdown.noIndex}
        unlisted={post.unlisted}
      />,
      anchorsOf(markdown),
    );
  });
  const { text } = site;
  const tagTitle = (tagName: string, count: number) => text.t('theme.blog.tagTitle', { nPosts: text.plural('site.blog.tagTitle.nPosts', count), tagName });
  // A tag's posts as Docusaurus lists them: previews, the blog's number a page.
  const tagsRoute = `${base}tags/`;
  // A project's, as Docusaurus's: its tags by letter beside the blog's sidebar.
  const projectTagsPage = site.config.siteConfigForCode === undefined ? undefined : (tags: TagCount[]) => <BlogTagsListPage site={site} route={tagsRoute} tags={tags} sidebarPosts={sidebarPosts} />;
  for (const { tag, items: tagged } of renderTagIndex(site, tagsRoute, text.t('site.tags.ofBlog'), summaries, (summary) => summary.tags, emit, projectTagsPage)) {
    const title = tagTitle(tag.label, tagged.length);
    for (const page of paginate(tag.route, tagged, site.config.blog.postsPerPage)) {
      emit(
        page.route,
        <BlogTagPostsPage
          site={site}
          route={page.route}
          title={title}
          tagsRoute={tagsRoute}
          posts={page.items}
          sidebarPosts={sidebarPosts}
          {...neighbours(tag.route, page)}
        />,
      );
    }
  }
  emit(`${base}archive/`, <BlogArchivePage site={site} route={`${base}archive/`} allPosts={summaries} />, summaries.map((s) => `ano-${s.date.getUTCFullYear()}`));
  for (const author of site.config.blog.authorsPages ? authors : []) {
    if (!author.page) continue;
    const own = summaries.filter((post) => post.authors.some((written) => written.key === author.key));
    const authorBase = `${base}authors/${author.page}/`;
    for (const page of paginate(authorBase, own, site.config.blog.postsPerPage)) {
      emit(
        page.route,
        <BlogAuthorPage
          site={site}
          route={page.route}
          author={author}
          postCount={own.length}
          posts={page.items}
          sidebarPosts={sidebarPosts}
          {...neighbours(authorBase, page)}
        />,
      );
    }
  }
  // Only a blog with an authors file has a page of its authors (none in Docusaurus 2, before 3.5's authors pages; its posts' authors written inline link to their own sites).
  if (authors.length > 0 && site.config.blog.authorsPages) emit(`${base}authors/`, <BlogAuthorsPage site={site} route={`${base}authors/`} authors={authors} allPosts={summaries} />, authors.map((a) => a.key));
}

/** A post's edit link: `custom_edit_url` (null for none), or its file under the blog's `editUrl`, or what the blog's `editUrl` function gives (Docusaurus's, as pnpm's site writes it). */
function postEditUrl(post: Post, config: SiteContext['config']): string | undefined {
  const custom = customEditUrl(post.source.frontMatter);
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl } = config.blog;
  return typeof editUrl === 'function' ? editUrl(post.source.rel, permalinkOf(post.route, config), config.locale.name) : editUrl && `${editUrl}${post.source.rel}`;
}
