import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
/** `## Title {#custom-id}` (not `\{#id}`, which MDX reads as text already). */
const HEADING_ID_LINE = /^( {0,3}#{1,6}\s.*?[^\\])\{(#[^\s{}]+)\}(\s*)$/gm;

/** A page the MDX parser cannot read, with the place and the parser's reason. */
export class MdxSyntaxError extends Error {
  constructor(
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Parses a page as MDX (with GitHub's tables, task lists and autolinks), after the compatibility
 * step Docusaurus 3 takes first for `{#id}` heading ids, which MDX alone rejects. That step keeps
 * every character's offset, so the tree's positions are the source's.
 */
export function parseMdx(source: string): Root {
  try {
    return fromMarkdown(outsideFences(source, blankHeadingIds), {
      extensions: [mdxjs(), gfm()],
      mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
    });
  } catch (error) {
    const { line, place, reason } = error as { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string };
    const message = reason ?? String(error);
    // Some errors (an element never closed) give their place only in the message: `(3:1-3:7)`.
    const quotedLine = /\((\d+):\d+-\d+:\d+\)/.exec(message)?.[1];
    throw new MdxSyntaxError(line ?? place?.line ?? place?.start?.line ?? (quotedLine === undefined ? undefined : Number(quotedLine)), message);
  }
}

/**
 * HTML comments, which MDX rejects, blanked outside fenced code as Docusaurus drops them (keeping
 * every offset and line): an editor's note never reaches the page.
 */
export function blankHtmlComments(source: string): string {
  if (!source.includes('<!--')) return source;
  return outsideFences(source, (text) => text.replace(HTML_COMMENT, blank));
}

function blankHeadingIds(text: string): string {
  if (!text.includes('{#')) return text;
  return text.replace(HEADING_ID_LINE, (_all, before: string, id: string, after: string) => `${before} ${id} ${after}`);
}

/** Applies `change` to the runs of lines outside fenced code. */
function outsideFences(source: string, change: (text: string) => string): string {
  const result: string[] = [];
  let outside: string[] = [];
  let fence: string | undefined;
  const flushOutside = () => {
    if (outside.length > 0) result.push(change(outside.join('\n')));
    outside = [];
  };
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      result.push(line);
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else if (marker !== undefined) {
      flushOutside();
      result.push(line);
      fence = marker;
    } else {
      outside.push(line);
    }
  }
  flushOutside();
  return result.join('\n');
}

function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}
