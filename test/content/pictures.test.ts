/**
 * The wiki's pictures (issue 22): content/static/img/figuras/ holds exactly what `npm run pictures`
 * draws from scripts/pictures/ and content/data/, each picture says what it shows, and every
 * crafting recipe of content/data/receitas.yml is one the game has (checked with an extract of
 * minecraft-data, the game's recipes by version: scripts/extract-recipes.ts).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { allPictures, PICTURES_FOLDER } from '../../scripts/pictures/index.ts';
import { readData } from '../../scripts/pictures/data.ts';
import { GAME_RECIPES_FILE, isInLine, readGameRecipes, serverVersionLine } from '../../scripts/pictures/game-recipes.ts';
import { hasIcon } from '../../scripts/pictures/icons.ts';
import { type CraftingRecipe, isSmithing, type Recipe, recipeRows } from '../../scripts/pictures/recipes.ts';

const pictures = allPictures();

test('the picture files are exactly what npm run pictures draws (run it after changing their code or data)', () => {
  const onDisk = readdirSync(PICTURES_FOLDER).sort();
  assert.deepEqual(onDisk, pictures.map((picture) => `${picture.name}.svg`).sort());
  const outOfDate = pictures.filter((picture) => readFileSync(path.join(PICTURES_FOLDER, `${picture.name}.svg`), 'utf8') !== picture.svg).map((picture) => picture.name);
  assert.deepEqual(outOfDate, []);
});

test('every picture has a size, a title and a description in Portuguese', () => {
  for (const { name, svg } of pictures) {
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    assert.match(root, /width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/, name);
    const width = Number(/width="(\d+)"/.exec(root)?.[1]);
    assert.ok(width >= 300 && width <= 800, `${name}: ${width} px wide`);
    assert.match(svg, /<title id="t">[^<]{3,}<\/title>/, name);
    assert.match(svg, /<desc id="d">[^<]{20,}<\/desc>/, name);
  }
});

/** A grid of item names as text, mirrored or not (the game accepts both for a shaped recipe). */
function shapes(rows: readonly (readonly (string | undefined)[])[]): string[] {
  const width = Math.max(...rows.map((row) => row.length));
  const padded = rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? '_'));
  const text = (grid: string[][]) => grid.map((row) => row.join(',')).join('/');
  return [text(padded), text(padded.map((row) => [...row].reverse()))];
}

test('every crafting recipe of receitas.yml is the game’s, in the version the server runs', () => {
  const { source, items, recipes: gameRecipes } = readGameRecipes();
  const version = source.minecraftVersion;
  assert.ok(isInLine(version, serverVersionLine()), `${GAME_RECIPES_FILE} holds Minecraft ${version}, the server runs ${serverVersionLine()}: run npm run recipes`);
  const known = new Set(items);
  const recipes = readData<Record<string, Recipe>>('receitas');
  const wrong: string[] = [];
  for (const [name, recipe] of Object.entries(recipes)) {
    // minecraft-data has no smithing recipes: the smithing table's are checked by hand.
    if (isSmithing(recipe)) continue;
    if (!known.has(recipe.resultado)) {
      wrong.push(`${name}: no item "${recipe.resultado}" in ${version}`);
      continue;
    }
    const ours = recipeRows(recipe as CraftingRecipe);
    const sorted = ours.flat().filter((id): id is string => id !== undefined).sort().join(',');
    const matches = (gameRecipes[recipe.resultado] ?? []).some((theirs) => {
      if (theirs.count !== ((recipe as CraftingRecipe).quantidade ?? 1)) return false;
      if (theirs.ingredients) return [...theirs.ingredients].sort().join(',') === sorted;
      if (!theirs.shape || (recipe as CraftingRecipe).ingredientes) return false;
      const their = theirs.shape.map((row) => row.map((slot) => slot ?? '_'));
      // A recipe whose slots are all one item is recorded either way: compare the items then.
      if (new Set(ours.flat()).size === 1) return their.flat().sort().join(',') === sorted;
      return shapes(ours.map((row) => row.map((id) => id ?? '_'))).includes(shapes(their)[0]!);
    });
    if (!matches) wrong.push(`${name}: not a recipe of ${recipe.resultado} in ${version}`);
  }
  assert.deepEqual(wrong, []);
});

test('every item a recipe of receitas.yml uses or makes has its own icon (scripts/pictures/icons.ts)', () => {
  const recipes = readData<Record<string, Recipe>>('receitas');
  const items = Object.values(recipes).flatMap((recipe) => [recipe.resultado, ...(isSmithing(recipe) ? [recipe.molde, recipe.base, recipe.adicao] : recipeRows(recipe).flat())]);
  const missing = [...new Set(items.filter((id): id is string => id !== undefined && !hasIcon(id)))];
  assert.deepEqual(missing, []);
});
