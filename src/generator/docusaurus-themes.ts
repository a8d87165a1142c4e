/**
 * What a Docusaurus configuration's `themes` other than the classic one become here: a search theme's
 * box is the generator's own search, Mermaid diagrams are drawn whenever `markdown.mermaid` asks, and
 * any other theme's components are not built, which a maintainer must be told.
 */
import type { Warning } from '../model/errors.ts';
import type { Options } from './docusaurus-values.ts';

const DONE_HERE = /(search|mermaid)/;

/** The warning for a theme this build does not run (`file`: the configuration), or none when what it does is done here. */
export function themeWarnings(name: string, file: string): Warning[] {
  if (DONE_HERE.test(name)) return [];
  if (/live-codeblock/.test(name)) return [{ file, message: `theme "${name}" is not run here: its live code blocks (\`live\` fences) are shown as plain code, not editable` }];
  return [{ file, message: `theme "${name}" is not run here: the components and code block kinds it adds to pages are not built` }];
}

/**
 * A search service the theme configuration sets up (the classic preset's Algolia DocSearch): its box
 * becomes the generator's own search, made from the built pages, which a maintainer who pays for
 * or runs the service must be told (its index, facets and `contextualSearch` are not used).
 */
export function searchServiceWarnings(themeConfig: Options, file: string): Warning[] {
  if (themeConfig.algolia === undefined || themeConfig.algolia === false) return [];
  return [{ file, message: 'themeConfig.algolia: Algolia DocSearch is not used here; the search box searches an index this build makes of the pages' }];
}
