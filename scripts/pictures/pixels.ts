/**
 * The 16×16 pixel canvas the wiki's item icons are drawn on (scripts/pictures/icon-*.ts): our own
 * simple drawings in the site's palette, never the game's textures. An icon is either pixel art
 * (16 rows of 16 letters, each letter a colour of its palette, `.` empty) or drawn with the few
 * strokes of `PixelCanvas`; both become one `<g>` of rectangles, one per horizontal run of a colour.
 */
import { n } from './svg.ts';

export const ICON_GRID = 16;

/** 16 rows of 16 colours (undefined: nothing drawn there). */
export type Pixels = (string | undefined)[][];

export class PixelCanvas {
  readonly pixels: Pixels = Array.from({ length: ICON_GRID }, () => Array<string | undefined>(ICON_GRID).fill(undefined));

  set(x: number, y: number, colour: string): this {
    if (x >= 0 && x < ICON_GRID && y >= 0 && y < ICON_GRID) this.pixels[y]![x] = colour;
    return this;
  }

  fill(x: number, y: number, width: number, height: number, colour: string): this {
    for (let row = y; row < y + height; row += 1) for (let column = x; column < x + width; column += 1) this.set(column, row, colour);
    return this;
  }

  /**
   * A band going up and to the right at 45°, starting at (x, y): each step moves one pixel right
   * and one up and paints `colours` side by side (light to dark reads as a lit rod).
   */
  rising(x: number, y: number, length: number, colours: readonly string[]): this {
    for (let step = 0; step < length; step += 1) colours.forEach((colour, offset) => this.set(x + step + offset, y - step, colour));
    return this;
  }

  /** A band going down and to the right at 45°, starting at (x, y). */
  falling(x: number, y: number, length: number, colours: readonly string[]): this {
    for (let step = 0; step < length; step += 1) colours.forEach((colour, offset) => this.set(x + step + offset, y + step, colour));
    return this;
  }

  /** Pixel art laid over the canvas: rows of letters of `palette`; `.` (or any letter not in it) leaves the pixel as it is. */
  art(palette: Readonly<Record<string, string>>, rows: readonly string[]): this {
    rows.forEach((row, y) => [...row].forEach((letter, x) => palette[letter] && this.set(x, y, palette[letter])));
    return this;
  }
}

/** Pixel art on its own: exactly 16 rows of 16 letters. */
export function pixelArt(palette: Readonly<Record<string, string>>, rows: readonly string[]): Pixels {
  if (rows.length !== ICON_GRID || rows.some((row) => row.length !== ICON_GRID)) throw new Error(`pixel art must be ${ICON_GRID} rows of ${ICON_GRID} letters: ${rows.map((row) => row.length).join(',')}`);
  return new PixelCanvas().art(palette, rows).pixels;
}

/** The icon as SVG, its top left corner at (x, y), `size` pixels across. */
export function drawPixels(pixels: Pixels, x: number, y: number, size: number): string {
  const runs: string[] = [];
  pixels.forEach((row, top) => {
    let start = 0;
    for (let column = 1; column <= ICON_GRID; column += 1) {
      if (column < ICON_GRID && row[column] === row[start]) continue;
      const colour = row[start];
      if (colour) runs.push(`<rect x="${start}" y="${top}" width="${column - start}" height="1" fill="${colour}"/>`);
      start = column;
    }
  });
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / ICON_GRID)})" shape-rendering="crispEdges">${runs.join('')}</g>`;
}
