/**
 * One picture per recipe of content/data/receitas.yml: the crafting grid (or the smithing table's
 * three slots), an arrow, the result, and a legend naming each item as the game does in pt-BR
 * (content/data/glossario.yml). Items are drawn as tiles of their colour with their recipe letter,
 * not with the game's textures.
 */
import { arrow, COLOURS, inkOn, type Picture, rect, svgDocument, text } from './svg.ts';

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
}

export interface SmithingRecipe {
  estacao: 'ferraria';
  resultado: string;
  molde: string;
  base: string;
  adicao: string;
}

export type Recipe = CraftingRecipe | SmithingRecipe;

const SLOT = 44;
const GAP = 4;
const PADDING = 20;
const TITLE_HEIGHT = 58;
const LEGEND_LINE = 24;

export function isSmithing(recipe: Recipe): recipe is SmithingRecipe {
  return (recipe as SmithingRecipe).estacao === 'ferraria';
}

/** The recipe's grid as rows of item ids (undefined: an empty slot); a shapeless recipe fills rows of three. */
export function recipeRows(recipe: CraftingRecipe): (string | undefined)[][] {
  if (recipe.ingredientes) {
    const rows: string[][] = [];
    recipe.ingredientes.forEach((item, index) => (rows[Math.floor(index / 3)] ??= []).push(item));
    return rows;
  }
  const key = recipe.itens ?? {};
  return (recipe.padrao ?? []).map((row) => [...row].map((letter) => (letter === '.' ? undefined : key[letter])));
}

function nameOf(glossary: Readonly<Record<string, GlossaryItem>>, id: string): string {
  const item = glossary[id];
  if (!item) throw new Error(`content/data/glossario.yml: no item "${id}" (a recipe of receitas.yml uses it)`);
  return item.nome;
}

function slot(x: number, y: number, size: number, item: { colour: string; letter: string } | undefined): string {
  const parts = [rect(x, y, size, size, { fill: COLOURS.sunken, stroke: COLOURS.border, radius: 5 })];
  if (item) {
    parts.push(rect(x + 6, y + 6, size - 12, size - 12, { fill: item.colour, stroke: '#00000055', radius: 4 }));
    parts.push(text(x + size / 2, y + size / 2 + 6, item.letter, { size: 17, weight: 'bold', anchor: 'middle', fill: inkOn(item.colour) }));
  }
  return parts.join('');
}

/** The letter each item goes by in the picture: the recipe's own, or the first free letter of its name. */
function lettersOf(recipe: Recipe, ids: readonly string[], glossary: Readonly<Record<string, GlossaryItem>>): Map<string, string> {
  const letters = new Map<string, string>();
  if (!isSmithing(recipe)) for (const [letter, id] of Object.entries(recipe.itens ?? {})) letters.set(id, letter);
  const taken = new Set(letters.values());
  for (const id of ids) {
    if (letters.has(id)) continue;
    const candidates = [...nameOf(glossary, id).toUpperCase().normalize('NFD').replace(/[^A-Z]/g, ''), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const letter = candidates.find((candidate) => !taken.has(candidate))!;
    letters.set(id, letter);
    taken.add(letter);
  }
  return letters;
}

/** What the picture shows, in words: its `<desc>`, and a starting point for the page's `alt`. */
export function describeRecipe(recipe: Recipe, glossary: Readonly<Record<string, GlossaryItem>>): string {
  const name = (id: string) => nameOf(glossary, id).toLowerCase();
  const result = `${nameOf(glossary, recipe.resultado)}${!isSmithing(recipe) && (recipe.quantidade ?? 1) > 1 ? ` (rende ${recipe.quantidade})` : ''}`;
  if (isSmithing(recipe)) return `Receita de ${result} na mesa de ferraria: ${name(recipe.molde)}, ${name(recipe.base)} e ${name(recipe.adicao)}.`;
  if (recipe.ingredientes) return `Receita de ${result} na bancada de trabalho, em qualquer posição: ${recipe.ingredientes.map(name).join(', ')}.`;
  const rows = recipeRows(recipe);
  const rowNames = rows.length === 3 ? ['linha de cima', 'linha do meio', 'linha de baixo'] : rows.length === 2 ? ['linha de cima', 'linha de baixo'] : ['uma linha'];
  const described = rows.map((row, index) => `${rowNames[index]}, ${row.map((id) => (id ? name(id) : 'vazio')).join(', ')}`);
  return `Receita de ${result} na bancada de trabalho: ${described.join('; ')}.`;
}

export function recipePicture(fileName: string, recipe: Recipe, glossary: Readonly<Record<string, GlossaryItem>>): Picture {
  const rows: (string | undefined)[][] = isSmithing(recipe) ? [[recipe.molde, recipe.base, recipe.adicao]] : recipeRows(recipe);
  const ids = [...new Set(rows.flat().filter((id): id is string => id !== undefined))];
  const letters = lettersOf(recipe, [...ids, recipe.resultado], glossary);
  const tile = (id: string | undefined) => (id === undefined ? undefined : { colour: glossary[id]?.cor ?? COLOURS.muted, letter: letters.get(id)! });
  const columns = Math.max(...rows.map((row) => row.length));
  const gridWidth = columns * SLOT + (columns - 1) * GAP;
  const gridHeight = rows.length * SLOT + (rows.length - 1) * GAP;
  const resultSize = 56;
  const arrowLength = 56;
  const legend = [...ids, recipe.resultado].filter((id, index, all) => all.indexOf(id) === index);
  const legendHeight = legend.length * LEGEND_LINE;
  // Legend lines are the widest part of most pictures: about 7.6 px a character at 14 px.
  const legendWidth = 28 + Math.max(...legend.map((id) => `${nameOf(glossary, id)} (resultado)`.length)) * 7.6;
  const width = Math.ceil(Math.max(PADDING * 2 + gridWidth + 24 + arrowLength + 24 + resultSize, PADDING * 2 + legendWidth, 360));
  const height = TITLE_HEIGHT + Math.max(gridHeight, resultSize) + 22 + legendHeight + PADDING;
  const station = isSmithing(recipe) ? 'Mesa de ferraria: molde, base e adição' : recipe.ingredientes ? 'Bancada de trabalho, sem forma: qualquer posição' : 'Bancada de trabalho';
  const body = [text(PADDING, 32, nameOf(glossary, recipe.resultado), { size: 19, weight: 'bold' }), text(PADDING, 50, station, { size: 13, fill: COLOURS.muted })];
  const top = TITLE_HEIGHT + Math.max(0, (resultSize - gridHeight) / 2);
  rows.forEach((row, y) => row.forEach((id, x) => body.push(slot(PADDING + x * (SLOT + GAP), top + y * (SLOT + GAP), SLOT, tile(id)))));
  const middle = TITLE_HEIGHT + Math.max(gridHeight, resultSize) / 2;
  const arrowStart = PADDING + gridWidth + 24;
  body.push(arrow(arrowStart, middle, arrowStart + arrowLength, middle));
  const resultX = arrowStart + arrowLength + 24;
  body.push(slot(resultX, middle - resultSize / 2, resultSize, tile(recipe.resultado)));
  const count = isSmithing(recipe) ? 1 : (recipe.quantidade ?? 1);
  // Under the result, not over its item, where it would sit on the item's colour.
  if (count > 1) body.push(text(resultX + resultSize / 2, middle + resultSize / 2 + 17, `×${count}`, { size: 14, weight: 'bold', anchor: 'middle', fill: COLOURS.warning }));
  const legendTop = TITLE_HEIGHT + Math.max(gridHeight, resultSize) + 22;
  legend.forEach((id, index) => {
    const y = legendTop + index * LEGEND_LINE;
    const item = tile(id)!;
    body.push(rect(PADDING - 1, y - 1, 20, 20, { fill: item.colour, stroke: '#00000055', radius: 3 }));
    body.push(text(PADDING + 9, y + 14, item.letter, { size: 12, weight: 'bold', anchor: 'middle', fill: inkOn(item.colour) }));
    body.push(text(PADDING + 28, y + 14, `${nameOf(glossary, id)}${id === recipe.resultado ? ' (resultado)' : ''}`, { size: 14 }));
  });
  return { name: fileName, svg: svgDocument({ width, height, title: `Receita: ${nameOf(glossary, recipe.resultado)}`, description: describeRecipe(recipe, glossary), body }) };
}
