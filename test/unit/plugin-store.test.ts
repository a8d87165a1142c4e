import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PluginStore } from '../../src/generator/plugin-store.ts';

test("what a site's plugins made of a page is found again by the next build, and not at all from a pack cut short", () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'plugin-store-'));
  try {
    const base = path.join(folder, 'site');
    const first = new PluginStore(base, 'v1');
    const key = first.keyOf(['remark'], '# Baús\n');
    first.put('remark', 'docs/baus.md', key, { reads: [], text: '# Baús do servidor\n', mdx: false });
    first.save();
    assert.equal(new PluginStore(base, 'v1').get('remark', 'docs/baus.md', key)?.text, '# Baús do servidor\n');
    truncateSync(`${base}.plugins.pack`, statSync(`${base}.plugins.pack`).size - 3);
    assert.equal(new PluginStore(base, 'v1').get('remark', 'docs/baus.md', key), undefined);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
