import type { AnchorHTMLAttributes, ReactNode } from 'react';
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
 */
export function ExternalLink({ site, href, children, ...rest }: AnchorProps & { site: SiteContext; href: string }) {
  const url = withoutPathnameProtocol(href, site.config.baseUrl);
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
      <span className="sr-only"> {site.text.t('theme.IconExternalLink.ariaLabel')}</span>
    </a>
  );
}
