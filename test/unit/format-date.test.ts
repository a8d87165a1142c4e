import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate } from '../../src/model/ui-text.ts';

test('dates read as Intl writes them in pt-BR, every day from 2019 to 2030', () => {
  const intl = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const differing: string[] = [];
  for (let time = Date.UTC(2019, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
    const date = new Date(time);
    if (formatDate(date) !== intl.format(date)) differing.push(`${formatDate(date)} ≠ ${intl.format(date)}`);
  }
  assert.deepEqual(differing, []);
  assert.equal(formatDate(new Date('2025-03-01T23:30:00Z')), '1 de março de 2025');
});
