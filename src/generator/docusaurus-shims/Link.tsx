import type { ReactNode } from 'react';
import { withoutBaseUrl, withoutPathnameProtocol } from '../../markdown/hrefs.ts';
import { shimSite } from './site.ts';

/** `@docusaurus/Link`: a link, with the base URL before a path of the site (`/docs/`, `pathname:///playground/`). */
export default function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [attribute: string]: unknown }) {
  const target = to ?? href ?? '';
  const { baseUrl } = shimSite();
  const url = target.startsWith('/') && !target.startsWith('//') ? baseUrl + withoutBaseUrl(baseUrl, target).slice(1) : withoutPathnameProtocol(target, baseUrl);
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}
