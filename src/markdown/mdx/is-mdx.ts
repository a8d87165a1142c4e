/**
 * A line that only MDX has: an `import`/`export`, a line that opens a JSX component (`<Tabs>`) or
 * an HTML element with a JavaScript attribute (`<p style={{textAlign: "center"}}>`, Babel's posts)
 * or with JSX's names for HTML's `class` and `for` (`<div className="migration-guide">`, Redux Toolkit's).
 */
const MDX_LINE = /^(?:(?:import|export)\s|[ \t]*<[A-Z]|[ \t]*\{\/\*|[ \t]*<[a-z][\w-]*\s(?:[^>\n]*\s)?(?:[\w:-]+=\{|(?:className|htmlFor)=))/m;

/**
 * A component in the middle of a line, closed in the same paragraph or closing itself (Bitwarden's
 * `…as a reviewer. <Bitwarden>…</Bitwarden>`): not a type written in the text (`List<String>`).
 */
const INLINE_COMPONENT = /<([A-Z][\w.]*)(?:\s[^<>\n]*)?>(?:(?!\n[ \t]*\n)[\s\S])*?<\/\1>|<[A-Z][\w.]*(?:\s[^<>\n]*)?\/>/;
/** An HTML element in the middle of a line with a JavaScript attribute (Keploy's `<td><a style={{display:"flex"}} …>`). */
const INLINE_JSX_ATTRIBUTE = /<[a-z][\w-]*\s(?:[^<>\n]*\s)?(?:[\w:-]+=\{|(?:className|htmlFor)=)/;
// `\x60` is the backtick: a literal one here made TypeScript's import scanner read the comments below as code.
const INLINE_CODE = /\x60[^\x60\n]*\x60/g;

/**
 * `.mdx` files, and `.md` files with what only MDX has (as Docusaurus reads `.md` as MDX too: an
 * import or export, a component opening a line or within one, an attribute given as an expression
 * or named as JSX names it, at a line's start or within it, an MDX comment); front matter `format` decides when set.
 */
export function isMdx(body: string, file: string, format?: unknown): boolean {
  if (format === 'md' || format === 'mdx') return format === 'mdx';
  if (file.endsWith('.mdx')) return true;
  if (!mayHaveMdxLine(body)) return false;
  const text = body.replace(FENCED_CODE, '');
  const prose = text.replace(INLINE_CODE, '');
  return MDX_LINE.test(text) || INLINE_COMPONENT.test(prose) || INLINE_JSX_ATTRIBUTE.test(prose);
}

/** A fenced code block: its `import App from '@capacitor/app'` is code shown, not an MDX line. */
const FENCED_CODE = /^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm;

/** Whether `MDX_LINE` may match, by searches for text it needs: most pages have none, and these take half the time the expression takes to say so. */
function mayHaveMdxLine(body: string): boolean {
  return body.includes('<') || body.includes('{/*') || body.startsWith('import') || body.startsWith('export') || body.includes('\nimport') || body.includes('\nexport');
}
