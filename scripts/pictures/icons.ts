/**
 * The wiki's item icons, one per game item id (the ids of content/data/receitas.yml and
 * glossario.yml): our own pixel art on a 16×16 grid, drawn in the slots of recipe and chest-menu
 * pictures. Never the game's textures. Each family lives in its own module.
 */
import { BLOCK_ICONS } from './icon-blocks.ts';
import { CRAFTED_ICONS } from './icon-crafted.ts';
import { MATERIAL_ICONS } from './icon-materials.ts';
import { MENU_ICONS } from './icon-menu.ts';
import { drawPixels, type Pixels } from './pixels.ts';

const ICONS: Readonly<Record<string, () => Pixels>> = { ...BLOCK_ICONS, ...MATERIAL_ICONS, ...CRAFTED_ICONS, ...MENU_ICONS };

export function hasIcon(id: string): boolean {
  return Object.hasOwn(ICONS, id);
}

export function iconIds(): string[] {
  return Object.keys(ICONS).sort();
}

/** The icon of item `id`, its top left corner at (x, y), `size` pixels across (a multiple of 16 stays crisp). */
export function icon(id: string, x: number, y: number, size: number): string {
  const draw = ICONS[id];
  if (!draw) throw new Error(`scripts/pictures/icons.ts: no icon for the item "${id}" (draw one in an icon-*.ts module)`);
  return drawPixels(draw(), x, y, size);
}
