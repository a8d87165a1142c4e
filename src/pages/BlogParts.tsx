import type { Author } from '../model/content.ts';
import type { Tag } from '../model/content.ts';
import { SiteLink } from '../components/SiteLink.tsx';
import { type SiteContext, withBase } from '../components/site-context.ts';
import type { PostSummary, SidebarPost } from './blog-types.ts';
import { isExternalSource } from '../markdown/hrefs.ts';
import { socialIconHtml } from '../components/social-icons.ts';

/** Posts grouped by year, newest year first (posts arrive newest first). */
export function groupByYear<Post extends { date: Date }>(posts: Post[]): [number, Post[]][] {
  const groups = new Map<number, Post[]>();
  for (const post of posts) {
    const year = post.date.getUTCFullYear();
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups];
}

/** The posts the blog sidebar shows: the newest, as many as the configuration's `sidebarCount` says. */
export function sidebarPostsOf(site: SiteContext, posts: readonly PostSummary[]): SidebarPost[] {
  const { sidebarCount } = site.config.blog;
  return (sidebarCount === 'ALL' ? posts : posts.slice(0, sidebarCount)).map(({ route, title, date }) => ({ route, title, date }));
}

/**
 * The newest posts (`sidebarPostsOf`), as many as the configuration's `sidebarCount` says (by default a listing page's
 * worth: every page of the blog carries the sidebar, and naming all the posts of a blog of 1,000 put
 * 160 KB on each; the archive names them all). It comes before the page's <h1>, so its title and
 * years are no headings (the nav's label names it).
 */
export function BlogSidebar({ site, posts, route }: { site: SiteContext; posts: SidebarPost[]; route: string }) {
  const { sidebarTitle, sidebarYears } = site.config.blog;
  return (
    <nav className={sidebarYears ? 'blog-sidebar' : 'blog-sidebar blog-sidebar-flat'} aria-label={site.text.t('theme.blog.sidebar.navAriaLabel')}>
      <p className="blog-sidebar-title">{sidebarTitle ?? site.text.t('site.blog.sidebar.title')}</p>
      {sidebarYears ? (
        groupByYear(posts).map(([year, yearPosts]) => (
          <div key={year} className="blog-sidebar-year">
            <p className="blog-sidebar-year-title">{year}</p>
            <SidebarPosts site={site} posts={yearPosts} route={route} />
          </div>
        ))
      ) : (
        <SidebarPosts site={site} posts={posts} route={route} />
      )}
    </nav>
  );
}

/** The posts of the blog sidebar (or of one of its years), the one shown marked. */
function SidebarPosts({ site, posts, route }: { site: SiteContext; posts: SidebarPost[]; route: string }) {
  return (
    <ul>
      {posts.map((post) => (
        <li key={post.route}>
          <SiteLink site={site} to={post.route} className={post.route === route ? 'menu-link active' : 'menu-link'} aria-current={post.route === route ? 'page' : undefined}>
            {post.title}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function PostMeta({ site, post }: { site: SiteContext; post: PostSummary }) {
  return (
    <p className="post-meta">
      <time dateTime={post.date.toISOString()}>{site.text.date(post.date)}</time>
      {site.config.blog.showReadingTime ? ` · ${site.text.plural('theme.blog.post.readingTime.plurals', post.readingMinutes, { readingTime: post.readingMinutes })}` : null}
    </p>
  );
}

export function AuthorList({ site, authors }: { site: SiteContext; authors: Author[] }) {
  if (authors.length === 0) return null;
  return (
    <ul className="post-authors">
      {authors.map((author) => (
        <li key={author.key} className="author">
          {author.imageUrl ? (
            <img className="author-avatar author-avatar-40" src={avatarSource(site, author.imageUrl)} width={40} height={40} alt="" loading="lazy" />
          ) : null}
          <span>
            {/* Docusaurus links an author without a page of their own to their URL (Babel's team to its X account); this site, to the authors page. */}
            {author.inline || (!author.page && site.config.siteConfigForCode !== undefined) ? (
              author.url ? (
                <a href={author.url} className="author-name" target="_blank" rel="noopener noreferrer">
                  {author.name}
                </a>
              ) : (
                <span className="author-name">{author.name}</span>
              )
            ) : (
              <SiteLink site={site} to={authorRoute(site, author)} className="author-name">
                {author.name}
              </SiteLink>
            )}
            {author.title ? <span className="author-title">{author.title}</span> : null}
            <AuthorSocials author={author} asProject={site.config.siteConfigForCode !== undefined} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** An author's addresses on other sites (`socials`), each named by its platform; in a project, each its platform's icon, as Docusaurus links them under the name. */
export function AuthorSocials({ author, asProject = false }: { author: Author; asProject?: boolean }) {
  if (!author.socials?.length) return null;
  if (asProject) {
    return (
      <span className="author-socials author-socials-icons">
        {author.socials.map(({ platform, name, url }) => (
          <a key={url} href={url} target="_blank" rel="noopener noreferrer" title={name} className="author-social-link" dangerouslySetInnerHTML={{ __html: socialIconHtml(platform) }} />
        ))}
      </span>
    );
  }
  return (
    <span className="author-socials">
      {author.socials.map(({ name, url }) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ))}
    </span>
  );
}

/** An author's picture: a file of the site, or a full URL kept as it is. */
export function avatarSource(site: SiteContext, imageUrl: string): string {
  return isExternalSource(imageUrl) ? imageUrl : withBase(site.config, imageUrl);
}

/** A page's tags, each a link to the page that lists everything with it; in a project after Docusaurus's bold "Tags:", which this site says to screen readers alone. */
export function TagList({ site, tags }: { site: SiteContext; tags: readonly Tag[] }) {
  if (tags.length === 0) return null;
  const label = site.text.t('theme.tags.tagsListLabel');
  const asProject = site.config.siteConfigForCode !== undefined;
  const list = (
    <ul className="tag-list" aria-label={asProject ? undefined : label}>
      {tags.map((tag) => (
        <li key={tag.route}>
          <SiteLink site={site} to={tag.route} className="tag">
            {tag.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
  return asProject ? (
    <div className="tags-row">
      <b>{label}</b>
      {list}
    </div>
  ) : (
    list
  );
}

/** Where an author's name leads: the author's own page when `authors.yml` gives one, else their entry on the authors page. */
export function authorRoute(site: SiteContext, author: Author): string {
  const authors = `/${site.config.blog.routeBasePath}/authors/`;
  return author.page ? `${authors}${author.page}/` : `${authors}#${author.key}`;
}
