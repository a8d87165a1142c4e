import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getHeapStatistics } from 'node:v8';
import { collectGarbage } from '../../src/tools/collect-garbage.ts';

test('collecting garbage frees what nothing holds any more, old generation included', () => {
  let held: string[][] | undefined = Array.from({ length: 200 }, (_, row) => Array.from({ length: 2_000 }, (_, column) => `célula ${row}:${column}`));
  collectGarbage(); // what is held survives, and is promoted
  const withRows = getHeapStatistics().used_heap_size;
  assert.equal(held.length, 200);
  held = undefined;
  collectGarbage();
  const freed = withRows - getHeapStatistics().used_heap_size;
  assert.ok(freed > 10_000_000, `freed ${freed} bytes of 400,000 strings`);
});
