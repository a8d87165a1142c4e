import type { ReactNode } from 'react';
import { shimSite } from './site.ts';

/** `@docusaurus/Link`: a link, with the base URL before a path of the site. */
export default function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [attribute: string]: unknown }) {
  const target = to ?? href ?? '';
  const url = target.startsWith('/') && !target.startsWith('//') ? shimSite().baseUrl + target.slice(1) : target;
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}
