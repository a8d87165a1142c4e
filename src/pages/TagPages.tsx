import type { Tag } from '../model/content.ts';
import { Layout } from '../components/Layout.tsx';
import { ListPagination, listPageTitle } from '../components/DocParts.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import type { SiteContext } from '../components/site-context.ts';
import type { ListPage } from '../tools/list-pages.ts';

/** Something carrying a tag, as its tag's page lists it. */
export interface TaggedEntry {
  route: string;
  title: string;
  /** Its description. */
  detail?: string;
}

/** Every tag of the blog or of a docs folder, with how many pages carry it. */
export function TagIndexPage({ site, route, description, tags }: { site: SiteContext; route: string; description: string; tags: { tag: Tag; count: number }[] }) {
  return (
    <Layout site={site} route={route} title={site.text.t('theme.tags.tagsPageTitle')} description={description} kind="tags">
      <main id="conteudo" className="content-layout content-layout-narrow">
        <h1>{site.text.t('theme.tags.tagsPageTitle')}</h1>
        <p>{`${description}.`}</p>
        <ul className="tag-list tag-index">
          {tags.map(({ tag, count }) => (
            <li key={tag.route}>
              <SiteLink site={site} to={tag.route} className="tag">
                {`${tag.label} `}
                <span className="tag-count">{count}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

/** The pages that carry one tag, or one page of them when they are many. */
export function TagPage({ site, title, page, indexRoute }: { site: SiteContext; title: string; page: ListPage<TaggedEntry>; indexRoute: string }) {
  const pageTitle = listPageTitle(site.text, title, page);
  return (
    <Layout site={site} route={page.route} title={pageTitle} description={pageTitle} kind="tags">
      <main id="conteudo" className="content-layout content-layout-narrow">
        <h1>{pageTitle}</h1>
        <p>
          <SiteLink site={site} to={indexRoute}>
            {site.text.t('theme.tags.tagsPageLink')}
          </SiteLink>
        </p>
        <ul className="tagged-list">
          {page.items.map((entry) => (
            <li key={entry.route}>
              <SiteLink site={site} to={entry.route} className="tagged-title">
                {entry.title}
              </SiteLink>
              {entry.detail ? <p>{entry.detail}</p> : null}
            </li>
          ))}
        </ul>
        <ListPagination site={site} position={page} />
      </main>
    </Layout>
  );
}
