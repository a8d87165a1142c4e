import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChangeQueue } from '../../src/dev/change-queue.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('saves made together are folded into one rebuild', async () => {
  const batches: string[][] = [];
  const queue = new ChangeQueue(async (paths) => void batches.push(paths), 5);
  for (const file of ['a.md', 'b.md', 'a.md', 'c.md']) queue.add(file);
  await tick(40);
  assert.deepEqual(batches, [['a.md', 'b.md', 'c.md']]);
});

test('saves made during a rebuild wait for it, then run as one rebuild: never two at once', async () => {
  const batches: string[][] = [];
  let running = 0;
  let overlapped = false;
  let finishFirst: () => void = () => {};
  const queue = new ChangeQueue(async (paths) => {
    overlapped ||= running > 0;
    running++;
    batches.push(paths);
    if (batches.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    running--;
  }, 5);
  queue.add('a.md');
  await tick(30);
  queue.add('b.md');
  queue.add('c.md');
  await tick(30);
  assert.deepEqual(batches, [['a.md']], 'the second batch waits while the first runs');
  finishFirst();
  await tick(40);
  assert.deepEqual(batches, [['a.md'], ['b.md', 'c.md']]);
  assert.equal(overlapped, false);
});

test('a failed rebuild does not stop the queue', async () => {
  const batches: string[][] = [];
  const queue = new ChangeQueue(async (paths) => {
    batches.push(paths);
    if (paths.includes('broken.md')) throw new Error('broken');
  }, 5);
  queue.add('broken.md');
  await tick(30);
  queue.add('fixed.md');
  await tick(30);
  assert.deepEqual(batches, [['broken.md'], ['fixed.md']]);
});
