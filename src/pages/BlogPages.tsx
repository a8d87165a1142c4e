import type { Author } from '../model/content.ts';
import { Markdown, type PageLink, Pagination } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import { DocFooter, UnlistedBanner } from './DocPage.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import type { SiteContext } from '../components/site-context.ts';
import type { Heading } from '../markdown/types.ts';
import { AuthorList, AuthorSocials, avatarSource, groupByYear, PostMeta, TagList } from './BlogParts.tsx';
import type { PostSummary, SidebarPost } from './blog-types.ts';
import { BLOG_PLUGIN_CLASSES, BlogShell } from './BlogShell.tsx';
import { ProjectBlogArchivePage, ProjectBlogAuthorsPage } from './ProjectBlogPages.tsx';
import type { PageHtml } from '../model/page-html.ts';

export function BlogListPage(props: {
  site: SiteContext;
  route: string;
  posts: PostSummary[];
  sidebarPosts: SidebarPost[];
  newer?: PageLink;
  older?: PageLink;
}) {
  const { site } = props;
  const { blog } = site.config;
  // A Docusaurus project's list shows the posts alone, its title only in the window's: the heading stays for screen readers.
  const asDocusaurus = site.config.siteConfigForCode !== undefined;
  return (
    <BlogShell site={site} route={props.route} title={blog.title} description={blog.description} sidebarPosts={props.sidebarPosts} pageClass="blog-list-page">
      <h1 className={asDocusaurus ? 'sr-only' : undefined}>{blog.title}</h1>
      {asDocusaurus ? null : <p className="blog-intro">{blog.description}</p>}
      <PostPreviews site={site} posts={props.posts} />
      <Pagination site={site} previous={props.newer} next={props.older} kind="blogList" />
    </BlogShell>
  );
}

/** The posts of a list: title, date, authors and excerpt, with their tags and a link to read the rest. */
function PostPreviews({ site, posts }: { site: SiteContext; posts: readonly PostSummary[] }) {
  return (
    <>
      {posts.map((post) => (
        <article key={post.route} className="post-preview">
          <h2>
            <SiteLink site={site} to={post.route}>
              {post.title}
            </SiteLink>
          </h2>
          <PostMeta site={site} post={post} />
          <AuthorList site={site} authors={post.authors} />
          <Markdown html={post.excerptHtml} />
          {/* As Docusaurus's list footer: the post's tags, then the link to read the rest. */}
          {post.tags.length > 0 || post.truncated ? (
            <footer className="post-preview-footer">
              <TagList site={site} tags={post.tags} />
              {post.truncated ? (
                <SiteLink site={site} to={post.route} className="read-more" aria-label={site.text.t('theme.blog.post.readMoreLabel', { title: post.title })}>
                  {/* Docusaurus writes the words alone; this site points them on. */}
                  {`${site.text.t('theme.blog.post.readMore')}${site.config.siteConfigForCode === undefined ? ' »' : ''}`}
                </SiteLink>
              ) : null}
            </footer>
          ) : null}
        </article>
      ))}
    </>
  );
}

/** An author's own page (`page: true` in `authors.yml`): who they are, then their posts, a list's worth a page. */
export function BlogAuthorPage(props: { site: SiteContext; route: string; author: Author; postCount: number; posts: PostSummary[]; sidebarPosts: SidebarPost[]; newer?: PageLink; older?: PageLink }) {
  const { site, author } = props;
  return (
    <BlogShell site={site} route={props.route} title={`${author.name} - ${site.text.plural('theme.blog.post.plurals', props.postCount)}`} description={author.description ?? author.title ?? ''} sidebarPosts={props.sidebarPosts} pageClass="blog-authors-posts-page">
      <header className="author-page-header">
        {author.imageUrl ? <img className="author-avatar author-avatar-96" src={avatarSource(site, author.imageUrl)} width={96} height={96} alt="" /> : null}
        <div>
          <h1>{author.name}</h1>
          {author.title ? <p className="author-title">{author.title}</p> : null}
          {author.description ? <p>{author.description}</p> : null}
          <AuthorSocials author={author} asProject={site.config.siteConfigForCode !== undefined} />
        </div>
      </header>
      <PostPreviews site={site} posts={props.posts} />
      <Pagination site={site} previous={props.newer} next={props.older} kind="blogList" />
    </BlogShell>
  );
}

/** The posts that carry one tag, as Docusaurus lists them: previews, a list page's worth at a time. */
export function BlogTagPostsPage(props: { site: SiteContext; route: string; title: string; tagsRoute: string; posts: PostSummary[]; sidebarPosts: SidebarPost[]; newer?: PageLink; older?: PageLink }) {
  const { site } = props;
  return (
    <BlogShell site={site} route={props.route} title={props.title} description={props.title} sidebarPosts={props.sidebarPosts} pageClass="blog-tags-post-list-page">
      <header className="tag-page-header">
        <h1>{props.title}</h1>
        <SiteLink site={site} to={props.tagsRoute}>
          {site.text.t('theme.tags.tagsPageLink')}
        </SiteLink>
      </header>
      <PostPreviews site={site} posts={props.posts} />
      <Pagination site={site} previous={props.newer} next={props.older} kind="blogList" />
    </BlogShell>
  );
}

export function BlogPostPage(props: {
  site: SiteContext;
  post: PostSummary;
  html: PageHtml;
  headings: Heading[];
  hideToc: boolean;
  /** The heading levels its table of contents shows (front matter `toc_min/max_heading_level`, else the site's). */
  tocLevels?: { min: number; max: number };
  /** Front matter `image`: the picture of link previews. */
  image?: string;
  sidebarPosts: SidebarPost[];
  newer?: PageLink;
  older?: PageLink;
  /** Where its file can be edited (the blog's `editUrl`). */
  editUrl?: string;
  noIndex?: boolean;
  /** Front matter `unlisted`: in no list, feed, sitemap or search, and the page says so. */
  unlisted?: boolean;
}) {
  const { site, post } = props;
  return (
    <BlogShell
      site={site}
      route={post.route}
      title={post.title}
      description={post.description}
      sidebarPosts={props.sidebarPosts}
      image={props.image}
      type="article"
      toc={props.hideToc ? undefined : props.headings}
      tocLevels={props.tocLevels}
      pageClass="blog-post-page"
      noIndex={props.unlisted ? 'nofollow' : props.noIndex}
    >
      {props.unlisted ? <UnlistedBanner site={site} /> : null}
      <article className="post">
        <header>
          <h1>{post.title}</h1>
          <PostMeta site={site} post={post} />
          <AuthorList site={site} authors={post.authors} />
        </header>
        <Markdown html={props.html} />
        <TagList site={site} tags={post.tags} />
        {props.editUrl ? <DocFooter text={site.text} editUrl={props.editUrl} asProject={site.config.siteConfigForCode !== undefined} /> : null}
      </article>
      <Pagination site={site} previous={props.newer} next={props.older} kind="blogPost" />
    </BlogShell>
  );
}

export function BlogArchivePage({ site, route, allPosts }: { site: SiteContext; route: string; allPosts: PostSummary[] }) {
  if (site.config.siteConfigForCode !== undefined) return <ProjectBlogArchivePage site={site} route={route} allPosts={allPosts} />;
  return (
    <Layout site={site} route={route} title={site.text.t('theme.blog.archive.title')} description={site.text.t('theme.blog.archive.description')} kind="blog" htmlClassName={`${BLOG_PLUGIN_CLASSES} blog-archive-page`}>
      <main id="conteudo" className="content-layout content-layout-narrow">
        <h1>{site.text.t('theme.blog.archive.title')}</h1>
        <p>{site.text.t('theme.blog.archive.description')}.</p>
        {groupByYear(allPosts).map(([year, posts]) => (
          <section key={year} className="archive-year" aria-labelledby={`ano-${year}`}>
            <h2 id={`ano-${year}`}>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.route}>
                  <time dateTime={post.date.toISOString()}>{site.text.date(post.date)}</time> –{' '}
                  <SiteLink site={site} to={post.route}>
                    {post.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}

/** Author cards a phone's first screen shows: their pictures load with the page. */
const EAGER_AVATARS = 3;

export function BlogAuthorsPage({ site, route, authors, allPosts }: { site: SiteContext; route: string; authors: Author[]; allPosts: PostSummary[] }) {
  if (site.config.siteConfigForCode !== undefined) return <ProjectBlogAuthorsPage site={site} route={route} authors={authors} allPosts={allPosts} />;
  const authorsDescription = site.text.t('site.blog.authorsList.description', { siteTitle: site.config.title });
  return (
    <Layout site={site} route={route} title={site.text.t('theme.blog.authorsList.pageTitle')} description={authorsDescription} kind="blog" htmlClassName={`${BLOG_PLUGIN_CLASSES} blog-authors-list-page`}>
      <main id="conteudo" className="content-layout content-layout-narrow">
        <h1>{site.text.t('theme.blog.authorsList.pageTitle')}</h1>
        <p>{authorsDescription}.</p>
        <ul className="author-cards">
          {authors.map((author, position) => {
            const posts = allPosts.filter((post) => post.authors.some((a) => a.key === author.key));
            return (
              <li key={author.key} id={author.key} className="author-card">
                {author.imageUrl ? (
                  <img className="author-avatar author-avatar-64" src={avatarSource(site, author.imageUrl)} width={64} height={64} alt="" loading={position < EAGER_AVATARS ? undefined : 'lazy'} />
                ) : null}
                <div>
                  <h2>{author.name}</h2>
                  {author.title ? <p className="author-title">{author.title}</p> : null}
                  <p className="card-meta">{site.text.plural('theme.blog.post.plurals', posts.length)}</p>
                  <ul>
                    {posts.map((post) => (
                      <li key={post.route}>
                        <SiteLink site={site} to={post.route}>
                          {post.title}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </main>
    </Layout>
  );
}
