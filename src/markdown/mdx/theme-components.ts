import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { escapeHtml } from '../../tools/escape-html.ts';
import { admonitionHtml, admonitionKindOf, admonitionTitle } from '../admonitions.ts';
import { codeBlockHtml, codeCopyButtonHtml, prepareCode, type HighlightCode } from '../code-block.ts';
import type { Translator } from '../../model/i18n/translator.ts';
import type { Heading } from '../types.ts';
import type { LiteralValue } from './literal-value.ts';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What a theme component may ask of the page being rendered. */
export interface ComponentApi {
  readonly node: JsxElement;
  readonly props: Readonly<Record<string, LiteralValue>>;
  /** The element's children rendered (skipping `skip`). */
  children(skip?: ReadonlySet<JsxElement>): string;
  /** Another element's children rendered: a tab's content, a summary. */
  childrenOf(element: JsxElement): string;
  /** The element's own props. */
  propsOf(element: JsxElement): Readonly<Record<string, LiteralValue>>;
  /** Elements named `name` among the children (also inside their paragraphs), not nested deeper. */
  childElements(name: string): JsxElement[];
  /** The children as text, for code: a template literal `{`…`}` or the source as written. */
  childText(): string;
  /** The interface's texts in the site's locale. */
  readonly text: Translator;
  /** The page's syntax highlighter, for code. */
  highlight?: HighlightCode;
  /** A prefix for ids no other element of this page (or of another post on the same list) uses. */
  uniqueId(): string;
  warn(message: string): void;
}

export interface RenderedElement {
  html: string;
  /** Stands alone as a block: a paragraph holding only this element is dropped around it. */
  block: boolean;
}

type ThemeComponent = (api: ComponentApi) => RenderedElement;

/** The Docusaurus theme components this site renders at build time, by the name `@theme/…` exports. */
export const THEME_COMPONENTS: Readonly<Record<string, ThemeComponent>> = {
  Tabs: tabs,
  TabItem: (api) => ({ html: api.children(), block: true }),
  Details: details,
  details,
  Admonition: admonition,
  CodeBlock: codeBlock,
  DocCardList: () => ({ html: DOC_CARD_LIST_MARKER, block: true }),
  TOCInline: tocInline,
};

/** Filled with the cards of the page's folder once every page's route is known. */
export const DOC_CARD_LIST_MARKER = '<!--doc-card-list-->';
/** Filled with the page's own headings once the whole page is rendered. */
export const TOC_INLINE_MARKER = /<!--toc-inline:(\d):(\d)-->/g;

/**
 * `<Tabs>` of `<TabItem>`s. Without JavaScript every tab shows, under its label; the boot script
 * turns them into tabs, keeps tabs with the same `groupId` in step and remembers the choice.
 */
function tabs(api: ComponentApi): RenderedElement {
  const items = api.childElements('TabItem').map((node, index) => {
    const props = api.propsOf(node);
    const value = text(props.value) ?? text(props.label) ?? String(index);
    return { node, props, value };
  });
  const values = Array.isArray(api.props.values) ? api.props.values : [];
  const labelOf = (value: string, props: Readonly<Record<string, LiteralValue>>) => {
    const listed = values.find((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry) && 'value' in entry && entry.value === value);
    const listedLabel = listed && typeof listed === 'object' && !Array.isArray(listed) && 'label' in listed ? text(listed.label) : undefined;
    return listedLabel ?? text(props.label) ?? value;
  };
  if (items.length === 0) {
    api.warn('<Tabs> without any <TabItem>: nothing to show');
    return { html: '', block: true };
  }
  const chosen = text(api.props.defaultValue) ?? items.find((item) => item.props.default === true)?.value ?? items[0]!.value;
  const selected = items.some((item) => item.value === chosen) ? chosen : items[0]!.value;
  const groupId = text(api.props.groupId);
  const queryString = api.props.queryString === true ? groupId : text(api.props.queryString);
  const id = api.uniqueId();
  const buttons = items.map((item, index) => {
    const isSelected = item.value === selected;
    return `<button type="button" role="tab" class="tab" id="${id}-tab-${index}" aria-controls="${id}-panel-${index}" aria-selected="${isSelected}" tabindex="${isSelected ? 0 : -1}" data-value="${escapeHtml(item.value)}">${escapeHtml(labelOf(item.value, item.props))}</button>`;
  });
  const panels = items.map((item, index) => {
    const className = ['tab-panel', item.value === selected ? 'is-selected' : '', text(item.props.className) ?? ''].filter(Boolean).join(' ');
    const label = `<p class="tab-panel-label">${escapeHtml(labelOf(item.value, item.props))}</p>\n`;
    return `<div class="${escapeHtml(className)}" role="tabpanel" id="${id}-panel-${index}" aria-labelledby="${id}-tab-${index}" data-value="${escapeHtml(item.value)}">${label}${api.childrenOf(item.node)}</div>\n`;
  });
  const data = `${groupId ? ` data-group-id="${escapeHtml(groupId)}"` : ''}${queryString ? ` data-query-string="${escapeHtml(queryString)}"` : ''}`;
  const className = ['tabs', text(api.props.className) ?? ''].filter(Boolean).join(' ');
  return { html: `<div class="${escapeHtml(className)}"${data}><div class="tabs-list" role="tablist">${buttons.join('')}</div>\n${panels.join('')}</div>\n`, block: true };
}

/** `<Details summary="…">` or `<details><summary>…</summary>…</details>`: a collapsible box. */
function details(api: ComponentApi): RenderedElement {
  const [summaryNode] = [...api.childElements('summary'), ...api.childElements('Summary')];
  const summary = summaryNode ? api.childrenOf(summaryNode) : escapeHtml(text(api.props.summary) ?? api.text.t('jabuticraft.Details.summary'));
  const open = api.props.open === true ? ' open' : '';
  const body = api.children(new Set(summaryNode ? [summaryNode] : []));
  return { html: `<details class="details"${open}><summary>${summary}</summary><div class="details-content">\n${body}</div></details>\n`, block: true };
}

function admonition(api: ComponentApi): RenderedElement {
  const type = text(api.props.type) ?? 'note';
  const kind = admonitionKindOf(type);
  if (!kind) api.warn(`unknown admonition type "${type}" in <Admonition>: shown as a note`);
  const title = text(api.props.title);
  const shown = kind ?? 'note';
  return { html: admonitionHtml(shown, escapeHtml(title ?? admonitionTitle(type, api.text)), api.children()), block: true };
}

function codeBlock(api: ComponentApi): RenderedElement {
  const { language, title, showLineNumbers, metastring } = api.props;
  const meta = [text(metastring), title === undefined ? undefined : `title="${text(title) ?? ''}"`, showLineNumbers === true ? 'showLineNumbers' : undefined];
  const prepared = prepareCode({ code: api.childText(), language: text(language), meta: meta.filter(Boolean).join(' ') });
  const lines = prepared.language ? api.highlight?.(prepared.lines.join('\n'), prepared.language) : undefined;
  return { html: codeBlockHtml(prepared, codeCopyButtonHtml(api.text), lines), block: true };
}

function tocInline(api: ComponentApi): RenderedElement {
  const level = (value: LiteralValue, fallback: number) => (typeof value === 'number' && value >= 2 && value <= 6 ? value : fallback);
  return { html: `<!--toc-inline:${level(api.props.minHeadingLevel, 2)}:${level(api.props.maxHeadingLevel, 3)}-->`, block: true };
}

function text(value: LiteralValue): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** `<TOCInline />`: the page's headings from `min` to `max` level, nested as the sidebar's table of contents. */
export function tocHtml(headings: readonly Heading[], min: number, max: number): string {
  const shown = headings.filter((heading) => heading.depth >= min && heading.depth <= max);
  if (shown.length === 0) return '';
  let html = '<nav class="toc-inline"><ul>';
  let depth = shown[0]!.depth;
  shown.forEach((heading, index) => {
    if (index > 0) {
      if (heading.depth > depth) html += '<ul>'.repeat(heading.depth - depth);
      else html += '</li>' + '</ul></li>'.repeat(depth - Math.max(heading.depth, shown[0]!.depth));
    }
    depth = Math.max(heading.depth, shown[0]!.depth);
    html += `<li><a href="#${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</a>`;
  });
  html += '</li>' + '</ul></li>'.repeat(depth - shown[0]!.depth) + '</ul></nav>\n';
  return html;
}
