import { Marked } from 'marked';
import { escapeHtml } from '../../tools/escape-html.ts';

/**
 * `remarkable`, which sites moved from Docusaurus 1 use to turn Markdown of their React pages into
 * HTML (`new Remarkable().render(text)`, Testing Library's home page): rendered by marked, with
 * GFM, so a page does not need the package installed. Options (`html`, `linkify`) are taken as
 * given: HTML in the text stays HTML when `html: true`, as remarkable keeps it.
 */
class Remarkable {
  private readonly markdown: Marked;

  constructor(options: { html?: boolean } = {}) {
    this.markdown = new Marked({ gfm: true, ...(!options.html && { renderer: { html: ({ text }) => escapeHtml(text) } }) });
  }

  /** `source` not a text (a component given no children) renders nothing, where marked would throw. */
  render(source: unknown): string {
    return typeof source === 'string' ? this.markdown.parse(source, { async: false }) : '';
  }

  renderInline(source: unknown): string {
    return typeof source === 'string' ? this.markdown.parseInline(source, { async: false }) : '';
  }
}

/**
 * The module as a site's code reads it, however it imports it: the class itself (`require`, or a
 * default import in an ES module package), carrying `default` and `Remarkable` (named and default imports).
 */
export const remarkableModule = Object.assign(Remarkable, { default: Remarkable, Remarkable, __esModule: true });
