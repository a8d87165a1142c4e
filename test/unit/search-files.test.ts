import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import config from '../../site.config.ts';
import { validateConfig } from '../../src/generator/config.ts';
import { SearchConfigError, searchSettings } from '../../src/generator/search-files.ts';


describe('search files', () => {
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
