/** `file=./say-hi.ts#L2-L4` in a code fence's meta: the file (relative to the page, or `<rootDir>/…`) and its lines. */
const FILE_META = /(?:^|\s)file=(\S+?)(?:#L(\d+)(?:-L?(\d*))?)?(?=\s|$)/;

/**
 * What remark-code-import (a remark plugin many Docusaurus sites list) does to a fence whose meta
 * names a file: the fence shows that file, or the lines `#L2-L4` of it (`#L2` one line, `#L2-` to
 * the end). `read` gives a file's text by the path written; undefined: no file named in the meta;
 * `{ missing }`: the file the meta names cannot be read.
 */
export function importedCode(meta: string, read: (file: string) => string | undefined): { code: string } | { missing: string } | undefined {
  const match = FILE_META.exec(meta);
  if (!match) return undefined;
  const [, file = '', from, to] = match;
  const text = read(file);
  if (text === undefined) return { missing: file };
  const lines = text.replace(/\n$/, '').split('\n');
  if (from === undefined) return { code: lines.join('\n') };
  const first = Number(from);
  const last = to === undefined ? first : to === '' ? lines.length : Number(to);
  return { code: lines.slice(first - 1, last).join('\n') };
}
