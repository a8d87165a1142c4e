import { escapeHtml } from '../tools/escape-html.ts';
import type { Translator } from '../model/i18n/translator.ts';

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
  /** 0-based indexes of the highlighted lines. */
  highlighted: Set<number>;
}

/** A line of code as syntax-highlighted HTML (escaped text in coloured spans). */
export type HighlightedLine = string;

/** Highlights code of a language, or says it cannot (yet): `(code, language) => lines | undefined`. */
export type HighlightCode = (code: string, language: string) => readonly HighlightedLine[] | undefined;

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_RANGES = /\{([\d,\s-]+)\}/;
const LINE_NUMBERS = /\bshowLineNumbers(?:=(\d+))?\b/;
/** `// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`, `/* highlight-next-line *\/`: alone on their line. */
const MAGIC_COMMENT = /^\s*(?:\/\/|#|<!--|\/\*|--|;)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/** Reads a code block's options (`title="…"`, `{1,3-5}`, `showLineNumbers`) and its magic comments. */
export function prepareCode({ code, language, meta = '' }: CodeBlock): PreparedCode {
  const title = TITLE.exec(meta)?.slice(1).find((value) => value !== undefined);
  const lineNumbers = LINE_NUMBERS.exec(meta);
  const { lines, highlighted } = readHighlights(code.replace(/\n$/, '').split('\n'), LINE_RANGES.exec(meta)?.[1]);
  return { language, title, firstLineNumber: lineNumbers ? Number(lineNumbers[1] ?? 1) : undefined, lines, highlighted };
}

/**
 * A code block as Docusaurus shows it: an optional title bar, highlighted lines, optional line
 * numbers, syntax colours when `tokens` gives them (one HTML string per line), and the copy button.
 * Plain blocks without colours stay a bare `<pre>`.
 */
export function codeBlockHtml({ language, title, firstLineNumber, lines, highlighted }: PreparedCode, copyButton: string, tokens?: readonly HighlightedLine[]): string {
  const lineHtml = (index: number) => tokens?.[index] ?? escapeHtml(lines[index] ?? '');
  const languageClass = language ? ` class="language-${escapeHtml(language)}"` : '';
  const body =
    highlighted.size === 0 && firstLineNumber === undefined
      ? `${lines.map((_, index) => lineHtml(index)).join('\n')}\n`
      : lines.map((_, index) => `<span class="code-line${highlighted.has(index) ? ' highlighted' : ''}">${lineHtml(index)}\n</span>`).join('');
  const numbered = firstLineNumber === undefined ? '' : ` class="line-numbers" style="counter-reset: line ${firstLineNumber - 1}"`;
  const titleBar = title ? `<div class="code-block-title">${escapeHtml(title)}</div>` : '';
  // Focusable, like wide tables, so keyboard users can scroll a long line.
  return `<div class="code-block">${titleBar}<pre tabindex="0"${numbered}><code${languageClass}>${body}</code></pre>${copyButton}</div>\n`;
}

/** Lines to show and the 0-based indexes to highlight, from `{1,3-5}` and from magic comments. */
function readHighlights(source: readonly string[], ranges: string | undefined): { lines: string[]; highlighted: Set<number> } {
  const highlighted = new Set<number>();
  for (const range of ranges?.split(',') ?? []) {
    const [from, to] = range.trim().split('-').map(Number);
    const end = to ?? from;
    if (from === undefined || end === undefined || !Number.isInteger(from) || !Number.isInteger(end)) continue;
    for (let line = from; line <= end; line += 1) highlighted.add(line - 1);
  }
  const lines: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of source) {
    const magic = MAGIC_COMMENT.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      if (nextLine || inRange) highlighted.add(lines.length);
      nextLine = false;
      lines.push(line);
    }
  }
  return { lines, highlighted };
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
