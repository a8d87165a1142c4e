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
};
