import type { Program } from 'estree';
import type { Links } from 'marked';
import type { Nodes, Root, RootContent } from 'mdast';
import type { Position } from 'unist';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx';
import { ContentError, type Warning } from '../../model/errors.ts';
import { escapeHtml } from '../../tools/escape-html.ts';
import { lookUpText } from '../data-references.ts';
import { blockedSchemeOf, resolveHref } from '../hrefs.ts';
import { renderFragment } from '../markdown-fragment.ts';
import { pageSlugger, type Slugger } from '../slug.ts';
import type { InternalLink, MarkdownContext, RenderedMarkdown, SiteChildElement } from '../types.ts';
import { BLOCK_ELEMENTS, htmlAttributes, VOID_ELEMENTS } from './html-attributes.ts';
import { identifierName, isEmptyExpression, memberPath, NOT_LITERAL, RenderedJsx, type LiteralValue } from './literal-value.ts';
import { childElements, childText, containerIndent, dedent } from './jsx-children.ts';
import { filePaths, imageAttributes } from './jsx-image.ts';
import type { JsxHost } from './jsx-value.ts';
import { linkDefinitions, parseMdx } from './parse-mdx.ts';
import { blankHtmlComments } from './source-rewrites.ts';
import { PARTIAL_FILE, propValue, renderPartial, type PartialScope } from './partials.ts';
import { PageImports } from './page-imports.ts';
import { elementProps } from './element-props.ts';
import { headOf, type PageHead, withHead } from './head-element.ts';
import { pageIdPrefix, themeComponentOf, TOC_INLINE_MARKER, tocHtml, type ComponentApi, type JsxElement, type RenderedElement } from './theme-components.ts';

/** Stand-ins for MDX elements while marked reads the Markdown around them. */
const FLOW_PLACEHOLDER = /<!--mdx:(\d+)-->\n?/g;
const TEXT_PLACEHOLDER = /\uE000(\d+)\uE001/g;
const LONE_TEXT_PLACEHOLDER = /<p>\uE000(\d+)\uE001<\/p>\n?/g;
const DATA_ROOT = 'data'; // what a page writes to show site data in MDX: `{data.server.java}`
const MDX_TYPES = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement']);

/**
 * Renders a page written in MDX: the MDX parser finds its imports, JSX and expressions; the Markdown between them goes
 * through the same renderer as any page; JSX becomes this site's HTML (Docusaurus's theme components) or, when unknown,
 * its children, with a warning. Throws an MdxSyntaxError for a page the MDX parser rejects.
 */
export function renderMdx(source: string, context: MarkdownContext, scope: PartialScope = { props: {}, files: [context.file] }): RenderedMarkdown {
  const body = blankHtmlComments(source);
  return new MdxPage(body, context, scope).render(parseMdx(body));
}

class MdxPage {
  private readonly slug: Slugger;
  private readonly parts: RenderedMarkdown[] = [];
  private readonly rendered: RenderedElement[] = [];
  private readonly renderedChildren = new WeakMap<JsxElement, string>();
  /** By stand-in: the plain text of the element (for a heading holding it), and what no part holds (an expression's value). */
  private readonly texts: { all: string; own: string }[] = [];
  /** For each part, the stand-in whose children it renders (an element's text is that of its own parts); `owner`, the one now; `definitions`, the page's link references, for every part. */
  private readonly partOwners: (number | undefined)[] = [];
  private owner: number | undefined;
  private definitions: Links = {};
  private readonly imports: PageImports;
  private readonly skipped = new Set<Nodes>();
  private readonly links: InternalLink[] = [];
  private readonly warnings: Warning[] = [];
  private ids = 0;
  private head: PageHead = {};

  constructor(
    private readonly source: string,
    private readonly context: MarkdownContext,
    private readonly scope: PartialScope,
  ) {
    this.slug = pageSlugger(context);
    this.imports = new PageImports(context.readRelativeFile);
  }

  render(tree: Root): RenderedMarkdown {
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm') this.imports.read(node.data?.estree as Program | undefined, (message) => this.warn(node, message), node.value);
    }
    this.definitions = linkDefinitions(this.source);
    const body = this.renderNodes(tree.children, false, tree.position);
    const headings = this.parts.flatMap((part) => part.headings).sort((a, b) => a.line - b.line);
    const html = body.replace(TOC_INLINE_MARKER, (_marker, min: string, max: string) => tocHtml(headings, Number(min), Number(max)));
    const text = this.parts
      .map((part) => part.text)
      .join(' ')
      .replace(TEXT_PLACEHOLDER, (_placeholder, index: string) => this.texts[Number(index)]?.own ?? '')
      .trim();
    return {
      html, headings, text, ...withHead(this.parts.reduce<PageHead>(withHead, {}), this.head),
      links: [...this.parts.flatMap((part) => part.links), ...this.links],
      warnings: [...this.parts.flatMap((part) => part.warnings), ...this.warnings].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    };
  }

  /** Renders sibling nodes: the Markdown as written, each MDX node (outside `skip`) through a stand-in. */
  private renderNodes(nodes: readonly RootContent[], inline: boolean, range?: Position): string {
    const first = range?.start ?? nodes[0]?.position?.start;
    const last = range?.end ?? nodes.at(-1)?.position?.end;
    if (!first || !last) return '';
    let markdown = '';
    let cursor = first.offset!;
    const visit = (node: Nodes) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (MDX_TYPES.has(node.type) && start !== undefined && end !== undefined) {
        markdown += this.source.slice(cursor, start) + this.placeholder(node);
        cursor = end;
      } else if ('children' in node) {
        for (const child of node.children) visit(child);
      }
    };
    for (const node of nodes) visit(node);
    markdown += this.source.slice(cursor, last.offset);
    const part = renderFragment(dedent(markdown, containerIndent(nodes, first.column - 1)), this.context, {
      mdx: true,
      inline,
      slug: this.slug,
      links: this.definitions,
      startLine: this.context.bodyStartLine + first.line - 1,
      expandText: this.expandText,
    });
    this.addPart(part);
    return this.fill(part.html);
  }

  /** A text with the plain text of the MDX elements it holds, and of those they hold (an element's text has its children's stand-ins). */
  private readonly expandText = (text: string): string => text.replace(TEXT_PLACEHOLDER, (_placeholder, index: string) => this.expandText(this.texts[Number(index)]?.all ?? ''));

  private placeholder(node: Nodes): string {
    const index = this.rendered.length;
    this.rendered.push({ html: '', block: false });
    this.texts.push({ all: '', own: '' });
    const outer = this.owner;
    this.owner = index;
    if (!this.skipped.has(node)) this.rendered[index] = this.renderMdxNode(node, index);
    this.owner = outer;
    if (node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') {
      this.texts[index]!.all = this.parts.flatMap((part, at) => (this.partOwners[at] === index ? [part.text] : [])).join(' ');
    }
    if (node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression') return `\uE000${index}\uE001`;
    const lines = this.source.slice(node.position!.start.offset, node.position!.end.offset).split('\n').length - 1;
    return `<!--mdx:${index}-->${'\n'.repeat(lines)}`;
  }

  private addPart(part: RenderedMarkdown): void {
    this.parts.push(part);
    this.partOwners.push(this.owner);
  }

  private fill(html: string): string {
    return html
      .replace(LONE_TEXT_PLACEHOLDER, (paragraph, index: string) => {
        const element = this.rendered[Number(index)]!;
        if (element.block) return element.html;
        return element.html === '' ? '' : paragraph.replace(TEXT_PLACEHOLDER, element.html);
      })
      .replace(FLOW_PLACEHOLDER, (_placeholder, index: string) => this.rendered[Number(index)]!.html)
      .replace(TEXT_PLACEHOLDER, (_placeholder, index: string) => this.rendered[Number(index)]!.html);
  }

  private renderMdxNode(node: Nodes, index: number): RenderedElement {
    switch (node.type) {
      case 'mdxjsEsm':
        return { html: '', block: true };
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return { html: escapeHtml(this.texts[index]!.own = this.expression(node)), block: false };
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node);
      default:
        return { html: '', block: false };
    }
  }

  /** The text of `{data.server.java}` or of a literal; nothing for a comment or, with a warning, anything else. */
  private expression(node: MdxFlowExpression | MdxTextExpression): string {
    const program = node.data?.estree as Program | undefined;
    if (isEmptyExpression(program)) return '';
    const dataPath = this.context.dataReferences === false ? undefined : memberPath(program, DATA_ROOT);
    if (dataPath) {
      const lookup = lookUpText(this.context.data, dataPath.join('.'));
      if ('problem' in lookup) throw new ContentError(this.context.file, this.lineOf(node), lookup.problem);
      return lookup.text;
    }
    const prop = propValue(program, this.scope);
    if (typeof prop === 'string' || typeof prop === 'number') return String(prop);
    const value = this.imports.literal(program, this.context) ?? NOT_LITERAL;
    const known = this.imports.rawText(identifierName(program)) ?? (value === NOT_LITERAL ? this.imports.data(program, this.context) : value);
    if (typeof known === 'string' || typeof known === 'number') return String(known);
    if (!this.context.mdx1) this.warn(node, `expression {${node.value.trim()}} is not run here (only literals, {data.…} and what the page or a module exports are); left out`);
    return this.context.mdx1 ? `{${node.value}}` : '';
  }

  private element(node: JsxElement): RenderedElement {
    const name = node.name;
    if (name === null) return { html: this.childrenHtml(node), block: node.type === 'mdxJsxFlowElement' };
    const themeComponent = themeComponentOf(name, this.imports.sourceOf(name), this.context.ownsThemeComponent);
    if (themeComponent) return themeComponent(this.api(node));
    if (name === 'head' || this.imports.sourceOf(name) === '@docusaurus/Head') {
      this.head = { ...this.head, ...headOf(node, (message) => this.warn(node, message, 'mdx-component:Head')) };
      return { html: '', block: true };
    }
    if (/^[a-z]/.test(name)) return this.htmlElement(node, name);
    const from = this.imports.sourceOf(name);
    if (this.isLink(name)) return this.htmlElement(node, 'a');
    if (from !== undefined && PARTIAL_FILE.test(from)) return this.partial(node, from);
    const block = node.type === 'mdxJsxFlowElement';
    const props = this.props(node);
    // A component whose children are the site's components gets them as elements, which it may read (TypeORM's DatabaseTabs); as HTML when that fails.
    const asElements = from === undefined ? undefined : this.childElementsOf(node);
    const withElements = asElements && this.context.renderSiteComponent?.(from!, props, asElements, this.imports.exportOf(name), (file) => this.importedMarkdown(node, file));
    const shown = withElements instanceof Error ? undefined : withElements;
    if (shown) this.warnings.push(...shown.warnings);
    const children = shown ? '' : node.children.length === 0 && typeof props.children === 'string' ? escapeHtml(props.children) : this.childrenHtml(node);
    const rendered = shown ? shown.html : this.siteComponent(node, name, props, children);
    return { html: rendered === undefined ? children : block ? `${rendered}\n` : rendered, block };
  }

  /** The children of `node` as the site components they are, when each is one on its own lines (`<DatabaseTab value="mysql">…</DatabaseTab>`). */
  private childElementsOf(node: JsxElement): SiteChildElement[] | undefined {
    // Elements written on one line each (`<Step>Install.</Step>`) are a paragraph's: taken out of it.
    const children = node.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])).filter((child) => !(child.type === 'text' && child.value.trim() === ''));
    if (children.length === 0) return undefined;
    const elements: SiteChildElement[] = [];
    for (const child of children) {
      if ((child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') || !child.name || !/^[A-Z]/.test(child.name)) return undefined;
      const from = this.imports.sourceOf(child.name);
      if (from === undefined || PARTIAL_FILE.test(from) || this.isLink(child.name) || themeComponentOf(child.name, from, this.context.ownsThemeComponent)) return undefined;
      elements.push({ from, exportName: this.imports.exportOf(child.name), props: this.props(child), childrenHtml: this.childrenHtml(child) });
    }
    return elements;
  }

  /** An imported Markdown file, rendered in place with the element's props; its links and images are read beside it. */
  private partial(node: JsxElement, from: string): RenderedElement {
    const block = node.type === 'mdxJsxFlowElement';
    const html = this.importedMarkdown(node, from, this.props(node));
    if (html !== undefined) return { html, block };
    this.warn(node, `imported file "${from}" not found: <${node.name}> shows its children`);
    return { html: this.childrenHtml(node), block };
  }

  /** A Markdown file the page or a site component of it imports, rendered as a partial of this page; undefined when there is none. */
  private importedMarkdown(node: Nodes, from: string, props: Record<string, LiteralValue> = {}): string | undefined {
    const found = this.context.partial?.(from);
    if (!found) return undefined;
    const rendered = renderPartial(found, { props, files: this.scope.files }, this.context.file, this.lineOf(node), renderMdx);
    // Its text, links and warnings are the page's; its headings too, in the table of contents where it is used (Docusaurus 3.2 on; not before).
    this.addPart({ ...rendered, html: '', headings: this.context.partialHeadingsInToc === false ? [] : rendered.headings.map((heading) => ({ ...heading, line: this.lineOf(node) })) });
    return rendered.html;
  }

  /** The site's own component `name` (imported from a file of the site); undefined, with a warning, when it cannot be rendered (its children stand for it). */
  private siteComponent(node: Nodes, name: string, props: Record<string, LiteralValue>, children: string): string | undefined {
    const from = this.imports.sourceOf(name);
    // Not imported: one the page exports itself, or one the site gives every page (its MDXComponents).
    const markdownFile = (file: string) => this.importedMarkdown(node, file);
    const pageModule = this.imports.pageModuleOf(name);
    const rendered = from !== undefined ? this.context.renderSiteComponent?.(from, props, children, this.imports.exportOf(name), markdownFile) : pageModule !== undefined ? this.context.renderPageComponent?.(pageModule, name, props, children, markdownFile) : this.context.renderMdxComponent?.(name, props, children, markdownFile);
    if (rendered !== undefined && !(rendered instanceof Error)) {
      this.warnings.push(...rendered.warnings);
      return rendered.html;
    }
    const source = from === undefined ? '' : ` (imported from "${from}")`;
    const reason = rendered instanceof Error ? `could not be rendered (${rendered.message})` : 'is not rendered here';
    this.warn(node, `component <${name}>${source} ${reason}: ${children.trim() === '' ? 'left out (it has no children to show)' : 'its children are shown'}`, `mdx-component:${name}`);
    return undefined;
  }

  /** How JSX written in `node`'s props renders its links and components. */
  private jsxHost(node: JsxElement): JsxHost {
    return {
      isLink: (name) => this.isLink(name),
      component: (name, props, children) => this.siteComponent(node, name, props, children) ?? children,
      link: (href) => this.link(node, href),
      warn: (message) => this.warn(node, message),
    };
  }

  /** Docusaurus's `<Link>`, which is an `<a>`. */
  private isLink(name: string): boolean {
    const from = this.imports.sourceOf(name);
    return from === '@docusaurus/Link' || (from === undefined && name === 'Link');
  }

  private htmlElement(node: JsxElement, name: string): RenderedElement {
    const { to, ...props } = this.props(node);
    for (const prop of Object.keys(props).filter((key) => props[key] instanceof RenderedJsx)) {
      this.warn(node, `attribute ${prop} of <${name}> holds JSX, which an HTML attribute cannot show; left out`);
      delete props[prop];
    }
    if (name === 'img') Object.assign(props, imageAttributes(props, this.context, this.lineOf(node), (message) => this.warn(node, message)));
    filePaths(props);
    if (name === 'a') props.href ??= to;
    if (name === 'a' && typeof props.href === 'string') Object.assign(props, this.link(node, props.href));
    const open = `<${name}${htmlAttributes(props)}>`;
    const flow = node.type === 'mdxJsxFlowElement';
    const block = flow || BLOCK_ELEMENTS.has(name);
    if (VOID_ELEMENTS.has(name)) return { html: open, block };
    return { html: `${open}${flow ? '\n' : ''}${this.childrenHtml(node)}</${name}>${block ? '\n' : ''}`, block };
  }

  private link(node: JsxElement, href: string): Record<string, LiteralValue> {
    if (blockedSchemeOf(href) !== undefined) {
      this.warn(node, `link to a "${blockedSchemeOf(href)}" URL: the site's Content-Security-Policy blocks it; left out`);
      return { href: undefined };
    }
    const resolved = resolveHref(href, this.context);
    if (resolved.target) this.links.push({ ...resolved.target, line: this.lineOf(node) });
    if (resolved.broken && this.context.brokenMarkdownLinks !== 'ignore') this.warn(node, `broken link to "${href}"`);
    return resolved.external ? { href: resolved.href, target: '_blank', rel: 'noopener noreferrer' } : { href: resolved.href };
  }

  private api(node: JsxElement): ComponentApi {
    return {
      node,
      props: this.props(node),
      children: (skip) => {
        for (const element of skip ?? []) this.skipped.add(element);
        return this.childrenHtml(node);
      },
      childrenOf: (element) => this.childrenHtml(element),
      propsOf: (element) => this.props(element),
      childElements: (name) => childElements(node, name),
      childText: () => childText(node, this.source, (program) => this.imports.literal(program, this.context)),
      link: (href) => this.link(node, href),
      text: this.context.text,
      highlight: this.context.highlight,
      magicComments: this.context.magicComments,
      uniqueId: () => `${pageIdPrefix(this.context.file)}-${(this.ids += 1)}`,
      warn: (message) => this.warn(node, message),
    };
  }

  /** Rendered once per element: a component's children may be read as elements first, then as HTML. */
  private childrenHtml(node: JsxElement): string {
    const html = this.renderedChildren.get(node) ?? this.renderNodes(node.children, node.type === 'mdxJsxTextElement');
    this.renderedChildren.set(node, html);
    return html;
  }

  private props(node: JsxElement): Record<string, LiteralValue> {
    return elementProps(node, { scope: this.scope, imports: this.imports, context: this.context, warn: (message) => this.warn(node, message), jsxHost: () => this.jsxHost(node) });
  }

  private lineOf(node: Nodes): number {
    return this.context.bodyStartLine + (node.position?.start.line ?? 1) - 1;
  }

  /** `onceKey`: reported once, at the first file, with how many more have it. */
  private warn(node: Nodes, message: string, onceKey?: string): void {
    this.warnings.push({ file: this.context.file, line: this.lineOf(node), message, ...(onceKey && { onceKey }) });
  }
}
