/**
 * Diagrams that explain a mechanic the text describes: the Skyblock factories' production chain
 * (one picture per factory, with that factory highlighted), the beacon pyramid, a 9 × 9 farm, the
 * dungeons' order, curves of XP, island level, generator and crate odds, the VIPs, and one
 * illustrative scene per game mode for the home page. Numbers come from content/data/ wherever the
 * data has them.
 */
import { readData } from './data.ts';
import { arrow, brazilian, circle, COLOURS, inkOn, labelledBox, line, type Picture, readableSize, rect, svgDocument, text, type TextOptions, wrapWith } from './svg.ts';

// ---------------------------------------------------------------------------------------------
// Small helpers

const PADDING = 20;

/** A filled polygon through `points` ([x, y] pairs). */
function polygon(points: readonly (readonly [number, number])[], { fill = 'none', stroke, strokeWidth = 1 }: { fill?: string; stroke?: string; strokeWidth?: number } = {}): string {
  const d = points.map(([x, y]) => `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`).join(' ');
  return `<polygon points="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"` : ''}/>`;
}

/** A number as the data writes it ("1.500", "37,5", "88%") read back. */
function parseBrazilian(value: string): number {
  const cleaned = value.replace(/[^\d.,]/g, '').replace(/\./g, '').replace(',', '.');
  const parsed = Number(cleaned);
  if (cleaned === '' || Number.isNaN(parsed)) throw new Error(`not a number: "${value}"`);
  return parsed;
}

/** Approximate width of `content` in the site's sans-serif font. */
function textWidth(content: string, size: number, bold = false): number {
  // Measured on the widest font of the stack (DejaVu Sans, the fallback on Linux), so labels fit everywhere.
  let width = 0;
  for (const character of content) {
    if (character === ' ') width += 0.32;
    else if (/[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/.test(character)) width += character === 'M' || character === 'W' ? 0.86 : 0.72;
    else if (/[il.,:;'!|]/.test(character)) width += 0.3;
    else if (/[mw]/.test(character)) width += 0.9;
    else if (/[0-9]/.test(character)) width += 0.64;
    else width += 0.6;
  }
  return width * size * (bold ? 1.1 : 1);
}

/** A picture as wide as a phone's content column (358 px at 390): its 12 px labels are shown at their size there. */
const NARROW = 360;

/** The title and subtitle, wrapped to `width`; `bottom` is the last line's baseline. */
function wrappedHeading(title: string, subtitle: string, width: number): { parts: string[]; bottom: number } {
  const parts: string[] = [];
  let y = 12;
  for (const content of wrapToWidth(title, width - 2 * PADDING, 19, true)) parts.push(text(PADDING, (y += 22), content, { size: 19, weight: 'bold' }));
  for (const content of wrapToWidth(subtitle, width - 2 * PADDING, 13)) parts.push(text(PADDING, (y += 19), content, { size: 13, fill: COLOURS.muted }));
  return { parts, bottom: y };
}

/** A small rounded tag with centred text (labels on arrows, badges). */
function pill(cx: number, cy: number, content: string, { fill = COLOURS.sunken, stroke = COLOURS.border, colour = COLOURS.text, size = 12, bold = false }: { fill?: string; stroke?: string; colour?: string; size?: number; bold?: boolean } = {}): string {
  const width = textWidth(content, size, bold) + 14;
  const height = size + 8;
  return [rect(cx - width / 2, cy - height / 2, width, height, { fill, stroke, radius: height / 2 }), text(cx, cy + size * 0.36, content, { size, anchor: 'middle', fill: colour, weight: bold ? 'bold' : 'normal' })].join('');
}

/** A simple key icon (for the dungeons' keys). */
function keyIcon(x: number, y: number, colour: string): string {
  return [circle(x + 5, y, 4.5, { stroke: colour, strokeWidth: 2.5 }), line(x + 9.5, y, x + 20, y, { stroke: colour, strokeWidth: 2.5 }), line(x + 17, y, x + 17, y + 5, { stroke: colour, strokeWidth: 2.5 }), line(x + 20, y, x + 20, y + 4, { stroke: colour, strokeWidth: 2.5 })].join('');
}

// ---------------------------------------------------------------------------------------------
// 1. The factories' production chain

interface Factory {
  nome: string;
  produto: string;
  categoria: string;
  consumo?: string;
}

function factoryList(): [string, Factory][] {
  return Object.entries(readData<Record<string, unknown>>('fabricas')).filter(([key]) => key !== 'geral') as [string, Factory][];
}

/** "Fábrica de Netherita" → "Netherita". */
function shortFactoryName(factory: Factory): string {
  return factory.nome.replace(/^Fábricas? de /, '');
}

/** Where each factory of the fuel chain sits: column (0 to 2, halves allowed) and row. */
const CHAIN_LAYOUT: Record<string, { column: number; row: number }> = {
  oleo: { column: 0, row: 0 },
  ouro: { column: 2, row: 0 },
  gasolina: { column: 0, row: 1 },
  netherita: { column: 2, row: 1 },
  hidrogenio: { column: 0, row: 2 },
  uranio: { column: 1, row: 2 },
  estrela: { column: 0.5, row: 3 },
};

/** Which factory feeds which: [from, to]. The amounts come from the consumer's `consumo`. */
const CHAIN_EDGES: readonly [string, string][] = [
  ['oleo', 'gasolina'],
  ['ouro', 'netherita'],
  ['gasolina', 'netherita'],
  ['gasolina', 'hidrogenio'],
  ['gasolina', 'uranio'],
  ['hidrogenio', 'estrela'],
  ['uranio', 'estrela'],
];

/** What `to` spends of `from`'s product for one unit of its own: "2 óleos brutos" out of its `consumo`. */
function consumptionOf(factories: Readonly<Record<string, Factory>>, from: string, to: string): string {
  const consumer = factories[to];
  const source = factories[from];
  if (!consumer?.consumo || !source) throw new Error(`content/data/fabricas.yml: ${to} has no "consumo" (it uses ${from})`);
  const keyword = source.produto.toLowerCase().split(' ').at(-1)!;
  const part = consumer.consumo
    .split(' por ')[0]!
    .split(/ e |, /)
    .find((piece) => piece.toLowerCase().includes(keyword));
  if (!part) throw new Error(`content/data/fabricas.yml: the "consumo" of ${to} names nothing of ${from} ("${keyword}")`);
  return part;
}

function chainDescription(highlight?: string): string {
  const factories = Object.fromEntries(factoryList());
  const name = (key: string) => shortFactoryName(factories[key]!);
  const amount = (from: string, to: string) => consumptionOf(factories, from, to);
  const standalone = factoryList()
    .filter(([key]) => !(key in CHAIN_LAYOUT))
    .map(([, factory]) => shortFactoryName(factory));
  const intro = highlight ? `Cadeia de produção das fábricas do Skyblock, com a ${factories[highlight]!.nome} em destaque. ` : 'Cadeia de produção das fábricas do Skyblock. ';
  return (
    intro +
    `${name('oleo')} abastece ${name('gasolina')} (${amount('oleo', 'gasolina')} por galão); ` +
    `${name('gasolina')} abastece ${name('netherita')}, ${name('hidrogenio')} e ${name('uranio')}; ` +
    `${name('ouro')} também abastece ${name('netherita')} (${amount('ouro', 'netherita')} e ${amount('gasolina', 'netherita')} por lingote); ` +
    `${name('hidrogenio')} e ${name('uranio')} abastecem ${name('estrela')} (${amount('hidrogenio', 'estrela')} e ${amount('uranio', 'estrela')} por estrela). ` +
    `Produzem sozinhas, sem abastecer: ${standalone.slice(0, -1).join(', ')} e ${standalone.at(-1)}.`
  );
}

/** Where along its arrow each amount sits, where two arrows run close: their labels one above the other. */
const CHAIN_LABEL_AT: Readonly<Record<string, number>> = {
  'gasolina>hidrogenio': 0.72,
  'gasolina>uranio': 0.3,
  'hidrogenio>estrela': 0.3,
  'uranio>estrela': 0.72,
};

/** `content` in lines no wider than `width` at `size` px (by `textWidth`'s measure). */
function wrapToWidth(content: string, width: number, size: number, bold = false): string[] {
  return wrapWith(content, (line) => textWidth(line, size, bold) <= width);
}

/**
 * Drawn 360 wide, about a phone's content column (358 px at 390), so its 12 px labels are shown at
 * their size there; taller instead, with names wrapped in the boxes.
 */
function chainPicture(highlight?: string): Picture {
  const entries = factoryList();
  const factories = Object.fromEntries(entries);
  if (highlight && !factories[highlight]) throw new Error(`no factory "${highlight}"`);
  const width = 360;
  const inner = width - 2 * PADDING;
  const boxWidth = 100;
  const boxHeight = 64;
  const columnGap = (inner - 3 * boxWidth) / 2;
  const rowGap = 64;
  const body: string[] = [];
  let y = 34;
  for (const content of wrapToWidth('Cadeia de produção das fábricas', inner, 19, true)) {
    body.push(text(PADDING, y, content, { size: 19, weight: 'bold' }));
    y += 23;
  }
  for (const content of wrapToWidth('Cada seta leva o produto de uma fábrica ao tanque de outra', inner, 13)) {
    body.push(text(PADDING, y, content, { size: 13, fill: COLOURS.muted }));
    y += 17;
  }
  if (highlight) {
    const tag = `Em destaque: ${factories[highlight]!.nome}`;
    body.push(pill(PADDING + textWidth(tag, 13, true) / 2 + 7, y + 6, tag, { fill: COLOURS.accentStrong, stroke: COLOURS.accent, size: 13, bold: true }));
    y += 26;
  }
  const top = y + 8;
  const boxX = (column: number) => PADDING + column * (boxWidth + columnGap);
  const boxY = (row: number) => top + row * (boxHeight + rowGap);

  const involved = (from: string, to: string) => !highlight || from === highlight || to === highlight;
  // Arrows first, boxes over them; each arrow says what one unit of the consumer spends.
  const labels: string[] = [];
  for (const [from, to] of CHAIN_EDGES) {
    const a = CHAIN_LAYOUT[from]!;
    const b = CHAIN_LAYOUT[to]!;
    let x1: number, y1: number, x2: number, y2: number;
    if (a.row === b.row) {
      x1 = boxX(a.column) + boxWidth;
      x2 = boxX(b.column) - 4;
      y1 = y2 = boxY(a.row) + boxHeight / 2;
    } else {
      const fromCentre = boxX(a.column) + boxWidth / 2;
      const toCentre = boxX(b.column) + boxWidth / 2;
      // Fan out of and into a box a little, so arrows sharing a box do not share a point.
      x1 = fromCentre + Math.sign(toCentre - fromCentre) * Math.min(30, Math.abs(toCentre - fromCentre) / 2);
      x2 = toCentre + Math.sign(fromCentre - toCentre) * Math.min(30, Math.abs(toCentre - fromCentre) / 2);
      y1 = boxY(a.row) + boxHeight;
      y2 = boxY(b.row) - 4;
    }
    const on = involved(from, to);
    const colour = !highlight ? COLOURS.accent : on ? COLOURS.warning : '#6d5f7a';
    body.push(arrow(x1, y1, x2, y2, { colour, width: on && highlight ? 3.5 : 2.5 }));
    const amount = consumptionOf(factories, from, to).split(' ').slice(0, 2).join(' ');
    const at = CHAIN_LABEL_AT[`${from}>${to}`] ?? 0.5;
    labels.push(pill(x1 + (x2 - x1) * at, y1 + (y2 - y1) * at, amount, { stroke: on && highlight ? COLOURS.warning : COLOURS.border, colour: on ? COLOURS.text : COLOURS.muted }));
  }
  for (const [key, place] of Object.entries(CHAIN_LAYOUT)) {
    const factory = factories[key];
    if (!factory) throw new Error(`content/data/fabricas.yml: no factory "${key}"`);
    const chosen = key === highlight;
    const x = boxX(place.column);
    const boxTop = boxY(place.row);
    body.push(rect(x, boxTop, boxWidth, boxHeight, { fill: chosen ? COLOURS.accentStrong : COLOURS.slot, stroke: chosen ? COLOURS.warning : COLOURS.border, radius: 8 }));
    body.push(text(x + boxWidth / 2, boxTop + 22, shortFactoryName(factory), { size: 14, weight: 'bold', anchor: 'middle' }));
    wrapToWidth(factory.produto, boxWidth - 10, 12).forEach((content, index) => body.push(text(x + boxWidth / 2, boxTop + 40 + index * 15, content, { size: 12, anchor: 'middle', fill: chosen ? COLOURS.text : COLOURS.muted })));
    if (chosen) body.push(rect(x - 3, boxTop - 3, boxWidth + 6, boxHeight + 6, { stroke: COLOURS.warning, strokeWidth: 2.5, radius: 10 }));
  }
  body.push(...labels);

  // The factories that need nothing from another one, by category.
  y = boxY(3) + boxHeight + 40;
  body.push(line(PADDING, y - 18, width - PADDING, y - 18, { stroke: COLOURS.border, strokeWidth: 1 }));
  body.push(text(PADDING, y, 'Produzem sozinhas, sem abastecer', { size: 14, weight: 'bold' }));
  y += 14;
  const categories = [...new Set(entries.map(([, factory]) => factory.categoria))];
  const perRow = 3;
  const chipGap = 8;
  const chipWidth = (inner - (perRow - 1) * chipGap) / perRow;
  for (const category of categories) {
    const members = entries.filter(([key, factory]) => factory.categoria === category && !(key in CHAIN_LAYOUT));
    if (members.length === 0) continue;
    y += 22;
    body.push(text(PADDING, y, `${category.replace(/a$/, 'as')}`, { size: 12, fill: COLOURS.muted }));
    y += 8;
    members.forEach(([key, factory], index) => {
      const chosen = key === highlight;
      const x = PADDING + (index % perRow) * (chipWidth + chipGap);
      const chipY = y + Math.floor(index / perRow) * 40;
      body.push(labelledBox(x, chipY, chipWidth, 32, [shortFactoryName(factory)], { fill: chosen ? COLOURS.accentStrong : COLOURS.slot, stroke: chosen ? COLOURS.warning : COLOURS.border, size: 13 }));
      if (chosen) body.push(rect(x - 3, chipY - 3, chipWidth + 6, 38, { stroke: COLOURS.warning, strokeWidth: 2.5, radius: 10 }));
    });
    y += Math.ceil(members.length / perRow) * 40 - 8;
  }
  y += 30;
  for (const content of wrapToWidth('Óleo e Ouro também produzem sozinhas: elas começam a cadeia.', inner, 12)) {
    body.push(text(PADDING, y, content, { size: 12, fill: COLOURS.muted }));
    y += 16;
  }
  const height = y - 16 + PADDING;
  const title = highlight ? `Cadeia de produção: ${factories[highlight]!.nome}` : 'Cadeia de produção das fábricas';
  return { name: highlight ? `diagrama-cadeia-${highlight}` : 'diagrama-cadeia-fabricas', svg: svgDocument({ width, height, title, description: chainDescription(highlight), body }) };
}

function chainPictures(): Picture[] {
  return [chainPicture(), ...factoryList().map(([key]) => chainPicture(key))];
}

// ---------------------------------------------------------------------------------------------
// 2. The beacon's pyramid: four layers under the beacon, seen from the side at an angle

interface Shade {
  top: string;
  left: string;
  right: string;
}

/** One cube of an isometric drawing whose back corner is at (x, y): top, left and right faces. */
function isoCube(x: number, y: number, a: number, h: number, shade: Shade, stroke = '#00000040'): string {
  return [
    polygon([[x, y], [x + a, y + a / 2], [x, y + a], [x - a, y + a / 2]], { fill: shade.top, stroke }),
    polygon([[x - a, y + a / 2], [x, y + a], [x, y + a + h], [x - a, y + a / 2 + h]], { fill: shade.left, stroke }),
    polygon([[x, y + a], [x + a, y + a / 2], [x + a, y + a / 2 + h], [x, y + a + h]], { fill: shade.right, stroke }),
  ].join('');
}

/** The layers of a full beacon pyramid, from the one right under the beacon to the base. */
const BEACON_LAYERS = [
  { side: 3, unlocks: 'Pressa ou Velocidade', material: 'esmeralda', shade: { top: '#7be3a0', left: '#3fb56c', right: '#2b8a51' } },
  { side: 5, unlocks: '+ Resistência ou Supersalto', material: 'diamante', shade: { top: '#8ff0ea', left: '#4fc9c1', right: '#35a099' } },
  { side: 7, unlocks: '+ Força', material: 'ouro', shade: { top: '#ffe08a', left: '#e0b441', right: '#b58a25' } },
  { side: 9, unlocks: '+ Regeneração ou nível II', material: 'ferro', shade: { top: '#eeeaf2', left: '#c3bccb', right: '#9a92a3' } },
] as const;

/** Drawn 360 wide, about a phone's content column, so its labels are shown at their size there: the layers listed under the pyramid. */
function beaconPicture(): Picture {
  const a = 17;
  const h = 19;
  const base = BEACON_LAYERS.at(-1)!.side;
  const width = 360;
  const inner = width - 2 * PADDING;
  const body = [text(PADDING, 34, 'Pirâmide do sinalizador', { size: 19, weight: 'bold' })];
  let headingBottom = 34;
  for (const content of wrapToWidth('Quatro camadas de blocos, da maior na base à menor no topo', inner, 13)) {
    headingBottom += 19;
    body.push(text(PADDING, headingBottom, content, { size: 13, fill: COLOURS.muted }));
  }
  const beamTop = headingBottom + 14;
  const originX = width / 2; // the back corner of the base's first block
  const originY = beamTop + 52;
  const cubes: { order: number; svg: string }[] = [];
  const layers = BEACON_LAYERS.length;
  BEACON_LAYERS.forEach((layer, index) => {
    const level = layers - 1 - index; // 0 is the base
    const from = (base - layer.side) / 2;
    for (let i = from; i < from + layer.side; i++)
      for (let j = from; j < from + layer.side; j++) {
        const x = originX + (i - j) * a;
        const y = originY + (i + j) * (a / 2) - level * h + (layers - 1) * h;
        cubes.push({ order: level * 1000 + i + j, svg: isoCube(x, y, a, h, layer.shade) });
      }
  });
  // The beacon itself on the middle block of the top layer, with its beam.
  const middle = (base - 1) / 2;
  const beaconX = originX;
  const beaconY = originY + middle * 2 * (a / 2) - layers * h + (layers - 1) * h;
  body.push(`<rect x="${beaconX - 7}" y="${beamTop}" width="14" height="${beaconY - beamTop + 8}" fill="#bff3ff" opacity="0.22"/>`);
  body.push(`<rect x="${beaconX - 3}" y="${beamTop}" width="6" height="${beaconY - beamTop + 8}" fill="#e6fbff" opacity="0.6"/>`);
  body.push(...cubes.sort((p, q) => p.order - q.order).map((cube) => cube.svg));
  body.push(isoCube(beaconX, beaconY, a, h, { top: '#c8f4ff', left: '#7fd4e6', right: '#5fb3c6' }, '#1d1722'));
  body.push(circle(beaconX, beaconY + a / 2 + 1, 3.5, { fill: '#ffffff' }));

  // The layers under the pyramid, each with its colour, from the top one down.
  let y = originY + base * a + layers * h + 30;
  let total = 0;
  BEACON_LAYERS.forEach((layer, index) => {
    const count = layer.side * layer.side;
    total += count;
    body.push(rect(PADDING, y - 13, 14, 14, { fill: layer.shade.left, stroke: '#00000055', radius: 3 }));
    body.push(text(PADDING + 22, y, `${index + 1}ª camada: ${layer.side} × ${layer.side} = ${count}`, { size: 14, weight: 'bold' }));
    body.push(text(PADDING + 22, y + 18, layer.unlocks, { size: 12, fill: COLOURS.muted }));
    y += 44;
  });
  body.push(text(PADDING, y, `Total: ${total} blocos`, { size: 15, weight: 'bold', fill: COLOURS.warning }));
  const noteLines = wrapToWidth('Cada bloco pode ser de ferro, ouro, diamante, esmeralda ou netherita, misturados à vontade; as cores só separam as camadas.', inner, 12);
  let noteY = y + 10;
  for (const content of noteLines) {
    noteY += 17;
    body.push(text(PADDING, noteY, content, { size: 12, fill: COLOURS.muted }));
  }
  if (total !== 164) throw new Error(`the beacon pyramid should have 164 blocks (estrela.md), not ${total}`);
  return {
    name: 'diagrama-piramide-sinalizador',
    svg: svgDocument({
      width,
      height: noteY + PADDING,
      title: 'Pirâmide do sinalizador',
      description: `Pirâmide de quatro camadas com o sinalizador no topo: 1ª camada, logo abaixo do sinalizador, 3 × 3 = 9 blocos; 2ª, 5 × 5 = 25; 3ª, 7 × 7 = 49; 4ª, a base, 9 × 9 = 81; ${total} blocos no total. Cada camada completa libera mais efeitos: Pressa ou Velocidade, depois Resistência ou Supersalto, depois Força e, com as quatro, Regeneração ou o nível II do efeito principal.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// 3. A farm: 9 × 9 plots with the water in the middle, and a corridor around and between them

const FARM_COLOURS = { soil: '#6b4a2f', crop: '#9bd36a', water: COLOURS.water, path: '#8c8170', pathEdge: '#a39884' } as const;

function farmPicture(): Picture {
  const tile = 19;
  const side = 9;
  const plots = 2;
  const columns = plots * side + plots + 1; // a corridor of one block around and between the plots
  const rows = side + 2;
  const gridWidth = columns * tile;
  const width = gridWidth + 2 * PADDING;
  const top = 70;
  // 439 wide, shrunk to a phone's column: its text is 14 or more, the legend wrapped.
  const size = readableSize(12, width);
  const body = [text(PADDING, 34, 'Canteiros de 9 × 9 com água no meio', { size: 19, weight: 'bold' }), text(PADDING, 55, 'Vista de cima; cada quadrado é um bloco', { size, fill: COLOURS.muted })];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const x = PADDING + column * tile;
      const y = top + row * tile;
      const inPlot = row > 0 && row < rows - 1 && column % (side + 1) !== 0;
      if (!inPlot) {
        body.push(rect(x, y, tile, tile, { fill: FARM_COLOURS.path, stroke: FARM_COLOURS.pathEdge, strokeWidth: 0.6 }));
        continue;
      }
      const plotColumn = (column % (side + 1)) - 1;
      const plotRow = row - 1;
      const centre = (side - 1) / 2;
      if (plotColumn === centre && plotRow === centre) {
        body.push(rect(x, y, tile, tile, { fill: FARM_COLOURS.water, stroke: '#2f6f9f', strokeWidth: 1 }));
        body.push(line(x + 4, y + 7, x + tile - 4, y + 7, { stroke: '#d6ecfb', strokeWidth: 1.5 }), line(x + 4, y + 12, x + tile - 6, y + 12, { stroke: '#d6ecfb', strokeWidth: 1.5 }));
      } else {
        body.push(rect(x, y, tile, tile, { fill: FARM_COLOURS.soil, stroke: '#4a321f', strokeWidth: 0.6 }));
        body.push(rect(x + 4, y + 4, 2.5, tile - 8, { fill: FARM_COLOURS.crop }), rect(x + 8.3, y + 3, 2.5, tile - 6, { fill: FARM_COLOURS.crop }), rect(x + 12.6, y + 4, 2.5, tile - 8, { fill: FARM_COLOURS.crop }));
      }
    }
  // The water's reach, drawn on the first plot: 4 blocks to every side.
  const plotX = PADDING + tile;
  const plotY = top + tile;
  body.push(rect(plotX - 2, plotY - 2, side * tile + 4, side * tile + 4, { stroke: COLOURS.info, strokeWidth: 2.5, dash: '6 4' }));
  const waterCentreX = plotX + 4.5 * tile;
  const waterCentreY = plotY + 4.5 * tile;
  body.push(arrow(waterCentreX + tile / 2 + 2, waterCentreY, plotX + side * tile - 3, waterCentreY, { colour: COLOURS.info, width: 2.5 }));
  body.push(pill(plotX + 6.75 * tile, waterCentreY - 18, '4 blocos', { size, stroke: COLOURS.info }));
  body.push(arrow(waterCentreX, waterCentreY - tile / 2 - 2, waterCentreX, plotY + 3, { colour: COLOURS.info, width: 2.5 }));

  let y = top + rows * tile + 30;
  const legend: [string, string][] = [
    [FARM_COLOURS.soil, 'Terra arada com plantação (80 por canteiro)'],
    [FARM_COLOURS.water, 'Água: 1 bloco no centro de cada canteiro'],
    [FARM_COLOURS.path, 'Corredor de 1 bloco: ande por aqui, sem pisar na terra'],
  ];
  const legendLine = (swatch: string, label: string) => {
    body.push(swatch);
    for (const content of wrapToWidth(label, gridWidth - 26, size)) {
      body.push(text(PADDING + 26, y, content, { size }));
      y += size + 4;
    }
    y += 8;
  };
  for (const [colour, label] of legend) legendLine(rect(PADDING, y - 13, 16, 16, { fill: colour, stroke: '#00000055', radius: 3 }), label);
  legendLine(rect(PADDING, y - 13, 16, 16, { stroke: COLOURS.info, strokeWidth: 2, dash: '4 3' }), 'Até onde a água mantém a terra molhada: 4 blocos');
  y -= size + 12;
  return {
    name: 'diagrama-fazenda-9x9',
    svg: svgDocument({
      width,
      height: y + PADDING,
      title: 'Canteiros de 9 × 9 com água no meio',
      description: 'Dois canteiros de 9 × 9 blocos vistos de cima, cada um com 80 blocos de terra arada plantada e 1 bloco de água no centro, que alcança 4 blocos para cada lado e mantém o canteiro inteiro molhado. Um corredor de 1 bloco passa em volta e entre os canteiros, para colher sem pisar na terra arada.',
      body,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// 4. One scene per game mode, for the home page: flat shapes, no game textures

const SCENE = { width: 480, height: 250 } as const;

/** A blocky player: feet at (x, y), facing right; `shirt` tells teams apart. */
function player(x: number, y: number, shirt: string, { sword = false, scale = 1 }: { sword?: boolean; scale?: number } = {}): string {
  const u = 2 * scale;
  const parts = [
    rect(x - 2 * u, y - 6 * u, 2 * u, 6 * u, { fill: '#3b4a7a' }),
    rect(x, y - 6 * u, 2 * u, 6 * u, { fill: '#33406b' }),
    rect(x - 2 * u, y - 13 * u, 4 * u, 7 * u, { fill: shirt }),
    rect(x - 3.5 * u, y - 13 * u, 1.5 * u, 6 * u, { fill: shirt }),
    rect(x - 2 * u, y - 17.5 * u, 4 * u, 4.5 * u, { fill: '#e0b48a' }),
    rect(x - 2 * u, y - 17.5 * u, 4 * u, 1.5 * u, { fill: '#4a3222' }),
    rect(x + 0.8 * u, y - 15.8 * u, 0.8 * u, 0.8 * u, { fill: '#1d1722' }),
  ];
  if (sword) {
    parts.push(rect(x + 2 * u, y - 12 * u, 3 * u, 1.5 * u, { fill: shirt }));
    parts.push(line(x + 5 * u, y - 11.3 * u, x + 11 * u, y - 17 * u, { stroke: '#dfe7ee', strokeWidth: 1.6 * u }));
    parts.push(line(x + 4 * u, y - 12.8 * u, x + 6 * u, y - 9.8 * u, { stroke: '#8a6a3a', strokeWidth: 1.2 * u }));
  } else parts.push(rect(x + 2 * u, y - 13 * u, 1.5 * u, 6 * u, { fill: shirt }));
  return parts.join('');
}

/** A blocky tree standing at (x, y). */
function tree(x: number, y: number, size = 1, leaves = '#3f8f4f', light = '#5fb36a'): string {
  const s = 8 * size;
  return [
    rect(x - s / 2, y - 3 * s, s, 3 * s, { fill: '#6b4a2f' }),
    rect(x - 2 * s, y - 5 * s, 4 * s, 2.4 * s, { fill: leaves }),
    rect(x - 1.4 * s, y - 6.2 * s, 2.8 * s, 1.4 * s, { fill: leaves }),
    rect(x - 1.6 * s, y - 4.8 * s, s, s, { fill: light }),
    rect(x + 0.4 * s, y - 5.9 * s, s * 0.8, s * 0.8, { fill: light }),
  ].join('');
}

/** A house front standing at (x, y) (bottom-left corner). */
function house(x: number, y: number, w: number, h: number, { wall = '#c8a27a', roof = '#8a4a3a', lit = true }: { wall?: string; roof?: string; lit?: boolean } = {}): string {
  return [
    rect(x, y - h, w, h, { fill: wall, stroke: '#00000030' }),
    polygon([[x - 6, y - h], [x + w / 2, y - h - w * 0.45], [x + w + 6, y - h]], { fill: roof }),
    rect(x + w / 2 - 6, y - 20, 12, 20, { fill: '#6b4a2f' }),
    rect(x + 6, y - h + 10, 10, 10, { fill: lit ? '#f2c45c' : '#3a2f44', stroke: '#6b4a2f' }),
    rect(x + w - 16, y - h + 10, 10, 10, { fill: lit ? '#f2c45c' : '#3a2f44', stroke: '#6b4a2f' }),
  ].join('');
}

const CAPTION_SIZE = 15;
const CAPTION_LINE = 19;

/** The scene's frame: its content clipped to a rounded window, and the mode's name on a tag. */
function sceneDocument(name: string, label: string, title: string, description: string, content: readonly string[], caption: string): Picture {
  const { width } = SCENE;
  // The scenes are 480 wide, shrunk to a phone's column: their text is 15 or more, the caption wrapped.
  const captionLines = wrapToWidth(caption, width - 40, CAPTION_SIZE);
  const height = SCENE.height + (captionLines.length - 1) * CAPTION_LINE;
  const inner = { x: 12, y: 12, w: width - 24, h: SCENE.height - 24 - 30 };
  const body = [
    `<clipPath id="cena"><rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" rx="8"/></clipPath>`,
    `<g clip-path="url(#cena)">`,
    ...content,
    `</g>`,
    rect(inner.x, inner.y, inner.w, inner.h, { stroke: COLOURS.border, radius: 8 }),
    pill(inner.x + 14 + textWidth(label, 15, true) / 2 + 4, inner.y + 20, label, { size: 15, bold: true, fill: COLOURS.panel, stroke: COLOURS.accent }),
    ...captionLines.map((content, index) => text(width / 2, inner.y + inner.h + 25 + index * CAPTION_LINE, content, { size: CAPTION_SIZE, anchor: 'middle', fill: COLOURS.muted })),
  ];
  return { name, svg: svgDocument({ width, height, title, description, body }) };
}

/** Stars at fixed, scattered places. */
function stars(count: number, x: number, y: number, w: number, h: number, seed: number): string[] {
  const out: string[] = [];
  let state = seed;
  const next = () => ((state = (state * 9301 + 49297) % 233280) / 233280);
  for (let index = 0; index < count; index++) out.push(circle(x + next() * w, y + next() * h, 0.6 + next() * 1.2, { fill: '#eee8f3' }));
  return out;
}

function survivalScene(): Picture {
  const { width } = SCENE;
  const horizon = 118;
  const bottom = 208;
  const content = [
    rect(0, 0, width, horizon, { fill: '#3a3160' }),
    circle(392, horizon - 6, 26, { fill: '#f2c45c' }),
    rect(0, horizon - 26, width, 26, { fill: '#4a3b6e' }),
    rect(60, 40, 60, 12, { fill: '#5b4c80', radius: 6 }),
    rect(250, 56, 80, 12, { fill: '#5b4c80', radius: 6 }),
    polygon([[0, horizon], [70, 88], [150, horizon - 6], [240, 92], [330, horizon - 4], [420, 96], [width, horizon]], { fill: '#2f5a3a' }),
    rect(0, horizon, width, bottom - horizon + 20, { fill: '#4f9a5a' }),
    // The river, from the hills to the front.
    polygon([[300, horizon], [318, horizon], [290, 160], [300, bottom + 20], [236, bottom + 20], [262, 160]], { fill: COLOURS.water }),
    line(270, 170, 282, 170, { stroke: '#d6ecfb', strokeWidth: 2 }),
    line(258, 195, 274, 195, { stroke: '#d6ecfb', strokeWidth: 2 }),
    // A bridge over it.
    rect(244, 146, 66, 8, { fill: '#a07a4a', stroke: '#6b4a2f' }),
    // A small farm.
    rect(330, 160, 80, 34, { fill: '#6b4a2f' }),
    ...[0, 1, 2, 3, 4, 5, 6].map((index) => rect(336 + index * 11, 163, 4, 28, { fill: '#c9d36a' })),
    // The village, one house inside a claim of the golden shovel.
    house(40, 158, 56, 36),
    house(120, 150, 46, 30, { wall: '#b7b0a0', roof: '#5a4a7a' }),
    rect(30, 100, 150, 68, { stroke: COLOURS.warning, strokeWidth: 2, dash: '6 4', radius: 4 }),
    pill(105, 172, 'terreno protegido', { size: 15, fill: COLOURS.panel, stroke: COLOURS.warning, colour: COLOURS.warning }),
    tree(200, 150, 1),
    tree(22, 200, 0.9),
    tree(440, 152, 1.1),
    tree(210, 204, 0.8),
    player(372, 206, '#5aa9e6'),
  ];
  return sceneDocument(
    'modo-survival',
    'Survival',
    'Modo Survival',
    'Cena ilustrativa do Survival: uma vila com casas, árvores, um rio com ponte e uma plantação, e um terreno protegido marcado em volta das casas.',
    content,
    'Construa com calma: terreno protegido, vila, plantação e rio',
  );
}

function skyblockScene(): Picture {
  const { width, height } = SCENE;
  const block = 14;
  // Rows of the island from the top: how many blocks wide and where they start.
  const rows = [
    { from: 0, count: 15 },
    { from: 1, count: 13 },
    { from: 2, count: 11 },
    { from: 4, count: 7 },
    { from: 5, count: 5 },
    { from: 6, count: 3 },
    { from: 7, count: 1 },
  ];
  const islandX = 138;
  const islandY = 128;
  const island: string[] = [];
  rows.forEach((row, index) => {
    for (let column = row.from; column < row.from + row.count; column++) {
      const x = islandX + column * block;
      const y = islandY + index * block;
      const top = index === 0;
      const stone = index >= 3;
      island.push(rect(x, y, block, block, { fill: top ? '#6b4a2f' : stone ? '#7d7685' : '#6b4a2f', stroke: '#00000040', strokeWidth: 0.8 }));
      if (top) island.push(rect(x, y, block, 5, { fill: '#5fb36a' }));
    }
  });
  const ground = islandY;
  const content = [
    rect(0, 0, width, height, { fill: '#0d0a14' }),
    ...stars(60, 0, 0, width, height - 40, 7),
    // Far islands.
    rect(40, 70, 42, 8, { fill: '#3b6b45' }),
    rect(46, 78, 30, 8, { fill: '#4a3b3a' }),
    rect(54, 86, 14, 6, { fill: '#4a3b3a' }),
    rect(392, 150, 36, 7, { fill: '#3b6b45' }),
    rect(398, 157, 24, 7, { fill: '#4a3b3a' }),
    ...island,
    tree(islandX + 3.5 * block, ground, 1.15),
    // A chest.
    rect(islandX + 7 * block, ground - 16, 20, 16, { fill: '#a0703a', stroke: '#5a3a1a' }),
    line(islandX + 7 * block, ground - 10, islandX + 7 * block + 20, ground - 10, { stroke: '#5a3a1a', strokeWidth: 1.5 }),
    rect(islandX + 7 * block + 8, ground - 12, 4, 5, { fill: '#dfe7ee' }),
    // A factory: a block with a chimney and smoke.
    rect(islandX + 10 * block, ground - 26, 34, 26, { fill: '#8a8494', stroke: '#4a4452' }),
    rect(islandX + 10 * block + 22, ground - 38, 7, 12, { fill: '#6d6778' }),
    circle(islandX + 10 * block + 28, ground - 44, 4, { fill: '#b7abc255' }),
    circle(islandX + 10 * block + 33, ground - 52, 5, { fill: '#b7abc240' }),
    rect(islandX + 10 * block + 6, ground - 18, 10, 10, { fill: '#f2c45c' }),
    player(islandX + 9 * block, ground, '#7ed491'),
  ];
  return sceneDocument(
    'modo-skyblock',
    'Skyblock',
    'Modo Skyblock',
    'Cena ilustrativa do Skyblock: uma ilha pequena flutuando no vazio escuro e estrelado, com uma árvore, um baú, uma fábrica soltando fumaça e um jogador; ao longe, outras ilhas.',
    content,
    'Comece numa ilha no vazio e faça-a crescer',
  );
}

function smpScene(): Picture {
  const { width } = SCENE;
  const horizon = 108;
  const ground = 178;
  const content = [
    rect(0, 0, width, horizon, { fill: '#3b2437' }),
    ...stars(25, 0, 0, width, 80, 3),
    polygon([[0, horizon], [90, 84], [200, horizon - 4], [300, 78], [390, horizon - 8], [width, 88], [width, horizon]], { fill: '#2c3a30' }),
    rect(0, horizon, width, 120, { fill: '#4a7f4f' }),
    // The spawn: a safe area on the left, a stone building with a flag.
    rect(14, 84, 176, 122, { fill: '#7ed49118', stroke: COLOURS.leaf, strokeWidth: 2, dash: '6 4', radius: 6 }),
    rect(40, ground - 46, 70, 46, { fill: '#9a92a3', stroke: '#5a5462' }),
    polygon([[34, ground - 46], [75, ground - 74], [116, ground - 46]], { fill: '#6d6778' }),
    rect(66, ground - 22, 18, 22, { fill: '#4a3b3a' }),
    line(132, ground, 132, ground - 64, { stroke: '#dfe7ee', strokeWidth: 2.5 }),
    polygon([[133, ground - 64], [158, ground - 57], [133, ground - 50]], { fill: COLOURS.leaf }),
    player(156, ground, '#7fd4e6'),
    // Outside: a base broken by TNT, a looted chest and a fight.
    rect(262, ground - 40, 64, 40, { fill: '#b7b0a0', stroke: '#6d6778' }),
    polygon([[290, ground - 40], [306, ground - 28], [326, ground - 36], [326, ground - 10], [304, ground - 2], [288, ground - 16]], { fill: '#2a2230' }),
    polygon([[256, ground - 40], [294, ground - 62], [332, ground - 40]], { fill: '#6b4a3a' }),
    rect(330, ground - 6, 8, 6, { fill: '#b7b0a0', stroke: '#6d6778' }),
    rect(316, ground - 4, 6, 4, { fill: '#b7b0a0', stroke: '#6d6778' }),
    rect(344, ground - 16, 16, 16, { fill: '#d04a4a', stroke: '#7a2020' }),
    rect(344, ground - 11, 16, 6, { fill: '#eee8f3' }),
    rect(224, ground - 14, 18, 14, { fill: '#a0703a', stroke: '#5a3a1a' }),
    polygon([[222, ground - 14], [244, ground - 14], [248, ground - 24], [226, ground - 26]], { fill: '#8a5a2a', stroke: '#5a3a1a' }),
    rect(248, ground - 5, 6, 5, { fill: '#5fe0d6' }),
    rect(212, ground - 4, 6, 4, { fill: '#f2c45c' }),
    player(386, ground, '#d04a4a', { sword: true }),
    `<g transform="translate(${2 * 446} 0) scale(-1 1)">${player(446, ground, '#8a4fd0', { sword: true })}</g>`,
    pill(102, 190, 'Spawn: área segura', { size: 15, bold: true, fill: COLOURS.panel, stroke: COLOURS.leaf, colour: COLOURS.leaf }),
    pill(340, 190, 'Fora dele: PvP e saque', { size: 15, bold: true, fill: COLOURS.panel, stroke: COLOURS.danger, colour: COLOURS.danger }),
  ];
  return sceneDocument(
    'modo-smp',
    'SMP Semianarquia',
    'Modo SMP Semianarquia',
    'Cena ilustrativa do SMP Semianarquia: à esquerda, o spawn marcado como área segura; à direita, fora dele, uma casa quebrada por TNT, um baú saqueado e dois jogadores lutando com espadas.',
    content,
    'Sem proteção de terreno: a regra é sobreviver',
  );
}

// ---------------------------------------------------------------------------------------------
// 5. Curves of XP: the Skyblock skills and the Survival's mcMMO

/** A compact axis label: 500 mil, 1,5 mi. */
function compact(value: number): string {
  if (value >= 1_000_000) return `${brazilian(value / 1_000_000)} mi`;
  if (value >= 1000) return `${brazilian(value / 1000)} mil`;
  return brazilian(value);
}

interface CurveChart {
  top: number;
  width: number;
  chartHeight: number;
  xMax: number;
  yMax: number;
  xTicks: readonly number[];
  yTicks: readonly number[];
  xLabel: string;
  yLabel: string;
  value: (x: number) => number;
  step: number;
  markers: readonly { x: number; label: string }[];
}

/** A line chart of `value` from 0 to `xMax`, with axes, grid and labelled markers; returns its markup. */
function curveChart(chart: CurveChart): string[] {
  const left = PADDING + 50;
  const right = chart.width - PADDING - 8;
  const bottom = chart.top + chart.chartHeight;
  const sx = (x: number) => left + (x / chart.xMax) * (right - left);
  const sy = (y: number) => bottom - (y / chart.yMax) * chart.chartHeight;
  const out: string[] = [];
  for (const tick of chart.yTicks) {
    out.push(line(left, sy(tick), right, sy(tick), { stroke: tick === 0 ? COLOURS.muted : COLOURS.border, strokeWidth: 1, dash: tick === 0 ? undefined : '3 4' }));
    out.push(text(left - 8, sy(tick) + 4, compact(tick), { size: 12, anchor: 'end', fill: COLOURS.muted }));
  }
  for (const tick of chart.xTicks) {
    out.push(line(sx(tick), bottom, sx(tick), bottom + 5, { stroke: COLOURS.muted, strokeWidth: 1 }));
    out.push(text(sx(tick), bottom + 19, brazilian(tick), { size: 12, anchor: 'middle', fill: COLOURS.muted }));
  }
  out.push(text((left + right) / 2, bottom + 38, chart.xLabel, { size: 12, anchor: 'middle', fill: COLOURS.muted }));
  out.push(text(left - 8, chart.top - 14, chart.yLabel, { size: 12, fill: COLOURS.muted }));
  const points: string[] = [];
  for (let x = 0; x <= chart.xMax; x += chart.step) points.push(`${Math.round(sx(x) * 10) / 10},${Math.round(sy(chart.value(x)) * 10) / 10}`);
  out.push(`<polygon points="${left},${bottom} ${points.join(' ')} ${sx(chart.xMax)},${bottom}" fill="${COLOURS.accentStrong}" opacity="0.25"/>`);
  out.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${COLOURS.accent}" stroke-width="3" stroke-linejoin="round"/>`);
  for (const marker of chart.markers) {
    const x = sx(marker.x);
    const y = sy(chart.value(marker.x));
    out.push(line(x, y, x, bottom, { stroke: COLOURS.warning, strokeWidth: 1.2, dash: '3 3' }));
    out.push(circle(x, y, 5, { fill: COLOURS.warning, stroke: COLOURS.panel, strokeWidth: 2 }));
    const labelWidth = textWidth(marker.label, 12, true) + 14;
    const labelX = Math.min(Math.max(x, left + labelWidth / 2), right - labelWidth / 2 + 6);
    out.push(pill(labelX, y - 18, marker.label, { size: 12, bold: true, stroke: COLOURS.warning }));
  }
  return out;
}

interface SkillsData {
  nivelMax: string;
  marcos: string;
  curva: Record<string, string | { nivel: string; total: string }> & { formula: string };
}

function skillsCurvePicture(): Picture {
  const skills = readData<SkillsData>('skills');
  const factor = parseBrazilian(skills.curva.formula.split('×')[0]!);
  const max = parseBrazilian(skills.nivelMax);
  const total = (level: number) => (factor * level * (level + 1) * (2 * level + 1)) / 6;
  // The table of the page must be the formula's: check it, level by level.
  for (const [key, row] of Object.entries(skills.curva)) {
    if (typeof row === 'string') continue;
    const level = Number(key.slice(1));
    if (parseBrazilian(row.total) !== total(level) || parseBrazilian(row.nivel) !== factor * level * level) throw new Error(`content/data/skills.yml: curva.${key} does not follow ${skills.curva.formula}`);
  }
  const milestones = skills.marcos.split(/, | e /).map(Number);
  const width = NARROW;
  const title = wrappedHeading('Curva de XP das skills', `XP para subir ao nível n: ${skills.curva.formula}; igual em todas as skills`, width);
  const top = title.bottom + 44;
  const chartHeight = 220;
  const body = [
    ...title.parts,
    ...curveChart({
      top,
      width,
      chartHeight,
      xMax: max,
      yMax: 2_000_000,
      xTicks: [0, 10, 20, 30, 40, 50],
      yTicks: [0, 500_000, 1_000_000, 1_500_000, 2_000_000],
      xLabel: 'Nível da skill',
      yLabel: 'XP total desde o nível 0',
      value: total,
      step: 1,
      markers: milestones.map((level) => ({ x: level, label: `Nível ${level}: ${brazilian(total(level))}` })),
    }),
  ];
  let noteY = top + chartHeight + 50;
  for (const content of wrapToWidth(`Marcas: os níveis ${skills.marcos}, que liberam as habilidades de cada skill.`, width - 2 * PADDING, 12)) body.push(text(PADDING, (noteY += 16), content, { size: 12, fill: COLOURS.muted }));
  return {
    name: 'diagrama-curva-skills',
    svg: svgDocument({
      width,
      height: noteY + PADDING,
      title: 'Curva de XP das skills do Skyblock',
      description: `Gráfico da XP total necessária para cada nível de skill, de 0 a ${max}, que cresce cada vez mais rápido (cada nível n pede ${skills.curva.formula} de XP): ${milestones.map((level) => `nível ${level}, ${brazilian(total(level))} de XP`).join('; ')}.`,
      body,
    }),
  };
}

interface McmmoData {
  nivelMax: string;
  curva: string;
  xpTotal1000: string;
  premios: Record<string, string>;
}

function mcmmoCurvePicture(): Picture {
  const mcmmo = readData<McmmoData>('mcmmo');
  // "1.020 + 20 × o nível atual": XP from level L to L + 1.
  const [base, perLevel] = mcmmo.curva.split(/[+×]/).map((part) => part.trim()).slice(0, 2).map(parseBrazilian) as [number, number];
  const max = parseBrazilian(mcmmo.nivelMax);
  const total = (level: number) => base * level + (perLevel * level * (level - 1)) / 2;
  if (total(max) !== parseBrazilian(mcmmo.xpTotal1000)) throw new Error(`content/data/mcmmo.yml: xpTotal1000 does not follow the curve ${mcmmo.curva}`);
  const prizes = Object.entries(mcmmo.premios)
    .filter(([key]) => /^n\d+$/.test(key))
    .map(([key, prize]) => ({ level: Number(key.slice(1)), prize }));
  const width = NARROW;
  const title = wrappedHeading('Curva de XP do mcMMO', `XP para o nível seguinte: ${mcmmo.curva}`, width);
  const top = title.bottom + 44;
  const chartHeight = 200;
  const body = [
    ...title.parts,
    ...curveChart({
      top,
      width,
      chartHeight,
      xMax: max,
      yMax: 12_000_000,
      xTicks: [0, 250, 500, 750, 1000],
      yTicks: [0, 3_000_000, 6_000_000, 9_000_000, 12_000_000],
      xLabel: 'Nível da habilidade',
      yLabel: 'XP total desde o nível 0',
      value: total,
      step: 10,
      markers: prizes.map(({ level }) => ({ x: level, label: compact(total(level)) })),
    }),
  ];
  let y = top + chartHeight + 68;
  body.push(text(PADDING, y, 'Prêmios em cada habilidade principal', { size: 14, weight: 'bold' }));
  for (const { level, prize } of prizes) {
    y += 22;
    body.push(circle(PADDING + 5, y - 4, 4, { fill: COLOURS.warning }));
    body.push(text(PADDING + 16, y, `Nível ${brazilian(level)}`, { size: 13, weight: 'bold' }));
    const prizeLines = wrapToWidth(prize, width - PADDING - (PADDING + 104), 13);
    prizeLines.forEach((content, index) => body.push(text(PADDING + 104, y + index * 17, content, { size: 13, fill: COLOURS.muted })));
    y += (prizeLines.length - 1) * 17;
  }
  return {
    name: 'diagrama-curva-mcmmo',
    svg: svgDocument({
      width,
      height: y + PADDING,
      title: 'Curva de XP do mcMMO',
      description: `Gráfico da XP total de uma habilidade do mcMMO, do nível 0 ao ${mcmmo.nivelMax}, que cresce cada vez mais rápido: ${prizes.map(({ level, prize }) => `nível ${brazilian(level)}, ${brazilian(total(level))} de XP, prêmio ${prize}`).join('; ')}.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// 6. The island: its level, its generator's odds and its size

interface IslandData {
  nivel: { pontosPorNivel: string; valores: Record<string, string> };
  melhorias: { tamanho: Record<string, { valor: string; custo: string; nivelIlha: string }>; gerador: Record<string, Record<string, string>> };
}

/** The blocks of /ilha valores the page lists, with the names it gives them and a colour each. */
const ISLAND_BLOCKS: readonly { key: string; name: string; colour: string }[] = [
  { key: 'pedra', name: 'Pedra, pedregulho, tijolos', colour: '#8f8a96' },
  { key: 'vidro', name: 'Vidro', colour: '#bfe6f0' },
  { key: 'carvao', name: 'Bloco de carvão', colour: '#4a4452' },
  { key: 'ferro', name: 'Bloco de ferro', colour: '#dcd6e2' },
  { key: 'ouro', name: 'Bloco de ouro', colour: '#f2c45c' },
  { key: 'diamante', name: 'Bloco de diamante', colour: '#5fe0d6' },
  { key: 'esmeralda', name: 'Bloco de esmeralda', colour: '#3fcf6e' },
  { key: 'netherite', name: 'Bloco de netherita', colour: '#6e5a62' },
  { key: 'sinalizador', name: 'Sinalizador', colour: '#9fe8f5' },
];

function islandLevelPicture(): Picture {
  const island = readData<IslandData>('ilha');
  const perLevel = parseBrazilian(island.nivel.pontosPorNivel);
  // 360 wide, a phone's column: each block's name, points and worth one under the other, its blocks on the right.
  const width = NARROW;
  const tile = 8;
  const gap = 2;
  const perRow = 10;
  const tilesX = width - PADDING - perRow * (tile + gap) + gap;
  const columnWidth = tilesX - PADDING - 12;
  const title = wrappedHeading('O que vale 1 nível da ilha', `Cada ${brazilian(perLevel)} pontos de blocos colocados somam 1 nível`, width);
  const body = title.parts;
  let y = title.bottom + 14;
  const described: string[] = [];
  for (const block of ISLAND_BLOCKS) {
    const raw = island.nivel.valores[block.key];
    if (raw === undefined) throw new Error(`content/data/ilha.yml: nivel.valores has no "${block.key}"`);
    const points = parseBrazilian(raw);
    const count = points >= perLevel ? 1 : Math.ceil(perLevel / points);
    const rows = Math.ceil(count / perRow);
    let result: string;
    if (points >= perLevel) {
      const levels = points / perLevel;
      result = `1 bloco = ${brazilian(levels)} ${levels >= 2 ? 'níveis' : 'nível'}`;
    } else result = count * points === perLevel ? `${count} blocos = 1 nível` : `${count} blocos ≈ 1 nível`;
    const big = points >= perLevel;
    const lines: { content: string; options: TextOptions }[] = [
      ...wrapToWidth(block.name, columnWidth, 13, true).map((content) => ({ content, options: { size: 13, weight: 'bold' } as TextOptions })),
      { content: `${brazilian(points)} ${points === 1 ? 'ponto' : 'pontos'} cada`, options: { size: 12, fill: COLOURS.muted } },
      { content: result, options: { size: 13, fill: big ? COLOURS.warning : COLOURS.text, weight: big ? 'bold' : 'normal' } },
      ...(!big && count * points !== perLevel ? [{ content: `(${brazilian(count * points)} pontos)`, options: { size: 12, fill: COLOURS.muted } as TextOptions }] : []),
    ];
    lines.forEach(({ content, options }, index) => body.push(text(PADDING, y + 14 + index * 17, content, options)));
    for (let index = 0; index < count; index++) {
      const x = tilesX + (index % perRow) * (tile + gap);
      const tileY = y + 4 + Math.floor(index / perRow) * (tile + gap);
      body.push(rect(x, tileY, tile, tile, { fill: block.colour, stroke: '#ffffff40', strokeWidth: 0.7, radius: 1.5 }));
    }
    described.push(`${block.name.toLowerCase()}, ${brazilian(points)} ${points === 1 ? 'ponto' : 'pontos'}: ${result.replace('≈', 'valem cerca de').replace('=', big ? 'vale' : 'valem')}`);
    y += Math.max(lines.length * 17 + 4, rows * (tile + gap) + 8) + 12;
  }
  body.push(line(PADDING, y, width - PADDING, y, { stroke: COLOURS.border, strokeWidth: 1 }));
  y += 6;
  const spawner = island.nivel.valores.spawner;
  const spawners = spawner === '0' ? 'Spawners não valem pontos' : `Spawners valem ${spawner} ${spawner === '1' ? 'ponto' : 'pontos'}`;
  for (const content of wrapToWidth(`${spawners}; itens guardados em baús não contam.`, width - 2 * PADDING, 12)) body.push(text(PADDING, (y += 16), content, { size: 12, fill: COLOURS.muted }));
  return {
    name: 'diagrama-nivel-ilha',
    svg: svgDocument({
      width,
      height: y + PADDING,
      title: 'O que vale 1 nível da ilha',
      description: `Quantos blocos colocados fazem 1 nível da ilha (${brazilian(perLevel)} pontos): ${described.join('; ')}.`,
      body,
    }),
  };
}

/** Horizontal bars split in coloured parts that add up to 100%, each under its name, with a legend. */
function stackedBars(top: number, width: number, rows: readonly { label: string; sub?: string; parts: readonly number[] }[], series: readonly { name: string; colour: string }[]): { svg: string[]; bottom: number } {
  const out: string[] = [];
  const barX = PADDING;
  const barWidth = width - 2 * PADDING;
  let y = top;
  for (const row of rows) {
    out.push(text(PADDING, y + 13, row.label, { size: 13, weight: 'bold' }));
    if (row.sub) out.push(text(PADDING + textWidth(row.label, 13, true) + 8, y + 13, row.sub, { size: 12, fill: COLOURS.muted }));
    y += 22;
    let x = barX;
    const small: string[] = [];
    out.push(rect(barX, y, barWidth, 28, { fill: COLOURS.sunken, radius: 4 }));
    row.parts.forEach((value, index) => {
      if (value <= 0) return;
      const serie = series[index]!;
      const w = (value / 100) * barWidth;
      out.push(rect(x, y, w, 28, { fill: serie.colour, stroke: COLOURS.panel, strokeWidth: 1 }));
      const label = `${brazilian(value)}%`;
      if (w >= textWidth(label, 12, true) + 10) out.push(text(x + w / 2, y + 18.5, label, { size: 12, anchor: 'middle', fill: inkOn(serie.colour), weight: 'bold' }));
      else small.push(`${serie.name} ${label}`);
      x += w;
    });
    y += 28;
    if (small.length > 0) {
      out.push(text(barX + barWidth, y + 15, small.join(' · '), { size: 12, anchor: 'end', fill: COLOURS.muted }));
      y += 18;
    }
    y += 14;
  }
  // Legend, wrapped on as many lines as it needs.
  y += 6;
  let x = PADDING;
  for (const serie of series) {
    const w = 22 + textWidth(serie.name, 12) + 14;
    if (x + w > width - PADDING) {
      x = PADDING;
      y += 22;
    }
    out.push(rect(x, y - 11, 14, 14, { fill: serie.colour, stroke: '#00000055', radius: 3 }));
    out.push(text(x + 20, y, serie.name, { size: 12 }));
    x += w;
  }
  return { svg: out, bottom: y };
}

function generatorPicture(): Picture {
  const island = readData<IslandData>('ilha');
  const series = [
    { key: 'pedregulho', name: 'Pedregulho', colour: '#8f8a96' },
    { key: 'carvao', name: 'Carvão', colour: '#4a4452' },
    { key: 'ferro', name: 'Ferro', colour: '#d8b89a' },
    { key: 'ouro', name: 'Ouro', colour: '#f2c45c' },
    { key: 'diamante', name: 'Diamante', colour: '#5fe0d6' },
    { key: 'esmeralda', name: 'Esmeralda', colour: '#3fcf6e' },
  ];
  const levels = Object.entries(island.melhorias.gerador);
  const rows = levels.map(([key, level]) => {
    const parts = series.map((serie) => parseBrazilian(level[serie.key] ?? '0%'));
    const sum = parts.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 100) > 0.01) throw new Error(`content/data/ilha.yml: melhorias.gerador.${key} adds up to ${sum}%`);
    return { label: `Nível ${key.slice(1)}`, sub: level.custo === 'inicial' ? 'inicial' : level.custo, parts };
  });
  const width = NARROW;
  const title = wrappedHeading('Gerador de minérios: o que sai em cada nível', 'Chance de cada bloco sair do gerador', width);
  const { svg, bottom } = stackedBars(title.bottom + 14, width, rows, series);
  const body = [...title.parts, ...svg];
  return {
    name: 'diagrama-gerador-minerios',
    svg: svgDocument({
      width,
      height: bottom + PADDING,
      title: 'Gerador de minérios por nível',
      description: `Barras com a chance de cada bloco no gerador de pedregulho, do nível 1 ao ${levels.length}: ${levels.map(([key, level]) => `nível ${key.slice(1)}, ${series.filter((serie) => parseBrazilian(level[serie.key] ?? '0') > 0).map((serie) => `${serie.name.toLowerCase()} ${level[serie.key]}`).join(', ')}`).join('; ')}.`,
      body,
    }),
  };
}

function islandSizePicture(): Picture {
  const island = readData<IslandData>('ilha');
  const sizes = Object.entries(island.melhorias.tamanho).map(([key, level]) => ({ level: Number(key.slice(1)), side: parseBrazilian(level.valor.split('×')[0]!), valor: level.valor, nivelIlha: level.nivelIlha }));
  const largest = Math.max(...sizes.map((size) => size.side));
  // 360 wide, a phone's column: the squares across the whole width, their sizes listed under them.
  const width = NARROW;
  const square = width - 2 * PADDING;
  const scale = square / largest;
  const title = wrappedHeading('Tamanho da ilha em cada nível', 'A área cresce a partir do centro da ilha', width);
  const body = title.parts;
  const top = title.bottom + 16;
  const centreX = PADDING + square / 2;
  const centreY = top + square / 2;
  const tones = ['#3b2f48', '#332a40', '#2c2438', '#261f31', '#201a29', '#1a1522'];
  [...sizes].reverse().forEach((size, index) => {
    const side = size.side * scale;
    body.push(rect(centreX - side / 2, centreY - side / 2, side, side, { fill: tones[index % tones.length], stroke: size.level === 1 ? COLOURS.leaf : COLOURS.accent, strokeWidth: size.level === 1 ? 2 : 1.2 }));
  });
  // The island in the middle.
  body.push(rect(centreX - 9, centreY - 9, 18, 18, { fill: '#5fb36a', stroke: '#2f5a3a' }));
  body.push(rect(centreX - 3, centreY - 3, 6, 6, { fill: '#6b4a2f' }));
  // Each square's level on its top edge, and what it takes in the list below.
  const columnWidth = square / 2;
  sizes.forEach((size, index) => {
    const side = size.side * scale;
    const tagY = centreY - side / 2;
    if (size.side * scale >= 40) body.push(pill(centreX + side / 2 - 22, tagY, `${size.level}`, { size: 12, bold: true, fill: COLOURS.panel, stroke: size.level === 1 ? COLOURS.leaf : COLOURS.accent }));
    const x = PADDING + (index % 2) * columnWidth;
    const y = top + square + 30 + Math.floor(index / 2) * 42;
    body.push(text(x, y, `Nível ${size.level}: ${size.valor.replace(' blocos', '')}`, { size: 13, weight: 'bold' }));
    body.push(text(x, y + 17, size.nivelIlha === '—' ? 'área inicial' : `pede ilha nível ${size.nivelIlha}`, { size: 12, fill: COLOURS.muted }));
  });
  const height = top + square + 30 + Math.ceil(sizes.length / 2) * 42 - 8 + PADDING;
  return {
    name: 'diagrama-tamanho-ilha',
    svg: svgDocument({
      width,
      height,
      title: 'Tamanho da ilha em cada nível',
      description: `Quadrados um dentro do outro, em escala, com a área construível da ilha em cada nível da melhoria, todos com o mesmo centro: ${sizes.map((size) => `nível ${size.level}, ${size.valor}`).join('; ')}.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// 7. The dungeons' order: one card under the other from the easiest to the hardest, one highlighted per page

interface Dungeon {
  nome: string;
  ordem: string;
  dificuldade: string;
  requisito: string;
  chave: string;
  precoChave: string;
}

const DIFFICULTY_COLOURS: Record<string, string> = {
  Fácil: COLOURS.leaf,
  Média: COLOURS.info,
  Difícil: COLOURS.warning,
  'Muito difícil': '#ff9f5a',
  Extrema: COLOURS.danger,
};

/** The article each dungeon's name takes ("o Navio Pirata", "as Profundezas Sombrias"); "a" otherwise. */
const DUNGEON_ARTICLES: Record<string, string> = { piratas: 'o', templo: 'o', profundezas: 'as' };

function dungeonList(): [string, Dungeon][] {
  const data = readData<Record<string, unknown>>('dungeons');
  return (Object.entries(data).filter(([key]) => key !== 'geral') as [string, Dungeon][]).sort((a, b) => Number(a[1].ordem) - Number(b[1].ordem));
}

/** Drawn 360 wide, about a phone's content column, so its 12 px labels are shown at their size there: one card under the other. */
function dungeonsPicture(highlight?: string): Picture {
  const dungeons = dungeonList();
  const chance = readData<{ geral: { chanceChave: string } }>('dungeons').geral.chanceChave;
  if (highlight && !dungeons.some(([key]) => key === highlight)) throw new Error(`no dungeon "${highlight}"`);
  const width = 360;
  const cardWidth = width - 2 * PADDING;
  const cardHeight = 88;
  const gap = 20;
  const body: string[] = [];
  let y = 34;
  body.push(text(PADDING, y, 'Ordem das dungeons', { size: 19, weight: 'bold' }));
  for (const content of wrapToWidth(`Cada chefe, menos o da última, tem ${chance} de chance de derrubar a chave da seguinte`, cardWidth, 13)) {
    y += 19;
    body.push(text(PADDING, y, content, { size: 13, fill: COLOURS.muted }));
  }
  const chosenName = dungeons.find(([key]) => key === highlight)?.[1].nome;
  const article = highlight ? (DUNGEON_ARTICLES[highlight] ?? 'a') : 'a';
  if (chosenName) {
    y += 24;
    body.push(pill(PADDING + textWidth(`Nesta página: ${chosenName}`, 13, true) / 2 + 7, y, `Nesta página: ${chosenName}`, { fill: COLOURS.accentStrong, stroke: COLOURS.accent, size: 13, bold: true }));
  }
  const top = y + 10;
  dungeons.forEach(([key, dungeon], index) => {
    const x = PADDING;
    const cardTop = top + 8 + index * (cardHeight + gap);
    const chosen = key === highlight;
    const colour = DIFFICULTY_COLOURS[dungeon.dificuldade] ?? COLOURS.muted;
    if (index > 0) body.push(arrow(x + 40, cardTop - gap + 1, x + 40, cardTop - 2, { colour: highlight && !chosen && dungeons[index - 1]![0] !== highlight ? '#6d5f7a' : COLOURS.accent, width: 2.5 }));
    body.push(rect(x, cardTop, cardWidth, cardHeight, { fill: chosen ? COLOURS.accentStrong : COLOURS.slot, stroke: chosen ? COLOURS.warning : COLOURS.border, strokeWidth: chosen ? 2.5 : 1, radius: 8 }));
    body.push(rect(x, cardTop, 6, cardHeight, { fill: colour, radius: 3 }));
    body.push(text(x + 16, cardTop + 21, `${dungeon.ordem}. ${dungeon.nome}`, { size: 14, weight: 'bold' }));
    const badgeWidth = textWidth(dungeon.dificuldade, 12, true) + 14;
    body.push(pill(x + 16 + badgeWidth / 2, cardTop + 38, dungeon.dificuldade, { size: 12, bold: true, fill: COLOURS.sunken, stroke: colour, colour }));
    body.push(text(x + 16, cardTop + 62, `Requisito: ${dungeon.requisito}`, { size: 12, fill: chosen ? COLOURS.text : COLOURS.muted }));
    body.push(keyIcon(x + 16, cardTop + 76, COLOURS.warning));
    body.push(text(x + 42, cardTop + 80, `${dungeon.chave} · ${dungeon.precoChave}`, { size: 12, fill: chosen ? COLOURS.text : COLOURS.muted }));
  });
  const height = top + 8 + dungeons.length * (cardHeight + gap) - gap + PADDING + 4;
  const describe = dungeons.map(([, dungeon]) => `${dungeon.ordem}, ${dungeon.nome} (${dungeon.dificuldade.toLowerCase()}, ${dungeon.requisito}, entrada com a ${dungeon.chave})`).join('; ');
  return {
    name: highlight ? `diagrama-dungeons-${highlight}` : 'diagrama-dungeons',
    svg: svgDocument({
      width,
      height,
      title: chosenName ? `Ordem das dungeons: ${chosenName}` : 'Ordem das dungeons',
      description: `${chosenName ? `A ordem das oito dungeons do Skyblock, com ${article} ${chosenName} em destaque: ` : 'A ordem das oito dungeons do Skyblock, da mais fácil à mais difícil: '}${describe}. Cada chefe, menos o da última, tem ${chance} de chance de derrubar a chave da dungeon seguinte.`,
      body,
    }),
  };
}

function dungeonPictures(): Picture[] {
  return [dungeonsPicture(), ...dungeonList().map(([key]) => dungeonsPicture(key))];
}

// ---------------------------------------------------------------------------------------------
// 8. The VIPs: limits side by side, and when the seasonal editions are sold

interface Vip {
  nome: string;
  homes: string;
  pwarps?: string;
  blocosPorHora?: string;
  base?: string;
  temporada?: string;
}

const VIP_COLOURS: Record<string, string> = { semVip: '#8a7f96', premium: COLOURS.leaf, master: COLOURS.water, ultimate: COLOURS.accent };

function vipLimitsPicture(): Picture {
  const vip = readData<Record<string, Vip>>('vip');
  const server = readData<{ limites: { homesMembro: string }; protecao: { blocosPorHora: string } }>('servidor');
  const survival = readData<{ warp: { membro: string } }>('survival');
  const tiers = [
    { key: 'semVip', name: 'Sem VIP', homes: server.limites.homesMembro, pwarps: survival.warp.membro, blocks: server.protecao.blocosPorHora },
    ...(['premium', 'master', 'ultimate'] as const).map((key) => {
      const tier = vip[key];
      if (!tier?.pwarps || !tier.blocosPorHora) throw new Error(`content/data/vip.yml: ${key} lacks pwarps or blocosPorHora`);
      return { key, name: tier.nome, homes: tier.homes, pwarps: tier.pwarps, blocks: tier.blocosPorHora };
    }),
  ];
  const metrics = [
    { name: 'Homes', value: (tier: (typeof tiers)[number]) => tier.homes },
    { name: 'Warps de jogador', value: (tier: (typeof tiers)[number]) => tier.pwarps },
    { name: 'Blocos de proteção por hora', value: (tier: (typeof tiers)[number]) => tier.blocks },
  ];
  const width = NARROW;
  const labelWidth = 84;
  const barX = PADDING + labelWidth;
  const barMax = width - PADDING - barX - 56;
  const title = wrappedHeading('VIPs fixos lado a lado', 'Homes, warps de jogador e blocos de proteção por hora', width);
  const body = title.parts;
  let y = title.bottom + 30;
  for (const metric of metrics) {
    body.push(text(PADDING, y, metric.name, { size: 14, weight: 'bold' }));
    y += 10;
    const max = Math.max(...tiers.map((tier) => parseBrazilian(metric.value(tier))));
    for (const tier of tiers) {
      const value = parseBrazilian(metric.value(tier));
      const w = Math.max(4, (value / max) * barMax);
      body.push(text(PADDING, y + 15, tier.name, { size: 12, fill: COLOURS.muted }));
      body.push(rect(barX, y + 3, w, 16, { fill: VIP_COLOURS[tier.key] ?? COLOURS.muted, radius: 3 }));
      body.push(text(barX + w + 8, y + 16, metric.value(tier), { size: 13, weight: 'bold' }));
      y += 22;
    }
    y += 24;
  }
  y -= 24;
  // The seasonal editions: the warps and blocks of their base, but homes of their own (content/data/vip.yml).
  const seasonal = Object.values(vip).filter((tier) => tier.base);
  const footnote = `As edições sazonais têm as warps e os blocos do VIP fixo que é a base delas. Homes: ${seasonal.map((tier) => `${tier.nome} ${tier.homes}`).join(', ')}.`;
  for (const content of wrapToWidth(footnote, width - 2 * PADDING, 12)) body.push(text(PADDING, (y += 16), content, { size: 12, fill: COLOURS.muted }));
  return {
    name: 'diagrama-vip-limites',
    svg: svgDocument({
      width,
      height: y + PADDING,
      title: 'VIPs fixos lado a lado',
      description: `Barras comparando jogador sem VIP, ${tiers.slice(1).map((tier) => tier.name).join(', ')}: ${metrics.map((metric) => `${metric.name.toLowerCase()}, ${tiers.map((tier) => `${metric.value(tier)}`).join(', ')}`).join('; ')}, nessa ordem.`,
      body,
    }),
  };
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] as const;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** "1º a 31 de janeiro e 1º a 31 de julho" → [{ month, from, to }]. */
function seasons(temporada: string): { month: number; from: number; to: number }[] {
  const found = [...temporada.matchAll(/(\d+)º? a (\d+) de (\p{L}+)/gu)].map((match) => ({ month: MONTHS.indexOf(match[3] as (typeof MONTHS)[number]), from: Number(match[1]), to: Number(match[2]) }));
  if (found.length === 0 || found.some((season) => season.month < 0)) throw new Error(`content/data/vip.yml: cannot read the season "${temporada}"`);
  return found;
}

function vipSeasonsPicture(): Picture {
  const vip = readData<Record<string, Vip>>('vip');
  const editions = Object.entries(vip).filter(([, edition]) => typeof edition === 'object' && edition.temporada) as [string, Vip & { temporada: string }][];
  const width = NARROW;
  const gridX = PADDING;
  const monthWidth = (width - PADDING - gridX) / 12;
  const title = wrappedHeading('Quando cada VIP é vendido', 'Os fixos, o ano inteiro; as edições sazonais, só na temporada', width);
  const top = title.bottom + 12;
  const rowHeight = 34;
  const body = title.parts;
  MONTHS.forEach((month, index) => {
    const x = gridX + index * monthWidth;
    body.push(text(x + monthWidth / 2, top + 12, month.slice(0, 3), { size: 12, anchor: 'middle', fill: COLOURS.muted }));
  });
  const rows: { name: string; sub: string; colour: string; spans: { month: number; from: number; to: number }[] }[] = [
    { name: 'Fixos', sub: 'o ano inteiro', colour: COLOURS.muted, spans: [{ month: 0, from: 1, to: 365 }] },
    ...editions.map(([key, edition]) => ({ name: edition.nome, sub: `base ${edition.base}`, colour: VIP_COLOURS[(edition.base ?? '').toLowerCase()] ?? COLOURS.accent, spans: seasons(edition.temporada), key })),
  ];
  let y = top + 22;
  for (const row of rows) {
    // Each edition's name above its row of twelve months.
    body.push(text(PADDING, y + 13, row.name, { size: 13, weight: 'bold' }));
    body.push(text(PADDING + textWidth(row.name, 13, true) + 8, y + 13, row.sub, { size: 12, fill: COLOURS.muted }));
    y += 20;
    body.push(rect(gridX, y, 12 * monthWidth, rowHeight - 8, { fill: COLOURS.sunken, radius: 4 }));
    for (let month = 1; month < 12; month++) body.push(line(gridX + month * monthWidth, y, gridX + month * monthWidth, y + rowHeight - 8, { stroke: COLOURS.border, strokeWidth: 1 }));
    for (const span of row.spans) {
      const days = MONTH_DAYS[span.month]!;
      const x = gridX + (span.month + (span.from - 1) / days) * monthWidth;
      const w = Math.min(((span.to - span.from + 1) / days) * monthWidth, gridX + 12 * monthWidth - x);
      body.push(rect(x + 1, y + 6, w - 2, rowHeight - 20, { fill: row.colour, radius: 3 }));
    }
    y += rowHeight;
  }
  for (const content of wrapToWidth('Cor: a do VIP fixo de base (verde Premium, azul Master, roxo Ultimate).', width - 2 * PADDING, 12)) body.push(text(PADDING, (y += 16), content, { size: 12, fill: COLOURS.muted }));
  return {
    name: 'diagrama-vip-temporadas',
    svg: svgDocument({
      width,
      height: y + PADDING,
      title: 'Quando cada VIP é vendido',
      description: `Calendário de janeiro a dezembro: os VIPs fixos (${[vip.premium, vip.master, vip.ultimate].map((tier) => tier?.nome).join(', ')}) são vendidos o ano inteiro; ${editions.map(([, edition]) => `${edition.nome}, de ${edition.temporada}`).join('; ')}.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// 9. The crates: the odds of each rarity in the permanent crates

function crateOddsPicture(): Picture {
  const crates = readData<{ permanentes: Record<string, Record<string, string>> }>('caixas').permanentes;
  const series = [
    { key: 'comum', name: 'Comum', colour: '#eee8f3' },
    { key: 'incomum', name: 'Incomum', colour: COLOURS.leaf },
    { key: 'raro', name: 'Raro', colour: COLOURS.water },
    { key: 'epico', name: 'Épico', colour: COLOURS.accent },
    { key: 'lendario', name: 'Lendário', colour: COLOURS.warning },
  ];
  const names: Record<string, string> = { voto: 'De Voto', rara: 'Rara', epica: 'Épica', cosmetica: 'Cosmética' };
  const rows = Object.entries(crates).map(([key, odds]) => {
    const parts = series.map((serie) => parseBrazilian(odds[serie.key] ?? '0%'));
    const sum = parts.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 100) > 0.01) throw new Error(`content/data/caixas.yml: permanentes.${key} adds up to ${sum}%`);
    return { key, label: names[key] ?? key, parts };
  });
  const width = NARROW;
  const title = wrappedHeading('Chance de cada raridade nas caixas', 'Caixas permanentes; a cor é a do nome do prêmio', width);
  const { svg, bottom } = stackedBars(title.bottom + 14, width, rows, series);
  const body = [...title.parts, ...svg];
  return {
    name: 'diagrama-raridades-caixas',
    svg: svgDocument({
      width,
      height: bottom + PADDING,
      title: 'Chance de cada raridade nas caixas permanentes',
      description: `Barras com a chance de cada raridade nas caixas permanentes: ${rows.map((row) => `Caixa ${row.label.replace(/^De /, 'de ')}, ${series.map((serie, index) => (row.parts[index]! > 0 ? `${serie.name.toLowerCase()} ${brazilian(row.parts[index]!)}%` : '')).filter(Boolean).join(', ')}`).join('; ')}.`,
      body,
    }),
  };
}

// ---------------------------------------------------------------------------------------------

export function diagramPictures(): Picture[] {
  return [...chainPictures(), beaconPicture(), farmPicture(), survivalScene(), skyblockScene(), smpScene(), skillsCurvePicture(), mcmmoCurvePicture(), islandLevelPicture(), generatorPicture(), islandSizePicture(), ...dungeonPictures(), vipLimitsPicture(), vipSeasonsPicture(), crateOddsPicture()];
}
