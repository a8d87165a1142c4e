/**
 * A Docusaurus project's code colours (`themeConfig.prism.theme` and `darkTheme`) as the Shiki
 * themes this build colours code with: a Prism theme (`{ plain, styles }`), one of
 * `prism-react-renderer`'s (which the configuration reads from this generator's own copy, so the
 * colours are those Docusaurus draws: GitHub's grey #f6f8fa block, not Shiki's GitHub) or one the
 * project writes itself (React Redux's Monokai), is turned into a Shiki theme, its Prism token types
 * mapped to TextMate scopes. Docusaurus's default, without either, is Palenight in both modes.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { CodeTheme, CodeThemes, MagicComment } from '../model/config.ts';
import { array, object, type Options, text } from './docusaurus-values.ts';

const ownRequire = createRequire(import.meta.url);
/** Docusaurus's code colours when the project names none: `prism-react-renderer`'s Palenight, in both modes. */
const palenight = (): CodeTheme => prismTheme(object(object(object(ownRequire('prism-react-renderer')).themes).palenight), 'dark');

/** Prism's token types → the TextMate scopes Shiki's grammars give the same things. */
const SCOPES_OF: Readonly<Record<string, readonly string[]>> = {
  comment: ['comment', 'punctuation.definition.comment'],
  prolog: ['comment'],
  doctype: ['meta.tag.sgml.doctype'],
  cdata: ['string.unquoted.cdata'],
  // Brackets, separators and the like, not a string's or a key's quotes, which Prism leaves in their token (the quotes of "$schema" are the key's colour).
  punctuation: ['punctuation.separator', 'punctuation.terminator', 'punctuation.accessor', 'punctuation.section', 'punctuation.definition.block', 'punctuation.definition.parameters', 'punctuation.definition.dictionary', 'punctuation.definition.array', 'punctuation.bracket', 'meta.brace'],
  property: ['variable.other.property', 'support.type.property-name', 'meta.object-literal.key'],
  tag: ['entity.name.tag'],
  boolean: ['constant.language.boolean'],
  number: ['constant.numeric'],
  constant: ['constant', 'variable.other.constant'],
  symbol: ['constant.other.symbol'],
  deleted: ['markup.deleted'],
  inserted: ['markup.inserted'],
  selector: ['entity.other.attribute-name', 'meta.selector'],
  'attr-name': ['entity.other.attribute-name'],
  'attr-value': ['string.quoted', 'meta.attribute-value'],
  // Prism's strings are quoted (or template, heredoc) ones: a shell command's bare arguments and YAML's plain values stay plain (Watchman's `$ watchman watch ~/src` was all pink).
  string: ['string.quoted', 'string.template', 'string.interpolated', 'string.unquoted.heredoc', 'string.other'],
  char: ['string.character', 'constant.character'],
  builtin: ['support.function', 'support.type', 'support.class'],
  operator: ['keyword.operator'],
  entity: ['constant.character.entity'],
  url: ['markup.underline.link'],
  // Prism's variables carry a sigil or a dash (`$HOME`, `@name`, `--gap`): an identifier of JavaScript and its parameters stay plain (Watchman's `client`, `resp`).
  variable: ['variable.other.normal', 'variable.other.bracket', 'variable.other.special', 'variable.other.positional', 'variable.other.php', 'variable.other.readwrite.instance', 'variable.other.readwrite.class', 'variable.other.readwrite.global', 'variable.other.readwrite.powershell', 'variable.css', 'variable.argument.css', 'variable.scss', 'variable.other.less'],
  atrule: ['keyword.control.at-rule'],
  // The called name alone (Python's is `meta.function-call.generic`): not the object before it (`client` of `client.command(…)`).
  function: ['entity.name.function', 'support.function', 'meta.function-call.generic'],
  // Java's type names are `storage.type.java` (its `int` is `storage.type.primitive.java`, a keyword as in Prism).
  'class-name': ['entity.name.type', 'entity.name.class', 'support.class', 'storage.type.java', 'storage.type.generic.java', 'storage.type.object.array.java'],
  // JavaScript's `null`, `undefined` and `this` are keywords in Prism.
  keyword: ['keyword', 'storage.type', 'storage.modifier', 'constant.language.null', 'constant.language.undefined', 'variable.language.this', 'variable.language.super'],
  regex: ['string.regexp'],
  important: ['keyword.other.important'],
  namespace: ['entity.name.namespace'],
};

/**
 * The project's code colours, light and dark; under Docusaurus 3 or 2 (`major`), only the languages its
 * Prism knows are coloured: `prism-react-renderer`'s own (version 2's bundle, or version 1's list) and
 * the project's `additionalLanguages` (bash is not among version 2's: a project that does not add it
 * shows its shell blocks plain; PowerShell is in neither).
 */
export function codeThemesOf(prism: Options, major?: number): CodeThemes {
  const light = codeThemeOf(prism.theme, 'light') ?? palenight();
  const themes = { light, dark: codeThemeOf(prism.darkTheme, 'dark') ?? light };
  const additional = array(prism.additionalLanguages).flatMap((name) => text(name) ?? []);
  if (major === 3) return { ...themes, languages: prismLanguages(bundledLanguages(), additional) };
  return major === 2 ? { ...themes, languages: prismLanguages(PRISM_REACT_RENDERER_1_LANGUAGES, additional) } : themes;
}

/**
 * The languages `prism-react-renderer` 1 (Docusaurus 2's) bundles (its `includeLangs.js`), with the
 * names Prism gives them too.
 */
const PRISM_REACT_RENDERER_1_LANGUAGES = ['markup', 'html', 'xml', 'svg', 'mathml', 'bash', 'sh', 'shell', 'clike', 'c', 'cpp', 'css', 'css-extras', 'javascript', 'js', 'jsx', 'coffeescript', 'coffee', 'actionscript', 'diff', 'git', 'go', 'graphql', 'handlebars', 'hbs', 'json', 'less', 'makefile', 'markdown', 'md', 'objectivec', 'objc', 'ocaml', 'python', 'py', 'reason', 'sass', 'scss', 'sql', 'stylus', 'tsx', 'typescript', 'ts', 'wasm', 'yaml', 'yml'];

/** Names Prism's components give the languages projects most often add, besides their own. */
const PRISM_ALIASES: Readonly<Record<string, readonly string[]>> = {
  bash: ['sh', 'shell'], csharp: ['cs', 'dotnet'], ruby: ['rb'], docker: ['dockerfile'], haskell: ['hs'], 'shell-session': ['sh-session', 'shellsession'],
  'visual-basic': ['vb', 'vba'], latex: ['tex', 'context'], solidity: ['sol'], 'dns-zone-file': ['dns-zone'], powershell: ['ps1'], batch: ['bat', 'cmd'], gettext: ['po'],
};

/** The languages `prism-react-renderer` 2 (Docusaurus 3's) bundles, by the names of its Prism (aliases included). */
function bundledLanguages(): string[] {
  const languages = object(object(ownRequire('prism-react-renderer')).Prism).languages;
  return Object.keys(object(languages)).filter((name) => typeof object(languages)[name] === 'object');
}

/** The fence languages Docusaurus colours: those its `prism-react-renderer` bundles and the `additional` ones, with their aliases. */
function prismLanguages(bundled: readonly string[], additional: readonly string[]): string[] {
  return [...new Set([...bundled, ...additional.flatMap((name) => [name, ...(PRISM_ALIASES[name] ?? [])])].map((name) => name.toLowerCase()))];
}

/** A Prism theme (`{ plain, styles }`: one of `prism-react-renderer`'s, which the configuration reads from this generator's copy, or the project's own). */
function codeThemeOf(value: unknown, mode: 'light' | 'dark'): CodeTheme | undefined {
  const theme = object(value);
  return text(object(theme.plain).backgroundColor) || array(theme.styles).length > 0 ? prismTheme(theme, mode) : undefined;
}

/** A Prism theme as a Shiki theme, named after its contents. */
function prismTheme(theme: Options, mode: 'light' | 'dark'): CodeTheme {
  const plain = object(theme.plain);
  const tokenColors = array(theme.styles).flatMap((entry) => {
    const { types, style } = object(entry);
    const scope = array(types).flatMap((type) => (typeof type === 'string' ? (SCOPES_OF[type] ?? []) : []));
    const { color, fontStyle, fontWeight } = object(style);
    // Shiki's fontStyle holds both: "italic", "bold", "italic bold".
    const shape = [typeof fontStyle === 'string' ? fontStyle : '', fontWeight === 'bold' ? 'bold' : ''].filter(Boolean).join(' ');
    if (scope.length === 0 || (typeof color !== 'string' && !shape)) return [];
    // The shape always said, none too: a Prism token has its own type's style alone, while a TextMate scope would take the italic of a wider one (Palenight's keywords' on `keyword.operator`).
    return [{ scope: [...scope], settings: { ...(typeof color === 'string' && { foreground: color }), fontStyle: shape } }];
  });
  const colors = { ...(text(plain.backgroundColor) && { 'editor.background': text(plain.backgroundColor)! }), ...(text(plain.color) && { 'editor.foreground': text(plain.color)! }) };
  // Without a colour of its own, a plain token has the block's, as prism-react-renderer gives it no style (Data Client's Palenight without `plain.color`); Shiki would make it black.
  const contents = { type: mode, colors, tokenColors: [{ settings: { foreground: colors['editor.foreground'] ?? 'currentColor' } }, ...tokenColors] };
  return { name: `prism-${createHash('sha256').update(JSON.stringify(contents)).digest('base64url').slice(0, 10)}`, ...contents };
}

/**
 * The background and text colour of code blocks in each mode, from the themes: a stylesheet rule
 * after this site's, so that a dark Monokai block is dark in both modes as the project shows it, its
 * title too (Docusaurus draws the title inside the block). Only code blocks: a `<pre>` a project's
 * component draws itself (an editor's output) keeps the page's colours.
 */
export function codeBlockCss(themes: CodeThemes): string {
  const colours = (theme: CodeTheme) => (typeof theme === 'string' ? {} : { background: theme.colors['editor.background'], color: theme.colors['editor.foreground'] });
  // A theme that gives no colour keeps this site's there: the other mode's rule must not show through (Jest's light theme names no background).
  const rule = (selector: string, { background, color }: ReturnType<typeof colours>) => `${selector} { background: ${background ?? 'var(--jc-code-bg)'}; color: ${color ?? 'var(--jc-text)'}; }\n`;
  return rule('.code-block :is(pre, .code-block-title)', colours(themes.dark)) + rule("[data-theme='light'] .code-block :is(pre, .code-block-title)", colours(themes.light));
}

/** `prism.magicComments` as written (`{ className, line, block: { start, end } }` each); undefined when the project gives none. */
export function magicCommentsOf(value: unknown): MagicComment[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry) => {
    const { className, line, block } = object(entry);
    const { start, end } = object(block);
    if (typeof className !== 'string') return [];
    return [{ className, ...(typeof line === 'string' && { line }), ...(typeof start === 'string' && typeof end === 'string' && { block: { start, end } }) }];
  });
}
