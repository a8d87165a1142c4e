/**
 * Every file of content/static/textura/: the Java pack (.zip), the Bedrock pack (.mcpack) and the
 * images /textura/ shows, made from the pixel art of art.ts. Names and version come from
 * content/data/textura.yml.
 *
 * How the server uses the pack:
 * - Java: an item shows its drawing when its custom model data is the number below (1001 onwards, per
 *   base item, in the order of `CUSTOM_ITEMS`). Both ways the game reads that are in the pack: the
 *   `overrides` of the item model (1.20 to 1.21.3) and the item definition in `items/` (1.21.4 on).
 * - Java chat: the symbols are the characters U+E000 onwards, in the order of `glyphs` (the chat plugin
 *   turns `:jabuti:` into U+E000 and so on). The Bedrock pack has no chat symbols.
 * - Bedrock (Geyser's custom items): each drawing is the item texture `jabuticraft_<name>`.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { arrow, glyphs, items, jabuticaba, tripwireHook, type PixelArt } from './art.ts';
import { Picture, zipArchive } from './encode.ts';

type ItemName = keyof typeof items;

const CUSTOM_ITEMS: { base: string; texture: string; items: ItemName[] }[] = [
  { base: 'tripwire_hook', texture: 'minecraft:block/tripwire_hook', items: ['chave_voto', 'chave_rara', 'chave_epica', 'chave_cosmetica'] },
  { base: 'gold_nugget', texture: 'minecraft:item/gold_nugget', items: ['medalha_ouro', 'medalha_prata', 'medalha_bronze'] },
];
const FIRST_MODEL_DATA = 1001;
/** Resource pack formats of Minecraft 1.20 (15) to 1.21.8 (64), the last before 1.21.9's new pack metadata. */
const PACK_FORMATS = [15, 64] as const;
/** Fixed, so that Bedrock sees each release as a new version of the same pack. */
const BEDROCK_UUIDS = { header: '6f0c3c1e-5d1a-4b8e-9a57-2f4f1d7b8c21', module: 'b3e9d2a4-7c61-4f0e-8d3b-91a5c6e2f470' };
/** Screen pixels per game pixel in the page's images: 4 keeps the widest (344 px) inside a phone's column. */
const IMAGE_SCALE = 4;

interface TexturaData {
  versao: string;
  java: { arquivo: string };
  bedrock: { arquivo: string };
}

/** File name → contents, for content/static/textura/. */
export async function texturePackFiles(): Promise<Map<string, Buffer>> {
  const data = parse(await readFile('content/data/textura.yml', 'utf8')) as TexturaData;
  return new Map([
    [data.java.arquivo, zipArchive(javaPack(data.versao))],
    [data.bedrock.arquivo, zipArchive(bedrockPack(data.versao))],
    ['antes-e-depois.png', beforeAndAfter()],
    ['chaves.png', inventory([items.chave_voto, items.chave_rara, items.chave_epica, items.chave_cosmetica])],
    ['medalhas.png', inventory([items.medalha_ouro, items.medalha_prata, items.medalha_bronze])],
    ['simbolos-do-chat.png', chatLine(Object.values(glyphs))],
  ]);
}

function javaPack(version: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>([
    ['pack.mcmeta', json({ pack: { pack_format: PACK_FORMATS[0], supported_formats: PACK_FORMATS, description: `Jabuticraft ${version}: itens do servidor` } })],
    ['pack.png', Picture.of(jabuticaba).scaled(8).png()],
  ]);
  for (const { base, texture, items: names } of CUSTOM_ITEMS) {
    const models = names.map((name, index) => ({ data: FIRST_MODEL_DATA + index, model: `jabuticraft:item/${name}` }));
    files.set(`assets/minecraft/models/item/${base}.json`, json({
      parent: 'minecraft:item/generated',
      textures: { layer0: texture },
      overrides: models.map(({ data, model }) => ({ predicate: { custom_model_data: data }, model })),
    }));
    files.set(`assets/minecraft/items/${base}.json`, json({
      model: {
        type: 'minecraft:range_dispatch',
        property: 'minecraft:custom_model_data',
        entries: models.map(({ data, model }) => ({ threshold: data, model: { type: 'minecraft:model', model } })),
        fallback: { type: 'minecraft:model', model: `minecraft:item/${base}` },
      },
    }));
    for (const name of names) {
      files.set(`assets/jabuticraft/models/item/${name}.json`, json({ parent: 'minecraft:item/generated', textures: { layer0: `jabuticraft:item/${name}` } }));
      files.set(`assets/jabuticraft/textures/item/${name}.png`, Picture.of(items[name]).png());
    }
  }
  const symbols = Object.entries(glyphs);
  files.set('assets/minecraft/font/default.json', json({
    providers: symbols.map(([name], index) => ({ type: 'bitmap', file: `jabuticraft:font/${name}.png`, ascent: 7, height: 8, chars: [String.fromCharCode(0xe000 + index)] })),
  }));
  for (const [name, art] of symbols) files.set(`assets/jabuticraft/textures/font/${name}.png`, Picture.of(art).png());
  return files;
}

function bedrockPack(version: string): Map<string, Buffer> {
  const packVersion = [...version.split('.').map(Number), 0, 0].slice(0, 3);
  const names = Object.keys(items) as ItemName[];
  return new Map([
    ['manifest.json', json({
      format_version: 2,
      header: { name: 'Jabuticraft', description: `Itens do servidor, versão ${version}`, uuid: BEDROCK_UUIDS.header, version: packVersion, min_engine_version: [1, 21, 0] },
      modules: [{ type: 'resources', uuid: BEDROCK_UUIDS.module, version: packVersion }],
    })],
    ['pack_icon.png', Picture.of(jabuticaba).scaled(8).png()],
    ['textures/item_texture.json', json({
      resource_pack_name: 'jabuticraft',
      texture_name: 'atlas.items',
      texture_data: Object.fromEntries(names.map((name) => [`jabuticraft_${name}`, { textures: `textures/items/jabuticraft/${name}` }])),
    })],
    ...names.map((name) => [`textures/items/jabuticraft/${name}.png`, Picture.of(items[name]).png()] as const),
  ]);
}

function json(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
}

/* The page's images, drawn in game pixels like the game's inventory, then scaled up. */

const PANEL_PADDING = 7;
const SLOT = 18;
/** Around the arrow, and between the chat symbols. */
const GAP = 4;

/** A grey inventory panel of the given inside size, with the art drawn into it by `fill`. */
function panel(width: number, fill: (picture: Picture) => void): Buffer {
  const picture = new Picture(width + 2 * PANEL_PADDING, SLOT + 2 * PANEL_PADDING);
  const { width: w, height: h } = picture;
  picture.fill(1, 1, w - 2, h - 2, '#c6c6c6');
  picture.fill(1, 0, w - 2, 1, '#000000');
  picture.fill(1, h - 1, w - 2, 1, '#000000');
  picture.fill(0, 1, 1, h - 2, '#000000');
  picture.fill(w - 1, 1, 1, h - 2, '#000000');
  picture.fill(1, 1, w - 3, 1, '#ffffff');
  picture.fill(1, 1, 1, h - 3, '#ffffff');
  picture.fill(2, h - 2, w - 3, 1, '#555555');
  picture.fill(w - 2, 2, 1, h - 3, '#555555');
  fill(picture);
  return picture.scaled(IMAGE_SCALE).png();
}

/** An inventory slot with the item in it, its top-left corner at (x, y). */
function slot(picture: Picture, x: number, y: number, art: PixelArt): void {
  picture.fill(x, y, SLOT, SLOT, '#8b8b8b');
  picture.fill(x, y, SLOT - 1, 1, '#373737');
  picture.fill(x, y, 1, SLOT - 1, '#373737');
  picture.fill(x + 1, y + SLOT - 1, SLOT - 1, 1, '#ffffff');
  picture.fill(x + SLOT - 1, y + 1, 1, SLOT - 1, '#ffffff');
  picture.draw(art, x + 1, y + 1);
}

function inventory(arts: PixelArt[]): Buffer {
  return panel(arts.length * SLOT, (picture) => {
    arts.forEach((art, index) => slot(picture, PANEL_PADDING + index * SLOT, PANEL_PADDING, art));
  });
}

function beforeAndAfter(): Buffer {
  const arrowWidth = arrow.rows[0]?.length ?? 0;
  return panel(2 * SLOT + 2 * GAP + arrowWidth, (picture) => {
    slot(picture, PANEL_PADDING, PANEL_PADDING, tripwireHook);
    picture.draw(arrow, PANEL_PADDING + SLOT + GAP, PANEL_PADDING + Math.floor((SLOT - arrow.rows.length) / 2));
    slot(picture, PANEL_PADDING + SLOT + 2 * GAP + arrowWidth, PANEL_PADDING, items.chave_epica);
  });
}

/** The symbols side by side on the chat's dark background. */
function chatLine(arts: PixelArt[]): Buffer {
  const picture = new Picture(arts.length * 16 + (arts.length + 1) * GAP, 16 + 2 * GAP);
  picture.fill(0, 0, picture.width, picture.height, '#1b1b1b');
  arts.forEach((art, index) => picture.draw(art, GAP + index * (16 + GAP), GAP));
  return picture.scaled(IMAGE_SCALE).png();
}
