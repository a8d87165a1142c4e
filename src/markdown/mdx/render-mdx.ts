import type { Program } from 'estree';
import type { Nodes, Root, RootContent } from 'mdast';
import type { Position } from 'unist';
import type { MdxFlowExpression, MdxJsxTextElement, MdxTextExpression } from 'mdast-util-mdx';
import { ContentError, type Warning } from '../../model/errors.ts';
import { escapeHtml } from '../../tools/escape-html.ts';
import { lookUpText } from '../data-references.ts';
import { blockedSchemeOf, isExternalSource, resolveHref, withBaseUrl } from '../hrefs.ts';
import { renderFragment } from '../markdown-fragment.ts';
import { createSlugger, type Slugger } from '../slug.ts';
import type { InternalLink, MarkdownContext, RenderedMarkdown } from '../types.ts';
import { htmlAttributes, VOID_ELEMENTS } from './html-attributes.ts';
import { identifierName, isEmptyExpression, isRequiredFile, literalValue, memberPath, NOT_LITERAL, type LiteralValue } from './literal-value.ts';
import { blankHtmlComments, parseMdx } from './parse-mdx.ts';
import { PageImports } from './page-imports.ts';
import { THEME_COMPONENTS, TOC_INLINE_MARKER, tocHtml, type ComponentApi, type JsxElement, type RenderedElement } from './theme-components.ts';

/** Stand-ins for MDX elements while marked reads the Markdown around them. */
const FLOW_PLACEHOLDER = /<!--mdx:(\d+)-->\n?/g;
const TEXT_PLACEHOLDER = /\uE000(\d+)\uE001/g;
const LONE_TEXT_PLACEHOLDER = /<p>\uE000(\d+)\uE001<\/p>\n?/g;
/** What a page writes to show site data in MDX: `{data.server.java}`. */
const DATA_ROOT = 'data';
const MDX_TYPES = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement']);
/** Props Docusaurus pages pass from its hooks (`toc={toc}`), which these components find themselves. */
const IGNORED_PROPS = new Set(['TOCInline.toc', 'DocCardList.items']);
/** HTML elements that stand as blocks even when written inside a line (`<div>text</div>`). */
const BLOCK_ELEMENTS = new Set(['address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'iframe', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul', 'video']);
/** Where `@site/static/…` files are served. */
const SITE_STATIC = /^@site\/static\//;

/**
 * Renders a page written in MDX: the MDX parser finds its imports, JSX and expressions; the
 * Markdown between them goes through the same renderer as any page; JSX becomes this site's HTML
 * (Docusaurus's theme components) or, when unknown, its children, with a warning.
 * Throws an MdxSyntaxError for a page the MDX parser rejects.
 */
export function renderMdx(source: string, context: MarkdownContext): RenderedMarkdown {
  const body = blankHtmlComments(source);
  return new MdxPage(body, context).render(parseMdx(body));
}

class MdxPage {
  private readonly slug: Slugger;
  private readonly parts: RenderedMarkdown[] = [];
  private readonly rendered: RenderedElement[] = [];
  /** By stand-in: the plain text of the element (for a heading holding it), and what no part holds (an expression's value). */
  private readonly texts: { all: string; own: string }[] = [];
  private readonly imports: PageImports;
  private readonly skipped = new Set<Nodes>();
  private readonly links: InternalLink[] = [];
  private readonly warnings: Warning[] = [];
  private ids = 0;

  constructor(
    private readonly source: string,
    private readonly context: MarkdownContext,
  ) {
    this.slug = createSlugger(context.headingIds);
    this.imports = new PageImports(context.readRelativeFile);
  }

  render(tree: Root): RenderedMarkdown {
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm') this.imports.read(node.data?.estree as Program | undefined, (message) => this.warn(node, message));
    }
    const body = this.renderNodes(tree.children, false, tree.position);
    const headings = this.parts.flatMap((part) => part.headings).sort((a, b) => a.line - b.line);
    const html = body.replace(TOC_INLINE_MARKER, (_marker, min: string, max: string) => tocHtml(headings, Number(min), Number(max)));
    const text = this.parts
      .map((part) => part.text)
      .join(' ')
      .replace(TEXT_PLACEHOLDER, (_placeholder, index: string) => this.texts[Number(index)]?.own ?? '')
      .trim();
    return {
      html,
      headings,
      text,
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
    const part = renderFragment(dedent(markdown, first.column - 1), this.context, {
      mdx: true,
      inline,
      slug: this.slug,
      startLine: this.context.bodyStartLine + first.line - 1,
      expandText: (text) => text.replace(TEXT_PLACEHOLDER, (_placeholder, index: string) => this.texts[Number(index)]?.all ?? ''),
    });
    this.parts.push(part);
    return this.fill(part.html);
  }

  private placeholder(node: Nodes): string {
    const index = this.rendered.length;
    this.rendered.push({ html: '', block: false });
    this.texts.push({ all: '', own: '' });
    const partsBefore = this.parts.length;
    if (!this.skipped.has(node)) this.rendered[index] = this.renderMdxNode(node, index);
    if (node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') {
      this.texts[index]!.all = this.parts.slice(partsBefore).map((part) => part.text).join(' ');
    }
    if (node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression') return `\uE000${index}\uE001`;
    const lines = this.source.slice(node.position!.start.offset, node.position!.end.offset).split('\n').length - 1;
    return `<!--mdx:${index}-->${'\n'.repeat(lines)}`;
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
    const dataPath = memberPath(program, DATA_ROOT);
    if (dataPath) {
      const lookup = lookUpText(this.context.data, dataPath.join('.'));
      if ('problem' in lookup) throw new ContentError(this.context.file, this.lineOf(node), lookup.problem);
      return lookup.text;
    }
    const raw = this.imports.rawText(identifierName(program));
    if (raw !== undefined) return raw;
    const value = literalValue(program);
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    this.warn(node, `expression {${node.value.trim()}} is not run here (only literals and {data.…} are); left out`);
    return '';
  }

  private element(node: JsxElement): RenderedElement {
    const name = node.name;
    if (name === null) return { html: this.childrenHtml(node), block: node.type === 'mdxJsxFlowElement' };
    const themeComponent = this.themeComponentOf(name);
    if (themeComponent) return themeComponent(this.api(node));
    if (/^[a-z]/.test(name)) return this.htmlElement(node, name);
    const from = this.imports.sourceOf(name);
    if (from === '@docusaurus/Link' || (from === undefined && name === 'Link')) return this.htmlElement(node, 'a');
    if (from === '@docusaurus/Head') {
      this.warnings.push({ file: this.context.file, line: this.lineOf(node), message: '<Head> is not rendered here: set the title and description in the front matter', onceKey: 'mdx-component:Head' });
      return { html: '', block: true };
    }
    const source = from === undefined ? '' : ` (imported from "${from}")`;
    const children = this.childrenHtml(node);
    const block = node.type === 'mdxJsxFlowElement';
    const rendered = from === undefined ? undefined : this.context.renderSiteComponent?.(from, this.props(node), children);
    if (typeof rendered === 'string') return { html: block ? `${rendered}\n` : rendered, block };
    const reason = rendered instanceof Error ? `could not be rendered (${rendered.message})` : 'is not rendered here';
    this.warnings.push({ file: this.context.file, line: this.lineOf(node), message: `component <${name}>${source} ${reason}: its children are shown`, onceKey: `mdx-component:${name}` });
    return { html: children, block };
  }

  /** Ours for a component imported from `@theme/…` (or not imported, as Docusaurus provides some globally). */
  private themeComponentOf(name: string): ((api: ComponentApi) => RenderedElement) | undefined {
    const from = this.imports.sourceOf(name);
    const themeName = from === undefined ? name : /^@theme(?:-original|-init)?\/(.+)$/.exec(from)?.[1];
    return themeName !== undefined && Object.hasOwn(THEME_COMPONENTS, themeName) ? THEME_COMPONENTS[themeName] : undefined;
  }

  private htmlElement(node: JsxElement, name: string): RenderedElement {
    const { to, ...props } = this.props(node);
    if (name === 'img') Object.assign(props, this.image(node, props.src, props.width, props.height));
    this.filePaths(props);
    if (name === 'a') props.href ??= to;
    if (name === 'a' && typeof props.href === 'string') Object.assign(props, this.link(node, props.href));
    const open = `<${name}${htmlAttributes(props)}>`;
    const flow = node.type === 'mdxJsxFlowElement';
    const block = flow || BLOCK_ELEMENTS.has(name);
    if (VOID_ELEMENTS.has(name)) return { html: open, block };
    return { html: `${open}${flow ? '\n' : ''}${this.childrenHtml(node)}</${name}>${block ? '\n' : ''}`, block };
  }

  /** The picture's URL and size: its own, or the one the page gives, the other side kept in proportion. */
  private image(node: JsxElement, src: LiteralValue, givenWidth: LiteralValue, givenHeight: LiteralValue): Record<string, LiteralValue> {
    const path = isRequiredFile(src) ? src.required.replace(SITE_STATIC, '/') : typeof src === 'string' ? src : undefined;
    if (path === undefined || isExternalSource(path)) return {};
    const found = this.context.resolveImage(path);
    if (!found) throw new ContentError(this.context.file, this.lineOf(node), `image not found: "${path}"`);
    const { width, height } = found;
    const size =
      width === undefined || height === undefined
        ? {}
        : givenWidth !== undefined
          ? { width: givenWidth, height: givenHeight ?? (Math.round((Number(givenWidth) * height) / width) || undefined) }
          : givenHeight !== undefined
            ? { width: Math.round((Number(givenHeight) * width) / height) || undefined, height: givenHeight }
            : { width, height };
    return { src: withBaseUrl(this.context.baseUrl, found.path), ...size, loading: 'lazy', decoding: 'async' };
  }

  /** A file given by `require()` to another element (`<video src>`, `<a href>`): its path as written. */
  private filePaths(props: Record<string, LiteralValue>): void {
    for (const [name, value] of Object.entries(props)) if (isRequiredFile(value)) props[name] = value.required.replace(SITE_STATIC, '/');
  }

  private link(node: JsxElement, href: string): Record<string, LiteralValue> {
    if (blockedSchemeOf(href) !== undefined) {
      this.warn(node, `link to a "${blockedSchemeOf(href)}" URL: the site's Content-Security-Policy blocks it; left out`);
      return { href: undefined };
    }
    const resolved = resolveHref(href, this.context);
    if (resolved.target) this.links.push({ ...resolved.target, line: this.lineOf(node) });
    if (resolved.broken) this.warn(node, `broken link to "${href}"`);
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
      childText: () => this.childText(node),
      text: this.context.text,
      highlight: this.context.highlight,
      uniqueId: () => `${idPrefix(this.context.file)}-${(this.ids += 1)}`,
      warn: (message) => this.warn(node, message),
    };
  }

  private childrenHtml(node: JsxElement): string {
    return this.renderNodes(node.children, node.type === 'mdxJsxTextElement');
  }

  private childText(node: JsxElement): string {
    const [only] = node.children;
    if (node.children.length === 1 && only) {
      const expression = only.type === 'paragraph' && only.children.length === 1 ? only.children[0] : only;
      if (expression?.type === 'mdxFlowExpression' || expression?.type === 'mdxTextExpression') {
        const program = expression.data?.estree as Program | undefined;
        const value = this.imports.rawText(identifierName(program)) ?? literalValue(program);
        if (typeof value === 'string') return value;
      }
    }
    const first = node.children[0]?.position?.start;
    const last = node.children.at(-1)?.position?.end;
    return first && last ? dedent(this.source.slice(first.offset, last.offset), first.column - 1) : '';
  }

  private props(node: JsxElement): Record<string, LiteralValue> {
    const props: Record<string, LiteralValue> = {};
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        this.warn(node, `spread attribute {${attribute.value}} of <${node.name}> is not run here; left out`);
        continue;
      }
      const { name, value } = attribute;
      if (IGNORED_PROPS.has(`${node.name}.${name}`)) continue;
      if (value === null || value === undefined) props[name] = true;
      else if (typeof value === 'string') props[name] = value;
      else {
        const program = value.data?.estree as Program | undefined;
        const literal = this.imports.file(identifierName(program)) ?? literalValue(program);
        if (literal === NOT_LITERAL) this.warn(node, `attribute ${name}={${value.value}} of <${node.name}> is not a literal; left out`);
        else props[name] = literal;
      }
    }
    return props;
  }

  private lineOf(node: Nodes): number {
    return this.context.bodyStartLine + (node.position?.start.line ?? 1) - 1;
  }

  private warn(node: Nodes, message: string): void {
    this.warnings.push({ file: this.context.file, line: this.lineOf(node), message });
  }
}

/** Elements named `name` among `parent`'s children, looking into paragraphs but not into other elements. */
function childElements(parent: JsxElement, name: string): JsxElement[] {
  return (parent.children as Nodes[]).flatMap((child): JsxElement[] => {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === name) return [child];
    if (child.type === 'paragraph') return child.children.filter((inline): inline is MdxJsxTextElement => inline.type === 'mdxJsxTextElement' && inline.name === name);
    return [];
  });
}

/** Takes up to `columns` of leading spaces off every line after the first (which starts at the content). */
function dedent(text: string, columns: number): string {
  if (columns <= 0) return text;
  const indent = new RegExp(`\\n[ \\t]{0,${columns}}`, 'g');
  return text.replace(indent, '\n');
}

/** The same on every build of the file, different between two posts shown on one list. */
function idPrefix(file: string): string {
  let hash = 0;
  for (let index = 0; index < file.length; index += 1) hash = (hash * 31 + file.charCodeAt(index)) >>> 0;
  return `mdx${hash.toString(36)}`;
}
