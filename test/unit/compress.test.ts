/** What the build writes beside a text file (`.br`, `.gz`): the client's own bundle at the best levels, everything else fast. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compressedSiblings } from '../../src/generator/compress.ts';

const css = readFileSync('src/styles/site.css');
const page = Buffer.from(`<!DOCTYPE html><html lang="pt-BR"><body>${'<p>Bloco de diamante, picareta de ferro e baú do Ender.</p>'.repeat(400)}</body></html>`);

function brotli(bytes: Uint8Array, quality: number): number {
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).byteLength;
}

function siblings(file: string, bytes: Buffer) {
  const made = Object.fromEntries(compressedSiblings(file, bytes).map(({ suffix, bytes: compressed }) => [suffix, compressed]));
  assert.ok(brotliDecompressSync(made['.br']!).equals(bytes) && gunzipSync(made['.gz']!).equals(bytes), `${file}: both decompress to the file`);
  return made;
}

test("the client's own stylesheet and scripts get Brotli's best quality: as small as quality 11 makes them", () => {
  for (const file of ['assets/site.7DWBTABB.css', 'assets/boot.KT4HGDJG.js']) {
    assert.equal(siblings(file, css)['.br']!.byteLength, brotli(css, 11), file);
  }
});

test('pages, search files and what sits deeper under assets/ stay at a fast quality', () => {
  for (const file of ['wiki/survival/index.html', 'search/wiki-survival.abc/0.json', 'assets/mermaid-11.0.0/mermaid.esm.min.mjs', 'sidebars/survival.json']) {
    const size = siblings(file, page)['.br']!.byteLength;
    assert.equal(size, brotli(page, 5), file);
  }
});
