import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readsHold, recordReadsNow } from '../../src/tools/file-reads.ts';

test('what code reads is recorded, files and environment variables alike, and holds until one of them changes', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'file-reads-'));
  const file = path.join(folder, 'valores.json');
  try {
    writeFileSync(file, '{"versao":"1.21"}');
    process.env.JABUTI_EDICAO = 'Java';
    const { value, reads } = recordReadsNow(() => `${JSON.parse(readFileSync(file, 'utf8')).versao} ${process.env.JABUTI_EDICAO} ${'JABUTI_AUSENTE' in process.env}`);
    assert.equal(value, '1.21 Java false');
    assert.deepEqual(reads.map(([name]) => name), [file, 'env:JABUTI_AUSENTE', 'env:JABUTI_EDICAO']);
    assert.equal(reads[1]![1], 'none');
    assert.ok(!reads[2]![1].includes('Java'), 'a value is kept as a digest, never as itself');
    assert.equal(readsHold(reads), true);
    process.env.JABUTI_EDICAO = 'Bedrock';
    assert.equal(readsHold(reads), false);
    process.env.JABUTI_EDICAO = 'Java';
    assert.equal(readsHold(reads), true);
    process.env.JABUTI_AUSENTE = '1';
    assert.equal(readsHold(reads), false);
    delete process.env.JABUTI_AUSENTE;
    // Outside a recording, nothing is noted.
    assert.equal(process.env.JABUTI_EDICAO, 'Java');
  } finally {
    delete process.env.JABUTI_EDICAO;
    rmSync(folder, { recursive: true, force: true });
  }
});
