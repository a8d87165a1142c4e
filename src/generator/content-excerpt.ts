/**
 * The description of a page that gives none in its front matter, as Docusaurus makes it: the first
 * line of its text, without imports and exports, code, HTML tags, headings' marks, emphasis, links'
 * and pictures' addresses, inline code's backticks, quotes' marks, admonition fences and emoji names.
 */
import { fenceRun } from '../markdown/lines.ts';
export function contentExcerpt(body: string): string {
  let fence: string | undefined;
  let inModuleStatement = false;
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) {
      inModuleStatement = false;
      continue;
    }
    if (fence !== undefined) {
      if (trimmed.startsWith(fence)) fence = undefined;
      continue;
    }
    const opening = fenceRun(trimmed);
    if (opening) {
      fence = opening;
      continue;
    }
    if (inModuleStatement || /^(?:import|export)\s/.test(trimmed)) {
      inModuleStatement = true;
      continue;
    }
    const text = plainLine(trimmed);
    if (text) return text;
  }
  return '';
}

function plainLine(line: string): string {
  return line
    .replace(/\{\/\*.*?\*\/\}/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/^#{1,6}\s*(.*?)\s*#*$/, '$1')
    .replace(/([*_]{1,3})(\S.*?)\1/g, '$2')
    .replace(/~~(\S.*?)~~/g, '$1')
    .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/\[\^.+?\](?:: .*$)?/g, '')
    .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/`(.+?)`/g, '$1')
    .replace(/^\s{0,3}>\s?/, '')
    .replace(/:::.*/, '')
    .replace(/\s?:[\w+-]+:/g, '')
    .replace(/\{#[\w-]+\}/, '')
    .trim();
}
