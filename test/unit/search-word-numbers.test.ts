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

test('the words read are those of the search pipeline: letters with their marks and digits, everything else between', () => {
  const texts = [
    'Use /sethome casa e depois /home casa; na 1.21 o custo é de R$ 1.500,00.',
    'missões, missoes e MISSÕES — palavras-chave do_jogo',
    'cafe\u0301 com acento combinante, ｆｕｌｌｗｉｄｔｈ e ١٢٣ algarismos árabes',
    'letras fora do plano básico: 𝒜𝒷𝒸 e 𐐀𐐁, emoji 🎮 entre palavras, 😀x',
    'surrogates soltos: a\ud800b c\udc00d \ud83c',
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
