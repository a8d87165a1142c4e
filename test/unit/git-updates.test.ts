import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseGitLog } from '../../src/generator/git-updates.ts';

test('each file gets its newest commit: the first one the log lists it in', () => {
  const log = '\u00001773300000\tAna\n\nwiki/a.md\nwiki/b.md\n\u00001770000000\tBeto Silva\n\nwiki/a.md\nblog/c.md\n';
  const updates = parseGitLog(log);
  assert.deepEqual([...updates.keys()], ['wiki/a.md', 'wiki/b.md', 'blog/c.md']);
  assert.deepEqual(updates.get('wiki/a.md'), { date: new Date(1773300000 * 1000), author: 'Ana' });
  assert.deepEqual(updates.get('blog/c.md'), { date: new Date(1770000000 * 1000), author: 'Beto Silva' });
  assert.equal(parseGitLog('').size, 0);
});
