/**
 * Laying out text in a picture without a browser: about how wide a line is drawn, and breaking a
 * sentence into lines that fit.
 */
import { text, type TextOptions, wrapWith } from './svg.ts';

/** About how wide a line of text is drawn, in pixels (system fonts average a little over half the size). */
export function widthOf(content: string, size: number, bold = false): number {
  return content.length * size * (bold ? 0.58 : 0.52);
}

/** `content` broken into lines no wider than `width`. */
export function wrap(content: string, width: number, size: number, bold = false): string[] {
  return wrapWith(content, (line) => widthOf(line, size, bold) <= width);
}

export function textLines(x: number, y: number, lines: readonly string[], options: TextOptions & { lineHeight?: number } = {}): string {
  const { lineHeight = (options.size ?? 14) * 1.3, ...rest } = options;
  return lines.map((content, index) => text(x, y + index * lineHeight, content, rest)).join('');
}
