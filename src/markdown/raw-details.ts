import { escapeHtml } from '../tools/escape-html.ts';
import { DETAILS_BODY, DETAILS_CLASSES } from './mdx/theme-components.ts';

/** The tags that make a collapsible box, in HTML written in Markdown (code in it is escaped, so every match is a tag). */
const BOX_TAG = /<(\/?)(details|summary)(\s[^>]*)?>/gi;
const CLASS_ATTRIBUTE = /(\sclass\s*=\s*)(?:"([^"]*)"|'([^']*)')/i;

/**
 * `<details>` written as HTML in Markdown, drawn as Docusaurus draws it: Docusaurus sends the
 * element to its theme's Details (an MDX page's, and since 3.0 a CommonMark page's too), so the box
 * has Infima's info alert's classes beside its own and its body in a box of its own under the
 * summary (what `detailsHtml` in mdx/theme-components.ts makes). A box written without a summary
 * gets the theme's ("Details" in the site's language).
 */
export function withDetailsBoxes(html: string, defaultSummary: string): string {
  if (!/<details/i.test(html)) return html;
  const open: { afterTag: number; summarised: boolean }[] = [];
  // Replacements of [from, to) in `html`, found in order of `from`; an insertion is an empty range.
  const edits: { from: number; to: number; text: string }[] = [];
  for (const match of html.matchAll(BOX_TAG)) {
    const [tag, closing, name] = match;
    const start = match.index;
    const end = start + tag.length;
    const box = open.at(-1);
    const details = name!.toLowerCase() === 'details';
    if (details && !closing) {
      edits.push({ from: start, to: end, text: withDetailsClasses(tag) });
      open.push({ afterTag: end, summarised: false });
    } else if (!details && closing && box && !box.summarised) {
      box.summarised = true;
      edits.push({ from: end, to: end, text: DETAILS_BODY });
    } else if (details && closing && box) {
      open.pop();
      if (!box.summarised) edits.push({ from: box.afterTag, to: box.afterTag, text: `<summary>${escapeHtml(defaultSummary)}</summary>${DETAILS_BODY}` });
      edits.push({ from: start, to: start, text: '</div>' });
    }
  }
  // Stable: a summary given after its box's tag goes after that tag's replacement.
  edits.sort((a, b) => a.from - b.from);
  let result = '';
  let copied = 0;
  for (const { from, to, text } of edits) {
    result += html.slice(copied, from) + text;
    copied = to;
  }
  return result + html.slice(copied);
}

/** The opening tag with Infima's alert classes before the page's own. */
function withDetailsClasses(tag: string): string {
  const classAttribute = CLASS_ATTRIBUTE.exec(tag);
  if (!classAttribute) return tag.replace(/^<details/i, `<details class="${DETAILS_CLASSES}"`);
  const own = classAttribute[2] ?? classAttribute[3] ?? '';
  return tag.replace(CLASS_ATTRIBUTE, `$1"${[DETAILS_CLASSES, own].filter(Boolean).join(' ')}"`);
}
