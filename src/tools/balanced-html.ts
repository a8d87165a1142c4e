import { VOID_ELEMENTS } from './html-elements.ts';

/** Elements whose content is text up to their end tag (an `<iframe … />` swallows what follows it). */
const RAW_TEXT_ELEMENTS = new Set(['iframe', 'noembed', 'noframes', 'noscript', 'script', 'style', 'textarea', 'title', 'xmp']);
const TAG_OR_COMMENT = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

/**
 * A snippet of HTML from a project's configuration (a navbar item's `html`, a footer's copyright)
 * made whole, as the browser reads it when React puts it into its element with `innerHTML`: an
 * element left open is closed at the snippet's end, a stray end tag is dropped, and an element
 * written as self-closing that HTML does not close so (`<iframe … />`) gets its end tag after the
 * text it takes in. Written into the page as it was, a `<small>` never closed shrank every page of
 * BoTorch's site, and an `<iframe />` swallowed its footer.
 */
export function balancedHtml(html: string): string {
  if (!html.includes('<')) return html;
  const open: string[] = [];
  let result = '';
  let copied = 0;
  const pattern = new RegExp(TAG_OR_COMMENT.source, 'g');
  for (let match = pattern.exec(html); match !== null; match = pattern.exec(html)) {
    const [whole, closing, tagName, attributes = '', selfClosing] = match;
    result += html.slice(copied, match.index);
    copied = match.index + whole.length;
    if (tagName === undefined) {
      result += whole;
      continue;
    }
    const name = tagName.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      result += open.splice(at).reverse().map((element) => `</${element}>`).join('');
      continue;
    }
    if (VOID_ELEMENTS.has(name)) {
      result += whole;
      continue;
    }
    result += selfClosing ? `<${tagName}${attributes}>` : whole;
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, copied);
      const close = end === -1 ? -1 : html.indexOf('>', end);
      result += `${html.slice(copied, end === -1 ? html.length : end)}</${tagName}>`;
      copied = close === -1 ? html.length : close + 1;
      pattern.lastIndex = copied;
      continue;
    }
    open.push(name);
  }
  return result + html.slice(copied) + open.reverse().map((element) => `</${element}>`).join('');
}

/**
 * The top-level parts of well-formed HTML: each element whole, each run of text that is not only
 * white space; undefined when an element is left open or an end tag has no start. (What MDX passes
 * a component as its children: an array of them when there are several.)
 */
export function topLevelParts(html: string): string[] | undefined {
  const parts: string[] = [];
  const open: string[] = [];
  let partStart = 0;
  const addText = (end: number) => {
    if (html.slice(partStart, end).trim() !== '') parts.push(html.slice(partStart, end));
  };
  const pattern = new RegExp(TAG_OR_COMMENT.source, 'g');
  for (let match = pattern.exec(html); match !== null; match = pattern.exec(html)) {
    const [whole, closing, tagName, , selfClosing] = match;
    const end = match.index + whole.length;
    if (open.length === 0) addText(match.index);
    if (tagName === undefined) {
      if (open.length === 0) partStart = end;
      continue;
    }
    const name = tagName.toLowerCase();
    if (open.length === 0) partStart = match.index;
    if (closing) {
      if (open.pop() !== name) return undefined;
    } else if (RAW_TEXT_ELEMENTS.has(name) && !selfClosing) {
      const close = html.toLowerCase().indexOf(`</${name}>`, end);
      if (close === -1) return undefined;
      pattern.lastIndex = close + name.length + 3;
    } else if (!VOID_ELEMENTS.has(name) && !selfClosing) {
      open.push(name);
      continue;
    }
    if (open.length === 0) {
      parts.push(html.slice(partStart, pattern.lastIndex));
      partStart = pattern.lastIndex;
    }
  }
  if (open.length > 0) return undefined;
  addText(html.length);
  return parts;
}
