/**
 * A chest menu as the game draws it on Java: a grey window titled at the top, rows of nine slots,
 * and the items the server put in them (our own icons). Below the window, a legend repeats each
 * item's icon with what it does in pt-BR, since the game only says so when the mouse is over it.
 */
import { icon } from './icons.ts';
import { COLOURS, inkOn, type Picture, rect, svgDocument, text } from './svg.ts';
import { textLines, widthOf, wrap } from './text-layout.ts';

const PAD = 20;
const SLOT = 36;
const ICON = 32;
const WINDOW_PAD = 12;
const WINDOW_TITLE = 34;
const CHEST = { window: '#c6c2cc', edgeLight: '#ffffff', edgeDark: '#55505c', slot: '#8b8693', slotDark: '#37333d', title: '#2a2530', selected: '#f2c45c' };
/** System fonts run up to about this much of their size a character (regular, bold); the layout wraps by it. */
const CHARACTER = 0.58;
const BOLD_CHARACTER = 0.68;

/** An item in a slot of the chest: `column` 0 to 8, `row` from the top. */
export interface ChestItem {
  id: string;
  column: number;
  row: number;
  /** The slot the picture points at (the tab that is open, the option shown). */
  selected?: boolean;
  /** How many, written in the slot's corner as the game does for a stack. */
  count?: number;
}

/** One line of the legend: the item's icon, its name in the menu, and what it does or holds. */
export interface LegendEntry {
  id: string;
  label: string;
  detail?: string;
  /** A state or a default, drawn as a pill at the right. */
  pill?: { label: string; colour: string };
}

export interface ChestMenu {
  name: string;
  heading: string;
  note: string;
  /** The title the game shows at the top of the chest. */
  chestTitle: string;
  rows: number;
  items: readonly ChestItem[];
  legend: readonly LegendEntry[];
  /** Lines after the legend (how Java and Bedrock differ, what a click does). */
  footer?: readonly string[];
  title: string;
  description: string;
}

export const CHEST_MENU_WIDTH = 9 * SLOT + 2 * WINDOW_PAD + 2 * PAD;

function chestSlot(x: number, y: number, selected: boolean): string {
  return [
    rect(x, y, SLOT, SLOT, { fill: CHEST.slotDark }),
    rect(x + 2, y + 2, SLOT - 2, SLOT - 2, { fill: CHEST.edgeLight }),
    rect(x + 2, y + 2, SLOT - 4, SLOT - 4, { fill: selected ? CHEST.selected : CHEST.slot }),
  ].join('');
}

/** A stack's count in the slot's bottom right corner: dark on light, so it reads on any icon. */
function stackCount(slotRight: number, slotBottom: number, count: number): string {
  const label = String(count);
  const width = 8 + label.length * 8;
  return rect(slotRight - width - 1, slotBottom - 18, width, 17, { fill: '#f7f3fa', stroke: CHEST.slotDark, radius: 4 }) + text(slotRight - 1 - width / 2, slotBottom - 5, label, { size: 12, weight: 'bold', anchor: 'middle', fill: CHEST.title });
}

function pill(right: number, y: number, label: string, colour: string, size: number): { svg: string; width: number } {
  const width = label.length * size * BOLD_CHARACTER + 18;
  return { width, svg: rect(right - width, y, width, size + 10, { fill: colour, radius: (size + 10) / 2 }) + text(right - width / 2, y + size + 3, label, { size, weight: 'bold', anchor: 'middle', fill: inkOn(colour) }) };
}

export function chestMenuPicture(menu: ChestMenu): Picture {
  const width = CHEST_MENU_WIDTH;
  const textWidth = width - 2 * PAD;
  const body = [text(PAD, 34, menu.heading, { size: 18, weight: 'bold' })];
  const noteLines = wrap(menu.note, textWidth / (CHARACTER / 0.52), 13);
  body.push(textLines(PAD, 56, noteLines, { size: 13, fill: COLOURS.muted, lineHeight: 18 }));
  const windowY = 56 + noteLines.length * 18;
  const windowHeight = WINDOW_TITLE + menu.rows * SLOT + WINDOW_PAD;
  body.push(rect(PAD, windowY, width - 2 * PAD, windowHeight, { fill: CHEST.window, stroke: CHEST.edgeDark, strokeWidth: 2, radius: 6 }));
  body.push(text(PAD + WINDOW_PAD, windowY + 23, menu.chestTitle, { size: 15, weight: 'bold', fill: CHEST.title }));
  const gridX = PAD + WINDOW_PAD;
  const gridY = windowY + WINDOW_TITLE;
  const byPlace = new Map(menu.items.map((item) => [`${item.column},${item.row}`, item]));
  for (let row = 0; row < menu.rows; row += 1) {
    for (let column = 0; column < 9; column += 1) {
      const item = byPlace.get(`${column},${row}`);
      const [x, y] = [gridX + column * SLOT, gridY + row * SLOT];
      body.push(chestSlot(x, y, item?.selected ?? false));
      if (item) body.push(icon(item.id, x + (SLOT - ICON) / 2 + 1, y + (SLOT - ICON) / 2 + 1, ICON));
      if (item?.count !== undefined) body.push(stackCount(x + SLOT, y + SLOT, item.count));
    }
  }
  let y = windowY + windowHeight + 18;
  for (const entry of menu.legend) {
    const pillShape = entry.pill ? pill(width - PAD, y, entry.pill.label, entry.pill.colour, 13) : undefined;
    const labelWidth = textWidth - 40 - (pillShape ? pillShape.width + 8 : 0);
    const labelLines = wrap(entry.label, labelWidth / (BOLD_CHARACTER / 0.58), 14, true);
    const detailLines = entry.detail ? wrap(entry.detail, (textWidth - 40) / (CHARACTER / 0.52), 13) : [];
    body.push(icon(entry.id, PAD, y, ICON));
    body.push(textLines(PAD + 40, y + 15, labelLines, { size: 14, weight: 'bold', lineHeight: 18 }));
    if (pillShape) body.push(pillShape.svg);
    // A one-line name leaves the pill beside the first line of the detail: where that line runs under
    // the pill, it goes 4 lower, so its tall letters (l, d, f, accents) keep clear of the pill's edge.
    const underPill = pillShape !== undefined && labelLines.length === 1 && detailLines.length > 0 && widthOf(detailLines[0]!, 13) * (CHARACTER / 0.52) > labelWidth;
    const detailTop = y + 15 + labelLines.length * 18 + (underPill ? 4 : 0);
    body.push(textLines(PAD + 40, detailTop, detailLines, { size: 13, fill: COLOURS.muted, lineHeight: 17 }));
    y = Math.max(y + ICON + 10, detailTop + (detailLines.length - 1) * 17 + 14);
  }
  for (const line of menu.footer ?? []) {
    const lines = wrap(line, textWidth / (CHARACTER / 0.52), 13);
    body.push(textLines(PAD, y + 8, lines, { size: 13, lineHeight: 18 }));
    y += lines.length * 18 + 4;
  }
  return { name: menu.name, svg: svgDocument({ width, height: Math.ceil(y + 12), title: menu.title, description: menu.description, body }) };
}
