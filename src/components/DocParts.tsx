import type { Heading } from '../markdown/types.ts';
import { uiText } from '../ui-text.ts';
import { SiteLink } from './SiteLink.tsx';
import type { SiteContext } from './site-context.ts';

export interface Crumb {
  label: string;
  route?: string;
}

export function Breadcrumbs({ site, crumbs }: { site: SiteContext; crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={uiText.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={index}>
              {crumb.route && !last ? (
                <SiteLink site={site} to={crumb.route}>
                  {crumb.label}
                </SiteLink>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Table of contents: headings of levels 2 and 3, the third nested under the second. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const entries = headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  if (entries.length === 0) return null;
  const groups: { heading: Heading; children: Heading[] }[] = [];
  for (const heading of entries) {
    const parent = groups.at(-1);
    if (heading.depth === 3 && parent) parent.children.push(heading);
    else groups.push({ heading, children: [] });
  }
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 className="toc-title" id="toc-title">
        {uiText.onThisPage}
      </h2>
      <ul>
        {groups.map(({ heading, children }) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
            {children.length > 0 ? (
              <ul>
                {children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.text}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface PageLink {
  title: string;
  route: string;
}

export function Pagination({ site, previous, next, previousLabel = uiText.previous, nextLabel = uiText.next }: {
  site: SiteContext;
  previous?: PageLink;
  next?: PageLink;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={uiText.pagination}>
      {previous ? (
        <SiteLink site={site} to={previous.route} className="pagination-link pagination-previous" rel="prev">
          <span className="pagination-label">« {previousLabel}</span>
          <span className="pagination-title">{previous.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink site={site} to={next.route} className="pagination-link pagination-next" rel="next">
          <span className="pagination-label">{nextLabel} »</span>
          <span className="pagination-title">{next.title}</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}

/** The Markdown body, already rendered to HTML by the build. */
export function Markdown({ html }: { html: string }) {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
