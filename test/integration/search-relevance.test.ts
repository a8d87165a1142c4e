/**
 * Search over the real site's index, as players type: with and without accents, typos, partial
 * words and commands. Each query names the page that must come first. Also the contexts' files.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { planSearch } from '../../src/generator/search-files.ts';
import type { SearchSettings } from '../../src/model/search-settings.ts';
import { validateConfig } from '../../src/generator/config.ts';
import { loadIndex, type SearchIndex } from '../../src/search/index-format.ts';
import { runQuery } from '../../src/search/run-query.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { RELEVANCE_QUERIES as QUERIES, REST, SKYBLOCK, SURVIVAL } from '../fixtures/relevance-queries.ts';


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

  test('every page names the same search files, and they exist (pages are rendered before the index is done)', async () => {
    const { readdir } = await import('node:fs/promises');
    const pages = (await readdir(site.outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
    assert.ok(pages.length > 300);
    const settingsOf = async (page: string) => /<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(await readFile(path.join(site.outDir, page), 'utf8'))?.[1];
    const expected = await settingsOf('index.html');
    const differing = [];
    for (const page of pages) if ((await settingsOf(page)) !== expected) differing.push(page);
    assert.deepEqual(differing, []);
    // Each index names its texts files, relative to itself: the pages' settings stay the same size whatever the site's.
    for (const context of settings.contexts) {
      const index = JSON.parse(await readFile(path.join(site.outDir, context.index), 'utf8')) as { t?: string[]; n?: number };
      assert.ok((index.t?.length ?? 0) > 0 && (index.n ?? 0) > 0, `${context.index} names no texts files`);
      for (const name of index.t ?? []) await readFile(path.join(site.outDir, path.dirname(context.index), name)); // Throws when missing.
    }
  });

  test('a context path outside the base URL stops the build with a clear message', () => {
    const config = validateConfig({ ...siteConfig, search: { contexts: ['wiki/survival'] } });
    assert.throws(() => planSearch([], config, new Map()), /search context path "wiki\/survival" does not start with the base URL "\/"/);
  });
});
