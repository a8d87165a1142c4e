import type { ReactNode } from 'react';
import { withoutBaseUrl, withoutPathnameProtocol } from '../../markdown/hrefs.ts';
import { shimSite } from './site.ts';
import { toRoute } from '../../components/site-context.ts';

/** `@docusaurus/Link`: a link, with the base URL before a path of the site (`/docs/`, `pathname:///playground/`). */
export default function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [attribute: string]: unknown }) {
  const target = to ?? href ?? '';
  const { baseUrl, siteConfig } = shimSite();
  const internal = target.startsWith('/') && !target.startsWith('//');
  const url = internal ? withTrailingSlash(baseUrl + withoutBaseUrl(baseUrl, target).slice(1), siteConfig?.trailingSlash) : withoutPathnameProtocol(target, baseUrl);
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}

/**
 * A path of the site ending as this build's pages do, with a slash (Hydra's `useBaseUrl('docs/intro')`
 * under `trailingSlash: true`, which Docusaurus's Link completes too), unless the project set
 * `trailingSlash: false`; a file's path (`/img/a.png`) stays as it is.
 */
function withTrailingSlash(url: string, trailingSlash: unknown): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  return trailingSlash === false ? url : toRoute(path) + rest;
}
