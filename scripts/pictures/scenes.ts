/**
 * Scenes: what a player would rather look at than read. The enchanting table with its 15
 * bookshelves, the brewing flow, the /pwarps menu, the village of the pillager raid and the steps
 * of BedrockTogether on a console. Drawn phone first, 400 pixels wide with no label under 13 (at
 * 358 pixels shown, 11,6): maps and menus carry small marks, and a legend under them says what
 * each mark is. Items are our own 8 × 8 pixel art, never the game's textures. Names come from
 * content/data/glossario.yml, numbers from the pages' data.
 */
import site from '../../site.config.ts';
import { readData } from './data.ts';
import { textLines, widthOf, wrap } from './text-layout.ts';
import { arrow, COLOURS, circle, inkOn, line, n, type Picture, rect, svgDocument, text } from './svg.ts';

const W = 400;
const PAD = 20;
/** The smallest label: 13 × 358 ÷ 400 ≈ 11,6 pixels on a phone. */
const SMALL = 13;

// ---------------------------------------------------------------- data

interface Term {
  nome: string;
  cor?: string;
}

interface Glossary {
  itens: Record<string, Term>;
  blocos: Record<string, Term>;
  pocoes: Record<string, Term>;
  efeitos: Record<string, Term>;
}

function glossary(): Glossary {
  return readData<Glossary>('glossario');
}

/** A name of the glossary: `name(g.itens, 'gunpowder')`. */
function name(section: Record<string, Term>, id: string): string {
  const term = section[id];
  if (!term) throw new Error(`content/data/glossario.yml: no "${id}" (scripts/pictures/scenes.ts uses it)`);
  return term.nome;
}

// ---------------------------------------------------------------- text helpers


/** The picture's title and the grey line under it; returns where the drawing may start. */
function heading(body: string[], title: string, note: string): number {
  const titleLines = wrap(title, W - 2 * PAD, 18, true);
  body.push(textLines(PAD, 34, titleLines, { size: 18, weight: 'bold', lineHeight: 23 }));
  const top = 34 + (titleLines.length - 1) * 23 + 22;
  return top + mutedNote(body, top, note);
}

/** A grey paragraph across the picture, its first line at `y`; returns the height it takes. */
function mutedNote(body: string[], y: number, note: string): number {
  const lines = wrap(note, W - 2 * PAD, SMALL);
  body.push(textLines(PAD, y, lines, { size: SMALL, fill: COLOURS.muted, lineHeight: 17 }));
  return lines.length * 17;
}

/**
 * A legend: each row a mark (drawn by `mark` in a 24 × 24 box at its left) and its words, wrapped.
 * Returns the markup and the y under it.
 */
function legend(x: number, y: number, width: number, rows: readonly { mark: (x: number, y: number) => string; label: string; bold?: string }[]): { svg: string; bottom: number } {
  const parts: string[] = [];
  let top = y;
  for (const row of rows) {
    const lines = wrap(row.bold ? `${row.bold}: ${row.label}` : row.label, width - 34, SMALL);
    parts.push(row.mark(x, top));
    lines.forEach((content, index) => {
      const lineY = top + 16 + index * 17;
      if (index === 0 && row.bold) {
        const boldPart = `${row.bold}:`;
        parts.push(`<text x="${n(x + 34)}" y="${n(lineY)}" font-size="${SMALL}" fill="${COLOURS.text}"><tspan font-weight="bold">${escapeText(boldPart)}</tspan>${escapeText(content.slice(boldPart.length))}</text>`);
      } else parts.push(text(x + 34, lineY, content, { size: SMALL }));
    });
    top += Math.max(30, lines.length * 17 + 12);
  }
  return { svg: parts.join(''), bottom: top };
}

function escapeText(content: string): string {
  return content.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A numbered mark: a small disc with a number, for maps whose legend explains the numbers. */
function numberMark(cx: number, cy: number, label: string, fill: string = COLOURS.accentStrong): string {
  return [circle(cx, cy, 11, { fill, stroke: '#f7f3fa', strokeWidth: 1.5 }), text(cx, cy + 4.5, label, { size: SMALL, weight: 'bold', anchor: 'middle', fill: inkOn(fill) })].join('');
}

// ---------------------------------------------------------------- pixel art

/**
 * An 8 × 8 (or any square) pixel sprite: each row a string, each character a colour of `palette`,
 * '.' transparent. Runs of one colour become one rectangle.
 */
function sprite(x: number, y: number, size: number, rows: readonly string[], palette: Readonly<Record<string, string>>): string {
  const unit = size / rows.length;
  const parts: string[] = [];
  rows.forEach((row, j) => {
    let i = 0;
    while (i < row.length) {
      const ch = row[i]!;
      let k = i;
      while (k < row.length && row[k] === ch) k += 1;
      if (ch !== '.') {
        const fill = palette[ch];
        if (!fill) throw new Error(`scenes.ts: no colour for "${ch}" in a sprite`);
        parts.push(`<rect x="${n(x + i * unit)}" y="${n(y + j * unit)}" width="${n((k - i) * unit)}" height="${n(unit)}" fill="${fill}"/>`);
      }
      i = k;
    }
  });
  return `<g shape-rendering="crispEdges">${parts.join('')}</g>`;
}

const GLASS = '#dfeaf2';
const CORK = '#a0703c';

const SPRITES = {
  bottle: ['...cc...', '...gg...', '..g..g..', '.gLLLLg.', '.gLLLLg.', '.gLlLLg.', '.gLLLLg.', '..gggg..'],
  splash: ['...cc...', '..gggg..', '.gLLLLg.', 'gLLLLLLg', 'gLlLLLLg', 'gLLLLLLg', '.gLLLLg.', '..gggg..'],
  wart: ['........', '.RR..RR.', 'RrrR.RrR', 'RrrRRRrR', '.RRrrRR.', '..RrrR..', '...RR...', '........'],
  cubes: ['........', '..aa....', '..ab.aa.', '.....ab.', '.aa.....', '.ab..aa.', '.....ab.', '........'],
  dust: ['........', '...a....', '..aba...', '.a.ab.a.', '.ababba.', 'abbabbba', '.aaaaaa.', '........'],
  diamond: ['........', '..aaaa..', '.abbbba.', 'abbbbbba', '.abbbba.', '..abba..', '...aa...', '........'],
  block: ['aaaaaaaa', 'abbbbbba', 'ab....ba', 'ab.bb.ba', 'ab.bb.ba', 'ab....ba', 'abbbbbba', 'aaaaaaaa'],
  wheat: ['...a....', '..aba...', '...a.a..', '..a.aba.', '.aba.a..', '..a.a...', '...b....', '...b....'],
  sword: ['......aa', '.....aba', '....aba.', '.c.aba..', '..cba...', '..bc....', '.b..c...', 'b.......'],
  pickaxe: ['.aaaaa..', 'a....ba.', '....b.a.', '...b..a.', '..b.....', '.b......', 'b.......', '........'],
  fish: ['........', '........', '.aaaa..a', 'abbbba.a', 'abcbbbaa', 'abbbba.a', '.aaaa..a', '........'],
  house: ['...aa...', '..aaaa..', '.aaaaaa.', 'aaaaaaaa', '.bbbbbb.', '.bcbbcb.', '.bbddbb.', '.bbddbb.'],
  bookshelf: ['aaaaaaaa', 'bcdbebcb', 'bcdbebcb', 'aaaaaaaa', 'bebcdbeb', 'bebcdbeb', 'aaaaaaaa', '........'],
  flower: ['..a.a...', '.abab...', '..a.a...', '...c.a.a', '...cabab', '..c..a.a', '..c..c..', '.ccccc..'],
  bell: ['...aa...', '..abba..', '..abba..', '.abbbba.', '.abbbba.', 'aaaaaaaa', '...cc...', '........'],
} as const;

function bottle(x: number, y: number, size: number, liquid: string, kind: 'bottle' | 'splash' = 'bottle'): string {
  return sprite(x, y, size, SPRITES[kind], { c: CORK, g: GLASS, L: liquid, l: '#ffffffaa' });
}

function dust(x: number, y: number, size: number, light: string, dark: string): string {
  return sprite(x, y, size, SPRITES.dust, { a: dark, b: light });
}

/** A tap of a finger at (x, y): rings where it touches, and the finger coming from the lower right. */
function fingerTap(x: number, y: number): string {
  return [
    circle(x, y, 13, { stroke: COLOURS.warning, strokeWidth: 2 }),
    circle(x, y, 5, { fill: COLOURS.warning }),
    `<g transform="translate(${n(x + 3)} ${n(y + 4)}) rotate(-35)">`,
    rect(-6, 0, 12, 30, { fill: '#e8b48f', stroke: '#1d1722', strokeWidth: 1.5, radius: 6 }),
    rect(-3.5, 2.5, 7, 7, { fill: '#f7d9c4', radius: 3 }),
    '</g>',
  ].join('');
}

// ---------------------------------------------------------------- 1. the enchanting table

function enchantingTable(): Picture {
  const g = glossary();
  const table = name(g.blocos, 'enchanting_table');
  const shelf = name(g.itens, 'bookshelf');
  const body: string[] = [];
  let y = heading(body, `${table} com 15 estantes`, 'Vista de cima, um bloco por quadrado: assim as opções da mesa chegam ao nível 30');
  const cell = 44;
  const size = 7 * cell;
  const left = (W - size) / 2;
  const top = y + 8;
  const floor = '#7a6a58';
  const planks = { a: '#5b3a1c', b: '#8b5a2b', c: '#c23b3b', d: '#3b6fc2', e: '#3f9a4a' };
  body.push(rect(left - 4, top - 4, size + 8, size + 8, { fill: '#00000055', stroke: COLOURS.border, radius: 6 }));
  let number = 0;
  for (let row = -3; row <= 3; row += 1) {
    for (let col = -3; col <= 3; col += 1) {
      const x = left + (col + 3) * cell;
      const cellY = top + (row + 3) * cell;
      const ring = Math.max(Math.abs(row), Math.abs(col));
      const entrance = row === 2 && col === 0;
      if (ring === 3) {
        body.push(rect(x + 1, cellY + 1, cell - 2, cell - 2, { fill: floor }));
      } else if (ring === 0) {
        body.push(sprite(x + 2, cellY + 2, cell - 4, ['oooooooo', 'orrrrrro', 'rrwwwwrr', 'rrwbbwrr', 'rrwwwwrr', 'orrrrrro', 'oddoodd.', 'oooooooo'].map((r) => r.replace('.', 'o')), { o: '#2e2140', r: '#b33a3a', w: '#f1ead8', b: '#6b4423', d: '#4ee6e0' }));
      } else if (ring === 1) {
        body.push(rect(x + 2, cellY + 2, cell - 4, cell - 4, { fill: COLOURS.sunken, stroke: COLOURS.info, strokeWidth: 1.5, dash: '4 3' }));
      } else if (entrance) {
        body.push(rect(x + 1, cellY + 1, cell - 2, cell - 2, { fill: floor }));
        body.push(arrow(x + cell / 2, cellY + cell - 6, x + cell / 2, cellY + 8, { colour: COLOURS.warning, width: 3 }));
      } else {
        number += 1;
        body.push(sprite(x + 1, cellY + 1, cell - 2, SPRITES.bookshelf, planks));
        body.push(circle(x + cell / 2, cellY + cell / 2, number < 10 ? 11 : 13, { fill: '#1d1722', stroke: '#f1ead8', strokeWidth: 1 }));
        body.push(text(x + cell / 2, cellY + cell / 2 + 4.5, String(number), { size: SMALL, weight: 'bold', anchor: 'middle' }));
      }
    }
  }
  if (number !== 15) throw new Error(`scenes.ts: the enchanting table has ${number} bookshelves, not 15`);
  y = top + size + 22;
  const rows = [
    { mark: (x: number, yy: number) => sprite(x, yy, 24, ['oooooooo', 'orrrrrro', 'rrwwwwrr', 'rrwbbwrr', 'rrwwwwrr', 'orrrrrro', 'oddoodd.', 'oooooooo'].map((r) => r.replace('.', 'o')), { o: '#2e2140', r: '#b33a3a', w: '#f1ead8', b: '#6b4423', d: '#4ee6e0' }), bold: table, label: 'no centro' },
    { mark: (x: number, yy: number) => rect(x + 1, yy + 1, 22, 22, { fill: COLOURS.sunken, stroke: COLOURS.info, strokeWidth: 1.5, dash: '4 3' }), bold: 'Ar', label: 'um bloco vazio em volta da mesa; nada entre a mesa e as estantes, nem tocha nem tapete' },
    { mark: (x: number, yy: number) => sprite(x, yy, 24, SPRITES.bookshelf, planks), bold: shelf, label: '15 no anel a dois blocos da mesa, na mesma altura dela (ou um bloco acima); mais de 15 não aumentam o nível' },
    { mark: (x: number, yy: number) => [rect(x, yy, 24, 24, { fill: floor }), arrow(x + 12, yy + 21, x + 12, yy + 4, { colour: COLOURS.warning, width: 2.5 })].join(''), bold: 'Entrada', label: 'o 16º lugar do anel fica livre para você chegar à mesa' },
  ];
  const drawn = legend(PAD, y, W - 2 * PAD, rows);
  body.push(drawn.svg);
  return {
    name: 'cena-mesa-de-encantamentos',
    svg: svgDocument({
      width: W,
      height: drawn.bottom + 8,
      title: `${table} com 15 estantes`,
      description: `Vista de cima de uma ${table.toLowerCase()} com as 15 estantes que levam as opções ao nível 30: a mesa no centro, um anel de um bloco de ar em volta dela e, a dois blocos da mesa, um anel de estantes na mesma altura, numeradas de 1 a 15, com um lugar livre como entrada.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------- 2. brewing

function brewing(): Picture {
  const g = glossary();
  const skills = readData<{ alquimia: { xp: Record<string, string> } }>('skills').alquimia.xp;
  const item = (id: string) => name(g.itens, id);
  const potion = (id: string) => name(g.pocoes, id);
  const speed = name(g.efeitos, 'speed');
  const body: string[] = [];
  let y = heading(body, 'Preparo de poções', `No ${item('brewing_stand').toLowerCase()}, cada ingrediente entra por cima e muda as até 3 poções de baixo. Ao lado, a XP de Alquimia de cada poção.`);
  // The fuel.
  const fuelY = y + 6;
  body.push(rect(PAD, fuelY, W - 2 * PAD, 54, { fill: '#3a2a14', stroke: COLOURS.warning, radius: 8 }));
  body.push(dust(PAD + 10, fuelY + 11, 32, '#f7d35c', '#e07b20'));
  body.push(text(PAD + 52, fuelY + 22, `Combustível: ${item('blaze_powder')}`, { size: 14, weight: 'bold', fill: COLOURS.warning }));
  body.push(text(PAD + 52, fuelY + 41, 'Cada um rende 20 preparos', { size: SMALL, fill: COLOURS.text }));
  y = fuelY + 54 + 14;

  // The chain: a column of potions, each arrow down with the ingredient beside it.
  const colX = PAD;
  const potionW = W - 2 * PAD;
  const stepH = 46;
  const nodes: { label: string; liquid: string; kind?: 'bottle' | 'splash'; xp?: string; sub?: string }[] = [
    { label: potion('water'), liquid: '#3f76e4' },
    { label: potion('awkward'), liquid: '#5a6fd6', xp: '0' },
    { label: potion('swiftness'), liquid: '#7cafc6', xp: skills.base },
    { label: `Mais longa ou ${speed} II`, liquid: '#8fd0ec', xp: skills.melhorada },
    { label: potion('splash'), liquid: '#8fd0ec', kind: 'splash', xp: skills.arremesso },
    { label: potion('lingering'), liquid: '#8fd0ec', kind: 'splash', xp: skills.persistente },
  ];
  const ingredients: { label: string; note: string; draw: (x: number, y: number) => string }[][] = [
    [{ label: item('nether_wart'), note: 'a base de quase todas', draw: (x, yy) => sprite(x, yy, 28, SPRITES.wart, { R: '#7a1f24', r: '#c23b3b' }) }],
    [{ label: `${item('sugar')} (exemplo)`, note: 'o ingrediente dá o efeito', draw: (x, yy) => sprite(x, yy, 28, SPRITES.cubes, { a: '#fafafa', b: '#c9c2d0' }) }],
    [
      { label: item('redstone'), note: 'dura mais', draw: (x, yy) => dust(x, yy, 28, '#ff5a4a', '#a3221a') },
      { label: item('glowstone_dust'), note: 'ou, em vez dele: nível II', draw: (x, yy) => dust(x, yy, 28, '#fff2a0', '#d9a62a') },
    ],
    [{ label: item('gunpowder'), note: 'para arremessar', draw: (x, yy) => dust(x, yy, 28, '#a0a0a0', '#5a5a5a') }],
    [{ label: item('dragon_breath'), note: 'deixa uma nuvem', draw: (x, yy) => bottle(x, yy, 28, '#e58fd8') }],
  ];
  nodes.forEach((node, index) => {
    const boxH = 44;
    body.push(rect(colX, y, potionW, boxH, { fill: COLOURS.slot, stroke: COLOURS.border, radius: 8 }));
    body.push(bottle(colX + 8, y + 6, 32, node.liquid, node.kind ?? 'bottle'));
    body.push(text(colX + 48, y + 27, node.label, { size: 14, weight: 'bold' }));
    if (node.xp !== undefined) {
      const pillW = 40;
      body.push(rect(colX + potionW - pillW - 6, y + 11, pillW, 22, { fill: node.xp === '0' ? COLOURS.sunken : COLOURS.leaf, stroke: node.xp === '0' ? COLOURS.border : undefined, radius: 11 }));
      body.push(text(colX + potionW - pillW / 2 - 6, y + 27, `+${node.xp}`, { size: SMALL, weight: 'bold', anchor: 'middle', fill: node.xp === '0' ? COLOURS.muted : inkOn(COLOURS.leaf) }));
    }
    y += boxH;
    const next = ingredients[index];
    if (!next) return;
    const gapH = next.length === 1 ? stepH : stepH * 2 - 6;
    body.push(arrow(colX + 24, y + 4, colX + 24, y + gapH - 4, { colour: COLOURS.accent, width: 3 }));
    next.forEach((ingredient, which) => {
      const rowY = y + 4 + which * (stepH - 6);
      body.push(ingredient.draw(colX + 44, rowY + 5));
      body.push(text(colX + 80, rowY + 18, `+ ${ingredient.label}`, { size: 14, weight: 'bold', fill: COLOURS.accent }));
      body.push(text(colX + 80, rowY + 35, ingredient.note, { size: SMALL, fill: COLOURS.muted }));
    });
    y += gapH;
  });
  y += 16;
  const notes = [`${speed} longa e ${speed} II são uma ou outra: o pó de redstone e o pó de pedra luminosa não se somam.`, 'Poções estranhas não dão XP: são só a etapa do meio.'];
  for (const note of notes) y += mutedNote(body, y + 4, note) + 6;
  return {
    name: 'cena-preparo-de-pocoes',
    svg: svgDocument({
      width: W,
      height: y + 10,
      title: 'Preparo de poções',
      description: `O caminho de uma poção no ${item('brewing_stand').toLowerCase()}, que queima ${item('blaze_powder').toLowerCase()} (20 preparos por unidade): ${potion('water').toLowerCase()} mais ${item('nether_wart').toLowerCase()} dá a ${potion('awkward').toLowerCase()}; com açúcar vira ${potion('swiftness').toLowerCase()}; com ${item('redstone').toLowerCase()} ela dura mais, ou com ${item('glowstone_dust').toLowerCase()} fica no nível II; com ${item('gunpowder').toLowerCase()} vira ${potion('splash').toLowerCase()}; com ${item('dragon_breath').toLowerCase()}, ${potion('lingering').toLowerCase()}. A XP de Alquimia: ${skills.base} pela poção com efeito, ${skills.melhorada} pela melhorada, ${skills.arremesso} pela arremessável e ${skills.persistente} pela persistente.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------- 3. the /pwarps menu

interface Survival {
  warp: { destaque: string; destaqueVagas: string; descricaoMax: string };
}

/** A slot of the game's chest menu (Java): a sunken grey square. */
function javaSlot(x: number, y: number, size: number, featured = false): string {
  return [
    rect(x, y, size, size, { fill: '#8b8b8b' }),
    rect(x, y, size, 2, { fill: '#373737' }),
    rect(x, y, 2, size, { fill: '#373737' }),
    featured ? rect(x + 1, y + 1, size - 2, size - 2, { stroke: '#f2c45c', strokeWidth: 2.5 }) : '',
  ].join('');
}

const WARP_ICONS: readonly ((x: number, y: number, size: number) => string)[] = [
  (x, y, s) => sprite(x, y, s, SPRITES.diamond, { a: '#1f8f8a', b: '#4ee6e0' }),
  (x, y, s) => sprite(x, y, s, SPRITES.wheat, { a: '#d9b64a', b: '#8a6d1f' }),
  (x, y, s) => sprite(x, y, s, SPRITES.house, { a: '#b5553c', b: '#c9a36b', c: '#b9e3ee', d: '#6b4423' }),
  (x, y, s) => sprite(x, y, s, SPRITES.sword, { a: '#dcdcdc', b: '#9a9a9a', c: '#6b4423' }),
  (x, y, s) => bottle(x, y, s, '#c23b3b'),
  (x, y, s) => sprite(x, y, s, SPRITES.fish, { a: '#2f6f8f', b: '#7fd4e6', c: '#1d1722' }),
  (x, y, s) => sprite(x, y, s, SPRITES.pickaxe, { a: '#4ee6e0', b: '#6b4423' }),
  (x, y, s) => sprite(x, y, s, SPRITES.block, { a: '#5b3a1c', b: '#b8945f' }),
  (x, y, s) => sprite(x, y, s, SPRITES.flower, { a: '#e0607e', b: '#f7d35c', c: '#3f9a4a' }),
  (x, y, s) => sprite(x, y, s, SPRITES.bookshelf, { a: '#5b3a1c', b: '#8b5a2b', c: '#c23b3b', d: '#3b6fc2', e: '#3f9a4a' }),
  (x, y, s) => dust(x, y, s, '#ff5a4a', '#a3221a'),
  (x, y, s) => sprite(x, y, s, SPRITES.block, { a: '#8d8d8d', b: '#b9e3ee' }),
];

function pwarpsMenu(): Picture {
  const warp = readData<Survival>('survival').warp;
  const featured = Number(warp.destaqueVagas);
  const body: string[] = [];
  let y = heading(body, 'Menu de /pwarps', 'Como o menu abre no Java: um baú de 9 colunas. Passe o mouse num item para ver a warp; clique para ir até ela.');
  const pitch = 38;
  const slotSize = 36;
  const gridW = 9 * pitch - 2;
  const windowX = (W - gridW - 20) / 2;
  const windowY = y + 8;
  const rows = 4;
  const windowH = 34 + rows * pitch + 10;
  body.push(rect(windowX, windowY, gridW + 20, windowH, { fill: '#c6c6c6', stroke: '#ffffff', strokeWidth: 2, radius: 6 }));
  body.push(text(windowX + 10, windowY + 22, 'Warps de jogadores', { size: 14, weight: 'bold', fill: '#3f3f3f' }));
  const gridX = windowX + 10;
  const gridY = windowY + 32;
  const warps = 3 * 9;
  for (let index = 0; index < rows * 9; index += 1) {
    const x = gridX + (index % 9) * pitch;
    const slotY = gridY + Math.floor(index / 9) * pitch;
    body.push(javaSlot(x, slotY, slotSize, index < featured));
    if (index < warps) body.push(WARP_ICONS[(index * 5) % WARP_ICONS.length]!(x + 4, slotY + 4, slotSize - 8));
  }
  const nextX = gridX + 8 * pitch;
  const nextY = gridY + 3 * pitch;
  body.push(arrow(nextX + 8, nextY + slotSize / 2, nextX + slotSize - 6, nextY + slotSize / 2, { colour: '#3f3f3f', width: 4 }));
  const previousX = gridX;
  body.push(arrow(previousX + slotSize - 8, nextY + slotSize / 2, previousX + 6, nextY + slotSize / 2, { colour: '#3f3f3f', width: 4 }));
  // The tooltip of the first warp, drawn under the menu and tied to its slot.
  y = windowY + windowH + 14;
  const tipX = PAD;
  const tipW = W - 2 * PAD;
  const tip = ['LojaDoTatu', 'Diamante, redstone e encantamentos baratos', 'Em destaque', 'Clique para ir'];
  const tipH = 20 + tip.length * 19;
  // The game lightens the slot under the mouse.
  body.push(rect(gridX + 2, gridY + 2, slotSize - 2, slotSize - 2, { fill: '#ffffff66' }));
  body.push(text(tipX, y + 4, 'Com o mouse no primeiro item:', { size: SMALL, fill: COLOURS.muted }));
  y += 14;
  body.push(rect(tipX, y, tipW, tipH, { fill: '#100010', stroke: '#5a1fa8', strokeWidth: 2, radius: 4 }));
  const tipColours = ['#ffffff', '#b7abc2', '#f2c45c', '#7ed491'];
  tip.forEach((content, index) => body.push(text(tipX + 12, y + 24 + index * 19, content, { size: index === 0 ? 14 : SMALL, weight: index === 0 ? 'bold' : 'normal', fill: tipColours[index] })));
  y += tipH + 18;
  const drawn = legend(PAD, y, W - 2 * PAD, [
    { mark: (x, yy) => javaSlot(x, yy, 24, true), bold: `Os ${featured} primeiros`, label: 'as warps em destaque, de /pwarp destacar' },
    { mark: (x, yy) => javaSlot(x, yy, 24), bold: 'Depois', label: 'as mais visitadas da semana' },
    { mark: (x, yy) => [rect(x, yy, 24, 24, { fill: '#8b8b8b' }), sprite(x + 3, yy + 3, 18, SPRITES.diamond, { a: '#1f8f8a', b: '#4ee6e0' })].join(''), bold: 'Ícone', label: 'o item que o dono segurava em /pwarp icone' },
    { mark: (x, yy) => rect(x + 1, yy + 1, 22, 22, { fill: '#100010', stroke: '#5a1fa8', strokeWidth: 2, radius: 3 }), bold: 'Texto', label: `o nome e a descrição de /pwarp descricao, até ${warp.descricaoMax}` },
    { mark: (x, yy) => [rect(x, yy, 24, 24, { fill: '#8b8b8b' }), arrow(x + 5, yy + 12, x + 20, yy + 12, { colour: '#3f3f3f', width: 3 })].join(''), bold: 'Setas', label: 'página anterior e próxima página' },
  ]);
  body.push(drawn.svg);
  return {
    name: 'menu-pwarps',
    svg: svgDocument({
      width: W,
      height: drawn.bottom + 8,
      title: 'Menu de /pwarps',
      description: `O menu de /pwarps no Java, um baú de 9 colunas com o título Warps de jogadores: cada item é uma warp, com o ícone escolhido pelo dono. Os ${featured} primeiros, com moldura dourada, são os destaques; depois vêm as mais visitadas da semana, e na última linha as setas de página. Passando o mouse na primeira aparecem o nome, LojaDoTatu, a descrição, “Diamante, redstone e encantamentos baratos”, e “Clique para ir”.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------- 4. the pillager raid

interface Eventos {
  mensal: { invasao: { nome: string; ondas: string } };
}

const ALTAR = ['........', 'pppppppp', 'paaaaaap', 'pabbbbap', 'pabbbbap', 'paaaaaap', 'pppppppp', '........'];
/** A pillager's face: grey skin, a dark brow, the long nose. */
const PILLAGER = ['aaaaaaaa', 'abbbbbba', 'acccccca', 'abdbbdba', 'abbeebba', 'abbeebba', 'abbbbbba', 'aaaaaaaa'];
const PILLAGER_COLOURS = { a: '#3a3a40', b: '#9a9a9a', c: '#1d1722', d: '#2f6f8f', e: '#7a7a7a' };

function raidVillage(): Picture {
  const raid = readData<Eventos>('eventos').mensal.invasao;
  const bell = name(glossary().blocos, 'bell');
  const body: string[] = [];
  let y = heading(body, `${raid.nome}: a vila`, 'Vista de cima da Vila do Spawn Velho. Os números estão explicados embaixo.');
  const mapX = PAD;
  const mapY = y + 8;
  const size = W - 2 * PAD;
  const cx = mapX + size / 2;
  const cy = mapY + size / 2;
  const grass = '#4d7a3a';
  const path = '#a08a5a';
  body.push(rect(mapX, mapY, size, size, { fill: grass, stroke: COLOURS.border, radius: 8 }));
  // Darker grass outside the village: where the caravan comes from.
  body.push(rect(mapX + 4, mapY + 4, size - 8, size - 8, { stroke: '#2f5224', strokeWidth: 2 }));
  // Paths: a cross through the square.
  body.push(rect(cx - 9, mapY + 4, 18, size - 8, { fill: path }));
  body.push(rect(mapX + 4, cy - 9, size - 8, 18, { fill: path }));
  // The square.
  body.push(rect(cx - 48, cy - 48, 96, 96, { fill: '#b8a77a', stroke: '#7a6a48', radius: 4 }));
  // Houses: roofs seen from above, a door (dark) on the side facing the path.
  const houses: [number, number, number, number][] = [
    [-140, -140, 70, 54], [-52, -150, 36, 44], [38, -146, 60, 48], [110, -132, 42, 56],
    [-150, -40, 50, 30], [64, -46, 60, 34],
    [-146, 46, 58, 50], [-70, 92, 50, 48], [44, 60, 64, 44], [116, 96, 40, 50],
  ];
  const ring = 50;
  for (const [hx, hy, hw, hh] of houses) {
    // The layout above is drawn for a wider map: scaled so every house sits inside the defence line.
    const x = cx + hx * 0.74;
    const top = cy + hy * 0.74;
    const [w, h] = [hw * 0.85, hh * 0.85];
    body.push(rect(x, top, w, h, { fill: '#8a4a2a', stroke: '#4a2412', strokeWidth: 1.5 }));
    body.push(line(x + 2, top + h / 2, x + w - 2, top + h / 2, { stroke: '#5e2e16', strokeWidth: 2 }));
    // Villagers at home, two a house: the 20 of the village.
    body.push(circle(x + w / 2 - 7, top + h / 2 + 7, 3.5, { fill: '#7ed491', stroke: '#1d1722' }), circle(x + w / 2 + 7, top + h / 2 - 7, 3.5, { fill: '#7ed491', stroke: '#1d1722' }));
  }
  if (houses.length * 2 !== 20) throw new Error('scenes.ts: the village shows 20 villagers, two a house');
  // The defence line: a dashed ring around the houses.
  body.push(rect(mapX + ring, mapY + ring, size - 2 * ring, size - 2 * ring, { stroke: '#7fd4e6', strokeWidth: 3, dash: '9 6', radius: 24 }));
  // The bell and the altar, in the square.
  body.push(sprite(cx - 36, cy - 30, 28, SPRITES.bell, { a: '#a8761c', b: '#f2c94c', c: '#6b4423' }));
  body.push(sprite(cx + 8, cy - 30, 28, ALTAR, { p: '#4a3d55', a: '#8a4fd0', b: '#c99bf5' }));
  body.push(numberMark(cx - 22, cy + 20, '1'), numberMark(cx + 22, cy + 20, '2'));
  body.push(numberMark(cx + 36, mapY + ring, '3', '#2f6f8f'));
  // Raiders coming from outside: a pillager's face and a red arrow to the defence line.
  const raiders: [number, number, number, number][] = [
    [mapX + 16, mapY + 16, mapX + ring + 10, mapY + ring + 10],
    [mapX + size - 16, cy - 90, mapX + size - ring + 4, cy - 70],
    [mapX + size - 16, mapY + size - 16, mapX + size - ring - 10, mapY + size - ring - 10],
    [mapX + 16, cy + 100, mapX + ring - 4, cy + 80],
  ];
  for (const [x1, y1, x2, y2] of raiders) {
    const angle = Math.atan2(y2 - y1, x2 - x1);
    body.push(arrow(x1 + 12 * Math.cos(angle), y1 + 12 * Math.sin(angle), x2, y2, { colour: '#ff6b6b', width: 4 }));
    body.push(sprite(x1 - 10, y1 - 10, 20, PILLAGER, PILLAGER_COLOURS));
  }
  body.push(numberMark(mapX + size - 18, cy - 50, '4', '#a32020'));
  y = mapY + size + 18;
  const drawn = legend(PAD, y, W - 2 * PAD, [
    { mark: (x, yy) => sprite(x, yy, 24, SPRITES.bell, { a: '#a8761c', b: '#f2c94c', c: '#6b4423' }), bold: `1. ${bell}`, label: 'quem morre volta aqui depois de 15 segundos' },
    { mark: (x, yy) => sprite(x, yy, 24, ALTAR, { p: '#4a3d55', a: '#8a4fd0', b: '#c99bf5' }), bold: '2. Altar da praça', label: 'escolha a função antes da 1ª onda: Guarda, Arqueiro, Curandeiro ou Construtor' },
    { mark: (x, yy) => rect(x + 1, yy + 1, 22, 22, { stroke: '#7fd4e6', strokeWidth: 3, dash: '6 4', radius: 6 }), bold: '3. Linha de defesa', label: 'fique entre os saqueadores e as casas; não persiga ninguém para fora da vila' },
    { mark: (x, yy) => sprite(x + 2, yy + 2, 20, PILLAGER, PILLAGER_COLOURS), bold: '4. Saqueadores', label: `a caravana chega de fora da vila, em ${raid.ondas} ondas` },
    { mark: (x, yy) => [rect(x + 1, yy + 3, 22, 18, { fill: '#8a4a2a', stroke: '#4a2412' }), circle(x + 8, yy + 12, 3.5, { fill: '#7ed491', stroke: '#1d1722' }), circle(x + 16, yy + 12, 3.5, { fill: '#7ed491', stroke: '#1d1722' })].join(''), bold: 'Casas e aldeões', label: 'os 20 aldeões a proteger; os Construtores fecham as portas com portões antes da onda 3' },
  ]);
  body.push(drawn.svg);
  return {
    name: 'cena-invasao-pillager',
    svg: svgDocument({
      width: W,
      height: drawn.bottom + 8,
      title: `${raid.nome}: a vila`,
      description: `Vista de cima da Vila do Spawn Velho na ${raid.nome}: casas com aldeões em volta de uma praça, onde ficam o ${bell.toLowerCase()}, em que quem morre volta depois de 15 segundos, e o altar, em que cada jogador escolhe a função. Uma linha tracejada em volta das casas marca onde os jogadores defendem, e setas vermelhas vindas de fora mostram a caravana de saqueadores chegando, em ${raid.ondas} ondas.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------- 5. BedrockTogether on a console

/** A phone seen from the front, its screen at (x, y) inside. Returns the screen's box. */
function phone(x: number, y: number, width: number, height: number): { svg: string; screen: { x: number; y: number; w: number; h: number } } {
  const screen = { x: x + 8, y: y + 18, w: width - 16, h: height - 34 };
  return {
    screen,
    svg: [rect(x, y, width, height, { fill: '#2a2a30', stroke: '#8a8a96', strokeWidth: 2, radius: 16 }), rect(screen.x, screen.y, screen.w, screen.h, { fill: '#f4f1f7', radius: 4 }), rect(x + width / 2 - 14, y + 7, 28, 4, { fill: '#555560', radius: 2 })].join(''),
  };
}

function consoleSteps(): Picture {
  const { bedrockAddress: address, bedrockPort: port } = site.brand;
  const ink = '#1d1722';
  const soft = '#5a4e66';
  const body: string[] = [];
  let y = heading(body, 'Console: entrar com um celular', 'O celular e o console na mesma rede Wi-Fi. Os nomes na tela do aplicativo podem mudar de um aplicativo para outro.');
  const step = (label: string, caption: string) => {
    body.push(circle(PAD + 13, y + 13, 13, { fill: COLOURS.accentStrong, stroke: COLOURS.accent, strokeWidth: 1.5 }), text(PAD + 13, y + 18, label, { size: 14, weight: 'bold', anchor: 'middle' }));
    const lines = wrap(caption, W - 2 * PAD - 36, 14, true);
    body.push(textLines(PAD + 36, y + 18, lines, { size: 14, weight: 'bold', lineHeight: 19 }));
    y += Math.max(32, lines.length * 19 + 12);
  };
  // 1. Install the app.
  step('1', 'No celular, instale um aplicativo que anuncia servidores na rede local, como o BedrockTogether');
  {
    const drawn = phone(PAD + 60, y, 240, 116);
    body.push(drawn.svg);
    const s = drawn.screen;
    body.push(rect(s.x + 10, s.y + 12, 44, 44, { fill: '#3f9a4a', radius: 10 }), sprite(s.x + 16, s.y + 18, 32, SPRITES.block, { a: '#2a6a32', b: '#a8e0a0' }));
    body.push(text(s.x + 64, s.y + 30, 'BedrockTogether', { size: 14, weight: 'bold', fill: ink }));
    body.push(rect(s.x + 64, s.y + 40, 136, 26, { fill: '#2f7d3a', radius: 13 }), text(s.x + 116, s.y + 58, 'Instalar', { size: SMALL, weight: 'bold', anchor: 'middle', fill: '#ffffff' }));
    body.push(fingerTap(s.x + 176, s.y + 53));
    y += 116 + 18;
  }
  // 2. Address, port, start.
  step('2', `No aplicativo, informe o endereço e a porta ${port} e inicie`);
  {
    const drawn = phone(PAD + 30, y, 300, 190);
    body.push(drawn.svg);
    const s = drawn.screen;
    const field = (fy: number, label: string, value: string, width: number) => [text(s.x + 12, fy + 13, label, { size: SMALL, fill: soft }), rect(s.x + 12, fy + 18, width, 28, { fill: '#ffffff', stroke: '#8a7e96', radius: 4 }), text(s.x + 20, fy + 37, value, { size: SMALL, weight: 'bold', fill: ink })].join('');
    body.push(field(s.y + 6, 'Endereço do servidor', address, s.w - 24));
    body.push(field(s.y + 56, 'Porta', String(port), 90));
    body.push(rect(s.x + 12, s.y + 110, s.w - 24, 30, { fill: '#8a4fd0', radius: 15 }), text(s.x + s.w / 2, s.y + 130, 'Iniciar', { size: 14, weight: 'bold', anchor: 'middle', fill: '#ffffff' }));
    body.push(fingerTap(s.x + s.w / 2 + 84, s.y + 125));
    y += 190 + 18;
  }
  // 3. The console: Play, Friends tab, the LAN game.
  step('3', 'No console, abra Jogar e a aba Amigos: o Jabuticraft aparece como jogo em rede local. Entre por ali');
  {
    const tvX = PAD;
    const tvW = W - 2 * PAD;
    const tvH = 150;
    body.push(rect(tvX, y, tvW, tvH, { fill: '#111114', stroke: '#8a8a96', strokeWidth: 2, radius: 8 }));
    body.push(rect(tvX + tvW / 2 - 30, y + tvH, 60, 8, { fill: '#555560' }));
    const sx = tvX + 12;
    const sy = y + 12;
    const sw = tvW - 24;
    body.push(rect(sx, sy, sw, tvH - 24, { fill: COLOURS.sunken }));
    let tabX = sx + 10;
    for (const [label, active] of [['Mundos', false], ['Amigos', true], ['Servidores', false]] as const) {
      const tabW = widthOf(label, SMALL, active) + 22;
      body.push(rect(tabX, sy + 10, tabW, 26, { fill: active ? COLOURS.accentStrong : COLOURS.slot, stroke: active ? COLOURS.accent : COLOURS.border, radius: 5 }));
      body.push(text(tabX + tabW / 2, sy + 28, label, { size: SMALL, anchor: 'middle', weight: active ? 'bold' : 'normal', fill: active ? COLOURS.text : COLOURS.muted }));
      tabX += tabW + 8;
    }
    body.push(text(sx + 10, sy + 56, 'Jogos em rede local', { size: SMALL, fill: COLOURS.muted }));
    body.push(rect(sx + 10, sy + 64, sw - 20, 44, { fill: COLOURS.slot, stroke: COLOURS.warning, strokeWidth: 2.5, radius: 6 }));
    body.push(sprite(sx + 18, sy + 70, 32, SPRITES.block, { a: '#5a1fa8', b: '#c99bf5' }));
    body.push(text(sx + 60, sy + 84, 'Jabuticraft', { size: 14, weight: 'bold' }));
    body.push(text(sx + 60, sy + 100, 'Jogo em rede local', { size: SMALL, fill: COLOURS.muted }));
    y += tvH + 8 + 18;
  }
  const notes = ['Deixe o aplicativo aberto até terminar de conectar. Depois de entrar, ele pode ser fechado.'];
  for (const note of notes) y += mutedNote(body, y + 2, note) + 6;
  return {
    name: 'passos-bedrock-console',
    svg: svgDocument({
      width: W,
      height: y + 10,
      title: 'Entrar pelo console com um celular',
      description: `Três passos numerados: 1, no celular, um dedo toca em Instalar no aplicativo BedrockTogether; 2, no aplicativo, o endereço ${address} e a porta ${port} preenchidos e um toque em Iniciar; 3, na TV, o Minecraft do console na aba Amigos, com o Jabuticraft na lista de jogos em rede local. O aplicativo fica aberto até terminar de conectar.`,
      body,
    }),
  };
}

export function scenePictures(): Picture[] {
  return [enchantingTable(), brewing(), pwarpsMenu(), raidVillage(), consoleSteps()];
}
