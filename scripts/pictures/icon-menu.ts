/**
 * Icons of the items the server's chest menus show for their options: the stained glass panes
 * that say on and off, and a few items that stand for an option. Our own drawings.
 */
import { PixelCanvas, pixelArt, type Pixels } from './pixels.ts';

/** A pane of stained glass: a frame of `edge` around a lighter `face`, a glint in the corner. */
function pane(face: string, edge: string): Pixels {
  return new PixelCanvas().fill(1, 1, 14, 14, edge).fill(2, 2, 12, 12, face).set(4, 3, '#ffffff').set(3, 4, '#ffffff').set(4, 4, '#ffffff').pixels;
}

export const MENU_ICONS: Readonly<Record<string, () => Pixels>> = {
  lime_stained_glass_pane: () => pane('#7ed491', '#3e8a4e'),
  red_stained_glass_pane: () => pane('#e07070', '#8a2e2e'),
  gray_stained_glass_pane: () => pane('#6b6172', '#3a3340'),
  ender_pearl: () =>
    pixelArt({ o: '#0c3a36', d: '#1f6b62', l: '#2fa595', h: '#9af0e0' }, [
      '................',
      '................',
      '................',
      '......oooo......',
      '....oodlldoo....',
      '...odllhhlldo...',
      '...odlhhllldo...',
      '..odllhlllddlo..',
      '..odlllllldddo..',
      '...odllllddddo..',
      '...oddllddddo...',
      '....ooddddoo....',
      '......oooo......',
      '................',
      '................',
      '................',
    ]),
  player_head: () =>
    pixelArt({ h: '#4a2e1a', s: '#e0a878', d: '#b07a50', e: '#ffffff', b: '#3a5ab0', m: '#8a4a3a' }, [
      '................',
      '..hhhhhhhhhhhh..',
      '..hhhhhhhhhhhh..',
      '..hhhhhhhhhhhh..',
      '..hsssssssssdh..',
      '..sssssssssssd..',
      '..sebsssssebsd..',
      '..sssssssssssd..',
      '..sssssddsssss..',
      '..sssmmmmmmsss..',
      '..ssssssssssdd..',
      '..dddddddddddd..',
      '................',
      '................',
      '................',
      '................',
    ]),
  name_tag: () =>
    pixelArt({ o: '#6a5a3a', t: '#e8dcb8', h: '#fff8e0', s: '#c8b890', k: '#3a3a3a' }, [
      '................',
      '................',
      '................',
      '.........oooo...',
      '........ohhhto..',
      '.......ohttttto.',
      '......ohttktto..',
      '.....ohtttttto..',
      '....ohttttttso..',
      '...ohttttttso...',
      '..ohttttttso....',
      '..ottttttso.....',
      '..ossssssso.....',
      '...ooooooo......',
      '................',
      '................',
    ]),
  tripwire_hook: () =>
    pixelArt({ o: '#55555c', m: '#c0c4c8', w: '#8b6a3e', d: '#5a4020' }, [
      '................',
      '................',
      '......oooo......',
      '.....ommmmo.....',
      '....omo..omo....',
      '....omo..omo....',
      '.....ommmmo.....',
      '......oooo......',
      '.......wd.......',
      '.......wd.......',
      '.......wd.......',
      '.......wd.......',
      '.......wd.......',
      '.....wwwd.......',
      '.....dddd.......',
      '................',
    ]),
  iron_bars: () => {
    const canvas = new PixelCanvas();
    for (const x of [2, 6, 10, 13]) canvas.fill(x, 1, 1, 14, '#c0c4c8').fill(x + 1, 1, 1, 14, '#6a6a72');
    return canvas.fill(1, 4, 14, 1, '#c0c4c8').fill(1, 11, 14, 1, '#c0c4c8').pixels;
  },
  oak_door: () =>
    new PixelCanvas()
      .fill(3, 0, 10, 16, '#8b6a3e')
      .fill(3, 0, 10, 1, '#c09a62')
      .fill(3, 0, 1, 16, '#c09a62')
      .fill(12, 0, 1, 16, '#5a4020')
      .fill(5, 2, 2, 4, '#3a2a1a')
      .fill(9, 2, 2, 4, '#3a2a1a')
      .fill(4, 8, 8, 1, '#5a4020')
      .fill(10, 9, 2, 2, '#d8d8d8').pixels,
  lever: () => new PixelCanvas().rising(5, 10, 6, ['#c09a62', '#8b6a3e']).fill(3, 10, 10, 4, '#9a9a9a').fill(3, 10, 10, 1, '#c4c4c4').fill(3, 13, 10, 1, '#5f5f5f').pixels,
  saddle: () =>
    pixelArt({ o: '#4a200c', l: '#a25a2a', h: '#c87a44', m: '#c0c4c8' }, [
      '................',
      '................',
      '................',
      '................',
      '..oo........oo..',
      '..ohoooooooolo..',
      '..ohhhhhllllllo.',
      '...ohllllllllo..',
      '....olllllllo...',
      '....oooooooo....',
      '.....o....o.....',
      '.....o....o.....',
      '....mmm..mmm....',
      '................',
      '................',
      '................',
    ]),
  tnt: () =>
    new PixelCanvas()
      .fill(1, 1, 14, 14, '#c83a2a')
      .fill(1, 1, 14, 1, '#e86a5a')
      .fill(14, 1, 1, 14, '#7a1a10')
      .fill(1, 6, 14, 4, '#f0ece4')
      .fill(3, 7, 3, 1, '#2a2a2a').fill(4, 8, 1, 1, '#2a2a2a')
      .fill(7, 7, 1, 2, '#2a2a2a').fill(8, 7, 1, 1, '#2a2a2a').fill(9, 7, 1, 2, '#2a2a2a')
      .fill(11, 7, 3, 1, '#2a2a2a').fill(12, 8, 1, 1, '#2a2a2a').pixels,
  fire_charge: () =>
    pixelArt({ o: '#3a1a0a', r: '#c83a1a', y: '#f2b632', w: '#fff080', d: '#6a2a10' }, [
      '................',
      '................',
      '................',
      '.....oooooo.....',
      '....oyrrdrdo....',
      '...oywyrrdrdo...',
      '...oyyrrdrrdo...',
      '...orrrdrrrdo...',
      '...ordrrrdrro...',
      '...orrdrrrdro...',
      '....odrrdrdo....',
      '.....oooooo.....',
      '................',
      '................',
      '................',
      '................',
    ]),
  spawner: () => {
    const canvas = new PixelCanvas().fill(1, 1, 14, 14, '#1d2430');
    for (const at of [1, 5, 10, 14]) canvas.fill(at, 1, 1, 14, '#5a6a80').fill(1, at, 14, 1, '#5a6a80');
    return canvas.fill(6, 6, 4, 4, '#e0703a').fill(7, 7, 2, 2, '#f2c45c').pixels;
  },
  bone: () => new PixelCanvas().rising(4, 11, 8, ['#f0ece0', '#c8c0b0']).fill(2, 11, 3, 3, '#f0ece0').fill(11, 2, 3, 3, '#f0ece0').set(4, 13, '#c8c0b0').set(13, 4, '#c8c0b0').pixels,
};
