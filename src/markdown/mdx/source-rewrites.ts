/**
 * Rewrites of an MDX page's source before it is parsed, each keeping every offset and line and
 * leaving fenced code alone: HTML comments blanked, and heading ids written as Docusaurus writes them.
 */
import { closesFence } from '../admonitions.ts';
import { fenceRun } from '../lines.ts';

/** A line opening or closing fenced code, at any indentation. */
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
/** `## Title {#custom-id}` (not `\{#id}`, which MDX reads as text already). */
const HEADING_ID_LINE = /^( {0,3}#{1,6}\s.*?[^\\])\{(#[^\s{}]+)\}(\s*)$/gm;

/**
 * HTML comments, which MDX rejects, blanked outside fenced code as Docusaurus drops them (keeping
 * every offset and line): an editor's note never reaches the page. A comment opened outside code
 * runs to its `-->` over any fence inside it, as Docusaurus's comment syntax reads it (Keploy's
 * commented-out `<details>` holding a Go fence).
 */
export function blankHtmlComments(source: string): string {
  if (!source.includes('<!--')) return source;
  const lines = source.split('\n');
  let fence: string | undefined;
  let inComment = false;
  for (const [index, line] of lines.entries()) {
    let rest = line;
    let done = '';
    if (inComment) {
      const end = line.indexOf('-->');
      if (end === -1) {
        lines[index] = blank(line);
        continue;
      }
      done = blank(line.slice(0, end + 3));
      rest = line.slice(end + 3);
      inComment = false;
    } else {
      const marker = fenceRun(line, Number.POSITIVE_INFINITY);
      if (fence !== undefined) {
        if (marker !== undefined && closesFence(fence, marker, line)) fence = undefined;
        continue;
      }
      if (marker !== undefined) {
        fence = marker;
        continue;
      }
    }
    rest = rest.replace(HTML_COMMENT, blank);
    const open = rest.indexOf('<!--');
    // An unclosed comment swallows the lines after it, when a `-->` closes it further on.
    if (open !== -1 && lines.slice(index + 1).some((later) => later.includes('-->'))) {
      rest = rest.slice(0, open) + blank(rest.slice(open));
      inComment = true;
    }
    lines[index] = done + rest;
  }
  return lines.join('\n');
}

// A heading's id written as an MDX comment after its text (`{`, a comment holding `#id`, `}`), which Docusaurus 3.10 reads as `{#id}`.
const COMMENT_HEADING_ID_LINE = /^( {0,3}#{1,6}\s.*?)\{\s*\/\*\s*(#[^\s{}*]+)\s*\*\/\s*\}(\s*)$/gm;

// A heading whose id is written as an MDX comment, as `## Title {#id}`: Docusaurus 3.10 reads the
// comment as the heading's id (Babel's posts link to them), on a `.md` page too, which it reads as MDX by default.
export function commentHeadingIdsAsIds(source: string): string {
  if (!source.includes('/*')) return source;
  return outsideFences(source, (text) => text.replace(COMMENT_HEADING_ID_LINE, (_all, before: string, id: string, after: string) => `${before}{${id}}${after}`));
}

/** `## Title {#id}` as Docusaurus 3 hands it to MDX, `## Title \{#id}`: text, which the renderer reads as the id. */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  return outsideFences(source, (text) => text.replace(HEADING_ID_LINE, (_all, before: string, id: string, after: string) => `${before}\\{${id}}${after}`));
}

/** A heading's `{#id}` blanked, so that the parser reads no expression there. */
export function blankHeadingIds(text: string): string {
  if (!text.includes('{#')) return text;
  return text.replace(HEADING_ID_LINE, (_all, before: string, id: string, after: string) => `${before} ${id} ${after}`);
}

/** Applies `change` to the runs of lines outside fenced code (at any indentation, as in `blocksOf`: a fence nested in a list item is often indented four spaces or more). */
export function outsideFences(source: string, change: (text: string) => string): string {
  const result: string[] = [];
  let outside: string[] = [];
  let fence: string | undefined;
  const flushOutside = () => {
    if (outside.length > 0) result.push(change(outside.join('\n')));
    outside = [];
  };
  for (const line of source.split('\n')) {
    const marker = fenceRun(line, Number.POSITIVE_INFINITY);
    if (fence !== undefined) {
      result.push(line);
      if (marker !== undefined && closesFence(fence, marker, line)) fence = undefined;
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
