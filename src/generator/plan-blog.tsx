/** The blog's pages planned: the lists, each post, the tag pages, the archive and the authors. */
import { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogPostPage } from '../pages/BlogPages.tsx';
import type { PostSummary } from '../pages/blog-types.ts';
import { type Emit, imageOf, type MarkdownOf, type PlanInput, type RenderedSource, renderTagPages } from './page-plan.tsx';
import type { Post } from './route.ts';

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

export function planBlog({ site, routes, authors }: PlanInput, summaries: PostSummary[], emit: Emit, markdownOf: MarkdownOf): void {
  const base = `/${site.config.blog.routeBasePath}/`;
  const perPage = site.config.blog.postsPerPage;
  const pageCount = Math.max(1, Math.ceil(summaries.length / perPage));
  const listRoute = (page: number) => (page === 1 ? base : `${base}page/${page}/`);
  for (let page = 1; page <= pageCount; page++) {
    emit(
      listRoute(page),
      <BlogListPage
        site={site}
        route={listRoute(page)}
        posts={summaries.slice((page - 1) * perPage, page * perPage)}
        allPosts={summaries}
        newer={page > 1 ? { title: site.text.t('theme.blog.paginator.newerEntries'), route: listRoute(page - 1) } : undefined}
        older={page < pageCount ? { title: site.text.t('theme.blog.paginator.olderEntries'), route: listRoute(page + 1) } : undefined}
      />,
    );
  }
  routes.posts.forEach((post, index) => {
    const markdown = markdownOf(post);
    const summary = summaries[index] as PostSummary;
    const newer = summaries[index - 1];
    const older = summaries[index + 1];
    emit(
      post.route,
      <BlogPostPage
        site={site}
        post={summary}
        html={markdown.html}
        headings={markdown.headings}
        hideToc={post.source.frontMatter.hide_table_of_contents === true}
        image={imageOf(post.source.frontMatter)}
        allPosts={summaries}
        newer={newer ? { title: newer.title, route: newer.route } : undefined}
        older={older ? { title: older.title, route: older.route } : undefined}
      />,
      markdown.headings.map((heading) => heading.id),
    );
  });
  const { text } = site;
  const tagTitle = (tagName: string, count: number) => text.t('theme.blog.tagTitle', { nPosts: text.plural('site.blog.tagTitle.nPosts', count), tagName });
  renderTagPages(site, `${base}tags/`, text.t('site.tags.ofBlog'), summaries, (summary) => summary.tags, tagTitle, (summary) => ({ route: summary.route, title: summary.title, detail: text.date(summary.date) }), emit);
  emit(`${base}archive/`, <BlogArchivePage site={site} route={`${base}archive/`} allPosts={summaries} />, summaries.map((s) => `ano-${s.date.getUTCFullYear()}`));
  emit(`${base}authors/`, <BlogAuthorsPage site={site} route={`${base}authors/`} authors={authors} allPosts={summaries} />, authors.map((a) => a.key));
}
