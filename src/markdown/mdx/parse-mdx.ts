import type { Nodes, Root, RootContent } from 'mdast';
import { Lexer, type Links } from 'marked';
import type { Point } from 'unist';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { type MdxJsxFlowElement, mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { appendAll } from '../../tools/append-all.ts';
import { countNewlines } from '../lines.ts';
import { closesFence } from '../admonitions.ts';
import { blankHeadingIds, outsideFences } from './source-rewrites.ts';
import { fenceRun } from '../lines.ts';


/**
 * Made once: building the extensions for every region cost as much as reading a small one. GitHub's
 * extensions are left out but its autolinks: the tree only places MDX nodes (marked reads the Markdown),
 * and tables and strikethrough move none of them, while reading them doubled the parser's time; but an
 * address written in the text takes in braces, as Docusaurus's remark-gfm reads it
 * (`https://yourdomain/{subdirectory}` is a link, not an expression: Apache Answer's installation page).
 */
const PARSER_OPTIONS = { extensions: [mdxjs(), gfmAutolinkLiteral()], mdastExtensions: [mdxFromMarkdown(), gfmAutolinkLiteralFromMarkdown()] };
/**
 * With GitHub's extensions, for a region the parser could not read without them: a table's rows are
 * read one by one, so a code span with an escaped backtick in one row (MikroORM's ``\`user_email_uniq\` ``)
 * does not pair with a backtick of the next and leave its `{ email: 1 }` outside code, as an expression.
 */
const GFM_PARSER_OPTIONS = { extensions: [mdxjs(), gfm()], mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()] };

/** A page the MDX parser cannot read, with the place and the parser's reason. */
export class MdxSyntaxError extends Error {
  constructor(
    readonly line: number | undefined,
    readonly reason: string,
    /** Where in the page the parser stopped, when it says. */
    readonly offset?: number,
  ) {
    super(reason);
  }
}

/** A top-level block that may hold MDX: JSX and expressions need `<` or `{`; ESM starts a line with `import`/`export`. */
const MAY_HOLD_MDX = /[<{]|^(?:import|export)\s/m;
/** Merging regions that fail (an element open across blocks without `<` or `{`) stops here, for one parse of the rest. */
const MAX_MERGES = 8;
/**
 * Characters of regions read in one parse. Each parse costs a fixed part (at 1,400 regions of a 5 MB
 * page, a fifth of the time), while one parse of every region together took longer than one each:
 * groups of about 6 KB read the page's 1,400 regions in 340-415 ms instead of 450-490.
 */
const GROUP_CHARACTERS = 8_000;

/**
 * Parses a page as MDX, after the compatibility
 * step Docusaurus 3 takes first for `{#id}` heading ids, which MDX alone rejects. That step keeps
 * every character's offset, so the tree's positions are the source's.
 *
 * micromark costs some 20 times marked and grows faster than the page, so it reads only the runs
 * of blocks (the page cut at blank lines, fenced code kept whole) that may hold MDX; the tree holds
 * those runs' nodes, at their places in the page. A run that fails because an element spans a
 * block without `<` or `{` is read again with the blocks up to the next run (after the last, up to the
 * end of the page); what still fails is a syntax error of the page. Short runs are read several in one parse (`groupCharacters` at most,
 * 0 to read each alone), with the same result.
 */
export function parseMdx(source: string, groupCharacters = GROUP_CHARACTERS): Root {
  const text = outsideFences(source, blankHeadingIds);
  const regions = mdxRegions(blocksOf(text));
  const pointAt = pointsOf(text);
  const root: Root = { type: 'root', children: [], position: { start: { line: 1, column: 1, offset: 0 }, end: pointAt(text.length) } };
  for (let first = 0; first < regions.length; ) {
    const last = lastOfGroup(regions, first, groupCharacters);
    const nodes = last > first ? parseTogether(text, regions.slice(first, last + 1), pointAt) : undefined;
    if (nodes) appendAll(root.children, nodes);
    first = (nodes ? last : parseEach(text, regions, first, pointAt, root)) + 1;
  }
  return root;
}

/** The last region of the group that starts at `first`: as many as fit in `characters`. */
function lastOfGroup(regions: readonly Region[], first: number, characters: number): number {
  const length = (region: Region) => region.end - region.start;
  let last = first;
  let size = length(regions[first]!);
  while (last + 1 < regions.length && size + length(regions[last + 1]!) <= characters) size += length(regions[++last]!);
  return last;
}

/**
 * Parses the region at `first` alone, and with the next ones when it fails (see parseMdx); appends
 * its nodes to `root` and returns the position of the last region read.
 */
function parseEach(text: string, regions: readonly Region[], first: number, pointAt: (offset: number) => Point, root: Root): number {
  let index = first;
  let region = regions[index]!;
  for (let merges = 0; ; merges += 1) {
    const tree = tryParse(text, region, pointAt(region.start));
    if (!(tree instanceof MdxSyntaxError)) {
      appendAll(root.children, tree.children);
      return index;
    }
    if (region.end === text.length) throw tree;
    const next = regions[index + 1];
    region = { start: region.start, end: next && merges < MAX_MERGES ? next.end : text.length };
    index = region.end === text.length ? regions.length - 1 : index + 1;
  }
}

/**
 * The nodes of several regions read in one parse, each region after a blank line, with positions in
 * the page; undefined when that parse fails or a node runs from one region into the next (an element
 * or a list that the Markdown between them would have ended or continued): those are read one by one.
 */
function parseTogether(text: string, regions: readonly Region[], pointAt: (offset: number) => Point): RootContent[] | undefined {
  const pieces: { start: number; line: number; page: Point }[] = [];
  let joined = '';
  let line = 1;
  for (const region of regions) {
    const part = text.slice(region.start, region.end);
    pieces.push({ start: joined.length, line, page: pointAt(region.start) });
    joined += `${part}\n`;
    line += countNewlines(text, region.start, region.end) + 1;
  }
  let tree: Root;
  try {
    tree = fromMarkdown(joined, PARSER_OPTIONS);
  } catch {
    return undefined;
  }
  const pieceOf = (offset: number) => {
    let piece = pieces.length - 1;
    while (pieces[piece]!.start > offset) piece -= 1;
    return piece;
  };
  for (const node of tree.children) {
    const { start, end } = node.position!;
    const piece = pieceOf(start.offset!);
    if (pieceOf(Math.max(start.offset!, end.offset! - 1)) !== piece) return undefined;
    const { page, line: pieceLine, start: pieceStart } = pieces[piece]!;
    shiftPositions(node, page.line - pieceLine, page.offset! - pieceStart);
  }
  return tree.children;
}

interface Region {
  start: number;
  end: number;
}

/**
 * The page cut before each line that follows a blank line, except inside fenced code (at any
 * indentation: MDX has no indented code). A cut inside a construct that spans blank lines (a list,
 * an element) only makes a run fail and be read again with the next one.
 */
function blocksOf(text: string): string[] {
  const blocks: string[] = [];
  let start = 0;
  let fence: string | undefined;
  let afterBlank = false;
  for (let position = 0; position < text.length; ) {
    const newline = text.indexOf('\n', position);
    const end = newline === -1 ? text.length : newline + 1;
    const line = text.slice(position, end);
    const marker = fenceRun(line, Number.POSITIVE_INFINITY);
    if (fence !== undefined) {
      if (marker !== undefined && closesFence(fence, marker, line)) fence = undefined;
    } else {
      if (afterBlank && line.trim() !== '') {
        blocks.push(text.slice(start, position));
        start = position;
      }
      fence = marker;
    }
    afterBlank = fence === undefined && line.trim() === '';
    position = end;
  }
  blocks.push(text.slice(start));
  return blocks;
}

/** Runs of blocks that may hold MDX. */
function mdxRegions(blocks: readonly string[]): Region[] {
  const regions: Region[] = [];
  let offset = 0;
  for (const block of blocks) {
    const end = offset + block.length;
    if (MAY_HOLD_MDX.test(block)) {
      const last = regions.at(-1);
      if (last && last.end === offset) last.end = end;
      else regions.push({ start: offset, end });
    }
    offset = end;
  }
  return regions;
}

/** The region's tree with positions in the page, or the syntax error with its page line. */
function tryParse(text: string, region: Region, start: Point): Root | MdxSyntaxError {
  let tree: Root;
  try {
    tree = parseEitherWay(text.slice(region.start, region.end));
  } catch (error) {
    const { line, place, reason } = error as { line?: number; place?: { line?: number; offset?: number; start?: { line?: number; offset?: number } }; reason?: string };
    const placeOffset = place?.offset ?? place?.start?.offset;
    const message = reason ?? String(error);
    // Some errors (an element never closed) give their place only in the message: `(3:1-3:7)`.
    const quotedLine = /\((\d+):\d+-\d+:\d+\)/.exec(message)?.[1];
    const regionLine = line ?? place?.line ?? place?.start?.line ?? (quotedLine === undefined ? undefined : Number(quotedLine));
    const quoted = message.replace(/\((\d+):(\d+)-(\d+):(\d+)\)/g, (_all, l1: string, c1: string, l2: string, c2: string) => `(${Number(l1) + start.line - 1}:${c1}-${Number(l2) + start.line - 1}:${c2})`);
    return new MdxSyntaxError(regionLine === undefined ? undefined : regionLine + start.line - 1, quoted, placeOffset === undefined ? undefined : region.start + placeOffset);
  }
  if (region.start > 0) shiftPositions(tree, start.line - 1, start.offset!);
  return tree;
}

/** A region's tree, read with GitHub's extensions when it cannot be read without; the first error when neither reads it. */
function parseEitherWay(region: string): Root {
  try {
    return fromMarkdown(region, PARSER_OPTIONS);
  } catch (error) {
    try {
      return fromMarkdown(region, GFM_PARSER_OPTIONS);
    } catch {
      throw error;
    }
  }
}

/** Moves a region's positions (a JSX element's attributes' too) to the page: regions start at a line's start, so columns stay. */
function shiftPositions(node: Nodes | MdxJsxFlowElement['attributes'][number], lines: number, offset: number): void {
  const { position } = node;
  if (position) {
    for (const point of [position.start, position.end]) {
      point.line += lines;
      if (point.offset !== undefined) point.offset += offset;
    }
  }
  if ('attributes' in node && Array.isArray(node.attributes)) for (const attribute of node.attributes) shiftPositions(attribute, lines, offset);
  if ('children' in node) for (const child of node.children) shiftPositions(child, lines, offset);
}

/** Line and column of any offset of the text, by a binary search in its line starts. */
function pointsOf(text: string): (offset: number) => Point {
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1, offset };
  };
}


/**
 * The page's link reference definitions (`[name]: https://…`), by label as marked keys them: a
 * reference may be used anywhere in the page, inside an element too, whose Markdown is read apart.
 * Read by marked's block lexer over the whole page, only when it may hold one.
 */
export function linkDefinitions(source: string): Links {
  if (!source.includes(']:')) return {};
  const lexer = new Lexer({ gfm: true });
  lexer.blockTokens(source, lexer.tokens);
  return lexer.tokens.links;
}
