import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeEntities } from '../../src/tools/decode-entities.ts';

test('character references are read as the browser reads them, a lone surrogate as U+FFFD', () => {
  assert.equal(decodeEntities('&lt;b&gt; &amp; &#39;x&#39; &#x1F9F0; &#231;'), "<b> & 'x' 🧰 ç");
  assert.equal(decodeEntities('a&#xD800;b &#57343;'), 'a\ufffdb \ufffd');
  assert.equal(decodeEntities('&#x110000; &bogus;'), '&#x110000; &bogus;', 'what is no reference stays as written');
});
