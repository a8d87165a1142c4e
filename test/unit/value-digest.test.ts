import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ValueDigest } from '../../src/tools/value-digest.ts';

const long = (text: string) => text.repeat(200);

test('a long string whose digest is known stands for its digest, and changes the value\'s digest when it changes', () => {
  const html = long('<p>baú</p>');
  const other = long('<p>bau</p>');
  const known = new Map([[html, 'digest-of-html'], [other, 'digest-of-other']]);
  const page = (body: string) => ({ title: 'Baús', html: body });
  assert.equal(new ValueDigest(known).of(page(html)), new ValueDigest(known).of(page(`${html}`)));
  assert.notEqual(new ValueDigest(known).of(page(html)), new ValueDigest(known).of(page(other)));
  // A string it does not know is hashed as any other: the same value, the same digest.
  const unknown = long('<p>novo</p>');
  assert.equal(new ValueDigest(known).of(page(unknown)), new ValueDigest().of(page(unknown)));
  assert.notEqual(new ValueDigest(known).of(page(unknown)), new ValueDigest(known).of(page(html)));
});
