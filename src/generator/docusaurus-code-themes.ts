/**
 * A Docusaurus project's code colours (`themeConfig.prism.theme` and `darkTheme`) as the Shiki
 * themes this build colours code with: a theme of `prism-react-renderer` (a package a project
 * names but this build does not install: recognised by the property read, `themes.dracula`) is
 * Shiki's theme of the same palette; a theme the project writes itself (`{ plain, styles }`, React
 * Redux's Monokai) is turned into a Shiki theme, its Prism token types mapped to TextMate scopes.
 * Docusaurus's default, without either, is Palenight in both modes.
 */
import { createHash } from 'node:crypto';
import type { CodeTheme, CodeThemes, MagicComment } from '../model/config.ts';
import { array, object, type Options, text } from './docusaurus-values.ts';
import { missingPackageName, missingPackageProperties } from './run-module.ts';

/** prism-react-renderer's themes (v1 and v2 names) → Shiki's of the same palette. */
const SHIKI_THEME_OF: Readonly<Record<string, string>> = {
  github: 'github-light',
  dracula: 'dracula',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'material-theme-ocean',
  okaidia: 'monokai',
  palenight: 'material-theme-palenight',
  shadesOfPurple: 'material-theme-palenight',
  synthwave84: 'synthwave-84',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  ultramin: 'min-light',
  duotoneDark: 'material-theme-darker',
  duotoneLight: 'material-theme-lighter',
  jettwaveDark: 'github-dark',
  jettwaveLight: 'github-light',
};

const DOCUSAURUS_DEFAULT = 'material-theme-palenight';

/** Prism's token types → the TextMate scopes Shiki's grammars give the same things. */
const SCOPES_OF: Readonly<Record<string, readonly string[]>> = {
  comment: ['comment', 'punctuation.definition.comment'],
  prolog: ['comment'],
  doctype: ['meta.tag.sgml.doctype'],
  cdata: ['string.unquoted.cdata'],
  punctuation: ['punctuation', 'meta.brace'],
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
  string: ['string'],
  char: ['string.character', 'constant.character'],
  builtin: ['support.function', 'support.type', 'support.class'],
  operator: ['keyword.operator'],
  entity: ['constant.character.entity'],
  url: ['markup.underline.link'],
  variable: ['variable', 'variable.parameter'],
  atrule: ['keyword.control.at-rule'],
  function: ['entity.name.function', 'support.function', 'meta.function-call'],
  'class-name': ['entity.name.type', 'entity.name.class', 'support.class'],
  keyword: ['keyword', 'storage.type', 'storage.modifier'],
  regex: ['string.regexp'],
  important: ['keyword.other.important'],
  namespace: ['entity.name.namespace'],
};

/** The project's code colours, light and dark. */
export function codeThemesOf(prism: Options): CodeThemes {
  const light = codeThemeOf(prism.theme, 'light') ?? DOCUSAURUS_DEFAULT;
  return { light, dark: codeThemeOf(prism.darkTheme, 'dark') ?? light };
}

function codeThemeOf(value: unknown, mode: 'light' | 'dark'): CodeTheme | undefined {
  const packageName = missingPackageName(value);
  if (packageName !== undefined) {
    // `themes.dracula` of v2, `require('prism-react-renderer/themes/dracula')` of v1.
    const named = /^prism-react-renderer\/themes\/(\w+)/.exec(packageName)?.[1] ?? missingPackageProperties(value)?.filter((property) => property !== 'default').at(-1);
    return named === undefined ? undefined : SHIKI_THEME_OF[named];
  }
  const theme = object(value);
  const plain = object(theme.plain);
  return text(plain.backgroundColor) || array(theme.styles).length > 0 ? prismTheme(plain, array(theme.styles), mode) : undefined;
}

/** A Prism theme of the project's own as a Shiki theme, named after its contents. */
function prismTheme(plain: Options, styles: unknown[], mode: 'light' | 'dark'): CodeTheme {
  const tokenColors = styles.flatMap((entry) => {
    const { types, style } = object(entry);
    const scope = array(types).flatMap((type) => (typeof type === 'string' ? (SCOPES_OF[type] ?? []) : []));
    const { color, fontStyle, fontWeight } = object(style);
    // Shiki's fontStyle holds both: "italic", "bold", "italic bold".
    const shape = [typeof fontStyle === 'string' ? fontStyle : '', fontWeight === 'bold' ? 'bold' : ''].filter(Boolean).join(' ');
    if (scope.length === 0 || (typeof color !== 'string' && !shape)) return [];
    return [{ scope: [...scope], settings: { ...(typeof color === 'string' && { foreground: color }), ...(shape && { fontStyle: shape }) } }];
  });
  const colors = { ...(text(plain.backgroundColor) && { 'editor.background': text(plain.backgroundColor)! }), ...(text(plain.color) && { 'editor.foreground': text(plain.color)! }) };
  const contents = { type: mode, colors, tokenColors: [{ settings: { foreground: colors['editor.foreground'] } }, ...tokenColors] };
  return { name: `prism-${createHash('sha256').update(JSON.stringify(contents)).digest('base64url').slice(0, 10)}`, ...contents };
}

/**
 * The background and text colour of the Shiki themes above (their `editor.background` and
 * `editor.foreground`; a test compares them with Shiki's package). Kept here rather than read from
 * Shiki's theme modules: those are ES modules, and a synchronous require of one while the test
 * runner's loader hooks run on their own thread can wait forever.
 */
export const SHIKI_THEME_COLOURS: Readonly<Record<string, readonly [background: string, color: string]>> = {
  'github-light': ['#fff', '#24292e'],
  'github-dark': ['#24292e', '#e1e4e8'],
  dracula: ['#282A36', '#F8F8F2'],
  'dark-plus': ['#1E1E1E', '#D4D4D4'],
  'light-plus': ['#FFFFFF', '#000000'],
  'night-owl': ['#011627', '#d6deeb'],
  'night-owl-light': ['#FBFBFB', '#403f53'],
  'material-theme-ocean': ['#0F111A', '#babed8'],
  monokai: ['#272822', '#f8f8f2'],
  'material-theme-palenight': ['#292D3E', '#babed8'],
  'synthwave-84': ['#262335', '#ffffff'],
  'one-dark-pro': ['#282c34', '#abb2bf'],
  'one-light': ['#FAFAFA', '#383A42'],
  'gruvbox-dark-medium': ['#282828', '#ebdbb2'],
  'gruvbox-light-medium': ['#fbf1c7', '#3c3836'],
  'min-light': ['#ffffff', '#212121'],
  'material-theme-darker': ['#212121', '#EEFFFF'],
  'material-theme-lighter': ['#FAFAFA', '#90A4AE'],
};

/**
 * The background and text colour of code blocks in each mode, from the themes: a stylesheet rule
 * after this site's, so that a dark Monokai block is dark in both modes as the project shows it, its
 * title too (Docusaurus draws the title inside the block). Only code blocks: a `<pre>` a project's
 * component draws itself (an editor's output) keeps the page's colours.
 */
export function codeBlockCss(themes: CodeThemes): string {
  const colours = (theme: CodeTheme) => {
    if (typeof theme !== 'string') return { background: theme.colors['editor.background'], color: theme.colors['editor.foreground'] };
    const [background, color] = SHIKI_THEME_COLOURS[theme] ?? [];
    return { background, color };
  };
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
