/**
 * A gradient kept in the page address, so a result can be shared:
 * `?texto=Jabuti&cores=7B2FBF-4CAE3F&estilos=negrito-italico`. Whatever the address holds is only
 * ever read as text; a value that makes no sense is dropped and the tool's default takes its place.
 */
import { parseHex } from './color.ts';
import { charactersOf, type Gradient, STOP_LIMITS, STYLE_NAMES, type StyleName, type TextStyles } from './gradient.ts';

const PARAMS = { text: 'texto', stops: 'cores', styles: 'estilos' } as const;
const STYLE_WORDS: Record<StyleName, string> = { bold: 'negrito', italic: 'italico', underline: 'sublinhado', strikethrough: 'tachado' };
const SEPARATOR = '-';

/** The query string (without `?`) that describes a gradient. */
export function gradientToQuery({ text, stops, styles }: Gradient): string {
  const params = new URLSearchParams();
  params.set(PARAMS.text, text);
  params.set(PARAMS.stops, stops.map((hex) => hex.slice(1)).join(SEPARATOR));
  const active = STYLE_NAMES.filter((style) => styles[style]);
  if (active.length > 0) params.set(PARAMS.styles, active.map((style) => STYLE_WORDS[style]).join(SEPARATOR));
  return params.toString();
}

/**
 * Reads a gradient from a query string. Each part falls back on its own: colours are kept only when
 * at least two are valid (at most the tool's maximum), and the text is cut to `maxLength` characters.
 */
export function gradientFromQuery(search: string, fallback: Gradient, maxLength: number): Gradient {
  const params = new URLSearchParams(search);
  const text = params.get(PARAMS.text);
  return {
    text: text === null ? fallback.text : charactersOf(text).slice(0, maxLength).join(''),
    stops: stopsFrom(params.get(PARAMS.stops)) ?? fallback.stops,
    styles: params.has(PARAMS.styles) ? stylesFrom(params.get(PARAMS.styles) ?? '') : fallback.styles,
  };
}

function stopsFrom(value: string | null): string[] | undefined {
  if (value === null) return undefined;
  const stops = value.split(SEPARATOR).flatMap((part) => {
    const parsed = parseHex(part);
    return parsed.ok ? [parsed.hex] : [];
  });
  return stops.length >= STOP_LIMITS.min ? stops.slice(0, STOP_LIMITS.max) : undefined;
}

function stylesFrom(value: string): TextStyles {
  const words = new Set(value.split(SEPARATOR));
  return Object.fromEntries(STYLE_NAMES.map((style) => [style, words.has(STYLE_WORDS[style])])) as TextStyles;
}
