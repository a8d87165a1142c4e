/**
 * Menus, signs and step-by-step guides: the menus the player opens in the game (shops, island
 * toggles, kits, profile settings...), the sign of a player shop, and the screens of "add the
 * server" and "link your account" as numbered mock panels. All drawn with our own flat shapes:
 * tiles of colour with a simple glyph, labels, pills for on/off, never the game's textures.
 * Names, commands, prices and states come from the page they illustrate or from content/data.
 */
import { readFileSync } from 'node:fs';
import site from '../../site.config.ts';
import { readData } from './data.ts';
import { brazilian, COLOURS, type Picture, circle, inkOn, line, rect, svgDocument, text, type TextOptions } from './svg.ts';

const PAD = 20;
const WOOD = '#c9a36b';
const WOOD_DARK = '#7a5a32';
const MENU = '#251e2b';
const OFF = '#e07070';

// ---------------------------------------------------------------- data the pictures read

interface SlojaItem {
  nome: string;
  qtd: string;
  compra: string;
  venda: string;
}

interface Economia {
  sloja: { itens: Record<string, SlojaItem> };
  ploja: { custo: string };
  leilao: { duracao: string; lanceMinimo: string; prorrogacao: string; taxaAnuncio: string };
  conta: { confirmacao2fa: string; ipsMax: string };
  discord: { codigoValidade: string; sincronizacao: string };
  desafios: { diarios: string; semanais: string; premioDiario: string; premioSemanal: string; trocas: string; bonusSemanal: string };
}

interface Servidor {
  moedas: { jogo: string };
  discord: { bot: string };
  bedrock: { prefixo: string };
  protecao: { ferramenta: string };
}

interface Kit {
  nome?: string;
  comando: string;
  espera?: string;
  limite?: string;
  survival?: string;
  skyblock?: string;
}

interface VipLevel {
  nome: string;
  kit: string;
}

// ---------------------------------------------------------------- reading the pages' tables

/** The rows of the first Markdown table after the heading `heading` of a content page (header row excluded). */
function pageTable(page: string, heading: string): string[][] {
  const source = readFileSync(`content/${page}`, 'utf8');
  const start = source.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`content/${page}: no heading "${heading}" (a picture of scripts/pictures/menus.ts reads its table)`);
  const rows: string[][] = [];
  for (const raw of source.slice(start + heading.length + 2).split('\n')) {
    const row = raw.trim();
    if (!row.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      row
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')),
    );
  }
  const body = rows.slice(2);
  if (body.length === 0) throw new Error(`content/${page}: no table under "${heading}"`);
  return body;
}

/** A cell the picture shows as is: it must hold no `{{ key }}` (those belong to the page). */
function cell(row: readonly string[], index: number): string {
  const value = row[index];
  if (value === undefined || value.includes('{{')) throw new Error(`menus.ts: table cell ${index} of "${row.join(' | ')}" is missing or holds a data key`);
  return value;
}

// ---------------------------------------------------------------- small drawing helpers

/** About how wide a line of text is drawn, in pixels (system fonts average a little over half the size). */
function widthOf(content: string, size: number, bold = false): number {
  return content.length * size * (bold ? 0.58 : 0.52);
}

/** `content` broken into lines no wider than `width`. */
function wrap(content: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of content.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && widthOf(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

function textLines(x: number, y: number, lines: readonly string[], options: TextOptions & { lineHeight?: number } = {}): string {
  const { lineHeight = (options.size ?? 14) * 1.3, ...rest } = options;
  return lines.map((content, index) => text(x, y + index * lineHeight, content, rest)).join('');
}

/** The number at the start of a data value: "5% acima" → 5, "10 minutos" → 10, "2.000" → 2000. */
function leadingNumber(value: string): number {
  const match = /^\d[\d.]*/.exec(value.trim());
  if (!match) throw new Error(`menus.ts: "${value}" does not start with a number`);
  return Number(match[0].replace(/\./g, ''));
}

function title(x: number, y: number, content: string): string {
  return text(x, y, content, { size: 18, weight: 'bold' });
}

function subtitle(x: number, y: number, content: string): string {
  return text(x, y, content, { size: 13, fill: COLOURS.muted });
}

/** A menu window: its frame and a title bar. */
function menuWindow(x: number, y: number, width: number, height: number, heading: string): string {
  return [rect(x, y, width, height, { fill: MENU, stroke: COLOURS.border, radius: 10 }), text(x + 14, y + 24, heading, { size: 14, weight: 'bold', fill: COLOURS.accent }), line(x + 1, y + 36, x + width - 1, y + 36, { stroke: COLOURS.border, strokeWidth: 1 })].join('');
}

/** An empty slot of a chest-like menu. */
function slot(x: number, y: number, size: number): string {
  return rect(x, y, size, size, { fill: COLOURS.sunken, stroke: COLOURS.border, radius: 5 });
}

type Glyph =
  | 'door' | 'lever' | 'items' | 'boat' | 'swords' | 'heart' | 'burst' | 'crack' | 'flame' | 'sprout'
  | 'block' | 'hand' | 'chest' | 'gear' | 'spawner' | 'star' | 'person' | 'house' | 'shield' | 'trash'
  | 'arms' | 'base' | 'size' | 'pose' | 'angle' | 'rotate' | 'copy' | 'ingot' | 'dust' | 'gem' | 'lump'
  | 'bag' | 'book' | 'key' | 'lock' | 'discord' | 'pickaxe' | 'fish' | 'wheat' | 'coin';

/** A flat glyph centred on (cx, cy), about `s` pixels across, drawn in `ink`. */
function glyph(kind: Glyph, cx: number, cy: number, s: number, ink: string): string {
  const u = s / 10;
  const r = (x: number, y: number, w: number, h: number, fill = ink, radius = 0) => rect(cx + x * u, cy + y * u, w * u, h * u, { fill, radius: radius * u });
  const c = (x: number, y: number, radius: number, fill = ink) => circle(cx + x * u, cy + y * u, radius * u, { fill });
  const l = (x1: number, y1: number, x2: number, y2: number, width = 1.2) => line(cx + x1 * u, cy + y1 * u, cx + x2 * u, cy + y2 * u, { stroke: ink, strokeWidth: width * u });
  const path = (d: string, fill = ink) => `<path d="${d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${Math.round((cx + Number(x) * u) * 100) / 100} ${Math.round((cy + Number(y) * u) * 100) / 100}`)}" fill="${fill}"/>`;
  switch (kind) {
    case 'door': return [r(-3, -5, 6, 10, ink, 0.5), c(1.5, 0.5, 0.7, '#00000088')].join('');
    case 'lever': return [r(-4, 2, 8, 3, ink, 0.5), l(0, 2, 3, -4, 1.4), c(3, -4, 1.2)].join('');
    case 'items': return [r(-5, 0, 4, 4, ink, 0.6), r(1, -1, 4, 4, ink, 0.6), r(-2, -5, 4, 4, ink, 0.6)].join('');
    case 'boat': return path('M-5,-1L5,-1L3,3L-3,3Z');
    case 'swords': return [l(-4, -4, 4, 4, 1.3), l(4, -4, -4, 4, 1.3), l(-4, 2, -2, 4, 1.6), l(4, 2, 2, 4, 1.6)].join('');
    case 'heart': return [c(-2, -1.5, 2.4), c(2, -1.5, 2.4), path('M-4.3,-0.6L4.3,-0.6L0,4.5Z')].join('');
    case 'burst': return path('M0,-5L1.5,-1.5L5,-2L2.5,0.8L4.5,4L0.8,2.6L-1.5,5L-1.8,1.6L-5,1L-2.5,-1.2L-3.5,-4.5L-0.8,-2Z');
    case 'crack': return [r(-4.5, -4.5, 9, 9, ink, 0.6), path('M-1,-4.5L1,-1L-1,1L1.5,4.5L0,4.5L-2,1L0,-1L-2,-4.5Z', '#00000099')].join('');
    case 'flame': return path('M0,-5L3,-2L4,0L3,3L2,5L-2,5L-3,3L-4,0L-2,-1L-1,-3L-0.5,-1L0.5,-1Z');
    case 'sprout': return [r(-5, 2, 10, 3, ink, 0.4), l(-2, 2, -2, -2, 1), l(2, 2, 2, -3, 1), c(-2.8, -2.2, 1.2), c(2.8, -3.2, 1.2)].join('');
    case 'block': return r(-4.5, -4.5, 9, 9, ink, 1);
    case 'hand': return [r(-3, -1, 6, 6, ink, 1.2), r(-3, -5, 1.4, 5, ink, 0.6), r(-1, -5.5, 1.4, 5, ink, 0.6), r(1, -5, 1.4, 5, ink, 0.6)].join('');
    case 'chest': return [r(-5, -4, 10, 8, ink, 0.8), r(-5, -1, 10, 0.8, '#00000077'), r(-1, -2, 2, 2.5, '#00000099')].join('');
    case 'gear': return [c(0, 0, 4), ...[0, 45, 90, 135].map((angle) => { const a = (angle * Math.PI) / 180; return l(-5.2 * Math.cos(a), -5.2 * Math.sin(a), 5.2 * Math.cos(a), 5.2 * Math.sin(a), 1.8); }), c(0, 0, 1.6, '#00000099')].join('');
    case 'spawner': return [rect(cx - 4.5 * u, cy - 4.5 * u, 9 * u, 9 * u, { stroke: ink, strokeWidth: 1.2 * u, radius: 0.6 * u }), l(-4.5, 0, 4.5, 0, 1), l(0, -4.5, 0, 4.5, 1), c(0, 0, 1.6)].join('');
    case 'star': return path('M0,-5L1.4,-1.6L5,-1.5L2.2,0.8L3.1,4.6L0,2.5L-3.1,4.6L-2.2,0.8L-5,-1.5L-1.4,-1.6Z');
    case 'person': return [c(0, -2.8, 2.2), path('M-4,5L-3,0.5L3,0.5L4,5Z')].join('');
    case 'house': return [path('M-5,0L0,-5L5,0Z'), r(-3.5, 0, 7, 5)].join('');
    case 'shield': return path('M-4,-4.5L4,-4.5L4,0L0,5L-4,0Z');
    case 'trash': return [r(-3.5, -2.5, 7, 7.5, ink, 0.6), r(-4.5, -4.2, 9, 1.3, ink, 0.4), r(-1, -5.2, 2, 1.2)].join('');
    case 'arms': return [c(0, -3.5, 1.6), r(-0.6, -2, 1.2, 7), l(-4, -0.5, 4, -0.5, 1.2), l(-4, -0.5, -5, -3, 1.1), l(4, -0.5, 5, -3, 1.1)].join('');
    case 'base': return [c(0, -4, 1.4), r(-0.5, -3, 1, 6), r(-4.5, 3, 9, 2, ink, 0.4)].join('');
    case 'size': return [c(-2.5, -3, 1.5), r(-3, -1.5, 1, 6.5), c(3, 0.5, 1.1), r(2.6, 1.6, 0.8, 3.4)].join('');
    case 'pose': return [c(0, -4, 1.5), l(0, -2.5, 0, 1.5), l(0, -1.5, 4, -4), l(0, -1.5, -3.5, 0.5), l(0, 1.5, 3, 5), l(0, 1.5, -3, 5)].join('');
    case 'angle': return [l(-4.5, 4, 4.5, 4, 1.2), l(-4.5, 4, 3, -3.5, 1.2), `<path d="M${cx + 0.5 * u} ${cy + 4 * u}A${5 * u} ${5 * u} 0 0 0 ${cx - 1 * u} ${cy + 0.5 * u}" fill="none" stroke="${ink}" stroke-width="${u}"/>`].join('');
    case 'rotate': return [`<path d="M${cx + 4 * u} ${cy}A${4 * u} ${4 * u} 0 1 1 ${cx} ${cy - 4 * u}" fill="none" stroke="${ink}" stroke-width="${1.4 * u}"/>`, path('M-0.5,-6.5L2.8,-4L-0.5,-1.5Z')].join('');
    case 'copy': return [rect(cx - 4.5 * u, cy - 4.5 * u, 6 * u, 7 * u, { stroke: ink, strokeWidth: 1.1 * u, radius: 0.6 * u }), r(-1.5, -1.5, 6, 7, ink, 0.6)].join('');
    case 'ingot': return path('M-5,2L-3,-2L5,-2L3,2Z');
    case 'dust': return [c(-2.5, 1.5, 1.6), c(1.8, 2, 1.4), c(0, -1.8, 1.7), c(3, -2.5, 1)].join('');
    case 'gem': return path('M-4,-1.5L-2,-4L2,-4L4,-1.5L0,4.5Z');
    case 'lump': return path('M-4,0L-2,-3.5L2,-4L4.5,-0.5L3,3.5L-2.5,3.5Z');
    case 'bag': return [c(0, 1.5, 4), r(-1.8, -4.5, 3.6, 2.5, ink, 0.6)].join('');
    case 'book': return [r(-4, -5, 8, 10, ink, 0.6), r(-2.5, -3, 5, 1, '#00000077'), r(-2.5, -1, 5, 1, '#00000077')].join('');
    case 'key': return [c(-2.5, 0, 2.5), c(-2.5, 0, 1, '#00000099'), r(-0.5, -0.6, 6, 1.3), r(3.5, 0.6, 1.2, 2)].join('');
    case 'lock': return [rect(cx - 2.6 * u, cy - 5 * u, 5.2 * u, 6 * u, { stroke: ink, strokeWidth: 1.2 * u, radius: 2.6 * u }), r(-4, -1, 8, 6, ink, 0.8)].join('');
    case 'discord': return [r(-4.5, -3.5, 9, 7, ink, 3), c(-1.8, 0, 1, '#00000099'), c(1.8, 0, 1, '#00000099')].join('');
    case 'pickaxe': return [`<path d="M${cx - 5 * u} ${cy - 2 * u}Q${cx} ${cy - 6 * u} ${cx + 5 * u} ${cy - 2 * u}" fill="none" stroke="${ink}" stroke-width="${1.6 * u}"/>`, l(0, -3.8, 0, 5, 1.3)].join('');
    case 'fish': return [`<ellipse cx="${cx - 0.5 * u}" cy="${cy}" rx="${3.5 * u}" ry="${2.3 * u}" fill="${ink}"/>`, path('M2.5,0L5,-2.5L5,2.5Z')].join('');
    case 'wheat': return [l(0, 5, 0, -2, 1), ...[-3.5, -1, 1.5].map((y) => [c(-1.1, y, 1), c(1.1, y, 1)].join('')), c(0, -4.5, 1)].join('');
    case 'coin': return [c(0, 0, 4.5), c(0, 0, 3, '#00000033')].join('');
  }
}

/** A flat item tile: a sunken slot with a coloured square and a glyph on it. */
function itemTile(x: number, y: number, size: number, colour: string, kind: Glyph): string {
  const inset = size * 0.14;
  return [slot(x, y, size), rect(x + inset, y + inset, size - 2 * inset, size - 2 * inset, { fill: colour, stroke: '#00000055', radius: 4 }), glyph(kind, x + size / 2, y + size / 2, size * 0.5, inkOn(colour))].join('');
}

/** A coloured pill with a word in it (a state: on, off, available); returns its markup and width. */
function pill(x: number, y: number, label: string, colour: string, { size = 12, anchor = 'start' }: { size?: number; anchor?: 'start' | 'end' | 'middle' } = {}): string {
  const width = widthOf(label, size, true) + 16;
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return [rect(left, y, width, size + 10, { fill: colour, radius: (size + 10) / 2 }), text(left + width / 2, y + size + 3, label, { size, weight: 'bold', anchor: 'middle', fill: inkOn(colour) })].join('');
}

/** A button of a mock screen; `highlight` marks the one to click. */
function button(x: number, y: number, width: number, height: number, label: string, highlight = false, size = 13): string {
  return [
    rect(x, y, width, height, { fill: highlight ? COLOURS.accentStrong : COLOURS.slot, stroke: highlight ? COLOURS.warning : COLOURS.border, strokeWidth: highlight ? 2.5 : 1, radius: 6 }),
    text(x + width / 2, y + height / 2 + size * 0.36, label, { size, anchor: 'middle', weight: highlight ? 'bold' : 'normal', fill: COLOURS.text }),
  ].join('');
}

/** A mouse pointer with its tip at (x, y). */
function pointer(x: number, y: number): string {
  const points = [[0, 0], [0, 17], [4.5, 13], [7.5, 20], [10.5, 18.8], [7.5, 12], [12.5, 12]].map(([px, py]) => `${x + px!} ${y + py!}`);
  return `<path d="M${points.join('L')}Z" fill="#ffffff" stroke="#1d1722" stroke-width="1.5" stroke-linejoin="round"/>`;
}

/** A text field of a mock form: its label above and the value typed in it. */
function field(x: number, y: number, width: number, label: string, value: string): string {
  return [text(x, y + 12, label, { size: 12, fill: COLOURS.muted }), rect(x, y + 18, width, 28, { fill: COLOURS.sunken, stroke: COLOURS.border, radius: 4 }), text(x + 8, y + 37, value, { size: 13, fill: COLOURS.text })].join('');
}

/** A numbered badge. */
/** A numbered badge whose left edge is at `x`; returns its markup and width. */
function badge(x: number, cy: number, label: string): { svg: string; width: number } {
  const width = Math.max(26, widthOf(label, 14, true) + 12);
  return { width, svg: [rect(x, cy - 13, width, 26, { fill: COLOURS.accentStrong, stroke: COLOURS.accent, strokeWidth: 1.5, radius: 13 }), text(x + width / 2, cy + 5, label, { size: 14, weight: 'bold', anchor: 'middle' })].join('') };
}

/** A tab of a menu; `active` is the one shown. */
function tab(x: number, y: number, label: string, active: boolean): { svg: string; width: number } {
  const width = widthOf(label, 13, active) + 24;
  return {
    width,
    svg: [rect(x, y, width, 28, { fill: active ? COLOURS.accentStrong : COLOURS.slot, stroke: active ? COLOURS.accent : COLOURS.border, radius: 6 }), text(x + width / 2, y + 19, label, { size: 13, anchor: 'middle', weight: active ? 'bold' : 'normal', fill: active ? COLOURS.text : COLOURS.muted })].join(''),
  };
}

function tabs(x: number, y: number, labels: readonly string[], active: number): string {
  let left = x;
  return labels
    .map((label, index) => {
      const drawn = tab(left, y, label, index === active);
      left += drawn.width + 8;
      return drawn.svg;
    })
    .join('');
}

/** A chat box of the game with its lines: `[text, colour]`. */
function chatBox(x: number, y: number, width: number, lines: readonly (readonly [string, string])[], typed?: string): string {
  const height = lines.length * 19 + 14 + (typed ? 32 : 0);
  const parts = [rect(x, y, width, height, { fill: '#00000066', stroke: COLOURS.border, radius: 6 })];
  lines.forEach(([content, colour], index) => parts.push(text(x + 10, y + 22 + index * 19, content, { size: 13, fill: colour })));
  if (typed) {
    const top = y + height - 30;
    parts.push(rect(x + 6, top, width - 12, 24, { fill: COLOURS.sunken, stroke: COLOURS.accent, radius: 4 }), text(x + 14, top + 17, typed, { size: 13, weight: 'bold', fill: COLOURS.text }));
  }
  return parts.join('');
}

/** The frame of one mock screen. */
function screen(x: number, y: number, width: number, height: number, label?: string): string {
  const parts = [rect(x, y, width, height, { fill: COLOURS.sunken, stroke: COLOURS.border, radius: 8 })];
  if (label) parts.push(text(x + width / 2, y + 22, label, { size: 13, weight: 'bold', anchor: 'middle', fill: COLOURS.muted }));
  return parts.join('');
}

interface Step {
  /** What the player does, one short sentence (wrapped to the picture's width). */
  caption: string;
  /** The mock screen's height. */
  height: number;
  /** Draws the mock screen in the box (x, y, width, height). */
  draw: (x: number, y: number, width: number, height: number) => string[];
  /** The badge's label; the step's position when left out. */
  number?: string;
}

/** Numbered steps stacked top to bottom (reads well on a phone): badge, caption, then the mock screen. */
function stepsPicture({ name, heading, note, description, steps, width = 460 }: { name: string; heading: string; note: string; description: string; steps: readonly Step[]; width?: number }): Picture {
  const body = [title(PAD, 34, heading), subtitle(PAD, 54, note)];
  let y = 76;
  const screenWidth = width - 2 * PAD;
  steps.forEach((step, index) => {
    const mark = badge(PAD, y + 12, step.number ?? String(index + 1));
    const captionLines = wrap(step.caption, screenWidth - mark.width - 10, 14, true);
    body.push(mark.svg);
    body.push(textLines(PAD + mark.width + 10, y + 17, captionLines, { size: 14, weight: 'bold', lineHeight: 19 }));
    y += Math.max(30, captionLines.length * 19 + 10);
    body.push(screen(PAD, y, screenWidth, step.height));
    body.push(...step.draw(PAD, y, screenWidth, step.height));
    y += step.height + 20;
  });
  return { name, svg: svgDocument({ width, height: y, title: heading, description, body }) };
}

// ---------------------------------------------------------------- 1. the sign of a player shop

function plojaSign(): Picture {
  const coins = readData<Servidor>('servidor').moedas.jogo;
  const width = 480;
  const body = [title(PAD, 34, 'Placa de uma loja de jogador'), subtitle(PAD, 54, 'Exemplo: /ploja criar 12 com um lingote de ferro na mão')];
  // The chest, and the sign on its front.
  const chestX = PAD + 40;
  const chestY = 76;
  const chestSize = 230;
  body.push(rect(chestX, chestY, chestSize, chestSize, { fill: '#a8763e', stroke: '#6b4520', strokeWidth: 3, radius: 6 }));
  body.push(rect(chestX, chestY + 40, chestSize, 6, { fill: '#6b4520' }), rect(chestX + 103, chestY + 28, 24, 30, { fill: '#9a9aa2', stroke: '#55555c', radius: 3 }));
  const signX = chestX + 12;
  const signY = chestY + 78;
  const signWidth = chestSize - 24;
  body.push(rect(signX, signY, signWidth, 132, { fill: WOOD, stroke: WOOD_DARK, strokeWidth: 3, radius: 4 }));
  body.push(text(chestX + chestSize + 16, chestY + 24, 'Baú da loja,', { size: 12, fill: COLOURS.muted }), text(chestX + chestSize + 16, chestY + 40, 'no seu terreno', { size: 12, fill: COLOURS.muted }));
  const signLines = ['SeuNick', 'Lingote de ferro', `12 ${coins} cada`, 'Estoque: 128'];
  const callouts = [
    ['Nick do dono', 'A loja vende mesmo com você offline.'],
    ['Item da loja', 'O que estava na sua mão no /ploja criar.'],
    ['Preço por unidade', 'Para mudar: /ploja preco <preço>.'],
    ['Estoque do baú', 'Atualiza sozinho. Numa loja de compra sem saldo, a placa mostra “Sem saldo”.'],
  ] as const;
  signLines.forEach((content, index) => {
    const lineY = signY + 30 + index * 28;
    body.push(text(signX + signWidth / 2, lineY, content, { size: 16, weight: 'bold', anchor: 'middle', fill: '#2a1c10' }));
    body.push(line(signX + signWidth - 2, lineY - 5, chestX + chestSize + 22, lineY - 5, { stroke: COLOURS.warning, strokeWidth: 1.5, dash: '3 3' }));
    body.push(badge(chestX + chestSize + 24, lineY - 5, String(index + 1)).svg);
  });
  let y = chestY + chestSize + 20;
  callouts.forEach(([head, detail], index) => {
    const detailLines = wrap(detail, width - 2 * PAD - 50, 13);
    const boxHeight = 30 + detailLines.length * 17;
    body.push(rect(PAD, y, width - 2 * PAD, boxHeight, { fill: COLOURS.slot, stroke: COLOURS.border, radius: 8 }));
    body.push(badge(PAD + 8, y + 18, String(index + 1)).svg);
    body.push(text(PAD + 44, y + 21, head, { size: 14, weight: 'bold', fill: COLOURS.warning }));
    body.push(textLines(PAD + 44, y + 39, detailLines, { size: 13, fill: COLOURS.text, lineHeight: 17 }));
    y += boxHeight + 8;
  });
  return {
    name: 'menu-ploja-placa',
    svg: svgDocument({
      width,
      height: y + 12,
      title: 'Placa de uma loja de jogador (/ploja)',
      description: `Um baú com a placa da loja na frente. As linhas da placa, numeradas e explicadas embaixo: 1, o nick do dono (SeuNick); 2, o item (Lingote de ferro); 3, o preço por unidade (12 ${coins} cada), que se muda com /ploja preco; 4, o estoque do baú (128), que se atualiza sozinho. Numa loja de compra sem saldo, a placa mostra Sem saldo.`,
      body,
    }),
  };
}

function plojaMenu(): Picture {
  const coins = readData<Servidor>('servidor').moedas.jogo;
  const price = 12;
  const width = 560;
  const body = [title(PAD, 34, 'Comprar numa loja de jogador'), subtitle(PAD, 54, 'Clique com o botão direito na placa e escolha a quantidade')];
  const windowY = 70;
  const windowHeight = 250;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Loja de SeuNick'));
  body.push(itemTile(PAD + 20, windowY + 54, 64, '#d8d8d8', 'ingot'));
  body.push(text(PAD + 100, windowY + 72, 'Lingote de ferro', { size: 16, weight: 'bold' }));
  body.push(text(PAD + 100, windowY + 94, `${price} ${coins} cada`, { size: 14, fill: COLOURS.warning }));
  body.push(text(PAD + 100, windowY + 114, 'Estoque: 128', { size: 13, fill: COLOURS.muted }));
  body.push(rect(PAD + 290, windowY + 50, 210, 62, { fill: COLOURS.sunken, stroke: COLOURS.accent, radius: 6 }));
  body.push(textLines(PAD + 300, windowY + 72, ['Passe o mouse no item:', 'encantamentos e', 'durabilidade'], { size: 12, fill: COLOURS.text, lineHeight: 16 }));
  const amounts = [1, 16, 64];
  const buttonWidth = 116;
  const buttonY = windowY + 150;
  amounts.forEach((amount, index) => {
    const x = PAD + 16 + index * (buttonWidth + 8);
    body.push(rect(x, buttonY, buttonWidth, 56, { fill: COLOURS.slot, stroke: COLOURS.leaf, strokeWidth: 1.5, radius: 8 }));
    body.push(text(x + buttonWidth / 2, buttonY + 23, `Levar ${amount}`, { size: 14, weight: 'bold', anchor: 'middle' }));
    body.push(text(x + buttonWidth / 2, buttonY + 43, `${brazilian(Math.round(amount * price))} ${coins}`, { size: 13, anchor: 'middle', fill: COLOURS.warning }));
  });
  const otherX = PAD + 16 + 3 * (buttonWidth + 8);
  body.push(rect(otherX, buttonY, width - 2 * PAD - 32 - 3 * (buttonWidth + 8), 56, { fill: COLOURS.slot, stroke: COLOURS.border, radius: 8 }));
  body.push(textLines(otherX + (width - 2 * PAD - 32 - 3 * (buttonWidth + 8)) / 2, buttonY + 23, ['Outra', 'quantidade'], { size: 13, anchor: 'middle', weight: 'bold', lineHeight: 18 }));
  body.push(text(PAD, windowY + windowHeight + 26, 'O dinheiro vai para o dono e o item sai do estoque do baú.', { size: 13, fill: COLOURS.muted }));
  return {
    name: 'menu-ploja-compra',
    svg: svgDocument({
      width,
      height: windowY + windowHeight + 44,
      title: 'Menu de compra de uma loja de jogador',
      description: `Menu da loja de SeuNick: o item (Lingote de ferro, ${price} ${coins} cada, estoque 128), um aviso de que passar o mouse no item mostra encantamentos e durabilidade, e os botões Levar 1 (${price} ${coins}), Levar 16 (${brazilian(Math.round(16 * price))} ${coins}), Levar 64 (${brazilian(Math.round(64 * price))} ${coins}) e Outra quantidade.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------- 2. the server shop

function slojaMenu(): Picture {
  const { itens } = readData<Economia>('economia').sloja;
  const ores: readonly (readonly [string, string, Glyph])[] = [
    ['carvao', '#3b3b3b', 'lump'],
    ['ferro', '#d8d8d8', 'ingot'],
    ['ouro', '#f2c94c', 'ingot'],
    ['redstone', '#d8412f', 'dust'],
    ['lapis', '#2f5fc4', 'lump'],
    ['diamante', '#4ee6e0', 'gem'],
    ['esmeralda', '#3fcf6e', 'gem'],
  ];
  const size = 50;
  const gap = 6;
  const gridWidth = 9 * size + 8 * gap;
  const width = gridWidth + 2 * PAD + 32;
  const body = [title(PAD, 34, 'Loja do servidor: menu de Minérios'), subtitle(PAD, 54, 'Aberto com clique direito no vendedor, em /warp loja')];
  const windowY = 70;
  const gridX = PAD + 16;
  const gridY = windowY + 50;
  const windowHeight = 50 + 3 * size + 2 * gap + 44;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Minérios'));
  for (let row = 0; row < 3; row += 1) for (let column = 0; column < 9; column += 1) body.push(slot(gridX + column * (size + gap), gridY + row * (size + gap), size));
  ores.forEach(([key, colour, kind], index) => {
    const x = gridX + (index + 1) * (size + gap);
    body.push(itemTile(x, gridY, size, colour, kind));
    body.push(circle(x + size - 6, gridY + size - 6, 9, { fill: COLOURS.panel, stroke: COLOURS.border }), text(x + size - 6, gridY + size - 1.5, String(index + 1), { size: 12, weight: 'bold', anchor: 'middle' }));
    if (!itens[key]) throw new Error(`economia.yml: sloja.itens has no "${key}"`);
  });
  const sellX = gridX + 8 * (size + gap);
  const sellY = gridY + 2 * (size + gap);
  body.push(itemTile(sellX, sellY, size, COLOURS.leaf, 'coin'));
  body.push(text(sellX + size, sellY + size + 26, 'Vender inventário ↑', { size: 13, weight: 'bold', anchor: 'end', fill: COLOURS.leaf }));
  body.push(text(gridX, sellY + size + 26, 'Vende tudo o que a loja aceita', { size: 12, fill: COLOURS.muted }));
  // The table of prices, as on the page.
  let y = windowY + windowHeight + 32;
  const columns = [PAD + 4, PAD + 250, PAD + 400];
  ['Item (quantidade)', 'Você compra', 'Você vende'].forEach((head, index) => body.push(text(columns[index]!, y, head, { size: 13, weight: 'bold', fill: COLOURS.accent })));
  y += 8;
  ores.forEach(([key, colour], index) => {
    const item = itens[key]!;
    const rowY = y + index * 24;
    if (index % 2 === 0) body.push(rect(PAD, rowY + 2, width - 2 * PAD, 24, { fill: COLOURS.slot, radius: 4 }));
    body.push(rect(columns[0]!, rowY + 7, 14, 14, { fill: colour, stroke: '#00000055', radius: 3 }));
    body.push(text(columns[0]! + 22, rowY + 19, `${index + 1}. ${item.nome} ×${item.qtd}`, { size: 13 }));
    body.push(text(columns[1]!, rowY + 19, item.compra, { size: 13, fill: item.compra.startsWith('não') ? COLOURS.muted : COLOURS.warning }));
    body.push(text(columns[2]!, rowY + 19, item.venda, { size: 13, fill: item.venda.startsWith('não') ? COLOURS.muted : COLOURS.leaf }));
  });
  y += ores.length * 24 + 28;
  const hints = [
    ['Clique esquerdo:', 'compra a quantidade da tabela'],
    ['Clique direito:', 'vende essa quantidade'],
    ['Shift + clique direito:', 'vende tudo daquele item'],
  ] as const;
  hints.forEach(([head, detail], index) => {
    body.push(text(PAD + 4, y + index * 20, head, { size: 13, weight: 'bold' }));
    body.push(text(PAD + 170, y + index * 20, detail, { size: 13, fill: COLOURS.muted }));
  });
  const described = ores.map(([key]) => {
    const item = itens[key]!;
    return `${item.nome} (${item.qtd}): compra ${item.compra}, venda ${item.venda}`;
  });
  return {
    name: 'menu-sloja',
    svg: svgDocument({
      width,
      height: y + 2 * 20 + 22,
      title: 'Menu de Minérios da loja do servidor',
      description: `Menu de baú de 9 colunas com os minérios da loja do servidor e, no canto de baixo, o botão Vender inventário. Preços: ${described.join('; ')}. Clique esquerdo compra, clique direito vende, Shift + clique direito vende tudo daquele item.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------- 3. island protections and permissions

const PROTECTION_GLYPHS: Readonly<Record<string, readonly [string, Glyph]>> = {
  'Portas e alçapões': ['#a8763e', 'door'],
  'Botões e alavancas': ['#9a9aa2', 'lever'],
  'Pegar itens': ['#7fd4e6', 'items'],
  'Sentar e montar': ['#b8945f', 'boat'],
  PvP: ['#c0c4c8', 'swords'],
  'Dano a visitantes': ['#ff8a8a', 'heart'],
  Explosões: ['#f2a03c', 'burst'],
  'Estragos de criaturas': ['#7a7a7a', 'crack'],
  Fogo: ['#f26b3a', 'flame'],
  'Pisotear plantações': ['#8b5a2b', 'sprout'],
};

function ilhaProtecoes(): Picture {
  const options = pageTable('wiki/skyblock/ilha/protecoes.md', '## Opções de proteção').map((row) => ({ name: cell(row, 0), on: cell(row, 2) === 'Ligado' }));
  const perRow = 5;
  const pitch = 112;
  const width = perRow * pitch + 2 * PAD + 16;
  const body = [title(PAD, 34, 'Menu /ilha protecoes'), subtitle(PAD, 54, 'Como vem numa ilha nova; clique num item para ligar ou desligar')];
  const windowY = 70;
  const rows = Math.ceil(options.length / perRow);
  const cellHeight = 150;
  const windowHeight = 50 + rows * cellHeight;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Proteções da ilha'));
  options.forEach((option, index) => {
    const style = PROTECTION_GLYPHS[option.name];
    if (!style) throw new Error(`menus.ts: no glyph for the protection "${option.name}" of protecoes.md`);
    const cx = PAD + 8 + pitch / 2 + (index % perRow) * pitch;
    const top = windowY + 52 + Math.floor(index / perRow) * cellHeight;
    body.push(itemTile(cx - 26, top, 52, style[0], style[1]));
    body.push(pill(cx, top + 60, option.on ? 'Ligado' : 'Desligado', option.on ? COLOURS.leaf : OFF, { anchor: 'middle' }));
    body.push(textLines(cx, top + 104, wrap(option.name, pitch - 10, 13, true), { size: 13, weight: 'bold', anchor: 'middle', lineHeight: 17 }));
  });
  const on = options.filter((option) => option.on).map((option) => option.name);
  const off = options.filter((option) => !option.on).map((option) => option.name);
  return {
    name: 'menu-ilha-protecoes',
    svg: svgDocument({
      width,
      height: windowY + windowHeight + 20,
      title: 'Menu de proteções da ilha',
      description: `Menu de /ilha protecoes com ${options.length} opções, cada uma com o seu estado numa ilha nova. Ligadas: ${on.join(', ')}. Desligadas: ${off.join(', ')}.`,
      body,
    }),
  };
}

const PERMISSION_GLYPHS: readonly (readonly [RegExp, string, Glyph])[] = [
  [/^Colocar e quebrar blocos/, '#7a7a7a', 'block'],
  [/^Usar portas/, '#a8763e', 'door'],
  [/^Abrir baús/, '#a8763e', 'chest'],
  [/^Coletar e abastecer/, '#7fd4e6', 'gear'],
  [/^Comprar e vender fábricas/, '#f2c45c', 'coin'],
  [/spawners/, '#4a3d55', 'spawner'],
  [/^Comprar melhorias/, '#c99bf5', 'star'],
  [/^Convidar/, '#7ed491', 'person'],
  [/home/, '#5aa9e6', 'house'],
  [/proteções/, '#b7abc2', 'shield'],
  [/^Resetar/, '#ff8a8a', 'trash'],
];

function ilhaPermissoes(): Picture {
  const table = pageTable('wiki/skyblock/ilha/permissoes.md', '## Permissões padrão');
  const role = 2; // the Membro column
  const permissions = table.map((row) => ({ name: cell(row, 0), allowed: cell(row, role) === 'Sim', ownerOnly: row.slice(1).every((value) => value === 'Não') }));
  const width = 560;
  const body = [title(PAD, 34, 'Menu /ilha permissoes'), subtitle(PAD, 54, 'Escolha o cargo e clique numa permissão para alternar')];
  const windowY = 70;
  const rowHeight = 38;
  const windowHeight = 96 + permissions.length * rowHeight;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Permissões da ilha'));
  body.push(tabs(PAD + 14, windowY + 48, ['Moderador', 'Membro', 'Confiável'], 1));
  permissions.forEach((permission, index) => {
    const y = windowY + 90 + index * rowHeight;
    const style = PERMISSION_GLYPHS.find(([pattern]) => pattern.test(permission.name));
    if (!style) throw new Error(`menus.ts: no glyph for the permission "${permission.name}" of permissoes.md`);
    body.push(itemTile(PAD + 14, y, 32, style[1], style[2]));
    body.push(text(PAD + 56, y + 21, permission.name, { size: 13 }));
    const [label, colour] = permission.ownerOnly ? ['Só o dono', COLOURS.border] : permission.allowed ? ['Liberado', COLOURS.leaf] : ['Bloqueado', OFF];
    body.push(pill(width - PAD - 14, y + 5, label, colour, { anchor: 'end' }));
  });
  const allowed = permissions.filter((p) => p.allowed).map((p) => p.name.toLowerCase());
  return {
    name: 'menu-ilha-permissoes',
    svg: svgDocument({
      width,
      height: windowY + windowHeight + 20,
      title: 'Menu de permissões da ilha',
      description: `Menu de /ilha permissoes com as abas Moderador, Membro e Confiável; na aba Membro, as permissões padrão em verde (liberado) ou vermelho (bloqueado). Liberadas: ${allowed.join('; ')}. As outras estão bloqueadas, e resetar, apagar ou transferir a ilha é só do dono.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------- 4. the armor stand editor

const STAND_GLYPHS: Readonly<Record<string, readonly [string, Glyph]>> = {
  Braços: ['#b08a5a', 'arms'],
  Base: ['#a8a8a8', 'base'],
  Tamanho: ['#7fd4e6', 'size'],
  'Poses prontas': ['#c99bf5', 'pose'],
  'Ajuste fino': ['#f2c45c', 'angle'],
  Rotação: ['#5aa9e6', 'rotate'],
  'Copiar e colar': ['#7ed491', 'copy'],
};

function suporteMenu(): Picture {
  const options = pageTable('wiki/survival/melhorias/armor-stand.md', '## O que dá para mudar').map((row) => ({ name: cell(row, 0), detail: cell(row, 1) }));
  const { comando } = readData<{ suporte: { comando: string } }>('melhorias').suporte;
  const width = 480;
  const columns = 1;
  const cardWidth = (width - 2 * PAD - 28 - 12) / columns;
  const cardHeight = 72;
  const body = [title(PAD, 34, 'Editor de suportes de armadura'), subtitle(PAD, 54, `Agache e clique no suporte com a mão vazia, ou use ${comando}`)];
  const windowY = 70;
  const rows = Math.ceil(options.length / columns);
  const windowHeight = 52 + rows * (cardHeight + 10) + 4;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Editor de suporte'));
  options.forEach((option, index) => {
    const style = STAND_GLYPHS[option.name];
    if (!style) throw new Error(`menus.ts: no glyph for the option "${option.name}" of armor-stand.md`);
    const x = PAD + 14 + (index % columns) * (cardWidth + 12);
    const y = windowY + 50 + Math.floor(index / columns) * (cardHeight + 10);
    body.push(rect(x, y, cardWidth, cardHeight, { fill: COLOURS.slot, stroke: COLOURS.border, radius: 8 }));
    body.push(itemTile(x + 10, y + 12, 48, style[0], style[1]));
    body.push(text(x + 70, y + 24, option.name, { size: 14, weight: 'bold' }));
    body.push(textLines(x + 70, y + 43, wrap(option.detail, cardWidth - 80, 12).slice(0, 3), { size: 12, fill: COLOURS.muted, lineHeight: 16 }));
  });
  let y = windowY + windowHeight + 26;
  body.push(text(PAD, y, 'Java: botão esquerdo aumenta o ângulo, o direito diminui.', { size: 13, weight: 'bold' }));
  const bedrock = wrap('Bedrock: o editor abre como formulário, com botões e controles deslizantes.', width - 2 * PAD, 13);
  body.push(textLines(PAD, y + 20, bedrock, { size: 13, fill: COLOURS.muted, lineHeight: 18 }));
  y += 20 + (bedrock.length - 1) * 18;
  return {
    name: 'menu-suporte-armadura',
    svg: svgDocument({
      width,
      height: y + 20,
      title: 'Menu do editor de suportes de armadura',
      description: `O menu do editor de suportes, com ${options.length} opções: ${options.map((o) => `${o.name} (${o.detail.charAt(0).toLowerCase()}${o.detail.slice(1)})`).join('; ')}. No Java, o botão esquerdo aumenta o ângulo e o direito diminui.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------- 5. adding the server (Java and Bedrock)

/** The last screen of adding a server: `save` (the form's button, clicked) → the list with the server selected → "Entrar no servidor". */
function joinScreen(x: number, y: number, w: number, save: string, address: string): string[] {
  const listX = x + 130;
  return [
    button(x + 14, y + 22, 90, 30, save, true, 12),
    `<path d="M${x + 108} ${y + 37}h10" stroke="${COLOURS.accent}" stroke-width="3"/>`,
    `<path d="M${x + 118} ${y + 31}l8 6l-8 6z" fill="${COLOURS.accent}"/>`,
    rect(listX, y + 12, x + w - 14 - listX, 50, { fill: '#00000044', stroke: COLOURS.warning, strokeWidth: 2, radius: 4 }),
    itemTile(listX + 6, y + 17, 40, '#7a3f9a', 'block'),
    text(listX + 54, y + 33, 'Jabuticraft', { size: 14, weight: 'bold' }),
    text(listX + 54, y + 52, address, { size: 12, fill: COLOURS.muted }),
    button(listX + (x + w - 14 - listX - 200) / 2, y + 80, 200, 30, 'Entrar no servidor', true),
    pointer(listX + (x + w - 14 - listX - 200) / 2 + 182, y + 96),
  ];
}

function javaSteps(): Picture {
  const address = site.brand.javaAddress;
  const centred = (x: number, width: number, buttonWidth: number) => x + (width - buttonWidth) / 2;
  const steps: Step[] = [
    {
      number: '2',
      caption: 'No menu principal, clique em Multijogador',
      height: 150,
      draw: (x, y, w) => {
        const bx = centred(x, w, 220);
        return [text(x + w / 2, y + 30, 'Minecraft Java', { size: 16, weight: 'bold', anchor: 'middle', fill: COLOURS.muted }), button(bx, y + 44, 220, 28, 'Um jogador'), button(bx, y + 78, 220, 28, 'Multijogador', true), button(bx, y + 112, 220, 28, 'Opções'), pointer(bx + 196, y + 94)];
      },
    },
    {
      number: '3',
      caption: 'Clique em Adicionar servidor',
      height: 150,
      draw: (x, y, w) => [
        text(x + w / 2, y + 26, 'Jogar multijogador', { size: 14, weight: 'bold', anchor: 'middle', fill: COLOURS.muted }),
        rect(x + 14, y + 38, w - 28, 52, { fill: '#00000044', stroke: COLOURS.border, radius: 4 }),
        text(x + w / 2, y + 69, 'A lista de servidores aparece aqui', { size: 12, anchor: 'middle', fill: COLOURS.muted }),
        button(x + 14, y + 104, 84, 30, 'Entrar', false, 12),
        button(x + 106, y + 104, 120, 30, 'Conexão direta', false, 12),
        button(x + 234, y + 104, w - 248, 30, 'Adicionar servidor', true, 12),
        pointer(x + w - 22, y + 124),
      ],
    },
    {
      number: '4–5',
      caption: 'Escreva o nome e o endereço do servidor',
      height: 176,
      draw: (x, y, w) => [
        text(x + w / 2, y + 24, 'Editar informações do servidor', { size: 13, weight: 'bold', anchor: 'middle', fill: COLOURS.muted }),
        field(x + 20, y + 32, w - 40, 'Nome do servidor', 'Jabuticraft'),
        field(x + 20, y + 80, w - 40, 'Endereço do servidor', address),
        button(centred(x, w, 180), y + 136, 180, 28, 'Concluído'),
      ],
    },
    {
      number: '6',
      caption: 'Clique em Concluído, selecione o Jabuticraft na lista e clique em Entrar no servidor',
      height: 124,
      draw: (x, y, w) => joinScreen(x, y, w, 'Concluído', address),
    },
  ];
  return stepsPicture({
    name: 'passos-java-servidor',
    heading: 'Adicionar o servidor no Java',
    note: `Endereço: ${address}, sem porta`,
    description: `Os passos 2 a 6 em telas do Minecraft Java: 2, no menu principal, o botão Multijogador; 3, na lista de servidores, o botão Adicionar servidor; 4 e 5, o formulário com Nome do servidor Jabuticraft e Endereço do servidor ${address}; 6, o botão Concluído, o Jabuticraft selecionado na lista e o botão Entrar no servidor.`,
    steps,
  });
}

function bedrockSteps(): Picture {
  const { bedrockAddress: address, bedrockPort: port } = site.brand;
  const steps: Step[] = [
    {
      number: '2',
      caption: 'Toque em Jogar e abra a aba Servidores',
      height: 100,
      draw: (x, y) => [
        text(x + 14, y + 24, 'Tela inicial', { size: 12, fill: COLOURS.muted }),
        button(x + 14, y + 34, 100, 30, 'Jogar', true),
        pointer(x + 96, y + 52),
        `<path d="M${x + 124} ${y + 49}h12" stroke="${COLOURS.accent}" stroke-width="3"/>`,
        `<path d="M${x + 136} ${y + 43}l8 6l-8 6z" fill="${COLOURS.accent}"/>`,
        text(x + 154, y + 24, 'Abas', { size: 12, fill: COLOURS.muted }),
        tabs(x + 154, y + 35, ['Mundos', 'Amigos', 'Servidores'], 2),
      ],
    },
    {
      number: '3',
      caption: 'Toque em Adicionar servidor',
      height: 132,
      draw: (x, y, w) => [
        tabs(x + 14, y + 14, ['Mundos', 'Amigos', 'Servidores'], 2),
        rect(x + 14, y + 52, w - 28, 30, { fill: '#00000044', stroke: COLOURS.border, radius: 4 }),
        text(x + 24, y + 72, 'Servidores parceiros…', { size: 12, fill: COLOURS.muted }),
        button(x + 14, y + 92, w - 28, 28, 'Adicionar servidor', true),
        pointer(x + w - 50, y + 108),
      ],
    },
    {
      number: '4',
      caption: `Preencha os três campos; a porta já vem como ${port}`,
      height: 200,
      draw: (x, y, w) => [
        field(x + 20, y + 10, w - 40, 'Nome do servidor', 'Jabuticraft'),
        field(x + 20, y + 58, w - 40, 'Endereço do servidor', address),
        field(x + 20, y + 106, 120, 'Porta', String(port)),
        text(x + 152, y + 143, 'deixe assim', { size: 12, fill: COLOURS.muted }),
        button(x + (w - 180) / 2, y + 160, 180, 28, 'Salvar'),
      ],
    },
    {
      number: '5',
      caption: 'Toque em Salvar, escolha o Jabuticraft e toque em Entrar no servidor',
      height: 124,
      draw: (x, y, w) => joinScreen(x, y, w, 'Salvar', `${address}:${port}`),
    },
  ];
  return stepsPicture({
    name: 'passos-bedrock-servidor',
    heading: 'Adicionar o servidor no Bedrock',
    note: `Endereço: ${address} · porta ${port}`,
    description: `Os passos 2 a 5 em telas do Minecraft Bedrock: 2, o botão Jogar e a aba Servidores; 3, o botão Adicionar servidor; 4, o formulário com Nome do servidor Jabuticraft, Endereço do servidor ${address} e Porta ${port}; 5, o botão Salvar, o Jabuticraft na lista e o botão Entrar no servidor.`,
    steps,
  });
}

// ---------------------------------------------------------------- 6. linking accounts

/** A mock direct-message window of Discord (drawn with our palette): the bot's name and the messages. */
function discordDm(x: number, y: number, w: number, bot: string, messages: readonly (readonly [string, string, string])[]): string[] {
  const parts = [rect(x + 10, y + 10, w - 20, 30, { fill: COLOURS.slot, radius: 6 }), circle(x + 30, y + 25, 9, { fill: COLOURS.accentStrong }), glyph('discord', x + 30, y + 25, 12, COLOURS.text), text(x + 46, y + 30, `@${bot}`, { size: 13, weight: 'bold' }), text(x + w - 20, y + 30, 'mensagem privada', { size: 12, anchor: 'end', fill: COLOURS.muted })];
  messages.forEach(([author, content, colour], index) => {
    const my = y + 56 + index * 44;
    parts.push(circle(x + 30, my + 12, 11, { fill: author === bot ? COLOURS.accentStrong : COLOURS.water }));
    parts.push(text(x + 50, my + 8, author, { size: 12, weight: 'bold', fill: author === bot ? COLOURS.accent : COLOURS.info }));
    parts.push(text(x + 50, my + 27, content, { size: 13, fill: colour }));
  });
  return parts;
}

function discordSteps(): Picture {
  const { discord } = readData<Economia>('economia');
  const bot = readData<Servidor>('servidor').discord.bot;
  const code = '4821';
  const steps: Step[] = [
    {
      caption: 'Entre no Discord do Jabuticraft com a conta que vai vincular',
      height: 70,
      draw: (x, y, w) => [itemTile(x + 14, y + 12, 46, '#7a3f9a', 'discord'), text(x + 72, y + 32, 'Jabuticraft', { size: 14, weight: 'bold' }), text(x + 72, y + 51, site.brand.discordUrl.replace(/^https:\/\//, ''), { size: 12, fill: COLOURS.muted }), pill(x + w - 14, y + 24, 'Você entrou', COLOURS.leaf, { anchor: 'end' })],
    },
    {
      caption: 'No jogo, digite /discord vincular: o chat mostra um código de quatro dígitos',
      height: 100,
      draw: (x, y, w) => [chatBox(x + 10, y + 10, w - 20, [['> /discord vincular', COLOURS.text], [`Seu código: ${code}`, COLOURS.warning], [`Vale por ${discord.codigoValidade}.`, COLOURS.muted]])],
    },
    {
      caption: `No Discord, mande só o código por mensagem privada para o ${bot}`,
      height: 110,
      draw: (x, y, w) => [...discordDm(x, y, w, bot, [['Você', code, COLOURS.text]])],
    },
    {
      caption: 'O bot responde com o seu nick',
      height: 172,
      draw: (x, y, w) => [...discordDm(x, y, w, bot, [['Você', code, COLOURS.text], [bot, 'Conta vinculada: SeuNick', COLOURS.leaf]]), text(x + 14, y + 160, `Cargos e apelido chegam em até ${discord.sincronizacao}.`, { size: 12, fill: COLOURS.muted })],
    },
  ];
  return stepsPicture({
    name: 'passos-discord-vincular',
    heading: 'Vincular a conta ao Discord',
    note: 'O código de exemplo é 4821; o seu será outro',
    description: `Quatro passos numerados: 1, entrar no Discord do Jabuticraft; 2, no chat do jogo, /discord vincular mostra um código de quatro dígitos, válido por ${discord.codigoValidade}; 3, numa mensagem privada ao bot ${bot}, mandar só o código; 4, o bot responde com o seu nick, e os cargos chegam em até ${discord.sincronizacao}.`,
    steps,
  });
}

function linkAccountSteps(): Picture {
  const prefix = readData<Servidor>('servidor').bedrock.prefixo;
  const code = '4821';
  const steps: Step[] = [
    {
      number: '1–2',
      caption: 'Entre pelo Java e digite /linkaccount com a sua gamertag: o chat mostra um código',
      height: 82,
      draw: (x, y, w) => [chatBox(x + 10, y + 10, w - 20, [['> /linkaccount SuaGamertag', COLOURS.text], [`Código: ${code}`, COLOURS.warning]])],
    },
    {
      number: '3–4',
      caption: 'Anote o código, saia do Java e entre pelo Bedrock',
      height: 70,
      draw: (x, y, w) => [itemTile(x + 24, y + 12, 46, '#5aa9e6', 'block'), text(x + 84, y + 31, 'Java', { size: 14, weight: 'bold' }), text(x + 84, y + 50, 'SeuNick', { size: 12, fill: COLOURS.muted }), `<path d="M${x + w / 2 - 20} ${y + 35}h40" stroke="${COLOURS.accent}" stroke-width="3"/>`, `<path d="M${x + w / 2 + 20} ${y + 27}l10 8l-10 8z" fill="${COLOURS.accent}"/>`, itemTile(x + w - 176, y + 12, 46, '#7ed491', 'block'), text(x + w - 118, y + 31, 'Bedrock', { size: 14, weight: 'bold' }), text(x + w - 118, y + 50, `${prefix}SuaGamertag`, { size: 12, fill: COLOURS.muted })],
    },
    {
      number: '5',
      caption: 'Pelo Bedrock, digite /linkaccount com o nick do Java e o código',
      height: 64,
      draw: (x, y, w) => [chatBox(x + 10, y + 10, w - 20, [[`> /linkaccount SeuNick ${code}`, COLOURS.text]])],
    },
    {
      number: '6',
      caption: 'O servidor desconecta você; entre de novo pelo Bedrock',
      height: 92,
      draw: (x, y, w) => [text(x + w / 2, y + 26, 'No Bedrock, agora você é', { size: 12, anchor: 'middle', fill: COLOURS.muted }), text(x + w / 2, y + 52, 'SeuNick', { size: 18, weight: 'bold', anchor: 'middle', fill: COLOURS.leaf }), text(x + w / 2, y + 76, `antes: ${prefix}SuaGamertag`, { size: 12, anchor: 'middle', fill: COLOURS.muted })],
    },
  ];
  return stepsPicture({
    name: 'passos-vincular-contas',
    heading: 'Vincular as contas Java e Bedrock',
    note: 'O código de exemplo é 4821; o seu será outro',
    description: `Os passos em quatro telas: 1 e 2, no chat do Java, /linkaccount SuaGamertag mostra um código; 3 e 4, sair do Java e entrar pelo Bedrock, onde você aparece como ${prefix}SuaGamertag; 5, no chat do Bedrock, /linkaccount SeuNick e o código; 6, depois de ser desconectado, entrar de novo pelo Bedrock e aparecer com o nick do Java, SeuNick.`,
    steps,
  });
}

// ---------------------------------------------------------------- 7. other menus

function kitsMenu(mode: 'survival' | 'skyblock'): Picture {
  const kits = readData<Record<string, Kit>>('kits');
  const vip = readData<Record<string, VipLevel>>('vip');
  const servidor = readData<Servidor>('servidor');
  const inicial = kits['inicial']!;
  const diario = kits['diario']!;
  const premium = kits['premium']!;
  const premiumName = vip['premium']!.nome;
  const contents = `${inicial[mode]}${mode === 'survival' ? `, além da ${servidor.protecao.ferramenta}` : ''}`;
  const shown = [
    { name: inicial.nome!, colour: '#7ed491', kind: 'bag' as Glyph, state: 'Disponível', ready: true },
    { name: diario.nome!, colour: '#f2c45c', kind: 'bag' as Glyph, state: 'Faltam 6 h 15 min', ready: false },
    { name: premiumName, colour: '#c99bf5', kind: 'star' as Glyph, state: 'Disponível', ready: true },
  ];
  const width = 560;
  const body = [title(PAD, 34, `Menu /kit no ${mode === 'survival' ? 'Survival' : 'Skyblock'}`), subtitle(PAD, 54, `Exemplo: jogador com VIP ${premiumName} que pegou o kit diário há pouco`)];
  const windowY = 70;
  const tooltipLines = wrap(contents, 310, 13);
  const windowHeight = 176 + 34 + tooltipLines.length * 18 + 14;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Kits'));
  const pitch = (width - 2 * PAD - 28) / shown.length;
  shown.forEach((kit, index) => {
    const cx = PAD + 14 + pitch / 2 + index * pitch;
    const top = windowY + 52;
    body.push(itemTile(cx - 28, top, 56, kit.ready ? kit.colour : '#6b6172', kit.kind));
    body.push(text(cx, top + 78, `Kit ${kit.name}`, { size: 14, weight: 'bold', anchor: 'middle' }));
    body.push(pill(cx, top + 88, kit.state, kit.ready ? COLOURS.leaf : COLOURS.warning, { anchor: 'middle' }));
  });
  // The tooltip of the first kit, as when the mouse is over it.
  const firstX = PAD + 14 + pitch / 2;
  const tipY = windowY + 176;
  body.push(pointer(firstX + 14, windowY + 92));
  body.push(rect(firstX - 50, tipY, 340, 34 + tooltipLines.length * 18, { fill: COLOURS.sunken, stroke: COLOURS.accent, strokeWidth: 1.5, radius: 6 }));
  body.push(text(firstX - 38, tipY + 20, `Kit ${inicial.nome} (${inicial.limite}):`, { size: 13, weight: 'bold', fill: COLOURS.accent }));
  body.push(textLines(firstX - 38, tipY + 40, tooltipLines, { size: 13, lineHeight: 18 }));
  return {
    name: `menu-kits-${mode}`,
    svg: svgDocument({
      width,
      height: windowY + windowHeight + 20,
      title: `Menu de kits do ${mode === 'survival' ? 'Survival' : 'Skyblock'}`,
      description: `Menu de ${inicial.comando.split(' ')[0]} de um jogador com VIP ${premiumName}: kit ${inicial.nome} disponível, kit ${diario.nome} em espera (faltam 6 h 15 min, a espera é de ${diario.espera}) e kit ${premiumName} disponível (a cada ${premium.espera}). Com o mouse sobre o kit ${inicial.nome}, aparece o conteúdo: ${contents}.`,
      body,
    }),
  };
}

function perfilConfig(): Picture {
  const options = pageTable('wiki/survival/perfil/config.md', '## Privacidade').map((row) => ({ name: cell(row, 0), values: cell(row, 1), current: cell(row, 2) }));
  const width = 600;
  const rowHeight = 48;
  const body = [title(PAD, 34, 'Menu /perfil config'), subtitle(PAD, 54, 'Aba Privacidade, com os valores padrão; um clique muda a opção')];
  const windowY = 70;
  const windowHeight = 92 + options.length * rowHeight;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Configurações'));
  body.push(tabs(PAD + 14, windowY + 48, ['Privacidade', 'Avisos e chat', 'Melhorias'], 0));
  options.forEach((option, index) => {
    const y = windowY + 88 + index * rowHeight;
    if (index % 2 === 0) body.push(rect(PAD + 8, y - 2, width - 2 * PAD - 16, rowHeight - 2, { fill: COLOURS.slot, radius: 6 }));
    body.push(text(PAD + 18, y + 17, option.name, { size: 14, weight: 'bold' }));
    body.push(text(PAD + 18, y + 36, option.values, { size: 12, fill: COLOURS.muted }));
    body.push(pill(width - PAD - 18, y + 10, option.current, COLOURS.info, { anchor: 'end' }));
  });
  return {
    name: 'menu-perfil-config',
    svg: svgDocument({
      width,
      height: windowY + windowHeight + 20,
      title: 'Menu de configurações do perfil',
      description: `Menu de /perfil config com as abas Privacidade, Avisos e chat e Melhorias. Na aba Privacidade, cada opção com os valores possíveis e o padrão: ${options.map((o) => `${o.name}, ${o.current}`).join('; ')}.`,
      body,
    }),
  };
}

function contaProteger(): Picture {
  const layers = pageTable('wiki/survival/conta/proteger.md', '## As três camadas').map((row) => ({ name: cell(row, 0), when: cell(row, 1) }));
  const commands: Readonly<Record<string, readonly [string, Glyph, boolean]>> = {
    'Senha do servidor': ['/conta senha', 'key', true],
    'Confirmação pelo Discord (2FA)': ['/conta 2fa', 'discord', true],
    'Trava por IP': ['/conta ip travar', 'lock', false],
  };
  const width = 600;
  const cardHeight = 82;
  const body = [title(PAD, 34, 'Menu /conta proteger'), subtitle(PAD, 54, 'Exemplo: senha e 2FA ligados, trava por IP desligada')];
  const windowY = 70;
  const windowHeight = 50 + layers.length * (cardHeight + 10);
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Proteção da conta'));
  layers.forEach((layer, index) => {
    const info = commands[layer.name];
    if (!info) throw new Error(`menus.ts: no command for the layer "${layer.name}" of proteger.md`);
    const y = windowY + 50 + index * (cardHeight + 10);
    body.push(rect(PAD + 12, y, width - 2 * PAD - 24, cardHeight, { fill: COLOURS.slot, stroke: COLOURS.border, radius: 8 }));
    body.push(itemTile(PAD + 22, y + 15, 52, info[2] ? COLOURS.leaf : '#6b6172', info[1]));
    body.push(text(PAD + 88, y + 24, layer.name, { size: 14, weight: 'bold' }));
    body.push(textLines(PAD + 88, y + 43, wrap(layer.when, 300, 12).slice(0, 2), { size: 12, fill: COLOURS.muted, lineHeight: 15 }));
    body.push(pill(width - PAD - 24, y + 14, info[2] ? 'Ligada' : 'Desligada', info[2] ? COLOURS.leaf : OFF, { anchor: 'end' }));
    body.push(text(width - PAD - 24, y + 64, info[0], { size: 12, weight: 'bold', anchor: 'end', fill: COLOURS.info }));
  });
  return {
    name: 'menu-conta-proteger',
    svg: svgDocument({
      width,
      height: windowY + windowHeight + 20,
      title: 'Menu de proteção da conta',
      description: `Menu de /conta proteger com as três camadas e o estado de cada uma, num exemplo: ${layers.map((l) => `${l.name} (${commands[l.name]![2] ? 'ligada' : 'desligada'}; liga com ${commands[l.name]![0]})`).join('; ')}.`,
      body,
    }),
  };
}

function conta2fa(): Picture {
  const { conta } = readData<Economia>('economia');
  const bot = readData<Servidor>('servidor').discord.bot;
  const width = 480;
  const body = [title(PAD, 34, 'Confirmação de entrada pelo Discord'), subtitle(PAD, 54, 'Chega por mensagem privada quando você entra de um IP novo')];
  const x = PAD;
  const y = 70;
  const w = width - 2 * PAD;
  body.push(screen(x, y, w, 200));
  body.push(...discordDm(x, y, w, bot, [[bot, 'Entrada nova na sua conta SeuNick.', COLOURS.text]]));
  body.push(text(x + 50, y + 120, 'Foi você?', { size: 13, fill: COLOURS.text }));
  body.push(rect(x + 50, y + 134, 120, 34, { fill: COLOURS.leaf, radius: 6 }), text(x + 110, y + 156, 'Sou eu', { size: 14, weight: 'bold', anchor: 'middle', fill: inkOn(COLOURS.leaf) }));
  body.push(rect(x + 182, y + 134, 140, 34, { fill: OFF, radius: 6 }), text(x + 252, y + 156, 'Não sou eu', { size: 14, weight: 'bold', anchor: 'middle', fill: inkOn(OFF) }));
  body.push(text(x + 50, y + 188, `Sem resposta em ${conta.confirmacao2fa}, a conexão cai.`, { size: 12, fill: COLOURS.muted }));
  const notes = ['Sou eu: a entrada continua.', 'Não sou eu: derruba a conexão, bloqueia o IP e avisa a equipe.'];
  let noteY = y + 226;
  for (const note of notes) {
    body.push(textLines(PAD, noteY, wrap(note, width - 2 * PAD, 13), { size: 13, lineHeight: 18 }));
    noteY += wrap(note, width - 2 * PAD, 13).length * 18 + 4;
  }
  return {
    name: 'menu-conta-2fa',
    svg: svgDocument({
      width,
      height: noteY + 6,
      title: 'Mensagem de confirmação de entrada (2FA)',
      description: `Mensagem privada do bot ${bot} no Discord avisando de uma entrada nova na conta, com os botões Sou eu e Não sou eu. Sem resposta em ${conta.confirmacao2fa}, a conexão cai; Não sou eu derruba a conexão, bloqueia o IP e avisa a equipe.`,
      body,
    }),
  };
}

function leilaoMenu(): Picture {
  const { leilao } = readData<Economia>('economia');
  const coins = readData<Servidor>('servidor').moedas.jogo;
  const current = 2000;
  const buyNow = 10000;
  const step = leadingNumber(leilao.lanceMinimo);
  const next = Math.ceil((current * (100 + step)) / 100);
  const width = 580;
  const body = [title(PAD, 34, 'Um anúncio aberto no /leilao'), subtitle(PAD, 54, 'Exemplo: /leilao vender 2k 10k, já com um lance')];
  const windowY = 70;
  const windowHeight = 268;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Leilão'));
  body.push(itemTile(PAD + 20, windowY + 54, 72, '#a0522d', 'book'));
  body.push(text(PAD + 110, windowY + 70, 'Livro encantado', { size: 16, weight: 'bold' }));
  body.push(text(PAD + 110, windowY + 90, 'Vendedor: Tatu_Bola', { size: 13, fill: COLOURS.muted }));
  body.push(text(PAD + 110, windowY + 110, `Termina em 18 h 40 min (anúncios duram ${leilao.duracao})`, { size: 13, fill: COLOURS.muted }));
  body.push(text(PAD + 20, windowY + 158, 'Lance atual', { size: 13, fill: COLOURS.muted }));
  body.push(text(PAD + 20, windowY + 180, `${brazilian(Math.round(current))} ${coins}`, { size: 18, weight: 'bold', fill: COLOURS.warning }));
  body.push(text(PAD + 280, windowY + 158, 'Compre já', { size: 13, fill: COLOURS.muted }));
  body.push(text(PAD + 280, windowY + 180, `${brazilian(Math.round(buyNow))} ${coins}`, { size: 18, weight: 'bold', fill: COLOURS.info }));
  const buttonWidth = (width - 2 * PAD - 52) / 2;
  body.push(rect(PAD + 20, windowY + 198, buttonWidth, 52, { fill: COLOURS.slot, stroke: COLOURS.warning, strokeWidth: 2, radius: 8 }));
  body.push(text(PAD + 20 + buttonWidth / 2, windowY + 220, 'Dar lance', { size: 14, weight: 'bold', anchor: 'middle' }));
  body.push(text(PAD + 20 + buttonWidth / 2, windowY + 239, `mínimo ${brazilian(Math.round(next))} ${coins}`, { size: 12, anchor: 'middle', fill: COLOURS.warning }));
  const buyX = PAD + 32 + buttonWidth;
  body.push(rect(buyX, windowY + 198, buttonWidth, 52, { fill: COLOURS.slot, stroke: COLOURS.info, strokeWidth: 2, radius: 8 }));
  body.push(text(buyX + buttonWidth / 2, windowY + 220, 'Comprar na hora', { size: 14, weight: 'bold', anchor: 'middle' }));
  body.push(text(buyX + buttonWidth / 2, windowY + 239, `${brazilian(Math.round(buyNow))} ${coins}`, { size: 12, anchor: 'middle', fill: COLOURS.info }));
  const notes = [`O lance precisa ser ${leilao.lanceMinimo}; o valor fica reservado do seu saldo até alguém cobrir.`, `Lance nos últimos ${leilao.prorrogacao} prorroga o fim em mais ${leilao.prorrogacao}.`];
  let y = windowY + windowHeight + 26;
  for (const note of notes) {
    const lines = wrap(note, width - 2 * PAD, 13);
    body.push(textLines(PAD, y, lines, { size: 13, fill: COLOURS.muted, lineHeight: 18 }));
    y += lines.length * 18 + 4;
  }
  return {
    name: 'menu-leilao',
    svg: svgDocument({
      width,
      height: y + 4,
      title: 'Anúncio aberto no menu do leilão',
      description: `Um anúncio no menu de /leilao: livro encantado com lance atual de ${brazilian(Math.round(current))} ${coins} e compre já de ${brazilian(Math.round(buyNow))} ${coins}, terminando em 18 h 40 min. Botões Dar lance (mínimo ${brazilian(Math.round(next))} ${coins}, ${leilao.lanceMinimo}) e Comprar na hora (${brazilian(Math.round(buyNow))} ${coins}).`,
      body,
    }),
  };
}

function ilhaWarps(): Picture {
  const warps = [
    { name: 'LojaDoTatu', owner: 'Tatu_Bola', text: 'Blocos de quartzo e vidro colorido', colour: '#ece6dc', kind: 'block' as Glyph, likes: 214 },
    { name: 'ArenaPvP', owner: 'Jabuti_Rei', text: 'Arena anunciada: PvP ligado', colour: '#c0c4c8', kind: 'swords' as Glyph, likes: 187 },
    { name: 'Castelo', owner: 'Mandacaru', text: 'Castelo de pedra com jardim', colour: '#a8a8a8', kind: 'house' as Glyph, likes: 152 },
  ];
  const width = 580;
  const rowHeight = 62;
  const body = [title(PAD, 34, 'Menu /ilha warps'), subtitle(PAD, 54, 'Warps públicas das ilhas abertas; clique numa para ir até lá')];
  const windowY = 70;
  const windowHeight = 94 + warps.length * rowHeight;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Warps das ilhas'));
  body.push(tabs(PAD + 14, windowY + 48, ['Mais curtidas', 'Novas', 'Lojas'], 0));
  warps.forEach((warp, index) => {
    const y = windowY + 90 + index * rowHeight;
    body.push(rect(PAD + 10, y, width - 2 * PAD - 20, rowHeight - 8, { fill: COLOURS.slot, stroke: COLOURS.border, radius: 8 }));
    body.push(itemTile(PAD + 18, y + 7, 40, warp.colour, warp.kind));
    body.push(text(PAD + 70, y + 22, warp.name, { size: 14, weight: 'bold' }));
    body.push(text(PAD + 70 + widthOf(warp.name, 14, true) * 1.1 + 10, y + 22, `ilha de ${warp.owner}`, { size: 12, fill: COLOURS.muted }));
    body.push(text(PAD + 70, y + 42, warp.text, { size: 13, fill: COLOURS.text }));
    body.push(glyph('heart', width - PAD - 70, y + 26, 16, COLOURS.danger), text(width - PAD - 56, y + 31, String(warp.likes), { size: 14, weight: 'bold' }));
  });
  const notes = ['Ícone: /ilha warp icone <nome>, com o item da mão', 'Linha de baixo: /ilha warp descricao <nome> <texto>'];
  let y = windowY + windowHeight + 26;
  for (const note of notes) {
    body.push(text(PAD, y, note, { size: 13, fill: COLOURS.muted }));
    y += 20;
  }
  return {
    name: 'menu-ilha-warps',
    svg: svgDocument({
      width,
      height: y + 2,
      title: 'Menu de warps das ilhas',
      description: `Menu de /ilha warps com as abas Mais curtidas, Novas e Lojas. Cada warp aparece com o ícone, o nome, o dono da ilha, a descrição e as curtidas; por exemplo, LojaDoTatu, “Blocos de quartzo e vidro colorido”. O ícone vem de /ilha warp icone e a descrição de /ilha warp descricao.`,
      body,
    }),
  };
}

function desafiosMenu(): Picture {
  const { desafios } = readData<Economia>('economia');
  const examples = pageTable('wiki/survival/desafios.md', '### Exemplos').map((row) => [cell(row, 0), row[1] ?? ''] as const);
  const coins = readData<Servidor>('servidor').moedas.jogo;
  const daily = examples.slice(0, leadingNumber(desafios.diarios)).map(([name]) => name);
  const weekly = examples.slice(0, leadingNumber(desafios.semanais)).map(([, name]) => name.replace(/\{\{ servidor\.moedas\.jogo \}\}/g, coins));
  if (weekly.some((name) => name.includes('{{'))) throw new Error('menus.ts: a weekly challenge of desafios.md holds a data key the picture does not know');
  const progress = (name: string, done: number): { target: number; done: number } => {
    const target = leadingNumber(/\d[\d.]*/.exec(name)?.[0] ?? '1');
    return { target, done: Math.min(target, Math.round(target * done)) };
  };
  const dailyState = [0.7, 1, 0.3];
  const weeklyState = [0.25, 0.6, 0.1, 0.4, 0.8];
  const width = 600;
  const body = [title(PAD, 34, 'Menu /desafios'), subtitle(PAD, 54, 'Exemplo de progresso; os desafios são sorteados para cada jogador')];
  const windowY = 70;
  const rowHeight = 42;
  const windowHeight = 100 + (daily.length + weekly.length) * rowHeight + 2 * 30 + 50;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Desafios'));
  body.push(tabs(PAD + 14, windowY + 48, ['Desafios', 'Conquistas'], 0));
  let y = windowY + 100;
  const section = (heading: string, reward: string, names: readonly string[], states: readonly number[]) => {
    body.push(text(PAD + 16, y, heading, { size: 14, weight: 'bold', fill: COLOURS.accent }));
    body.push(text(width - PAD - 16, y, reward, { size: 12, anchor: 'end', fill: COLOURS.warning }));
    y += 12;
    names.forEach((name, index) => {
      const { target, done } = progress(name, states[index] ?? 0);
      const complete = done >= target;
      body.push(rect(PAD + 12, y, width - 2 * PAD - 24, rowHeight - 6, { fill: COLOURS.slot, radius: 6 }));
      body.push(text(PAD + 22, y + 16, name, { size: 13, fill: complete ? COLOURS.leaf : COLOURS.text, weight: complete ? 'bold' : 'normal' }));
      const barX = PAD + 22;
      const barWidth = width - 2 * PAD - 150;
      body.push(rect(barX, y + 23, barWidth, 7, { fill: COLOURS.sunken, radius: 3.5 }), rect(barX, y + 23, Math.max(7, (barWidth * done) / target), 7, { fill: complete ? COLOURS.leaf : COLOURS.accent, radius: 3.5 }));
      body.push(text(width - PAD - 22, y + 31, complete ? 'Completo' : `${brazilian(Math.round(done))}/${brazilian(Math.round(target))}`, { size: 12, weight: 'bold', anchor: 'end', fill: complete ? COLOURS.leaf : COLOURS.muted }));
      y += rowHeight;
    });
    y += 22;
  };
  section(`Diários (${daily.length})`, `cada um: ${desafios.premioDiario}`, daily, dailyState);
  section(`Semanais (${weekly.length})`, `cada um: ${desafios.premioSemanal}`, weekly, weeklyState);
  body.push(rect(PAD + 12, y - 8, 220, 32, { fill: COLOURS.slot, stroke: COLOURS.warning, strokeWidth: 1.5, radius: 6 }));
  body.push(text(PAD + 122, y + 13, `Trocar um desafio (${desafios.trocas.replace(/^1 troca/, '1')})`, { size: 12, weight: 'bold', anchor: 'middle' }));
  return {
    name: 'menu-desafios',
    svg: svgDocument({
      width,
      height: windowY + windowHeight + 20,
      title: 'Menu de desafios',
      description: `Menu de /desafios com as abas Desafios e Conquistas. ${daily.length} desafios diários (cada um paga ${desafios.premioDiario}), como ${daily[0]}, e ${weekly.length} semanais (cada um paga ${desafios.premioSemanal}), cada um com a barra de progresso; embaixo, o botão de trocar um desafio (${desafios.trocas}).`,
      body,
    }),
  };
}

/** Chips flowing left to right and onto new lines inside `width`; `selected` is highlighted. Returns the markup and the height used. */
function chips(x: number, y: number, width: number, labels: readonly string[], selected: string): { svg: string; height: number } {
  const parts: string[] = [];
  let left = x;
  let top = y;
  for (const label of labels) {
    const chipWidth = widthOf(label, 13, label === selected) + 24;
    if (left + chipWidth > x + width) {
      left = x;
      top += 36;
    }
    const active = label === selected;
    parts.push(rect(left, top, chipWidth, 28, { fill: active ? COLOURS.accentStrong : COLOURS.slot, stroke: active ? COLOURS.warning : COLOURS.border, strokeWidth: active ? 2 : 1, radius: 14 }));
    parts.push(text(left + chipWidth / 2, top + 19, label, { size: 13, anchor: 'middle', weight: active ? 'bold' : 'normal', fill: active ? COLOURS.text : COLOURS.muted }));
    left += chipWidth + 8;
  }
  return { svg: parts.join(''), height: top - y + 28 };
}

function dueloMenu(): Picture {
  const { duelo } = readData<{ duelo: { arenas: string; rounds: string; apostaMax: string; taxaAposta: string; conviteValidade: string } }>('competicoes');
  const coins = readData<Servidor>('servidor').moedas.jogo;
  const list = (value: string) => value.split(/, | ou | e /).map((item) => item.trim());
  const arenas = ['Sorteio', ...list(duelo.arenas)];
  const rounds = list(duelo.rounds);
  const width = 500;
  const inner = width - 2 * PAD - 28;
  const body = [title(PAD, 34, 'Menu de /duelo <nick>'), subtitle(PAD, 54, 'Exemplo de escolhas; os números são os passos da página')];
  const windowY = 70;
  const parts: string[] = [];
  let y = windowY + 52;
  const section = (number: string, heading: string, draw: (top: number) => number) => {
    parts.push(badge(PAD + 14, y + 10, number).svg, text(PAD + 50, y + 15, heading, { size: 14, weight: 'bold' }));
    y += 28;
    y += draw(y) + 18;
  };
  section('2', 'Arena', (top) => {
    const drawn = chips(PAD + 14, top, inner, arenas, arenas[1]!);
    parts.push(drawn.svg);
    return drawn.height;
  });
  section('3', 'Equipamento', (top) => {
    const drawn = chips(PAD + 14, top, inner, ['Inventário próprio', 'Kit da arena'], 'Kit da arena');
    parts.push(drawn.svg);
    return drawn.height;
  });
  section('4', 'Rounds', (top) => {
    const drawn = chips(PAD + 14, top, inner, rounds, rounds[1] ?? rounds[0]!);
    parts.push(drawn.svg);
    return drawn.height;
  });
  section('5', 'Aposta (opcional)', (top) => {
    parts.push(rect(PAD + 14, top, 170, 30, { fill: COLOURS.sunken, stroke: COLOURS.border, radius: 4 }), text(PAD + 24, top + 20, `1.000 ${coins}`, { size: 13 }));
    parts.push(text(PAD + 196, top + 14, `até ${duelo.apostaMax} cada um;`, { size: 12, fill: COLOURS.muted }), text(PAD + 196, top + 29, `o vencedor leva o total menos ${duelo.taxaAposta}`, { size: 12, fill: COLOURS.muted }));
    return 30;
  });
  parts.push(button(width - PAD - 14 - 150, y - 4, 150, 34, 'Enviar', true, 14), pointer(width - PAD - 14 - 24, y + 16));
  y += 44;
  const windowHeight = y - windowY;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Duelo contra Tatu_Bola'), ...parts);
  const noteY = windowY + windowHeight + 24;
  body.push(text(PAD, noteY, `O desafiado tem ${duelo.conviteValidade} para aceitar ou recusar.`, { size: 13, fill: COLOURS.muted }));
  return {
    name: 'menu-duelo',
    svg: svgDocument({
      width,
      height: noteY + 20,
      title: 'Menu de desafio para um duelo',
      description: `Menu aberto por /duelo <nick>, com as escolhas numeradas como os passos da página: 2, a arena (${arenas.join(', ')}); 3, o equipamento (inventário próprio ou kit da arena); 4, o número de rounds (${rounds.join(', ')}); 5, a aposta opcional, de até ${duelo.apostaMax}, e o botão Enviar.`,
      body,
    }),
  };
}

export function menuPictures(): Picture[] {
  return [
    plojaSign(),
    plojaMenu(),
    slojaMenu(),
    ilhaProtecoes(),
    ilhaPermissoes(),
    suporteMenu(),
    javaSteps(),
    bedrockSteps(),
    discordSteps(),
    linkAccountSteps(),
    kitsMenu('survival'),
    kitsMenu('skyblock'),
    perfilConfig(),
    contaProteger(),
    conta2fa(),
    leilaoMenu(),
    ilhaWarps(),
    desafiosMenu(),
    dueloMenu(),
  ];
}
