/**
 * The boot script every page loads: behaviour that needs no React, then the page's islands, whose
 * code (and React with it) loads only when a page has one.
 */
import { setUpAnnouncementBar } from './announcement.ts';
import { setUpBackToTop } from './back-to-top.ts';
import { animateCollapsibles } from './collapsible.ts';
import { setUpShowAll } from './show-all.ts';
import { setUpSidebarHiding } from './sidebar-hiding.ts';
import { highlightTableOfContents } from './toc-highlight.ts';
import { setUpCopyButtons } from './copy-buttons.ts';
import { setUpDropdowns } from './dropdowns.ts';
import { hydrateIslands } from './islands.ts';
import { setUpMobileMenu } from './mobile-menu.ts';
import { hideNavbarOnScroll } from './navbar-scroll.ts';
import { linkLocalesToThisPage } from './locale-links.ts';
import { followPreferredVersions } from './preferred-version.ts';
import { setUpPrefetch } from './prefetch.ts';
import { setUpProgressBar } from './progress-bar.ts';
import { focusSearchOnShortcut } from './search-shortcut.ts';
import { readSiteSettings } from './site-settings.ts';
import { Translator } from '../model/i18n/translator.ts';

const settings = readSiteSettings(document);
document.documentElement.classList.add('js');
hideNavbarOnScroll(document);
setUpDropdowns(document);
setUpMobileMenu(window);
animateCollapsibles(document);
setUpShowAll(document);
setUpSidebarHiding(document);
highlightTableOfContents(window);
setUpAnnouncementBar(document);
setUpBackToTop(window);
setUpCopyButtons(document);
// Tabs (Docusaurus's `<Tabs>`) load their script only on pages that have them.
if (document.querySelector('.tabs')) void import('./tabs.ts').then(({ setUpTabs }) => setUpTabs(document));
focusSearchOnShortcut(document);
if (settings) {
  const text = Translator.fromSettings(settings.text);
  // Mermaid (a few hundred kilobytes) loads only when a diagram comes into view.
  if (document.querySelector('[data-mermaid]')) void import('./mermaid.ts').then(({ drawDiagramsWhenSeen }) => drawDiagramsWhenSeen(document, text, settings.mermaid));
  // The search pipeline (and its stemmer) loads only on a page opened from a search result.
  if (new URLSearchParams(location.search).has('_highlight')) void import('./highlight.ts').then(({ highlightSearchedWords }) => highlightSearchedWords(document, text, settings.search));
  followPreferredVersions(document, settings.docsVersions);
  linkLocalesToThisPage(document, settings.baseUrl);
  setUpPrefetch(window, settings.baseUrl);
  setUpProgressBar(window, settings.baseUrl);
  // The results page fills its results with plain DOM code, before any island's React.
  if (document.querySelector('[data-search-page]')) {
    const { search } = settings;
    void import('./search-results.ts').then(({ setUpSearchResults }) => setUpSearchResults(document, search, text, settings.docsVersions));
  }
  hydrateIslands(document, settings.chunks, text);
}
