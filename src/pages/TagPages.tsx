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
export function TagIndexPage({ site, route, description, tags }: { site: SiteContext; route: string; description: string; tags: TagCount[] }) {
  if (site.config.siteConfigForCode !== undefined) return <ProjectTagIndexPage site={site} route={route} tags={tags} />;
  return (
    <Layout site={site} route={route} title={site.text.t('theme.tags.tagsPageTitle')} description={description} kind="tags">
      <main id="conteudo" className="content-layout content-layout-narrow">
        <h1>{site.text.t('theme.tags.tagsPageTitle')}</h1>
        <p>{`${description}.`}</p>
        <TagCounts site={site} tags={tags} className="tag-list tag-index" />
      </main>
    </Layout>
  );
}

/** A project's tags as Docusaurus lists them (`TagsListByLetter`): under the first letter of their label, without a sentence of this site's, nor a description (Docusaurus's page sets only its title). */
function ProjectTagIndexPage({ site, route, tags }: { site: SiteContext; route: string; tags: TagCount[] }) {
  return (
    <Layout site={site} route={route} title={site.text.t('theme.tags.tagsPageTitle')} description="" kind="tags">
      <main id="conteudo" className="content-layout content-layout-narrow">
        <h1>{site.text.t('theme.tags.tagsPageTitle')}</h1>
        <TagsByLetter site={site} tags={tags} />
      </main>
    </Layout>
  );
}

/** A tag and how many pages carry it. */
export interface TagCount {
  tag: Tag;
  count: number;
}

/** Tags under the first letter of their label, as Docusaurus's `TagsListByLetter` lists them. */
export function TagsByLetter({ site, tags }: { site: SiteContext; tags: readonly TagCount[] }) {
  const byLetter = new Map<string, TagCount[]>();
  for (const entry of [...tags].sort((a, b) => a.tag.label.localeCompare(b.tag.label))) {
    const letter = entry.tag.label.charAt(0).toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
  }
  return (
    <section className="margin-vert--lg">
      {[...byLetter].map(([letter, entries]) => (
        <article key={letter}>
          <h2 id={letter}>{letter}</h2>
          <TagCounts site={site} tags={entries} className="tag-list tag-index padding--none" />
          <hr />
        </article>
      ))}
    </section>
  );
}

/** Tags, each a link to its page with how many pages carry it. */
function TagCounts({ site, tags, className }: { site: SiteContext; tags: readonly TagCount[]; className: string }) {
  return (
    <ul className={className}>
      {tags.map(({ tag, count }) => (
        <li key={tag.route}>
          <SiteLink site={site} to={tag.route} className="tag">
            {`${tag.label} `}
            <span className="tag-count">{count}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
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
