import { TableOfContents } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import type { SiteContext } from '../components/site-context.ts';
import type { Heading } from '../markdown/types.ts';
import { BlogSidebar } from './BlogParts.tsx';
import type { SidebarPost } from './blog-types.ts';

/** The blog plugin's classes on `<html>` in a Docusaurus project, before the page's own. */
export const BLOG_PLUGIN_CLASSES = 'plugin-blog plugin-id-default';

interface BlogShellProps {
  site: SiteContext;
  route: string;
  title: string;
  description: string;
  /** What its sidebar shows (`sidebarPostsOf`). */
  sidebarPosts: SidebarPost[];
  type?: 'website' | 'article';
  image?: string;
  children: React.ReactNode;
  toc?: Heading[];
  tocLevels?: { min: number; max: number };
  /** Docusaurus's class for the page on `<html>` in a project (`blog-post-page`), after the blog plugin's. */
  pageClass: string;
  /** The post's `<Head>` keeps it out of search engines: a robots meta, no canonical link. */
  noIndex?: boolean | 'nofollow';
}

export function BlogShell({ site, route, title, description, sidebarPosts, type, image, children, toc, tocLevels, pageClass, noIndex }: BlogShellProps) {
  return (
    <Layout site={site} route={route} title={title} description={description} type={type} image={image} kind="blog" noIndex={noIndex} htmlClassName={`${BLOG_PLUGIN_CLASSES} ${pageClass}`}>
      <div className={site.config.blog.sidebarCount === 0 ? 'blog-layout blog-layout-no-sidebar' : 'blog-layout'}>
        {site.config.blog.sidebarCount === 0 ? null : (
          <aside className="blog-aside" aria-label={site.text.t('theme.blog.sidebar.navAriaLabel')}>
            <BlogSidebar site={site} posts={sidebarPosts} route={route} />
          </aside>
        )}
        <main id="conteudo" className="blog-main">
          {children}
        </main>
        {toc && toc.length > 0 ? (
          <aside className="doc-toc" aria-label={site.text.t('theme.TOCCollapsible.toggleButtonLabel')}>
            <TableOfContents site={site} headings={toc} levels={tocLevels} />
          </aside>
        ) : null}
      </div>
    </Layout>
  );
}
