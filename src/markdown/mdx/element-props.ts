/** The props an MDX page writes on an element, as values this build can give a component. */
import type { Program } from 'estree';
import type { MarkdownContext } from '../types.ts';
import { identifierName, NOT_LITERAL, RenderedJsx, type LiteralValue } from './literal-value.ts';
import { jsxOf, renderJsx, type JsxHost } from './jsx-value.ts';
import type { PageImports } from './page-imports.ts';
import { propValue, type PartialScope } from './partials.ts';
import type { JsxElement } from './theme-components.ts';

/** Props Docusaurus pages pass from its hooks (`toc={toc}`), which these components find themselves: left out, unless written as literals. */
const IGNORED_PROPS = new Set(['TOCInline.toc', 'DocCardList.items']);

/** What reading a page's props needs: the partial's props, the page's imports, and where to warn and render JSX. */
export interface PropsReading {
  scope: PartialScope;
  imports: PageImports;
  context: MarkdownContext;
  warn(message: string): void;
  jsxHost(): JsxHost;
}

/** Each attribute of `node` as a value: literal, a data value, what the page imports, JSX as its HTML; what cannot be read is left out with a warning. */
export function elementProps(node: JsxElement, { scope, imports, context, warn, jsxHost }: PropsReading): Record<string, LiteralValue> {
  const props: Record<string, LiteralValue> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      warn(`spread attribute {${attribute.value}} of <${node.name}> is not run here; left out`);
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      const program = value.data?.estree as Program | undefined;
      const prop = propValue(program, scope);
      // A name the page imported stands for its file, its text (`raw-loader`), or what its module exports.
      const imported = imports.file(identifierName(program)) ?? imports.rawText(identifierName(program)) ?? imports.data(program, context);
      const literal = prop !== NOT_LITERAL ? prop : (imported ?? imports.literal(program, context));
      const jsx = literal === NOT_LITERAL ? jsxOf(program) : undefined;
      if (jsx) props[name] = new RenderedJsx(renderJsx(jsx, jsxHost()));
      else if (literal === NOT_LITERAL) {
        if (!IGNORED_PROPS.has(`${node.name}.${name}`)) warn(`attribute ${name}={${value.value}} of <${node.name}> ${imports.missingProperty(program, context) ?? 'is not a literal'}; left out`);
      }
      else props[name] = literal;
    }
  }
  return props;
}
