import type { Program } from 'estree';
import { identifierName, literalValue, memberChain, NOT_LITERAL, type LiteralValue } from './literal-value.ts';
import type { MarkdownContext } from '../types.ts';

/** Files that are not code: imported by name, they stand for the file (as webpack's asset modules do). */
const ASSET_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|mp4|webm)$/i;
/** `!!raw-loader!./defaults/index.html` (or `raw-loader!…`, webpack's inline loader, with options or not: `raw-loader?esModule=false!…`): the file's text. */
export const RAW_LOADER = /^!?!?raw-loader(?:\?[^!]*)?!(.+)$/;

/**
 * What an MDX page imports, by the name it gives each import: where it comes from, and for a
 * `raw-loader` import, the file's text (read beside the page by `readFile`).
 */
export class PageImports {
  private readonly sources = new Map<string, string>();
  /** The name each import has in its module: `default`, `*` for a namespace, or the exported name. */
  private readonly exportNames = new Map<string, string>();
  private readonly rawFiles = new Map<string, string>();
  /** The page's ESM blocks as written, imports and exports: the module its own exports are run from. */
  private readonly esm: string[] = [];
  /** The names the page's own `export const` / `export function` define. */
  private readonly exported = new Set<string>();

  constructor(private readonly readFile: ((file: string) => string | undefined) | undefined) {}

  /** Takes the statements of an ESM block (`source` as written); calls `problem` for a missing raw file and for what is not run (a default export, a re-export). */
  read(program: Program | undefined, problem: (message: string) => void, source = ''): void {
    this.esm.push(source);
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        const from = String(statement.source.value);
        const raw = RAW_LOADER.exec(from)?.[1];
        const text = raw === undefined ? undefined : this.readFile?.(raw);
        if (raw !== undefined && text === undefined) problem(`imported file "${raw}" not found beside the page`);
        for (const specifier of statement.specifiers) {
          this.sources.set(specifier.local.name, from);
          const imported = specifier.type === 'ImportSpecifier' ? specifier.imported : undefined;
          this.exportNames.set(specifier.local.name, specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? '*' : imported?.type === 'Identifier' ? imported.name : String(imported?.value));
          if (text !== undefined) this.rawFiles.set(specifier.local.name, text);
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const { declaration } = statement;
        const ids = declaration.type === 'VariableDeclaration' ? declaration.declarations.map((declarator) => declarator.id) : [declaration.id];
        for (const id of ids) if (id?.type === 'Identifier') this.exported.add(id.name);
      } else {
        problem('this MDX export is not run here (only `export const` and `export function` are); left out');
      }
    }
  }

  /** The page's own module (its ESM blocks) when `name` is one of its exports (`export const Highlight = …`); undefined otherwise. */
  pageModuleOf(name: string | undefined): string | undefined {
    return name !== undefined && this.exported.has(name) ? this.esm.join('\n') : undefined;
  }

  /** Where `name` is imported from, a member of an import too (`InternalLinks.CreateSelector`: where `InternalLinks` is); undefined when the page does not import it. */
  sourceOf(name: string): string | undefined {
    return this.sources.get(name.split('.')[0]!);
  }

  /** The name `name` has in the module it is imported from (`default` for a default import), with the members after it (`InternalLinks.CreateSelector`). */
  exportOf(name: string): string {
    const [imported, ...members] = name.split('.');
    return [this.exportNames.get(imported!) ?? 'default', ...members].join('.');
  }

  /** Whether `name` comes from a module of code (not a file taken as an asset or as text), whose exports the build can read. */
  isCode(name: string | undefined): boolean {
    const from = name === undefined ? undefined : this.sources.get(name);
    return from !== undefined && !ASSET_FILE.test(from) && !RAW_LOADER.test(from) && !this.rawFiles.has(name!);
  }

  /** The text of a file imported through `raw-loader` as `name`. */
  rawText(name: string | undefined): string | undefined {
    return name === undefined ? undefined : this.rawFiles.get(name);
  }

  /** A name imported from a file that is not code (`import mapa from './mapa.png'`): that file, as `require()` gives it. */
  file(name: string | undefined): LiteralValue | undefined {
    const from = name === undefined ? undefined : this.sources.get(name);
    return from !== undefined && ASSET_FILE.test(from) ? { required: from } : undefined;
  }

  /**
   * What an expression that starts from an import of code stands for, when it is data: what the
   * module (or the page itself: `export const versao = '1.21'`) exports under that name, a property of it (`constants.snackLanguages`, as React Native's
   * docs give their tabs), or what its function gives for literal arguments
   * (`constants.getDevNotesTabs(['ios'])`). No function: a component is no prop value here.
   */
  data(program: Program | undefined, context: Pick<MarkdownContext, 'siteValue' | 'pageExport' | 'frontMatter'>): LiteralValue | undefined {
    const name = identifierName(program);
    const chain = name === undefined ? memberChain(program) : { root: name, properties: [] };
    return chain && this.chainValue(chain, context);
  }

  /** A literal of the page (`'a'`, `[1, 2]`, `` `${gitHubRepo}/blob/main` ``), the names in it read as `named` reads them. */
  literal(program: Program | undefined, context: Pick<MarkdownContext, 'siteValue' | 'pageExport' | 'frontMatter' | 'baseUrl'>): LiteralValue | typeof NOT_LITERAL {
    return literalValue(program, (name, properties) => this.named(name, context, properties) ?? NOT_LITERAL, context.baseUrl);
  }

  /** `data` of a name, or of a property of it, as an array or an object written in the page holds it (`[{ widget: weather }]`, `{ 'pixi.js': version.npm }`). */
  named(name: string, context: Pick<MarkdownContext, 'siteValue' | 'pageExport' | 'frontMatter'>, properties: string[] = []): LiteralValue | undefined {
    return this.chainValue({ root: name, properties }, context);
  }

  /**
   * Why an expression that starts from an import of code gives nothing, when a property along it is
   * not there (React Native's `constants.defaultJavaScriptSpecLanguage`, where the module exports
   * `…Languages`): in Docusaurus too it is undefined, so the page is the same, but the warning says why.
   */
  missingProperty(program: Program | undefined, context: Pick<MarkdownContext, 'siteValue' | 'pageExport' | 'frontMatter'>): string | undefined {
    const chain = memberChain(program);
    if (!chain || chain.call) return undefined;
    let value = this.rootValue(chain.root, context);
    let path = chain.root;
    for (const property of chain.properties) {
      if (typeof value !== 'object' || value === null) return undefined;
      if (!Object.hasOwn(value, property)) return `names what its module does not have: ${path} has no ${property} (undefined in Docusaurus too)`;
      value = (value as Record<string, unknown>)[property];
      path += `.${property}`;
    }
    return undefined;
  }

  /** What the module (or the page itself) exports under the imported name `root`; undefined for a name not imported from code. */
  private rootValue(root: string, context: Pick<MarkdownContext, 'siteValue' | 'pageExport' | 'frontMatter'>): unknown {
    // A file's text (`import IndexFile from '!!raw-loader!./index.js'`), as webpack's raw-loader gives it.
    if (this.rawFiles.has(root)) return this.rawFiles.get(root);
    const pageModule = this.pageModuleOf(root);
    // Docusaurus gives every MDX page its front matter (rjsf's section pages show `{frontMatter.description}`).
    if (pageModule === undefined && !this.isCode(root)) return root === 'frontMatter' ? context.frontMatter : undefined;
    return pageModule !== undefined ? context.pageExport?.(pageModule, root) : context.siteValue?.(this.sources.get(root)!, this.exportOf(root));
  }

  private chainValue(chain: { root: string; properties: string[]; call?: LiteralValue[] }, context: Pick<MarkdownContext, 'siteValue' | 'pageExport' | 'frontMatter'>): LiteralValue | undefined {
    let owner: unknown;
    let value = this.rootValue(chain.root, context);
    for (const property of chain.properties) {
      owner = value;
      value = typeof value === 'object' && value !== null && Object.hasOwn(value, property) ? (value as Record<string, unknown>)[property] : undefined;
    }
    if ('call' in chain && chain.call) value = typeof value === 'function' ? callSiteFunction(value, owner, chain.call) : undefined;
    return value === undefined || typeof value === 'function' ? undefined : (value as LiteralValue);
  }
}

/** The site's own function, run at build time as Docusaurus runs it; one that throws gives nothing (the caller warns). */
function callSiteFunction(site: Function, owner: unknown, args: readonly LiteralValue[]): unknown {
  try {
    return Reflect.apply(site, owner, args);
  } catch {
    return undefined;
  }
}
