import { Layout } from '../components/Layout.tsx';
import type { SiteContext } from '../components/site-context.ts';

export interface ReactPageProps {
  site: SiteContext;
  route: string;
  /** Undefined: the site's title alone, as Docusaurus titles a page whose `<Layout>` names none. */
  title: string | undefined;
  documentTitle?: string;
  description: string;
  /** The page's own markup, rendered at build time from the site's React component. */
  html: string;
  wrapperClassName?: string;
  /** `<Layout noFooter>`: a page without the site's footer (a full-height app). */
  noFooter?: boolean;
  /** Kept out of search engines (the not-found page). */
  noIndex?: boolean;
  /** What the page's `<Head>` holds besides its title and description (a robots meta, a link), as HTML. */
  headTags?: readonly string[];
  /** A page that renders no `@theme/Layout`: its markup alone, without the site's navbar, announcement bar and footer. */
  bare?: boolean;
}

/** A page of a Docusaurus project's `src/pages/` written in React: its markup, in the site's layout, full width as its `<Layout>` gives it. */
export function ReactPage({ site, route, title, documentTitle, description, html, wrapperClassName, noFooter, noIndex, headTags, bare }: ReactPageProps) {
  return (
    <Layout site={site} route={route} title={title} documentTitle={documentTitle} description={description} kind="react" noIndex={noIndex} noFooter={noFooter} bare={bare} ownTags={headTags}>
      {/<main[\s>]/.test(html) ? (
        // The page writes its own `<main>`, as Docusaurus's pages do inside the layout's plain wrapper: one main landmark, not two.
        <div id="conteudo" className={['react-page', wrapperClassName].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <main id="conteudo" className={['react-page', wrapperClassName].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Layout>
  );
}
