/** The `@docusaurus/useBaseUrl` stand-in gives what Docusaurus's gives (Metro's home links were written `docs/getting-started`). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import useBaseUrl from '../../src/generator/docusaurus-shims/useBaseUrl.ts';
import { setShimSite } from '../../src/generator/docusaurus-shims/site.ts';

test('a path, relative or not, gets the base URL once; an address, an anchor or nothing is left alone', () => {
  setShimSite({ baseUrl: '/metro/', title: 'Metro', tagline: '', url: 'https://facebook.github.io' });
  assert.equal(useBaseUrl('docs/getting-started'), '/metro/docs/getting-started');
  assert.equal(useBaseUrl('/img/logo.svg'), '/metro/img/logo.svg');
  assert.equal(useBaseUrl('/metro/img/logo.svg'), '/metro/img/logo.svg');
  assert.equal(useBaseUrl('https://github.com/facebook/metro'), 'https://github.com/facebook/metro');
  assert.equal(useBaseUrl('//cdn.example.com/x.js'), '//cdn.example.com/x.js');
  assert.equal(useBaseUrl('#top'), '#top');
  assert.equal(useBaseUrl(''), '');
  assert.equal(useBaseUrl('/img/logo.svg', { absolute: true }), 'https://facebook.github.io/metro/img/logo.svg');
  assert.equal(useBaseUrl('/metro/x', { forcePrependBaseUrl: true }), '/metro/metro/x');
});
