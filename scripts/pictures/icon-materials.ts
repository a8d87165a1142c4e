/**
 * Icons of materials: ingots, gems, dusts, and what comes from plants and animals. Our own
 * drawings on the 16×16 canvas; one shape is shared by the items that differ only by colour.
 */
import { PixelCanvas, pixelArt, type Pixels } from './pixels.ts';

interface Shades {
  light: string;
  base: string;
  dark: string;
}

/** A bar seen from the front and above: lit top, front face, shaded end. */
function ingot({ light, base, dark }: Shades): Pixels {
  return pixelArt({ o: dark, h: light, l: base, d: dark }, [
    '................',
    '................',
    '................',
    '................',
    '.....ooooooooo..',
    '....ohhhhhhhhdo.',
    '...ohhhhhhhhddo.',
    '..ooooooooooddo.',
    '..ollllllllodo..',
    '..ollllllllooo..',
    '..oooooooooo....',
    '................',
    '................',
    '................',
    '................',
    '................',
  ]);
}

/** A pile of grains. */
function dust({ light, base, dark }: Shades): Pixels {
  return pixelArt({ h: light, l: base, d: dark }, [
    '................',
    '................',
    '................',
    '................',
    '.......h........',
    '.....h.....l....',
    '..l.....lh......',
    '.......hld...h..',
    '....lhlldl......',
    '...hlldlldhl.l..',
    '..lhlldldlldl...',
    '.hlldlldlldldl..',
    '..dldddldddld...',
    '................',
    '................',
    '................',
  ]);
}

/** A rough stone: coal, flint, netherite scrap. */
function lump({ light, base, dark }: Shades, fleck: string): Pixels {
  return pixelArt({ h: light, l: base, d: dark, f: fleck }, [
    '................',
    '................',
    '................',
    '.......ddd......',
    '.....ddhhld.....',
    '....dhhllllld...',
    '...dhllfllllld..',
    '...dhlllllflld..',
    '..dhllllllllld..',
    '..dllflllllldd..',
    '..dlllllfllld...',
    '...dlllllllld...',
    '....ddlllldd....',
    '......dddd......',
    '................',
    '................',
  ]);
}

/** A rod held at 45°, as sticks and blaze rods lie in a slot. */
function rod(colours: readonly string[]): Pixels {
  return new PixelCanvas().rising(2, 13, 11, colours).pixels;
}

export const MATERIAL_ICONS: Readonly<Record<string, () => Pixels>> = {
  iron_ingot: () => ingot({ light: '#ffffff', base: '#d8d8d8', dark: '#7c7c7c' }),
  gold_ingot: () => ingot({ light: '#fff3a6', base: '#f2c94c', dark: '#a07810' }),
  copper_ingot: () => ingot({ light: '#ffc0a0', base: '#e07b53', dark: '#8a4020' }),
  netherite_ingot: () => ingot({ light: '#b0a0aa', base: '#76666f', dark: '#3e3238' }),
  brick: () => ingot({ light: '#e08a6a', base: '#b5553c', dark: '#6a2a1a' }),
  redstone: () => dust({ light: '#ff7a5c', base: '#d23a2a', dark: '#7a1a10' }),
  gunpowder: () => dust({ light: '#b0b0b0', base: '#7a7a7a', dark: '#3e3e3e' }),
  sugar: () => dust({ light: '#ffffff', base: '#ececec', dark: '#a8a8b0' }),
  coal: () => lump({ light: '#7a7a7a', base: '#3b3b3b', dark: '#1a1a1a' }, '#5a5a5a'),
  flint: () => lump({ light: '#9a9a9a', base: '#4a4a4a', dark: '#222222' }, '#6a6a6a'),
  netherite_scrap: () => lump({ light: '#a08878', base: '#6b5650', dark: '#3a2a26' }, '#c0a090'),
  lapis_lazuli: () => lump({ light: '#7a9cf0', base: '#2f5fc4', dark: '#16307a' }, '#a8c0ff'),
  emerald: () =>
    pixelArt({ o: '#146a34', h: '#b8ffd0', l: '#3fcf6e', d: '#22994a' }, [
      '................',
      '................',
      '.......oo.......',
      '......ohlo......',
      '.....ohllo......',
      '....ohhllldo....',
      '....ohllllldo...',
      '...ohllllllddo..',
      '...ohlllllldo...',
      '....ohlllllldo..',
      '....ohlllllddo..',
      '.....ollllddo...',
      '......olldoo....',
      '.......ooo......',
      '................',
      '................',
    ]),
  stick: () => rod(['#c09a62', '#8b6a3e', '#5a4020']),
  blaze_rod: () => rod(['#fff080', '#f2b632', '#b06a10']),
  diamond: () =>
    pixelArt({ o: '#1f8f8a', h: '#e0fffd', l: '#4ee6e0', d: '#2cb5b0' }, [
      '................',
      '................',
      '................',
      '.....oooooo.....',
      '....ohhlllldo...',
      '...ohhllllllddo.',
      '..oooooooooooooo',
      '..ollllllllldddo',
      '...olllllllldo..',
      '....ollllllddo..',
      '.....olllldo....',
      '......ollldo....',
      '.......oldo.....',
      '........oo......',
      '................',
      '................',
    ]),
  quartz: () =>
    pixelArt({ o: '#9a8f80', h: '#ffffff', l: '#e9e2d8' }, [
      '................',
      '................',
      '..........o.....',
      '.........oho....',
      '....o....ohlo...',
      '...oho..ohllo...',
      '...ohlo.ohllo...',
      '...ohllo.hllo...',
      '...ohllooohllo..',
      '....ohlllhhllo..',
      '....ohhlllhllo..',
      '.....ohhllllo...',
      '......oooooo....',
      '................',
      '................',
      '................',
    ]),
  leather: () =>
    pixelArt({ o: '#5a2a10', l: '#a25a2a', h: '#c87a44' }, [
      '................',
      '................',
      '...oo......oo...',
      '...ollooooollo..',
      '....ohhhlllllo..',
      '....ohllllllo...',
      '...ohllllllllo..',
      '...ohllllllllo..',
      '...ohllllllllo..',
      '...olllllllllo..',
      '....olllllllo...',
      '...ollooooollo..',
      '...oo......oo...',
      '................',
      '................',
      '................',
    ]),
  feather: () => new PixelCanvas().rising(3, 12, 9, ['#d8d8e0', '#ffffff', '#ffffff', '#c8c8d0']).rising(2, 13, 2, ['#9a9aa8']).pixels,
  paper: () =>
    pixelArt({ o: '#b0ab98', l: '#f7f7ee', d: '#9a9a8a' }, [
      '................',
      '................',
      '..ooooooooooo...',
      '..olllllllllo...',
      '..oldddddddlo...',
      '..olllllllllo...',
      '..oldddddddlo...',
      '..olllllllllo...',
      '..olddddllllo...',
      '..olllllllllo...',
      '..oldddddddlo...',
      '..olllllllllo...',
      '..olllllllllo...',
      '..ooooooooooo...',
      '................',
      '................',
    ]),
  wheat: () =>
    pixelArt({ o: '#7f6a1c', l: '#d9b64a', h: '#f4dc80', g: '#6a8a2a' }, [
      '................',
      '..........oho...',
      '.........ohlo...',
      '....oho..oll....',
      '...ohlo.ohl.oho.',
      '...oll..oll.ohl.',
      '...olo.olo.oll..',
      '....ol.ol.olo...',
      '.....olgolol....',
      '......ogggo.....',
      '.......gg.......',
      '......g.g.......',
      '.....g..g.......',
      '....g...g.......',
      '................',
      '................',
    ]),
  egg: () =>
    pixelArt({ o: '#a8987a', l: '#efe3c8', h: '#ffffff', d: '#cfc0a0' }, [
      '................',
      '................',
      '.......oo.......',
      '......ollo......',
      '.....ohllllo....',
      '....ohhlllllo...',
      '....ohlllllllo..',
      '...ohllllllldo..',
      '...olllllllldo..',
      '...olllllllldo..',
      '...olllllllddo..',
      '....olllllddo...',
      '.....oddddoo....',
      '......oooo......',
      '................',
      '................',
    ]),
  nether_star: () =>
    pixelArt({ o: '#b8b48a', l: '#f7f3c6', h: '#ffffff' }, [
      '................',
      '.......oo.......',
      '.......oho......',
      '......ohho......',
      '......ohlo......',
      '.ooooohhllooooo.',
      '..ohhhhllllllo..',
      '...ohhlllllo....',
      '....ohllllo.....',
      '....ohllllo.....',
      '...ohlloolllo...',
      '...ohlo..ollo...',
      '..ohlo....olo...',
      '..oo.......oo...',
      '................',
      '................',
    ]),
};
