/**
 * "Você quis dizer …" (suggest.ts): a query whose words the index does not know, each replaced by
 * the nearest word it knows, as the site writes it; the same over a whole index and through the
 * files the browser fetches.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildIndex } from '../../src/search/build-index.ts';
import { loadIndex, type BuiltIndex } from '../../src/search/index-format.ts';
import { suggestQuery } from '../../src/search/suggest.ts';
import { decodeDisplay, encodeDisplay } from '../../src/search/typo-vocabulary.ts';
import type { SearchDocument } from '../../src/search/types.ts';
import { shardedInMemory } from '../helpers/sharded-files.ts';
import { PT } from '../helpers/portuguese-search.ts';
import { throughJson } from '../helpers/index-json.ts';

function page(number: number, title: string, text: string): SearchDocument[] {
  const hit = { t: title, u: `/wiki/p${number}/`, b: [] };
  return [
    { ...hit, h: '', s: title, type: 'title', text: title },
    { ...hit, h: '', s: title, type: 'content', text },
  ];
}

const documents = [
  ...page(0, 'Fábrica de Netherita', 'A fábrica de netherita faz lingotes de netherita com ferro, ferro e mais ferro.'),
  ...page(1, 'Missões da ilha', 'As missões dão moedas; cada missão tem uma recompensa. Netheritas raras.'),
  ...page(2, 'Forno', 'Um forno para assar.'),
];
const built = buildIndex(documents, PT);
const whole = (index: BuiltIndex) => loadIndex(throughJson(index.index), PT);

describe('suggestions for a query the index does not know', () => {
  test('each term keeps its most frequent word, lower-cased, with its accents', () => {
    const displayOf = (term: string) => built.displays![built.index.w.indexOf(term)];
    assert.equal(displayOf('netherit'), 'netherita', 'not "netheritas", found once');
    assert.equal(displayOf('fabric'), 'fábrica');
    assert.equal(displayOf(PT.analyseWord('missões')!), 'missões', 'twice, where "missão" is once');
  });

  test('a display word is kept as what it adds to its term', () => {
    for (const [term, display, encoded] of [['netherit', 'netherita', 'a'], ['missa', 'missão', '-ão'], ['fabric', 'fábrica', '-----ábrica'], ['vip', 'vip', '']]) {
      assert.equal(encodeDisplay(term!, display!), encoded);
      assert.equal(decodeDisplay(term!, encoded!), display);
    }
  });

  for (const [path, suggest] of [
    ['over the whole index', async (query: string) => suggestQuery(whole(built), query, built.displays)],
    ['through the files the browser fetches', async (query: string) => shardedInMemory(built).index.suggest(query)],
  ] as const) {
    test(`${path}: unknown words replaced by the nearest known, as the site writes them`, async () => {
      assert.equal(await suggest('natherita'), 'netherita');
      assert.equal(await suggest('fabrca de natherita'), 'fábrica de netherita', 'a stop word and the rest of the query kept');
      assert.equal(await suggest('misoes'), 'missões');
      assert.equal(await suggest('netherita'), undefined, 'every word known');
      assert.equal(await suggest('xyzzyplugh'), undefined, 'nothing near');
      assert.equal(await suggest('title:'), undefined, 'a query that does not parse');
    });

    test(`${path}: between words as near, the more frequent`, async () => {
      // "ferro" is in one document, "forno" in two (its page's title and text): both one letter from "ferno".
      assert.equal(await suggest('ferno'), 'forno');
    });
  }
});
