/**
 * What the snippet plugin of Meta's docs preset (`docusaurus-plugin-internaldocs-fb`, its option
 * `remark-code-snippets`) does to a fence whose meta is `file=path start=MARKER end=MARKER`: the
 * fence shows the file's lines strictly between the line holding `start` and the line holding
 * `end` (from the top without `start`, to the bottom without `end`), blank lines at both ends and
 * the indentation they share taken off. `read` gives a file's text by the path written; undefined:
 * no file named in the meta; `{ problem }`: why the fence cannot be filled, where the preset stops
 * the build.
 */
export function snippetCode(meta: string, read: (file: string) => string | undefined): { code: string } | { problem: string } | undefined {
  const args = metaArguments(meta);
  const file = args.get('file');
  if (file === undefined) return undefined;
  const text = read(file);
  if (text === undefined) return { problem: `no file "${file}" to show` };
  const lines = text.trim().split('\n');
  const start = args.get('start');
  const end = args.get('end');
  const starts = start === undefined ? [] : linesHolding(lines, start);
  if (start !== undefined && starts.length !== 1) return { problem: markerProblem('start', start, file, starts) };
  const first = start === undefined ? 0 : starts[0]! + 1;
  // As the preset reads them, an end marker counts from the line after the first one of the snippet.
  const ends = end === undefined ? [] : linesHolding(lines, end).filter((line) => line > first);
  if (end !== undefined && ends.length !== 1) return { problem: markerProblem('end', end, file, ends) };
  return { code: withoutCommonIndent(withoutBlankEnds(lines.slice(first, ends[0]))).join('\n') };
}

/** `key=value` words of a fence's meta, split on single spaces as the preset splits them. */
function metaArguments(meta: string): Map<string, string> {
  return new Map(meta.split(' ').flatMap((word) => (word.indexOf('=') > 0 ? [[word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)] as const] : [])));
}

function linesHolding(lines: readonly string[], marker: string): number[] {
  return lines.flatMap((line, index) => (line.includes(marker) ? [index] : []));
}

function markerProblem(kind: 'start' | 'end', marker: string, file: string, found: readonly number[]): string {
  if (found.length === 0) return `no line of "${file}" holds its ${kind} marker "${marker}"`;
  return `its ${kind} marker "${marker}" is on several lines of "${file}" (${found.map((line) => line + 1).join(', ')})`;
}

function withoutBlankEnds(lines: readonly string[]): string[] {
  let [first, last] = [0, lines.length - 1];
  while (first < last && lines[first]!.trim() === '') first += 1;
  while (last > first && lines[last]!.trim() === '') last -= 1;
  return lines.slice(first, last + 1);
}

/** Takes off the leading spaces every line that is not empty has. */
function withoutCommonIndent(lines: readonly string[]): string[] {
  const indent = Math.min(...lines.filter((line) => line !== '').map((line) => /^ */.exec(line)![0].length));
  return Number.isFinite(indent) ? lines.map((line) => line.slice(indent)) : [...lines];
}
