/** A `# Title` line: the ATX heading of level 1, with optional closing hashes. */
const H1_LINE = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
/** What may come before the title in a Docusaurus page: blank lines, MDX imports and comments. */
const BEFORE_TITLE = /^\s*$|^import\s.+\sfrom\s|^<!--.*-->\s*$/;
/** A heading id written after the text, plain or escaped for MDX: `{#id}` or `\{#id}`. */
const HEADING_ID = /\s*\\?\{#[^}]+\}\s*$/;

/**
 * The title Docusaurus takes from a page whose Markdown opens with `# Title`: its text, and the
 * body with that line left empty (the layout shows the title as the page's h1; the line numbers
 * of the rest stay). Undefined when the page does not open with one.
 */
export function takeContentTitle(body: string): { title: string; body: string } | undefined {
  const lines = body.split('\n');
  const index = lines.findIndex((line) => !BEFORE_TITLE.test(line));
  const match = index === -1 ? null : H1_LINE.exec(lines[index]!);
  if (!match) return undefined;
  const title = match[1]!.replace(HEADING_ID, '').replace(/`([^`]*)`/g, '$1').replace(/(\*\*|__|\*)(.+?)\1/g, '$2').trim();
  if (title === '') return undefined;
  lines[index] = '';
  return { title, body: lines.join('\n') };
}
