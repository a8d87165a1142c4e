import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildIndex } from '../../src/search/build-index.ts';
import { executeQuery, type SearchOptions, type SearchResult } from '../../src/search/execute.ts';
import { loadIndex, type SearchIndex } from '../../src/search/index-format.ts';
import { parseQuery } from '../../src/search/query-parser.ts';
import type { HitType, SearchDocument } from '../../src/search/types.ts';
import { PT } from '../helpers/portuguese-search.ts';
import { english } from '../../src/search/languages/english.ts';
import { Pipeline } from '../../src/search/pipeline.ts';
import { SEARCH_LANGUAGES } from '../../src/search/languages/all.ts';
import { throughJson } from '../helpers/index-json.ts';

/** A page: its title document, then a heading and a content document per [id, heading, text]. */
function page(title: string, sections: [h: string, heading: string, text: string][], intro = ''): SearchDocument[] {
  const hit = { t: title, u: `/wiki/${title.toLowerCase().replace(/\W+/g, '-')}/`, b: ['Wiki'] };
  const documents: SearchDocument[] = [{ ...hit, h: '', s: title, type: 'title', text: title }];
  if (intro) documents.push({ ...hit, h: '', s: title, type: 'content', text: intro });
  for (const [h, heading, text] of sections) {
    documents.push({ ...hit, h, s: heading, type: 'heading', text: heading });
    if (text) documents.push({ ...hit, h, s: heading, type: 'content', text });
  }
  return documents;
}

function indexOf(documents: SearchDocument[]): SearchIndex {
  return loadIndex(throughJson(buildIndex(documents, PT).index), PT);
}

const INDEX = indexOf([
  ...page('Kits', [
    ['diario', 'Kit diário', 'O kit diário dá uma espada e comida.'],
    ['vip', 'Kits VIP', 'Jogadores VIP recebem kits melhores e encantamentos.'],
  ]),
  ...page('Encantamentos', [['mesa', 'Mesa de encantamento', 'Use livros para encantar armaduras.']]),
  ...page('Comandos', [['warp', 'Teleporte', 'Digite /warp loja para ir à loja.']], 'Os comandos que todo jogador usa.'),
  ...page('Cavalos', [['montar', 'Montaria', 'Um cavalo corre mais que um jogador.']]),
  ...page('Canais', [['canal', 'Canal de ajuda', 'O canal de ajuda fica no Discord.']]),
  ...page('Proteção', [['terreno', 'Terreno', 'A proteção do terreno impede que outros quebrem blocos.']]),
]);

function search(query: string, options: SearchOptions = {}): SearchResult[] {
  return executeQuery(INDEX, parseQuery(query, INDEX.fields), options);
}
const where = (results: SearchResult[]) => results.map((result) => `${result.t}#${result.h}:${result.type}`);

describe('executeQuery', () => {
  test('a long section holding every word of the query outranks short sections holding one of them', () => {
    const filler = 'O servidor abre todos os dias com eventos para todos os jogadores da comunidade. '.repeat(20);
    const index = indexOf([
      ...page('Oficina', [['dicas', 'Dicas', 'A bigorna conserta.']]),
      ...page('Mina', [['dicas', 'Dicas', 'A picareta quebra.']]),
      ...page('Guia', [['reparos', 'Reparos', `${filler} Conserte a picareta na bigorna gastando experiência. ${filler}`]]),
    ]);
    const results = executeQuery(index, parseQuery('bigorna picareta experiência', index.fields));
    assert.deepEqual(where(results)[0], 'Guia#reparos:content');
  });

  test('a result carries the hit, its document and the index terms it matched', () => {
    const [first] = search('espada');
    assert.deepEqual(first && { ...first, score: 0 }, {
      t: 'Kits',
      u: '/wiki/kits/',
      h: 'diario',
      s: 'Kit diário',
      b: ['Wiki'],
      type: 'content',
      document: 2,
      score: 0,
      terms: ['espad'],
    });
    assert.equal(INDEX.documents.hits[2]?.s, 'Kit diário');
  });

  test('words are stemmed and folded like the index: plurals, verb forms, no accents', () => {
    assert.deepEqual(where(search('espadas')), ['Kits#diario:content']);
    assert.deepEqual(where(search('encantar')).slice(0, 1), ['Encantamentos#:title']);
    assert.deepEqual(where(search('protecao')), ['Proteção#:title', 'Proteção#terreno:content']);
  });

  test('a command is found by its name, with or without the slash', () => {
    assert.deepEqual(where(search('/warp')), ['Comandos#warp:content']);
    assert.deepEqual(where(search('warp')), ['Comandos#warp:content']);
  });

  test('title hits rank above heading hits, which rank above content hits', () => {
    assert.deepEqual(where(search('kits')), ['Kits#:title', 'Kits#vip:heading']);
    assert.deepEqual(where(search('encantamento')), ['Encantamentos#:title', 'Encantamentos#mesa:heading', 'Kits#vip:content']);
  });

  test('one result per page section: its best document', () => {
    assert.deepEqual(where(search('+ajuda')), ['Canais#canal:heading']);
    assert.deepEqual(where(search('+canal')), ['Canais#canal:heading']);
  });

  test('a page shows at most three sections unless told otherwise', () => {
    const index = indexOf(
      page('Kits', [
        ['a', 'A', 'kits'],
        ['b', 'B', 'kits'],
        ['c', 'C', 'kits'],
        ['d', 'D', 'kits'],
      ]),
    );
    const run = (options: SearchOptions) => executeQuery(index, parseQuery('kits', index.fields), options).length;
    assert.equal(run({}), 3);
    assert.equal(run({ perPage: Infinity }), 5);
    assert.equal(run({ perPage: Infinity, limit: 2 }), 2);
  });

  test('a limited search gives the first results of the full one, in the same order', () => {
    const full = search('jogador kits encantamento', { perPage: Infinity });
    for (let limit = 1; limit <= full.length; limit++) assert.deepEqual(search('jogador kits encantamento', { perPage: Infinity, limit }), full.slice(0, limit));
  });

  test('several words are OR-ed; documents holding more of them rank first', () => {
    const results = search('jogadores vip');
    assert.equal(results[0]?.h, 'vip');
    assert.ok(where(results).includes('Cavalos#montar:content'), 'a document with only one of the words is still found');
  });

  test('required terms must all be there', () => {
    assert.deepEqual(where(search('+jogador +vip')), ['Kits#vip:content']);
    assert.deepEqual(where(search('+jogador cavalo')), ['Cavalos#montar:content', 'Comandos#:content', 'Kits#vip:content']);
  });

  test('prohibited terms exclude their documents; a query of prohibited terms alone finds nothing', () => {
    assert.ok(!where(search('jogador -cavalo')).includes('Cavalos#montar:content'));
    assert.ok(where(search('jogador -cavalo')).includes('Kits#vip:content'));
    assert.deepEqual(search('-cavalo'), []);
  });

  test('stop words alone find nothing', () => {
    assert.deepEqual(search('de uma para'), []);
  });

  test('a field restricts where a term may match', () => {
    assert.deepEqual(where(search('title:kits')), ['Kits#:title']);
    assert.deepEqual(where(search('content:kits')), ['Kits#vip:content']);
    assert.deepEqual(where(search('heading:kits')), ['Kits#vip:heading']);
    assert.deepEqual(search('keywords:kits'), []);
  });

  test('a boost lifts its term', () => {
    assert.deepEqual(where(search('cavalo ajuda')).slice(0, 1), ['Cavalos#:title']);
    assert.deepEqual(where(search('cavalo ajuda^20')).slice(0, 1), ['Canais#canal:heading']);
  });

  test('a boost of zero still finds its term, once per document', () => {
    assert.deepEqual(where(search('+espada^0')), ['Kits#diario:content']);
    assert.deepEqual(where(search('cavalo^0 espada')).slice(0, 1), ['Kits#diario:content']);
  });

  test('a wildcard anywhere matches the vocabulary, without stemming but with accents folded', () => {
    assert.deepEqual(where(search('encant*')).slice(0, 2), ['Encantamentos#:title', 'Encantamentos#mesa:heading']);
    assert.deepEqual(where(search('*rren')), ['Proteção#terreno:heading']);
    assert.deepEqual(where(search('pro*ca')), ['Proteção#:title', 'Proteção#terreno:content']);
    assert.deepEqual(where(search('proteç*')), ['Proteção#:title', 'Proteção#terreno:content']);
    assert.deepEqual(search('espadas*'), [], 'the wildcard term is not stemmed: the index only has "espad"');
  });

  test('an edit distance finds terms that many edits away', () => {
    assert.deepEqual(search('kitz'), []);
    assert.deepEqual(where(search('kitz~1')), ['Kits#:title', 'Kits#diario:heading', 'Kits#vip:heading']);
    assert.deepEqual(where(search('espda~1')), ['Kits#diario:content']);
    assert.deepEqual(where(search('espdaaa~1')), [], '"espdaa" is a swap and an insertion away from "espad"');
    assert.deepEqual(where(search('espdaaa~2')), ['Kits#diario:content']);
    const cavalo = where(search('cavalo~1'));
    assert.equal(cavalo[0], 'Cavalos#:title');
    assert.ok(cavalo.indexOf('Canais#canal:heading') > 0, 'canal, one edit from caval, is found too');
  });

  test('a plain query tolerates one typo in words of five letters or more, below exact matches', () => {
    assert.deepEqual(where(search('jogadro')).sort(), ['Cavalos#montar:content', 'Comandos#:content', 'Kits#vip:content']);
    assert.deepEqual(search('kitz'), [], 'four letters: no typo allowed');
    assert.deepEqual(search('citar'), [], 'five letters, but its stem "cit" is too short to take "kit" for a typo');
    const cavalo = where(search('cavalo'));
    assert.equal(cavalo[0], 'Cavalos#:title');
    assert.ok(cavalo.indexOf('Canais#canal:heading') > 0, 'canal, a typo away, is found, below the exact title');
    assert.ok(cavalo.includes('Cavalos#montar:content'));
  });

  test('every word of a plain query forgives a typo, not only the last one', () => {
    assert.equal(where(search('jogadro espada'))[0], 'Kits#diario:content', 'the typo is in the first word');
    assert.ok(where(search('jogadro espada')).includes('Cavalos#montar:content'), 'jogadro alone finds the cavalo section');
    assert.deepEqual(where(search('+jogadro')), [], 'with syntax, a query means what it says');
  });

  test('a long word the index does not know forgives two typos; one it knows, one', () => {
    const index = indexOf([...page('Planejamento', [['a', 'Planejar', 'Como planejar a base.']]), ...page('Vila', [['b', 'Morador', 'O morador da vila troca itens.']]), ...page('Equipe', [['c', 'Jogadores', 'Os jogadores do servidor.']])]);
    const found = (query: string) => [...new Set(executeQuery(index, parseQuery(query, index.fields)).map((result) => result.t))];
    assert.deepEqual(found('planehar'), ['Planejamento'], 'one typo');
    assert.deepEqual(found('plahehar'), ['Planejamento'], 'two typos in eight letters');
    assert.deepEqual(found('plahehr'), [], 'two typos in seven letters: too many');
    // "jogador" and "morador" are two edits apart: "jogadores", a word the index knows, does not bring the village.
    assert.deepEqual(found('jogadores'), ['Equipe']);
    assert.ok(found('mogadores').includes('Equipe'), 'unknown, it forgives two');
  });

  test('two swapped letters are one typo even when they hide the ending the stemmer strips', () => {
    // "encantamnetos" stems to itself, far from "encant"; with "ne" swapped back it is "encantamentos".
    assert.ok(where(search('encantamnetos espada')).includes('Encantamentos#:title'));
  });

  test('a plain query finds what its last word may become as it is typed, below exact matches', () => {
    for (const typed of ['en', 'encan', 'encanta', 'encantame', 'encantamen', 'encantamento']) {
      assert.deepEqual(where(search(typed)).slice(0, 1), ['Encantamentos#:title'], typed);
    }
    assert.deepEqual(where(search('espada enc')), ['Encantamentos#:title', 'Encantamentos#mesa:heading', 'Kits#diario:content', 'Kits#vip:content']);
    assert.deepEqual(where(search('kit')).slice(0, 1), ['Kits#:title'], '"kit" is the start of "kits"');
    assert.ok(!where(search('comida')).includes('Comandos#:title'), 'a whole word is not taken for the start of another because of its short stem');
    assert.deepEqual(search('enca espada').map((result) => result.h), ['diario'], 'only the last word is a prefix');
    assert.deepEqual(search('+encan'), [], 'syntax turns prefixes off');
  });

  test('a stop word being typed as the last word is taken as the start of a longer word', () => {
    assert.deepEqual(where(search('pro')), ['Proteção#:title', 'Proteção#terreno:content']);
    assert.deepEqual(where(search('terreno de')), ['Proteção#terreno:heading'], 'two letters: not yet');
  });

  test('exact matches outrank prefix and typo matches of the same field', () => {
    const index = indexOf([...page('Canal', []), ...page('Cavalo', []), ...page('Cavalaria', [])]);
    const titles = executeQuery(index, parseQuery('cavalo', index.fields)).map((result) => [result.t, result.type as HitType]);
    assert.deepEqual(titles, [
      ['Cavalo', 'title'],
      ['Cavalaria', 'title'],
      ['Canal', 'title'],
    ]);
  });
});

describe('the page trail', () => {
  // A player who types the topic and the section it lives in ("mineração mcmmo") means the page
  // under that section, not the section's overview whose title holds the rarer word.
  const overview = { t: 'mcMMO', u: '/wiki/mcmmo/', b: ['Survival'] };
  const skill = { t: 'Mineração', u: '/wiki/mcmmo/mineracao/', b: ['Survival', 'mcMMO'] };
  const event = { t: 'Mineração Relâmpago', u: '/wiki/eventos/mineracao/', b: ['Survival', 'Eventos'] };
  const index = indexOf([
    { ...overview, h: '', s: 'mcMMO', type: 'title', text: 'mcMMO' },
    { ...overview, h: '', s: 'mcMMO', type: 'content', text: 'Habilidades como mineração, pesca e lenhador sobem de nível.' },
    { ...skill, h: '', s: 'Mineração', type: 'title', text: 'Mineração' },
    { ...event, h: '', s: 'Mineração Relâmpago', type: 'title', text: 'Mineração Relâmpago' },
    // Each label of a trail is the title of a folder's page, so its words are in the vocabulary.
    { t: 'Eventos', u: '/wiki/eventos/', b: ['Survival'], h: '', s: 'Eventos', type: 'title', text: 'Eventos' },
  ]);
  const first = (query: string) => executeQuery(index, parseQuery(query, index.fields))[0]?.u;

  test('a query word found in the trail of a page counts as held by its documents', () => {
    assert.equal(first('mineracao mcmmo'), '/wiki/mcmmo/mineracao/');
    assert.equal(first('mineracao eventos'), '/wiki/eventos/mineracao/');
  });

  test('alone, the trail finds nothing and changes nothing', () => {
    assert.equal(first('mcmmo'), '/wiki/mcmmo/');
    assert.deepEqual(executeQuery(index, parseQuery('survival', index.fields)), []);
  });
});

test('an index in English is queried in English: "running" finds the page that says "runs", and "the" alone finds nothing', () => {
  const pipeline = new Pipeline(english);
  const documents = [...page('Backups', [['nightly', 'Nightly backups', 'The server runs a backup every night.']]), ...page('Ranks', [['list', 'Rank list', 'Players climb the ranks.']])];
  const index = loadIndex(throughJson(buildIndex(documents, pipeline).index), pipeline);
  const found = executeQuery(index, parseQuery('running', index.fields));
  assert.deepEqual([...new Set(found.map((result) => result.u))], ['/wiki/backups/']);
  assert.deepEqual(executeQuery(index, parseQuery('the', index.fields)), []);
  assert.throws(() => loadIndex(buildIndex(documents, pipeline).index, PT), /search index in language "en" read with the "pt" pipeline/);
});

test('a Japanese or Chinese query, typed without spaces, finds first the section whose text holds its words, before one that holds only some', () => {
  const japanese = new Pipeline(SEARCH_LANGUAGES.ja);
  const index = loadIndex(throughJson(buildIndex([...page('Guide', [['install', 'インストール', 'サーバーをインストールする方法を説明します。'], ['config', '設定', '設定ファイルの場所と書き方。']])], japanese).index), japanese);
  const found = (query: string) => executeQuery(index, parseQuery(query, index.fields)).map((result) => result.h);
  // 方 of 方法 is in 書き方 too: the words of a query are OR-ed, the section holding all of them first.
  assert.deepEqual(found('インストール方法'), ['install', 'config']);
  assert.deepEqual(found('設定ファイル'), ['config']);
  const chinese = new Pipeline(SEARCH_LANGUAGES.zh);
  const zh = loadIndex(throughJson(buildIndex([...page('Guide', [['install', '安装', '如何安装服务器。'], ['config', '配置', '配置文件的位置。']])], chinese).index), chinese);
  assert.deepEqual(executeQuery(zh, parseQuery('安装服务器', zh.fields)).map((result) => result.h), ['install']);
  assert.deepEqual(executeQuery(zh, parseQuery('配置文件', zh.fields)).map((result) => result.h), ['config']);
});
