/**
 * Every picture of the wiki, made from code and content/data: each family of pictures is a module
 * of this folder. `scripts/pictures.ts` writes them; test/content/pictures.test.ts checks that the
 * files in content/static/img/figuras/ are exactly what they make.
 */
import { arenaPictures } from './arenas.ts';
import { islandMenuPictures } from './chest-menus-ilha.ts';
import { tradeMenuPictures } from './chest-menus-trade.ts';
import { chestMenuPictures } from './chest-menus.ts';
import { readData } from './data.ts';
import { diagramPictures } from './diagrams.ts';
import { menuPictures } from './menus.ts';
import { type GlossaryItem, type Recipe, recipePicture } from './recipes.ts';
import { scenePictures } from './scenes.ts';
import type { Picture } from './svg.ts';

export const PICTURES_FOLDER = 'content/static/img/figuras';

export function allPictures(): Picture[] {
  const glossary = readData<{ itens: Record<string, GlossaryItem> }>('glossario').itens;
  const recipes = readData<Record<string, Recipe>>('receitas');
  return [
    ...Object.entries(recipes).map(([name, recipe]) => recipePicture(`receita-${name}`, recipe, glossary)),
    ...arenaPictures(),
    ...diagramPictures(),
    ...menuPictures(),
    ...chestMenuPictures(),
    ...islandMenuPictures(),
    ...tradeMenuPictures(),
    ...scenePictures(),
  ];
}
