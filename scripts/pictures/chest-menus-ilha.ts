/**
 * The island's menus of the Skyblock, opened as chests: /ilha protecoes ("um menu com um item por
 * opção", says its page) and /ilha permissoes (a permission turns green or red with a click). Under
 * each option, a pane of stained glass says its state, as such menus do in the game.
 */
import { chestMenuPicture, type ChestItem, type LegendEntry } from './chest-menu.ts';
import { cell, pageTable } from './page-tables.ts';
import { COLOURS, type Picture } from './svg.ts';

const ON = COLOURS.leaf;
const OFF = '#e07070';
const OWNER = '#b7abc2';

function itemFor(items: Readonly<Record<string, string>>, option: string, page: string): string {
  const id = items[option];
  if (!id) throw new Error(`chest-menus-ilha.ts: no item for the option "${option}" of ${page}`);
  return id;
}

/** Options in rows of up to `perRow` slots, centred, each with its pane right under it. */
function optionsWithPanes(options: readonly { id: string; pane: string }[], firstRow: number, perRow: number): ChestItem[] {
  return options.flatMap((option, index) => {
    const row = firstRow + Math.floor(index / perRow) * 2;
    const inRow = Math.min(perRow, options.length - Math.floor(index / perRow) * perRow);
    const column = Math.floor((9 - inRow) / 2) + (index % perRow);
    return [
      { id: option.id, column, row },
      { id: option.pane, column, row: row + 1 },
    ];
  });
}

const PROTECTION_ITEMS: Readonly<Record<string, string>> = {
  'Portas e alçapões': 'oak_door',
  'Botões e alavancas': 'lever',
  'Pegar itens': 'hopper',
  'Sentar e montar': 'saddle',
  PvP: 'diamond_sword',
  'Dano a visitantes': 'bone',
  Explosões: 'tnt',
  'Estragos de criaturas': 'ender_pearl',
  Fogo: 'fire_charge',
  'Pisotear plantações': 'wheat',
};

function ilhaProtecoes(): Picture {
  const page = 'wiki/skyblock/ilha/protecoes.md';
  const options = pageTable(page, '## Opções de proteção').map((row) => ({ name: cell(row, 0), detail: cell(row, 1), on: cell(row, 2) === 'Ligado', id: itemFor(PROTECTION_ITEMS, cell(row, 0), page) }));
  const state = (on: boolean) => (on ? 'Ligado' : 'Desligado');
  const on = options.filter((option) => option.on).map((option) => option.name);
  const off = options.filter((option) => !option.on).map((option) => option.name);
  return chestMenuPicture({
    name: 'menu-ilha-protecoes',
    heading: 'Menu /ilha protecoes',
    note: 'Como vem numa ilha nova; clique num item para ligar ou desligar',
    chestTitle: 'Proteções da ilha',
    rows: 4,
    items: optionsWithPanes(options.map((option) => ({ id: option.id, pane: option.on ? 'lime_stained_glass_pane' : 'red_stained_glass_pane' })), 0, 5),
    legend: options.map((option): LegendEntry => ({ id: option.id, label: option.name, detail: option.detail, pill: { label: state(option.on), colour: option.on ? ON : OFF } })),
    footer: ['Vidro verde embaixo do item: ligado; vermelho: desligado.'],
    title: 'Menu de proteções da ilha',
    description: `Menu de baú de /ilha protecoes com ${options.length} opções, cada uma com um vidro verde (ligada) ou vermelho (desligada) embaixo, no estado de uma ilha nova. Ligadas: ${on.join(', ')}. Desligadas: ${off.join(', ')}.`,
  });
}

const PERMISSION_ITEMS: readonly (readonly [RegExp, string])[] = [
  [/^Colocar e quebrar blocos/, 'cobblestone'],
  [/^Usar portas/, 'oak_door'],
  [/^Abrir baús/, 'chest'],
  [/^Coletar e abastecer/, 'hopper'],
  [/^Comprar e vender fábricas/, 'gold_ingot'],
  [/spawners/, 'spawner'],
  [/^Comprar melhorias/, 'nether_star'],
  [/^Convidar/, 'player_head'],
  [/home/, 'compass'],
  [/proteções/, 'iron_bars'],
  [/^Resetar/, 'tnt'],
];

const ROLES = [
  ['Moderador', 'diamond_sword'],
  ['Membro', 'player_head'],
  ['Confiável', 'book'],
] as const;

function ilhaPermissoes(): Picture {
  const page = 'wiki/skyblock/ilha/permissoes.md';
  const role = 2; // the Membro column, the tab the picture opens
  const permissions = pageTable(page, '## Permissões padrão').map((row) => {
    const name = cell(row, 0);
    const id = PERMISSION_ITEMS.find(([pattern]) => pattern.test(name))?.[1];
    if (!id) throw new Error(`chest-menus-ilha.ts: no item for the permission "${name}" of ${page}`);
    return { name, id, allowed: cell(row, role) === 'Sim', ownerOnly: row.slice(1).every((value) => value === 'Não') };
  });
  const pane = (p: (typeof permissions)[number]) => (p.ownerOnly ? 'gray_stained_glass_pane' : p.allowed ? 'lime_stained_glass_pane' : 'red_stained_glass_pane');
  const pill = (p: (typeof permissions)[number]) => (p.ownerOnly ? { label: 'Só o dono', colour: OWNER } : p.allowed ? { label: 'Liberado', colour: ON } : { label: 'Bloqueado', colour: OFF });
  const allowed = permissions.filter((p) => p.allowed).map((p) => p.name.toLowerCase());
  return chestMenuPicture({
    name: 'menu-ilha-permissoes',
    heading: 'Menu /ilha permissoes',
    note: 'Escolha o cargo na linha de cima e clique numa permissão para alternar',
    chestTitle: 'Permissões: Membro',
    rows: 6,
    items: [...ROLES.map(([, id], index) => ({ id, column: 3 + index, row: 0, selected: index === role - 1 })), ...optionsWithPanes(permissions.map((p) => ({ id: p.id, pane: pane(p) })), 2, 6)],
    legend: [
      ...ROLES.map(([name, id], index): LegendEntry => ({ id, label: `Cargo ${name}${index === role - 1 ? ' (aberto)' : ''}` })),
      ...permissions.map((p): LegendEntry => ({ id: p.id, label: p.name, pill: pill(p) })),
    ],
    footer: ['Vidro verde: liberado; vermelho: bloqueado; cinza: só o dono.'],
    title: 'Menu de permissões da ilha',
    description: `Menu de baú de /ilha permissoes com os cargos Moderador, Membro e Confiável na linha de cima; no cargo Membro, cada permissão com um vidro verde (liberado) ou vermelho (bloqueado) embaixo. Liberadas: ${allowed.join('; ')}. As outras estão bloqueadas, e resetar, apagar ou transferir a ilha é só do dono (vidro cinza).`,
  });
}

export function islandMenuPictures(): Picture[] {
  return [ilhaProtecoes(), ilhaPermissoes()];
}
