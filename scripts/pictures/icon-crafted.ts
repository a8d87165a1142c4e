/**
 * Icons of things made at the crafting and smithing tables: tools, food, furniture, the smithing
 * template. Our own drawings on the 16×16 canvas.
 */
import { PixelCanvas, pixelArt, type Pixels } from './pixels.ts';

/** A sword lying at 45°: blade up and to the right, guard across it, grip down to the left. */
function sword(blade: readonly [string, string, string]): Pixels {
  return new PixelCanvas()
    .rising(5, 10, 9, [blade[2], blade[0], blade[1], blade[2]])
    .falling(2, 8, 5, ['#3a2a1a', '#6b4a2a'])
    .rising(2, 13, 3, ['#8b6a3e', '#5a4020'])
    .set(1, 14, '#3a2a1a').pixels;
}

export const CRAFTED_ICONS: Readonly<Record<string, () => Pixels>> = {
  diamond_sword: () => sword(['#e0fffd', '#4ee6e0', '#1f8f8a']),
  netherite_sword: () => sword(['#b8a8b2', '#76666f', '#2e2429']),
  arrow: () =>
    new PixelCanvas()
      .rising(4, 11, 8, ['#c09a62', '#8b6a3e'])
      .art({ f: '#3a3a3a', h: '#8a8a8a', w: '#f4f4f4', g: '#c8c8d0' }, [
        '................',
        '...........hhh..',
        '...........fhff.',
        '............fhf.',
        '............ff..',
        '................',
        '................',
        '................',
        '................',
        '................',
        '..w.w...........',
        '..gwgw..........',
        '.wgwg...........',
        '..wg............',
        '.w.w............',
        '................',
      ]).pixels,
  book: () =>
    pixelArt({ o: '#4a200c', c: '#a0522d', h: '#c8784a', p: '#f3eee0', d: '#c8c0a8' }, [
      '................',
      '................',
      '...ooooooooooo..',
      '..ohhccccccccpo.',
      '..ohccccccccpdo.',
      '..ohcccoooccpdo.',
      '..ohccccccccpdo.',
      '..ohccccccccpdo.',
      '..ohccccccccpdo.',
      '..ohccccccccpdo.',
      '..ohccccccccpdo.',
      '..ohccccccccpdo.',
      '..occcccccccppo.',
      '...ooooooooooo..',
      '................',
      '................',
    ]),
  bread: () =>
    pixelArt({ o: '#6a3a10', l: '#c99a4b', h: '#e8c27a', d: '#94622a' }, [
      '................',
      '................',
      '................',
      '................',
      '.......ooooo....',
      '.....oohhhhhoo..',
      '...oohhlhlhlhlo.',
      '..ohhlhlhlhllldo',
      '.ohllllllllllldo',
      '.olllllllllllddo',
      '.odllllllllldddo',
      '..odddddddddddo.',
      '...ooooooooooo..',
      '................',
      '................',
      '................',
    ]),
  compass: () =>
    pixelArt({ o: '#55555c', r: '#c0c4c8', h: '#ffffff', f: '#2a2a30', n: '#e04040', w: '#e8e8e8' }, [
      '................',
      '................',
      '.....oooooo.....',
      '....orrrrrro....',
      '...orhffffrro...',
      '..orfffffnffro..',
      '..orffffnfffro..',
      '..orfffnffffro..',
      '..orffwfffffro..',
      '..orfwffffffro..',
      '..orrffffffrro..',
      '...orrrrrrrro...',
      '....oorrrroo....',
      '......oooo......',
      '................',
      '................',
    ]),
  hopper: () =>
    pixelArt({ o: '#2a2a30', l: '#6a6a72', h: '#8e8e98', d: '#3e3e46' }, [
      '................',
      '.oooooooooooooo.',
      '.ohhhhhhhhhhhlo.',
      '.ohdddddddddllo.',
      '.ohdddddddddllo.',
      '.ohhhhhhhhhhhlo.',
      '.oooooooooooooo.',
      '...ohhhhhhhlo...',
      '...ohlllllllo...',
      '....ohllllo.....',
      '.....ohllo......',
      '......ohlo......',
      '......ollo......',
      '......oooo......',
      '................',
      '................',
    ]),
  item_frame: () =>
    new PixelCanvas()
      .fill(1, 1, 14, 14, '#8b6a3e')
      .fill(1, 1, 14, 1, '#c09a62')
      .fill(1, 1, 1, 14, '#c09a62')
      .fill(3, 3, 10, 10, '#5a2a10')
      .fill(4, 4, 8, 8, '#a25a2a')
      .fill(4, 4, 8, 1, '#c87a44').pixels,
  oak_sign: () =>
    new PixelCanvas()
      .fill(1, 2, 14, 8, '#b8945f')
      .fill(1, 2, 14, 1, '#d9b47c')
      .fill(1, 9, 14, 1, '#7a5a32')
      .fill(3, 4, 10, 1, '#5a4020')
      .fill(3, 6, 7, 1, '#5a4020')
      .fill(7, 10, 2, 5, '#7a5a32').pixels,
  cake: () =>
    pixelArt({ o: '#6a3a1a', w: '#ffffff', c: '#f3e6d8', r: '#d93a3a', b: '#b06a3a', d: '#8a4a22' }, [
      '................',
      '................',
      '................',
      '................',
      '................',
      '..oooooooooooo..',
      '.owwcwwwcwwcwwo.',
      '.owrwwcwwrwwwco.',
      '.occwwwwcwwrwco.',
      '.owwcbwcwbwcbwo.',
      '.obbbbbbbbbbbbo.',
      '.obbbbbbbbbbbdo.',
      '.obdbbbbbbbbbdo.',
      '.oddddddddddddo.',
      '..oooooooooooo..',
      '................',
    ]),
  // The milk fills the bucket's top three rows, as in the game: a rim of white alone reads as an empty bucket.
  milk_bucket: () =>
    pixelArt({ o: '#4a4a52', h: '#e0e0e8', l: '#a8a8b0', w: '#ffffff', d: '#6a6a72' }, [
      '................',
      '................',
      '....oooooooo....',
      '...o........o...',
      '..o..........o..',
      '..oooooooooooo..',
      '..ohwwwwwwwwdo..',
      '..ohwwwwwwwwdo..',
      '...ohwwwwwwdo...',
      '...ohlllllldo...',
      '...ohlllllldo...',
      '....ohllllldo...',
      '....ohllllo.....',
      '.....oooooo.....',
      '................',
      '................',
    ]),
  firework_rocket: () =>
    pixelArt({ o: '#6a1a1a', r: '#d94a4a', h: '#ff8a7a', p: '#f1f1e6', s: '#8b6a3e' }, [
      '................',
      '.......pp.......',
      '......pppp......',
      '.....oooooo.....',
      '.....ohrrro.....',
      '.....ohrrro.....',
      '.....opppoo.....',
      '.....ohrrro.....',
      '.....ohrrro.....',
      '.....ohrrro.....',
      '.....oooooo.....',
      '.......ss.......',
      '.......ss.......',
      '.......ss.......',
      '.......ss.......',
      '................',
    ]),
  armor_stand: () =>
    pixelArt({ s: '#c09a62', d: '#7a5a32', b: '#a8a8a8', k: '#666666' }, [
      '................',
      '.......ss.......',
      '.......sd.......',
      '..sssssssssss...',
      '..d....sd....d..',
      '..d....sd....d..',
      '.......sd.......',
      '.....sssssd.....',
      '.......sd.......',
      '......s..s......',
      '......s..s......',
      '......s..s......',
      '......s..s......',
      '..bbbbbbbbbbbb..',
      '..kkkkkkkkkkkk..',
      '................',
    ]),
  brewing_stand: () =>
    pixelArt({ y: '#f2b632', o: '#b06a10', g: '#b9e3ee', p: '#c94ad0', c: '#7a7a7a', d: '#4a4a4a' }, [
      '................',
      '.......yo.......',
      '.......yo.......',
      '.......yo.......',
      '...cccccccccc...',
      '..g....yo....g..',
      '.ggg...yo...ggg.',
      '.gpg...yo...gpg.',
      '.ggg..gggg..ggg.',
      '......gppg......',
      '......gppg......',
      '......gggg......',
      '.....cyyyoc.....',
      '...ccccccccccc..',
      '...dddddddddd...',
      '................',
    ]),
  netherite_upgrade_smithing_template: () =>
    pixelArt({ o: '#1a1418', s: '#3a3036', h: '#6a5a62', g: '#f2c94c', n: '#8a7a84' }, [
      '................',
      '...oooooooooo...',
      '..ohhhhhhhhhso..',
      '..ohsssssssso...',
      '..ohssnnnnsso...',
      '..ohsnsssnsso...',
      '..ohsnsggnsso...',
      '..ohsnsggnsso...',
      '..ohsnsssnsso...',
      '..ohssnnnnsso...',
      '..ohsssssssso...',
      '..ohssssssssso..',
      '...oooooooooo...',
      '................',
      '................',
      '................',
    ]),
};
