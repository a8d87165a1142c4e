/**
 * What every picture of the wiki is drawn with: the site's dark palette on a panel of its own (so
 * a picture reads the same in the light and the dark theme), the site's fonts, and a few shapes.
 * Each function returns SVG markup; `svgDocument` wraps it with the size, title and description
 * that screen readers and the build (width and height of the `<img>`) read.
 */

export const COLOURS = {
  panel: '#1d1722',
  sunken: '#100c13',
  slot: '#2c2433',
  border: '#4a3d55',
  text: '#eee8f3',
  muted: '#b7abc2',
  accent: '#c99bf5',
  // Dark enough for the text colour to reach 4.5:1 on it (5.0:1).
  accentStrong: '#7d45c0',
  leaf: '#7ed491',
  water: '#5aa9e6',
  warning: '#f2c45c',
  danger: '#ff8a8a',
  info: '#7fd4e6',
} as const;

/**
 * The width a page's content column gives a picture on a 390 px phone (measured on the built site by
 * test/e2e/pictures-on-a-phone.test.ts, which fails when it changes): a picture wider than this is
 * shrunk to it, and its text with it.
 */
export const PHONE_COLUMN = 358;
/** The smallest a label may be on that phone, in CSS pixels. */
export const PHONE_MINIMUM_TEXT = 11;

/** The font size a label of a `pictureWidth`-wide picture needs to be at least 11 px on the phone; `size` when it already is. */
export function readableSize(size: number, pictureWidth: number): number {
  return Math.max(size, Math.ceil((PHONE_MINIMUM_TEXT * Math.max(pictureWidth, PHONE_COLUMN)) / PHONE_COLUMN));
}

/** Words in lines that `fits` accepts (a word that fits no line keeps a line of its own). */
export function wrapWith(content: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  for (const word of content.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Words in lines of at most `maxChars` characters. */
export function wrapWords(content: string, maxChars: number): string[] {
  return wrapWith(content, (line) => line.length <= maxChars);
}

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Arial, sans-serif";

/** One picture: its file name in `content/static/img/figuras/` (without `.svg`) and its markup. */
export interface Picture {
  name: string;
  svg: string;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** WCAG's relative luminance of a #rrggbb colour. */
export function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(colour.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const LIGHT_INK = '#f7f3fa';
const DARK_INK = '#000000';

/** Dark or light text, whichever contrasts more with `background` (#rrggbb): mid tones need pure black to reach 4.5:1. */
export function inkOn(background: string): string {
  return contrastRatio(LIGHT_INK, background) >= contrastRatio(DARK_INK, background) ? LIGHT_INK : DARK_INK;
}

/** A number written the Brazilian way: 1.717.000, 1,5 (at most two decimals). */
export function brazilian(value: number): string {
  const [whole, fraction] = String(Math.round(value * 100) / 100).split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** A number as SVG writes it: at most two decimals, no trailing zeros. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * A whole SVG file: `width`×`height` pixels on the picture's panel, with its `title` (the picture's
 * name) and `description` (what it shows, for screen readers; the page's `alt` says it too).
 */
export function svgDocument({ width, height, title, description, body }: { width: number; height: number; title: string; description: string; body: readonly string[] }): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t d" font-family="${escapeXml(FONT)}">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<desc id="d">${escapeXml(description)}</desc>`,
    rect(0.5, 0.5, width - 1, height - 1, { fill: COLOURS.panel, stroke: COLOURS.border, radius: 12 }),
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

export interface TextOptions {
  size?: number;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  fill?: string;
}

export function text(x: number, y: number, content: string, { size = 14, weight = 'normal', anchor = 'start', fill = COLOURS.text }: TextOptions = {}): string {
  const bold = weight === 'bold' ? ' font-weight="bold"' : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" text-anchor="${anchor}" fill="${fill}"${bold}>${escapeXml(content)}</text>`;
}

export interface ShapeOptions {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  radius?: number;
  dash?: string;
}

function strokeAttributes({ stroke, strokeWidth = 1, dash }: ShapeOptions): string {
  if (!stroke) return '';
  return ` stroke="${stroke}" stroke-width="${n(strokeWidth)}"${dash ? ` stroke-dasharray="${dash}"` : ''}`;
}

export function rect(x: number, y: number, width: number, height: number, options: ShapeOptions = {}): string {
  const radius = options.radius ? ` rx="${n(options.radius)}"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${radius} fill="${options.fill ?? 'none'}"${strokeAttributes(options)}/>`;
}

export function circle(cx: number, cy: number, r: number, options: ShapeOptions = {}): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${options.fill ?? 'none'}"${strokeAttributes(options)}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, options: ShapeOptions = {}): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${strokeAttributes({ stroke: COLOURS.muted, strokeWidth: 2, ...options })}/>`;
}

/** A straight arrow from (x1, y1) to (x2, y2), its head at the end. */
export function arrow(x1: number, y1: number, x2: number, y2: number, { colour = COLOURS.accent, width = 3 }: { colour?: string; width?: number } = {}): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 6 + width * 2;
  const back = (side: number) => [x2 - head * Math.cos(angle + side * 0.45), y2 - head * Math.sin(angle + side * 0.45)];
  const [ax, ay] = back(1) as [number, number];
  const [bx, by] = back(-1) as [number, number];
  const endX = x2 - (head / 2) * Math.cos(angle);
  const endY = y2 - (head / 2) * Math.sin(angle);
  return [line(x1, y1, endX, endY, { stroke: colour, strokeWidth: width }), `<path d="M${n(x2)} ${n(y2)}L${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}Z" fill="${colour}"/>`].join('');
}

/** A labelled box: a rounded rectangle with one or more centred lines of text. */
export function labelledBox(x: number, y: number, width: number, height: number, lines: readonly string[], { fill = COLOURS.slot, stroke = COLOURS.border, size = 14, colour = COLOURS.text }: { fill?: string; stroke?: string; size?: number; colour?: string } = {}): string {
  const lineHeight = size * 1.3;
  const top = y + height / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  return [rect(x, y, width, height, { fill, stroke, radius: 8 }), ...lines.map((content, index) => text(x + width / 2, top + index * lineHeight, content, { size, anchor: 'middle', fill: colour, weight: index === 0 ? 'bold' : 'normal' }))].join('\n');
}
