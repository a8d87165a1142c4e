import type { Expression, Node, Program, SpreadElement } from 'estree';
import { docusaurusBaseUrl } from '../hrefs.ts';

/** `require('./x.png')` (or its `.default`) in an attribute: a file beside the page, resolved by the build. */
export interface RequiredFile {
  required: string;
}

/** What an expression that is not a literal evaluates to: the attribute or expression is left out, with a warning. */
export const NOT_LITERAL = Symbol('not a literal');

/** JSX written as a prop's value (`label={<span><Icone /> Paper</span>}`), rendered to HTML at build time. */
export class RenderedJsx {
  constructor(readonly html: string) {}
}

export type LiteralValue = string | number | boolean | null | undefined | RequiredFile | RenderedJsx | LiteralValue[] | { [key: string]: LiteralValue };

/**
 * The value of a JSX attribute expression or `{…}` written as a literal (`{{ color: 'red' }}`,
 * `{[{ label: 'A', value: 'a' }]}`, `{3}`, `` {`text`} ``, `{128 * 4.5}`), read from the tree the MDX parser
 * built. Nothing is run: a name is what `named` gives for it (the data a page imports, inside an array
 * or an object too: `[{ widget: weather }]`), and anything else (a call, a function) is NOT_LITERAL.
 */
export function literalValue(program: Program | undefined, named: NamedValue = noName, baseUrl?: string): LiteralValue | typeof NOT_LITERAL {
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return NOT_LITERAL;
  return evaluate(statement.expression, { named, baseUrl });
}

/** The value a name stands for in the page (an import's data), or NOT_LITERAL. */
/** What a name stands for, or a property of it (`version.npm`: `named('version', ['npm'])`). */
export type NamedValue = (name: string, properties?: string[]) => LiteralValue | typeof NOT_LITERAL;

const noName: NamedValue = () => NOT_LITERAL;

/** What an expression's names stand for, and the site's base URL, which `useBaseUrl` adds. */
interface Scope {
  named: NamedValue;
  baseUrl?: string;
}

const NO_SCOPE: Scope = { named: noName };

/** Whether an expression holds nothing but comments (`{/* a note *\/}`): MDX's comment form. */
export function isEmptyExpression(program: Program | undefined): boolean {
  return program !== undefined && program.body.length === 0;
}

/** A template literal's text, when each of its expressions is a string, a number or a boolean the page knows (`${gitHubRepo}/blob/main`: sapling's constants). */
function templateValue(strings: readonly string[], values: readonly (LiteralValue | typeof NOT_LITERAL)[]): string | typeof NOT_LITERAL {
  if (!values.every((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return NOT_LITERAL;
  return strings.map((text, index) => text + (index < values.length ? String(values[index]) : '')).join('');
}

/** The value of one expression (a nested JSX element's attribute), read as `literalValue` reads a program's. */
export function expressionValue(node: Expression): LiteralValue | typeof NOT_LITERAL {
  return evaluate(node);
}

function evaluate(node: Expression | SpreadElement | Node | null, scope: Scope = NO_SCOPE): LiteralValue | typeof NOT_LITERAL {
  switch (node?.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? NOT_LITERAL : (node.value as string | number | boolean | null);
    case 'TemplateLiteral':
      return templateValue(node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw), node.expressions.map((expression) => evaluate(expression, scope)));
    case 'Identifier':
      return node.name === 'undefined' ? undefined : scope.named(node.name);
    case 'UnaryExpression':
      return evaluateUnary(node.operator, evaluate(node.argument, scope));
    case 'BinaryExpression':
      return node.left.type === 'PrivateIdentifier' ? NOT_LITERAL : evaluateBinary(node.operator, evaluate(node.left, scope), evaluate(node.right, scope));
    case 'ArrayExpression':
      return collect(node.elements.map((element) => evaluate(element, scope)));
    case 'ObjectExpression':
      return evaluateObject(node.properties, scope);
    case 'CallExpression':
      return baseUrlPath(node, scope.baseUrl) ?? requiredFile(node);
    case 'MemberExpression': {
      const required = requiredFile(node);
      return required === NOT_LITERAL ? memberValue(node, scope) : required;
    }
    default:
      return NOT_LITERAL;
  }
}

/** A property of a named value (`version.npm` of an imported JSON, PixiJS's editors' dependencies), when it is data. */
function memberValue(node: Node, scope: Scope): LiteralValue | typeof NOT_LITERAL {
  const chain = chainOf(node);
  return chain ? scope.named(chain.root, chain.properties) : NOT_LITERAL;
}

function evaluateUnary(operator: string, value: LiteralValue | typeof NOT_LITERAL): LiteralValue | typeof NOT_LITERAL {
  if (operator === '-' && typeof value === 'number') return -value;
  if (operator === '+' && typeof value === 'number') return value;
  if (operator === '!' && value !== NOT_LITERAL && typeof value !== 'object') return !value;
  return NOT_LITERAL;
}

/** Arithmetic on numbers (`128 * 4.5`) and joined strings; anything else is no literal. */
function evaluateBinary(operator: string, left: LiteralValue | typeof NOT_LITERAL, right: LiteralValue | typeof NOT_LITERAL): LiteralValue | typeof NOT_LITERAL {
  if (typeof left === 'string' && typeof right === 'string' && operator === '+') return left + right;
  if (typeof left !== 'number' || typeof right !== 'number') return NOT_LITERAL;
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '%':
      return left % right;
    default:
      return NOT_LITERAL;
  }
}

function collect(values: (LiteralValue | typeof NOT_LITERAL)[]): LiteralValue[] | typeof NOT_LITERAL {
  return values.includes(NOT_LITERAL) ? NOT_LITERAL : (values as LiteralValue[]);
}

function evaluateObject(properties: readonly Node[], scope: Scope): LiteralValue | typeof NOT_LITERAL {
  const result: Record<string, LiteralValue> = {};
  for (const property of properties) {
    if (property.type === 'SpreadElement') {
      // `{ position: 'absolute', ...size }` where `size` is an object the page exports.
      const spread = evaluate(property.argument, scope);
      if (spread === NOT_LITERAL || !isPlainObject(spread)) return NOT_LITERAL;
      Object.assign(result, spread);
      continue;
    }
    if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_LITERAL;
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
    const value = evaluate(property.value, scope);
    if (key === undefined || value === NOT_LITERAL) return NOT_LITERAL;
    result[key] = value;
  }
  return result;
}

/**
 * `useBaseUrl('/img/a.png')` or `useBaseUrl('img/a.png')`: the path under the site's base URL, as
 * Docusaurus's hook gives it. Without a base URL, the path from the site's root, to which the
 * build adds the base URL as it does to any path of the site.
 */
function baseUrlPath(node: Node, baseUrl = '/'): string | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'useBaseUrl') return undefined;
  const [argument] = node.arguments;
  return node.arguments.length === 1 && argument?.type === 'Literal' && typeof argument.value === 'string' ? docusaurusBaseUrl(baseUrl, argument.value) : undefined;
}

function isPlainObject(value: LiteralValue): value is { [key: string]: LiteralValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RenderedJsx) && !isRequiredFile(value);
}

/** The name when the expression is only a name (`{Exemplo}`). */
export function identifierName(program: Program | undefined): string | undefined {
  const statement = program?.body[0];
  return program?.body.length === 1 && statement?.type === 'ExpressionStatement' && statement.expression.type === 'Identifier' ? statement.expression.name : undefined;
}

/**
 * `constants.snackLanguages` or `a['b'].c`, and the same called with literal arguments
 * (`constants.getDevNotesTabs(['android'])`): the name it starts from, the properties read after
 * it and the call's arguments when it is one; anything else, undefined.
 */
export function memberChain(program: Program | undefined): { root: string; properties: string[]; call?: LiteralValue[] } | undefined {
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  const { expression } = statement;
  if (expression.type !== 'CallExpression') return chainOf(expression);
  const call = expression.arguments.map((argument) => evaluate(argument));
  const chain = chainOf(expression.callee);
  return chain && !call.includes(NOT_LITERAL) ? { ...chain, call: call as LiteralValue[] } : undefined;
}

function chainOf(start: Node): { root: string; properties: string[] } | undefined {
  const properties: string[] = [];
  let node = start;
  while (node.type === 'MemberExpression') {
    const { property } = node;
    if (!node.computed && property.type === 'Identifier') properties.unshift(property.name);
    else if (node.computed && property.type === 'Literal' && (typeof property.value === 'string' || typeof property.value === 'number')) properties.unshift(String(property.value));
    else return undefined;
    node = node.object;
  }
  return node.type === 'Identifier' && properties.length > 0 ? { root: node.name, properties } : undefined;
}

/** `require('./a.png')` or `require('./a.png').default`: the path; anything else is NOT_LITERAL. */
function requiredFile(node: Node): RequiredFile | typeof NOT_LITERAL {
  const call = node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'default' ? node.object : node;
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'require') return NOT_LITERAL;
  const [argument] = call.arguments;
  if (call.arguments.length !== 1 || argument?.type !== 'Literal' || typeof argument.value !== 'string') return NOT_LITERAL;
  return { required: argument.value };
}

export function isRequiredFile(value: unknown): value is RequiredFile {
  return typeof value === 'object' && value !== null && 'required' in value && typeof (value as RequiredFile).required === 'string';
}

/** The dotted path of `data.server.java` (`['server', 'java']`) when the expression is exactly that, rooted at `root`. */
export function memberPath(program: Program | undefined, root: string): string[] | undefined {
  const chain = memberChain(program);
  return chain?.root === root && !chain.call ? chain.properties : undefined;
}
