import { renderToString } from 'react-dom/server';
import { Footer } from './Footer.tsx';
import { Navbar, navbarState } from './Navbar.tsx';
import type { SiteContext } from './site-context.ts';

/**
 * The navbar and the footer hold most of a page's links and are nearly the same on every page:
 * each distinct navbar (they differ only in which links are active) and the footer are rendered
 * once per build and reused, instead of once per page.
 */
export class SiteChrome {
  private readonly navbars = new Map<string, string>();
  private footer: string | undefined;

  constructor(private readonly site: SiteContext) {}

  navbarHtml(route: string): string {
    const state = navbarState(this.site.config, route);
    let html = this.navbars.get(state);
    if (html === undefined) {
      html = renderToString(<Navbar site={this.site} route={route} />);
      this.navbars.set(state, html);
    }
    return html;
  }

  footerHtml(): string {
    this.footer ??= renderToString(<Footer site={this.site} />);
    return this.footer;
  }
}
