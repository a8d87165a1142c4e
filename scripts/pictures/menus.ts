/**
 * Menus, signs and step-by-step guides: the menus the player opens in the game (shops, island
 * toggles, kits, profile settings...), the sign of a player shop, and the screens of "add the
 * server" and "link your account" as numbered mock panels. All drawn with our own flat shapes:
 * tiles of colour with a simple glyph, labels, pills for on/off, never the game's textures.
 * Names, commands, prices and states come from the page they illustrate or from content/data.
 */
import site from '../../site.config.ts';
import { readData } from './data.ts';
import { cell, pageTable } from './page-tables.ts';
import { brazilian, COLOURS, type Picture, circle, inkOn, line, rect, svgDocument, text } from './svg.ts';
import { textLines, widthOf, wrap } from './text-layout.ts';

const PAD = 20;
const WOOD = '#c9a36b';
const WOOD_DARK = '#7a5a32';
const MENU = '#251e2b';
const OFF = '#e07070';
/** The fill of a pressed button, an open tab or a step's number: dark enough for white text (5.5:1). */
const HIGHLIGHT = '#7440b8';

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
    rect(x, y, width, height, { fill: highlight ? HIGHLIGHT : COLOURS.slot, stroke: highlight ? COLOURS.warning : COLOURS.border, strokeWidth: highlight ? 2.5 : 1, radius: 6 }),
    text(x + width / 2, y + height / 2 + size * 0.36, label, { size, anchor: 'middle', weight: highlight ? 'bold' : 'normal', fill: COLOURS.text }),
  ].join('');
}

/** A mouse pointer with its tip at (x, y). */
function pointer(x: number, y: number): string {
  const points = [[0, 0], [0, 17], [4.5, 13], [7.5, 20], [10.5, 18.8], [7.5, 12], [12.5, 12]].map(([px, py]) => `${x + px!} ${y + py!}`);
  return `<path d="M${points.join('L')}Z" fill="#ffffff" stroke="#1d1722" stroke-width="1.5" stroke-linejoin="round"/>`;
}

/** A fingertip tapping at (x, y), with the ripple of the tap: how a phone or tablet player presses a button on Bedrock. */
function tap(x: number, y: number): string {
  const finger = `<path d="M${x - 5} ${y + 4}a5 5 0 0 1 10 0v9l6 -2a3 3 0 0 1 3 4l-6 12h-13v-12z" fill="#f0c8a0" stroke="#1d1722" stroke-width="1.5" stroke-linejoin="round"/>`;
  return [circle(x, y, 9, { stroke: '#ffffff', strokeWidth: 2 }), circle(x, y, 14, { stroke: '#ffffffaa', strokeWidth: 1.5 }), finger].join('');
}

/** A text field of a mock form: its label above and the value typed in it. */
function field(x: number, y: number, width: number, label: string, value: string): string {
  return [text(x, y + 12, label, { size: 12, fill: COLOURS.muted }), rect(x, y + 18, width, 28, { fill: COLOURS.sunken, stroke: COLOURS.border, radius: 4 }), text(x + 8, y + 37, value, { size: 13, fill: COLOURS.text })].join('');
}

/** A numbered badge. */
/** A numbered badge whose left edge is at `x`; returns its markup and width. */
function badge(x: number, cy: number, label: string): { svg: string; width: number } {
  const width = Math.max(26, widthOf(label, 14, true) + 12);
  return { width, svg: [rect(x, cy - 13, width, 26, { fill: HIGHLIGHT, stroke: COLOURS.accent, strokeWidth: 1.5, radius: 13 }), text(x + width / 2, cy + 5, label, { size: 14, weight: 'bold', anchor: 'middle' })].join('') };
}

/** A tab of a menu; `active` is the one shown. */
function tab(x: number, y: number, label: string, active: boolean): { svg: string; width: number } {
  const width = widthOf(label, 13, active) + 24;
  return {
    width,
    svg: [rect(x, y, width, 28, { fill: active ? HIGHLIGHT : COLOURS.slot, stroke: active ? COLOURS.accent : COLOURS.border, radius: 6 }), text(x + width / 2, y + 19, label, { size: 13, anchor: 'middle', weight: active ? 'bold' : 'normal', fill: active ? COLOURS.text : COLOURS.muted })].join(''),
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
function stepsPicture({ name, heading, note, description, steps, width = 380 }: { name: string; heading: string; note: string; description: string; steps: readonly Step[]; width?: number }): Picture {
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
  const width = 380;
  const body = [title(PAD, 34, 'Placa de uma loja de jogador'), subtitle(PAD, 54, 'Exemplo: /ploja criar 12, com ferro na mão')];
  // The chest, and the sign on its front; the numbered badges on its right point at each line.
  const chestX = PAD + 10;
  const chestY = 76;
  const chestSize = 240;
  body.push(rect(chestX, chestY, chestSize, chestSize, { fill: '#a8763e', stroke: '#6b4520', strokeWidth: 3, radius: 6 }));
  body.push(rect(chestX, chestY + 40, chestSize, 6, { fill: '#6b4520' }), rect(chestX + 108, chestY + 28, 24, 30, { fill: '#9a9aa2', stroke: '#55555c', radius: 3 }));
  const signX = chestX + 12;
  const signY = chestY + 78;
  const signWidth = chestSize - 24;
  body.push(rect(signX, signY, signWidth, 132, { fill: WOOD, stroke: WOOD_DARK, strokeWidth: 3, radius: 4 }));
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
    body.push(line(signX + signWidth - 2, lineY - 5, chestX + chestSize + 18, lineY - 5, { stroke: COLOURS.warning, strokeWidth: 1.5, dash: '3 3' }));
    body.push(badge(chestX + chestSize + 20, lineY - 5, String(index + 1)).svg);
  });
  body.push(text(PAD, chestY + chestSize + 22, 'O baú da loja fica no seu terreno.', { size: 13, fill: COLOURS.muted }));
  let y = chestY + chestSize + 38;
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


// ---------------------------------------------------------------- 2. the server shop


// ---------------------------------------------------------------- 3. island protections and permissions





// ---------------------------------------------------------------- 5. adding the server (Java and Bedrock)

/** The last screen of adding a server: `save` (the form's button, pressed) → the list with the server selected → "Entrar no servidor". */
function joinScreen(x: number, y: number, w: number, save: string, address: string, press: (x: number, y: number) => string = pointer): string[] {
  const entryWidth = w - 28;
  return [
    button(x + 14, y + 14, 110, 30, save, true),
    text(x + 136, y + 34, 'e a lista volta:', { size: 13, fill: COLOURS.muted }),
    rect(x + 14, y + 56, entryWidth, 50, { fill: '#00000044', stroke: COLOURS.warning, strokeWidth: 2, radius: 4 }),
    itemTile(x + 20, y + 61, 40, '#7a3f9a', 'block'),
    text(x + 68, y + 77, 'Jabuticraft', { size: 14, weight: 'bold' }),
    text(x + 68, y + 96, address, { size: 13, fill: COLOURS.muted }),
    button(x + (w - 200) / 2, y + 120, 200, 30, 'Entrar no servidor', true),
    press(x + (w - 200) / 2 + 186, y + 136),
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
      height: 184,
      draw: (x, y, w) => [
        text(x + w / 2, y + 26, 'Jogar multijogador', { size: 14, weight: 'bold', anchor: 'middle', fill: COLOURS.muted }),
        rect(x + 14, y + 38, w - 28, 52, { fill: '#00000044', stroke: COLOURS.border, radius: 4 }),
        text(x + w / 2, y + 69, 'A lista de servidores aparece aqui', { size: 13, anchor: 'middle', fill: COLOURS.muted }),
        // The same screen as step 6's: its join button says "Entrar no servidor" there and here.
        button(x + 14, y + 100, (w - 36) / 2, 30, 'Entrar no servidor'),
        button(x + 22 + (w - 36) / 2, y + 100, (w - 36) / 2, 30, 'Conexão direta'),
        button(x + 14, y + 138, w - 28, 30, 'Adicionar servidor', true),
        pointer(x + w - 40, y + 154),
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
      height: 166,
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
      height: 140,
      draw: (x, y) => [
        text(x + 14, y + 24, 'Tela inicial', { size: 12, fill: COLOURS.muted }),
        button(x + 14, y + 34, 120, 30, 'Jogar', true),
        tap(x + 120, y + 50),
        text(x + 14, y + 94, 'Depois, a aba Servidores:', { size: 12, fill: COLOURS.muted }),
        tabs(x + 14, y + 102, ['Mundos', 'Amigos', 'Servidores'], 2),
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
        tap(x + w - 50, y + 108),
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
      height: 166,
      draw: (x, y, w) => joinScreen(x, y, w, 'Salvar', `${address}:${port}`, tap),
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


function conta2fa(): Picture {
  const { conta } = readData<Economia>('economia');
  const bot = readData<Servidor>('servidor').discord.bot;
  const width = 380;
  const body = [title(PAD, 34, 'Confirmação pelo Discord'), subtitle(PAD, 54, 'Chega por mensagem privada se o IP é novo')];
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


function ilhaWarps(): Picture {
  const warps = [
    { name: 'LojaDoTatu', owner: 'Tatu_Bola', text: 'Blocos de quartzo e vidro colorido', colour: '#ece6dc', kind: 'block' as Glyph, likes: 214 },
    { name: 'ArenaPvP', owner: 'Jabuti_Rei', text: 'Arena anunciada: PvP ligado', colour: '#c0c4c8', kind: 'swords' as Glyph, likes: 187 },
    { name: 'Castelo', owner: 'Mandacaru', text: 'Castelo de pedra com jardim', colour: '#a8a8a8', kind: 'house' as Glyph, likes: 152 },
  ];
  const width = 380;
  const rowHeight = 80;
  const body = [title(PAD, 34, 'Menu /ilha warps'), subtitle(PAD, 54, 'Warps públicas; clique numa para ir até lá')];
  const windowY = 70;
  const windowHeight = 94 + warps.length * rowHeight;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Warps das ilhas'));
  body.push(tabs(PAD + 14, windowY + 48, ['Mais curtidas', 'Novas', 'Lojas'], 0));
  warps.forEach((warp, index) => {
    const y = windowY + 90 + index * rowHeight;
    body.push(rect(PAD + 10, y, width - 2 * PAD - 20, rowHeight - 8, { fill: COLOURS.slot, stroke: COLOURS.border, radius: 8 }));
    body.push(itemTile(PAD + 18, y + 8, 40, warp.colour, warp.kind));
    body.push(text(PAD + 70, y + 22, warp.name, { size: 14, weight: 'bold' }));
    body.push(text(PAD + 70, y + 40, `ilha de ${warp.owner}`, { size: 12, fill: COLOURS.muted }));
    body.push(text(PAD + 70, y + 60, warp.text, { size: 13, fill: COLOURS.text }));
    body.push(glyph('heart', width - PAD - 62, y + 18, 16, COLOURS.danger), text(width - PAD - 48, y + 23, String(warp.likes), { size: 14, weight: 'bold' }));
  });
  const notes = ['Ícone: /ilha warp icone <nome>, com o item da mão.', 'Linha de baixo: /ilha warp descricao <nome> <texto>.'];
  let y = windowY + windowHeight + 26;
  for (const note of notes) {
    const lines = wrap(note, (width - 2 * PAD) * 0.9, 13);
    body.push(textLines(PAD, y, lines, { size: 13, fill: COLOURS.muted, lineHeight: 18 }));
    y += lines.length * 18 + 2;
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
  const width = 380;
  const body = [title(PAD, 34, 'Menu /desafios'), subtitle(PAD, 54, 'Exemplo; os desafios são sorteados por jogador')];
  const windowY = 70;
  const nameWidth = (width - 2 * PAD - 44) * 0.9;
  const parts: string[] = [];
  let y = windowY + 100;
  const section = (heading: string, reward: string, names: readonly string[], states: readonly number[]) => {
    parts.push(text(PAD + 16, y, heading, { size: 14, weight: 'bold', fill: COLOURS.accent }));
    parts.push(text(PAD + 16, y + 18, reward, { size: 12, fill: COLOURS.warning }));
    y += 30;
    names.forEach((name, index) => {
      const { target, done } = progress(name, states[index] ?? 0);
      const complete = done >= target;
      const lines = wrap(name, nameWidth, 13, complete);
      const rowHeight = 36 + lines.length * 17;
      parts.push(rect(PAD + 12, y, width - 2 * PAD - 24, rowHeight - 6, { fill: COLOURS.slot, radius: 6 }));
      parts.push(textLines(PAD + 22, y + 18, lines, { size: 13, fill: complete ? COLOURS.leaf : COLOURS.text, weight: complete ? 'bold' : 'normal', lineHeight: 17 }));
      const barX = PAD + 22;
      const barY = y + 10 + lines.length * 17;
      const barWidth = width - 2 * PAD - 150;
      parts.push(rect(barX, barY, barWidth, 7, { fill: COLOURS.sunken, radius: 3.5 }), rect(barX, barY, Math.max(7, (barWidth * done) / target), 7, { fill: complete ? COLOURS.leaf : COLOURS.accent, radius: 3.5 }));
      parts.push(text(width - PAD - 22, barY + 9, complete ? 'Completo' : `${brazilian(Math.round(done))}/${brazilian(Math.round(target))}`, { size: 12, weight: 'bold', anchor: 'end', fill: complete ? COLOURS.leaf : COLOURS.muted }));
      y += rowHeight;
    });
    y += 22;
  };
  section(`Diários (${daily.length})`, `Cada um: ${desafios.premioDiario}`, daily, dailyState);
  section(`Semanais (${weekly.length})`, `Cada um: ${desafios.premioSemanal}`, weekly, weeklyState);
  parts.push(rect(PAD + 12, y - 8, 230, 32, { fill: COLOURS.slot, stroke: COLOURS.warning, strokeWidth: 1.5, radius: 6 }));
  parts.push(text(PAD + 127, y + 13, `Trocar um desafio (${desafios.trocas.replace(/^1 troca/, '1')})`, { size: 12, weight: 'bold', anchor: 'middle' }));
  const windowHeight = y + 40 - windowY;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Desafios'), tabs(PAD + 14, windowY + 48, ['Desafios', 'Conquistas'], 0), ...parts);
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
    parts.push(rect(left, top, chipWidth, 28, { fill: active ? HIGHLIGHT : COLOURS.slot, stroke: active ? COLOURS.warning : COLOURS.border, strokeWidth: active ? 2 : 1, radius: 14 }));
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
  const width = 380;
  const inner = width - 2 * PAD - 28;
  const body = [title(PAD, 34, 'Menu de /duelo <nick>'), subtitle(PAD, 54, 'Os números são os passos da página')];
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
    parts.push(rect(PAD + 14, top, 150, 30, { fill: COLOURS.sunken, stroke: COLOURS.border, radius: 4 }), text(PAD + 24, top + 20, `1.000 ${coins}`, { size: 13 }));
    const notes = wrap(`Até ${duelo.apostaMax} cada um; o vencedor leva o total menos ${duelo.taxaAposta}.`, inner * 0.9, 12);
    parts.push(textLines(PAD + 14, top + 48, notes, { size: 12, fill: COLOURS.muted, lineHeight: 16 }));
    return 36 + notes.length * 16;
  });
  parts.push(button(width - PAD - 14 - 150, y - 4, 150, 34, 'Enviar', true, 14), pointer(width - PAD - 14 - 24, y + 16));
  y += 44;
  const windowHeight = y - windowY;
  body.push(menuWindow(PAD, windowY, width - 2 * PAD, windowHeight, 'Duelo contra Tatu_Bola'), ...parts);
  const noteY = windowY + windowHeight + 24;
  const note = wrap(`O desafiado tem ${duelo.conviteValidade} para aceitar ou recusar.`, (width - 2 * PAD) * 0.9, 13);
  body.push(textLines(PAD, noteY, note, { size: 13, fill: COLOURS.muted, lineHeight: 18 }));
  return {
    name: 'menu-duelo',
    svg: svgDocument({
      width,
      height: noteY + (note.length - 1) * 18 + 20,
      title: 'Menu de desafio para um duelo',
      description: `Menu aberto por /duelo <nick>, com as escolhas numeradas como os passos da página: 2, a arena (${arenas.join(', ')}); 3, o equipamento (inventário próprio ou kit da arena); 4, o número de rounds (${rounds.join(', ')}); 5, a aposta opcional, de até ${duelo.apostaMax}, e o botão Enviar.`,
      body,
    }),
  };
}

export function menuPictures(): Picture[] {
  return [
    plojaSign(),
    javaSteps(),
    bedrockSteps(),
    discordSteps(),
    linkAccountSteps(),
    conta2fa(),
    ilhaWarps(),
    desafiosMenu(),
    dueloMenu(),
  ];
}
