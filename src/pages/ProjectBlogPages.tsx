/** A Docusaurus project's blog pages that Docusaurus draws otherwise than this site does. */
import type { Author } from '../model/content.ts';
import { Layout } from '../components/Layout.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import type { SiteContext } from '../components/site-context.ts';
import { AuthorSocials, authorRoute, avatarSource, groupByYear, sidebarPostsOf } from './BlogParts.tsx';
import type { PostSummary, SidebarPost } from './blog-types.ts';
import { BLOG_PLUGIN_CLASSES, BlogShell } from './BlogShell.tsx';
import { type TagCount, TagsByLetter } from './TagPages.tsx';

/** A project's archive as Docusaurus draws it: its title and description in Infima's hero, then the years in columns, each post's date and title one link. */
export function ProjectBlogArchivePage({ site, route, allPosts }: { site: SiteContext; route: string; allPosts: PostSummary[] }) {
  const [title, description] = [site.text.t('theme.blog.archive.title'), site.text.t('theme.blog.archive.description')];
  return (
    <Layout site={site} route={route} title={title} description={description} kind="blog" htmlClassName={`${BLOG_PLUGIN_CLASSES} blog-archive-page`}>
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{title}</h1>
          <p className="hero__subtitle">{description}</p>
        </div>
      </header>
      <main id="conteudo">
        {allPosts.length > 0 ? (
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {groupByYear(allPosts).map(([year, posts]) => (
                  <div key={year} className="col col--4 margin-vert--lg">
                    <h3>{year}</h3>
                    <ul>
                      {posts.map((post) => (
                        <li key={post.route}>
                          <SiteLink site={site} to={post.route}>
                            {`${site.text.date(post.date)} - ${post.title}`}
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </section>
        ) : null}
      </main>
    </Layout>
  );
}

/**
 * A project's authors as Docusaurus 3.5 lists them (`BlogAuthorsListPage`): beside the blog's
 * sidebar, each author's picture, name (a link to their page, when they have one), post count,
 * title and addresses; their posts are on their own pages, and the page has no description.
 */
export function ProjectBlogAuthorsPage({ site, route, authors, allPosts }: { site: SiteContext; route: string; authors: Author[]; allPosts: PostSummary[] }) {
  const title = site.text.t('theme.blog.authorsList.pageTitle');
  return (
    <BlogShell site={site} route={route} title={title} description="" sidebarPosts={sidebarPostsOf(site, allPosts)} pageClass="blog-authors-list-page">
      <h1>{title}</h1>
      <section className="margin-vert--lg">
        <ul className="authors-list">
          {authors.map((author) => {
            const page = author.page === undefined ? undefined : authorRoute(site, author);
            const count = allPosts.filter((post) => post.authors.some((written) => written.key === author.key)).length;
            const name = <h2 className="author-name">{author.name}</h2>;
            return (
              <li key={author.key} className="avatar authors-list-item">
                {author.imageUrl ? <img className="avatar__photo author-avatar author-avatar-64" src={avatarSource(site, author.imageUrl)} width={64} height={64} alt={author.name} loading="lazy" /> : null}
                <div className="avatar__intro">
                  <div className="author-name-line">
                    {page ? (
                      <SiteLink site={site} to={page}>
                        {name}
                      </SiteLink>
                    ) : (
                      name
                    )}
                    <span className="author-post-count">{count}</span>
                  </div>
                  {author.title ? <small className="author-title">{author.title}</small> : null}
                  <AuthorSocials author={author} asProject />
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </BlogShell>
  );
}

/** A project's blog tags as Docusaurus lists them (`BlogTagsListPage`): by letter, beside the blog's sidebar. */
export function BlogTagsListPage({ site, route, tags, sidebarPosts }: { site: SiteContext; route: string; tags: TagCount[]; sidebarPosts: SidebarPost[] }) {
  const title = site.text.t('theme.tags.tagsPageTitle');
  return (
    <BlogShell site={site} route={route} title={title} description="" sidebarPosts={sidebarPosts} pageClass="blog-tags-list-page">
      <h1>{title}</h1>
      <TagsByLetter site={site} tags={tags} />
    </BlogShell>
  );
}
