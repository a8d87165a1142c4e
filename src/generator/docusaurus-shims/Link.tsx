import type { ReactNode } from 'react';
import { isExternalSource, withoutBaseUrl, withoutPathnameProtocol } from '../../markdown/hrefs.ts';
import { shimSite } from './site.ts';
import { toRoute } from '../../components/site-context.ts';

/**
 * `@docusaurus/Link`: a link, with the base URL before a path of the site (`/docs/`, `pathname:///playground/`)
 * and the site's trailing slash after it, a relative one's too (Rush's `pages/intro/welcome`); a link to
 * another site opens in a new tab, as Docusaurus's does.
 */
export default function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [attribute: string]: unknown }) {
  const target = to ?? href ?? '';
  const { baseUrl, siteConfig } = shimSite();
  const rooted = target.startsWith('/') && !target.startsWith('//');
  const external = isExternalSource(target) && !target.startsWith('pathname://');
  const relative = !rooted && !external && target !== '' && !target.startsWith('#') && !target.startsWith('pathname://');
  const url = rooted ? withTrailingSlash(baseUrl + withoutBaseUrl(baseUrl, target).slice(1), siteConfig?.trailingSlash) : relative ? withTrailingSlash(target, siteConfig?.trailingSlash) : withoutPathnameProtocol(target, baseUrl);
  return (
    <a href={url} {...(external && { target: '_blank', rel: 'noopener noreferrer' })} {...rest}>
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
