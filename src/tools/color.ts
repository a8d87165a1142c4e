/**
 * Colours as the gradient tool handles them: `#RRGGBB` text in, red-green-blue numbers for the
 * arithmetic, `#RRGGBB` text out. Pure: the same code runs in the build and in the browser.
 */
import { jabuticraftText } from '../model/jabuticraft-text.ts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export type ParsedHex = { ok: true; hex: string } | { ok: false; message: string };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Reads a colour as a player types it: `#7B2FBF`, `7b2fbf` or the short `#7BF`. Gives the colour as
 * `#RRGGBB` in capitals, or the message to show beside the field.
 */
export function parseHex(input: string): ParsedHex {
  const match = HEX.exec(input.trim());
  if (!match?.[1]) return { ok: false, message: jabuticraftText.gradient.invalidHex(input.trim()) };
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return { ok: true, hex: `#${digits.toUpperCase()}` };
}

/** `#RRGGBB` (already valid) → numbers. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** The colour a fraction `t` (0 to 1) of the way from `from` to `to`, each channel rounded to a whole number. */
export function mixColors(from: Rgb, to: Rgb, t: number): Rgb {
  const mix = (a: number, b: number) => Math.round(a + (b - a) * t);
  return { r: mix(from.r, to.r), g: mix(from.g, to.g), b: mix(from.b, to.b) };
}

/** Minecraft draws text with a shadow a quarter as bright as the letter. */
export function textShadowOf(hex: string): string {
  const { r, g, b } = hexToRgb(hex);
  return rgbToHex({ r: r >> 2, g: g >> 2, b: b >> 2 });
}
