/**
 * Maps of the arenas of the tournaments (content/wiki/survival/torneios/) and of the daily events
 * (content/wiki/survival/eventos/diario/): a top-down map, or a side view where height is what
 * matters (parkour, dropper, elytra, layers that fall). Every map speaks one visual language: the
 * same colour for the same material (water, lava, void, snow, ice, grass…), the same markers
 * (players, spawns, team colours), a legend under the map, a compass where the map is of a place,
 * and a scale only where the page gives a size. Each map shows what its page says, no more.
 */
import { readData } from './data.ts';
import { COLOURS, escapeXml, type Picture, circle, inkOn, line, n, rect, readableSize, svgDocument, text as svgText, type TextOptions, wrapWords } from './svg.ts';

/** Every text of a map is drawn at least as large as a phone needs (the maps are 480 wide, shrunk to the phone's column). */
function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  return svgText(x, y, content, { ...options, size: readableSize(options.size ?? 14, WIDTH) });
}

// ---------------------------------------------------------------------------------------------
// The visual language: materials, team colours, markers.

/** The colour of each material, the same on every map. */
const M = {
  water: COLOURS.water,
  lava: COLOURS.danger,
  void: COLOURS.sunken,
  floor: '#7c7089',
  floorLine: '#5f566b',
  stone: '#a9a2b3',
  stoneDark: '#4f4859',
  grass: '#3f7347',
  hedge: '#1d4626',
  path: '#b59a6e',
  dirt: '#8b6b4a',
  farmland: '#6a4a31',
  sand: '#dcc684',
  gravel: '#9b9590',
  snow: '#eef3f8',
  ice: '#cfe6f3',
  blueIce: '#8da6ff',
  wood: '#a8794a',
  gold: COLOURS.warning,
  glass: COLOURS.info,
  tnt: '#d9534a',
  wool: '#e86ad6',
  stands: '#574a63',
  roof: '#9c5b4a',
  outside: '#2b2332',
  air: '#1d2030',
} as const;

/** Team colours, in this order on every map with teams (the pages number teams, never name colours). */
const TEAMS = ['#f0843c', '#4f6ff0', '#3fbf6a', '#d05ce0'] as const;

/** A number as SVG writes it. */
type Point = readonly [number, number];

function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

interface Paint {
  fill?: string;
  stroke?: string;
  width?: number;
  dash?: string;
  opacity?: number;
  join?: 'round' | 'miter';
  cap?: 'round' | 'butt' | 'square';
}

function paint({ fill = 'none', stroke, width = 1, dash, opacity, join, cap }: Paint): string {
  return [
    ` fill="${fill}"`,
    stroke ? ` stroke="${stroke}" stroke-width="${n(width)}"` : '',
    stroke && dash ? ` stroke-dasharray="${dash}"` : '',
    stroke && join ? ` stroke-linejoin="${join}"` : '',
    stroke && cap ? ` stroke-linecap="${cap}"` : '',
    opacity !== undefined ? ` opacity="${n(opacity)}"` : '',
  ].join('');
}

function polygon(list: readonly Point[], style: Paint): string {
  return `<polygon points="${points(list)}"${paint(style)}/>`;
}

function polyline(list: readonly Point[], style: Paint): string {
  return `<polyline points="${points(list)}"${paint(style)}/>`;
}

function path(d: string, style: Paint): string {
  return `<path d="${d}"${paint(style)}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, style: Paint): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${paint(style)}/>`;
}

/** A label on the map: a dark outline keeps it readable on any ground. */
function label(x: number, y: number, content: string, { size = 12, anchor = 'middle', fill = COLOURS.text, weight = 'normal' }: { size?: number; anchor?: 'start' | 'middle' | 'end'; fill?: string; weight?: 'normal' | 'bold' } = {}): string {
  const bold = weight === 'bold' ? ' font-weight="bold"' : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${readableSize(size, WIDTH)}" text-anchor="${anchor}" fill="${fill}"${bold} stroke="${COLOURS.sunken}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${escapeXml(content)}</text>`;
}

/** A small deterministic random generator, so that the same code always draws the same map. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The patterns the maps fill areas with: the void (dark, dotted), rain, and a zone that hurts. */
const PATTERNS = [
  '<defs>',
  `<pattern id="vazio" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="${M.void}"/><circle cx="3" cy="3" r="0.9" fill="${COLOURS.border}"/><circle cx="9" cy="9" r="0.9" fill="${COLOURS.border}"/></pattern>`,
  `<pattern id="chuva" width="14" height="14" patternUnits="userSpaceOnUse"><line x1="10" y1="1" x2="6" y2="9" stroke="#eef6ff" stroke-width="1.2" opacity="0.55"/></pattern>`,
  `<pattern id="perigo" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#3a1f27"/><line x1="0" y1="0" x2="0" y2="10" stroke="${COLOURS.danger}" stroke-width="3" opacity="0.6"/></pattern>`,
  '</defs>',
].join('');

const VOID = 'url(#vazio)';
const RAIN = 'url(#chuva)';
const HURTS = 'url(#perigo)';

// Markers: each draws centred on (cx, cy), on the map and in the legend alike.

type Icon = (cx: number, cy: number) => string;

function swatch(fill: string, stroke: string = COLOURS.border): Icon {
  return (cx, cy) => rect(cx - 8, cy - 8, 16, 16, { fill, stroke, radius: 3 });
}

function player(colour: string = COLOURS.text): Icon {
  return (cx, cy) => circle(cx, cy, 5.5, { fill: colour, stroke: COLOURS.sunken, strokeWidth: 1.5 });
}

/** Where players start or come back: a ring with a dot, in the team's colour or the accent. */
function spawn(colour: string = COLOURS.accent): Icon {
  return (cx, cy) => circle(cx, cy, 7, { fill: COLOURS.sunken, stroke: colour, strokeWidth: 3 }) + circle(cx, cy, 2.5, { fill: colour });
}

function flag(colour: string): Icon {
  return (cx, cy) => line(cx - 4, cy - 8, cx - 4, cy + 8, { stroke: COLOURS.text, strokeWidth: 2 }) + polygon([[cx - 3, cy - 8], [cx + 7, cy - 8], [cx + 7, cy + 1], [cx + 2, cy - 2], [cx - 3, cy + 1]], { fill: colour, stroke: COLOURS.sunken });
}

function bed(colour: string): Icon {
  return (cx, cy) => rect(cx - 9, cy - 5, 18, 10, { fill: colour, stroke: COLOURS.sunken, radius: 2 }) + rect(cx - 8, cy - 4, 5, 8, { fill: '#f4f0f6', radius: 1.5 });
}

const chest: Icon = (cx, cy) => rect(cx - 6, cy - 5, 12, 10, { fill: M.wood, stroke: '#4a3220', radius: 1.5 }) + line(cx - 6, cy - 1, cx + 6, cy - 1, { stroke: '#4a3220', strokeWidth: 1 }) + rect(cx - 1.2, cy - 2.2, 2.4, 3, { fill: M.gold });

const villager: Icon = (cx, cy) => rect(cx - 6, cy - 1, 12, 8, { fill: '#7a5a3a', stroke: COLOURS.sunken, radius: 2 }) + circle(cx, cy - 4, 4.5, { fill: '#d2a67c', stroke: COLOURS.sunken });

function gem(colour: string): Icon {
  return (cx, cy) => polygon([[cx, cy - 8], [cx + 7, cy], [cx, cy + 8], [cx - 7, cy]], { fill: colour, stroke: COLOURS.sunken, width: 1.5 });
}

const IRON = '#d9d6dc';
const DIAMOND = '#62e0e6';
const EMERALD = '#36d17c';

function key(colour: string): Icon {
  return (cx, cy) => circle(cx - 4, cy, 4, { fill: 'none', stroke: colour, strokeWidth: 2.5 }) + line(cx, cy, cx + 8, cy, { stroke: colour, strokeWidth: 2.5 }) + line(cx + 6, cy, cx + 6, cy + 4, { stroke: colour, strokeWidth: 2 });
}

function door(colour: string): Icon {
  return (cx, cy) => rect(cx - 5, cy - 7, 10, 14, { fill: colour, stroke: COLOURS.sunken, strokeWidth: 1.5, radius: 1 }) + circle(cx + 2, cy, 1.3, { fill: COLOURS.sunken });
}

function ring(colour: string): Icon {
  return (cx, cy) => ellipse(cx, cy, 3.5, 8, { stroke: colour, width: 2.5 });
}

const target: Icon = (cx, cy) => circle(cx, cy, 7, { fill: '#f4f0f6', stroke: COLOURS.sunken }) + circle(cx, cy, 4.5, { fill: M.tnt }) + circle(cx, cy, 2, { fill: '#f4f0f6' });

const pillar: Icon = (cx, cy) => rect(cx - 7, cy - 7, 14, 14, { fill: M.stone, stroke: M.stoneDark, strokeWidth: 2, radius: 2 }) + rect(cx - 3, cy - 3, 6, 6, { fill: '#b0a9b8' });

const tree: Icon = (cx, cy) => circle(cx, cy, 7, { fill: M.hedge, stroke: '#1b3d22', strokeWidth: 1.5 }) + circle(cx - 2, cy - 2, 2.5, { fill: '#3f7d4b' });

const minecart: Icon = (cx, cy) => rect(cx - 7, cy - 5, 14, 10, { fill: '#9a9aa6', stroke: COLOURS.sunken, radius: 2 }) + rect(cx - 4, cy - 2.5, 8, 5, { fill: '#4d4d58', radius: 1 });

function star(colour: string, r = 8): Icon {
  return (cx, cy) => {
    const list: Point[] = [];
    for (let i = 0; i < 10; i++) {
      const radius = i % 2 === 0 ? r : r * 0.45;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      list.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
    }
    return polygon(list, { fill: colour, stroke: COLOURS.sunken });
  };
}

const beacon: Icon = (cx, cy) => rect(cx - 7, cy - 7, 14, 14, { fill: '#bff3f7', stroke: '#3b8d96', strokeWidth: 2, radius: 2 }) + rect(cx - 3, cy - 3, 6, 6, { fill: '#3b8d96' });

const monster: Icon = (cx, cy) => rect(cx - 6, cy - 6, 12, 12, { fill: '#5f9b58', stroke: COLOURS.sunken, radius: 2 }) + rect(cx - 4, cy - 2, 2.5, 2.5, { fill: COLOURS.sunken }) + rect(cx + 1.5, cy - 2, 2.5, 2.5, { fill: COLOURS.sunken });

const tnt: Icon = (cx, cy) => rect(cx - 7, cy - 7, 14, 14, { fill: M.tnt, stroke: COLOURS.sunken, radius: 2 }) + rect(cx - 7, cy - 2, 14, 4, { fill: '#f4f0f6' });

const boat: Icon = (cx, cy) => polygon([[cx - 8, cy - 4], [cx + 5, cy - 4], [cx + 9, cy], [cx + 5, cy + 4], [cx - 8, cy + 4]], { fill: M.wood, stroke: '#4a3220', width: 1.5 });

const barrier: Icon = (cx, cy) => rect(cx - 7, cy - 7, 14, 14, { stroke: COLOURS.muted, strokeWidth: 2, dash: '3 2', radius: 2 }) + line(cx - 4, cy - 4, cx + 4, cy + 4, { stroke: COLOURS.danger, strokeWidth: 2 }) + line(cx + 4, cy - 4, cx - 4, cy + 4, { stroke: COLOURS.danger, strokeWidth: 2 });

function lineIcon(colour: string, width = 3, dash?: string): Icon {
  return (cx, cy) => line(cx - 9, cy, cx + 9, cy, { stroke: colour, strokeWidth: width, dash });
}

function arrowIcon(colour: string = COLOURS.accent): Icon {
  return (cx, cy) => arrowPath(cx - 9, cy, cx + 9, cy, colour, 2.5);
}

/** A straight arrow, slimmer than svg.ts's (a map has many); `dash` for moves that are not walking. */
function arrowPath(x1: number, y1: number, x2: number, y2: number, colour: string, width = 2.5, dash?: string): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 5 + width * 1.6;
  const corner = (side: number): Point => [x2 - head * Math.cos(angle + side * 0.5), y2 - head * Math.sin(angle + side * 0.5)];
  const endX = x2 - head * 0.6 * Math.cos(angle);
  const endY = y2 - head * 0.6 * Math.sin(angle);
  return line(x1, y1, endX, endY, { stroke: colour, strokeWidth: width, dash }) + polygon([[x2, y2], corner(1), corner(-1)], { fill: colour });
}

/** A curved arrow from (x1, y1) to (x2, y2) through the control point (qx, qy). */
function curvedArrow(x1: number, y1: number, qx: number, qy: number, x2: number, y2: number, colour: string, dash?: string): string {
  const angle = Math.atan2(y2 - qy, x2 - qx);
  const head = 9;
  const corner = (side: number): Point => [x2 - head * Math.cos(angle + side * 0.5), y2 - head * Math.sin(angle + side * 0.5)];
  const endX = x2 - head * 0.6 * Math.cos(angle);
  const endY = y2 - head * 0.6 * Math.sin(angle);
  return path(`M${n(x1)} ${n(y1)}Q${n(qx)} ${n(qy)} ${n(endX)} ${n(endY)}`, { stroke: colour, width: 2.5, dash, cap: 'round' }) + polygon([[x2, y2], corner(1), corner(-1)], { fill: colour });
}

/** A measure on the map: a line with ticks at both ends and its length in blocks. */
function dimension(x1: number, y1: number, x2: number, y2: number, content: string, { side = 1 }: { side?: 1 | -1 } = {}): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const nx = -Math.sin(angle) * 5;
  const ny = Math.cos(angle) * 5;
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const style = { stroke: COLOURS.text, strokeWidth: 1.5 };
  const labelAt = content === '' ? '' : vertical ? label(mx + side * 8, my + 4, content, { anchor: side === 1 ? 'start' : 'end', weight: 'bold' }) : label(mx, my + (side === 1 ? 16 : -7), content, { weight: 'bold' });
  return [line(x1, y1, x2, y2, style), line(x1 - nx, y1 - ny, x1 + nx, y1 + ny, style), line(x2 - nx, y2 - ny, x2 + nx, y2 + ny, style), labelAt].join('');
}

/** A measure's words one under the other, centred on `cy`, where one line would run off the map. */
function stackedLabel(x: number, cy: number, lines: readonly string[], anchor: 'start' | 'end'): string[] {
  return lines.map((content, index) => label(x, cy + 5 + (index - (lines.length - 1) / 2) * 17, content, { anchor, weight: 'bold' }));
}

/** The compass, on the maps of a place: north is up. */
function compass(cx: number, cy: number): string {
  return [
    circle(cx, cy, 15, { fill: COLOURS.panel, stroke: COLOURS.border, strokeWidth: 1.5 }),
    polygon([[cx, cy - 11], [cx - 4.5, cy - 1], [cx + 4.5, cy - 1]], { fill: COLOURS.accent }),
    text(cx, cy + 11, 'N', { size: 12, weight: 'bold', anchor: 'middle' }),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// The frame every map sits in: title, subtitle, the map, the legend.

const WIDTH = 480;
const PAD = 20;
const MAP_TOP = 70;
const LEGEND_ROW = 26;
/** A line of 15 px text: about 8.2 units a character, so a subtitle line holds about 52. */
const CHARACTER_WIDTH = 8.2;
const SUBTITLE_LINE = 19;

interface Key {
  icon: Icon;
  label: string;
}

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface ArenaMap {
  name: string;
  title: string;
  subtitle: string;
  /** What the map shows, for screen readers; the page's alt text says it too. */
  description: string;
  mapHeight: number;
  /** Draws a compass in the map's top right corner (maps of a place, where "north" can be said). */
  compass?: boolean;
  /** Where the compass goes when the top right corner is taken (an island there): the middle of the top. */
  compassAtTopMiddle?: boolean;
  /** The map's ground; the void by default. */
  ground?: string;
  keys: readonly Key[];
  draw: (area: Area) => string[];
}

/** About how wide a legend line is. */
function legendWidth(content: string): number {
  return 28 + content.length * CHARACTER_WIDTH;
}

function arenaMap(spec: ArenaMap): Picture {
  const subtitle = wrapWords(spec.subtitle, Math.floor((WIDTH - 2 * PAD) / CHARACTER_WIDTH));
  const area: Area = { x: PAD, y: MAP_TOP + (subtitle.length - 1) * SUBTITLE_LINE, w: WIDTH - 2 * PAD, h: spec.mapHeight };
  const columns = spec.keys.every((entry) => legendWidth(entry.label) <= area.w / 2 - 8) ? 2 : 1;
  const rows = Math.ceil(spec.keys.length / columns);
  const legendTop = area.y + area.h + 16;
  const height = legendTop + rows * LEGEND_ROW + 10;
  const body = [
    PATTERNS,
    text(PAD, 32, spec.title, { size: 19, weight: 'bold' }),
    ...subtitle.map((content, index) => text(PAD, 53 + index * SUBTITLE_LINE, content, { size: 13, fill: COLOURS.muted })),
    `<clipPath id="mapa"><rect x="${area.x}" y="${area.y}" width="${area.w}" height="${area.h}" rx="8"/></clipPath>`,
    `<g clip-path="url(#mapa)">`,
    rect(area.x, area.y, area.w, area.h, { fill: spec.ground ?? VOID }),
    ...spec.draw(area),
    '</g>',
    rect(area.x, area.y, area.w, area.h, { stroke: COLOURS.border, strokeWidth: 1.5, radius: 8 }),
  ];
  if (spec.compass) body.push(compass(spec.compassAtTopMiddle ? area.x + area.w / 2 : area.x + area.w - 22, area.y + 22));
  spec.keys.forEach((entry, index) => {
    const column = columns === 2 ? index % 2 : 0;
    const row = columns === 2 ? Math.floor(index / 2) : index;
    const x = area.x + column * (area.w / 2);
    const y = legendTop + row * LEGEND_ROW;
    body.push(entry.icon(x + 9, y + 9), text(x + 26, y + 15, entry.label, { size: 13 }));
  });
  for (const entry of spec.keys) if (legendWidth(entry.label) > area.w) throw new Error(`${spec.name}: the legend line "${entry.label}" is too long`);
  return { name: spec.name, svg: svgDocument({ width: WIDTH, height, title: spec.title, description: spec.description, body }) };
}

/** A grid of square cells, `cell` pixels each, painted by `colourAt` (undefined: left empty). */
function cells(x: number, y: number, columns: number, rows: number, cell: number, colourAt: (column: number, row: number) => string | undefined, gridColour = '#00000040'): string {
  const parts: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const colour = colourAt(column, row);
      if (colour) parts.push(rect(x + column * cell, y + row * cell, cell, cell, { fill: colour, stroke: gridColour, strokeWidth: 1 }));
    }
  }
  return parts.join('');
}

/** A sub-heading over part of a map (a panel of a side view, a detail). */
function caption(x: number, y: number, content: string, anchor: 'start' | 'middle' | 'end' = 'start'): string {
  return label(x, y, content, { size: 13, weight: 'bold', anchor });
}

// ---------------------------------------------------------------------------------------------
// Duels: the ring, the platform, the Coliseum, the towers.

/** The Sumô's round platform, 9 blocks across: the tournament's, or the daily event's (no size on its page). */
function sumoMap(kind: 'torneio' | 'diario'): Picture {
  const tournament = kind === 'torneio';
  const cell = 24;
  return arenaMap({
    name: tournament ? 'arena-sumo' : 'arena-sumo-diario',
    title: tournament ? 'Arena do Torneio de Sumô' : 'Arena do Sumô diário',
    subtitle: tournament ? 'Vista de cima · plataforma redonda sobre a água' : 'Vista de cima · plataforma redonda, água em volta',
    description: tournament
      ? 'Mapa da arena do Sumô vista de cima: plataforma redonda de 9 blocos de diâmetro cercada de água, com os dois jogadores começando em lados opostos. O anel de fora da plataforma é o primeiro a sumir quando ela encolhe.'
      : 'Mapa da arena do Sumô diário vista de cima: plataforma redonda cercada de água, com a arquibancada de onde os outros jogadores assistem. O anel de fora da plataforma é o primeiro a sumir quando ela encolhe.',
    mapHeight: tournament ? 290 : 334,
    ground: M.water,
    keys: [
      { icon: swatch(M.floor), label: 'Plataforma' },
      { icon: swatch(M.stoneDark), label: 'Anel que some primeiro' },
      { icon: swatch(M.water), label: 'Água: quem encosta perde' },
      ...(tournament ? [{ icon: spawn(), label: 'Início: lados opostos' }] : [{ icon: swatch(M.stands), label: 'Arquibancada' }]),
    ],
    draw: ({ x, y, w, h }) => {
      const cx = x + w / 2;
      const cy = tournament ? y + h / 2 - 14 : y + 56 + (h - 64) / 2;
      const left = cx - 4.5 * cell;
      const top = cy - 4.5 * cell;
      const parts: string[] = [];
      if (!tournament) {
        parts.push(rect(x, y, w, 46, { fill: M.stands }));
        for (let step = 1; step < 3; step++) parts.push(line(x, y + step * 15, x + w, y + step * 15, { stroke: '#6d5f79', strokeWidth: 1.5 }));
        parts.push(label(cx, y + 29, 'Arquibancada: quem espera a vez assiste daqui', { size: 13 }));
      }
      parts.push(
        cells(left, top, 9, 9, cell, (column, row) => {
          const distance = Math.hypot(column - 4, row - 4);
          if (distance > 4.6) return undefined;
          return distance > 3.5 ? M.stoneDark : M.floor;
        }),
      );
      if (tournament) {
        parts.push(spawn()(left + cell * 0.5, cy), spawn()(left + cell * 8.5, cy));
        parts.push(dimension(left, top + 9 * cell + 14, left + 9 * cell, top + 9 * cell + 14, '9 blocos'));
      } else {
        parts.push(label(cx, top + 9 * cell + 22, 'Sem queda em 60 s: a plataforma encolhe', { size: 12 }));
      }
      return parts;
    },
  });
}

/** The Spleef's snow floor: over lava in the tournament, over a pool of water in the daily event. */
function spleefMap(kind: 'torneio' | 'diario'): Picture {
  const tournament = kind === 'torneio';
  const liquid = tournament ? M.lava : M.water;
  const liquidName = tournament ? 'lava' : 'água';
  const cell = 20;
  return arenaMap({
    name: tournament ? 'arena-spleef' : 'arena-spleef-diario',
    title: tournament ? 'Arena do Torneio de Spleef' : 'Arena do Spleef diário',
    subtitle: tournament ? 'Piso de neve sobre a lava (no inverno, água gelada)' : 'Piso de neve sobre um poço de água',
    description: tournament
      ? 'Mapa da arena de Spleef: à esquerda, vista de cima, o piso de blocos de neve sobre a lava, com buracos abertos pelos jogadores e as bordas que derretem depois de 4 minutos; à direita, vista de lado, a arena da final, com dois andares de neve: quem cai do primeiro ainda joga no de baixo.'
      : 'Mapa da arena do Spleef diário: à esquerda, vista de cima, o piso de neve sobre a água, com buracos abertos pelos jogadores e as bordas que somem depois de 3 minutos; à direita, vista de lado, a arena grande, usada com mais de 16 jogadores, com dois andares de neve: quem cai do primeiro ainda joga no segundo.',
    mapHeight: 282,
    ground: M.outside,
    keys: [
      { icon: swatch(M.snow), label: 'Neve: quebra com a pá' },
      { icon: swatch(liquid), label: tournament ? 'Lava (no inverno, água)' : 'Água: quem cai está fora' },
      { icon: player(), label: 'Jogador' },
      { icon: arrowIcon(), label: 'Queda para o andar de baixo' },
    ],
    draw: ({ x, y }) => {
      const parts: string[] = [];
      const floorX = x + 14;
      const floorY = y + 34;
      const next = random(tournament ? 7 : 11);
      parts.push(caption(floorX, y + 22, 'Vista de cima'));
      parts.push(rect(floorX, floorY, 10 * cell, 10 * cell, { fill: liquid }));
      // Every player stands on snow: one over a hole would already have fallen out.
      const players = [[3, 2], [6, 4], [2, 7], [7, 7]] as const;
      const standsOn = (column: number, row: number) => players.some(([pc, pr]) => pc === column && pr === row);
      parts.push(
        cells(floorX, floorY, 10, 10, cell, (column, row) => {
          const edge = column === 0 || row === 0 || column === 9 || row === 9;
          const roll = next();
          if (standsOn(column, row)) return M.snow;
          if (edge) return roll < 0.45 ? undefined : M.snow;
          return roll < 0.1 ? undefined : M.snow;
        }, '#b9c6d3'),
      );
      for (const [column, row] of players) parts.push(player()(floorX + (column + 0.5) * cell, floorY + (row + 0.5) * cell));
      const edgeNote = tournament ? ['Após 4 min,', 'as bordas derretem'] : ['Após 3 min, o chão', 'some pelas bordas'];
      edgeNote.forEach((content, index) => parts.push(label(floorX + 5 * cell, floorY + 10 * cell + 20 + index * 17, content, { size: 12 })));
      // The side view of the two-floor arena.
      const sideX = x + 244;
      const sideW = 182;
      parts.push(caption(sideX, y + 22, tournament ? 'Final, vista de lado' : 'Arena grande, de lado'));
      parts.push(rect(sideX, floorY, sideW, 200, { fill: M.air }));
      parts.push(rect(sideX, floorY + 160, sideW, 40, { fill: liquid }));
      parts.push(label(sideX + sideW / 2, floorY + 186, liquidName, { size: 12 }));
      const slab = (top: number, holes: readonly number[]) => cells(sideX, top, 18, 1, sideW / 18, (column) => (holes.includes(column) ? undefined : M.snow), '#b9c6d3');
      parts.push(slab(floorY + 56, [4, 9, 10, 15]), slab(floorY + 118, [2, 12]));
      parts.push(label(sideX + 6, floorY + 50, '1º andar', { anchor: 'start' }), label(sideX + 6, floorY + 112, '2º andar', { anchor: 'start' }));
      const hole = sideX + 9.5 * (sideW / 18) + 0.5;
      parts.push(player()(hole, floorY + 40), arrowPath(hole, floorY + 50, hole, floorY + 108, COLOURS.accent, 2.5, '5 3'));
      parts.push(player()(sideX + 14.5 * (sideW / 18), floorY + 112));
      return parts;
    },
  });
}

function boxeMap(): Picture {
  const cell = 18;
  return arenaMap({
    name: 'arena-boxe',
    title: 'Ringue do Torneio de Boxe',
    subtitle: 'Vista de cima · ringue fechado por cercas',
    description: 'Mapa do ringue do Torneio de Boxe visto de cima: um quadrado de 12 por 12 blocos fechado por cercas, sem saída, com os dois lutadores dentro.',
    mapHeight: 280,
    ground: M.outside,
    keys: [
      { icon: swatch(M.floor), label: 'Ringue' },
      { icon: lineIcon(M.wood, 4), label: 'Cerca: sem saída' },
      { icon: player(), label: 'Lutador' },
    ],
    draw: ({ x, y, w }) => {
      const size = 12 * cell;
      const left = x + (w - size) / 2;
      const top = y + 18;
      const parts = [cells(left, top, 12, 12, cell, () => M.floor)];
      for (const inset of [-4, -9]) parts.push(rect(left + inset, top + inset, size - 2 * inset, size - 2 * inset, { stroke: M.wood, strokeWidth: 3 }));
      for (const [px, py] of [[left, top], [left + size, top], [left, top + size], [left + size, top + size]] as const) parts.push(rect(px - 8, py - 8, 16, 16, { fill: M.wood, stroke: '#4a3220', radius: 2 }));
      parts.push(player()(left + 4.5 * cell, top + 6.5 * cell), player()(left + 7.5 * cell, top + 5.5 * cell));
      parts.push(dimension(left, top + size + 20, left + size, top + size + 20, '12 blocos'));
      return parts;
    },
  });
}

function machadoMap(): Picture {
  const cell = 15;
  return arenaMap({
    name: 'arena-machado',
    title: 'Arena do Torneio de Machado e Escudo',
    subtitle: 'Vista de cima · arena pequena com duas colunas',
    description: 'Mapa da arena do Torneio de Machado e Escudo vista de cima: um quadrado de 15 por 15 blocos com duas colunas no meio, boas para se proteger quando o escudo está desativado.',
    mapHeight: 284,
    ground: M.outside,
    keys: [
      { icon: swatch(M.floor), label: 'Chão da arena' },
      { icon: pillar, label: 'Coluna' },
      { icon: player(), label: 'Jogador' },
    ],
    draw: ({ x, y, w }) => {
      const size = 15 * cell;
      const left = x + (w - size) / 2;
      const top = y + 16;
      const parts = [rect(left - 5, top - 5, size + 10, size + 10, { fill: M.stoneDark, radius: 3 }), cells(left, top, 15, 15, cell, () => M.floor)];
      for (const column of [5, 9]) parts.push(rect(left + column * cell, top + 7 * cell, cell, cell, { fill: M.stone, stroke: M.stoneDark, strokeWidth: 2 }), rect(left + (column + 0.3) * cell, top + 7.3 * cell, 0.4 * cell, 0.4 * cell, { fill: '#b0a9b8' }));
      parts.push(player()(left + 3.5 * cell, top + 4.5 * cell), player()(left + 11.5 * cell, top + 10.5 * cell));
      parts.push(dimension(left, top + size + 20, left + size, top + size + 20, '15 blocos'));
      return parts;
    },
  });
}

function espadaMap(): Picture {
  return arenaMap({
    name: 'arena-espada',
    title: 'O Coliseu, arena do Torneio de Espada',
    subtitle: 'Vista de cima · chão plano, sem obstáculos',
    description: 'Mapa do Coliseu, a arena do Torneio de Espada, visto de cima: um chão oval, plano e sem obstáculos, cercado por uma faixa de fora da arena (pular para lá conta como morte) e pela arquibancada.',
    mapHeight: 270,
    ground: M.outside,
    compass: true,
    keys: [
      { icon: swatch(M.floor), label: 'Arena: plana, sem obstáculos' },
      { icon: swatch(M.void), label: 'Fora da arena: conta como morte' },
      { icon: swatch(M.stands), label: 'Arquibancada' },
      { icon: player(), label: 'Jogador' },
    ],
    draw: ({ x, y, w, h }) => {
      const cx = x + w / 2;
      const cy = y + h / 2;
      const parts = [ellipse(cx, cy, 205, 124, { fill: M.stands, stroke: COLOURS.border, width: 1.5 })];
      for (const step of [8, 16, 24]) parts.push(ellipse(cx, cy, 205 - step, 124 - step, { stroke: '#6d5f79', width: 1.2 }));
      parts.push(label(cx, y + 22, 'Arquibancada', { size: 12 }));
      parts.push(ellipse(cx, cy, 172, 92, { fill: M.void }));
      parts.push(ellipse(cx, cy, 158, 78, { fill: M.floor, stroke: M.floorLine, width: 2 }));
      parts.push(player()(cx - 50, cy + 6), player()(cx + 44, cy - 8));
      return parts;
    },
  });
}

function arcoMap(): Picture {
  const block = 10;
  return arenaMap({
    name: 'arena-arco',
    title: 'Arena do Torneio de Arco',
    subtitle: 'Vista de lado · duas torres e um vale no meio',
    description: 'Vista de lado da arena do Torneio de Arco: duas torres frente a frente, separadas por um vale de 30 blocos. No alto de cada uma há uma plataforma de 5 por 5 blocos com dois muros baixos de pedra, e a escada da torre é bloqueada por barreiras. A flecha faz um arco entre as torres, e o vento muda a cada round.',
    mapHeight: 250,
    ground: M.air,
    keys: [
      { icon: swatch(M.stone), label: 'Torre' },
      { icon: swatch(M.stoneDark), label: 'Muro baixo: quebra com 4 flechas' },
      { icon: barrier, label: 'Escada bloqueada por barreiras' },
      { icon: player(), label: 'Arqueiro' },
      { icon: lineIcon(COLOURS.accent, 2.5, '5 4'), label: 'Flecha: cai com a distância' },
      { icon: swatch(M.grass), label: 'Vale' },
    ],
    draw: ({ x, y, w, h }) => {
      const ground = y + h - 24;
      const platformY = y + 100;
      const leftTower = x + 20;
      const rightTower = x + w - 20 - 5 * block;
      const parts: string[] = [];
      parts.push(polygon([[x, ground], [leftTower + 5 * block, ground], [leftTower + 9 * block, ground + 14], [rightTower - 4 * block, ground + 14], [rightTower, ground], [x + w, ground], [x + w, y + h], [x, y + h]], { fill: M.grass }));
      for (const towerX of [leftTower, rightTower]) {
        parts.push(rect(towerX, platformY, 5 * block, ground - platformY, { fill: M.stone, stroke: M.stoneDark, strokeWidth: 1.5 }));
        const stairs: Point[] = [];
        for (let step = 0; step < 5; step++) stairs.push([towerX + 10 + (step % 2) * 30, platformY + 26 + step * 20]);
        parts.push(polyline(stairs, { stroke: M.stoneDark, width: 3 }));
        parts.push(barrier(towerX + 20, platformY + 14));
        const front = towerX === leftTower ? towerX + 4 * block : towerX;
        const back = towerX === leftTower ? towerX + 1.5 * block : towerX + 2.5 * block;
        parts.push(rect(front, platformY - 12, block, 12, { fill: M.stoneDark, stroke: COLOURS.sunken }), rect(back, platformY - 12, block, 12, { fill: M.stoneDark, stroke: COLOURS.sunken }));
      }
      parts.push(player()(leftTower + 3 * block, platformY - 6), player()(rightTower + 2 * block, platformY - 6));
      parts.push(path(`M${leftTower + 3.5 * block} ${platformY - 14}Q${x + w / 2} ${y - 10} ${rightTower + 1.5 * block} ${platformY - 12}`, { stroke: COLOURS.accent, width: 2.5, dash: '5 4' }));
      parts.push(label(leftTower + 5 * block + 8, platformY + 34, 'plataforma de 5 × 5 blocos', { size: 12, weight: 'bold', anchor: 'start' }));
      parts.push(dimension(leftTower + 5 * block, ground - 36, rightTower, ground - 36, '30 blocos', { side: -1 }));
      // The wind: leaves drifting one way, a different way each round.
      for (const [lx, ly] of [[200, 60], [214, 72], [232, 64], [248, 76]] as const) parts.push(ellipse(x + lx, y + ly, 3.5, 2, { fill: COLOURS.leaf }));
      parts.push(arrowPath(x + 196, y + 88, x + 258, y + 88, COLOURS.leaf, 2));
      parts.push(label(x + 227, y + 106, 'vento: muda a cada round', { size: 12 }));
      return parts;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Teams and islands.

function teamArea(colour: string): Icon {
  return (cx, cy) => rect(cx - 8, cy - 8, 16, 16, { fill: `${colour}55`, stroke: colour, strokeWidth: 2, radius: 3 });
}

function capturaMap(): Picture {
  return arenaMap({
    name: 'arena-captura-de-bandeira',
    title: 'Mapa da Captura de Bandeira',
    subtitle: 'Vista de cima · simétrico, um rio no meio',
    description: 'Mapa da Captura de Bandeira visto de cima: duas bases com o estandarte de cada time, uma de cada lado, separadas por um rio no meio. Três caminhos ligam as bases: o central, largo e aberto, e dois laterais, estreitos e com cobertura. Quem morre renasce na própria base.',
    mapHeight: 300,
    ground: M.grass,
    compass: true,
    keys: [
      { icon: teamArea(TEAMS[0]), label: 'Base do time 1' },
      { icon: teamArea(TEAMS[1]), label: 'Base do time 2' },
      { icon: flag(TEAMS[0]), label: 'Estandarte do time' },
      { icon: spawn(), label: 'Renascimento (8 s)' },
      { icon: swatch(M.path), label: 'Caminho' },
      { icon: tree, label: 'Cobertura' },
      { icon: swatch(M.water), label: 'Rio' },
      { icon: swatch(M.wood), label: 'Ponte' },
    ],
    draw: ({ x, y, w, h }) => {
      const cx = x + w / 2;
      const cy = y + h / 2;
      const parts: string[] = [];
      const wave: Point[] = [];
      for (let step = 0; step <= 10; step++) wave.push([cx - 20 + Math.sin(step * 1.3) * 6, y + (step * h) / 10]);
      const back = wave.map(([px, py]): Point => [px + 40, py]).reverse();
      parts.push(polygon([...wave, ...back], { fill: M.water }));
      const baseW = 86;
      const baseH = 110;
      const leftBase = x + 16;
      const rightBase = x + w - 16 - baseW;
      // The three paths: central (wide, open) and the two narrow ones, north and south.
      parts.push(rect(leftBase + baseW - 4, cy - 18, rightBase - leftBase - baseW + 8, 36, { fill: M.path }));
      for (const side of [-1, 1]) {
        const laneY = cy + side * 112;
        const baseEdge = cy + side * (baseH / 2);
        parts.push(polyline([[leftBase + baseW / 2, baseEdge], [leftBase + baseW / 2, laneY], [rightBase + baseW / 2, laneY], [rightBase + baseW / 2, baseEdge]], { stroke: M.path, width: 12, join: 'round' }));
        for (const treeX of [110, 150, 290, 330]) parts.push(tree(x + treeX, laneY + side * -17), tree(x + treeX + 16, laneY + side * 17));
        parts.push(rect(cx - 26, laneY - 9, 52, 18, { fill: M.wood, stroke: '#4a3220' }));
      }
      parts.push(rect(cx - 26, cy - 20, 52, 40, { fill: M.wood, stroke: '#4a3220' }));
      [leftBase, rightBase].forEach((baseX, team) => {
        const colour = TEAMS[team]!;
        parts.push(rect(baseX, cy - baseH / 2, baseW, baseH, { fill: M.grass, radius: 6 }), rect(baseX, cy - baseH / 2, baseW, baseH, { fill: `${colour}55`, stroke: colour, strokeWidth: 3, radius: 6 }));
        parts.push(flag(colour)(baseX + baseW / 2, cy - 14), spawn()(baseX + baseW / 2, cy + 26));
        parts.push(label(baseX + baseW / 2, cy - baseH / 2 + 16, `Time ${team + 1}`, { size: 12, weight: 'bold' }));
      });
      parts.push(label(cx, cy + 36, 'caminho do meio: aberto', { size: 12 }));
      parts.push(label(cx, cy - 112 + 30, 'lateral: estreito, com cobertura', { size: 12 }));
      return parts;
    },
  });
}

function camasMap(): Picture {
  return arenaMap({
    name: 'arena-guerra-de-camas',
    title: 'Mapa da Guerra de Camas',
    subtitle: 'Vista de cima · quatro ilhas de time sobre o vazio',
    description: 'Mapa da Guerra de Camas visto de cima: quatro ilhas de time, uma em cada canto, cada uma com a cama do time, um gerador de ferro e ouro e a loja do aldeão. Entre elas, duas ilhas intermediárias com gerador de diamante e, no centro, a ilha com gerador de esmeraldas. Em volta, só o vazio.',
    mapHeight: 330,
    compass: true,
    compassAtTopMiddle: true,
    keys: [
      { icon: bed(TEAMS[0]), label: 'Cama do time' },
      { icon: (cx, cy) => gem(IRON)(cx - 4, cy) + gem(M.gold)(cx + 5, cy), label: 'Gerador de ferro e ouro' },
      { icon: villager, label: 'Loja do aldeão' },
      { icon: gem(DIAMOND), label: 'Gerador de diamante' },
      { icon: gem(EMERALD), label: 'Gerador de esmeralda' },
      { icon: swatch(VOID), label: 'Vazio' },
    ],
    draw: ({ x, y, w, h }) => {
      const parts: string[] = [];
      const island = (cx: number, cy: number, iw: number, ih: number, border: string) => rect(cx - iw / 2, cy - ih / 2, iw, ih, { fill: M.grass, stroke: border, strokeWidth: 3, radius: 10 });
      const corners: Point[] = [[x + 72, y + 62], [x + w - 72, y + 62], [x + 72, y + h - 62], [x + w - 72, y + h - 62]];
      corners.forEach(([cx, cy], team) => {
        const colour = TEAMS[team]!;
        parts.push(island(cx, cy, 116, 84, colour));
        parts.push(label(cx, cy - 24, `Time ${team + 1}`, { size: 12, weight: 'bold' }));
        parts.push(bed(colour)(cx - 30, cy + 6), gem(IRON)(cx - 2, cy + 6), gem(M.gold)(cx + 12, cy + 6), villager(cx + 36, cy + 8));
      });
      for (const cx of [x + 110, x + w - 110]) {
        parts.push(island(cx, y + h / 2, 62, 46, M.stoneDark));
        parts.push(gem(DIAMOND)(cx, y + h / 2));
      }
      parts.push(island(x + w / 2, y + h / 2, 92, 68, M.stoneDark));
      parts.push(gem(EMERALD)(x + w / 2 - 12, y + h / 2), gem(EMERALD)(x + w / 2 + 12, y + h / 2));
      parts.push(label(x + w / 2, y + h / 2 + 50, 'centro', { size: 12 }));
      return parts;
    },
  });
}

function skywarsMap(): Picture {
  return arenaMap({
    name: 'arena-skywars',
    title: 'Mapa do SkyWars',
    subtitle: 'Vista de cima · 12 ilhas em volta da ilha do meio',
    description: 'Mapa de uma sala do SkyWars vista de cima: doze ilhas flutuantes, uma por jogador e cada uma com 3 baús, em volta da ilha do meio, que tem baús melhores. Embaixo de tudo, o vazio. Aos 10 minutos, as ilhas se desfazem de fora para dentro, e só a do meio resiste.',
    mapHeight: 350,
    keys: [
      { icon: swatch(M.grass), label: 'Ilha de um jogador' },
      { icon: chest, label: 'Baú' },
      { icon: spawn(), label: 'Início de um jogador' },
      { icon: swatch(VOID), label: 'Vazio: cair elimina' },
      { icon: star(M.gold), label: 'Ilha do meio: baús melhores' },
      { icon: arrowIcon(COLOURS.danger), label: 'Aos 10 min: desfaz-se' },
    ],
    draw: ({ x, y, w, h }) => {
      const cx = x + w / 2;
      const cy = y + h / 2 - 8;
      const parts: string[] = [];
      for (let index = 0; index < 12; index++) {
        const angle = (index / 12) * Math.PI * 2 - Math.PI / 2;
        const ix = cx + Math.cos(angle) * 182;
        const iy = cy + Math.sin(angle) * 134;
        parts.push(rect(ix - 25, iy - 19, 50, 38, { fill: M.grass, stroke: '#2d5634', strokeWidth: 2, radius: 8 }));
        parts.push(spawn()(ix, iy - 7), chest(ix - 14, iy + 9), chest(ix, iy + 9), chest(ix + 14, iy + 9));
      }
      // The arrows come in on the diagonals, between two islands, and stop clear of the "ilha do meio" label.
      for (const angle of [Math.PI / 4, (3 * Math.PI) / 4, (5 * Math.PI) / 4, (7 * Math.PI) / 4]) {
        parts.push(arrowPath(cx + Math.cos(angle) * 160, cy + Math.sin(angle) * 118, cx + Math.cos(angle) * 88, cy + Math.sin(angle) * 66, COLOURS.danger, 2.5, '6 4'));
      }
      parts.push(circle(cx, cy, 52, { fill: M.grass, stroke: M.gold, strokeWidth: 3 }));
      parts.push(chest(cx - 20, cy - 10), chest(cx + 20, cy - 10), chest(cx - 20, cy + 12), chest(cx + 20, cy + 12));
      // The legend's star marks the middle island, between its chests.
      parts.push(star(M.gold, 10)(cx, cy + 1));
      parts.push(label(cx, cy + 70, 'ilha do meio', { size: 12, weight: 'bold' }));
      return parts;
    },
  });
}

function queimadaMap(): Picture {
  const cemetery = (colour: string): Icon => (cx, cy) => rect(cx - 8, cy - 8, 16, 16, { fill: `${colour}33`, stroke: colour, strokeWidth: 2, dash: '3 2', radius: 3 });
  return arenaMap({
    name: 'arena-queimada',
    title: 'Campo da Queimada',
    subtitle: 'Vista de cima · dois campos e um cemitério atrás de cada um',
    description: 'Mapa da Queimada visto de cima: o campo é dividido ao meio por uma linha, com um time de cada lado. Quem é atingido vai para o cemitério atrás do campo adversário, e de lá, se queimar alguém, volta para o próprio campo. Cruzar a linha do meio manda para o cemitério.',
    mapHeight: 250,
    ground: M.outside,
    keys: [
      { icon: teamArea(TEAMS[0]), label: 'Campo do time 1' },
      { icon: teamArea(TEAMS[1]), label: 'Campo do time 2' },
      { icon: cemetery(TEAMS[0]), label: 'Cemitério do time 1' },
      { icon: cemetery(TEAMS[1]), label: 'Cemitério do time 2' },
      { icon: lineIcon(COLOURS.text, 4), label: 'Linha do meio: não cruze' },
      { icon: arrowIcon(COLOURS.danger), label: 'Queimado: vai ao cemitério' },
      { icon: arrowIcon(COLOURS.leaf), label: 'Queimou de lá: volta' },
    ],
    draw: ({ x, y, w }) => {
      const top = y + 56;
      const height = 140;
      const ends = 62;
      const field = (w - 20 - 2 * ends) / 2;
      const left = x + 10;
      const parts: string[] = [];
      const zone = (zx: number, zw: number, colour: string, dashed: boolean) => rect(zx, top, zw, height, { fill: `${colour}${dashed ? '33' : '55'}`, stroke: colour, strokeWidth: 2, dash: dashed ? '5 3' : undefined });
      parts.push(zone(left, ends, TEAMS[1], true), zone(left + ends, field, TEAMS[0], false), zone(left + ends + field, field, TEAMS[1], false), zone(left + ends + 2 * field, ends, TEAMS[0], true));
      const middle = left + ends + field;
      parts.push(line(middle, top - 6, middle, top + height + 6, { stroke: COLOURS.text, strokeWidth: 4 }));
      parts.push(label(left + ends / 2, top + height + 18, 'cemitério', { size: 12 }), label(left + ends + 2 * field + ends / 2, top + height + 18, 'cemitério', { size: 12 }));
      // The teams' names above their fields: below, the way back from the cemetery crosses them.
      parts.push(label(left + ends + field / 2, top - 12, 'time 1', { size: 12, weight: 'bold' }), label(middle + field / 2, top - 12, 'time 2', { size: 12, weight: 'bold' }));
      const team1: Point[] = [[left + ends + 40, top + 36], [left + ends + 90, top + 76], [left + ends + 50, top + 112]];
      const team2: Point[] = [[middle + 40, top + 40], [middle + 100, top + 70], [middle + 60, top + 110]];
      for (const [px, py] of team1) parts.push(player(TEAMS[0])(px, py));
      for (const [px, py] of team2) parts.push(player(TEAMS[1])(px, py));
      parts.push(player(TEAMS[0])(left + ends + 2 * field + ends / 2, top + 90), player(TEAMS[1])(left + ends / 2, top + 50));
      parts.push(curvedArrow(left + ends + 90, top + 68, middle + 80, top - 52, left + ends + 2 * field + ends / 2 - 4, top + 80, COLOURS.danger, '6 4'));
      parts.push(curvedArrow(left + ends + 2 * field + ends / 2, top + 100, middle, top + height + 70, left + ends + 60, top + 122, COLOURS.leaf, '6 4'));
      return parts;
    },
  });
}

function tridenteMap(): Picture {
  return arenaMap({
    name: 'arena-tridente',
    title: 'Lagoa do Torneio de Tridente',
    subtitle: 'Vista de cima · lagoa com ilhas e pilares, sob chuva',
    description: 'Mapa da arena do Torneio de Tridente vista de cima: uma lagoa cercada por uma borda de vidro, com ilhas de pedra e pilares altos, sob chuva permanente. Cair para fora da lagoa, pela borda de vidro, conta como morte.',
    mapHeight: 300,
    ground: HURTS,
    compass: true,
    keys: [
      { icon: swatch(M.water), label: 'Lagoa' },
      { icon: swatch(M.stone), label: 'Ilha de pedra' },
      { icon: pillar, label: 'Pilar alto' },
      { icon: lineIcon(M.glass, 4), label: 'Borda de vidro' },
      { icon: swatch(HURTS), label: 'Fora: conta como morte' },
      { icon: swatch(RAIN, COLOURS.border), label: 'Chuva permanente' },
    ],
    draw: ({ x, y, w, h }) => {
      const inset = 22;
      const parts = [rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, { fill: M.water, stroke: M.glass, strokeWidth: 5, radius: 14 })];
      const islands: Point[][] = [
        [[90, 70], [150, 58], [178, 92], [150, 130], [96, 122]],
        [[270, 168], [330, 150], [370, 188], [338, 236], [280, 226]],
        [[96, 196], [140, 186], [160, 226], [120, 252], [84, 236]],
        [[250, 54], [296, 50], [306, 84], [262, 96]],
      ];
      for (const shape of islands) parts.push(polygon(shape.map(([px, py]): Point => [x + px, y + py]), { fill: M.stone, stroke: M.stoneDark, width: 2, join: 'round' }));
      for (const [px, py] of [[130, 92], [318, 192], [214, 150], [380, 92], [120, 222], [282, 70]] as const) parts.push(pillar(x + px, y + py));
      for (const [px, py] of [[200, 110], [240, 230], [350, 130], [60, 160]] as const) parts.push(player()(x + px, y + py));
      parts.push(rect(x, y, w, h, { fill: RAIN }));
      return parts;
    },
  });
}

function uhcMap(): Picture {
  const border = COLOURS.warning;
  return arenaMap({
    name: 'arena-uhc',
    title: 'Mapa do UHC Jabuti',
    subtitle: 'Vista de cima · a borda fecha com o tempo',
    description: 'Mapa do UHC Jabuti visto de cima: um mapa novo de 1.000 por 1.000 blocos. Aos 30 minutos, a borda começa a fechar em direção ao centro e chega a 50 por 50 blocos aos 75 minutos; quem fica fora da borda toma dano. Ao lado, a linha do tempo: período de paz até os 15 minutos, PvP liberado depois.',
    mapHeight: 300,
    ground: M.outside,
    keys: [
      { icon: swatch(M.grass), label: 'Mapa gerado na hora' },
      { icon: lineIcon(border, 3), label: 'Borda' },
      { icon: lineIcon(border, 2, '5 4'), label: 'A borda fechando' },
      { icon: swatch(HURTS), label: 'Fora da borda: dano' },
    ],
    draw: ({ x, y }) => {
      // The map leaves the timeline room for its longest line ("50 × 50 blocos") inside the frame.
      const size = 236;
      const left = x + 14;
      const top = y + 16;
      const cx = left + size / 2;
      const cy = top + size / 2;
      const parts = [rect(left, top, size, size, { fill: M.grass })];
      const next = random(42);
      for (let index = 0; index < 34; index++) {
        const radius = 6 + next() * 14;
        parts.push(ellipse(left + 10 + next() * (size - 20), top + 10 + next() * (size - 20), radius, radius, { fill: M.hedge, opacity: 0.7 }));
      }
      for (const [px, py, r] of [[60, 190, 18], [190, 60, 14]] as const) parts.push(circle(left + px, top + py, r, { fill: M.water }));
      // At the end (75 min), outside the final border hurts: the map seen as the border closes.
      parts.push(path(`M${left} ${top}h${size}v${size}h${-size}Z M${cx - 60} ${cy - 60}v120h120v-120Z`, { fill: HURTS, opacity: 0.55 }));
      parts.push(rect(left, top, size, size, { stroke: border, strokeWidth: 3 }));
      parts.push(rect(cx - 60, cy - 60, 120, 120, { stroke: border, strokeWidth: 2, dash: '5 4' }));
      const final = (50 / 1000) * size;
      parts.push(rect(cx - final / 2, cy - final / 2, final, final, { fill: '#00000044', stroke: border, strokeWidth: 2.5 }));
      for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) parts.push(arrowPath(cx + dx * 108, cy + dy * 108, cx + dx * 68, cy + dy * 68, border, 2.5));
      parts.push(label(cx, cy + 28, '50 × 50', { size: 12, weight: 'bold' }));
      parts.push(dimension(left, top + size + 14, left + size, top + size + 14, '1.000 blocos'));
      // The timeline.
      const lineX = left + size + 26;
      const steps: [number, string[]][] = [
        [0, ['Início: 15 min', 'de paz, sem PvP']],
        [15, ['PvP liberado']],
        [30, ['A borda começa', 'a fechar']],
        [75, ['Borda em', '50 × 50 blocos']],
      ];
      const stepY = (index: number) => top + 10 + index * 62;
      parts.push(line(lineX, stepY(0), lineX, stepY(steps.length - 1), { stroke: COLOURS.muted, strokeWidth: 2 }));
      for (const [index, [minute, lines]] of steps.entries()) {
        const ty = stepY(index);
        parts.push(circle(lineX, ty, 5, { fill: minute >= 30 ? border : COLOURS.accent, stroke: COLOURS.sunken }));
        parts.push(label(lineX + 12, ty + 4, `${minute} min`, { size: 12, weight: 'bold', anchor: 'start' }));
        lines.forEach((content, index) => parts.push(label(lineX + 12, ty + 20 + index * 15, content, { size: 12, anchor: 'start' })));
      }
      return parts;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Races: a track is a closed line of points; parts of it (blue ice, a tunnel, a zone) are stretches
// of it between two fractions of its length.

interface TrackPoint {
  x: number;
  y: number;
  angle: number;
}

class Track {
  private readonly lengths: number[] = [0];

  constructor(readonly corners: readonly Point[]) {
    for (let index = 1; index <= corners.length; index++) {
      const [ax, ay] = corners[index - 1]!;
      const [bx, by] = corners[index % corners.length]!;
      this.lengths.push(this.lengths[index - 1]! + Math.hypot(bx - ax, by - ay));
    }
  }

  get total(): number {
    return this.lengths[this.lengths.length - 1]!;
  }

  /** The point at `t` (0 to 1) of the way round, and the direction of travel there. */
  at(t: number): TrackPoint {
    const distance = (((t % 1) + 1) % 1) * this.total;
    let index = 1;
    while (this.lengths[index]! < distance) index++;
    const [ax, ay] = this.corners[index - 1]!;
    const [bx, by] = this.corners[index % this.corners.length]!;
    const start = this.lengths[index - 1]!;
    const share = (distance - start) / (this.lengths[index]! - start);
    return { x: ax + (bx - ax) * share, y: ay + (by - ay) * share, angle: Math.atan2(by - ay, bx - ax) };
  }

  /** The stretch from `from` to `to` (fractions of the way round), as a line of points. */
  stretch(from: number, to: number): Point[] {
    const list: Point[] = [];
    const steps = Math.max(2, Math.ceil(((to - from) * this.total) / 4));
    for (let step = 0; step <= steps; step++) {
      const { x, y } = this.at(from + ((to - from) * step) / steps);
      list.push([x, y]);
    }
    return list;
  }

  /** The whole track: a border, then the surface. */
  draw(surface: string, width: number, border: string): string {
    return polygon(this.corners, { stroke: border, width: width + 6, join: 'round' }) + polygon(this.corners, { stroke: surface, width, join: 'round' });
  }

  paint(from: number, to: number, colour: string, width: number, opacity?: number): string {
    return polyline(this.stretch(from, to), { stroke: colour, width, join: 'round', opacity });
  }

  /** A line straight across the track at `t`. */
  across(t: number, width: number, style: Paint): string {
    const { x, y, angle } = this.at(t);
    const dx = -Math.sin(angle) * (width / 2);
    const dy = Math.cos(angle) * (width / 2);
    return polyline([[x - dx, y - dy], [x + dx, y + dy]], style);
  }

  /** A point beside the track at `t`, `offset` pixels to the left (negative: right) of the way. */
  beside(t: number, offset: number): Point {
    const { x, y, angle } = this.at(t);
    return [x + Math.sin(angle) * offset, y - Math.cos(angle) * offset];
  }
}

const RED_WOOL = '#c9423f';

function numbered(cx: number, cy: number, content: string, fill: string = COLOURS.panel): string {
  return circle(cx, cy, 12.5, { fill, stroke: COLOURS.text, strokeWidth: 1.5 }) + text(cx, cy + 5.2, content, { size: 12, weight: 'bold', anchor: 'middle', fill: inkOn(fill) });
}

/** The tournament's boats in a heat, and at most in the final (its page: "baterias de 8 botes", "Final: até 8 botes"). */
const HEAT_BOATS = 8;

function barcoTorneioMap(): Picture {
  const width = 28;
  return arenaMap({
    name: 'arena-corrida-de-barco',
    title: 'Pista da Corrida de Barco',
    subtitle: 'Vista de cima · gelo compactado e gelo azul, 3 voltas',
    description: `Mapa da pista da Corrida de Barco vista de cima: um circuito de gelo compactado com trechos de gelo azul, mais rápido, curvas fechadas e um túnel escuro no meio. A largada é em fila, com os ${HEAT_BOATS} botes de uma bateria, e cada volta passa por 6 checkpoints obrigatórios, marcados por arcos de lã.`,
    mapHeight: 300,
    ground: M.outside,
    compass: true,
    keys: [
      { icon: swatch(M.ice), label: 'Gelo compactado' },
      { icon: swatch(M.blueIce), label: 'Gelo azul: mais rápido' },
      { icon: swatch('#241c2b'), label: 'Túnel escuro' },
      { icon: (cx, cy) => numbered(cx, cy, '1', M.wool), label: 'Checkpoint: arco de lã' },
      { icon: boat, label: `Largada: os ${HEAT_BOATS} botes da bateria, em fila` },
      { icon: arrowIcon(), label: 'Sentido da corrida' },
    ],
    draw: ({ x, y }) => {
      const track = new Track(
        ([[220, 258], [340, 258], [398, 240], [408, 196], [362, 170], [250, 170], [204, 146], [232, 104], [362, 98], [392, 72], [360, 44], [96, 42], [48, 76], [48, 212], [80, 258]] as const).map(([px, py]): Point => [x + px, y + py]),
      );
      const parts = [track.draw(M.ice, width, '#7d98a8')];
      for (const [from, to] of [[0.005, 0.085], [0.53, 0.7]] as const) parts.push(track.paint(from, to, M.blueIce, width));
      parts.push(track.paint(0.215, 0.28, '#241c2b', width + 4));
      const [tx, ty] = track.beside(0.25, 28);
      parts.push(label(tx, ty + 4, 'túnel escuro', { size: 12, weight: 'bold' }));
      [0.06, 0.17, 0.33, 0.48, 0.62, 0.8].forEach((t, index) => {
        parts.push(track.across(t, width + 8, { stroke: M.wool, width: 4, cap: 'round' }));
        const [nx, ny] = track.beside(t, width / 2 + 14);
        parts.push(numbered(nx, ny, String(index + 1), M.wool));
      });
      parts.push(track.across(0, width, { stroke: COLOURS.text, width: 4 }));
      // A heat: 8 boats in single file behind the line, the last ones already in the bottom left bend,
      // each turned the way the track runs where it stands.
      for (let index = 1; index <= HEAT_BOATS; index++) {
        const { x: bx, y: by, angle } = track.at(1 - index * 0.016);
        parts.push(`<g transform="rotate(${n((angle * 180) / Math.PI)} ${n(bx)} ${n(by)})">${boat(bx, by)}</g>`);
      }
      const { x: ax, y: ay } = track.at(0.045);
      parts.push(arrowPath(ax - 14, ay, ax + 18, ay, COLOURS.accent, 2.5));
      parts.push(label(x + 220, y + 292, 'largada', { size: 12, weight: 'bold' }));
      return parts;
    },
  });
}

function barcoDiarioMap(laps: string): Picture {
  const width = 34;
  return arenaMap({
    name: 'arena-corrida-de-barco-diario',
    title: 'Pista do Iglu, da Corrida de Barco diária',
    subtitle: `Vista de cima · gelo compactado e gelo azul, ${laps} voltas`,
    description: `Mapa da Pista do Iglu, da Corrida de Barco diária, vista de cima: um circuito de gelo compactado e gelo azul com até 4 filas de largada. Cada volta passa por 3 portões invisíveis, e as curvas fechadas têm zonas de paz marcadas com lã vermelha, onde os botes se atravessam sem bater. São ${laps} voltas.`,
    mapHeight: 300,
    ground: M.outside,
    compass: true,
    keys: [
      { icon: swatch(M.ice), label: 'Gelo compactado' },
      { icon: swatch(M.blueIce), label: 'Gelo azul: mais rápido' },
      { icon: swatch(RED_WOOL), label: 'Zona de paz: lã vermelha' },
      { icon: (cx, cy) => numbered(cx, cy, '1'), label: 'Portão invisível' },
      { icon: boat, label: 'Largada: até 4 filas' },
      { icon: arrowIcon(), label: 'Sentido da corrida' },
    ],
    draw: ({ x, y }) => {
      const track = new Track(
        ([[240, 252], [356, 252], [408, 214], [408, 128], [380, 84], [306, 82], [276, 128], [234, 128], [204, 80], [104, 70], [56, 110], [56, 212], [96, 252]] as const).map(([px, py]): Point => [x + px, y + py]),
      );
      const parts = [track.draw(M.ice, width, '#7d98a8')];
      for (const [from, to] of [[0.005, 0.1], [0.19, 0.25], [0.72, 0.79]] as const) parts.push(track.paint(from, to, M.blueIce, width));
      for (const [from, to] of [[0.3, 0.33], [0.425, 0.5], [0.685, 0.715]] as const) parts.push(track.paint(from, to, RED_WOOL, width));
      // Each gate's number beside the track, on the side with room: gate 1 is on the east straight, close
      // to the map's edge, so its number goes on the inner side of the track.
      ([[0.27, 1], [0.59, -1], [0.85, -1]] as const).forEach(([t, side], index) => {
        parts.push(track.across(t, width + 6, { stroke: COLOURS.text, width: 2.5, dash: '4 3' }));
        const [nx, ny] = track.beside(t, side * (width / 2 + 14));
        parts.push(numbered(nx, ny, String(index + 1)));
      });
      parts.push(track.across(0, width, { stroke: COLOURS.text, width: 4 }));
      for (let row = 1; row <= 4; row++) {
        for (const lane of [-11, 0, 11]) {
          const [bx, by] = track.beside(1 - row * 0.025, lane);
          parts.push(boat(bx, by));
        }
      }
      parts.push(label(x + 180, y + 290, 'largada: até 4 filas', { size: 12, weight: 'bold' }));
      const [ax, ay] = track.beside(0.05, 0);
      parts.push(arrowPath(ax - 16, ay, ax + 16, ay, COLOURS.accent, 2.5));
      return parts;
    },
  });
}

function cavaloMap(): Picture {
  const width = 26;
  return arenaMap({
    name: 'arena-corrida-de-cavalo',
    title: 'Pista da Corrida de Cavalo',
    subtitle: 'Vista de cima · saltos e obstáculos, 2 voltas por bateria',
    description: 'Mapa da pista da Corrida de Cavalo vista de cima: um circuito com cercas de 1 bloco, valas de 3 blocos de largura, um riacho raso que atravessa a pista e uma subida em zigue-zague.',
    mapHeight: 300,
    ground: M.grass,
    compass: true,
    keys: [
      { icon: swatch(M.dirt), label: 'Pista' },
      { icon: lineIcon(M.wood, 5), label: 'Cerca de 1 bloco' },
      { icon: swatch(M.void), label: 'Vala de 3 blocos' },
      { icon: swatch(M.water), label: 'Riacho raso' },
      { icon: (cx, cy) => polyline([[cx - 9, cy + 5], [cx - 3, cy - 5], [cx + 3, cy + 5], [cx + 9, cy - 5]], { stroke: M.dirt, width: 4, join: 'round' }), label: 'Subida em zigue-zague' },
      { icon: player(), label: 'Cavalo na largada' },
    ],
    draw: ({ x, y, w }) => {
      const stream: Point[] = [];
      for (let step = 0; step <= 8; step++) stream.push([x + step * 22, y + 150 + Math.sin(step * 0.9) * 6]);
      const parts = [polyline(stream, { stroke: M.water, width: 16, cap: 'round' }), ellipse(x + 196, y + 150, 34, 22, { fill: M.water })];
      const track = new Track(
        ([[230, 258], [330, 258], [396, 240], [406, 212], [356, 196], [406, 172], [356, 148], [406, 124], [404, 84], [372, 50], [100, 48], [54, 84], [54, 220], [110, 258]] as const).map(([px, py]): Point => [x + px, y + py]),
      );
      parts.push(track.draw(M.dirt, width, '#5c4630'));
      parts.push(polyline(stream.slice(1, 5), { stroke: M.water, width: 16 }));
      for (const t of [0.46, 0.54, 0.62, 0.92]) parts.push(track.across(t, width + 6, { stroke: M.wood, width: 5, cap: 'round' }));
      for (const t of [0.5, 0.58, 0.1]) parts.push(track.paint(t - 0.006, t + 0.006, M.void, width));
      parts.push(label(x + 344, y + 176, 'subida', { size: 12, weight: 'bold', anchor: 'end' }));
      parts.push(label(x + 82, y + 138, 'riacho', { size: 12, weight: 'bold', anchor: 'start' }));
      parts.push(track.across(0, width, { stroke: COLOURS.text, width: 4 }));
      for (let row = 1; row <= 3; row++) for (const lane of [-6, 6]) {
        const [hx, hy] = track.beside(1 - row * 0.016, lane);
        parts.push(player()(hx, hy));
      }
      return parts;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Side views: what happens up and down.

/** The parkour course: the tournament's qualifier (50 checkpoints) or the daily event's week course (5). */
function parkourMap(kind: 'torneio' | 'diario'): Picture {
  const tournament = kind === 'torneio';
  const heights = [40, 56, 70, 62, 84, 98, 88, 108, 100, 122, 114, 134, 126, 140];
  const checkpoints: readonly (readonly [number, string])[] = tournament ? [[3, '1'], [6, '2'], [9, '49'], [12, '50']] : [[2, '1'], [4, '2'], [7, '3'], [9, '4'], [11, '5']];
  return arenaMap({
    name: tournament ? 'arena-parkour' : 'arena-parkour-diario',
    title: tournament ? 'Percurso da classificatória de Parkour' : 'Percurso do Parkour Diário',
    subtitle: tournament ? 'Vista de lado · 50 checkpoints; a final usa outro, secreto' : 'Vista de lado · percurso da semana, 5 checkpoints',
    description: tournament
      ? 'Vista de lado do percurso da classificatória do Torneio de Parkour: blocos sobre o vazio, da largada à chegada, com 50 checkpoints pelo caminho. Quem cai volta ao último checkpoint, e o cronômetro continua correndo. A final usa outro percurso, mantido em segredo.'
      : 'Vista de lado do percurso do Parkour Diário: blocos sobre o vazio, da largada à chegada, com 5 checkpoints, que são placas de pressão de pesagem leve (as de ouro). Quem cai volta ao último checkpoint que pisou, e o relógio continua correndo.',
    mapHeight: 250,
    keys: [
      { icon: swatch(M.stone), label: 'Bloco do percurso' },
      { icon: (cx, cy) => rect(cx - 8, cy - 2, 16, 5, { fill: M.gold, stroke: COLOURS.sunken }), label: tournament ? 'Checkpoint' : 'Checkpoint: placa de pressão de pesagem leve' },
      { icon: swatch(VOID), label: 'Vazio' },
      { icon: arrowIcon(COLOURS.danger), label: 'Caiu: volta ao checkpoint' },
    ],
    draw: ({ x, y, w, h }) => {
      const block = 18;
      const bottom = y + h - 30;
      const step = 29;
      const parts: string[] = [];
      const top = (index: number) => bottom - heights[index]!;
      const left = (index: number) => x + 24 + index * step;
      heights.forEach((_, index) => parts.push(rect(left(index), top(index), block, block, { fill: M.stone, stroke: M.stoneDark, strokeWidth: 1.5 })));
      for (const [index, name] of checkpoints) {
        parts.push(rect(left(index) + 2, top(index) - 4, block - 4, 4, { fill: M.gold }));
        parts.push(numbered(left(index) + block / 2, top(index) - 18, name, M.gold));
      }
      if (tournament) parts.push(label((left(7) + left(8) + block) / 2, top(8) - 36, '…', { size: 16, weight: 'bold' }), label((left(7) + left(8) + block) / 2, top(8) - 20, 'mais 46', { size: 12 }));
      parts.push(flag(COLOURS.leaf)(left(0) + 10, top(0) - 10), label(left(0) + 4, top(0) + block + 16, 'largada', { size: 12, weight: 'bold', anchor: 'start' }));
      const last = heights.length - 1;
      // "chegada" above its flag, in the open sky: below the last block it would cover the block before it.
      parts.push(flag(COLOURS.accent)(left(last) + 10, top(last) - 10), label(x + w - 4, top(last) - 24, 'chegada', { size: 12, weight: 'bold', anchor: 'end' }));
      // A fall between two blocks, and the way back to the last checkpoint.
      const fallen = tournament ? 4 : 5;
      const back = tournament ? 3 : 4;
      const gapX = left(fallen) + block + (step - block) / 2;
      parts.push(arrowPath(gapX, top(fallen) - 6, gapX, bottom + 14, COLOURS.danger, 2.5, '5 3'));
      parts.push(curvedArrow(gapX - 8, bottom + 16, left(back) - 40, bottom + 10, left(back) - 4, top(back) + 6, COLOURS.danger, '5 3'));
      parts.push(label(gapX + 10, bottom + 18, tournament ? 'o cronômetro continua' : 'o relógio continua', { size: 12, anchor: 'start' }));
      return parts;
    },
  });
}

function elytraMap(): Picture {
  return arenaMap({
    name: 'arena-corrida-de-elytra',
    title: 'Percurso da Corrida de Elytra',
    subtitle: 'Vista de lado · 25 anéis, sem foguetes',
    description: 'Vista de lado do percurso da Corrida de Elytra: uma torre de largada de 250 blocos de altura e, dali até a chegada, 25 anéis para atravessar planando. A cada 5 anéis, um anel dourado dá um empurrão para cima. Encostar no chão antes da chegada encerra a tentativa.',
    mapHeight: 262,
    ground: M.air,
    keys: [
      { icon: swatch(M.stone), label: 'Torre de largada' },
      { icon: ring(COLOURS.accent), label: 'Anel: perder soma 5 s' },
      { icon: ring(M.gold), label: 'Anel dourado: empurra para cima' },
      { icon: lineIcon(COLOURS.text, 2, '4 4'), label: 'Trajeto planando' },
      { icon: flag(COLOURS.leaf), label: 'Chegada' },
      { icon: swatch(M.grass), label: 'Chão: encostar encerra' },
    ],
    draw: ({ x, y, w, h }) => {
      const ground = y + h - 22;
      const towerX = x + 92;
      const towerTop = y + 22;
      const parts = [rect(x, ground, w, h, { fill: M.grass }), rect(towerX, towerTop, 26, ground - towerTop, { fill: M.stone, stroke: M.stoneDark, strokeWidth: 1.5 })];
      parts.push(dimension(towerX - 12, towerTop, towerX - 12, ground, ''), ...stackedLabel(towerX - 20, (towerTop + ground) / 2, ['250', 'blocos'], 'end'));
      const glide: Point[] = [[towerX + 26, towerTop + 2]];
      let altitude = towerTop + 16;
      const rings: { x: number; y: number; golden: boolean }[] = [];
      for (let index = 1; index <= 25; index++) {
        const rx = towerX + 40 + index * 11.4;
        altitude += 8;
        rings.push({ x: rx, y: altitude, golden: index % 5 === 0 });
        glide.push([rx, altitude]);
        if (index % 5 === 0) {
          altitude -= 16;
          glide.push([rx + 5.7, altitude]);
        }
      }
      const finishX = x + w - 22;
      glide.push([finishX - 10, ground - 6]);
      parts.push(polyline(glide, { stroke: COLOURS.text, width: 1.8, dash: '4 4', join: 'round' }));
      for (const { x: rx, y: ry, golden } of rings) parts.push(ring(golden ? M.gold : COLOURS.accent)(rx, ry));
      rings.forEach(({ x: rx, y: ry, golden }, index) => {
        if (golden) parts.push(label(rx, ry + 24, String(index + 1), { size: 12, weight: 'bold', fill: M.gold }));
      });
      parts.push(flag(COLOURS.leaf)(finishX, ground - 10), label(finishX - 2, ground - 24, 'chegada', { size: 12, weight: 'bold', anchor: 'end' }));
      parts.push(player()(towerX + 13, towerTop - 7));
      return parts;
    },
  });
}

const cross: Icon = (cx, cy) => line(cx - 6, cy - 6, cx + 6, cy + 6, { stroke: COLOURS.danger, strokeWidth: 3 }) + line(cx + 6, cy - 6, cx - 6, cy + 6, { stroke: COLOURS.danger, strokeWidth: 3 });

/** The Dropper: one well seen from the side, and its five phases side by side. */
function dropperMap(kind: 'torneio' | 'diario', phases: number): Picture {
  const tournament = kind === 'torneio';
  return arenaMap({
    name: tournament ? 'arena-dropper' : 'arena-dropper-diario',
    title: tournament ? 'Poço do Torneio de Dropper' : 'Poços do Dropper diário',
    subtitle: `Vista de lado · ${phases} fases de queda até a água`,
    description: tournament
      ? `Vista de lado de uma fase do Torneio de Dropper: um poço de mais de 100 blocos com obstáculos, e a poça de água no fundo. Encostar em qualquer bloco, ou errar a água, leva de volta ao topo da fase. Ao lado, as ${phases} fases, da mais fácil à mais difícil.`
      : `Vista de lado de uma fase do Dropper diário: um poço de mais de 100 blocos com obstáculos e uma pequena poça de água no fundo. Acertar qualquer outra coisa manda de volta ao topo. Ao lado, as ${phases} fases, da mais larga à mais apertada; a última tem uma poça de um bloco só.`,
    mapHeight: 300,
    ground: M.air,
    keys: [
      { icon: swatch(M.stone), label: 'Parede e obstáculo' },
      { icon: swatch(M.water), label: 'Água: passa de fase' },
      { icon: lineIcon(COLOURS.text, 2, '4 4'), label: 'Caminho da queda' },
      { icon: cross, label: tournament ? 'Encostou: volta ao topo' : 'Bateu: volta ao topo' },
    ],
    draw: ({ x, y, h }) => {
      const top = y + 34;
      const bottom = y + h - 18;
      const inner = x + 30;
      const innerW = 150;
      const parts = [caption(x + 20, y + 22, 'Uma fase')];
      parts.push(rect(x + 20, top, 10, bottom - top, { fill: M.stone }), rect(inner + innerW, top, 10, bottom - top, { fill: M.stone }), rect(x + 20, bottom - 10, innerW + 20, 10, { fill: M.stone }));
      const obstacles: readonly (readonly [number, number, number])[] = [[0, 62, 58], [92, 62, 58], [34, 112, 84], [0, 164, 52], [84, 164, 66], [42, 212, 38]];
      for (const [ox, oy, ow] of obstacles) parts.push(rect(inner + ox, top + oy, ow, 10, { fill: M.stone, stroke: M.stoneDark }));
      parts.push(rect(inner + 58, bottom - 10, 34, 10, { fill: M.water }));
      const fall: Point[] = [[75, 8], [75, 80], [134, 106], [134, 130], [66, 158], [66, 184], [112, 206], [108, 230], [75, bottom - top - 12]];
      parts.push(polyline(fall.map(([px, py]): Point => [inner + px, top + py]), { stroke: COLOURS.text, width: 2, dash: '4 4', join: 'round' }));
      parts.push(player()(inner + 75, top));
      parts.push(cross(inner + 36, top + 106), curvedArrow(inner + 28, top + 98, inner - 2, top + 40, inner + 52, top + 6, COLOURS.danger, '4 3'));
      parts.push(dimension(inner + innerW + 20, top, inner + innerW + 20, bottom, ''));
      ['mais de', '100', 'blocos'].forEach((content, index) => parts.push(label(inner + innerW + 28, (top + bottom) / 2 - 12 + index * 17, content, { size: 12, weight: 'bold', anchor: 'start' })));
      // The phases, side by side.
      const stripX = x + 282;
      parts.push(caption(stripX, y + 22, `As ${phases} fases`));
      const wellTop = top + 6;
      // The daily note takes four lines (one long line would run off the map), so its wells are shorter.
      const wellBottom = bottom - (tournament ? 66 : 86);
      for (let phase = 0; phase < phases; phase++) {
        const slot = stripX + phase * 31;
        const wellW = tournament ? 22 : 24 - phase * 4;
        const wellX = slot + (28 - wellW) / 2;
        parts.push(rect(wellX - 3, wellTop, wellW + 6, wellBottom - wellTop + 3, { fill: M.stone }), rect(wellX, wellTop, wellW, wellBottom - wellTop, { fill: M.air }));
        const pool = tournament ? 10 : phase === phases - 1 ? 3 : 14 - phase * 3;
        parts.push(rect(slot + 14 - pool / 2, wellBottom - 4, pool, 4, { fill: M.water }));
        const obstacleCount = tournament ? phase + 1 : 2;
        for (let index = 0; index < obstacleCount; index++) {
          const oy = wellTop + 14 + ((wellBottom - wellTop - 34) * (index + 0.5)) / obstacleCount;
          parts.push(rect(index % 2 === 0 ? wellX : wellX + wellW * 0.45, oy, wellW * 0.55, 5, { fill: M.stone }));
        }
        parts.push(text(slot + 14, wellBottom + 18, String(phase + 1), { size: 13, weight: 'bold', anchor: 'middle' }));
      }
      const note = tournament ? ['da mais fácil', 'à mais difícil'] : ['da mais larga à', 'mais apertada;', 'a última tem poça', 'de 1 bloco'];
      note.forEach((content, index) => parts.push(label(stripX, wellBottom + 38 + index * (tournament ? 15 : 17), content, { size: 12, anchor: 'start' })));
      return parts;
    },
  });
}

/** Layers that fall: the TNT Run's sand over TNT, or the Chão que Cai's sand and gravel over the void. */
function layersMap(kind: 'tnt-run' | 'chao', layers: number): Picture {
  const isTnt = kind === 'tnt-run';
  const cell = 17;
  const columns = 20;
  return arenaMap({
    name: isTnt ? 'arena-tnt-run' : 'arena-chao-que-cai',
    title: isTnt ? 'Arena do TNT Run' : 'Arena do Chão que Cai',
    subtitle: isTnt ? `Vista de lado · ${layers} camadas de areia sobre dinamite` : `Vista de lado · ${layers} camadas sobre o vazio`,
    description: isTnt
      ? `Vista de lado da arena do TNT Run: ${layers} camadas de areia sobre dinamite, uma embaixo da outra. Cada bloco pisado some meio segundo depois. Quem cai de uma camada continua na de baixo; quem cai da última está fora. A borda é de vidro, com barreira.`
      : `Vista de lado da arena do Chão que Cai: ${layers} camadas de areia e cascalho sobre o vazio, separadas por 6 blocos. Cada bloco pisado some meio segundo depois. Quem cai de uma camada continua na de baixo; quem cai da última é eliminado.`,
    mapHeight: 270,
    ground: isTnt ? M.air : VOID,
    keys: [
      { icon: swatch(M.sand), label: isTnt ? 'Areia: some ao pisar' : 'Areia e cascalho: somem' },
      ...(isTnt ? [{ icon: tnt, label: 'Dinamite' }, { icon: swatch(M.glass), label: 'Vidro da borda (barreira)' }] : [{ icon: swatch(VOID), label: 'Vazio' }]),
      { icon: player(), label: 'Jogador' },
      { icon: arrowIcon(), label: 'Caiu: segue na de baixo' },
      { icon: arrowIcon(COLOURS.danger), label: isTnt ? 'Caiu da última: fora' : 'Caiu da última: eliminado' },
    ],
    draw: ({ x, y, h }) => {
      const left = x + 20;
      const gap = isTnt ? 72 : 76;
      const first = y + 40;
      const parts: string[] = [];
      const holes = [[3, 4, 9, 14, 15], [6, 11, 12, 17], [2, 8, 13]];
      for (let layer = 0; layer < layers; layer++) {
        const top = first + layer * gap;
        const open = holes[layer % holes.length]!;
        parts.push(label(left, top - 7, `Camada ${layer + 1}`, { size: 12, weight: 'bold', anchor: 'start' }));
        const edge = (column: number) => isTnt && (column === 0 || column === columns - 1);
        parts.push(
          cells(left, top, columns, isTnt ? 2 : 1, cell, (column, row) => {
            if (edge(column)) return M.glass;
            if (open.includes(column)) return undefined;
            if (isTnt) return row === 0 ? M.sand : M.tnt;
            return (column * 7 + layer) % 3 === 0 ? M.gravel : M.sand;
          }),
        );
        // Each block of dynamite with the white band of the legend's (and the game's) TNT.
        if (isTnt) {
          for (let column = 1; column < columns - 1; column++) {
            if (!open.includes(column)) parts.push(rect(left + column * cell + 0.5, top + cell + cell / 2 - 2, cell - 1, 4, { fill: '#f4f0f6' }));
          }
        }
      }
      const right = left + columns * cell;
      if (!isTnt) parts.push(dimension(right + 12, first + cell, right + 12, first + gap, '6 blocos', { side: -1 }));
      const thickness = isTnt ? 2 * cell : cell;
      parts.push(player()(left + 7.5 * cell, first - 6));
      parts.push(arrowPath(left + 15 * cell, first - 4, left + 15 * cell, first + gap - 10, COLOURS.accent, 2.5, '5 3'));
      parts.push(label(left + 15 * cell - 8, first + thickness + 18, 'continua na de baixo', { size: 12, anchor: 'end' }));
      const lastTop = first + (layers - 1) * gap;
      const lastHole = left + (holes[(layers - 1) % holes.length]![1]! + 0.5) * cell;
      parts.push(arrowPath(lastHole, lastTop - 4, lastHole, y + h - 8, COLOURS.danger, 2.5, '5 3'));
      parts.push(label(lastHole + 10, y + h - 14, isTnt ? 'caiu da última: fora' : 'caiu da última: eliminado', { size: 12, anchor: 'start' }));
      return parts;
    },
  });
}

/** Sixteen wool colours, our own flat approximations. */
const WOOL = ['#e9ecec', '#f07613', '#bd44b3', '#3aafd9', '#f8c627', '#70b919', '#ed8dac', '#3e4447', '#8e8e86', '#158991', '#792aac', '#35399d', '#724728', '#546d1b', '#a12722', '#1f2024'] as const;

function coresMap(): Picture {
  const size = 12;
  const cell = 16;
  const next = random(5);
  const patches: number[][] = [];
  for (let row = 0; row < size / 3; row++) patches.push(Array.from({ length: size / 3 }, () => Math.floor(next() * WOOL.length)));
  const colourIndex = (column: number, row: number) => {
    const patch = patches[Math.floor(row / 3)]![Math.floor(column / 3)]!;
    return (column + row) % 5 === 0 ? (patch + 5) % WOOL.length : patch;
  };
  // The colour of the round (yellow), in three patches of the floor.
  const chosen = 4;
  for (const [row, column] of [[0, 0], [1, 2], [3, 3]] as const) patches[row]![column] = chosen;
  return arenaMap({
    name: 'arena-festa-das-cores',
    title: 'Pista da Festa das Cores',
    subtitle: 'Vista de cima · a pista antes e depois da cor sorteada',
    description: 'Mapa da pista de dança da Festa das Cores vista de cima, em dois momentos. À esquerda, com a música tocando, o chão todo desenhado com lã de 16 cores e um sinalizador, que dá um poder a quem pisar. À direita, depois que a música para e a cor da vez aparece: só os blocos daquela cor ficam, e o resto vira buraco.',
    mapHeight: 270,
    ground: M.outside,
    keys: [
      { icon: (cx, cy) => rect(cx - 8, cy - 8, 8, 8, { fill: WOOL[1] }) + rect(cx, cy - 8, 8, 8, { fill: WOOL[3] }) + rect(cx - 8, cy, 8, 8, { fill: WOOL[5] }) + rect(cx, cy, 8, 8, { fill: WOOL[2] }), label: 'Lã de 16 cores' },
      { icon: beacon, label: 'Sinalizador: dá um poder' },
      { icon: swatch(VOID), label: 'Buraco: quem cai sai' },
      { icon: player(), label: 'Jogador' },
    ],
    draw: ({ x, y }) => {
      const top = y + 48;
      const leftFloor = x + 16;
      const rightFloor = x + 232;
      const parts = [caption(leftFloor, y + 24, 'Música tocando'), caption(rightFloor, y + 24, 'Depois: só a cor da vez')];
      parts.push(cells(leftFloor, top, size, size, cell, (column, row) => WOOL[colourIndex(column, row)]));
      parts.push(beacon(leftFloor + 8.5 * cell, top + 3.5 * cell));
      parts.push(rect(rightFloor, top, size * cell, size * cell, { fill: VOID }));
      parts.push(cells(rightFloor, top, size, size, cell, (column, row) => (colourIndex(column, row) === chosen ? WOOL[chosen] : undefined)));
      parts.push(rect(rightFloor, top, size * cell, size * cell, { stroke: COLOURS.border, strokeWidth: 1.5 }));
      for (const [column, row] of [[2, 2], [6, 9], [9, 5], [4, 6]] as const) parts.push(player()(leftFloor + (column + 0.5) * cell, top + (row + 0.5) * cell));
      for (let row = 0; row < size; row++) for (let column = 0; column < size; column++) {
        if (colourIndex(column, row) === chosen && (column + 2 * row) % 7 === 0) parts.push(player()(rightFloor + (column + 0.5) * cell, top + (row + 0.5) * cell));
      }
      parts.push(label(rightFloor + size * cell - 22, y + 259, 'cor da vez:', { size: 12, anchor: 'end' }), rect(rightFloor + size * cell - 16, y + 247, 16, 16, { fill: WOOL[chosen], stroke: COLOURS.text, radius: 3 }));
      return parts;
    },
  });
}

function colinaMap(): Picture {
  return arenaMap({
    name: 'arena-rei-da-colina',
    title: 'Colina do Rei da Colina',
    subtitle: 'Vista de lado · a plataforma de ouro no topo',
    description: 'Vista de lado da arena do Rei da Colina: uma colina com uma plataforma de ouro no topo. Cada segundo sozinho na plataforma vale um ponto; quem é empurrado pelo graveto rola colina abaixo e pode voltar ao topo com uma pérola do Ender. No último minuto, a plataforma encolhe para 3 por 3 blocos e os segundos valem o dobro.',
    mapHeight: 250,
    ground: M.air,
    keys: [
      { icon: swatch(M.gold), label: 'Plataforma de ouro' },
      { icon: swatch(M.grass), label: 'Colina' },
      { icon: player(M.gold), label: 'O rei: sozinho, soma' },
      { icon: player(), label: 'Outro jogador' },
      { icon: arrowIcon(COLOURS.danger), label: 'Empurrado: rola abaixo' },
      { icon: lineIcon(COLOURS.accent, 2.5, '5 4'), label: 'Pérola: volta ao topo' },
    ],
    draw: ({ x, y, w, h }) => {
      const peakX = x + 190;
      const peakY = y + 96;
      const parts = [polygon([[x, y + h], [x, y + h - 20], [peakX - 120, y + h - 40], [peakX - 40, peakY], [peakX + 40, peakY], [peakX + 120, y + h - 40], [x + w, y + h - 20], [x + w, y + h]], { fill: M.grass, stroke: '#2d5634', width: 2, join: 'round' })];
      parts.push(rect(peakX - 40, peakY - 8, 80, 8, { fill: M.gold, stroke: '#8a6a20' }));
      parts.push(player(M.gold)(peakX, peakY - 15), player()(peakX - 66, y + 150), player()(peakX + 58, y + 140));
      parts.push(line(peakX - 60, y + 146, peakX - 48, y + 138, { stroke: M.wood, strokeWidth: 3 }), line(peakX + 52, y + 136, peakX + 40, y + 128, { stroke: M.wood, strokeWidth: 3 }));
      parts.push(curvedArrow(peakX + 30, peakY - 14, peakX + 110, peakY - 10, peakX + 140, y + h - 50, COLOURS.danger));
      parts.push(player()(peakX - 140, y + h - 40), curvedArrow(peakX - 140, y + h - 50, peakX - 130, y + 40, peakX - 26, peakY - 24, COLOURS.accent, '5 4'));
      // The last minute, from above.
      const insetX = x + w - 118;
      const insetY = y + 34;
      parts.push(caption(insetX + 48, y + 22, 'Último minuto', 'middle'));
      parts.push(cells(insetX + 26, insetY + 6, 3, 3, 14, () => M.gold));
      parts.push(label(insetX + 48, insetY + 68, '3 × 3 blocos', { size: 12, weight: 'bold' }), label(insetX + 48, insetY + 85, 'segundos', { size: 12 }), label(insetX + 48, insetY + 102, 'em dobro', { size: 12 }));
      return parts;
    },
  });
}

function mataMataMap(): Picture {
  const spawns: Point[] = [[60, 50], [220, 36], [380, 56], [404, 160], [372, 262], [220, 270], [64, 258], [36, 156]];
  return arenaMap({
    name: 'arena-mata-mata',
    title: 'Arena de ruínas do Mata-Mata',
    subtitle: 'Vista de cima · 8 pontos de renascimento',
    description: 'Mapa da arena de ruínas do Mata-Mata diário vista de cima: paredes quebradas e colunas espalhadas pelo chão, e os 8 pontos de renascimento distribuídos pela arena, onde quem morre reaparece com 3 segundos de proteção.',
    mapHeight: 300,
    ground: M.floor,
    compass: true,
    keys: [
      { icon: swatch(M.floor), label: 'Chão da arena' },
      { icon: swatch(M.stone), label: 'Ruína: parede quebrada' },
      { icon: pillar, label: 'Coluna' },
      { icon: spawn(), label: 'Renascimento: 8 pontos' },
    ],
    draw: ({ x, y }) => {
      const parts: string[] = [];
      const walls: readonly (readonly Point[])[] = [
        [[120, 90], [180, 90], [180, 120]],
        [[260, 90], [320, 90]],
        [[320, 110], [320, 140]],
        [[120, 180], [120, 220], [170, 220]],
        [[270, 220], [320, 220], [320, 190]],
        [[200, 140], [240, 140]],
        [[200, 170], [200, 180]],
        [[90, 130], [90, 150]],
        [[350, 180], [350, 200]],
      ];
      for (const wall of walls) {
        const list = wall.map(([px, py]): Point => [x + px, y + py]);
        parts.push(polyline(list, { stroke: M.stoneDark, width: 13, join: 'miter', cap: 'square' }), polyline(list, { stroke: M.stone, width: 8, join: 'miter', cap: 'square' }));
      }
      const next = random(9);
      for (let index = 0; index < 26; index++) parts.push(rect(x + 70 + next() * 300, y + 60 + next() * 180, 6, 6, { fill: M.stoneDark }));
      for (const [px, py] of [[150, 150], [290, 160], [220, 96], [230, 206]] as const) parts.push(pillar(x + px, y + py));
      spawns.forEach(([px, py]) => parts.push(spawn()(x + px, y + py)));
      parts.push(rect(x + 3, y + 3, 434, 294, { stroke: M.stoneDark, strokeWidth: 6, radius: 6 }));
      return parts;
    },
  });
}

function tiroMap(arrows: string): Picture {
  return arenaMap({
    name: 'arena-tiro-ao-alvo',
    title: 'Estande do Tiro ao Alvo',
    subtitle: `Vista de cima · 3 rodadas, ${arrows}`,
    description: `Mapa do estande do Tiro ao Alvo visto de cima, uma rodada por quadro. Cada jogador atira de uma baia numerada, separada das vizinhas por paredes de vidro. Rodada 1: alvos fixos a 15, 25 e 35 blocos. Rodada 2: alvos que deslizam de um lado para o outro. Rodada 3: balões que sobem do chão, um deles dourado.`,
    mapHeight: 300,
    ground: M.outside,
    keys: [
      { icon: (cx, cy) => numbered(cx, cy, '1'), label: 'Baia numerada' },
      { icon: lineIcon(M.glass, 3), label: 'Parede de vidro' },
      { icon: target, label: 'Alvo' },
      { icon: (cx, cy) => target(cx, cy) + arrowPath(cx + 8, cy, cx + 12, cy, COLOURS.accent, 2), label: 'Alvo que desliza' },
      { icon: (cx, cy) => circle(cx, cy - 2, 6, { fill: COLOURS.danger, stroke: COLOURS.sunken }), label: 'Balão: 20 pontos' },
      { icon: (cx, cy) => circle(cx, cy - 2, 6, { fill: M.gold, stroke: COLOURS.sunken }), label: 'Balão dourado: 50' },
    ],
    draw: ({ x, y, h }) => {
      const parts: string[] = [];
      const panelW = 140;
      const boothLine = y + h - 40;
      const block = 5.6;
      const titles = ['alvos fixos', 'alvos móveis', 'balões'];
      for (let round = 0; round < 3; round++) {
        const px = x + 5 + round * (panelW + 5);
        parts.push(rect(px, y + 5, panelW, h - 10, { fill: M.grass, radius: 6 }));
        parts.push(caption(px + panelW / 2, y + 24, `Rodada ${round + 1}`, 'middle'), label(px + panelW / 2, y + 40, titles[round]!, { size: 12 }));
        for (let booth = 0; booth < 3; booth++) {
          const bx = px + 10 + booth * 40;
          parts.push(rect(bx, boothLine, 40, 28, { fill: M.wood, stroke: '#4a3220' }));
          parts.push(numbered(bx + 20, boothLine + 14, String(booth + 1)));
        }
        for (let wall = 0; wall <= 3; wall++) parts.push(line(px + 10 + wall * 40, boothLine - 16, px + 10 + wall * 40, boothLine + 28, { stroke: M.glass, strokeWidth: 3 }));
        if (round === 0) {
          for (const distance of [15, 25, 35]) {
            const ly = boothLine - distance * block;
            parts.push(line(px + 6, ly, px + panelW - 6, ly, { stroke: COLOURS.text, strokeWidth: 1, dash: '3 3' }));
            parts.push(target(px + 30, ly), target(px + 70, ly), target(px + 110, ly));
            parts.push(label(px + 50, ly - 9, `${distance} blocos`, { size: 12, weight: 'bold' }));
          }
        } else if (round === 1) {
          for (const [ly, tx] of [[boothLine - 95, 50], [boothLine - 170, 95]] as const) {
            parts.push(line(px + 14, ly, px + panelW - 14, ly, { stroke: COLOURS.border, strokeWidth: 3 }));
            parts.push(target(px + tx, ly), arrowPath(px + tx + 10, ly + 14, px + tx + 30, ly + 14, COLOURS.accent, 2), arrowPath(px + tx - 10, ly + 14, px + tx - 30, ly + 14, COLOURS.accent, 2));
          }
        } else {
          for (const [bx, by, golden] of [[34, 180, false], [70, 120, false], [108, 160, false], [52, 70, true], [112, 88, false]] as const) {
            const cy = boothLine - by;
            parts.push(line(px + bx, cy + 7, px + bx, cy + 20, { stroke: COLOURS.muted, strokeWidth: 1 }), circle(px + bx, cy, 7, { fill: golden ? M.gold : COLOURS.danger, stroke: COLOURS.sunken }));
            parts.push(arrowPath(px + bx + 12, cy + 14, px + bx + 12, cy - 2, COLOURS.text, 1.5));
          }
        }
      }
      return parts;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Places to play, build, farm and fish.

function batataMap(): Picture {
  return arenaMap({
    name: 'arena-batata-quente',
    title: 'A vila da Batata Quente',
    subtitle: 'Vista de cima · telhados, ruas e becos',
    description: 'Mapa da vila da Batata Quente vista de cima: casas com telhados, ruas e becos, alguns sem saída. Os lugares marcados com barreiras não podem ser escalados. Quem está com a dinamite corre atrás dos outros para passá-la com um soco.',
    mapHeight: 300,
    ground: M.path,
    compass: true,
    keys: [
      { icon: swatch(M.roof), label: 'Casa (telhado)' },
      { icon: swatch(M.path), label: 'Rua e beco' },
      { icon: barrier, label: 'Barreira: não dá para subir' },
      { icon: player(), label: 'Jogador' },
      { icon: tnt, label: 'Jogador com a dinamite' },
    ],
    draw: ({ x, y }) => {
      const houses: readonly (readonly [number, number, number, number])[] = [
        [16, 16, 70, 56], [96, 16, 60, 40], [96, 60, 60, 26], [196, 16, 84, 70], [300, 40, 52, 46], [362, 60, 62, 48],
        [16, 116, 54, 70], [80, 116, 80, 30], [80, 156, 80, 30], [200, 120, 40, 96], [250, 120, 60, 44], [250, 176, 60, 40], [350, 140, 74, 64],
        [16, 226, 100, 58], [150, 248, 100, 40], [276, 246, 56, 42], [350, 232, 74, 56],
      ];
      const parts: string[] = [];
      for (const [hx, hy, hw, hh] of houses) {
        parts.push(rect(x + hx, y + hy, hw, hh, { fill: M.roof, stroke: '#5e342a', strokeWidth: 1.5, radius: 2 }));
        parts.push(hw >= hh ? line(x + hx + 4, y + hy + hh / 2, x + hx + hw - 4, y + hy + hh / 2, { stroke: '#6f3d31', strokeWidth: 2 }) : line(x + hx + hw / 2, y + hy + 4, x + hx + hw / 2, y + hy + hh - 4, { stroke: '#6f3d31', strokeWidth: 2 }));
      }
      // Two places the arena closes with barrier blocks: a tall house and the top of a wall.
      for (const [bx, by, bw, bh] of [[196, 16, 84, 70], [350, 140, 74, 64]] as const) {
        parts.push(rect(x + bx - 3, y + by - 3, bw + 6, bh + 6, { stroke: COLOURS.text, strokeWidth: 2, dash: '5 3', radius: 3 }));
        parts.push(barrier(x + bx + bw / 2, y + by + bh / 2));
      }
      // A dead-end alley.
      parts.push(rect(x + 148, y + 145, 12, 12, { fill: M.roof, stroke: '#5e342a', strokeWidth: 1.5 }));
      // In two lines, so that it ends in the street, before the tall house at x 200.
      parts.push(label(x + 88, y + 203, 'beco', { size: 12, weight: 'bold', anchor: 'start' }), label(x + 88, y + 219, 'sem saída', { size: 12, weight: 'bold', anchor: 'start' }));
      parts.push(polyline([[x + 84, y + 199], [x + 75, y + 199], [x + 75, y + 151]], { stroke: COLOURS.text, width: 2 }), arrowPath(x + 75, y + 151, x + 112, y + 151, COLOURS.text, 2));
      for (const [px, py] of [[40, 96], [130, 104], [290, 100], [330, 220], [180, 230], [42, 206], [260, 226], [420, 120]] as const) parts.push(player()(x + px, y + py));
      for (const [px, py] of [[190, 96], [330, 120]] as const) parts.push(tnt(x + px, y + py));
      return parts;
    },
  });
}

function colheitaMap(): Picture {
  const cell = 14;
  return arenaMap({
    name: 'arena-colheita',
    title: 'Um lote da Fazendinha',
    subtitle: 'Vista de cima · terra arada e dois canais de água',
    description: 'Mapa de um lote do torneio Fazendinha visto de cima: 16 por 16 blocos de terra já arada, com dois canais de água atravessando o lote, nenhum bloco a mais de 4 de um deles, e o silo do lote ao lado, onde tudo o que é colhido é entregue e vira pontos.',
    mapHeight: 290,
    ground: M.grass,
    keys: [
      { icon: swatch(M.farmland), label: 'Terra arada' },
      { icon: swatch(M.water), label: 'Canal de água' },
      { icon: (cx, cy) => rect(cx - 8, cy - 8, 16, 16, { fill: M.farmland, stroke: COLOURS.border, radius: 3 }) + rect(cx - 1.5, cy - 6, 3, 12, { fill: COLOURS.leaf }), label: 'Plantação' },
      { icon: (cx, cy) => circle(cx, cy, 8, { fill: '#c9c2b8', stroke: '#7d756b', strokeWidth: 2 }), label: 'Silo: entregas e pontos' },
    ],
    draw: ({ x, y }) => {
      const left = x + 40;
      const top = y + 20;
      // Water keeps farmland moist 4 blocks away: rows 4 and 11 reach every row of the 16.
      const channels = [4, 11];
      const parts = [cells(left, top, 16, 16, cell, (_, row) => (channels.includes(row) ? M.water : M.farmland), '#00000055')];
      for (let row = 0; row < 16; row++) {
        if (channels.includes(row)) continue;
        for (let column = 0; column < 16; column++) {
          if ((row < 4 || (row > 11 && row < 15)) && column < 11) parts.push(rect(left + column * cell + 5.5, top + row * cell + 2.5, 3, 9, { fill: COLOURS.leaf }));
        }
      }
      const siloX = left + 16 * cell + 70;
      const siloY = top + 8 * cell;
      parts.push(circle(siloX, siloY, 34, { fill: '#c9c2b8', stroke: '#7d756b', strokeWidth: 4 }), circle(siloX, siloY, 14, { fill: '#a39b90' }));
      parts.push(label(siloX, siloY + 54, 'silo do lote', { size: 12, weight: 'bold' }));
      parts.push(arrowPath(left + 16 * cell + 8, siloY, siloX - 40, siloY, COLOURS.accent, 2.5));
      parts.push(dimension(left, top + 16 * cell + 14, left + 16 * cell, top + 16 * cell + 14, '16 blocos'));
      return parts;
    },
  });
}

function construcaoMap(): Picture {
  return arenaMap({
    name: 'arena-construcao',
    title: 'Um lote da Construção Temática',
    subtitle: 'Modo criativo, mundo separado, 90 minutos',
    description: 'Um lote da Construção Temática: à esquerda, visto de cima, um quadrado de 48 por 48 blocos; à direita, visto de lado, o limite de altura de 64 blocos. Cada participante constrói no seu lote, em modo criativo, num mundo separado.',
    mapHeight: 270,
    ground: M.air,
    keys: [
      { icon: swatch(M.grass), label: 'Lote de um participante' },
      { icon: lineIcon(COLOURS.warning, 2, '5 4'), label: 'Limite de altura' },
    ],
    draw: ({ x, y, h }) => {
      const size = 192;
      const left = x + 20;
      const top = y + 36;
      const parts = [caption(left, y + 22, 'Vista de cima'), rect(left, top, size, size, { fill: M.grass, stroke: '#2d5634', strokeWidth: 2 })];
      for (let step = 1; step < 6; step++) {
        parts.push(line(left + (step * size) / 6, top, left + (step * size) / 6, top + size, { stroke: '#ffffff22', strokeWidth: 1 }), line(left, top + (step * size) / 6, left + size, top + (step * size) / 6, { stroke: '#ffffff22', strokeWidth: 1 }));
      }
      parts.push(dimension(left, top + size + 14, left + size, top + size + 14, '48 blocos'));
      const sideX = x + 240;
      const ground = y + h - 58;
      const width = 110;
      const height = 160;
      parts.push(caption(sideX, y + 22, 'De lado'));
      parts.push(rect(sideX, ground, width, 8, { fill: M.grass }), rect(sideX, ground + 8, width, 10, { fill: M.dirt }));
      parts.push(line(sideX - 6, ground - height, sideX + width + 6, ground - height, { stroke: COLOURS.warning, strokeWidth: 2, dash: '5 4' }));
      parts.push(polygon([[sideX + 20, ground], [sideX + 20, ground - 60], [sideX + 55, ground - 96], [sideX + 90, ground - 60], [sideX + 90, ground]], { fill: M.floor, stroke: M.floorLine, width: 2 }));
      parts.push(dimension(sideX + width + 16, ground - height, sideX + width + 16, ground, ''), ...stackedLabel(sideX + width + 24, ground - height / 2, ['64', 'blocos'], 'start'));
      parts.push(dimension(sideX, ground + 26, sideX + width, ground + 26, '48 blocos', { side: 1 }));
      return parts;
    },
  });
}

function culinariaMap(): Picture {
  return arenaMap({
    name: 'arena-culinaria',
    title: 'O salão do Mestre Cuca',
    subtitle: 'Vista de cima · cozinhas em volta da despensa',
    description: 'Mapa do salão do Mestre Cuca visto de cima: até 16 cozinhas, oito de cada lado, com a despensa compartilhada no meio do salão. Embaixo, o detalhe de uma cozinha: 2 fornalhas, 1 defumador, uma bancada e o balcão de entrega.',
    mapHeight: 282,
    ground: M.outside,
    keys: [
      { icon: swatch(M.wood), label: 'Cozinha' },
      { icon: swatch(M.gold), label: 'Despensa compartilhada' },
      { icon: player(), label: 'Cozinheiro' },
    ],
    draw: ({ x, y }) => {
      const parts = [caption(x + 14, y + 22, 'O salão: até 16 cozinhas')];
      const hallTop = y + 32;
      parts.push(rect(x + 10, hallTop, 420, 150, { fill: M.floor, stroke: M.floorLine, strokeWidth: 2, radius: 4 }));
      for (let index = 0; index < 8; index++) {
        const kx = x + 16 + index * 51.5;
        for (const ky of [hallTop + 6, hallTop + 150 - 6 - 36]) {
          const highlight = index === 0 && ky === hallTop + 6;
          parts.push(rect(kx, ky, 46, 36, { fill: M.wood, stroke: highlight ? COLOURS.accent : '#4a3220', strokeWidth: highlight ? 3 : 1.5, radius: 3 }));
        }
      }
      parts.push(labelledBox(x + 150, hallTop + 56, 140, 38, ['Despensa'], M.gold));
      for (const [px, py] of [[60, 64], [236, 100], [330, 66], [120, 92]] as const) parts.push(player()(x + px, hallTop + py));
      const detailTop = y + 206;
      parts.push(caption(x + 14, detailTop - 6, 'Uma cozinha'));
      parts.push(line(x + 39, hallTop + 42, x + 39, detailTop - 20, { stroke: COLOURS.accent, strokeWidth: 2, dash: '4 3' }));
      const stations: readonly (readonly [readonly string[], string])[] = [[['Fornalha', '× 2'], M.stone], [['Defumador'], M.stone], [['Bancada'], M.wood], [['Balcão de', 'entrega'], COLOURS.accent]];
      stations.forEach(([lines, fill], index) => parts.push(labelledBox(x + 6 + index * 108, detailTop + 4, 104, 52, lines, fill)));
      return parts;
    },
  });
}

function labelledBox(x: number, y: number, width: number, height: number, lines: readonly string[], fill: string): string {
  const size = readableSize(12, WIDTH);
  const lineHeight = size + 3;
  const top = y + height / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  return rect(x, y, width, height, { fill, stroke: COLOURS.sunken, strokeWidth: 1.5, radius: 5 }) + lines.map((content, index) => text(x + width / 2, top + index * lineHeight, content, { size, weight: 'bold', anchor: 'middle', fill: inkOn(fill) })).join('');
}

const noteBlock: Icon = (cx, cy) => rect(cx - 8, cy - 8, 16, 16, { fill: '#7a4f2e', stroke: COLOURS.sunken, radius: 2 }) + circle(cx - 2, cy + 3, 2.6, { fill: COLOURS.text }) + line(cx + 0.5, cy + 3, cx + 0.5, cy - 5, { stroke: COLOURS.text, strokeWidth: 1.6 });

function dancaMap(): Picture {
  return arenaMap({
    name: 'arena-danca-das-cadeiras',
    title: 'Arena da Dança das Cadeiras',
    subtitle: 'Vista de cima · um círculo de carrinhos de mina',
    description: 'Mapa da arena da Dança das Cadeiras vista de cima: um círculo de carrinhos de mina protegido por uma cerca, que baixa quando a música dos blocos musicais para. Os jogadores andam em volta do círculo, na pista onde surgem power-ups.',
    mapHeight: 300,
    ground: M.floor,
    keys: [
      { icon: minecart, label: 'Carrinho de mina' },
      { icon: lineIcon(M.wood, 3, '6 3'), label: 'Cerca: baixa na pausa' },
      { icon: star(COLOURS.leaf), label: 'Power-up' },
      { icon: player(), label: 'Jogador andando' },
      { icon: noteBlock, label: 'Bloco musical' },
    ],
    draw: ({ x, y, w, h }) => {
      const cx = x + w / 2;
      const cy = y + h / 2;
      // The middle of the circle of carts, only shaded: nothing there to mark (a dashed ring would read as a second fence).
      const parts = [circle(cx, cy, 50, { fill: '#00000022' })];
      // One cart fewer than players, as the page says of a round with 20 alive or fewer: 8 carts, 9 players.
      for (let index = 0; index < 8; index++) {
        const angle = (index / 8) * Math.PI * 2;
        parts.push(minecart(cx + Math.cos(angle) * 84, cy + Math.sin(angle) * 84));
      }
      parts.push(circle(cx, cy, 104, { stroke: M.wood, strokeWidth: 3, dash: '8 4' }));
      for (let index = 0; index < 9; index++) {
        const angle = (index / 9) * Math.PI * 2 + 0.3;
        parts.push(player()(cx + Math.cos(angle) * 124, cy + Math.sin(angle) * 124));
        // The power-ups come up on the track, between the players: the fence keeps everyone out of the circle while the music plays.
        if (index % 3 === 0) parts.push(star(COLOURS.leaf)(cx + Math.cos(angle + Math.PI / 9) * 124, cy + Math.sin(angle + Math.PI / 9) * 124));
      }
      for (const start of [0.9, 0.9 + Math.PI]) {
        const list: Point[] = [];
        for (let step = 0; step <= 8; step++) list.push([cx + Math.cos(start + step * 0.06) * 140, cy + Math.sin(start + step * 0.06) * 140]);
        const [ex, ey] = [cx + Math.cos(start + 0.56) * 140, cy + Math.sin(start + 0.56) * 140];
        parts.push(polyline(list, { stroke: COLOURS.accent, width: 2.5 }), arrowPath(list[list.length - 1]![0], list[list.length - 1]![1], ex, ey, COLOURS.accent, 2.5));
      }
      for (const [nx, ny] of [[24, 24], [w - 24, h - 24], [24, h - 24]] as const) parts.push(noteBlock(x + nx, y + ny));
      return parts;
    },
  });
}

interface Maze {
  columns: number;
  rows: number;
  /** openRight[row][column]: a way from (column, row) to (column + 1, row); openDown: to (column, row + 1). */
  openRight: boolean[][];
  openDown: boolean[][];
}

/** A maze with exactly one way between any two cells, carved from a seed. */
function carveMaze(columns: number, rows: number, seed: number): Maze {
  const next = random(seed);
  const openRight = Array.from({ length: rows }, () => Array.from({ length: columns }, () => false));
  const openDown = Array.from({ length: rows }, () => Array.from({ length: columns }, () => false));
  const seen = Array.from({ length: rows }, () => Array.from({ length: columns }, () => false));
  const stack: Point[] = [[0, rows - 1]];
  seen[rows - 1]![0] = true;
  while (stack.length > 0) {
    const [column, row] = stack[stack.length - 1]!;
    const options = ([[1, 0], [-1, 0], [0, 1], [0, -1]] as const).map(([dx, dy]): Point => [column + dx, row + dy]).filter(([c, r]) => c >= 0 && r >= 0 && c < columns && r < rows && !seen[r]![c]);
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const [c, r] = options[Math.floor(next() * options.length)]!;
    if (r === row) openRight[row]![Math.min(c, column)] = true;
    else openDown[Math.min(r, row)]![column] = true;
    seen[r]![c] = true;
    stack.push([c, r]);
  }
  return { columns, rows, openRight, openDown };
}

function neighbours(maze: Maze, [column, row]: Point): Point[] {
  const list: Point[] = [];
  if (column + 1 < maze.columns && maze.openRight[row]![column]) list.push([column + 1, row]);
  if (column > 0 && maze.openRight[row]![column - 1]) list.push([column - 1, row]);
  if (row + 1 < maze.rows && maze.openDown[row]![column]) list.push([column, row + 1]);
  if (row > 0 && maze.openDown[row - 1]![column]) list.push([column, row - 1]);
  return list;
}

/** Every cell with its distance (in cells) from `start`, farthest last. */
function byDistance(maze: Maze, start: Point): { cell: Point; distance: number }[] {
  const found = new Map<string, number>([[start.join(), 0]]);
  const queue: Point[] = [start];
  const order: { cell: Point; distance: number }[] = [{ cell: start, distance: 0 }];
  while (queue.length > 0) {
    const cell = queue.shift()!;
    const distance = found.get(cell.join())!;
    for (const next of neighbours(maze, cell)) {
      if (found.has(next.join())) continue;
      found.set(next.join(), distance + 1);
      queue.push(next);
      order.push({ cell: next, distance: distance + 1 });
    }
  }
  return order;
}

function labirintoMap(): Picture {
  const colours = [WOOL[4], WOOL[3]] as const;
  const size = 7;
  const cell = 17;
  const onDisc = (icon: Icon): Icon => (cx, cy) => circle(cx, cy, 8, { fill: COLOURS.sunken }) + icon(cx, cy);
  return arenaMap({
    name: 'arena-labirinto',
    title: 'O Labirinto, andar por andar',
    subtitle: 'Vista de cima · um exemplo: o caminho muda a cada edição',
    description: 'Mapa de exemplo do Torneio de Labirinto, com os três andares vistos de cima lado a lado. Paredes de cerca-viva formam os corredores. No 1º e no 2º andar, uma chave colorida fica escondida num beco, e a porta da mesma cor leva ao andar de cima; no 3º andar, a porta é a saída. O caminho muda a cada edição.',
    mapHeight: 180,
    ground: M.outside,
    keys: [
      { icon: swatch(M.hedge), label: 'Cerca-viva: não quebra' },
      { icon: swatch(M.grass), label: 'Corredor' },
      { icon: spawn(), label: 'Começo do andar' },
      { icon: onDisc(key(colours[0])), label: 'Chave da cor da porta' },
      { icon: door(colours[0]), label: 'Porta: sobe um andar' },
      { icon: door(COLOURS.text), label: 'Porta do 3º andar: saída' },
    ],
    draw: ({ x, y }) => {
      const parts: string[] = [];
      let start: Point = [0, size - 1];
      for (let floor = 0; floor < 3; floor++) {
        const maze = carveMaze(size, size, 21 + floor * 17);
        const left = x + 16 + floor * 142;
        const top = y + 38;
        const at = ([column, row]: Point): Point => [left + (column + 0.5) * cell, top + (row + 0.5) * cell];
        parts.push(caption(left + (size * cell) / 2, y + 24, `${floor + 1}º andar`, 'middle'));
        parts.push(rect(left, top, size * cell, size * cell, { fill: M.grass }));
        const walls: string[] = [];
        for (let row = 0; row < size; row++) {
          for (let column = 0; column < size; column++) {
            const cx = left + column * cell;
            const cy = top + row * cell;
            if (column + 1 < size && !maze.openRight[row]![column]) walls.push(`M${n(cx + cell)} ${n(cy)}v${cell}`);
            if (row + 1 < size && !maze.openDown[row]![column]) walls.push(`M${n(cx)} ${n(cy + cell)}h${cell}`);
          }
        }
        parts.push(path(walls.join(''), { stroke: M.hedge, width: 5, cap: 'round' }));
        parts.push(rect(left, top, size * cell, size * cell, { stroke: M.hedge, strokeWidth: 5 }));
        const cells = byDistance(maze, start);
        const doorCell = cells[cells.length - 1]!.cell;
        const deadEnds = byDistance(maze, doorCell).filter(({ cell: c }) => neighbours(maze, c).length === 1 && c.join() !== start.join());
        const keyCell = deadEnds[deadEnds.length - 1]!.cell;
        parts.push(spawn()(...at(start)));
        if (floor < 2) parts.push(onDisc(key(colours[floor]!))(...at(keyCell)), door(colours[floor]!)(...at(doorCell)));
        else parts.push(door(COLOURS.text)(...at(doorCell)), label(at(doorCell)[0], at(doorCell)[1] - 12, 'saída', { size: 12, weight: 'bold' }));
        if (floor < 2) parts.push(arrowPath(left + size * cell + 4, top + (size * cell) / 2, left + size * cell + 20, top + (size * cell) / 2, COLOURS.accent, 2));
        start = doorCell;
      }
      return parts;
    },
  });
}

const ORES = { carvao: '#2a2a2e', ferro: '#d8b79a', cobre: '#d07a4a', ouro: M.gold, redstone: '#e23b3b', lapis: '#3456c8', diamante: DIAMOND, esmeralda: EMERALD } as const;

/** The ores of the Torneio de Mineração, in the order and with the names of its page's points table. */
const MINING_ORES: readonly (readonly [keyof typeof ORES, string])[] = [
  ['carvao', 'Carvão'],
  ['cobre', 'Cobre'],
  ['redstone', 'Redstone'],
  ['ferro', 'Ferro'],
  ['lapis', 'Lápis-lazúli'],
  ['ouro', 'Ouro'],
  ['diamante', 'Diamante'],
  ['esmeralda', 'Esmeralda'],
];

function mineracaoMap(): Picture {
  const stone = '#7a7483';
  const deepslate = '#46414f';
  const cave = '#1d1a24';
  return arenaMap({
    name: 'arena-mineracao',
    title: 'A mina do Torneio de Mineração',
    subtitle: 'Corte de lado · 64 blocos de largura, de Y 60 a Y −60',
    description: 'Corte de lado da mina do Torneio de Mineração: um bloco de terreno de 64 blocos de largura, da camada Y 60 até Y −60, com cavernas naturais e a entrada no alto. Pedra em cima, ardósia embaixo de Y 0. As esmeraldas só aparecem nos trechos de montanha, no alto; os diamantes ficam mais comuns perto de Y −58.',
    mapHeight: 340,
    ground: M.air,
    keys: [
      { icon: swatch(stone), label: 'Pedra' },
      { icon: swatch(deepslate), label: 'Ardósia' },
      { icon: swatch(cave), label: 'Caverna natural' },
      { icon: swatch(M.lava), label: 'Lava' },
      // Each ore as the map shows it: a square of its colour in the stone.
      ...MINING_ORES.map(([ore, name]) => ({ icon: (cx: number, cy: number) => swatch(stone)(cx, cy) + rect(cx - 4, cy - 4, 8, 8, { fill: ORES[ore], stroke: COLOURS.sunken }), label: name })),
      { icon: spawn(), label: 'Entrada: renasce aqui' },
    ],
    draw: ({ x, y }) => {
      const left = x + 64;
      const width = 200;
      const top = y + 22;
      const bottom = y + 298;
      const levelY = (level: number) => top + ((60 - level) / 120) * (bottom - top);
      const zero = levelY(0);
      const surface: Point[] = [[left, levelY(40)], [left + 40, levelY(36)], [left + 80, levelY(44)], [left + 120, levelY(50)], [left + 150, levelY(60)], [left + 175, levelY(56)], [left + width, levelY(48)]];
      const parts = [polygon([...surface, [left + width, zero], [left, zero]], { fill: stone }), rect(left, zero, width, bottom - zero, { fill: deepslate })];
      const next = random(64);
      const holes: { cx: number; cy: number; rx: number; ry: number; fill: string }[] = ([[60, 100, 26, 10], [140, 130, 34, 12], [90, 190, 40, 12], [150, 240, 28, 10], [50, 260, 22, 9]] as const).map(([cx, cy, rx, ry]) => ({ cx: left + cx, cy: levelY(0) + (cy - 160) * 1.1, rx, ry, fill: cave }));
      holes.push({ cx: left + 160, cy: levelY(-52), rx: 16, ry: 6, fill: M.lava });
      for (const hole of holes) parts.push(ellipse(hole.cx, hole.cy, hole.rx, hole.ry, { fill: hole.fill }));
      /** The height of the ground at `px`, on the surface line. */
      const groundAt = (px: number): number => {
        const after = surface.findIndex(([sx]) => sx >= px);
        if (after <= 0) return surface[Math.max(after, 0)]![1];
        const [x1, y1] = surface[after - 1]!;
        const [x2, y2] = surface[after]!;
        return y1 + ((px - x1) / (x2 - x1)) * (y2 - y1);
      };
      /** Whether a square of ore, `size` wide, lies all in the rock: under the ground, off every cave and the lava, by a margin. */
      const inRock = (ox: number, oy: number, size: number): boolean => {
        const margin = 1.5;
        if (ox < left + 2 || ox + size > left + width - 2 || oy + size > bottom - 2) return false;
        if (oy < groundAt(ox) + margin || oy < groundAt(ox + size) + margin) return false;
        const corners = [0, size / 2, size].flatMap((dx) => [0, size / 2, size].map((dy): Point => [ox + dx, oy + dy]));
        return holes.every(({ cx, cy, rx, ry }) => corners.every(([px, py]) => ((px - cx) / (rx + margin)) ** 2 + ((py - cy) / (ry + margin)) ** 2 > 1));
      };
      /** A random spot of rock for an ore: where it falls in a cave or out of the ground, the nearest spot of rock up, down or beside it. */
      const rockNear = (ox: number, oy: number, size: number): Point => {
        for (let step = 0; step <= 40; step++) {
          for (const [dx, dy] of [[0, step], [0, -step], [step, 0], [-step, 0]] as const) if (inRock(ox + dx, oy + dy, size)) return [ox + dx, oy + dy];
        }
        throw new Error(`arena-mineracao: no rock near the ore at ${n(ox)}, ${n(oy)}`);
      };
      const ore = (colour: string, from: number, to: number, count: number) => {
        for (let index = 0; index < count; index++) {
          const level = from - next() * (from - to);
          const [ox, oy] = rockNear(left + 6 + next() * (width - 12), levelY(level), 5);
          parts.push(rect(ox, oy, 5, 5, { fill: colour }));
        }
      };
      ore(ORES.carvao, 36, 5, 10);
      ore(ORES.cobre, 34, 0, 6);
      ore(ORES.ferro, 30, -20, 8);
      ore(ORES.redstone, -20, -58, 6);
      ore(ORES.lapis, 0, -50, 4);
      ore(ORES.ouro, -10, -55, 4);
      for (const [ex, level] of [[150, 56], [158, 52], [170, 53]] as const) parts.push(rect(left + ex, levelY(level), 6, 6, { fill: ORES.esmeralda, stroke: COLOURS.sunken }));
      for (const ex of [30, 70, 112, 150, 182]) parts.push(rect(left + ex, levelY(-56) + (ex % 3), 6, 6, { fill: ORES.diamante, stroke: COLOURS.sunken }));
      parts.push(rect(left, top, width, bottom - top, { stroke: COLOURS.border, strokeWidth: 1.5 }));
      for (const level of [60, 0, -60]) {
        parts.push(line(left - 6, levelY(level), left, levelY(level), { stroke: COLOURS.text, strokeWidth: 1.5 }));
        parts.push(label(left - 10, levelY(level) + 4, `Y ${level < 0 ? '−' : ''}${Math.abs(level)}`, { size: 12, weight: 'bold', anchor: 'end' }));
      }
      // The entrance sits on the ground: the marker's ring (radius 7) touches the surface below its centre.
      const entranceX = left + 24;
      const entranceY = groundAt(entranceX) - 7;
      parts.push(spawn()(entranceX, entranceY));
      parts.push(dimension(left, bottom + 10, left + width, bottom + 10, '64 blocos'));
      const noteX = left + width + 16;
      const note = (ny: number, lines: readonly string[], colour: string, pointX: number) => {
        parts.push(line(pointX, ny, noteX - 4, ny, { stroke: colour, strokeWidth: 1.5, dash: '3 2' }));
        lines.forEach((content, index) => parts.push(label(noteX, ny + 4 + index * 15, content, { size: 12, anchor: 'start', weight: index === 0 ? 'bold' : 'normal' })));
      };
      note(levelY(54), ['Esmeralda: só na', 'montanha, no alto'], ORES.esmeralda, left + 178);
      note(entranceY, ['Entrada da mina'], COLOURS.text, entranceX + 9);
      note(levelY(0), ['Abaixo de Y 0:', 'ardósia,', 'mesmos pontos'], COLOURS.muted, left + width);
      note(levelY(-56), ['Diamante: mais', 'comum em Y −58'], ORES.diamante, left + 188);
      return parts;
    },
  });
}

function ondasMap(): Picture {
  return arenaMap({
    name: 'arena-ondas',
    title: 'A arena de um trio nas Ondas',
    subtitle: 'Vista de cima · arena fechada, só do trio',
    description: 'Mapa da arena da Sobrevivência em Ondas vista de cima: uma arena fechada, só de um trio, com o aldeão da loja no centro, onde o trio compra entre uma onda e outra, e os monstros da onda vindo para cima dos três jogadores.',
    mapHeight: 280,
    ground: M.floor,
    keys: [
      { icon: swatch(M.stoneDark), label: 'Parede: arena fechada' },
      { icon: villager, label: 'Aldeão da loja: 30 s' },
      { icon: player(), label: 'Jogador do trio' },
      { icon: monster, label: 'Monstro da onda' },
    ],
    draw: ({ x, y, w, h }) => {
      const cx = x + w / 2;
      const cy = y + h / 2;
      const parts = [rect(x + 6, y + 6, w - 12, h - 12, { stroke: M.stoneDark, strokeWidth: 12, radius: 10 })];
      parts.push(circle(cx, cy, 34, { fill: '#00000022', stroke: COLOURS.muted, strokeWidth: 1.5, dash: '4 4' }), villager(cx, cy));
      parts.push(label(cx, cy + 50, 'loja entre as ondas', { size: 12 }));
      for (const [px, py] of [[-70, -30], [-80, 22], [70, 10]] as const) parts.push(player()(cx + px, cy + py));
      const next = random(3);
      for (let index = 0; index < 11; index++) {
        const angle = (index / 11) * Math.PI * 2 + next() * 0.3;
        const radius = 150 + next() * 40;
        parts.push(monster(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * (radius * 0.55)));
      }
      return parts;
    },
  });
}

function pescaMap(): Picture {
  return arenaMap({
    name: 'arena-pesca',
    title: 'O Lago dos Jabutis',
    subtitle: 'Vista de cima · margens, píeres e águas abertas',
    description: 'Mapa do Lago dos Jabutis, o lago do Torneio de Pesca, visto de cima: as margens e os píeres, alguns indo até o meio do lago. Os tesouros só saem em águas abertas, longe das margens e sem blocos por perto, e por isso os píeres do meio do lago são os melhores lugares.',
    mapHeight: 300,
    ground: M.grass,
    compass: true,
    keys: [
      { icon: swatch(M.water), label: 'Lago' },
      { icon: swatch(M.grass), label: 'Margem' },
      { icon: swatch(M.wood), label: 'Píer' },
      { icon: (cx, cy) => circle(cx, cy, 8, { stroke: COLOURS.text, strokeWidth: 2, dash: '3 2' }), label: 'Águas abertas: tesouros' },
      { icon: player(), label: 'Pescador' },
    ],
    draw: ({ x, y }) => {
      const lake: Point[] = [[60, 60], [150, 30], [280, 34], [380, 70], [410, 150], [380, 240], [270, 274], [140, 268], [50, 220], [30, 140]];
      const parts = [polygon(lake.map(([px, py]): Point => [x + px, y + py]), { fill: M.water, stroke: M.sand, width: 6, join: 'round' })];
      const piers: readonly (readonly [number, number, number, number])[] = [
        [200, 170, 16, 110],
        [200, 170, 84, 14],
        [34, 132, 70, 14],
        [370, 100, 50, 14],
        [150, 26, 14, 44],
        [300, 230, 14, 44],
      ];
      parts.push(circle(x + 290, y + 112, 48, { fill: '#ffffff14', stroke: COLOURS.text, strokeWidth: 2, dash: '6 4' }));
      parts.push(label(x + 290, y + 116, 'águas abertas', { size: 12, weight: 'bold' }));
      for (const [px, py, pw, ph] of piers) parts.push(rect(x + px, y + py, pw, ph, { fill: M.wood, stroke: '#4a3220', strokeWidth: 1.5 }));
      for (const [px, py] of [[208, 230], [272, 177], [222, 177], [50, 139], [396, 107], [157, 36], [307, 262], [80, 250], [420, 200]] as const) parts.push(player()(x + px, y + py));
      parts.push(label(x + 130, y + 90, 'Lago dos Jabutis', { size: 13, weight: 'bold' }));
      return parts;
    },
  });
}

/** The Pixel Art picture: our own 32 × 32 drawing of a jabuti (a tortoise), in wool and concrete colours. */
function jabutiPixel(column: number, row: number): string {
  const shell = ((column - 15) / 10.5) ** 2 + ((row - 17) / 8) ** 2 <= 1 && row <= 17;
  if (row === 18 && column >= 5 && column <= 25) return '#724728';
  if (shell) return (column + row) % 4 === 0 || (column - row + 40) % 4 === 0 ? '#724728' : '#546d1b';
  if (((column - 28) / 3) ** 2 + ((row - 16) / 2.6) ** 2 <= 1) return column === 29 && row === 15 ? '#1f2024' : '#70b919';
  if (row >= 19 && row <= 22 && ((column >= 8 && column <= 10) || (column >= 20 && column <= 22))) return '#70b919';
  if (row === 18 && (column === 3 || column === 4)) return '#70b919';
  if (row >= 24) return '#5e7c16';
  return '#3aafd9';
}

function pixelArtMap(): Picture {
  const cell = 5;
  return arenaMap({
    name: 'arena-pixel-art',
    title: 'A área do Torneio de Pixel Art',
    subtitle: 'De frente · o painel de referência e a sua parede',
    description: 'A área de um participante do Torneio de Pixel Art, vista de frente: à esquerda, o painel com a imagem de 32 por 32 pixels e a grade numerada; à direita, a parede de 32 por 32 blocos, montada só com lã e concreto, ainda pela metade.',
    mapHeight: 250,
    ground: M.outside,
    keys: [
      { icon: (cx, cy) => rect(cx - 8, cy - 8, 8, 8, { fill: '#546d1b' }) + rect(cx, cy - 8, 8, 8, { fill: '#724728' }) + rect(cx - 8, cy, 8, 8, { fill: '#3aafd9' }) + rect(cx, cy, 8, 8, { fill: '#70b919' }), label: 'Lã ou concreto' },
      { icon: swatch(M.void), label: 'Bloco ainda vazio' },
    ],
    draw: ({ x, y }) => {
      const size = 32 * cell;
      const refX = x + 36;
      const wallX = x + 250;
      const top = y + 50;
      const parts = [caption(refX, y + 22, 'Imagem de referência'), caption(wallX, y + 22, 'A sua parede')];
      parts.push(cells(refX, top, 32, 32, cell, jabutiPixel, '#00000018'));
      for (let line8 = 8; line8 < 32; line8 += 8) {
        parts.push(line(refX + line8 * cell, top, refX + line8 * cell, top + size, { stroke: '#ffffff88', strokeWidth: 1 }), line(refX, top + line8 * cell, refX + size, top + line8 * cell, { stroke: '#ffffff88', strokeWidth: 1 }));
      }
      for (const mark of [1, 8, 16, 24, 32]) {
        parts.push(text(refX + (mark - 0.5) * cell, top - 6, String(mark), { size: 12, anchor: 'middle', fill: COLOURS.muted }));
        parts.push(text(refX - 5, top + (mark - 0.5) * cell + 4, String(mark), { size: 12, anchor: 'end', fill: COLOURS.muted }));
      }
      parts.push(rect(wallX, top, size, size, { fill: M.void }));
      parts.push(cells(wallX, top, 32, 32, cell, (column, row) => (row >= 16 || (row >= 12 && column < 20) ? jabutiPixel(column, row) : undefined), '#00000018'));
      parts.push(rect(wallX, top, size, size, { stroke: COLOURS.border, strokeWidth: 1.5 }));
      parts.push(label(wallX + size / 2, top + 40, 'lã e concreto,', { size: 12 }), label(wallX + size / 2, top + 56, '16 cores de cada', { size: 12 }));
      parts.push(dimension(wallX, top + size + 14, wallX + size, top + size + 14, '32 blocos'));
      parts.push(label(refX + size / 2, top + size + 28, '32 × 32 pixels', { size: 12, weight: 'bold' }));
      return parts;
    },
  });
}

const button: Icon = (cx, cy) => rect(cx - 7, cy - 7, 14, 14, { fill: M.stone, stroke: COLOURS.sunken, radius: 2 }) + rect(cx - 3.5, cy - 2.5, 7, 5, { fill: M.stoneDark, radius: 1 });
const lamp: Icon = (cx, cy) => rect(cx - 8, cy - 8, 16, 16, { fill: '#f7d67a', stroke: '#8a6a20', strokeWidth: 2, radius: 2 }) + rect(cx - 3, cy - 3, 6, 6, { fill: '#fff2c4' });
const REDSTONE = '#e23b3b';

function redstoneMap(): Picture {
  return arenaMap({
    name: 'arena-redstone',
    title: 'Áreas de teste do Desafio de Redstone',
    subtitle: 'Vista de cima · uma área por problema',
    description: 'Mapa das três áreas de teste de um participante do Desafio de Redstone, vistas de cima: em cada uma, a entrada (botões ou alavancas) e a saída (lâmpadas ou pistões) já estão colocadas, com o espaço livre entre elas para montar o circuito. A entrega é feita com /torneio entregar dentro da área.',
    mapHeight: 230,
    ground: M.outside,
    keys: [
      { icon: button, label: 'Entrada: botão ou alavanca' },
      { icon: lamp, label: 'Saída: lâmpada ou pistão' },
      { icon: (cx, cy) => rect(cx - 8, cy - 8, 16, 16, { stroke: COLOURS.muted, strokeWidth: 1.5, dash: '3 2', radius: 2 }), label: 'Espaço do seu circuito' },
      { icon: lineIcon(REDSTONE, 3), label: 'Circuito pronto' },
    ],
    draw: ({ x, y, h }) => {
      const parts: string[] = [];
      for (let area = 0; area < 3; area++) {
        const left = x + 8 + area * 144;
        const top = y + 34;
        const width = 136;
        const height = h - 78;
        parts.push(caption(left + width / 2, y + 22, `Problema ${area + 1}`, 'middle'));
        parts.push(rect(left, top, width, height, { fill: M.floor, stroke: M.floorLine, strokeWidth: 2, radius: 4 }));
        parts.push(rect(left + 30, top + 14, width - 60, height - 28, { stroke: COLOURS.muted, strokeWidth: 1.5, dash: '4 3', radius: 3 }));
        parts.push(button(left + 14, top + height / 2), lamp(left + width - 14, top + height / 2));
        if (area === 0) parts.push(polyline([[left + 22, top + height / 2], [left + 50, top + height / 2], [left + 50, top + 40], [left + 86, top + 40], [left + 86, top + height / 2], [left + width - 24, top + height / 2]], { stroke: REDSTONE, width: 3, join: 'round' }));
        parts.push(label(left + width / 2, top + height + 20, '/torneio entregar', { size: 12 }));
      }
      return parts;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// More daily events with an arena of their own.

const rocket: Icon = (cx, cy) => rect(cx - 2.5, cy - 7, 5, 10, { fill: '#d9d6dc', stroke: COLOURS.sunken, radius: 1.5 }) + polygon([[cx - 3, cy + 3], [cx + 3, cy + 3], [cx, cy + 9]], { fill: '#f0843c' });

function aneisMap(rings: number, rockets: string): Picture {
  const golden = [7, 14, 19];
  return arenaMap({
    name: 'arena-aneis-de-elytra',
    title: 'Circuito dos Anéis de Elytra',
    subtitle: `Vista de lado · ${rings} anéis, ${rockets} para o circuito`,
    description: `Vista de lado do circuito dos Anéis de Elytra: a largada do alto de uma torre e ${rings} anéis entre montanhas, um cânion e uma cachoeira. O próximo anel brilha em verde, e os anéis dourados, de impulso, empurram para a frente sem gastar foguete. Depois do anel 20, no cânion, não há anel dourado e a subida é longa.`,
    mapHeight: 280,
    ground: M.air,
    keys: [
      { icon: swatch(M.stone), label: 'Torre de largada' },
      { icon: ring(COLOURS.accent), label: 'Anel: perder soma tempo' },
      { icon: ring(COLOURS.leaf), label: 'O próximo anel (verde)' },
      { icon: ring(M.gold), label: 'Anel de impulso (dourado)' },
      { icon: rocket, label: 'Foguete na subida' },
      { icon: lineIcon(COLOURS.text, 2, '4 4'), label: 'Trajeto' },
    ],
    draw: ({ x, y, w, h }) => {
      const towerX = x + 40;
      const towerTop = y + 26;
      const ground = y + h - 30;
      const parts: string[] = [];
      const canyonLeft = x + 300;
      const canyonRight = x + 384;
      const cliff = y + 150;
      parts.push(polygon([[x, ground], [x + 140, ground], [x + 190, y + 196], [x + 232, ground - 6], [x + 268, y + 206], [canyonLeft, ground - 4], [canyonLeft + 4, y + h], [canyonRight, y + h], [canyonRight, cliff], [x + w, cliff], [x + w, y + h], [x, y + h]], { fill: M.grass, stroke: '#2d5634', width: 2, join: 'round' }));
      parts.push(rect(canyonLeft + 4, y + h - 12, canyonRight - canyonLeft - 4, 12, { fill: M.water }), rect(canyonRight - 6, cliff, 6, y + h - cliff, { fill: M.water }));
      parts.push(label((canyonLeft + canyonRight) / 2, y + h - 18, 'cânion', { size: 12, weight: 'bold' }), label(x + w - 6, cliff + 44, 'cachoeira', { size: 12, anchor: 'end' }));
      parts.push(rect(towerX, towerTop, 24, ground - towerTop, { fill: M.stone, stroke: M.stoneDark, strokeWidth: 1.5 }));
      const spots: Point[] = [];
      for (let index = 1; index <= rings; index++) {
        const rx = towerX + 44 + (index - 1) * ((x + w - 56 - towerX - 44) / (rings - 1));
        let ry: number;
        if (index <= 20) ry = towerTop + 18 + index * 5.4;
        else if (index <= 24) ry = towerTop + 126 + (index - 20) * 12;
        else ry = towerTop + 174 - (index - 24) * 14;
        spots.push([rx, ry]);
      }
      const finish: Point = [x + w - 22, cliff - 10];
      parts.push(polyline([[towerX + 24, towerTop + 4], ...spots, finish], { stroke: COLOURS.text, width: 1.8, dash: '4 4', join: 'round' }));
      spots.forEach(([rx, ry], index) => {
        const number = index + 1;
        const colour = number === 1 ? COLOURS.leaf : golden.includes(number) ? M.gold : COLOURS.accent;
        parts.push(ring(colour)(rx, ry));
        if (golden.includes(number)) parts.push(arrowPath(rx + 4, ry - 14, rx + 18, ry - 14, M.gold, 2));
        // Below its ring, a little to the left: above it, the 19th ring's push arrow runs.
        if (number === 20) parts.push(label(rx - 4, ry + 28, '20', { size: 12, weight: 'bold' }));
      });
      // The rockets of the climb, up and to the left of rings 25 and 28, in the open sky above the way: clear of "chegada" under the cliff's edge.
      for (const index of [25, 28]) parts.push(rocket(spots[index - 1]![0] - 9, spots[index - 1]![1] - 8));
      parts.push(label(x + 342, y + 226, 'sem anel dourado,', { size: 12 }), label(x + 342, y + 241, 'subida longa', { size: 12 }));
      parts.push(flag(COLOURS.leaf)(finish[0], finish[1]), label(x + w - 3, cliff + 20, 'chegada', { size: 12, weight: 'bold', anchor: 'end' }));
      parts.push(player()(towerX + 12, towerTop - 7));
      return parts;
    },
  });
}

const MUD = '#4f3522';
const HAY = '#e2c04a';
const PIG = '#f2a0b0';
/** The bridges' planks: much lighter than the dirt track, with a dark edge, on the map and in the legend alike. */
const BRIDGE = { fill: '#c9a36b', stroke: '#4a3220', strokeWidth: 1.5 } as const;

function porcoMap(laps: string): Picture {
  const width = 26;
  return arenaMap({
    name: 'arena-corrida-de-porco',
    title: 'Pista da Corrida de Porco',
    subtitle: `Vista de cima · terra, lama e pontes, ${laps} voltas`,
    description: `Mapa da pista da Corrida de Porco vista de cima: um circuito de terra com poças de lama e duas pontes estreitas sobre a água, e fardos de feno pelo caminho, que dão um item a quem passa por eles. São ${laps} voltas, montado num porco.`,
    mapHeight: 290,
    ground: M.grass,
    compass: true,
    keys: [
      { icon: swatch(M.dirt), label: 'Pista de terra' },
      { icon: swatch(MUD), label: 'Lama' },
      { icon: (cx, cy) => rect(cx - 8, cy - 8, 16, 16, { ...BRIDGE, radius: 3 }), label: 'Ponte' },
      { icon: (cx, cy) => rect(cx - 6, cy - 6, 12, 12, { fill: HAY, stroke: '#8a6a20', strokeWidth: 1.5, radius: 1 }), label: 'Fardo de feno: um item' },
      { icon: player(PIG), label: 'Porco na largada' },
      { icon: arrowIcon(), label: 'Sentido da corrida' },
    ],
    draw: ({ x, y }) => {
      const stream: Point[] = [];
      for (let step = 0; step <= 10; step++) stream.push([x + 150 + Math.sin(step * 0.8) * 8, y + (step * 290) / 10]);
      const parts = [polyline(stream, { stroke: M.water, width: 22 })];
      const track = new Track(
        ([[220, 250], [360, 250], [410, 214], [400, 150], [340, 128], [300, 90], [330, 50], [250, 36], [110, 40], [56, 80], [52, 200], [90, 250]] as const).map(([px, py]): Point => [x + px, y + py]),
      );
      parts.push(track.draw(M.dirt, width, '#5c4630'));
      // Where the track crosses the stream: two bridges, narrower than the track.
      for (const [bx, by] of [[150, 38], [150, 250]] as const) {
        parts.push(rect(x + bx - 14, y + by - 16, 28, 32, { fill: M.water }), rect(x + bx - 16, y + by - 9, 32, 18, BRIDGE));
      }
      for (const [from, to] of [[0.12, 0.15], [0.4, 0.44], [0.8, 0.83]] as const) parts.push(track.paint(from, to, MUD, width - 6));
      for (const t of [0.07, 0.3, 0.55, 0.7, 0.9]) {
        for (const lane of [-7, 7]) {
          const [hx, hy] = track.beside(t, lane);
          parts.push(rect(hx - 5, hy - 5, 10, 10, { fill: HAY, stroke: '#8a6a20', strokeWidth: 1.5, radius: 1 }));
        }
      }
      parts.push(track.across(0, width, { stroke: COLOURS.text, width: 4 }));
      for (let row = 1; row <= 2; row++) for (const lane of [-6, 6]) {
        const [px, py] = track.beside(1 - row * 0.018, lane);
        parts.push(player(PIG)(px, py));
      }
      const [ax, ay] = track.beside(0.05, 0);
      parts.push(arrowPath(ax - 14, ay, ax + 16, ay, COLOURS.accent, 2.5));
      parts.push(label(x + 150, y + 272, 'ponte', { size: 12, weight: 'bold' }));
      return parts;
    },
  });
}

function construcaoRapidaMap(time: string): Picture {
  const cell = 22;
  const log = '#6b4a2a';
  const planks = '#c49a5a';
  const glass = '#a9dce6';
  const model = (column: number, row: number): string => {
    const corner = (column === 0 || column === 6) && (row === 0 || row === 6);
    if (corner) return log;
    if (column === 0 || column === 6 || row === 0 || row === 6) return (column + row) % 3 === 0 ? glass : M.stone;
    return (column + row) % 2 === 0 ? planks : '#b08a50';
  };
  return arenaMap({
    name: 'arena-construcao-rapida',
    title: 'A plataforma da Construção Rápida',
    subtitle: `Vista de cima · copie o modelo em ${time}`,
    description: `Mapa da plataforma da Construção Rápida vista de cima: à esquerda, o modelo pronto; à direita, a plataforma de 7 por 7 blocos do jogador, com a cópia pela metade. Há ${time} para copiar, e o servidor confere bloco por bloco, inclusive a direção de escadas, lajes e troncos.`,
    mapHeight: 232,
    ground: M.outside,
    keys: [
      { icon: (cx, cy) => rect(cx - 8, cy - 8, 8, 8, { fill: log }) + rect(cx, cy - 8, 8, 8, { fill: planks }) + rect(cx - 8, cy, 8, 8, { fill: M.stone }) + rect(cx, cy, 8, 8, { fill: glass }), label: 'Blocos do modelo' },
      { icon: swatch(M.floor), label: 'Plataforma: falta copiar' },
    ],
    draw: ({ x, y }) => {
      const size = 7 * cell;
      const modelX = x + 40;
      const platformX = x + 250;
      const top = y + 40;
      const parts = [caption(modelX + size / 2, y + 24, 'O modelo', 'middle'), caption(platformX + size / 2, y + 24, 'A sua plataforma', 'middle')];
      parts.push(cells(modelX, top, 7, 7, cell, model));
      parts.push(cells(platformX, top, 7, 7, cell, (column, row) => (row >= 4 || (row === 3 && column < 3) ? model(column, row) : M.floor)));
      parts.push(arrowPath(modelX + size + 14, top + size / 2, platformX - 14, top + size / 2, COLOURS.accent, 3));
      parts.push(label((modelX + size + platformX) / 2, top + size / 2 - 12, 'copiar', { size: 12, weight: 'bold' }));
      parts.push(dimension(platformX, top + size + 14, platformX + size, top + size + 14, '7 blocos'));
      return parts;
    },
  });
}

function pescaDiarioMap(): Picture {
  return arenaMap({
    name: 'arena-pesca-diario',
    title: 'O píer do Concurso de Pesca',
    subtitle: 'Vista de cima · lugares marcados, separados por cercas',
    description: 'Mapa do lago da área de eventos, o do Concurso de Pesca diário, visto de cima: um píer que entra no lago, com lugares marcados e numerados dos dois lados, cada um separado do vizinho por uma cerca. Cada participante aparece no seu lugar.',
    mapHeight: 250,
    ground: M.grass,
    compass: true,
    keys: [
      { icon: swatch(M.water), label: 'Lago' },
      { icon: swatch(M.wood), label: 'Píer' },
      { icon: (cx, cy) => numbered(cx, cy, '1'), label: 'Lugar marcado' },
      { icon: lineIcon('#4a3220', 3), label: 'Cerca entre lugares' },
      { icon: player(), label: 'Pescador' },
    ],
    draw: ({ x, y, w, h }) => {
      const parts = [polygon([[x + 90, y + 10], [x + w - 20, y + 16], [x + w - 10, y + h - 20], [x + 80, y + h - 12], [x + 60, y + h / 2]], { fill: M.water, stroke: M.sand, width: 6, join: 'round' })];
      const pierTop = y + h / 2 - 28;
      const pierLeft = x + 20;
      const pierRight = x + 400;
      const middle = pierTop + 28;
      parts.push(rect(pierLeft, pierTop, pierRight - pierLeft, 56, { fill: M.wood, stroke: '#4a3220', strokeWidth: 2 }));
      const spots = 6;
      const first = x + 130;
      const step = (pierRight - first) / spots;
      for (let index = 0; index <= spots; index++) {
        const sx = first + index * step;
        for (const side of [-1, 1]) parts.push(line(sx, middle + side * 6, sx, middle + side * 40, { stroke: '#4a3220', strokeWidth: 3 }));
      }
      for (let index = 0; index < spots; index++) {
        const sx = first + index * step + step / 2;
        for (const side of [-1, 1]) {
          const number = side === -1 ? index + 1 : spots + index + 1;
          parts.push(numbered(sx, middle + side * 15, String(number)));
          if (index % 2 === 0) parts.push(player()(sx + 14, middle + side * 26));
        }
      }
      parts.push(label(x + 60, pierTop - 10, 'margem', { size: 12, weight: 'bold' }));
      return parts;
    },
  });
}

function mineracaoDiarioMap(): Picture {
  const stone = '#7a7483';
  return arenaMap({
    name: 'arena-mineracao-diario',
    title: 'A pedreira da Mineração Relâmpago',
    subtitle: 'Corte de lado · três andares ligados por escadas',
    description: 'Corte de lado da pedreira da Mineração Relâmpago: três andares ligados por escadas, e todos começam juntos no topo. Quanto mais fundo, mais escuro e mais minério raro: carvão e cobre no alto, diamantes no fundo. Só existem 6 esmeraldas na pedreira inteira. Não há lava nem água.',
    mapHeight: 270,
    ground: M.air,
    keys: [
      { icon: swatch(stone), label: 'Pedra' },
      { icon: spawn(), label: 'Início: todos no topo' },
      { icon: (cx, cy) => polyline([[cx - 8, cy + 6], [cx - 8, cy + 2], [cx - 3, cy + 2], [cx - 3, cy - 2], [cx + 2, cy - 2], [cx + 2, cy - 6], [cx + 8, cy - 6]], { stroke: COLOURS.text, width: 2 }), label: 'Escada entre andares' },
      { icon: (cx, cy) => rect(cx - 4, cy - 4, 8, 8, { fill: EMERALD, stroke: COLOURS.sunken }), label: 'Esmeralda: só 6' },
      { icon: (cx, cy) => rect(cx - 4, cy - 4, 8, 8, { fill: DIAMOND, stroke: COLOURS.sunken }), label: 'Diamante' },
      { icon: (cx, cy) => rect(cx - 8, cy - 3, 5, 5, { fill: ORES.carvao }) + rect(cx - 2, cy - 3, 5, 5, { fill: ORES.ferro }) + rect(cx + 4, cy - 3, 5, 5, { fill: ORES.ouro }), label: 'Outros minérios' },
    ],
    draw: ({ x, y, w, h }) => {
      const surface = y + 36;
      const floors = [y + 96, y + 166, y + 236];
      const lefts = [x + 40, x + 100, x + 160];
      const rights = [x + 400, x + 340, x + 280];
      const outline: Point[] = [[x, surface], [lefts[0]!, surface]];
      for (let level = 0; level < 3; level++) outline.push([lefts[level]!, level === 0 ? surface : floors[level - 1]!], [lefts[level]!, floors[level]!]);
      for (let level = 2; level >= 0; level--) outline.push([rights[level]!, floors[level]!], [rights[level]!, level === 0 ? surface : floors[level - 1]!]);
      outline.push([x + w, surface], [x + w, y + h], [x, y + h]);
      const parts = [polygon(outline, { fill: stone, stroke: M.stoneDark, width: 2 })];
      // Deeper is darker.
      for (const level of [1, 2]) parts.push(polygon([[lefts[level]!, floors[level - 1]!], [rights[level]!, floors[level - 1]!], [rights[level]!, floors[level]!], [lefts[level]!, floors[level]!]], { fill: '#000000', opacity: level * 0.2 }));
      // The bottom floor is narrow: its name goes right of the stairs that come down into it.
      for (let level = 0; level < 3; level++) parts.push(label((lefts[level]! + rights[level]!) / 2 + (level === 2 ? 20 : 0), floors[level]! - 10, `${level + 1}º andar`, { size: 12, weight: 'bold' }));
      for (const level of [1, 2]) {
        const steps: Point[] = [];
        for (let step = 0; step < 5; step++) {
          const sx = lefts[level]! + step * 8;
          const sy = floors[level - 1]! + step * ((floors[level]! - floors[level - 1]!) / 5);
          steps.push([sx, sy], [sx, sy + (floors[level]! - floors[level - 1]!) / 5]);
        }
        parts.push(polyline(steps, { stroke: COLOURS.text, width: 2 }));
      }
      const ore = (colour: string, spots: readonly Point[]) => spots.forEach(([ox, oy]) => parts.push(rect(x + ox, y + oy, 7, 7, { fill: colour, stroke: COLOURS.sunken })));
      ore(ORES.carvao, [[14, 58], [420, 80], [60, 110]]);
      ore(ORES.cobre, [[24, 84], [428, 54], [372, 112]]);
      ore(ORES.ferro, [[70, 140], [360, 150], [124, 204]]);
      ore(ORES.redstone, [[84, 182], [352, 190]]);
      ore(ORES.lapis, [[316, 206], [40, 196]]);
      ore(ORES.ouro, [[140, 232], [300, 244], [110, 256]]);
      ore(DIAMOND, [[150, 252], [290, 260], [206, 252], [240, 256]]);
      ore(EMERALD, [[30, 124], [410, 134], [96, 224], [330, 226], [182, 258], [60, 244]]);
      parts.push(spawn()(x + 20, surface - 10), label(x + 34, surface - 6, 'todos começam aqui', { size: 12, anchor: 'start' }));
      return parts;
    },
  });
}

const blueTorch: Icon = (cx, cy) => circle(cx, cy, 9, { fill: '#5aa0ff33' }) + rect(cx - 1.5, cy - 1, 3, 8, { fill: M.wood }) + circle(cx, cy - 3, 3.5, { fill: '#7fb6ff', stroke: '#2f5fb0' });

function cacaMobsMap(): Picture {
  return arenaMap({
    name: 'arena-caca-aos-mobs',
    title: 'A Floresta Sombria da Caça aos Mobs',
    subtitle: 'Vista de cima · arena escura cheia de criaturas',
    description: 'Mapa da arena da Floresta Sombria, da Caça aos Mobs, vista de cima: árvores escuras em volta de uma clareira no centro, onde quem morre volta e onde os mobs não nascem. Quatro tochas azuis ficam espalhadas pela arena, e o zumbi dourado de cada leva nasce sempre perto de uma delas.',
    mapHeight: 300,
    ground: '#22301f',
    compass: true,
    keys: [
      { icon: tree, label: 'Árvore' },
      { icon: swatch(M.grass), label: 'Centro: renasce aqui' },
      { icon: blueTorch, label: 'Tocha azul' },
      { icon: monster, label: 'Mob' },
      { icon: (cx, cy) => monster(cx, cy) + rect(cx - 6, cy - 6, 12, 3, { fill: M.gold }), label: 'Zumbi dourado' },
      { icon: player(), label: 'Caçador' },
    ],
    draw: ({ x, y, w, h }) => {
      const cx = x + w / 2;
      const cy = y + h / 2;
      const next = random(17);
      const parts: string[] = [];
      for (let index = 0; index < 70; index++) {
        const tx = x + 10 + next() * (w - 20);
        const ty = y + 10 + next() * (h - 20);
        if (Math.hypot(tx - cx, ty - cy) < 62 || (tx > x + w - 50 && ty < y + 50)) continue;
        parts.push(tree(tx, ty));
      }
      parts.push(circle(cx, cy, 48, { fill: M.grass, stroke: '#2d5634', strokeWidth: 2 }), spawn()(cx, cy));
      parts.push(label(cx, cy + 26, 'sem mobs', { size: 12, weight: 'bold' }));
      const torches: Point[] = [[x + 70, y + 60], [x + w - 80, y + 80], [x + 90, y + h - 60], [x + w - 70, y + h - 56]];
      for (const [tx, ty] of torches) parts.push(circle(tx, ty, 14, { fill: '#22301f' }), blueTorch(tx, ty));
      for (const [mx, my] of [[150, 60], [300, 40], [60, 160], [370, 180], [250, 250], [140, 220], [320, 120], [200, 40]] as const) parts.push(circle(x + mx, y + my, 10, { fill: '#22301f' }), monster(x + mx, y + my));
      parts.push(circle(x + w - 98, y + h - 50, 10, { fill: '#22301f' }), monster(x + w - 98, y + h - 50), rect(x + w - 104, y + h - 56, 12, 3, { fill: M.gold }));
      for (const [px, py] of [[170, 130], [280, 190], [110, 110]] as const) parts.push(player()(x + px, y + py));
      return parts;
    },
  });
}

export function arenaPictures(): Picture[] {
  const daily = readData<{ diario: Record<string, Record<string, string>> }>('eventos').diario;
  const event = (name: string, field: string): string => {
    const value = daily[name]?.[field];
    if (value === undefined) throw new Error(`content/data/eventos.yml: no diario.${name}.${field}`);
    return value;
  };
  return [
    sumoMap('torneio'),
    sumoMap('diario'),
    spleefMap('torneio'),
    spleefMap('diario'),
    boxeMap(),
    machadoMap(),
    espadaMap(),
    arcoMap(),
    capturaMap(),
    camasMap(),
    skywarsMap(),
    queimadaMap(),
    tridenteMap(),
    uhcMap(),
    barcoTorneioMap(),
    barcoDiarioMap(event('barco', 'voltas')),
    cavaloMap(),
    parkourMap('torneio'),
    parkourMap('diario'),
    elytraMap(),
    dropperMap('torneio', 5),
    dropperMap('diario', Number(event('dropper', 'fases'))),
    layersMap('tnt-run', 3),
    layersMap('chao', Number(event('chao', 'camadas'))),
    coresMap(),
    colinaMap(),
    mataMataMap(),
    tiroMap(event('tiro', 'flechas')),
    batataMap(),
    colheitaMap(),
    construcaoMap(),
    culinariaMap(),
    dancaMap(),
    labirintoMap(),
    mineracaoMap(),
    ondasMap(),
    pescaMap(),
    pixelArtMap(),
    redstoneMap(),
    aneisMap(Number(event('elytra', 'aneis')), event('elytra', 'foguetes')),
    porcoMap(event('porco', 'voltas')),
    construcaoRapidaMap(event('construcao', 'tempoModelo')),
    pescaDiarioMap(),
    mineracaoDiarioMap(),
    cacaMobsMap(),
  ];
}
