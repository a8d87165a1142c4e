import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { escapeHtml } from '../../tools/escape-html.ts';
import { admonitionHtml, admonitionKindOf, admonitionTitle } from '../admonitions.ts';
import { codeBlockHtml, codeCopyButtonHtml, prepareCode, type HighlightCode, type MagicComment } from '../code-block.ts';
import type { Translator } from '../../model/i18n/translator.ts';
import type { Heading } from '../types.ts';
import { htmlAttributes } from './html-attributes.ts';
import { RenderedJsx, type LiteralValue } from './literal-value.ts';

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
  /** The site's magic comments, for code (Docusaurus's by default). */
  magicComments?: readonly MagicComment[];
  /** A link's attributes: `href` resolved and checked as any link of the page (new tab for another site). */
  link(href: string): Record<string, LiteralValue>;
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
  DocCardList: docCardList,
  TOCInline: tocInline,
};

/** Ours that a site's own `src/theme/X` replaces: Capacitor's DocCardList shows the DocCards written inside it, not the folder's cards. */
const REPLACED_BY_THE_SITE = new Set(['DocCardList']);

/**
 * Ours for a component imported from `@theme/…` (`from`), or not imported, as Docusaurus provides
 * some globally; none where the site has its own (`ownsTheme`) for one the site may replace.
 */
export function themeComponentOf(name: string, from: string | undefined, ownsTheme?: (from: string) => boolean): ThemeComponent | undefined {
  const themeName = from === undefined ? name : /^@theme(?:-original|-init)?\/(.+)$/.exec(from)?.[1];
  if (themeName === undefined || !Object.hasOwn(THEME_COMPONENTS, themeName)) return undefined;
  if (from?.startsWith('@theme/') && REPLACED_BY_THE_SITE.has(themeName) && ownsTheme?.(from)) return undefined;
  return THEME_COMPONENTS[themeName];
}

/** Filled with the cards of the page's folder once every page's route is known. */
export const DOC_CARD_LIST_MARKER = '<!--doc-card-list-->';
/** Filled with the page's own headings once the whole page is rendered. */
export const TOC_INLINE_MARKER = /<!--toc-inline:(\d):(\d)-->/g;

/** `<Tabs>` of `<TabItem>`s, read from the page's MDX. */
function tabs(api: ComponentApi): RenderedElement {
  const items = api.childElements('TabItem').map((node) => {
    const props = api.propsOf(node);
    return { value: text(props.value), labelHtml: html(props.label), default: props.default === true, className: text(props.className), attributes: tabAttributes(props.attributes), html: api.childrenOf(node) };
  });
  if (items.length === 0) {
    api.warn('<Tabs> without any <TabItem>: nothing to show');
    return { html: '', block: true };
  }
  const values = (Array.isArray(api.props.values) ? api.props.values : []).flatMap((entry) =>
    typeof entry === 'object' && entry !== null && !Array.isArray(entry) && 'value' in entry && typeof entry.value === 'string' ? [{ value: entry.value, labelHtml: 'label' in entry ? html(entry.label) : undefined }] : [],
  );
  const { defaultValue, groupId, queryString, className } = api.props;
  return {
    html: tabsHtml({ values, defaultValue: text(defaultValue), groupId: text(groupId), queryString: queryString === true || text(queryString), className: text(className), id: api.uniqueId() }, items),
    block: true,
  };
}

/** A `<TabItem>` with its content already rendered. */
export interface TabItemHtml {
  value?: string;
  /** The label as HTML (a label written as JSX renders). */
  labelHtml?: string;
  default?: boolean;
  className?: string;
  /** What Docusaurus spreads on the item's tab (`attributes={{ className: 'display-none' }}`, which socket.io's CSS hides). */
  attributes?: Record<string, string>;
  html: string;
}

/** A `<TabItem>`'s `attributes`: those with a text value and a name an attribute can have. */
export function tabAttributes(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const attributes = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^[A-Za-z][\w:.-]*$/.test(entry[0]));
  return attributes.length > 0 ? Object.fromEntries(attributes) : undefined;
}

/** The props of `<Tabs>` that decide its markup; `id` is unique in the page. */
export interface TabsOptions {
  values?: readonly { value: string; labelHtml?: string }[];
  defaultValue?: string;
  groupId?: string;
  /** `true`: the group id names the address's parameter. */
  queryString?: string | boolean;
  className?: string;
  id: string;
}

/**
 * Docusaurus's `<Tabs>` as this site shows them, for MDX pages and for a site's React code alike.
 * Without JavaScript every tab shows, under its label; the boot script (`src/client/tabs.ts`)
 * turns them into tabs, keeps tabs with the same `groupId` in step and remembers the choice.
 */
export function tabsHtml(options: TabsOptions, tabItems: readonly TabItemHtml[]): string {
  const written = tabItems.map((item, index) => ({ ...item, value: item.value ?? String(index) }));
  // Docusaurus lists the tabs in the order of `values` when it is given, whatever the order of the items (Wails's Windows | MacOS | Linux).
  const { values } = options;
  const rank = (value: string) => {
    const position = values?.findIndex((entry) => entry.value === value) ?? -1;
    return position < 0 ? written.length : position;
  };
  const items = values ? [...written].sort((a, b) => rank(a.value) - rank(b.value)) : written;
  const labelOf = (item: (typeof items)[number]) => options.values?.find((entry) => entry.value === item.value)?.labelHtml ?? item.labelHtml ?? escapeHtml(item.value);
  const chosen = options.defaultValue ?? items.find((item) => item.default)?.value ?? items[0]?.value;
  const selected = items.some((item) => item.value === chosen) ? chosen : items[0]?.value;
  const { groupId, id } = options;
  const queryString = options.queryString === true ? groupId : options.queryString || undefined;
  const buttons = items.map((item, index) => {
    const isSelected = item.value === selected;
    const { className, ...attributes } = item.attributes ?? {};
    const more = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
    return `<button type="button" role="tab" class="${escapeHtml(['tab', className].filter(Boolean).join(' '))}" id="${id}-tab-${index}" aria-controls="${id}-panel-${index}" aria-selected="${isSelected}" tabindex="${isSelected ? 0 : -1}" data-value="${escapeHtml(item.value)}"${more}>${labelOf(item)}</button>`;
  });
  const panels = items.map((item, index) => {
    const className = ['tab-panel', item.value === selected ? 'is-selected' : '', item.className ?? ''].filter(Boolean).join(' ');
    const label = `<div class="tab-panel-label">${labelOf(item)}</div>\n`;
    return `<div class="${escapeHtml(className)}" role="tabpanel" id="${id}-panel-${index}" aria-labelledby="${id}-tab-${index}" data-value="${escapeHtml(item.value)}">${label}${item.html}</div>\n`;
  });
  const data = `${groupId ? ` data-group-id="${escapeHtml(groupId)}"` : ''}${queryString ? ` data-query-string="${escapeHtml(queryString)}"` : ''}`;
  // The Tabs' `className` goes on the tab list, as Docusaurus puts it on its `ul.tabs` (GeyserMC's `.tabs-host-type` is a row of the tabs alone).
  const listClass = ['tabs-list', options.className ?? ''].filter(Boolean).join(' ');
  return `<div class="tabs"${data}><div class="${escapeHtml(listClass)}" role="tablist">${buttons.join('')}</div>\n${panels.join('')}</div>\n`;
}

/** A prefix for the ids of a page's elements: the same on every build of the file, different between two posts shown on one list. */
export function pageIdPrefix(file: string): string {
  let hash = 0;
  for (let index = 0; index < file.length; index += 1) hash = (hash * 31 + file.charCodeAt(index)) >>> 0;
  return `mdx${hash.toString(36)}`;
}

/** `<Details summary="…">` or `<details><summary>…</summary>…</details>`: a collapsible box. */
function details(api: ComponentApi): RenderedElement {
  const [summaryNode] = [...api.childElements('summary'), ...api.childElements('Summary')];
  const summary = summaryNode ? api.childrenOf(summaryNode) : (html(api.props.summary) ?? escapeHtml(api.text.t('site.Details.summary')));
  const body = api.children(new Set(summaryNode ? [summaryNode] : []));
  const classNames = { details: text(api.props.className), summary: summaryNode ? text(api.propsOf(summaryNode).className) : undefined };
  return { html: detailsHtml(summary, body, api.props.open === true, classNames), block: true };
}

/** Docusaurus's Details box: Infima's info alert's classes, and the box under the summary that holds the body (raw-details.ts draws HTML `<details>` with them too). */
export const DETAILS_CLASSES = 'details alert alert--info';
export const DETAILS_BODY = '<div class="details-content">';

/**
 * A collapsible box, with the classes the page gives it and its summary (a project's CSS draws
 * them), and Infima's info alert's, as Docusaurus's Details has them (testing-library's stylesheet
 * restyles `details.alert`). A summary written on lines of its own is one paragraph: its text stays beside the marker.
 */
export function detailsHtml(summaryHtml: string, bodyHtml: string, open: boolean, classNames: { details?: string; summary?: string } = {}): string {
  const lone = /^<p>((?:(?!<\/?p[\s>])[\s\S])*)<\/p>\n?$/.exec(summaryHtml.trim());
  const summaryClass = classNames.summary ? ` class="${escapeHtml(classNames.summary)}"` : '';
  return `<details class="${escapeHtml([DETAILS_CLASSES, classNames.details].filter(Boolean).join(' '))}"${open ? ' open' : ''}><summary${summaryClass}>${lone ? lone[1] : summaryHtml}</summary>${DETAILS_BODY}\n${bodyHtml}</div></details>\n`;
}

function admonition(api: ComponentApi): RenderedElement {
  const type = text(api.props.type) ?? 'note';
  const kind = admonitionKindOf(type);
  if (!kind) api.warn(`unknown admonition type "${type}" in <Admonition>: shown as a note`);
  return { html: admonitionHtml(kind ?? 'note', html(api.props.title) ?? escapeHtml(admonitionTitle(type, api.text)), api.children(), html(api.props.icon)), block: true };
}

function codeBlock(api: ComponentApi): RenderedElement {
  const { language, title, showLineNumbers, metastring, className } = api.props;
  // `className="language-js"` names the language, as Docusaurus reads it; its other classes are the box's.
  const classes = text(className)?.split(/\s+/).filter(Boolean) ?? [];
  const ofClass = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const boxClasses = classes.filter((name) => !name.startsWith('language-')).join(' ');
  const props = { code: api.childText(), language: text(language) ?? ofClass, title: title === undefined ? undefined : (text(title) ?? ''), showLineNumbers: showLineNumbers === true, metastring: text(metastring), ...(boxClasses && { className: boxClasses }) };
  return { html: codeBlockComponentHtml(props, codeCopyButtonHtml(api.text), api.highlight, api.magicComments), block: true };
}

/** The props of `<CodeBlock>` that decide its markup. */
export interface CodeBlockProps {
  code: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
  metastring?: string;
  /** Classes for the block's box (not its `language-…`, which is its language). */
  className?: string;
}

/** `<CodeBlock>` as a fenced block with the same language, title and options would show. */
export function codeBlockComponentHtml({ code, language, title, showLineNumbers, metastring, className }: CodeBlockProps, copyButton: string, highlight?: HighlightCode, magicComments?: readonly MagicComment[]): string {
  const meta = [metastring, title === undefined ? undefined : `title="${title}"`, showLineNumbers ? 'showLineNumbers' : undefined];
  const prepared = prepareCode({ code, language, meta: meta.filter(Boolean).join(' ') }, magicComments);
  const lines = prepared.language ? highlight?.(prepared.lines.join('\n'), prepared.language) : undefined;
  return codeBlockHtml(prepared, copyButton, lines, className);
}

/**
 * `<DocCardList items={[{ type: 'link', href, label, description }]} />`: a card for each item given;
 * without items (or with the sidebar's, which a hook gives), the cards of the page's folder.
 */
function docCardList(api: ComponentApi): RenderedElement {
  const { items } = api.props;
  if (!Array.isArray(items)) return { html: DOC_CARD_LIST_MARKER, block: true };
  const cards = items.flatMap((item) => {
    const { href, label, description }: Record<string, LiteralValue> = typeof item === 'object' && item !== null && !Array.isArray(item) && !('required' in item) && !(item instanceof RenderedJsx) ? item : {};
    if (typeof href !== 'string') {
      api.warn(`<DocCardList> item ${JSON.stringify(item)} has no href; left out`);
      return [];
    }
    const title = `<span class="card-title">${escapeHtml(text(label) ?? href)}</span>`;
    const summary = text(description) === undefined ? '' : `<span class="card-description">${escapeHtml(text(description)!)}</span>`;
    return [`<li><a${htmlAttributes({ ...api.link(href), className: 'card' })}>${title}${summary}</a></li>`];
  });
  return { html: `<ul class="card-grid">${cards.join('')}</ul>\n`, block: true };
}

function tocInline(api: ComponentApi): RenderedElement {
  const level = (value: LiteralValue, fallback: number) => (typeof value === 'number' && value >= 2 && value <= 6 ? value : fallback);
  return { html: `<!--toc-inline:${level(api.props.minHeadingLevel, 2)}:${level(api.props.maxHeadingLevel, 3)}-->`, block: true };
}

/** A label as HTML: a text escaped, or the JSX the page wrote (`label={<span><Icone /> Paper</span>}`) rendered. */
function html(value: LiteralValue): string | undefined {
  if (value instanceof RenderedJsx) return value.html;
  const plain = text(value);
  return plain === undefined ? undefined : escapeHtml(plain);
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
