import { DIGEST_PARTS, type Digestible } from './digest-parts.ts';

/**
 * The routes on which a navbar link shows as active (a Docusaurus `doc` or `docSidebar` item: every
 * page of its sidebar). A page's navbar tells only whether the page is one of them, so a set stands
 * for nothing in the digest of the site every page is drawn from: each page's digest holds instead
 * whether its own route is in each set (`routeSetMembership`, navbar-state.ts). A doc added to a
 * sidebar then draws again the pages whose HTML changes, not every page of the site.
 */
export class RouteSet implements Digestible {
  private readonly routes: ReadonlySet<string>;

  constructor(routes: Iterable<string>) {
    this.routes = new Set(routes);
  }

  has(route: string): boolean {
    return this.routes.has(route);
  }

  [DIGEST_PARTS](): unknown {
    return 'route set';
  }
}
