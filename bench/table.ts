/** Prints benchmark results as Markdown tables, readable in a terminal and pasteable in a report. */

export interface Table {
  title: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** Lines printed under the table. */
  notes?: readonly string[];
}

/** The first column is aligned left (names), the others right (figures). */
export function formatTable(table: Table): string {
  const widths = table.header.map((cell, column) => Math.max(cell.length, ...table.rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${widths.map((width, column) => (column === 0 ? (cells[column] ?? '').padEnd(width) : (cells[column] ?? '').padStart(width))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  const notes = (table.notes ?? []).map((note) => `  ${note}`);
  return [`### ${table.title}`, '', line(table.header), rule, ...table.rows.map(line), ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}
