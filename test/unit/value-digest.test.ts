import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ValueDigest } from '../../src/tools/value-digest.ts';
import { HtmlPack } from '../../src/generator/html-pack.ts';

test('a page\'s HTML kept in the Markdown store\'s pack stands for its digest in the page\'s, and is not read for it', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'value-digest-'));
  try {
    const pack = new HtmlPack(path.join(folder, 'store.pack'), false);
    const range = pack.append('<p>baú</p>'.repeat(200));
    const html = pack.stored(range, 'digest-of-html', []);
    const again = pack.stored(range, 'digest-of-html', []);
    const other = pack.stored(pack.append('<p>bau</p>'), 'digest-of-other', []);
    // Closed: a digest that read the HTML would throw.
    pack.close();
    assert.throws(() => html.text());
    const page = (body: unknown) => ({ title: 'Baús', html: body });
    assert.equal(new ValueDigest().of(page(html)), new ValueDigest().of(page(again)));
    assert.notEqual(new ValueDigest().of(page(html)), new ValueDigest().of(page(other)));
    assert.notEqual(new ValueDigest().of(page(html)), new ValueDigest().of(page('<p>baú</p>'.repeat(200))));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a string is digested by its characters: the same text, the same digest', () => {
  const page = (body: string) => ({ title: 'Baús', html: body });
  assert.equal(new ValueDigest().of(page('<p>baú</p>')), new ValueDigest().of(page(`<p>ba${'ú'}</p>`)));
  assert.notEqual(new ValueDigest().of(page('<p>baú</p>')), new ValueDigest().of(page('<p>bau</p>')));
});
