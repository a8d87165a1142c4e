import { escapeHtml } from '../tools/escape-html.ts';
import type { MagicComment } from '../model/config.ts';
import type { Translator } from '../model/i18n/translator.ts';

export type { MagicComment };

export interface CodeBlock {
  code: string;
  language?: string;
  /** What follows the language on the fence line: `title="app.yml" {1,3-5} showLineNumbers`. */
  meta?: string;
}

/** A code block read: the lines to show (magic comments taken out) and how to show them. */
export interface PreparedCode {
  language?: string;
  title?: string;
  /** First line number, when lines are numbered. */
  firstLineNumber?: number;
  lines: string[];
  /** The classes of each line that has some (by 0-based index): `highlighted`, or a magic comment's own. */
  lineClasses: Map<number, string>;
}

/** Docusaurus's only magic comment by default, whose lines this site draws as `highlighted`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];
/** The class Docusaurus gives highlighted lines, which a project's list of magic comments names: drawn as this site's. */
const DOCUSAURUS_HIGHLIGHT = 'theme-code-block-highlighted-line';

/** A line of code as syntax-highlighted HTML (escaped text in coloured spans). */
export type HighlightedLine = string;

/** Highlights code of a language, or says it cannot (yet): `(code, language) => lines | undefined`. */
export type HighlightCode = (code: string, language: string) => readonly HighlightedLine[] | undefined;

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_RANGES = /\{([\d,\s-]+)\}/;
const LINE_NUMBERS = /\bshowLineNumbers(?:=(\d+))?\b/;
/** Comment syntaxes a magic comment may be written in, as Docusaurus's code blocks know them: [start, end] as patterns. */
const COMMENT_STYLES = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;
type CommentStyle = keyof typeof COMMENT_STYLES;

/** Each language's comment syntaxes (Docusaurus's `getAllMagicCommentDirectiveStyles`): `// highlight-next-line` in a bash block is a line of code. */
const LANGUAGE_COMMENTS = new Map<string, readonly CommentStyle[]>(
  (
    [
      [['js', 'javascript', 'ts', 'typescript'], ['js', 'jsBlock']],
      [['jsx', 'tsx'], ['js', 'jsBlock', 'jsx']],
      [['html'], ['js', 'jsBlock', 'html']],
      [['python', 'py', 'bash'], ['bash']],
      [['markdown', 'md'], ['html', 'jsx', 'bash']],
      [['tex', 'latex', 'matlab'], ['tex']],
      [['lua', 'haskell'], ['lua']],
      [['sql'], ['lua', 'jsBlock']],
      [['wasm'], ['wasm']],
      [['vb', 'vba', 'visual-basic', 'vbnet'], ['vb', 'rem']],
      [['batch'], ['rem']],
      [['basic'], ['rem', 'f90']],
      [['fsharp'], ['js', 'ml']],
      [['ocaml', 'sml'], ['ml']],
      [['fortran'], ['f90']],
      [['cobol'], ['cobol']],
    ] satisfies [string[], CommentStyle[]][]
  ).flatMap(([languages, styles]) => languages.map((language) => [language, styles] as const)),
);
/** Any other language's: every style but those of a few languages. */
const DEFAULT_COMMENTS: readonly CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** A magic comment's text alone on its line, in a comment of the language's: `// x`, `# x`, `<!-- x -->`. */
const commentTexts = new Map<string, RegExp>();
function commentTextOf(language: string | undefined): RegExp {
  const styles = LANGUAGE_COMMENTS.get(language?.toLowerCase() ?? '') ?? DEFAULT_COMMENTS;
  const key = styles.join();
  let pattern = commentTexts.get(key);
  if (!pattern) {
    const alternatives = styles.map((style) => `(?:${COMMENT_STYLES[style][0]})\\s*(.+?)\\s*(?:${COMMENT_STYLES[style][1]})`);
    commentTexts.set(key, (pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`)));
  }
  return pattern;
}

/** Reads a code block's options (`title="…"`, `{1,3-5}`, `showLineNumbers`) and its magic comments. */
export function prepareCode({ code, language, meta = '' }: CodeBlock, magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): PreparedCode {
  const title = TITLE.exec(meta)?.slice(1).find((value) => value !== undefined);
  const lineNumbers = LINE_NUMBERS.exec(meta);
  const { lines, lineClasses } = readLineClasses(code.replace(/\n$/, '').split('\n'), LINE_RANGES.exec(meta)?.[1], magicComments, commentTextOf(language));
  return { language, title, firstLineNumber: lineNumbers ? Number(lineNumbers[1] ?? 1) : undefined, lines, lineClasses };
}

/**
 * A code block as Docusaurus shows it: an optional title bar, highlighted lines, optional line
 * numbers, syntax colours when `tokens` gives them (one HTML string per line), and the copy button.
 */
export function codeBlockHtml({ language, title, firstLineNumber, lines, lineClasses }: PreparedCode, copyButton: string, tokens?: readonly HighlightedLine[], className?: string): string {
  const lineHtml = (index: number) => tokens?.[index] ?? escapeHtml(lines[index] ?? '');
  const languageClass = language ? ` class="language-${escapeHtml(language)}"` : '';
  // Each line its own element under Docusaurus's names too (`prism-code`, `token-line`): a project's stylesheet numbers or marks lines through them (Wails's gutter).
  const body = lines.map((_, index) => `<span class="code-line token-line${lineClasses.has(index) ? ` ${escapeHtml(lineClasses.get(index)!)}` : ''}">${lineHtml(index)}\n</span>`).join('');
  const preClass = ['prism-code', language ? `language-${escapeHtml(language)}` : '', firstLineNumber === undefined ? '' : 'line-numbers'].filter(Boolean).join(' ');
  const numbered = firstLineNumber === undefined ? '' : ` style="counter-reset: line ${firstLineNumber - 1}"`;
  // Docusaurus's name too, which projects' stylesheets reach with `[class*='codeBlockTitle']` (Reselect's).
  const titleBar = title ? `<div class="code-block-title codeBlockTitle">${escapeHtml(title)}</div>` : '';
  // Focusable, like wide tables, so keyboard users can scroll a long line.
  // A `<CodeBlock className>`'s classes on the box, as Docusaurus's (React Strict DOM's `text--left` inside a centred column).
  return `<div class="code-block theme-code-block${className ? ` ${escapeHtml(className)}` : ''}">${titleBar}<pre tabindex="0" class="${preClass}"${numbered}><code${languageClass}>${body}</code></pre>${copyButton}</div>\n`;
}

/** Lines to show (magic comments taken out) and each line's classes, from `{1,3-5}` and from magic comments. */
function readLineClasses(source: readonly string[], ranges: string | undefined, magicComments: readonly MagicComment[], commentText: RegExp): { lines: string[]; lineClasses: Map<number, string> } {
  const classes = new Map<number, Set<string>>();
  const mark = (index: number, className: string) => (classes.get(index) ?? classes.set(index, new Set()).get(index)!).add(className === DOCUSAURUS_HIGHLIGHT ? 'highlighted' : className);
  for (const range of ranges?.split(',') ?? []) {
    const [from, to] = range.trim().split('-').map(Number);
    const end = to ?? from;
    if (from === undefined || end === undefined || !Number.isInteger(from) || !Number.isInteger(end)) continue;
    for (let line = from; line <= end; line += 1) mark(line - 1, 'highlighted');
  }
  const lines: string[] = [];
  const nextLine = new Set<string>();
  const open = new Map<string, number>();
  for (const line of source) {
    const text = commentText.exec(line)?.slice(1).find((group) => group !== undefined);
    const comment = text === undefined ? undefined : magicComments.find((magic) => magic.line === text || magic.block?.start === text || magic.block?.end === text);
    if (comment && text !== undefined) {
      if (comment.line === text) nextLine.add(comment.className);
      else if (comment.block?.start === text) open.set(comment.className, (open.get(comment.className) ?? 0) + 1);
      else open.set(comment.className, Math.max(0, (open.get(comment.className) ?? 0) - 1));
      continue;
    }
    for (const className of nextLine) mark(lines.length, className);
    for (const [className, depth] of open) if (depth > 0) mark(lines.length, className);
    nextLine.clear();
    lines.push(line);
  }
  return { lines, lineClasses: new Map([...classes].map(([index, names]) => [index, [...names].join(' ')])) };
}

/** A code block's copy button, in the page's locale. */
export function codeCopyButtonHtml(text: Translator): string {
  return copyButtonHtml(text, text.t('theme.CodeBlock.copyButtonAriaLabel'));
}

/** The button beside inline code that readers copy (`copyable`: code → what it is), or undefined for other code. */
export function copyableCodeButtonHtml(text: Translator, copyable: ReadonlyMap<string, string> | undefined, code: string): string | undefined {
  const what = copyable?.get(code);
  return what === undefined ? undefined : copyButtonHtml(text, text.t('site.copyButton.ariaLabel', { what }), ` data-copy="${escapeHtml(code)}"`);
}

/** The same hidden button as the CopyButton component: the boot script shows it and copies. */
function copyButtonHtml(text: Translator, label: string, attributes = ''): string {
  const copied = escapeHtml(text.t('theme.CodeBlock.copied'));
  const failed = escapeHtml(text.t('site.CodeBlock.copyFailed'));
  return `<button type="button" class="copy-button"${attributes} data-copied="${copied}" data-failed="${failed}" aria-label="${escapeHtml(label)}" hidden>${escapeHtml(text.t('theme.CodeBlock.copy'))}</button>`;
}
