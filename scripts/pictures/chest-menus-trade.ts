/**
 * Buying in the Survival's chest menus: a player shop's menu (/ploja, clicking its sign) and an
 * auction listing (/leilao). Prices come from content/data/economia.yml and the server's currency.
 */
import { chestMenuPicture, type LegendEntry } from './chest-menu.ts';
import { readData } from './data.ts';
import { brazilian, COLOURS, type Picture } from './svg.ts';

interface Leilao {
  duracao: string;
  lanceMinimo: string;
  prorrogacao: string;
}

function coins(): string {
  return readData<{ moedas: { jogo: string } }>('servidor').moedas.jogo;
}

function plojaMenu(): Picture {
  const currency = coins();
  const price = 12;
  const amounts = [1, 16, 64];
  const cost = (amount: number) => `${brazilian(amount * price)} ${currency}`;
  return chestMenuPicture({
    name: 'menu-ploja-compra',
    heading: 'Comprar numa loja de jogador',
    note: 'Clique com o botão direito na placa e escolha a quantidade',
    chestTitle: 'Loja de SeuNick',
    rows: 3,
    items: [{ id: 'iron_ingot', column: 4, row: 0, selected: true }, ...amounts.map((amount, index) => ({ id: 'iron_ingot', column: 2 + index, row: 2, count: amount })), { id: 'oak_sign', column: 6, row: 2 }],
    legend: [
      { id: 'iron_ingot', label: 'Lingote de ferro', detail: `${price} ${currency} cada · estoque: 128. Passe o mouse no item: encantamentos e durabilidade`, pill: { label: `${price} ${currency}`, colour: COLOURS.warning } },
      ...amounts.map((amount): LegendEntry => ({ id: 'iron_ingot', label: `Levar ${amount}`, pill: { label: cost(amount), colour: COLOURS.warning } })),
      { id: 'oak_sign', label: 'Outra quantidade', detail: 'Digite quantas unidades quer' },
    ],
    footer: ['O dinheiro vai para o dono e o item sai do estoque do baú.'],
    title: 'Menu de compra de uma loja de jogador',
    description: `Menu de baú da loja de SeuNick: o item no alto (Lingote de ferro, ${price} ${currency} cada, estoque 128; passar o mouse nele mostra encantamentos e durabilidade) e, embaixo, os botões Levar 1 (${cost(1)}), Levar 16 (${cost(16)}), Levar 64 (${cost(64)}) e Outra quantidade.`,
  });
}

function leilaoMenu(): Picture {
  const leilao = readData<{ leilao: Leilao }>('economia').leilao;
  const currency = coins();
  const current = 2000;
  const buyNow = 10000;
  const step = Number(/^\d+/.exec(leilao.lanceMinimo)?.[0]);
  if (!Number.isFinite(step)) throw new Error(`economia.yml: leilao.lanceMinimo "${leilao.lanceMinimo}" does not start with a number`);
  const next = Math.ceil((current * (100 + step)) / 100);
  const money = (value: number) => `${brazilian(value)} ${currency}`;
  return chestMenuPicture({
    name: 'menu-leilao',
    heading: 'Um anúncio aberto no /leilao',
    note: 'Exemplo: /leilao vender 2k 10k, já com um lance',
    chestTitle: 'Leilão: Livro encantado',
    rows: 3,
    items: [
      { id: 'book', column: 4, row: 0, selected: true },
      { id: 'gold_ingot', column: 2, row: 2 },
      { id: 'emerald', column: 6, row: 2 },
    ],
    legend: [
      { id: 'book', label: 'Livro encantado', detail: `Vendedor: Tatu_Bola. Termina em 18 h 40 min (anúncios duram ${leilao.duracao})` },
      { id: 'gold_ingot', label: 'Dar lance', detail: `Lance atual: ${money(current)}; o mínimo é ${leilao.lanceMinimo}`, pill: { label: `mín. ${money(next)}`, colour: COLOURS.warning } },
      { id: 'emerald', label: 'Comprar na hora', detail: 'O preço de compre já leva o item', pill: { label: money(buyNow), colour: COLOURS.info } },
    ],
    footer: ['O valor do lance fica reservado do seu saldo até alguém cobrir.', `Lance nos últimos ${leilao.prorrogacao} prorroga o fim em mais ${leilao.prorrogacao}.`],
    title: 'Anúncio aberto no menu do leilão',
    description: `Um anúncio no menu de baú de /leilao: livro encantado com lance atual de ${money(current)} e compre já de ${money(buyNow)}, terminando em 18 h 40 min. Botões Dar lance (mínimo ${money(next)}, ${leilao.lanceMinimo}) e Comprar na hora (${money(buyNow)}).`,
  });
}

export function tradeMenuPictures(): Picture[] {
  return [plojaMenu(), leilaoMenu()];
}
