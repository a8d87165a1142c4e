import { renderToString } from 'react-dom/server';
import { DIGEST_PARTS, type Digestible } from '../model/digest-parts.ts';
import { Footer } from './Footer.tsx';
import { headHtml, headParts, type HeadParts } from './Head.tsx';
import { earlyScript, scriptJson, siteSettings } from './head-scripts.ts';
import { Navbar } from './Navbar.tsx';
import { navbarState } from './navbar-state.ts';
import type { HeadProps, PageChrome, SharedPartMarks, SiteContext } from './site-context.ts';

/**
 * The navbar and the footer hold most of a page's links and are nearly the same on every page:
 * each distinct navbar (they differ only in which links are active) and the footer are rendered
 * once per build and reused, instead of once per page; so are the head's inline scripts and
 * everything else in the head that is the same on every page. Given `shared`, a page holds its
 * mark for each of these instead of the HTML, and the build writes their bytes there.
 */
export class SiteChrome implements PageChrome, Digestible {
  private readonly navbars = new Map<string, string>();
  private footer: string | undefined;
  private head: HeadParts | undefined;
  /** The inline `<head>` script and the browser's settings, the same on every page. */
  readonly earlyScript: string;
  readonly settingsJson: string;

  constructor(
    private readonly site: SiteContext,
    private readonly shared?: SharedPartMarks,
  ) {
    this.earlyScript = earlyScript(site.config, site.text);
    this.settingsJson = scriptJson(siteSettings(site.config, site.assets, site.search, site.text));
  }

  /** Nothing of its own: what it renders is made of the rest of the site's context. */
  [DIGEST_PARTS](): unknown {
    return null;
  }

  navbarHtml(route: string): string {
    const state = navbarState(this.site.config, route);
    let html = this.navbars.get(state);
    if (html === undefined) {
      html = this.inPage(renderToString(<Navbar site={this.site} route={route} />));
      this.navbars.set(state, html);
    }
    return html;
  }

  headHtml(page: HeadProps): string {
    if (!this.head) {
      const parts = headParts(this.site);
      this.head = { ...parts, end: this.inPage(parts.end) };
    }
    return headHtml(this.head, page);
  }

  footerHtml(): string {
    this.footer ??= this.inPage(this.site.projectFooter?.html ?? renderToString(<Footer site={this.site} />));
    return this.footer;
  }

  /** What a page holds for a part shared by every page: the part, or its mark. */
  private inPage(html: string): string {
    return this.shared ? this.shared.mark(html) : html;
  }
}
