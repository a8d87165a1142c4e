import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import config from '../../site.config.ts';
import { validateConfig } from '../../src/build/config.ts';
import { indexSearchContext, prepareSearchContext, type SearchContextPlan, SearchConfigError, searchSettings } from '../../src/build/search-files.ts';
import { buildIndex, INDEX_BUILD_VERSION } from '../../src/search/build-index.ts';
import type { SearchDocument } from '../../src/search/types.ts';

const site = validateConfig(config);
const PAGE = { t: 'Proteção de terreno', u: '/wiki/survival/protecao/', b: ['Survival', 'Proteção'] };
const documents: SearchDocument[] = [
  { ...PAGE, h: '', s: PAGE.t, type: 'title', text: 'Proteção de terreno' },
  { ...PAGE, h: '', s: PAGE.t, type: 'keywords', text: 'terreno, claim, pá de ouro' },
  { ...PAGE, h: 'como-proteger', s: 'Como proteger', type: 'heading', text: 'Como proteger' },
  {
    ...PAGE,
    h: 'como-proteger',
    s: 'Como proteger',
    type: 'content',
    text: 'Com a pá de ouro, marque os cantos do terreno. As proteções dos jogadores não são apagadas enquanto estiverem ativas; use /protecao info para conferir.',
  },
];
const plan = (docs: SearchDocument[]): SearchContextPlan => ({ path: '/wiki/survival', name: 'wiki-survival', label: 'Survival', documents: docs });

/**
 * The index of these documents as INDEX_BUILD_VERSION builds it. When a change to the analysis,
 * the stemmer or the format changes it, raise INDEX_BUILD_VERSION and record the new hash here.
 */
const INDEX_HASH_BY_VERSION: Record<number, string> = {
  1: 'a384f3b45260938b71af4cbc34f5ffc85248adc43278d14e5ff049f28cb76ee6',
};

describe('search files', () => {
  test('the same documents give the same index until INDEX_BUILD_VERSION is raised', () => {
    const hash = createHash('sha256').update(JSON.stringify(buildIndex(documents).index)).digest('hex');
    assert.equal(
      hash,
      INDEX_HASH_BY_VERSION[INDEX_BUILD_VERSION],
      'these documents now give another index: raise INDEX_BUILD_VERSION (index files are named by their inputs and cached by name) and record the new hash',
    );
  });

  test('hashed names are known before indexing and change with any input of the index', () => {
    const prepared = prepareSearchContext(plan(documents), site, 'hashed');
    const indexed = indexSearchContext(plan(documents), site, 'hashed');
    assert.deepEqual(indexed.settings, prepared.settings);
    assert.match(prepared.indexPath, /^search\/wiki-survival\.[\w-]{10}\.json$/);
    assert.deepEqual(
      prepared.textFiles.map((file) => JSON.parse(file.contents)),
      [documents.map((document) => document.text)],
    );
    const renamed = [...documents];
    renamed[2] = { ...documents[2]!, s: 'Como proteger o terreno' };
    const retexted = [...documents];
    retexted[3] = { ...documents[3]!, text: 'Outro texto.' };
    for (const changed of [renamed, retexted, documents.slice(1)]) {
      assert.notEqual(prepareSearchContext(plan(changed), site, 'hashed').indexPath, prepared.indexPath);
    }
    assert.equal(prepareSearchContext(plan([...documents]), site, 'hashed').indexPath, prepared.indexPath);
  });

  test('stable names carry no hash', () => {
    const prepared = prepareSearchContext(plan(documents), site, 'stable');
    assert.equal(prepared.indexPath, 'search/wiki-survival.json');
    assert.deepEqual(prepared.settings.texts, [`${site.baseUrl}search/wiki-survival-textos-0.json`]);
  });

  test('a docs version path outside the base URL throws; the default one is inside it', () => {
    const docs = (path?: string) => ({ ...config.docs, versions: { current: { name: 'current', path } } });
    assert.equal(searchSettings(validateConfig({ ...config, baseUrl: '/jabuti/' }), []).versionPath, '/jabuti/wiki');
    assert.equal(searchSettings(validateConfig({ ...config, baseUrl: '/jabuti/', docs: docs('/jabuti/wiki/') }), []).versionPath, '/jabuti/wiki');
    for (const path of ['/wiki', '/jabutiwiki', 'wiki']) {
      assert.throws(
        () => searchSettings(validateConfig({ ...config, baseUrl: '/jabuti/', docs: docs(path) }), []),
        (error: unknown) => error instanceof SearchConfigError && error.message === `site.config.ts: docs version path "${path}" does not start with the base URL "/jabuti/"`,
      );
    }
  });
});
