import type { Link, LocaleAlternate, Logo, MenuItem, NavbarItem, SiteConfig } from '../model/config.ts';
import { colorModeSettings } from './head-scripts.ts';
import { Island } from './Island.tsx';
import { ExternalLink, SiteLink } from './SiteLink.tsx';
import { drawerOpens, inSearchContext, isActive, linkTarget, versionAt } from './navbar-state.ts';
import { type SiteContext, siteFile, toRoute, withBase } from './site-context.ts';
import { isExternalSource, withoutPathnameProtocol } from '../markdown/hrefs.ts';

interface NavbarProps {
  site: SiteContext;
  route: string;
}

/**
 * The inside of the fixed top bar. On doc pages below 996 px, the boot script moves the wiki sidebar
 * into the mobile menu's secondary panel rather than the page carrying it twice.
 */
export function Navbar({ site, route }: NavbarProps) {
  const { config } = site;
  const left = config.navbar.filter((item) => item.position === 'left');
  const right = config.navbar.filter((item) => item.position === 'right' && !(item.type === 'search' && item.afterColorToggle));
  const afterToggle = config.navbar.filter((item) => item.position === 'right' && item.type === 'search' && item.afterColorToggle);
  // In a project the bar itself is the `<nav>` (Layout.tsx), with Infima's inner box.
  const Inner = config.siteConfigForCode === undefined ? 'nav' : 'div';
  return (
    <Inner className={Inner === 'nav' ? 'navbar-inner' : 'navbar-inner navbar__inner'} aria-label={Inner === 'nav' ? site.text.t('theme.NavBar.navAriaLabel') : undefined}>
      <details className="navbar-mobile">
        {/* Infima's names in a project, whose stylesheet colours the toggle by them (Besu's white `.clean-btn` on its slate bar). */}
        <summary className={Inner === 'nav' ? 'navbar-toggle' : 'navbar-toggle navbar__toggle clean-btn'} aria-label={site.text.t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <div className="navbar-sidebar">
          {config.siteConfigForCode === undefined ? null : (
            // Docusaurus's drawer opens over the bar: its header repeats the brand and closes it.
            <div className="navbar-sidebar__brand">
              <NavbarBrand site={site} />
              {/* Where the bar's colour switch goes on a phone (mobile-menu.ts moves it), as Docusaurus's drawer has it. */}
              {config.colorMode.disableSwitch ? null : <div className="navbar-sidebar__toggle margin-right--md" />}
              <button type="button" className="clean-btn navbar-sidebar__close" aria-label={site.text.t('theme.docs.sidebar.closeSidebarButtonAriaLabel')}>
                <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true">
                  <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" stroke="currentColor" strokeWidth="1.2" />
                </svg>
              </button>
            </div>
          )}
          <ul className="menu-list navbar-sidebar-primary">
            {config.navbar.map((item, index) => (
              <MobileItem key={index} site={site} item={item} route={route} />
            ))}
          </ul>
          <div className="navbar-sidebar-secondary" hidden>
            <button type="button" className="menu-back">
              {site.text.t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
            </button>
          </div>
        </div>
      </details>
      <NavbarBrand site={site} />
      {/* Infima's names in a project, which its stylesheet addresses (kysely's `.navbar__items--right > …` dividers). */}
      <ul className={config.siteConfigForCode === undefined ? 'navbar-items navbar-left' : 'navbar-items navbar-left navbar__items'}>
        {left.map((item, index) => (
          <DesktopItem key={index} site={site} item={item} route={route} />
        ))}
      </ul>
      <ul className={config.siteConfigForCode === undefined ? 'navbar-items navbar-right' : 'navbar-items navbar-right navbar__items navbar__items--right'}>
        {right.map((item, index) => (
          <DesktopItem key={index} site={site} item={item} route={route} />
        ))}
        {config.colorMode.disableSwitch ? null : (
          <li className="navbar-item">
            <Island name="ColorModeToggle" text={site.text} when="idle" props={{ ...colorModeSettings(config), asProject: config.siteConfigForCode !== undefined }} />
          </li>
        )}
        {afterToggle.map((item, index) => (
          <DesktopItem key={index} site={site} item={item} route={route} />
        ))}
      </ul>
    </Inner>
  );
}

/** The logo and title, leading home. */
function NavbarBrand({ site }: { site: SiteContext }) {
  const { config } = site;
  const logo = config.logo ? <NavbarLogo config={config} logo={config.logo} /> : null;
  const href = config.logo?.href ? siteFile(config, withoutPathnameProtocol(config.logo.href, config.baseUrl)) : config.baseUrl;
  // As Docusaurus's Link: a logo leading to another site opens it in a new tab, unless its `target` says otherwise.
  const target = config.logo?.target ?? (isExternalSource(href) ? '_blank' : undefined);
  return (
    // Infima's names too in a project, which its stylesheet addresses (openapi-generator's `.navbar .navbar__brand { width: 12rem }`).
    <a className={config.siteConfigForCode === undefined ? 'navbar-brand' : 'navbar-brand navbar__brand'} href={href} {...(target && { target })} {...(target === '_blank' && { rel: 'noopener noreferrer' })} aria-label={site.text.t('site.navbar.homeLinkAriaLabel', { title: config.title })}>
      {logo && config.siteConfigForCode !== undefined ? <div className="navbar__logo">{logo}</div> : logo}
      {config.navbarTitle ? <span className={config.siteConfigForCode === undefined ? 'navbar-title' : 'navbar-title navbar__title text--truncate'}>{config.navbarTitle}</span> : null}
    </a>
  );
}

/**
 * The logo, or its light and dark variants, the stylesheet showing the one of the colour mode. The
 * link around it is labelled; a project's logo keeps its own `alt` as Docusaurus writes it ("Redux Logo").
 */
function NavbarLogo({ config, logo }: { config: SiteConfig; logo: Logo }) {
  const size = { width: logo.width ?? 32, height: logo.height ?? 32 };
  const alt = config.siteConfigForCode === undefined ? '' : (logo.alt ?? '');
  if (!logo.srcDark) return <img src={siteFile(config, logo.src)} {...size} alt={alt} />;
  return (
    <>
      <img className="themed-light" src={siteFile(config, logo.src)} {...size} alt={alt} />
      <img className="themed-dark" src={siteFile(config, logo.srcDark)} {...size} alt={alt} />
    </>
  );
}

function DesktopItem({ site, item, route }: { site: SiteContext; item: NavbarItem; route: string }) {
  // A project's stylesheet reaches its navbar by Infima's class names (Babel's `.navbar__item svg { display: none }`): they come after this theme's.
  const infima = (ours: string, theirs: string) => (site.config.siteConfigForCode === undefined ? ours : `${ours} ${theirs}`);
  // A dropdown's toggle says its role, as Docusaurus's link does: a project's stylesheet tells it from the links by it (react-native-gesture-handler's `.navbar__link:not([role='button'])`).
  const toggleRole = site.config.siteConfigForCode === undefined ? undefined : 'button';
  switch (item.type) {
    case 'html':
      return <li className={[infima('navbar-item', 'navbar__item'), item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'localeDropdown':
      return hasLocaleMenu(site, item) ? (
        <li className={[infima('navbar-item dropdown', 'navbar__item'), item.className].filter(Boolean).join(' ')}>
          <button type="button" className={infima('navbar-link', 'navbar__link')} role={toggleRole} aria-haspopup="true" aria-expanded="false">
            {/* Docusaurus's language icon before the locale's name, in a project. */}
            {site.config.siteConfigForCode === undefined ? null : (
              <svg className="locale-icon iconLanguage" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path fill="currentColor" d="M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z" />
              </svg>
            )}
            {site.config.locale.label}
          </button>
          <LocaleLinks site={site} className={infima('dropdown-link', 'dropdown__link')} item={item} route={route} />
        </li>
      ) : null;
    case 'link':
      return (
        <li className={item.icon ? 'navbar-item navbar-icon-item' : 'navbar-item'}>
          <NavLink site={site} link={item} route={route} className={infima('navbar-link', 'navbar__item navbar__link')} icon={item.icon} />
        </li>
      );
    case 'dropdown': {
      const label = (item.versionsOf && versionAt(site.config, item.versionsOf, route)?.label) || item.label;
      return (
        <li className={infima('navbar-item dropdown', 'navbar__item')}>
          {item.href ? (
            <ExternalLink site={site} href={item.href} className={[infima('navbar-link', 'navbar__link'), item.className].filter(Boolean).join(' ')} aria-haspopup="true" aria-expanded="false">
              {label}
            </ExternalLink>
          ) : item.to ? (
            <SiteLink site={site} to={item.to} className={linkClass([infima('navbar-link', 'navbar__link'), item.className].filter(Boolean).join(' '), isActive(site.config, { to: item.to }, route))} aria-haspopup="true" aria-expanded="false">
              {label}
            </SiteLink>
          ) : (
            // The item's className goes on its toggle, as Docusaurus's dropdown puts it on its link (pnpm's `header-short-screen` hides its "More" on wide screens).
            <button type="button" className={[infima('navbar-link', 'navbar__link'), item.className].filter(Boolean).join(' ')} role={toggleRole} aria-haspopup="true" aria-expanded="false">
              {label}
            </button>
          )}
          <ul className="dropdown-menu">
            {item.items.map((link, index) => ('html' in link ? <li key={index} className={link.className} dangerouslySetInnerHTML={{ __html: link.html }} /> : (
              <li key={index}>
                <NavLink site={site} link={link} route={route} className={infima('dropdown-link', 'dropdown__link')} />
              </li>
            )))}
          </ul>
        </li>
      );
    }
    case 'search':
      return (
        <li className="navbar-item">
          <Island name="SearchBar" text={site.text} when="interaction" props={{ action: site.search.resultsPage, scope: inSearchContext(site.config, route) ? 'wiki' : 'site' }} />
        </li>
      );
  }
}

function MobileItem({ site, item, route }: { site: SiteContext; item: NavbarItem; route: string }) {
  switch (item.type) {
    case 'link':
      return (
        <li>
          <NavLink site={site} link={item} route={route} className="menu-link" />
        </li>
      );
    case 'dropdown':
      return (
        <li>
          <details className="menu-category" open={drawerOpens(site.config, item, route)}>
            {/* A versions menu is "Versions" in the drawer, as Docusaurus names it there, when it holds more than one. */}
            <summary className="menu-link">{item.versionsOf && item.items.length > 1 ? site.text.t('theme.navbar.mobileVersionsDropdown.label') : (item.versionsOf && versionAt(site.config, item.versionsOf, route)?.label) || item.label}</summary>
            <ul className="menu-list">
              {item.items.map((link, index) => ('html' in link ? <li key={index} className={link.className} dangerouslySetInnerHTML={{ __html: link.html }} /> : (
                <li key={index}>
                  <NavLink site={site} link={link} route={route} className="menu-link" />
                </li>
              )))}
            </ul>
          </details>
        </li>
      );
    case 'html':
      return <li className={item.className} dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'localeDropdown':
      return hasLocaleMenu(site, item) ? (
        <li>
          <details className="menu-category">
            <summary className="menu-link">{site.config.locale.label}</summary>
            <LocaleLinks site={site} className="menu-link" item={item} route={route} />
          </details>
        </li>
      ) : null;
    case 'search':
      return null;
  }
}

/** A locale menu is drawn when it has somewhere to go: another locale, or its own links (Capacitor's 日本語, another site, beside its one locale). */
function hasLocaleMenu(site: SiteContext, item: Extract<NavbarItem, { type: 'localeDropdown' }>): boolean {
  return site.config.alternates.length > 0 || item.itemsBefore.length > 0 || item.itemsAfter.length > 0;
}

/**
 * The site in each of its locales. Each link leads to that locale's home page; the boot script
 * makes it lead to the same page there (`data-locale-base`), as the navbar is the same on every page.
 */
function LocaleLinks({ site, className, item, route }: { site: SiteContext; className: string; item: Extract<NavbarItem, { type: 'localeDropdown' }>; route: string }) {
  const extra = (entries: readonly MenuItem[], where: string) =>
    entries.map((entry, index) =>
      'html' in entry ? (
        <li key={`${where}${index}`} className={entry.className} dangerouslySetInnerHTML={{ __html: entry.html }} />
      ) : (
        <li key={`${where}${index}`}>
          <NavLink site={site} link={entry} route={route} className={className} />
        </li>
      ),
    );
  return (
    <ul className={className === 'menu-link' ? 'menu-list' : 'dropdown-menu'}>
      {extra(item.itemsBefore, 'before')}
      {localesOf(site).map((alternate) => (
        <li key={alternate.locale}>
          <a className={alternate.locale === site.config.locale.name ? `${className} active` : className} href={alternate.baseUrl} hrefLang={alternate.htmlLang} lang={alternate.htmlLang} data-locale-base={alternate.baseUrl}>
            {alternate.label}
          </a>
        </li>
      ))}
      {extra(item.itemsAfter, 'after')}
    </ul>
  );
}

/** The locales the menu lists: the site's, or this one alone when it is built in one (Docusaurus lists it too). */
function localesOf(site: SiteContext): readonly LocaleAlternate[] {
  const { alternates, locale, baseUrl } = site.config;
  return alternates.length > 0 ? alternates : [{ locale: locale.name, label: locale.label, htmlLang: locale.htmlLang, baseUrl, isDefault: true }];
}

function NavLink({ site, link, route, className, icon }: { site: SiteContext; link: Link; route: string; className: string; icon?: string }) {
  const classes = [className, link.className].filter(Boolean).join(' ');
  if (link.external) {
    return (
      // Docusaurus marks a navbar link to another site only when it has a text label (not an icon drawn by CSS, not `html`).
      <ExternalLink site={site} href={link.href} className={classes} aria-label={link.ariaLabel} labelled={link.labelHtml === undefined && link.label.trim() !== '' && !link.unmarked} html={icon === undefined ? link.labelHtml : undefined} {...link.attributes}>
        {icon === 'discord' ? <ChatIcon /> : null}
        <LinkLabel link={link} />
      </ExternalLink>
    );
  }
  const active = isActive(site.config, link, route);
  const to = linkTarget(site.config, link, route);
  return (
    <SiteLink
      site={site}
      to={to}
      className={linkClass(classes, active)}
      aria-label={link.ariaLabel}
      {...link.attributes}
      aria-current={toRoute(to) === route ? 'page' : undefined}
      data-docs-plugin={link.docsPluginId}
      data-docs-version={link.docsPluginId && link.docsVersion ? `${link.docsPluginId}:${link.docsVersion}` : undefined}
      data-version-routes={link.versionRoutes && JSON.stringify(Object.fromEntries(Object.entries(link.versionRoutes).map(([name, versionRoute]) => [name, withBase(site.config, versionRoute)])))}
    >
      <LinkLabel link={link} />
    </SiteLink>
  );
}

/** A link's label, or the markup a project's navbar item gives instead (its `html`). */
function LinkLabel({ link }: { link: Link }) {
  return link.labelHtml === undefined ? <>{link.label}</> : <span dangerouslySetInnerHTML={{ __html: link.labelHtml }} />;
}

function ChatIcon() {
  return (
    <svg className="navbar-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-7l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm4 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm8 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
      />
    </svg>
  );
}

/** An active link's classes: Infima's own active names too (`navbar__link--active`), which a project's stylesheet addresses (react-native-ui-lib's underline). */
function linkClass(base: string, active: boolean): string {
  return active ? [base, ...base.split(' ').filter((name) => /^(?:navbar|dropdown|menu)__link$/.test(name)).map((name) => `${name}--active`), 'active'].join(' ') : base;
}
