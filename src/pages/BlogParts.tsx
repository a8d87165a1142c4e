import type { Author } from '../build/load.ts';
import { SiteLink } from '../components/SiteLink.tsx';
import { type SiteContext, withBase } from '../components/site-context.ts';
import { formatDate, uiText } from '../ui-text.ts';
import type { PostSummary } from './blog-types.ts';
import { isExternalSource } from '../markdown/hrefs.ts';

/** Posts grouped by year, newest year first (posts arrive newest first). */
export function groupByYear(posts: PostSummary[]): [number, PostSummary[]][] {
  const groups = new Map<number, PostSummary[]>();
  for (const post of posts) {
    const year = post.date.getUTCFullYear();
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups];
}

export function BlogSidebar({ site, posts, route }: { site: SiteContext; posts: PostSummary[]; route: string }) {
  return (
    <nav className="blog-sidebar" aria-label={uiText.blogSidebar}>
      <h2 className="blog-sidebar-title">{uiText.blogSidebar}</h2>
      {groupByYear(posts).map(([year, yearPosts]) => (
        <div key={year} className="blog-sidebar-year">
          <h3>{year}</h3>
          <ul>
            {yearPosts.map((post) => (
              <li key={post.route}>
                <SiteLink
                  site={site}
                  to={post.route}
                  className={post.route === route ? 'menu-link active' : 'menu-link'}
                  aria-current={post.route === route ? 'page' : undefined}
                >
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className="post-meta">
      <time dateTime={post.date.toISOString()}>{formatDate(post.date)}</time> · {uiText.readingTime(post.readingMinutes)}
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
            <img className="author-avatar" src={isExternalSource(author.imageUrl) ? author.imageUrl : withBase(site.config, author.imageUrl)} width={40} height={40} alt="" loading="lazy" />
          ) : null}
          <span>
            <SiteLink site={site} to={`/${site.config.blog.routeBasePath}/authors/#${author.key}`} className="author-name">
              {author.name}
            </SiteLink>
            {author.title ? <span className="author-title">{author.title}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Marcadores">
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
