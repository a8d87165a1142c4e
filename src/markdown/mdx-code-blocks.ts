/**
 * Docusaurus's escape hatch for translation tools that mangle MDX: a fence of the language
 * `mdx-code-block` holds MDX to run, not code to show (its `unwrapMdxCodeBlocks`). The fence lines
 * become empty lines, so every other line keeps its number in warnings. Three or four backticks, as
 * Docusaurus reads them (like it, a sample of the syntax inside a longer fence is unwrapped too).
 */
const MDX_CODE_BLOCKS = [3, 4].map((ticks) => new RegExp(`(^|\\n)(\\x20*)\`{${ticks}}\\x20*mdx-code-block\\n(.*?)\\n\\x20*\`{${ticks}}(?=\\n|$)`, 'gs'));

export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  return MDX_CODE_BLOCKS.reduce((text, fence) => text.replace(fence, (_whole, start: string, _indent: string, children: string) => `${start}\n${children}\n`), source);
}
