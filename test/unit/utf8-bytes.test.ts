import assert from 'node:assert/strict';
import { test } from 'node:test';
import { utf8Bytes } from '../../src/tools/utf8-bytes.ts';

const encoder = new TextEncoder();

test('utf8Bytes gives the bytes TextEncoder gives: accents, emoji, lone surrogates, empty text', () => {
  const texts = ['', 'Jabuticraft', 'Ação: pão, maçã e fôlego', '<p>Olá — “VIP” › 🍇🎮</p>', 'a\uD800b', '\uDC00', '𝄞'.repeat(1000)];
  for (const text of texts) assert.deepEqual(utf8Bytes(text), encoder.encode(text), JSON.stringify(text.slice(0, 20)));
});

test('utf8Bytes gives each text a buffer of its own, the size of its bytes: moving one to a thread leaves the others whole', () => {
  const first = utf8Bytes('primeira página');
  const second = utf8Bytes('segunda');
  assert.equal(first.byteLength, first.buffer.byteLength);
  assert.notEqual(first.buffer, second.buffer);
  structuredClone(first.buffer, { transfer: [first.buffer] });
  assert.equal(new TextDecoder().decode(second), 'segunda');
  assert.equal(new TextDecoder().decode(utf8Bytes('terceira')), 'terceira');
});

test('utf8Bytes encodes texts longer than its scratch room, and very long ones, whole', () => {
  const long = 'Ção '.repeat(200_000); // 800,000 units: more than the first scratch buffer holds
  assert.deepEqual(utf8Bytes(long), encoder.encode(long));
  const huge = 'é'.repeat(5 * 1024 * 1024); // past the longest text encoded through the scratch buffer
  const bytes = utf8Bytes(huge);
  assert.equal(bytes.byteLength, huge.length * 2);
  assert.deepEqual(bytes.subarray(0, 4), encoder.encode('éé'));
});
