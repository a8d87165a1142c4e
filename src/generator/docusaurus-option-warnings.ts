/**
 * What of a Docusaurus configuration this build reads but does not carry out, each named in a
 * warning so that a maintainer knows what the site lacks: `themes` other than the classic one (a
 * search theme's box is the generator's own search, and Mermaid diagrams are drawn whenever
 * `markdown.mermaid` asks: those need none), a search service, the debug plugin.
 */
import type { Warning } from '../model/errors.ts';
import { array, object, type Options } from './docusaurus-values.ts';

const DONE_HERE = /(search|mermaid)/;

/** The warning for a theme this build does not run (`file`: the configuration), or none when what it does is done here. */
export function themeWarnings(name: string, file: string): Warning[] {
  if (DONE_HERE.test(name)) return [];
  if (/live-codeblock/.test(name)) return [{ file, message: `theme "${name}" is not run here: its live code blocks (\`live\` fences) are shown as plain code, not editable` }];
  return [{ file, message: `theme "${name}" is not run here: the components and code block kinds it adds to pages are not built` }];
}

/** Warnings for the options of the configuration `input` that are not carried out. */
export function unbuiltOptionWarnings(input: Options, file: string): Warning[] {
  const warnings: Warning[] = [];
  // The classic preset's Algolia DocSearch: its index, facets and `contextualSearch` are not used.
  const algolia = object(input.themeConfig).algolia;
  if (algolia !== undefined && algolia !== false) warnings.push({ file, message: 'themeConfig.algolia: Algolia DocSearch is not used here; the search box searches an index this build makes of the pages' });
  // The classic preset's `debug: true` (Fastify's) adds the debug plugin to a production build.
  const debugPreset = array(input.presets).some((preset) => Array.isArray(preset) && object(preset[1]).debug === true);
  if (debugPreset) warnings.push({ file, message: "presets: debug is not carried out here: the debug plugin's pages (/__docusaurus/debug/) are not built" });
  return warnings;
}
