import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldAccents } from '../../src/search/fold-accents.ts';
import { english } from '../../src/search/languages/english.ts';
import { portuguese } from '../../src/search/languages/portuguese.ts';
import { spanish } from '../../src/search/languages/spanish.ts';
import { french } from '../../src/search/languages/french.ts';
import { japanese } from '../../src/search/languages/japanese.ts';
import { chinese } from '../../src/search/languages/chinese.ts';
import { german } from '../../src/search/languages/german.ts';
import { italian } from '../../src/search/languages/italian.ts';
import { romanian } from '../../src/search/languages/romanian.ts';
import { russian } from '../../src/search/languages/russian.ts';
import { ukrainian } from '../../src/search/languages/ukrainian.ts';
import type { SearchLanguage } from '../../src/search/search-language.ts';
import { Pipeline, words } from '../../src/search/pipeline.ts';
import { PT } from '../helpers/portuguese-search.ts';
import siteConfig from '../../site.config.ts';
import { validateConfig } from '../../src/generator/config.ts';

const STOP_WORDS = portuguese.stopWords;

test('plural and singular forms share a term', () => {
  assert.deepEqual(PT.analyse('jogador jogadores'), ['jogador', 'jogador']);
  assert.deepEqual(PT.analyse('terreno terrenos'), ['terren', 'terren']);
  assert.deepEqual(PT.analyse('encantamento encantamentos'), ['encant', 'encant']);
  assert.deepEqual(PT.analyse('árvore árvores'), ['arvor', 'arvor']);
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
    for (const other of others) assert.equal(PT.analyseWord(other!), PT.analyseWord(singular!), `${other} / ${singular}`);
  }
  assert.notEqual(PT.analyseWord('missão'), PT.analyseWord('missa'), 'a word that only looks like one keeps its own term');
});

test('verb forms share a term with their infinitive', () => {
  assert.deepEqual(PT.analyse('comprar comprando compraram'), ['compr', 'compr', 'compr']);
  assert.deepEqual(PT.analyse('proteger protegido'), ['proteg', 'proteg']);
  assert.deepEqual(PT.analyse('jogar jogando jogou'), ['jog', 'jog', 'jog']);
});

test('accents are folded after stemming, so a word typed without them finds the same term', () => {
  assert.deepEqual(PT.analyse('missões missoes'), ['missa', 'missa']);
  assert.deepEqual(PT.analyse('proteção protecao'), ['proteca', 'proteca']);
  assert.deepEqual(PT.analyse('minérios minerios'), ['mineri', 'mineri']);
  assert.deepEqual(PT.analyse('diárias diarias'), ['diar', 'diar']);
});

test('words are lower-cased', () => {
  assert.deepEqual(PT.analyse('Missões DIÁRIAS'), ['missa', 'diar']);
});

test('stop words are dropped, with or without their accents', () => {
  assert.deepEqual(PT.analyse('a loja de kits para os jogadores que não têm VIP'), ['loj', 'kits', 'jogador', 'vip']);
  assert.deepEqual(PT.analyse('nao voce esta sao as nos'), []);
  assert.deepEqual(PT.analyse('é está são às nós'), []);
  assert.equal(PT.analyseWord('com'), undefined);
});

test('the stop list is a reasonable Portuguese one, kept folded', () => {
  assert.ok(STOP_WORDS.size >= 140 && STOP_WORDS.size <= 200, `${STOP_WORDS.size} stop words`);
  for (const word of ['de', 'da', 'do', 'que', 'para', 'com', 'uma', 'os', 'as', 'nao', 'voce']) assert.ok(STOP_WORDS.has(word), word);
  for (const word of STOP_WORDS) assert.equal(word, foldAccents(word));
});

test('commands are found by their name: the slash separates words', () => {
  assert.deepEqual(PT.analyse('/warp loja'), ['warp', 'loj']);
  assert.deepEqual(PT.analyse('Digite `/sethome base`.'), ['digit', 'sethom', 'bas']);
});

test('hyphens, dots and apostrophes separate words; digits are kept', () => {
  assert.deepEqual(PT.analyse('palavras-chave'), ['palavr', 'chav']);
  assert.deepEqual(PT.analyse('versão 1.21'), ['versa', '1', '21']);
  assert.deepEqual(PT.analyse("copo d'água"), ['cop', 'd', 'agu']);
});

test('a word written with combining accents is one word, like its composed form', () => {
  const decomposed = 'missões'.normalize('NFD');
  assert.equal(words(decomposed).length, 1);
  assert.deepEqual(PT.analyse(decomposed), ['missa']);
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
    assert.equal(PT.analyseWord(plain), PT.analyseWord(accented), `${plain} / ${accented}`);
  }
  assert.equal(PT.analyseWord('comparacao'), 'compar');
  assert.equal(PT.analyseWord('cacau'), 'cacau', 'a word without such an ending is left alone');
});

test('an English site stems English: "running" and "runs" find "run", stop words drop', () => {
  const pipeline = new Pipeline(english);
  assert.deepEqual(pipeline.analyse('running runs run'), ['run', 'run', 'run']);
  assert.deepEqual(pipeline.analyse('The configuration of the searches'), ['configur', 'search']);
  for (const word of english.stopWords) assert.equal(word, foldAccents(word));
});

test('a Spanish site stems Spanish, before accents are folded: "canciones" and "canción" share a term', () => {
  const pipeline = new Pipeline(spanish);
  assert.deepEqual(pipeline.analyse('canciones canción cancion'), ['cancion', 'cancion', 'cancion']);
  assert.deepEqual(pipeline.analyse('Configuración de los servidores'), ['configur', 'servidor']);
  for (const word of spanish.stopWords) assert.equal(word, foldAccents(word));
});

test('French, German, Italian, Romanian, Russian and Ukrainian sites stem their language and drop its commonest words', () => {
  const cases: [SearchLanguage, string, string[]][] = [
    [french, 'Les installations et la configuration du serveur', ['install', 'configur', 'serveur']],
    [german, 'Die Installationen und die Einstellungen des Servers', ['installation', 'einstell', 'serv']],
    [italian, 'Le installazioni e la configurazione del server', ['install', 'configur', 'server']],
    [romanian, 'Instalările și configurarea serverului', ['instalar', 'configur', 'server']],
    // Folded after stemming, as every language is: "й" is "и" with a breve.
    [russian, 'Установки и настройка сервера', ['установк', 'настроик', 'сервер']],
    [ukrainian, 'Установки і налаштування сервера', ['установк', 'налаштуван', 'сервер']],
  ];
  for (const [language, text, terms] of cases) {
    assert.deepEqual(new Pipeline(language).analyse(text), terms, language.name);
    for (const word of language.stopWords) assert.equal(word, foldAccents(word), `${language.name}: ${word}`);
  }
});

test('the words of a group of synonyms give the term of its first word, the site\'s own, in queries and pages alike', () => {
  const pipeline = new Pipeline(portuguese, [['clã', 'clan', 'guilda'], ['teleporte', 'tp']]);
  assert.equal(pipeline.analyseWord('clan'), pipeline.analyseWord('clã'));
  assert.equal(pipeline.analyseWord('Guilda'), pipeline.analyseWord('clãs'));
  assert.equal(pipeline.analyseWord('tp'), pipeline.analyseWord('teleporte'));
  assert.notEqual(new Pipeline(portuguese).analyseWord('guilda'), new Pipeline(portuguese).analyseWord('clã'));
});

test('a group of synonyms has two words or more, one word each', () => {
  const config = (synonyms: string[][]) => validateConfig({ ...siteConfig, search: { contexts: [], synonyms } });
  assert.throws(() => config([['clã']]), /search\.synonyms\[0\]: a group of synonyms has two words or more/);
  assert.throws(() => config([['baú do ender', 'ender chest']]), /search\.synonyms\[0\]: "baú do ender" is not one word/);
  assert.deepEqual(config([[' clã ', 'clan']]).search.synonyms, [['clã', 'clan']]);
});

test('Japanese and Chinese, written without spaces, give a term per Han character and hiragana and per katakana word; particles and English stop words give none, English words are stemmed', () => {
  assert.deepEqual(new Pipeline(japanese).analyse('サーバーをインストールする方法 with the plugins'), ['サーバー', 'インストール', 'す', 'る', '方', '法', 'plugin']);
  assert.deepEqual(new Pipeline(chinese).analyse('如何安装服务器的插件 Plugins'), ['如', '何', '安', '装', '服', '务', '器', '插', '件', 'plugin']);
});
