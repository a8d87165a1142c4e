import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findTerm, fuzzyMatches, prefixRange, wildcardMatches } from '../../src/search/vocabulary.ts';

const TERMS = ['caval', 'encant', 'espad', 'kit', 'kits', 'misso', 'proteca', 'proteg', 'terren'];
const named = (positions: readonly number[]) => positions.map((position) => TERMS[position]);
/** The distance fuzzyMatches finds from `a` to `b`, or max + 1 when `b` is too far. */
const editDistance = (a: string, b: string, max: number) => fuzzyMatches([b], a, max)[0]?.distance ?? max + 1;

test('findTerm finds a term of the sorted vocabulary, or -1', () => {
  assert.equal(findTerm(TERMS, 'kits'), 4);
  assert.equal(findTerm(TERMS, 'caval'), 0);
  assert.equal(findTerm(TERMS, 'ki'), -1);
  assert.equal(findTerm(TERMS, 'zzz'), -1);
  assert.equal(findTerm([], 'kit'), -1);
});

test('prefixRange is the run of terms that start with the prefix', () => {
  assert.deepEqual(prefixRange(TERMS, 'prot'), { start: 6, end: 8 });
  assert.deepEqual(prefixRange(TERMS, 'kit'), { start: 3, end: 5 });
  assert.deepEqual(prefixRange(TERMS, 'x'), { start: 9, end: 9 });
  assert.deepEqual(prefixRange(TERMS, ''), { start: 0, end: 9 });
});

test('wildcardMatches takes * as any run of characters, anywhere', () => {
  assert.deepEqual(named(wildcardMatches(TERMS, 'prot*')), ['proteca', 'proteg']);
  assert.deepEqual(named(wildcardMatches(TERMS, '*ca')), ['proteca']);
  assert.deepEqual(named(wildcardMatches(TERMS, 'k*s')), ['kits']);
  assert.deepEqual(named(wildcardMatches(TERMS, 'kit*')), ['kit', 'kits']);
  assert.deepEqual(named(wildcardMatches(TERMS, '*')), TERMS);
  assert.deepEqual(named(wildcardMatches(TERMS, 'kit')), ['kit'], 'no star: the term itself');
  assert.deepEqual(wildcardMatches(['a.c', 'abc'], 'a.*'), [0], 'other characters are literal');
});

test('edit distance counts insertions, deletions, substitutions and swaps of neighbours', () => {
  assert.equal(editDistance('kits', 'kits', 2), 0);
  assert.equal(editDistance('kit', 'kits', 2), 1);
  assert.equal(editDistance('kits', 'kit', 2), 1);
  assert.equal(editDistance('caval', 'canal', 2), 1);
  assert.equal(editDistance('espda', 'espad', 2), 1);
  assert.equal(editDistance('sepda', 'espad', 2), 2);
  assert.equal(editDistance('', 'ab', 2), 2);
});

test('a term further than the maximum distance is not matched', () => {
  assert.equal(editDistance('caval', 'terren', 1), 2);
  assert.equal(editDistance('a', 'abcdef', 2), 3);
  assert.equal(editDistance('abcdef', 'ghijkl', 3), 4);
});

test('fuzzyMatches lists the terms within the distance, with their distances', () => {
  assert.deepEqual(
    fuzzyMatches(TERMS, 'kitz', 1).map(({ position, distance }) => [TERMS[position], distance]),
    [
      ['kit', 1],
      ['kits', 1],
    ],
  );
  assert.deepEqual(
    fuzzyMatches(TERMS, 'proteg', 2).map(({ position, distance }) => [TERMS[position], distance]),
    [
      ['proteca', 2],
      ['proteg', 0],
    ],
  );
});
