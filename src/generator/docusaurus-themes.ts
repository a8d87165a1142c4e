/**
 * What a Docusaurus configuration's `themes` other than the classic one become here: a search theme's
 * box is the generator's own search, Mermaid diagrams are drawn whenever `markdown.mermaid` asks, and
 * any other theme's components are not built, which a maintainer must be told.
 */
const DONE_HERE = /(search|mermaid)/;

/** The warning for a theme this build does not run, or undefined when what it does is done here. */
export function themeLeftOut(name: string): string | undefined {
  if (DONE_HERE.test(name)) return undefined;
  if (/live-codeblock/.test(name)) return `theme "${name}" is not run here: its live code blocks (\`live\` fences) are shown as plain code, not editable`;
  return `theme "${name}" is not run here: the components and code block kinds it adds to pages are not built`;
}
