/**
 * The pixel art of the official texture pack, drawn by hand: each picture is rows of palette letters,
 * `.` is transparent. The pack's textures are 16×16, like the game's own; the same pictures, scaled up,
 * are the images of /textura/.
 */
export interface PixelArt {
  rows: readonly string[];
  palette: Readonly<Record<string, string>>;
}

const KEY = [
  '.....oooooo.....',
  '....olllllgo....',
  '...olggggggdo...',
  '...olgHHPPgdo...',
  '...olgHPPPgdo...',
  '...olgPPPSgdo...',
  '...olgPPSSgdo...',
  '...olggggggdo...',
  '....oddggddo....',
  '.....oogdoo.....',
  '......ogdo......',
  '......ogdooo....',
  '......ogdddo....',
  '......ogdooo....',
  '......ogddo.....',
  '......ooooo.....',
];
const GOLD = { o: '#3b2708', l: '#fff3a0', g: '#f2c94c', d: '#b8860b' };
/** A crate key: gold, with a stone of the crate's colour (highlight, colour, shadow). */
const key = (H: string, P: string, S: string): PixelArt => ({ rows: KEY, palette: { ...GOLD, H, P, S } });

const MEDAL = [
  '................',
  '..OrRO....ORrO..',
  '..OrrRO..ORrrO..',
  '...OrrROORrrO...',
  '....OrrRRrrO....',
  '.....oooooo.....',
  '....owwwwwwo....',
  '...owwmmmmmmo...',
  '..owmmmmwmmsso..',
  '..owmmmwwwmmso..',
  '..owmmmmwmmsso..',
  '..owmmmmmmmsso..',
  '...ommmmmsssso..',
  '....osssssso....',
  '.....oooooo.....',
  '................',
];
const RIBBON = { O: '#2a0f3a', r: '#a565e8', R: '#6f2db3' };
/** A tournament medal on the server's purple ribbon (metal outline, highlight, colour, shadow). */
const medal = (o: string, w: string, m: string, s: string): PixelArt => ({ rows: MEDAL, palette: { ...RIBBON, o, w, m, s } });

/** The server's items the pack draws, by texture name. */
export const items = {
  chave_voto: key('#a6f09c', '#4cae3f', '#2d6b2a'),
  chave_rara: key('#9fd0ff', '#2f7fd6', '#1d4f8f'),
  chave_epica: key('#d6a8ff', '#7b2fbf', '#4a1a7a'),
  chave_cosmetica: key('#ffc2e4', '#d94f9c', '#8f2a64'),
  medalha_ouro: medal(GOLD.o, GOLD.l, GOLD.g, GOLD.d),
  medalha_prata: medal('#2a2f35', '#ffffff', '#c9d1d9', '#7d8893'),
  medalha_bronze: medal('#2e1a08', '#f6cfa6', '#cd7f32', '#8a5220'),
} satisfies Record<string, PixelArt>;

export const jabuticaba: PixelArt = {
  rows: [
    '...........GGG..',
    '.........GGjjgG.',
    '.......nGjjggG..',
    '.......nGGGG....',
    '......cccc......',
    '....cciiiicc....',
    '...ciimmiiiic...',
    '...cimwmiiiic...',
    '..ciimmiiiiiec..',
    '..ciiiiiiiiiec..',
    '..ciiiiiiiiiec..',
    '..ciiiiiiiieec..',
    '...ciiiiiieec...',
    '...ciiiiieeec...',
    '....cceeeecc....',
    '......cccc......',
  ],
  palette: { c: '#1c0a2b', i: '#5b2a86', m: '#b68ae3', w: '#f3e8ff', e: '#3a1657', n: '#4a2d1a', G: '#1f6b2b', g: '#3f8f3a', j: '#9fe09a' },
};

/** The chat symbols, in the order of their characters (U+E000 onwards). */
export const glyphs = {
  jabuti: {
    rows: [
      '................',
      '................',
      '................',
      '................',
      '....bbbbbb......',
      '...bhhdhhhb..bb.',
      '..bhdhhdhdhbbllb',
      '.bhhdhhhdhhblalb',
      '.bhdhhdhhdhbllb.',
      'booooooooooollb.',
      '.bbbbbbbbbbbbb..',
      '..bllb...bllb...',
      '..bllb...bllb...',
      '..bbbb...bbbb...',
      '................',
      '................',
    ],
    palette: { b: '#16210f', h: '#4cae3f', d: '#2d6b2a', l: '#b5dd7c', a: '#111111', o: '#d8c27a' },
  },
  jabuticaba,
  coin: {
    rows: [
      '................',
      '................',
      '......ffff......',
      '....ffqqqqff....',
      '...fqqppppppf...',
      '...fqpnnnnpnf...',
      '..fqpnqpppnpnf..',
      '..fqpnppppnpnf..',
      '..fqpnppppnpnf..',
      '..fqpnppppnpnf..',
      '...fppnnnnpnf...',
      '...fpppppnnnf...',
      '....ffnnnnff....',
      '......ffff......',
      '................',
      '................',
    ],
    palette: { f: GOLD.o, q: GOLD.l, p: GOLD.g, n: GOLD.d },
  },
  chave: items.chave_epica,
} satisfies Record<string, PixelArt>;

/** What a key looks like without the pack: a tripwire hook, drawn in the game's manner (page image only). */
export const tripwireHook: PixelArt = {
  rows: [
    '................',
    '......aaaa......',
    '.....aieeia.....',
    '.....ae..ea.....',
    '.....ae..ea.....',
    '.....aieeia.....',
    '......aeea......',
    '......affa......',
    '......afca......',
    '......afca......',
    '......afca......',
    '......afca......',
    '......afca......',
    '......afca......',
    '......aaaa......',
    '................',
  ],
  palette: { a: '#1f1f1f', i: '#e0e0e0', e: '#9a9a9a', f: '#9c6b3c', c: '#6b4220' },
};

export const arrow: PixelArt = {
  rows: [
    '......x....',
    '......xx...',
    '......xxx..',
    'xxxxxxxxxx.',
    'xxxxxxxxxxx',
    'xxxxxxxxxx.',
    '......xxx..',
    '......xx...',
    '......x....',
  ],
  palette: { x: '#4a3a58' },
};
