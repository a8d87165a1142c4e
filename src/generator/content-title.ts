import { fenceRun } from '../markdown/lines.ts';

/** An ATX heading line: its hashes and text, without closing hashes. */
const HEADING_LINE = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
/** A line of three or more `-`, `*` or `_` (spaces between allowed): a thematic break. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** A heading id written after the text, plain or escaped for MDX: `{#id}` or `\{#id}`. */
const HEADING_ID = /\s*\\?\{#[^}]+\}\s*$/;

/**
 * Whether a doc or a page shows its content title where its Markdown writes it, formatting and all,
 * as Docusaurus shows them: a project's doc, where `hide_title` and the front matter's `title` leave
 * that h1 alone (they only hide or name the title Docusaurus makes for a doc without one), and a
 * project's Markdown page, which has no title but its own. This site's docs, posts and pages show
 * it as the layout's title instead (Docusaurus's blog does too).
 */
export function titleStaysInBody(source: { area: string; contentTitle?: string }, h1InBody: 'warn' | 'allow'): boolean {
  return source.contentTitle !== undefined && (source.area === 'wiki' || source.area === 'page') && h1InBody === 'allow';
}

/** The body with its content title's line left empty (the line numbers of the rest stay); read again only when the source has one. */
export function withoutContentTitle(source: { body: string; contentTitle?: string }): string {
  return source.contentTitle === undefined ? source.body : (takeContentTitle(source.body)?.body ?? source.body);
}

/**
 * The title Docusaurus takes from a page's Markdown: its first heading, when it is of level 1 and
 * comes before any thematic break (Docusaurus 3's `contentTitle`; text, imports or components may
 * come before it). Its text, and the body with that line left empty (the layout shows the title as
 * the page's h1; the line numbers of the rest stay). Undefined when the page has no such heading.
 */
export function takeContentTitle(body: string): { title: string; body: string } | undefined {
  const lines = body.split('\n');
  let fence: string | undefined;
  for (const [index, line] of lines.entries()) {
    if (fence !== undefined) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      continue;
    }
    const opening = fenceRun(line);
    if (opening) {
      fence = opening;
      continue;
    }
    if (THEMATIC_BREAK.test(line)) return undefined;
    const heading = HEADING_LINE.exec(line);
    if (!heading) continue;
    if (heading[1]!.length !== 1) return undefined;
    const title = heading[2]!.replace(HEADING_ID, '').replace(/`([^`]*)`/g, '$1').replace(/(\*\*|__|\*)(.+?)\1/g, '$2').trim();
    if (title === '') return undefined;
    lines[index] = '';
    return { title, body: lines.join('\n') };
  }
  return undefined;
}
