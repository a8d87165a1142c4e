/**
 * Search over the real site's index, as players type: with and without accents, typos, partial
 * words and commands. Each query names the page that must come first. Also the contexts' files.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import siteConfig from '../../site.config.ts';
import { planSearch } from '../../src/generator/search-files.ts';
import type { SearchSettings } from '../../src/model/search-settings.ts';
import { validateConfig } from '../../src/generator/config.ts';
import type { PageEntry } from '../../src/search/shard-format.ts';
import type { ShardedIndex } from '../../src/search/sharded-index.ts';
import { buildIntoTemp, type BuiltSite } from '../helpers/build-fixture.ts';
import { shardedFromFolder } from '../helpers/sharded-files.ts';
import { RELEVANCE_QUERIES as QUERIES, REST, SKYBLOCK, SURVIVAL } from '../fixtures/relevance-queries.ts';
import { queryHintText } from '../../src/search/query-hint.ts';
import { siteTranslator } from '../../src/model/i18n/catalogues.ts';


let site: BuiltSite;
let settings: SearchSettings;
const indexes = new Map<string, ShardedIndex>();
before(async () => {
  site = await buildIntoTemp();
  const home = await readFile(path.join(site.outDir, 'index.html'), 'utf8');
  settings = JSON.parse(/<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(home)![1]!).search;
  for (const context of settings.contexts) {
    indexes.set(context.path, shardedFromFolder(site.outDir, context.index).index);
  }
});
after(() => site?.remove());

/** The folder of a context's files, as its entry file names it. */
function folderOf(entry: string): string {
  return `/search/${(JSON.parse(readFileSync(path.join(site.outDir, entry), 'utf8')) as { d: string }).d}`;
}

describe('relevance over the real site', () => {
  test(`${QUERIES.length} player queries each find their page first, through the files the browser fetches`, async () => {
    const misses: string[] = [];
    for (const [context, query, expected] of QUERIES) {
      const first = (await indexes.get(context)!.run(query, 1)).results[0]?.u;
      if (first !== expected) misses.push(`"${query}" in "${context}": ${first ?? 'nothing'}, expected ${expected}`);
    }
    assert.deepEqual(misses, []);
  });

  test('a query the index does not know gets the words the site writes ("Você quis dizer …")', async () => {
    const skyblock = indexes.get(SKYBLOCK)!;
    assert.equal(await skyblock.suggest('natherita'), 'netherita');
    assert.equal(await skyblock.suggest('fabrca de natherita'), 'fábrica de netherita', 'with its accent, the stop word kept');
    assert.equal(await indexes.get(SURVIVAL)!.suggest('casmento lotreia'), 'casamento loteria');
    assert.equal(await skyblock.suggest('ecantamento'), 'encantamento');
    assert.equal(await skyblock.suggest('diamente'), 'diamante');
    assert.equal(await skyblock.suggest('netherita'), undefined, 'every word known');
  });

  test('each word of a group of synonyms (content/data/busca.yml) finds the same pages in every context, and the word the site does not use finds its pages', async () => {
    assert.ok(siteConfig.search.synonyms.length >= 5);
    for (const group of siteConfig.search.synonyms) {
      for (const context of settings.contexts) {
        const index = indexes.get(context.path)!;
        const pagesOf = async (word: string) => [...new Set((await index.run(`+${word}`)).results.map((result) => result.u))].sort();
        const [first, ...others] = group;
        const expected = await pagesOf(first!);
        for (const other of others) assert.deepEqual(await pagesOf(other), expected, `"${other}" and "${first}" in "${context.path}"`);
      }
    }
    // The wiki says "clã"; a player types "clan" and finds the clan pages.
    assert.equal((await indexes.get(SURVIVAL)!.run('clan', 1)).results[0]?.u.startsWith('/wiki/survival/clan/'), true);
    assert.ok((await indexes.get(SKYBLOCK)!.run('netherite')).results.some((result) => result.u === '/wiki/skyblock/fabricas/netherita/'));
  });

  test('a query with prohibited words leaves their pages out', async () => {
    const results = (await indexes.get(SURVIVAL)!.run('+vip -natal')).results;
    assert.ok(results.length > 0);
    assert.ok(results.every((result) => result.u !== '/wiki/survival/vip/beneficios/natal/'));
  });

  test('a broken query gives a Portuguese hint, not an error', async () => {
    const outcome = await indexes.get(SURVIVAL)!.run('title:');
    assert.deepEqual(outcome.results, []);
    assert.match(outcome.hint ? queryHintText(outcome.hint, siteTranslator({ name: 'pt-BR', htmlLang: 'pt-BR' })) : '', /[Ff]alta/);
  });
});

describe('search files', () => {
  test('one index per context: survival, skyblock and the rest of the site; a first query fetches under 100 KB gzip', async () => {
    assert.deepEqual(settings.contexts.map((context) => [context.path, context.label]), [
      [SURVIVAL, 'Survival'],
      [SKYBLOCK, 'Skyblock'],
      [REST, 'Resto do site'],
    ]);
    const { gzipSync } = await import('node:zlib');
    for (const context of settings.contexts) {
      assert.match(context.index, /^\/search\/[\w-]+\.json$/, 'an entry file of one name, which pages name before the index is made');
      for (const [, query] of QUERIES.filter(([path]) => path === context.path)) {
        const { index, fetched } = shardedFromFolder(site.outDir, context.index);
        const { results } = await index.run(query, 8);
        await Promise.all(results.map((result) => index.text(result)));
        let bytes = 0;
        for (const url of fetched) bytes += gzipSync(await readFile(path.join(site.outDir, url))).length;
        assert.ok(bytes < 100_000, `"${query}" in ${context.label}: ${bytes} bytes gzip over ${fetched.length} files`);
        assert.ok(fetched.slice(1).every((url) => url.startsWith(`${folderOf(context.index)}/`)), `only its own context's files: ${fetched.join(' ')}`);
        assert.match(folderOf(context.index), /\.[\w-]{10}$/, 'in a hashed folder');
      }
    }
    const urlsOf = async (context: string) => {
      const folder = path.join(site.outDir, folderOf(settings.contexts.find((each) => each.path === context)!.index));
      const { readdir } = await import('node:fs/promises');
      const pageFiles = (await readdir(folder)).filter((name) => /^p\d+\.json$/.test(name));
      const entries = await Promise.all(pageFiles.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as PageEntry[]));
      return entries.flat().map(([, u]) => u);
    };
    assert.ok((await urlsOf(SURVIVAL)).length > 200);
    assert.ok((await urlsOf(SURVIVAL)).every((url) => url.startsWith('/wiki/survival/')));
    assert.ok((await urlsOf(REST)).every((url) => !url.startsWith('/wiki/survival/') && !url.startsWith('/wiki/skyblock/')));
  });

  test('every page names the same search files, and they exist (pages are rendered before the index is done)', async () => {
    const { readdir } = await import('node:fs/promises');
    // The pages left at moved paths only send the reader on: they carry no settings.
    const moved = new Set(Object.keys(JSON.parse(await readFile(path.join(site.outDir, '_deploy/redirects.json'), 'utf8')) as Record<string, string>).map((from) => `${from.slice(1)}index.html`));
    const pages = (await readdir(site.outDir, { recursive: true })).filter((file) => file.endsWith('.html') && !moved.has(file));
    assert.ok(pages.length > 300);
    const settingsOf = async (page: string) => /<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(await readFile(path.join(site.outDir, page), 'utf8'))?.[1];
    const expected = await settingsOf('index.html');
    const differing = [];
    for (const page of pages) if ((await settingsOf(page)) !== expected) differing.push(page);
    assert.deepEqual(differing, []);
    // Each entry file names its shards, whose files sit in the folder of the same name.
    for (const context of settings.contexts) {
      const entry = JSON.parse(await readFile(path.join(site.outDir, context.index), 'utf8')) as { s: string[] };
      assert.ok(entry.s.length > 0, `${context.index} names no shards`);
      for (const number of entry.s.keys()) await readFile(path.join(site.outDir, folderOf(context.index), `s${number}.json`)); // Throws when missing.
    }
  });

  test('a context path outside the base URL stops the build with a clear message', () => {
    const config = validateConfig({ ...siteConfig, search: { contexts: ['wiki/survival'] } });
    assert.throws(() => planSearch([], config, new Map(), 'Resto do site'), /search context path "wiki\/survival" does not start with the base URL "\/"/);
  });
});
