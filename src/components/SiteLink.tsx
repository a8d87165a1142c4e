import { type AnchorHTMLAttributes, Children, type ReactNode } from 'react';
import { isExternalSource, withoutPathnameProtocol } from '../markdown/hrefs.ts';
import { type SiteContext, toRoute, withBase } from './site-context.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { children: ReactNode };

/** An internal link: base URL prefix and trailing slash added. */
export function SiteLink({ site, to, children, ...rest }: AnchorProps & { site: SiteContext; to: string }) {
  return (
    <a href={withBase(site.config, toRoute(to))} {...rest}>
      {children}
    </a>
  );
}

/**
 * A link given by its URL (a configuration's `href`): another site opens in a new tab, without
 * opener or referrer; a path of this site (`/docs/intro#help`) stays in this tab, as Docusaurus's
 * `Link` treats it, written as given, and so does a `pathname:///path/` (with the base URL before it).
 * A `target` given (a Docusaurus item's `target: '_self'`) is kept. `labelled`: whether the link
 * shows a text label, which a project's arrow mark follows (by default, whether a child is text);
 * `html`: markup that is the whole link, as a Docusaurus navbar item's `html` is (no mark, no note).
 */
export function ExternalLink({ site, href, children, labelled = hasText(children), html, ...rest }: AnchorProps & { site: SiteContext; href: string; labelled?: boolean; html?: string }) {
  const url = withoutPathnameProtocol(href, site.config.baseUrl);
  if (html !== undefined && isExternalSource(url)) return <a href={href} target="_blank" rel="noopener noreferrer" {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
  if (!isExternalSource(url)) {
    return (
      <a href={url} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {/* A Docusaurus project marks links to other sites with an arrow out of a box, as its theme does (not a link drawn as an icon alone); projects find it by its module class's name (`[class*='iconExternalLink']`). */}
      {site.config.siteConfigForCode === undefined || !labelled ? null : (
        <svg className="external-link-icon iconExternalLink" width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={EXTERNAL_LINK_ARROW} />
        </svg>
      )}
      {(rest.target ?? '_blank') === '_blank' && <span className="sr-only"> {site.text.t('site.IconExternalLink.ariaLabel')}</span>}
    </a>
  );
}

function hasText(children: ReactNode): boolean {
  return Children.toArray(children).some((child) => (typeof child === 'string' ? child.trim() !== '' : true));
}

/** The arrow out of a box that marks a link to another site in a project, as Docusaurus's `IconExternalLink`. */
const EXTERNAL_LINK_ARROW = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';

/** The same mark as markup, for what is written as a string (the sidebar). */
export const EXTERNAL_LINK_ICON_HTML = `<svg class="external-link-icon iconExternalLink" width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="${EXTERNAL_LINK_ARROW}"></path></svg>`;
