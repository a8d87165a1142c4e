import type { ReactNode } from 'react';
import { currentPage } from './page.ts';

/**
 * `@theme/Layout`: the page's content alone; the build puts the site's navbar and footer around it
 * (around a page that renders no Layout, none: docsearch's `/demo-embed`, made for an iframe).
 * A title or description given by `<Head>` wins, as the deeper one does in Docusaurus.
 */
export default function Layout({ children, title, description, noFooter, wrapperClassName }: { children?: ReactNode; title?: string; description?: string; noFooter?: boolean; wrapperClassName?: string }) {
  const page = currentPage();
  page.title ??= title;
  page.description ??= description;
  page.noFooter ??= noFooter;
  page.wrapperClassName ??= wrapperClassName;
  page.usedLayout = true;
  return <>{children}</>;
}
