/** Number of line breaks in `text` between `from` (inclusive) and `to` (exclusive). */
export function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = text.indexOf('\n', from); index !== -1 && index < to; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

/**
 * The run of backticks or tildes a line opens (or closes) a code fence with, after at most
 * `maxIndent` spaces or tabs: three or more, and for backticks on a line with no other backtick
 * (CommonMark: a backtick fence's info string has none, so "```a``` b" is a paragraph of inline
 * code, as on RocketMQ's Dashboard page). Undefined for another line.
 */
export function fenceRun(line: string, maxIndent = 3): string | undefined {
  const match = /^([ \t]*)(`{3,}|~{3,})(.*)/.exec(line);
  if (!match || match[1]!.length > maxIndent) return undefined;
  return match[2]!.startsWith('`') && match[3]!.includes('`') ? undefined : match[2];
}
