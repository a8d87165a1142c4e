/**
 * MDX 1 (Docusaurus 2) habits that MDX 2 stops at, repaired one at a time where the parser's error
 * says, so that the page is parsed again and keeps its components rather than fall back to Markdown.
 */
import { closesFence } from '../admonitions.ts';
import { fenceRun } from '../lines.ts';
import { MdxSyntaxError } from './parse-mdx.ts';

/** How many MDX 1 habits a page may need read as MDX 1 read them before it is read as Markdown instead. */
const MAX_MDX1_REPAIRS = 100;

/**
 * `render` of `source`, each habit the parser stops at read as MDX 1 read it and the source parsed
 * again; `mdx1`: the page is a Docusaurus 2 project's, whose text MDX 1 read as text (see
 * `textRepair`). `splits` collects the lines (0-based) a repair cut in two; without it no repair
 * moves a line. Throws the parser's error when no repair reads it.
 */
export function renderRepairing<T>(source: string, mdx1: boolean, render: (source: string) => T, splits?: number[]): T {
  if (mdx1) source = withMdx1ListContinuations(source);
  for (let repairs = 0; ; repairs += 1) {
    try {
      return render(source);
    } catch (error) {
      const repaired = error instanceof MdxSyntaxError && repairs < MAX_MDX1_REPAIRS ? asMdx1ReadIt(source, error, mdx1) : undefined;
      if (!repaired || (repaired.split !== undefined && !splits)) throw error;
      source = repaired.source;
      if (repaired.split !== undefined) splits!.push(repaired.split);
    }
  }
}

/** The source with the habit the error stops at read as MDX 1 read it, or nothing to repair. */
function asMdx1ReadIt(source: string, error: MdxSyntaxError, mdx1: boolean): { source: string; split?: number } | undefined {
  return habitRepair(source, error) ?? (mdx1 ? textRepair(source, error) : undefined);
}

/**
 * What MDX 1 (Docusaurus 2) took and MDX 2 stops at, read as MDX 1 read it, where the error says
 * where: a `<` followed by what no element name starts with (`<= v1.22`, `< 5`) is text; an element
 * opened at the start of a line with more after it (`<details> <summary>…</summary>`, closed lines
 * later) opens a block, as on its own line (`split`: that line, 0-based, now two); a closing tag
 * indented after a list (`  </TabItem>`, which MDX 2 reads as inside the list's last item) closes
 * its element, as at the start of its line (socket.io's tutorial).
 */
function habitRepair(source: string, error: MdxSyntaxError): { source: string; split?: number } | undefined {
  const lessThan = error.offset === undefined ? -1 : error.offset - 1;
  if (source[lessThan] === '<' && /before name/.test(error.reason)) return { source: `${source.slice(0, lessThan)}&lt;${source.slice(lessThan + 1)}` };
  if (/^Expected the closing tag `<\/[^`]*>` either after the end of `(?:listItem|blockquote)`/.test(error.reason) && error.line !== undefined) {
    const lines = source.split('\n');
    const closing = lines[error.line - 1];
    if (closing === undefined || !/^[ \t]+<\//.test(closing)) return undefined;
    lines[error.line - 1] = closing.trimStart();
    return { source: lines.join('\n') };
  }
  const unclosed = /^Expected a closing tag for `<([A-Za-z][\w.-]*)>` \((\d+):(\d+)-\d+:(\d+)\) before the end of `paragraph`/.exec(error.reason);
  if (!unclosed) return undefined;
  const lines = source.split('\n');
  const [, , lineText, startText, endText] = unclosed;
  const index = Number(lineText) - 1;
  const line = lines[index];
  const tagEnd = Number(endText) - 1;
  if (line === undefined || line.slice(0, Number(startText) - 1).trim() !== '' || line.slice(tagEnd).trim() === '') return undefined;
  lines.splice(index, 1, line.slice(0, tagEnd), line.slice(0, Number(startText) - 1) + line.slice(tagEnd).trimStart());
  return { source: lines.join('\n'), split: index };
}

/**
 * In a Docusaurus 2 page, what MDX 1 left as text where MDX 2 reads code: a `{` opening what is no
 * JavaScript (`{ color?: string }` in a props table), a `<` opening what is no element
 * (`Omit<PressableProps, 'children'>`), as react-native-elements' props tables write them. Docusaurus 3
 * stops at both, so other pages still fall back to Markdown, with the reason.
 */
function textRepair(source: string, error: MdxSyntaxError): { source: string } | undefined {
  if (error.offset === undefined) return undefined;
  const at = Math.min(error.offset - 1, source.length);
  const escaped = (position: number, entity: string) => ({ source: `${source.slice(0, position)}${entity}${source.slice(position + 1)}` });
  if (/^(?:Could not parse expression with acorn|Unexpected end of file in expression)/.test(error.reason)) {
    for (let position = at - 1, depth = 0; position >= 0; position--) {
      if (source[position] === '}') depth++;
      else if (source[position] === '{' && depth-- === 0) return escaped(position, '&#123;');
    }
    return undefined;
  }
  const lessThan = /(?:in|before|after) (?:attribute )?name/.test(error.reason) ? source.lastIndexOf('<', at) : -1;
  return lessThan !== -1 && !source.slice(lessThan, at).includes('\n') ? escaped(lessThan, '&lt;') : undefined;
}

/** A list item's first line: its indentation, its marker and the spaces after it (the item's content starts after them). */
const LIST_ITEM = /^( *)([-*+]|\d{1,9}[.)])( +|$)/;

/**
 * A list as MDX 1 (remark-parse 8, not in CommonMark mode) reads it, for MDX 2: after one blank line,
 * a line indented by any spaces stays in the list's last item (two blank lines, or a line at the
 * margin, end that), where CommonMark ends the item when the indentation falls short of the item's
 * content. Such lines get the item's indentation (Robyn's "However…" under its first item,
 * and the explanation under each bullet). Lines and fenced code are kept as they are.
 */
export function withMdx1ListContinuations(source: string): string {
  if (!/^ *(?:[-*+]|\d{1,9}[.)]) /m.test(source)) return source;
  const lines = source.split('\n');
  let itemContent = -1;
  let blanks = 0;
  let continuing = false;
  let fence: string | undefined;
  for (const [index, line] of lines.entries()) {
    const marker = fenceRun(line);
    if (fence !== undefined || marker !== undefined) {
      fence = fence === undefined ? marker : marker !== undefined && closesFence(fence, marker, line) ? undefined : fence;
      blanks = 0;
      continue;
    }
    if (line.trim() === '') {
      blanks += 1;
      if (blanks >= 2) itemContent = -1;
      continuing = false;
      continue;
    }
    const indent = line.length - line.trimStart().length;
    const item = LIST_ITEM.exec(line);
    if (item) {
      itemContent = item[1]!.length + item[2]!.length + Math.max(1, item[3]!.length);
      continuing = false;
    } else if (indent === 0) {
      itemContent = -1;
    } else if (itemContent > indent && (blanks === 1 || continuing)) {
      lines[index] = ' '.repeat(itemContent - indent) + line;
      continuing = true;
    }
    blanks = 0;
  }
  return lines.join('\n');
}
