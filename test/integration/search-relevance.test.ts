/**
 * Search over the real site's index, as players type: with and without accents, typos, partial
 * words and commands. Each query names the page that must come first. Also the contexts' files.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { planSearch, type SearchSettings } from '../../src/build/search-files.ts';
import { validateConfig } from '../../src/build/config.ts';
import { loadIndex, type SearchIndex } from '../../src/search/index-format.ts';
import { runQuery } from '../../src/search/run-query.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';

const SURVIVAL = '/wiki/survival';
const SKYBLOCK = '/wiki/skyblock';
const REST = '';

const QUERIES: [context: string, query: string, firstPage: string][] = [
  [SURVIVAL, '/warp', '/wiki/survival/warp/tutorial/'],
  [SURVIVAL, 'proteger conta', '/wiki/survival/conta/proteger/'],
  [SURVIVAL, 'protecao terreno', '/wiki/survival/protecao/'],
  [SURVIVAL, 'leilão', '/wiki/survival/economia/leilao/'],
  [SURVIVAL, 'leilao', '/wiki/survival/economia/leilao/'],
  [SURVIVAL, 'leil', '/wiki/survival/economia/leilao/'],
  [SURVIVAL, 'loteria', '/wiki/survival/economia/loteria/'],
  [SURVIVAL, 'casamento', '/wiki/survival/marry/'],
  [SURVIVAL, 'vip ultimate', '/wiki/survival/vip/beneficios/ultimate/'],
  [SURVIVAL, 'lenhador', '/wiki/survival/mcmmo/lenhador/'],
  [SURVIVAL, 'spleef', '/wiki/survival/eventos/diario/spleef/'],
  [SURVIVAL, 'halloween 2023', '/wiki/survival/caixas/2023/halloween/'],
  [SURVIVAL, 'sentar', '/wiki/survival/melhorias/sentar/'],
  [SURVIVAL, 'elevador', '/wiki/survival/melhorias/elevador/'],
  [SURVIVAL, 'elevadro', '/wiki/survival/melhorias/elevador/'],
  [SURVIVAL, '/sethome', '/wiki/survival/teleporte/'],
  [SURVIVAL, 'skin tlauncher', '/wiki/survival/skin/tlauncher/'],
  [SURVIVAL, 'vote party', '/wiki/survival/votar/party/'],
  [SURVIVAL, 'discord vincular', '/wiki/survival/discord/vincular/'],
  [SURVIVAL, 'kit diario', '/wiki/survival/kits/'],
  [SURVIVAL, 'title:kits', '/wiki/survival/kits/'],
  [SURVIVAL, 'comparacao vip', '/wiki/survival/vip/comparacao/'],
  [SURVIVAL, 'transferencia de conta', '/wiki/survival/conta/transferencia/'],
  [SURVIVAL, 'exclusao da conta', '/wiki/survival/conta/exclusao/'],
  [SKYBLOCK, 'fabrica de uranio', '/wiki/skyblock/fabricas/uranio/'],
  [SKYBLOCK, 'urânio', '/wiki/skyblock/fabricas/uranio/'],
  [SKYBLOCK, 'missoes', '/wiki/skyblock/missoes/'],
  [SKYBLOCK, 'missões', '/wiki/skyblock/missoes/'],
  [SKYBLOCK, 'dungeon piratas', '/wiki/skyblock/dungeons/piratas/'],
  [SKYBLOCK, 'skill mineracao', '/wiki/skyblock/skills/mineracao/'],
  [SKYBLOCK, 'fabrca diamante', '/wiki/skyblock/fabricas/diamante/'],
  [REST, 'bedrock porta', '/jogar/bedrock/'],
  [REST, 'mapart', '/blog/como-criar-mapart/'],
  [REST, 'privacidade', '/legal/politica-de-privacidade/'],
];

let site: BuiltSite;
let settings: SearchSettings;
const indexes = new Map<string, SearchIndex>();
before(async () => {
  site = await buildIntoTemp();
  const home = await readFile(path.join(site.outDir, 'index.html'), 'utf8');
  settings = JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(home)![1]!).search;
  for (const context of settings.contexts) {
    indexes.set(context.path, loadIndex(JSON.parse(await readFile(path.join(site.outDir, context.index), 'utf8'))));
  }
});
after(() => site?.remove());

describe('relevance over the real site', () => {
  test(`${QUERIES.length} player queries each find their page first`, () => {
    const misses = QUERIES.flatMap(([context, query, expected]) => {
      const first = runQuery(indexes.get(context)!, query, 1).results[0]?.u;
      return first === expected ? [] : [`"${query}" in "${context}": ${first ?? 'nothing'}, expected ${expected}`];
    });
    assert.deepEqual(misses, []);
  });

  test('a query with prohibited words leaves their pages out', () => {
    const results = runQuery(indexes.get(SURVIVAL)!, '+vip -natal').results;
    assert.ok(results.length > 0);
    assert.ok(results.every((result) => result.u !== '/wiki/survival/vip/beneficios/natal/'));
  });

  test('a broken query gives a Portuguese hint, not an error', () => {
    const outcome = runQuery(indexes.get(SURVIVAL)!, 'title:');
    assert.deepEqual(outcome.results, []);
    assert.match(outcome.hint ?? '', /[Ff]alta/);
  });
});

describe('search files', () => {
  test('one index per context: survival, skyblock and the rest of the site, each within 200 KB gzip', async () => {
    assert.deepEqual(settings.contexts.map((context) => [context.path, context.label]), [
      [SURVIVAL, 'Survival'],
      [SKYBLOCK, 'Skyblock'],
      [REST, 'Resto do site'],
    ]);
    const { gzipSync } = await import('node:zlib');
    for (const context of settings.contexts) {
      const bytes = gzipSync(await readFile(path.join(site.outDir, context.index))).length;
      assert.ok(bytes < 200_000, `${context.label}: ${bytes} bytes gzip`);
      assert.match(context.index, /^\/search\/[\w-]+\.[\w-]{10}\.json$/, 'hashed file name');
    }
    assert.ok(indexes.get(SURVIVAL)!.documents.hits.every((hit) => hit.u.startsWith('/wiki/survival/')));
    assert.ok(indexes.get(REST)!.documents.hits.every((hit) => !hit.u.startsWith('/wiki/survival/') && !hit.u.startsWith('/wiki/skyblock/')));
  });

  test('a context path outside the base URL stops the build with a clear message', () => {
    const config = validateConfig({ ...siteConfig, search: { contexts: ['wiki/survival'] } });
    assert.throws(() => planSearch([], config, new Map()), /search context path "wiki\/survival" does not start with the base URL "\/"/);
  });
});
