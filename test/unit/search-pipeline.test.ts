import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldAccents } from '../../src/search/fold-accents.ts';
import { analyse, analyseWord, words } from '../../src/search/pipeline.ts';
import { STOP_WORDS } from '../../src/search/stop-words.ts';

test('plural and singular forms share a term', () => {
  assert.deepEqual(analyse('jogador jogadores'), ['jogador', 'jogador']);
  assert.deepEqual(analyse('terreno terrenos'), ['terren', 'terren']);
  assert.deepEqual(analyse('encantamento encantamentos'), ['encant', 'encant']);
  assert.deepEqual(analyse('árvore árvores'), ['arvor', 'arvor']);
});

test('plurals of the nasal endings -ão and -ã share a term with their singular, typed with or without accents', () => {
  const groups = [
    ['missão', 'missões', 'missao', 'missoes'],
    ['mão', 'mãos'],
    ['pão', 'pães'],
    ['capitão', 'capitães'],
    ['clã', 'clãs'],
    ['maçã', 'maçãs'],
  ];
  for (const [singular, ...others] of groups) {
    for (const other of others) assert.equal(analyseWord(other!), analyseWord(singular!), `${other} / ${singular}`);
  }
  assert.notEqual(analyseWord('missão'), analyseWord('missa'), 'a word that only looks like one keeps its own term');
});

test('verb forms share a term with their infinitive', () => {
  assert.deepEqual(analyse('comprar comprando compraram'), ['compr', 'compr', 'compr']);
  assert.deepEqual(analyse('proteger protegido'), ['proteg', 'proteg']);
  assert.deepEqual(analyse('jogar jogando jogou'), ['jog', 'jog', 'jog']);
});

test('accents are folded after stemming, so a word typed without them finds the same term', () => {
  assert.deepEqual(analyse('missões missoes'), ['missa', 'missa']);
  assert.deepEqual(analyse('proteção protecao'), ['proteca', 'proteca']);
  assert.deepEqual(analyse('minérios minerios'), ['mineri', 'mineri']);
  assert.deepEqual(analyse('diárias diarias'), ['diar', 'diar']);
});

test('words are lower-cased', () => {
  assert.deepEqual(analyse('Missões DIÁRIAS'), ['missa', 'diar']);
});

test('stop words are dropped, with or without their accents', () => {
  assert.deepEqual(analyse('a loja de kits para os jogadores que não têm VIP'), ['loj', 'kits', 'jogador', 'vip']);
  assert.deepEqual(analyse('nao voce esta sao as nos'), []);
  assert.deepEqual(analyse('é está são às nós'), []);
  assert.equal(analyseWord('com'), undefined);
});

test('the stop list is a reasonable Portuguese one, kept folded', () => {
  assert.ok(STOP_WORDS.size >= 140 && STOP_WORDS.size <= 200, `${STOP_WORDS.size} stop words`);
  for (const word of ['de', 'da', 'do', 'que', 'para', 'com', 'uma', 'os', 'as', 'nao', 'voce']) assert.ok(STOP_WORDS.has(word), word);
  for (const word of STOP_WORDS) assert.equal(word, foldAccents(word));
});

test('commands are found by their name: the slash separates words', () => {
  assert.deepEqual(analyse('/warp loja'), ['warp', 'loj']);
  assert.deepEqual(analyse('Digite `/sethome base`.'), ['digit', 'sethom', 'bas']);
});

test('hyphens, dots and apostrophes separate words; digits are kept', () => {
  assert.deepEqual(analyse('palavras-chave'), ['palavr', 'chav']);
  assert.deepEqual(analyse('versão 1.21'), ['versa', '1', '21']);
  assert.deepEqual(analyse("copo d'água"), ['cop', 'd', 'agu']);
});

test('a word written with combining accents is one word, like its composed form', () => {
  const decomposed = 'missões'.normalize('NFD');
  assert.equal(words(decomposed).length, 1);
  assert.deepEqual(analyse(decomposed), ['missa']);
});

test('words() gives each word with its offsets in the original text', () => {
  assert.deepEqual(words('Use /warp, já!'), [
    { text: 'Use', start: 0, end: 3 },
    { text: 'warp', start: 5, end: 9 },
    { text: 'já', start: 11, end: 13 },
  ]);
});

test('foldAccents removes diacritics and keeps everything else', () => {
  assert.equal(foldAccents('Ação, missões e pinguins: ç ñ ü'), 'Acao, missoes e pinguins: c n u');
});

test('endings Portuguese always accents are restored before stemming when a player types none', () => {
  const pairs: [string, string][] = [
    ['comparação', 'comparacao'],
    ['proteções', 'protecoes'],
    ['transferência', 'transferencia'],
    ['disponível', 'disponivel'],
    ['leilão', 'leilao'],
  ];
  for (const [accented, plain] of pairs) {
    assert.equal(analyseWord(plain), analyseWord(accented), `${plain} / ${accented}`);
  }
  assert.equal(analyseWord('comparacao'), 'compar');
  assert.equal(analyseWord('cacau'), 'cacau', 'a word without such an ending is left alone');
});
