import type { Program } from 'estree';
import type { JSXAttribute, JSXElement, JSXFragment, JSXOpeningElement } from 'estree-jsx';
import { escapeHtml } from '../../tools/escape-html.ts';
import { htmlAttributes, VOID_ELEMENTS } from './html-attributes.ts';
import { expressionValue, NOT_LITERAL, type LiteralValue } from './literal-value.ts';

/** What the page gives the JSX's parts that are not plain HTML elements. */
export interface JsxHost {
  /** Whether `name` is Docusaurus's `<Link>`, an `<a>` whose `to` is its `href`. */
  isLink(name: string): boolean;
  /** A component (`<Icone />`, `<Link to>`): its HTML, its children's HTML inside. */
  component(name: string, props: Record<string, LiteralValue>, childrenHtml: string): string;
  /** A link's attributes, `href` resolved and checked as any link of the page. */
  link(href: string): Record<string, LiteralValue>;
  warn(message: string): void;
}

/** The JSX element or fragment a prop's expression is, when it is one. */
export function jsxOf(program: Program | undefined): JSXElement | JSXFragment | undefined {
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  const expression = statement.expression as unknown as JSXElement | JSXFragment | { type: string };
  return expression.type === 'JSXElement' || expression.type === 'JSXFragment' ? (expression as JSXElement | JSXFragment) : undefined;
}

/** The element as React renders it: HTML elements with their literal attributes, components through `host`. */
export function renderJsx(node: JSXElement | JSXFragment, host: JsxHost): string {
  const children = node.children
    .map((child) => {
      switch (child.type) {
        case 'JSXText':
          return escapeHtml(jsxText(child.value));
        case 'JSXElement':
        case 'JSXFragment':
          return renderJsx(child, host);
        case 'JSXExpressionContainer': {
          if (child.expression.type === 'JSXEmptyExpression') return '';
          const value = expressionValue(child.expression);
          if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
          host.warn('an expression inside JSX is not run here (only literals are); left out');
          return '';
        }
        default:
          return '';
      }
    })
    .join('');
  if (node.type === 'JSXFragment') return children;
  const written = elementName(node.openingElement);
  const { to, ...props } = jsxProps(node.openingElement, host);
  const name = host.isLink(written) ? 'a' : written;
  if (!/^[a-z]/.test(name)) return host.component(name, { to, ...props }, children);
  if (name === 'a') props.href ??= to;
  else if (to !== undefined) props.to = to;
  if (name === 'a' && typeof props.href === 'string') Object.assign(props, host.link(props.href));
  const open = `<${name}${htmlAttributes(props)}>`;
  return VOID_ELEMENTS.has(name) ? open : `${open}${children}</${name}>`;
}

function elementName(opening: JSXOpeningElement): string {
  const { name } = opening;
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  const parts: string[] = [];
  let part: typeof name.object | typeof name = name;
  while (part.type === 'JSXMemberExpression') {
    parts.unshift(part.property.name);
    part = part.object;
  }
  return [part.name, ...parts].join('.');
}

function jsxProps(opening: JSXOpeningElement, host: JsxHost): Record<string, LiteralValue> {
  const props: Record<string, LiteralValue> = {};
  for (const attribute of opening.attributes) {
    if (attribute.type !== 'JSXAttribute') {
      host.warn('a spread attribute inside JSX is not run here; left out');
      continue;
    }
    const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
    const value = attributeValue(attribute);
    if (value === NOT_LITERAL) host.warn(`attribute ${name} inside JSX is not a literal; left out`);
    else props[name] = value;
  }
  return props;
}

function attributeValue({ value }: JSXAttribute): LiteralValue | typeof NOT_LITERAL {
  if (value === null) return true;
  if (value.type === 'Literal') return value.value as LiteralValue;
  if (value.type === 'JSXExpressionContainer') return value.expression.type === 'JSXEmptyExpression' ? NOT_LITERAL : expressionValue(value.expression);
  return NOT_LITERAL;
}

/** JSX text as React keeps it: each line trimmed where it meets another, lines that hold only spaces dropped, the rest joined by a space. */
function jsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  if (lines.length === 1) return value;
  return lines
    .map((line, index) => {
      let kept = line.replace(/\t/g, ' ');
      if (index > 0) kept = kept.replace(/^ +/, '');
      if (index < lines.length - 1) kept = kept.replace(/ +$/, '');
      return kept;
    })
    .filter((line) => line !== '')
    .join(' ');
}
