/**
 * The gradient tool's arithmetic: one colour per character between two or more stops, and the
 * codes Minecraft servers accept for it. Pure, shared by the server render and the browser.
 */
import { hexToRgb, mixColors, rgbToHex } from './color.ts';

export const STYLE_NAMES = ['bold', 'italic', 'underline', 'strikethrough'] as const;
export type StyleName = (typeof STYLE_NAMES)[number];
export type TextStyles = Record<StyleName, boolean>;

export interface Gradient {
  text: string;
  /** Colour stops as `#RRGGBB`, evenly spread from the first character to the last. */
  stops: string[];
  styles: TextStyles;
}

export const GRADIENT_FORMATS = ['essentials', 'miniMessageGradient', 'miniMessage', 'legacy'] as const;
export type GradientFormat = (typeof GRADIENT_FORMATS)[number];

export const STOP_LIMITS = { min: 2, max: 8 } as const;

/** The server's limits, from `content/data/comunidade.yml`: visible characters of a nick, characters of a chat message. */
export interface TextLimits {
  nick: number;
  chat: number;
}

export const NO_STYLES: TextStyles = { bold: false, italic: false, underline: false, strikethrough: false };

/** What the tool shows before anyone types: the example of the page, purple jabuticaba to leaf green. */
export const DEFAULT_GRADIENT: Gradient = { text: 'Jabuti', stops: ['#7B2FBF', '#4CAE3F'], styles: NO_STYLES };

/** Legacy format codes (after `&` or `§`) and MiniMessage tags of each style. */
const LEGACY_STYLE: Record<StyleName, string> = { bold: 'l', italic: 'o', underline: 'n', strikethrough: 'm' };
const MINIMESSAGE_STYLE: Record<StyleName, string> = { bold: 'b', italic: 'i', underline: 'u', strikethrough: 'st' };

/** The characters a player sees: code points of the composed text, so "é" or an emoji counts once. */
export function charactersOf(text: string): string[] {
  return Array.from(text.normalize('NFC'));
}

/**
 * The colour of each of `count` positions: the first position takes the first stop, the last takes
 * the last stop, and the stops in between sit at even distances.
 */
export function gradientColors(stops: readonly string[], count: number): string[] {
  const colors = stops.map(hexToRgb);
  const segments = colors.length - 1;
  return Array.from({ length: count }, (_, index) => {
    const t = count === 1 || segments < 1 ? 0 : index / (count - 1);
    const segment = Math.min(Math.floor(t * segments), Math.max(segments - 1, 0));
    const from = colors[segment] ?? { r: 255, g: 255, b: 255 };
    const to = colors[segment + 1] ?? from;
    return rgbToHex(mixColors(from, to, t * segments - segment));
  });
}

/** The gradient written in one of the formats servers accept. Empty text gives an empty code. */
export function formatGradient(format: GradientFormat, { text, stops, styles }: Gradient): string {
  const characters = charactersOf(text);
  if (characters.length === 0) return '';
  const active = STYLE_NAMES.filter((style) => styles[style]);
  const colored = () => zipColors(characters, gradientColors(stops, characters.length));
  switch (format) {
    case 'essentials': {
      const codes = active.map((style) => `&${LEGACY_STYLE[style]}`).join('');
      return colored()
        .map(([character, color]) => (isBlank(character) ? character : `&${color}${codes}${character}`))
        .join('');
    }
    case 'legacy': {
      const codes = active.map((style) => `§${LEGACY_STYLE[style]}`).join('');
      return colored()
        .map(([character, color]) => (isBlank(character) ? character : `${sectionColor(color)}${codes}${character}`))
        .join('');
    }
    case 'miniMessage': {
      const body = colored()
        .map(([character, color]) => (isBlank(character) ? character : `<${color}>${escapeMiniMessage(character)}`))
        .join('');
      return `${openTags(active)}${body}`;
    }
    case 'miniMessageGradient': {
      const inner = `<gradient:${stops.join(':')}>${escapeMiniMessage(characters.join(''))}</gradient>`;
      return `${openTags(active)}${inner}${closeTags(active)}`;
    }
  }
}

function zipColors(characters: string[], colors: string[]): [string, string][] {
  return characters.map((character, index) => [character, colors[index] ?? '#FFFFFF']);
}

/** A space keeps its place in the gradient but needs no colour of its own: it shows the one before it. */
function isBlank(character: string): boolean {
  return /^\s$/u.test(character);
}

/** `#7B2FBF` → `§x§7§b§2§f§b§f`, the form Bukkit's own ChatColor writes. */
function sectionColor(hex: string): string {
  return `§x${[...hex.slice(1).toLowerCase()].map((digit) => `§${digit}`).join('')}`;
}

/** In MiniMessage, `<` opens a tag and `\` escapes: both are written escaped when they are text. */
function escapeMiniMessage(text: string): string {
  return text.replace(/[\\<]/g, (character) => `\\${character}`);
}

function openTags(styles: StyleName[]): string {
  return styles.map((style) => `<${MINIMESSAGE_STYLE[style]}>`).join('');
}

function closeTags(styles: StyleName[]): string {
  return [...styles].reverse().map((style) => `</${MINIMESSAGE_STYLE[style]}>`).join('');
}

export interface GradientOutput {
  format: GradientFormat;
  code: string;
  /** Characters of the code, as the chat counts them. */
  length: number;
  overChatLimit: boolean;
}

export interface GradientSummary {
  /** Characters the player sees, which is what the nick limit counts. */
  visible: number;
  overNickLimit: boolean;
  outputs: GradientOutput[];
}

/** Everything the tool shows for a gradient: the counter, the codes and which limits they pass. */
export function summarizeGradient(gradient: Gradient, limits: TextLimits): GradientSummary {
  const visible = charactersOf(gradient.text).length;
  return {
    visible,
    overNickLimit: visible > limits.nick,
    outputs: GRADIENT_FORMATS.map((format) => {
      const code = formatGradient(format, gradient);
      return { format, code, length: code.length, overChatLimit: code.length > limits.chat };
    }),
  };
}
