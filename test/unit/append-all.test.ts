import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appendAll } from '../../src/tools/append-all.ts';

test('appends in order, however many: a writer thread reports every file of a large site at once', () => {
  const files = Array.from({ length: 300_000 }, (_, index) => `wiki/pagina-${index}/index.html`);
  assert.throws(() => [].push(...(files as never[])), RangeError, 'push(...) fails at this size, which is why appendAll exists');
  const list = ['404.html'];
  appendAll(list, files);
  assert.equal(list.length, 300_001);
  assert.equal(list[1], 'wiki/pagina-0/index.html');
  assert.equal(list.at(-1), 'wiki/pagina-299999/index.html');
});
