/**
 * What a Docusaurus configuration's `themes` other than the classic one become here: a search theme's
 * box is the generator's own search, Mermaid diagrams are drawn whenever `markdown.mermaid` asks, and
 * any other theme's components are not built, which a maintainer must be told.
 */
import type { Warning } from '../model/errors.ts';

const DONE_HERE = /(search|mermaid)/;

/** The warning for a theme this build does not run (`file`: the configuration), or none when what it does is done here. */
export function themeWarnings(name: string, file: string): Warning[] {
  if (DONE_HERE.test(name)) return [];
  if (/live-codeblock/.test(name)) return [{ file, message: `theme "${name}" is not run here: its live code blocks (\`live\` fences) are shown as plain code, not editable` }];
  return [{ file, message: `theme "${name}" is not run here: the components and code block kinds it adds to pages are not built` }];
}
