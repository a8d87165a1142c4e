/**
 * Icons of blocks: a square face with a lit top-left edge and a shaded bottom-right one, and a few
 * strokes that say which block it is (planks, bricks, a carved square...). Our own drawings.
 */
import { PixelCanvas, type Pixels } from './pixels.ts';

interface Shades {
  light: string;
  base: string;
  dark: string;
}

/** A full block: face in `base`, lit edge in `light`, shaded edge and outline in `dark`. */
function block({ light, base, dark }: Shades, top = 1, height = 14): PixelCanvas {
  return new PixelCanvas()
    .fill(1, top, 14, height, base)
    .fill(1, top, 14, 1, light)
    .fill(1, top, 1, height, light)
    .fill(1, top + height - 1, 14, 1, dark)
    .fill(14, top, 1, height, dark);
}

/** A block of a metal or gem: a raised inner panel and a glint. */
function storageBlock(shades: Shades): Pixels {
  return block(shades).fill(4, 4, 8, 1, shades.dark).fill(4, 4, 1, 8, shades.dark).fill(4, 11, 8, 1, shades.light).fill(11, 4, 1, 8, shades.light).fill(5, 5, 2, 1, shades.light).pixels;
}

const planks = (): PixelCanvas => {
  const shades = { light: '#d9b47c', base: '#b8945f', dark: '#7a5a32' };
  const canvas = block(shades);
  for (const y of [4, 8, 11]) canvas.fill(2, y, 12, 1, shades.dark);
  return canvas.set(6, 2, shades.dark).set(6, 3, shades.dark).set(10, 5, shades.dark).set(10, 6, shades.dark).set(10, 7, shades.dark).set(4, 9, shades.dark).set(4, 10, shades.dark).set(11, 12, shades.dark);
};

const stone = { light: '#c4c4c4', base: '#9a9a9a', dark: '#5f5f5f' };

export const BLOCK_ICONS: Readonly<Record<string, () => Pixels>> = {
  iron_block: () => storageBlock({ light: '#ffffff', base: '#dcdcdc', dark: '#8c8c8c' }),
  gold_block: () => storageBlock({ light: '#fff3a6', base: '#f5d53c', dark: '#b08a10' }),
  diamond_block: () => storageBlock({ light: '#d2fffb', base: '#62ddd6', dark: '#1f8f8a' }),
  copper_block: () => storageBlock({ light: '#f3a77f', base: '#c06a45', dark: '#7a3a22' }),
  coal_block: () => storageBlock({ light: '#6a6a6a', base: '#2f2f2f', dark: '#141414' }),
  quartz_block: () => block({ light: '#ffffff', base: '#ece6dc', dark: '#b3a898' }).fill(3, 7, 10, 1, '#d5ccbe').fill(3, 8, 10, 1, '#ffffff').pixels,
  oak_planks: () => planks().pixels,
  crafting_table: () =>
    planks()
      .fill(1, 1, 14, 5, '#9c6b3c')
      .fill(2, 2, 12, 3, '#c08a52')
      .fill(5, 2, 1, 3, '#6b4520')
      .fill(10, 2, 1, 3, '#6b4520')
      .fill(3, 8, 3, 5, '#a0a0a8')
      .fill(4, 9, 1, 4, '#7a5a32')
      .fill(10, 8, 1, 5, '#7a5a32')
      .fill(9, 8, 3, 1, '#a0a0a8').pixels,
  bookshelf: () => {
    const canvas = planks().fill(2, 5, 12, 6, '#3a2614');
    const spines = ['#c94a4a', '#4a7fc9', '#7ed491', '#e0c060', '#c99bf5', '#c94a4a'];
    spines.forEach((colour, index) => canvas.fill(2 + index * 2, 5 + (index % 2), 1, 6 - (index % 2), colour));
    return canvas.pixels;
  },
  chest: () =>
    block({ light: '#d29a5a', base: '#a8763e', dark: '#5e3a16' }, 2, 13)
      .fill(1, 6, 14, 1, '#5e3a16')
      .fill(7, 5, 2, 3, '#d8d8d8')
      .set(7, 7, '#7a7a7a').pixels,
  cobblestone: () =>
    block(stone)
      .art({ d: '#5f5f5f', l: '#c4c4c4' }, [
        '................',
        '................',
        '...ddd...dd.....',
        '..d..dd.d..d....',
        '.....l.d...dd...',
        '..dd....ddd.....',
        '.d..d.ll...d....',
        '.....ddd....dd..',
        '...l....d.dd..d.',
        '..ddd....d......',
        '.....dd.l..ddd..',
        '..l....dd...l...',
        '...dd.d....dd...',
        '.......d.dd.....',
        '................',
        '................',
      ]).pixels,
  chiseled_stone_bricks: () => block({ light: '#b0b0b0', base: '#8d8d8d', dark: '#555555' }).fill(3, 3, 10, 1, '#555555').fill(3, 3, 1, 10, '#555555').fill(3, 12, 10, 1, '#b0b0b0').fill(12, 3, 1, 10, '#b0b0b0').fill(6, 6, 4, 4, '#555555').fill(7, 7, 2, 2, '#b0b0b0').pixels,
  smooth_stone_slab: () => block({ light: '#d0d0d0', base: '#a8a8a8', dark: '#666666' }, 8, 7).fill(2, 11, 12, 1, '#8a8a8a').pixels,
  lodestone: () => {
    const canvas = block({ light: '#c8c8c8', base: '#9a9a9a', dark: '#4f4f4f' });
    for (const x of [3, 6, 9, 12]) canvas.fill(x, 2, 1, 12, '#6f6f6f');
    return canvas.fill(2, 6, 12, 2, '#4f4f4f').fill(2, 6, 12, 1, '#d8d8d8').pixels;
  },
  netherrack: () =>
    block({ light: '#b55050', base: '#8a3a3a', dark: '#4f1c1c' })
      .art({ d: '#4f1c1c', l: '#c86464' }, [
        '................',
        '................',
        '...dd.....l.....',
        '......d......d..',
        '..l.....dd......',
        '.....d.......l..',
        '...d.....l......',
        '.......d....d...',
        '..dd.........d..',
        '.......l..d.....',
        '....d........l..',
        '..l.....dd......',
        '.....d......d...',
        '..........d.....',
        '................',
        '................',
      ]).pixels,
  obsidian: () =>
    block({ light: '#5a3f7e', base: '#2e2140', dark: '#120c1a' })
      .art({ l: '#8a5fc0', m: '#4a3566' }, [
        '................',
        '................',
        '...ll.....m.....',
        '...m.....lll....',
        '..........m.....',
        '......m.........',
        '.....lll....ll..',
        '......m.........',
        '..m.........m...',
        '.........m......',
        '...ll...lll.....',
        '.........m...l..',
        '.....m..........',
        '..........ll....',
        '................',
        '................',
      ]).pixels,
  bricks: () => {
    const canvas = block({ light: '#c8705a', base: '#9c4a35', dark: '#5e2a1e' });
    const mortar = '#d8cfc4';
    for (const y of [4, 8, 12]) canvas.fill(2, y, 12, 1, mortar);
    for (const [x, y] of [[7, 2], [4, 5], [11, 5], [7, 9], [4, 13], [11, 13]] as const) canvas.fill(x, y, 1, y === 2 ? 2 : 3, mortar);
    return canvas.pixels;
  },
  hay_block: () => {
    const canvas = block({ light: '#ecd070', base: '#c9a83a', dark: '#7f6a1c' });
    for (const x of [3, 5, 8, 10, 12]) canvas.fill(x, 2, 1, 12, '#a8891f');
    return canvas.fill(2, 5, 12, 2, '#a33b2a').fill(2, 10, 12, 2, '#a33b2a').pixels;
  },
  glass: () =>
    new PixelCanvas()
      .fill(1, 1, 14, 14, '#b9e3ee')
      .fill(2, 2, 12, 12, '#1d2e36')
      .set(4, 4, '#ffffff')
      .set(5, 5, '#ffffff')
      .set(5, 4, '#b9e3ee')
      .set(6, 6, '#b9e3ee')
      .set(10, 10, '#b9e3ee')
      .set(11, 11, '#b9e3ee').pixels,
  beacon: () =>
    new PixelCanvas()
      .fill(1, 1, 14, 14, '#b9e3ee')
      .fill(2, 2, 12, 12, '#1d2e36')
      .fill(3, 10, 10, 3, '#2e2140')
      .fill(3, 10, 10, 1, '#5a3f7e')
      .fill(5, 4, 6, 6, '#7fe3e0')
      .fill(6, 5, 4, 4, '#e8fffe').pixels,
};
