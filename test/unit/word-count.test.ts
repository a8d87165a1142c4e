/**
 * How many words a page has, which gives a post its reading time: text written with spaces counts
 * its words; Chinese, Japanese and Korean, written without them, count each character, as
 * Docusaurus's reading time counts them (a Chinese post had "2 min read" for Docusaurus's 5).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countWords } from '../../src/generator/render-source.ts';

test('words are counted between spaces, and each CJK character is a word', () => {
  assert.equal(countWords(''), 0);
  assert.equal(countWords('Construa sua base perto da água'), 6);
  assert.equal(countWords('你好世界'), 4);
  assert.equal(countWords('Docusaurus 是一个 静态站点 generator'), 2 + 3 + 4);
  assert.equal(countWords('ドキュメント を 書く'), 6 + 1 + 2);
  assert.equal(countWords('한국어 텍스트 3 pages'), 3 + 3 + 2);
});
