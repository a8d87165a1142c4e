import useDocusaurusContext from './useDocusaurusContext.ts';
import { currentPage } from './page.ts';
import { shimSite } from './site.ts';

/** `@docusaurus/router`: where the page is, as the server render sees it; navigation does nothing here. */
export function useLocation() {
  return { pathname: shimSite().baseUrl + currentPage().route.slice(1), search: '', hash: '', state: undefined };
}

export function useHistory() {
  return { location: useLocation(), push: () => {}, replace: () => {}, listen: () => () => {} };
}

/** A redirect happens in the browser: the page holds nothing, and a page that renders only this one is written as a moved page (react-pages.ts). */
export function Redirect({ to }: { to?: string | { pathname?: string } }) {
  const target = typeof to === 'string' ? to : to?.pathname;
  if (target) currentPage().redirectTo ??= target;
  return null;
}

/** The props Docusaurus gives a page component: the router's, and `config`, the site's configuration (for pages written for Docusaurus 1). */
export function routeProps() {
  const location = useLocation();
  return { location, history: useHistory(), match: { path: location.pathname, url: location.pathname, isExact: true, params: {} }, config: useDocusaurusContext().siteConfig };
}
