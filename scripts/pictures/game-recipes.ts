/**
 * The game's crafting recipes, as the recipe test reads them: an extract of minecraft-data for one
 * Minecraft version, written by `npm run recipes` (scripts/extract-recipes.ts) into the repository,
 * because the package itself is 500 MB of every version's data.
 */
import { readFileSync } from 'node:fs';
import { readData } from './data.ts';

export const GAME_RECIPES_FILE = 'test/fixtures/minecraft-recipes.json';

/** A recipe by item names: a shaped one's rows (null is an empty slot), or a shapeless one's ingredients. */
export interface GameRecipe {
  count: number;
  shape?: (string | null)[][];
  ingredients?: string[];
}

export interface GameRecipes {
  source: { package: string; version: string; minecraftVersion: string; extracted: string };
  /** Every item name of that version. */
  items: string[];
  /** Recipes by the name of the item they make. */
  recipes: Record<string, GameRecipe[]>;
}

export function readGameRecipes(): GameRecipes {
  return JSON.parse(readFileSync(GAME_RECIPES_FILE, 'utf8')) as GameRecipes;
}

/** The Minecraft line the server runs ("1.21" for servidor.yml's `versoes.jogo: 1.21.x`). */
export function serverVersionLine(): string {
  return readData<{ versoes: { jogo: string } }>('servidor').versoes.jogo.replace(/\.x$/, '');
}

export function isInLine(version: string, line: string): boolean {
  return version === line || version.startsWith(`${line}.`);
}
