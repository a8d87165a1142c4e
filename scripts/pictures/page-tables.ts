/**
 * The tables of the wiki's pages that pictures read, so a picture shows what its page says: a menu
 * picture takes its options from the table under a heading of the page it illustrates.
 */
import { readFileSync } from 'node:fs';

/** The rows of the first Markdown table after the heading `heading` of a content page (header row excluded). */
export function pageTable(page: string, heading: string): string[][] {
  const source = readFileSync(`content/${page}`, 'utf8');
  const start = source.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`content/${page}: no heading "${heading}" (a picture of scripts/pictures/menus.ts reads its table)`);
  const rows: string[][] = [];
  for (const raw of source.slice(start + heading.length + 2).split('\n')) {
    const row = raw.trim();
    if (!row.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      row
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')),
    );
  }
  const body = rows.slice(2);
  if (body.length === 0) throw new Error(`content/${page}: no table under "${heading}"`);
  return body;
}

/** A cell the picture shows as is: it must hold no `{{ key }}` (those belong to the page). */
export function cell(row: readonly string[], index: number): string {
  const value = row[index];
  if (value === undefined || value.includes('{{')) throw new Error(`menus.ts: table cell ${index} of "${row.join(' | ')}" is missing or holds a data key`);
  return value;
}
