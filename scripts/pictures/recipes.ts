/**
 * One picture per recipe of content/data/receitas.yml, as the game shows it: the crafting table's
 * 3×3 grid (the inventory's 2×2 for a recipe marked `grade: inventario`) or the smithing table's
 * three slots, an arrow, the result slot with its count, and a legend naming each ingredient as the
 * game does in pt-BR (content/data/glossario.yml). Items are our own pixel-art icons (icons.ts).
 */
import { icon } from './icons.ts';
import { arrow, COLOURS, type Picture, rect, svgDocument, text } from './svg.ts';

export interface GlossaryItem {
  nome: string;
  cor?: string;
  evitar?: string[];
}

export interface CraftingRecipe {
  resultado: string;
  quantidade?: number;
  padrao?: string[];
  itens?: Record<string, string>;
  ingredientes?: string[];
  /** `inventario`: made in the inventory's 2×2 grid, as the crafting table itself is. */
  grade?: 'inventario';
}

export interface SmithingRecipe {
  estacao: 'ferraria';
  resultado: string;
  molde: string;
  base: string;
  adicao: string;
}

export type Recipe = CraftingRecipe | SmithingRecipe;

type Grid = (string | undefined)[][];

const SLOT = 44;
const SLOT_GAP = 2;
const ICON = 32;
const RESULT_SLOT = 60;
const RESULT_ICON = 48;
const PADDING = 20;
const TITLE_SIZE = 19;
const LEGEND_LINE = 30;
const LEGEND_ICON = 24;
/** A phone shows the picture about this wide; every label must stay 11 px or more there. */
const PHONE_WIDTH = 358;
const SMALLEST_LABEL = 11;

export function isSmithing(recipe: Recipe): recipe is SmithingRecipe {
  return (recipe as SmithingRecipe).estacao === 'ferraria';
}

/** The recipe's own rows of item ids (undefined: an empty slot); a shapeless recipe fills rows of three. */
export function recipeRows(recipe: CraftingRecipe): Grid {
  if (recipe.ingredientes) {
    const rows: string[][] = [];
    recipe.ingredientes.forEach((item, index) => (rows[Math.floor(index / 3)] ??= []).push(item));
    return rows;
  }
  const key = recipe.itens ?? {};
  return (recipe.padrao ?? []).map((row) => [...row].map((letter) => (letter === '.' ? undefined : key[letter])));
}

/**
 * The recipe laid in the game's grid (3×3, or 2×2 in the inventory). The game takes a smaller
 * shape anywhere in the grid; we centre it across, put a single row in the middle, and a two-row
 * shape as wide as the grid on the bottom rows (the brewing stand, as players know it).
 */
export function craftingGrid(recipe: CraftingRecipe): Grid {
  const size = recipe.grade === 'inventario' ? 2 : 3;
  const rows = recipeRows(recipe);
  const width = Math.max(...rows.map((row) => row.length));
  if (rows.length > size || width > size) throw new Error(`receitas.yml: the recipe of ${recipe.resultado} does not fit a ${size}×${size} grid`);
  const top = rows.length === 1 ? Math.floor((size - 1) / 2) : rows.length === 2 && width === size ? size - 2 : 0;
  const left = Math.floor((size - width) / 2);
  const grid: Grid = Array.from({ length: size }, () => Array<string | undefined>(size).fill(undefined));
  rows.forEach((row, y) => row.forEach((id, x) => (grid[top + y]![left + x] = id)));
  return grid;
}

/** A shapeless recipe's ingredients, three to a row from the top left of the 3×3 grid. */
function shapelessGrid(recipe: CraftingRecipe): Grid {
  const rows = recipeRows(recipe);
  return [0, 1, 2].map((y) => [0, 1, 2].map((x) => rows[y]?.[x]));
}

function nameOf(glossary: Readonly<Record<string, GlossaryItem>>, id: string): string {
  const item = glossary[id];
  if (!item) throw new Error(`content/data/glossario.yml: no item "${id}" (a recipe of receitas.yml uses it)`);
  return item.nome;
}

function slot(x: number, y: number, size: number, iconSize: number, id: string | undefined): string {
  const frame = rect(x, y, size, size, { fill: COLOURS.slot, stroke: COLOURS.border, strokeWidth: 2, radius: 3 });
  return id === undefined ? frame : frame + icon(id, x + (size - iconSize) / 2, y + (size - iconSize) / 2, iconSize);
}

/** The count of the result, as the game writes it in the slot's corner: dark on light, so it reads on any icon. */
function countBadge(slotRight: number, slotBottom: number, count: number): string {
  const label = `×${count}`;
  const width = 12 + label.length * 9;
  const [x, y] = [slotRight - width + 6, slotBottom - 18];
  return rect(x, y, width, 24, { fill: '#f7f3fa', stroke: COLOURS.panel, strokeWidth: 2, radius: 6 }) + text(x + width / 2, y + 17, label, { size: 15, weight: 'bold', anchor: 'middle', fill: COLOURS.panel });
}

const ROW_NAMES = ['linha de cima', 'linha do meio', 'linha de baixo'];

/** What the picture shows, in words: its `<desc>`, and a starting point for the page's `alt`. */
export function describeRecipe(recipe: Recipe, glossary: Readonly<Record<string, GlossaryItem>>): string {
  const name = (id: string) => nameOf(glossary, id).toLowerCase();
  const result = `${nameOf(glossary, recipe.resultado)}${!isSmithing(recipe) && (recipe.quantidade ?? 1) > 1 ? ` (rende ${recipe.quantidade})` : ''}`;
  if (isSmithing(recipe)) return `Receita de ${result} na bancada de ferraria: ${name(recipe.molde)}, ${name(recipe.base)} e ${name(recipe.adicao)}.`;
  if (recipe.ingredientes) return `Receita de ${result} na bancada de trabalho, em qualquer posição: ${recipe.ingredientes.map(name).join(', ')}.`;
  const grid = craftingGrid(recipe);
  const place = recipe.grade === 'inventario' ? 'na grade 2×2 do inventário' : 'na grade 3×3 da bancada de trabalho';
  const rowNames = grid.length === 2 ? ['linha de cima', 'linha de baixo'] : ROW_NAMES;
  const described = grid.flatMap((row, index) => (row.some(Boolean) ? [`${rowNames[index]}, ${row.map((id) => (id ? name(id) : 'vazio')).join(', ')}`] : []));
  return `Receita de ${result} ${place}: ${described.join('; ')}.`;
}

function stationOf(recipe: Recipe): string {
  if (isSmithing(recipe)) return 'Bancada de ferraria';
  if (recipe.grade === 'inventario') return 'Inventário, grade 2×2';
  return recipe.ingredientes ? 'Bancada, sem forma: qualquer posição' : 'Bancada de trabalho';
}

/** The title in lines that fit `width` (bold system fonts run up to about 0.62 of their size a character). */
function titleLines(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last.length + 1 + word.length) * TITLE_SIZE * 0.62 <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function recipePicture(fileName: string, recipe: Recipe, glossary: Readonly<Record<string, GlossaryItem>>): Picture {
  const smithing = isSmithing(recipe);
  const grid: Grid = smithing ? [[recipe.molde, recipe.base, recipe.adicao]] : recipe.ingredientes ? shapelessGrid(recipe) : craftingGrid(recipe);
  const ingredients = [...new Set(grid.flat().filter((id): id is string => id !== undefined))];
  const gap = smithing ? 12 : SLOT_GAP;
  const columns = grid[0]!.length;
  const gridWidth = columns * SLOT + (columns - 1) * gap;
  const gridHeight = grid.length * SLOT + (grid.length - 1) * gap + (smithing ? 22 : 0);
  const arrowLength = 44;
  const contentHeight = Math.max(gridHeight, RESULT_SLOT);
  const legendWidth = LEGEND_ICON + 10 + Math.max(...ingredients.map((id) => nameOf(glossary, id).length)) * 8.4;
  const width = Math.ceil(Math.max(PADDING * 2 + gridWidth + 20 + arrowLength + 20 + RESULT_SLOT + 6, PADDING * 2 + legendWidth, 360));
  const labelSize = Math.max(13, Math.ceil((SMALLEST_LABEL * width) / Math.min(width, PHONE_WIDTH)));
  const title = titleLines(nameOf(glossary, recipe.resultado), width - 2 * PADDING);
  const TITLE_HEIGHT = 64 + (title.length - 1) * 24;
  const legendTop = TITLE_HEIGHT + contentHeight + 26;
  const height = legendTop + 20 + ingredients.length * LEGEND_LINE + 6;
  const body = [...title.map((line, index) => text(PADDING, 32 + index * 24, line, { size: TITLE_SIZE, weight: 'bold' })), text(PADDING, TITLE_HEIGHT - 12, stationOf(recipe), { size: labelSize, fill: COLOURS.muted })];
  const top = TITLE_HEIGHT + (contentHeight - gridHeight) / 2;
  grid.forEach((row, y) => row.forEach((id, x) => body.push(slot(PADDING + x * (SLOT + gap), top + y * (SLOT + gap), SLOT, ICON, id))));
  if (smithing) ['Molde', 'Base', 'Adição'].forEach((label, x) => body.push(text(PADDING + x * (SLOT + gap) + SLOT / 2, top + SLOT + 18, label, { size: labelSize, anchor: 'middle', fill: COLOURS.muted })));
  const middle = TITLE_HEIGHT + contentHeight / 2 - (smithing ? 11 : 0);
  const arrowStart = PADDING + gridWidth + 20;
  body.push(arrow(arrowStart, middle, arrowStart + arrowLength, middle));
  const resultX = arrowStart + arrowLength + 20;
  const resultY = middle - RESULT_SLOT / 2;
  body.push(slot(resultX, resultY, RESULT_SLOT, RESULT_ICON, recipe.resultado));
  const count = smithing ? 1 : (recipe.quantidade ?? 1);
  if (count > 1) body.push(countBadge(resultX + RESULT_SLOT, resultY + RESULT_SLOT, count));
  body.push(text(PADDING, legendTop + 4, 'Itens da receita', { size: labelSize, weight: 'bold', fill: COLOURS.muted }));
  ingredients.forEach((id, index) => {
    const y = legendTop + 16 + index * LEGEND_LINE;
    body.push(icon(id, PADDING, y, LEGEND_ICON), text(PADDING + LEGEND_ICON + 10, y + 17, nameOf(glossary, id), { size: Math.max(14, labelSize) }));
  });
  return { name: fileName, svg: svgDocument({ width, height, title: `Receita: ${nameOf(glossary, recipe.resultado)}`, description: describeRecipe(recipe, glossary), body }) };
}
