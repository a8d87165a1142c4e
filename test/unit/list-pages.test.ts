import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listPageRoute, paginate } from '../../src/tools/list-pages.ts';

test('a list of 250 entries takes three pages of at most a hundred, at its route then page/2/ and page/3/', () => {
  const pages = paginate('/wiki/tags/pvp/', Array.from({ length: 250 }, (_, index) => index));
  assert.deepEqual(
    pages.map(({ route, number, count, items }) => [route, number, count, items.length, items[0]]),
    [
      ['/wiki/tags/pvp/', 1, 3, 100, 0],
      ['/wiki/tags/pvp/page/2/', 2, 3, 100, 100],
      ['/wiki/tags/pvp/page/3/', 3, 3, 50, 200],
    ],
  );
  assert.equal(listPageRoute('/blog/', 2), '/blog/page/2/');
});

test('a short list, or an empty one, is one page at its own route', () => {
  assert.deepEqual(paginate('/blog/', [], 10), [{ first: '/blog/', number: 1, count: 1, route: '/blog/', items: [] }]);
  assert.equal(paginate('/x/', Array.from({ length: 100 }, () => 'a')).length, 1);
});
