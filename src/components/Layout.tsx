import type { ReactNode } from 'react';
import type { SiteConfig } from '../model/config.ts';
import type { Translator } from '../model/i18n/translator.ts';
import { hasFooter } from './Footer.tsx';
import { Head } from './Head.tsx';
import type { HeadProps } from './site-context.ts';

interface LayoutProps extends HeadProps {
  /** Class of `<main>`, for page-kind styles. */
  kind: string;
  /** In a Docusaurus project, the classes Docusaurus puts on `<html>` for this page (`plugin-docs … docs-doc-page`), which its stylesheet may address; by default the plugin's of the page's kind. */
  htmlClassName?: string;
  children: ReactNode;
  noFooter?: boolean;
  /** The page alone, without skip link, announcement bar, navbar and footer (a project's page that renders no Layout). */
  bare?: boolean;
  /** Classes of the page's wrapper, after its own (Docusaurus's `<Layout wrapperClassName>`, which a project's stylesheet addresses). */
  wrapperClassName?: string;
}

/** The whole HTML document around a page. */
export function Layout({ kind, htmlClassName, children, noFooter, bare, wrapperClassName, ...head }: LayoutProps) {
  const { config, text } = head.site;
  // Docusaurus's bar is the `<nav class="navbar">` itself, which a project's stylesheet addresses (Rush's `nav.navbar` grey).
  const Bar = config.siteConfigForCode === undefined ? 'header' : 'nav';
  // A project's page sits in Docusaurus's root element, which its stylesheet may address (kysely's `#__docusaurus { padding-top }` under its fixed navbar).
  const page = bare ? (
    children
  ) : (
    <>
      <a className="skip-link" href="#conteudo">
        {text.t('theme.common.skipToMainContent')}
      </a>
      {config.announcementBar ? <AnnouncementBar bar={config.announcementBar} text={text} asProject={config.siteConfigForCode !== undefined} /> : null}
      <Bar className={navbarClasses(config)} id="navbar" aria-label={Bar === 'nav' ? text.t('theme.NavBar.navAriaLabel') : undefined} data-hide-on-scroll={config.navbarHidesOnScroll ? '' : undefined} dangerouslySetInnerHTML={{ __html: head.site.chrome.navbarHtml(head.route) }} />
      {/* Docusaurus's `main-wrapper` too in a project, which its stylesheet addresses (WebdriverIO's links in text). */}
      <div className={[`page page-${kind}`, config.siteConfigForCode === undefined ? undefined : 'main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>{children}</div>
      {noFooter ? null : head.site.projectFooter ? (
        // The project's own footer writes its own `<footer>`.
        <div className="theme-footer" dangerouslySetInnerHTML={{ __html: head.site.chrome.footerHtml() }} />
      ) : hasFooter(config) ? (
        <footer className={config.footer.style === 'dark' ? 'footer footer--dark' : 'footer'} dangerouslySetInnerHTML={{ __html: head.site.chrome.footerHtml() }} />
      ) : null}
    </>
  );
  return (
    <html lang={config.locale.htmlLang} dir={config.locale.direction} data-theme={config.colorMode.defaultMode} className={config.siteConfigForCode === undefined ? undefined : (htmlClassName ?? PLUGIN_CLASSES[kind])}>
      <Head {...head} />
      <body>{config.siteConfigForCode === undefined ? page : <div id="__docusaurus">{page}</div>}</body>
    </html>
  );
}

/** The classes Docusaurus puts on `<html>` by the plugin that made the page (Lexical's `html.plugin-docs .navbar` border is for docs alone). */
const PLUGIN_CLASSES: Readonly<Record<string, string>> = { content: 'plugin-pages plugin-id-default', react: 'plugin-pages plugin-id-default' };

/**
 * The configured notice above the navbar. Its content is HTML written by the maintainers. The close
 * button is shown by the boot script; the inline head script hides a bar already dismissed. A
 * Docusaurus project's bar has Docusaurus's class names first, with the `_` of its CSS modules' names,
 * which its stylesheet reaches (`div[class^='announcementBar_']`, `[class*='announcementBarContent_']`,
 * TypeORM's `.close`); this site's own name is one no project's rule meets (Recoil's `.announcement`
 * phone rule made the bar 52 px taller).
 */
function AnnouncementBar({ bar, text, asProject }: { bar: NonNullable<SiteConfig['announcementBar']>; text: Translator; asProject: boolean }) {
  return (
    <div className={asProject ? 'announcementBar_site theme-announcement-bar site-announcement' : 'site-announcement'} data-announcement-id={bar.id} role="region" aria-label={text.t('site.AnnouncementBar.regionAriaLabel')} style={bar.backgroundColor || bar.textColor ? { backgroundColor: bar.backgroundColor, color: bar.textColor } : undefined}>
      {/* Theme-classic's Content puts its own `content_` class before the bar's `announcementBarContent_`: a rule for `[class^='announcementBarContent']` (written for Docusaurus 2's alphas: fbt's, Jest's) meets nothing there, nor here. */}
      <div className={asProject ? 'content_site announcementBarContent_site announcement-content' : 'announcement-content'} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className={asProject ? 'announcement-close close announcementBarClose_site' : 'announcement-close'} aria-label={text.t('theme.AnnouncementBar.closeButtonAriaLabel')} hidden>
          ×
        </button>
      ) : null}
    </div>
  );
}

/**
 * The bar's classes: its style's. Not Infima's `navbar--fixed-top`: a project's rules for it (Immer's
 * white links) reached this theme's phone menu and dropdowns, which are light where Docusaurus's are not.
 */
function navbarClasses(config: SiteConfig): string {
  return ['navbar', ...(config.navbarStyle ? [`navbar--${config.navbarStyle}`] : [])].join(' ');
}
