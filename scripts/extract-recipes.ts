/**
 * `npm run recipes`: writes the game's crafting recipes for the newest version of the server's
 * Minecraft line (servidor.yml `versoes.jogo`) into test/fixtures/minecraft-recipes.json, from
 * minecraft-data at the version pinned here. The package is installed into a temporary folder, not
 * into the site's dependencies: it holds every version's data (500 MB), the test needs 0.2 MB of it.
 * To follow a newer game version, raise MINECRAFT_DATA and run this again.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GAME_RECIPES_FILE, type GameRecipe, type GameRecipes, isInLine, serverVersionLine } from './pictures/game-recipes.ts';

const MINECRAFT_DATA = '3.119.0';

/** The little of minecraft-data's API this script reads (ids in recipes; null is an empty slot). */
interface MinecraftData {
  (version: string): {
    version: { minecraftVersion: string };
    itemsArray: { id: number; name: string }[];
    recipes: Record<string, { inShape?: (number | null)[][]; ingredients?: number[]; result: { count: number } }[]>;
  };
  supportedVersions: { pc: string[] };
}

function installMinecraftData(folder: string): MinecraftData {
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--prefix', folder, `minecraft-data@${MINECRAFT_DATA}`], { stdio: 'inherit' });
  return createRequire(path.join(folder, 'package.json'))('minecraft-data') as MinecraftData;
}

function extract(minecraftData: MinecraftData): GameRecipes {
  const line = serverVersionLine();
  const newest = minecraftData.supportedVersions.pc
    .filter((version) => isInLine(version, line))
    .sort((a, b) => Number(a.split('.')[2] ?? 0) - Number(b.split('.')[2] ?? 0))
    .at(-1);
  if (!newest) throw new Error(`minecraft-data ${MINECRAFT_DATA} knows no ${line}`);
  const data = minecraftData(newest);
  const names = new Map(data.itemsArray.map((item) => [item.id, item.name]));
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  const recipes: Record<string, GameRecipe[]> = {};
  for (const [id, list] of Object.entries(data.recipes).sort(([a], [b]) => nameOf(Number(a)).localeCompare(nameOf(Number(b))))) {
    recipes[nameOf(Number(id))] = list.map(({ inShape, ingredients, result }) =>
      inShape ? { count: result.count, shape: inShape.map((row) => row.map((slot) => (slot === null ? null : nameOf(slot)))) } : { count: result.count, ingredients: (ingredients ?? []).map(nameOf) },
    );
  }
  return {
    source: { package: 'minecraft-data', version: MINECRAFT_DATA, minecraftVersion: data.version.minecraftVersion, extracted: new Date().toISOString().slice(0, 10) },
    items: [...names.values()].sort(),
    recipes,
  };
}

/** JSON with one line per item's recipes, so that a new extract's diff shows which recipes changed. */
function format({ source, items, recipes }: GameRecipes): string {
  const lines = Object.entries(recipes).map(([name, list]) => `    ${JSON.stringify(name)}: ${JSON.stringify(list)}`);
  return `{\n  "source": ${JSON.stringify(source)},\n  "items": ${JSON.stringify(items)},\n  "recipes": {\n${lines.join(',\n')}\n  }\n}\n`;
}

const folder = mkdtempSync(path.join(tmpdir(), 'minecraft-data-'));
try {
  const extracted = extract(installMinecraftData(folder));
  writeFileSync(GAME_RECIPES_FILE, format(extracted));
  console.log(`${Object.keys(extracted.recipes).length} items' recipes of Minecraft ${extracted.source.minecraftVersion} in ${GAME_RECIPES_FILE}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
