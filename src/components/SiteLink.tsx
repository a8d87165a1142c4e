import type { AnchorHTMLAttributes, ReactNode } from 'react';
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

/** A link to another site: new tab, without opener or referrer. */
export function ExternalLink({ site, href, children, ...rest }: AnchorProps & { site: SiteContext; href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> {site.text.t('theme.IconExternalLink.ariaLabel')}</span>
    </a>
  );
}
