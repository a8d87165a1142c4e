import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wordTexts } from '../../src/search/pipeline.ts';
import { WordNumbers } from '../../src/search/word-numbers.ts';

/** The words `WordNumbers` reads from each text, written back from their numbers. */
function wordsRead(texts: readonly string[]): string[][] {
  const table = new WordNumbers();
  const seen: string[] = [];
  return texts.map((text) => {
    const count = table.numbersOf(text, (word) => seen.push(word) - 1);
    return Array.from(table.found.subarray(0, count), (number) => seen[number]!);
  });
}

test('the words read are those of the search pipeline: letters with their marks and digits, everything else between; a Han character or a hiragana alone, a run of katakana', () => {
  const texts = [
    'Use /sethome casa e depois /home casa; na 1.21 o custo é de R$ 1.500,00.',
    'missões, missoes e MISSÕES — palavras-chave do_jogo',
    'cafe\u0301 com acento combinante, ｆｕｌｌｗｉｄｔｈ e ١٢٣ algarismos árabes',
    'letras fora do plano básico: 𝒜𝒷𝒸 e 𐐀𐐁, emoji 🎮 entre palavras, 😀x',
    'surrogates soltos: a\ud800b c\udc00d \ud83c',
    'サーバーをインストールする方法。Minecraft 1.21を使います、𠀋字とｶﾀｶﾅｰも',
    '中文文档：如何安装服务器？使用Paper核心。',
    '',
    '   ...   ',
  ];
  assert.deepEqual(wordsRead(texts), texts.map((text) => [...wordTexts(text)]));
});

test('each distinct word gets its number once, however often and in however many texts it comes', () => {
  const table = new WordNumbers();
  const asked: string[] = [];
  const numberOf = (word: string): number => asked.push(word) - 1;
  table.numbersOf('bloco pedra bloco', numberOf);
  const count = table.numbersOf('pedra bloco ferro pedra', numberOf);
  assert.deepEqual(asked, ['bloco', 'pedra', 'ferro']);
  assert.deepEqual([...table.found.subarray(0, count)], [1, 0, 2, 1]);
});

test('thousands of distinct words and a text longer than the first buffer keep their numbers', () => {
  const vocabulary = Array.from({ length: 20_000 }, (_, index) => `palavra${index.toString(36)}`);
  const text = Array.from({ length: 5_000 }, (_, index) => vocabulary[(index * 7919) % vocabulary.length]).join(' ');
  assert.deepEqual(wordsRead([vocabulary.join(' '), text]), [vocabulary, text.split(' ')]);
});

test('Chinese and Japanese, written without spaces, are read a Han character or a hiragana at a time and a katakana word whole', () => {
  assert.deepEqual(wordsRead(['サーバーをインストールする方法', '如何安装服务器']), [
    ['サーバー', 'を', 'インストール', 'す', 'る', '方', '法'],
    ['如', '何', '安', '装', '服', '务', '器'],
  ]);
});
