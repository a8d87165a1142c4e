/**
 * The server's menus that open as a chest on Java (their page says so, or the command opens a
 * menu of the game): the armor stand editor, /perfil config and /conta proteger. Options, values
 * and commands come from the tables of the pages they illustrate; the items in the slots are ours.
 */
import { chestMenuPicture, type LegendEntry } from './chest-menu.ts';
import { readData } from './data.ts';
import { cell, pageTable } from './page-tables.ts';
import { COLOURS, type Picture } from './svg.ts';

const ON = COLOURS.leaf;
const OFF = '#e07070';

/** The item a menu shows for each option: the page names the option, the item is our choice. */
function itemFor(items: Readonly<Record<string, string>>, option: string, page: string): string {
  const id = items[option];
  if (!id) throw new Error(`chest-menus.ts: no item for the option "${option}" of ${page}`);
  return id;
}

const STAND_ITEMS: Readonly<Record<string, string>> = {
  Braços: 'stick',
  Base: 'smooth_stone_slab',
  Tamanho: 'armor_stand',
  'Poses prontas': 'book',
  'Ajuste fino': 'feather',
  Rotação: 'compass',
  'Copiar e colar': 'paper',
};

function suporteMenu(): Picture {
  const page = 'wiki/survival/melhorias/armor-stand.md';
  const options = pageTable(page, '## O que dá para mudar').map((row) => ({ name: cell(row, 0), detail: cell(row, 1), id: itemFor(STAND_ITEMS, cell(row, 0), page) }));
  const { comando } = readData<{ suporte: { comando: string } }>('melhorias').suporte;
  const firstColumn = Math.floor((9 - options.length) / 2);
  return chestMenuPicture({
    name: 'menu-suporte-armadura',
    heading: 'Editor de suportes de armaduras',
    note: `Agache e clique no suporte com a mão vazia, ou use ${comando}`,
    chestTitle: 'Editor de suporte',
    rows: 3,
    items: options.map((option, index) => ({ id: option.id, column: firstColumn + index, row: 1 })),
    legend: options.map((option): LegendEntry => ({ id: option.id, label: option.name, detail: option.detail })),
    footer: ['Java: um menu de baú; o botão esquerdo aumenta o ângulo e o direito diminui.', 'Bedrock: o editor abre como formulário, com botões e controles deslizantes.'],
    title: 'Menu do editor de suportes de armaduras',
    description: `O editor de suportes no Java, um menu de baú com ${options.length} opções na linha do meio: ${options.map((o) => `${o.name} (${o.detail.charAt(0).toLowerCase()}${o.detail.slice(1)})`).join('; ')}. O botão esquerdo aumenta o ângulo e o direito diminui; no Bedrock, o editor é um formulário.`,
  });
}

const PROFILE_ITEMS: Readonly<Record<string, string>> = {
  'Pedidos de teleporte': 'ender_pearl',
  'Mensagens privadas': 'paper',
  'Perfil visível': 'player_head',
  'Esconder minhas partidas': 'diamond_sword',
  'Tag de Apoiador': 'name_tag',
  'Mensagem de entrada': 'oak_sign',
};

const PROFILE_TABS = [
  ['Privacidade', 'iron_bars'],
  ['Avisos e chat', 'book'],
  ['Melhorias', 'nether_star'],
] as const;

function perfilConfig(): Picture {
  const page = 'wiki/survival/perfil/config.md';
  const options = pageTable(page, '## Privacidade').map((row) => ({ name: cell(row, 0), values: cell(row, 1), current: cell(row, 2), id: itemFor(PROFILE_ITEMS, cell(row, 0), page) }));
  const columns = [1, 2, 3, 5, 6, 7];
  if (options.length > columns.length) throw new Error(`chest-menus.ts: ${page} has ${options.length} privacy options, the picture has room for ${columns.length}`);
  return chestMenuPicture({
    name: 'menu-perfil-config',
    heading: 'Menu /perfil config',
    note: 'Aba Privacidade, com os valores padrão; um clique muda a opção',
    chestTitle: 'Configurações: Privacidade',
    rows: 3,
    items: [...PROFILE_TABS.map(([, id], index) => ({ id, column: 3 + index, row: 0, selected: index === 0 })), ...options.map((option, index) => ({ id: option.id, column: columns[index]!, row: 2 }))],
    legend: [
      ...PROFILE_TABS.map(([tab, id], index): LegendEntry => ({ id, label: `Aba ${tab}${index === 0 ? ' (aberta)' : ''}` })),
      ...options.map((option): LegendEntry => ({ id: option.id, label: option.name, detail: option.values, pill: { label: option.current, colour: COLOURS.info } })),
    ],
    footer: ['No Bedrock, o mesmo menu aparece como formulário com botões.'],
    title: 'Menu de configurações do perfil',
    description: `Menu de baú de /perfil config com as abas Privacidade (aberta), Avisos e chat e Melhorias na linha de cima. Na aba Privacidade, cada opção com os valores possíveis e o padrão: ${options.map((o) => `${o.name} (${o.values.replace(/ · /g, ', ')}; padrão ${o.current})`).join('; ')}.`,
  });
}

const LAYERS: Readonly<Record<string, { command: string; id: string; on: boolean }>> = {
  'Senha do servidor': { command: '/conta senha', id: 'tripwire_hook', on: true },
  'Confirmação pelo Discord (2FA)': { command: '/conta 2fa', id: 'paper', on: true },
  'Trava por IP': { command: '/conta ip travar', id: 'iron_bars', on: false },
};

function contaProteger(): Picture {
  const page = 'wiki/survival/conta/proteger.md';
  const layers = pageTable(page, '## As três camadas').map((row) => {
    const layer = LAYERS[cell(row, 0)];
    if (!layer) throw new Error(`chest-menus.ts: no command for the layer "${cell(row, 0)}" of ${page}`);
    return { name: cell(row, 0), when: cell(row, 1), ...layer };
  });
  const state = (on: boolean) => (on ? 'Ligada' : 'Desligada');
  return chestMenuPicture({
    name: 'menu-conta-proteger',
    heading: 'Menu /conta proteger',
    note: 'Exemplo: senha e 2FA ligados, trava por IP desligada',
    chestTitle: 'Proteção da conta',
    rows: 3,
    items: layers.flatMap((layer, index) => [
      { id: layer.id, column: 2 + index * 2, row: 0 },
      { id: layer.on ? 'lime_stained_glass_pane' : 'red_stained_glass_pane', column: 2 + index * 2, row: 1 },
    ]),
    legend: [
      ...layers.map((layer): LegendEntry => ({ id: layer.id, label: layer.name, detail: `${layer.when}. Liga com ${layer.command}`, pill: { label: state(layer.on), colour: layer.on ? ON : OFF } })),
      { id: 'lime_stained_glass_pane', label: 'Vidro verde: camada ligada' },
      { id: 'red_stained_glass_pane', label: 'Vidro vermelho: desligada' },
    ],
    title: 'Menu de proteção da conta',
    description: `Menu de baú de /conta proteger com as três camadas e, embaixo de cada uma, um vidro verde (ligada) ou vermelho (desligada), num exemplo: ${layers.map((l) => `${l.name} (${state(l.on).toLowerCase()}; liga com ${l.command})`).join('; ')}.`,
  });
}

interface SlojaItem {
  nome: string;
  qtd: string;
  compra: string;
  venda: string;
}

/** The ores of the server shop's menu, in their slots' order: the key in economia.yml and the item. */
const ORES: readonly (readonly [string, string])[] = [
  ['carvao', 'coal'],
  ['ferro', 'iron_ingot'],
  ['ouro', 'gold_ingot'],
  ['redstone', 'redstone'],
  ['lapis', 'lapis_lazuli'],
  ['diamante', 'diamond'],
  ['esmeralda', 'emerald'],
];

function slojaMenu(): Picture {
  const { itens } = readData<{ sloja: { itens: Record<string, SlojaItem> } }>('economia').sloja;
  const ores = ORES.map(([key, id]) => {
    const item = itens[key];
    if (!item) throw new Error(`economia.yml: sloja.itens has no "${key}"`);
    return { id, ...item };
  });
  /** "Você compra: 80 coins · vende: 24 coins"; a price the shop does not take reads "a loja não vende". */
  const prices = (buy: string, sell: string) => (buy.startsWith('não') ? `A loja ${buy} · você vende: ${sell}` : sell.startsWith('não') ? `Você compra: ${buy} · a loja ${sell}` : `Você compra: ${buy} · vende: ${sell}`);
  return chestMenuPicture({
    name: 'menu-sloja',
    heading: 'Loja do servidor: Minérios',
    note: 'Aberto com clique direito no vendedor, em /warp loja',
    chestTitle: 'Minérios',
    rows: 3,
    items: [...ores.map((ore, index) => ({ id: ore.id, column: 1 + index, row: 0 })), { id: 'chest', column: 8, row: 2 }],
    legend: [
      ...ores.map((ore): LegendEntry => ({ id: ore.id, label: `${ore.nome} ×${ore.qtd}`, detail: prices(ore.compra, ore.venda) })),
      { id: 'chest', label: 'Vender inventário', detail: 'No canto de baixo: vende tudo o que a loja aceita' },
    ],
    footer: ['Clique esquerdo: compra a quantidade da lista.', 'Clique direito: vende essa quantidade.', 'Shift + clique direito: vende tudo daquele item.'],
    title: 'Menu de Minérios da loja do servidor',
    description: `Menu de baú de 9 colunas com os minérios da loja do servidor na primeira linha e, no canto de baixo, o botão Vender inventário. Preços: ${ores.map((o) => `${o.nome} (${o.qtd}): compra ${o.compra}, venda ${o.venda}`).join('; ')}. Clique esquerdo compra, clique direito vende, Shift + clique direito vende tudo daquele item.`,
  });
}

interface Kit {
  nome?: string;
  comando: string;
  espera?: string;
  limite?: string;
  survival?: string;
  skyblock?: string;
}

/** The /kit menu of a player with the Premium VIP who took the daily kit 20 minutes ago. */
function kitsMenu(mode: 'survival' | 'skyblock'): Picture {
  const kits = readData<Record<string, Kit>>('kits');
  const vip = readData<Record<string, { nome: string; kit: string }>>('vip');
  const tool = readData<{ protecao: { ferramenta: string } }>('servidor').protecao.ferramenta;
  const [inicial, diario, premium] = [kits['inicial']!, kits['diario']!, kits['premium']!];
  const premiumVip = vip['premium']!;
  const modeName = mode === 'survival' ? 'Survival' : 'Skyblock';
  const contents = `${inicial[mode]}${mode === 'survival' ? `, além da ${tool}` : ''}`;
  // The daily kit was taken 20 minutes ago: the time left is the whole wait less those 20 minutes.
  const hours = /^(\d+) horas$/.exec(diario.espera ?? '');
  if (!hours) throw new Error(`kits.diario.espera is "${diario.espera}", not "N horas": the /kit menu cannot say how long is left`);
  const waiting = `Faltam ${Number(hours[1]) - 1} h 40 min`;
  const shown = [
    { name: inicial.nome!, id: 'chest', ready: true, detail: `${inicial.limite}: ${contents}` },
    { name: diario.nome!, id: 'bread', ready: false, detail: `A cada ${diario.espera}: ${diario[mode]}` },
    { name: premiumVip.nome, id: 'nether_star', ready: true, detail: `A cada ${premium.espera}: ${premium[mode] ?? premiumVip.kit}` },
  ];
  return chestMenuPicture({
    name: `menu-kits-${mode}`,
    heading: `Menu /kit no ${modeName}`,
    note: `Exemplo: jogador com VIP ${premiumVip.nome} que pegou o kit diário há 20 minutos`,
    chestTitle: 'Kits',
    rows: 3,
    items: shown.flatMap((kit, index) => [
      { id: kit.id, column: 2 + index * 2, row: 0, selected: index === 0 },
      { id: kit.ready ? 'lime_stained_glass_pane' : 'red_stained_glass_pane', column: 2 + index * 2, row: 1 },
    ]),
    legend: shown.map((kit): LegendEntry => ({ id: kit.id, label: `Kit ${kit.name}`, detail: kit.detail.charAt(0).toUpperCase() + kit.detail.slice(1), pill: kit.ready ? { label: 'Disponível', colour: ON } : { label: waiting, colour: COLOURS.warning } })),
    footer: ['Passe o mouse (ou toque) num kit para ver o que ele traz; verde embaixo: disponível.'],
    title: `Menu de kits do ${modeName}`,
    description: `Menu de baú de ${inicial.comando.split(' ')[0]} de um jogador com VIP ${premiumVip.nome}: kit ${inicial.nome} disponível, kit ${diario.nome} em espera (${waiting.toLowerCase()}, a espera é de ${diario.espera}) e kit ${premiumVip.nome} disponível (a cada ${premium.espera}). O kit ${inicial.nome} traz: ${contents}.`,
  });
}

export function chestMenuPictures(): Picture[] {
  return [slojaMenu(), suporteMenu(), kitsMenu('survival'), kitsMenu('skyblock'), perfilConfig(), contaProteger()];
}
