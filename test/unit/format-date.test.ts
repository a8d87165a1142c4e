import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPortugueseDate } from '../../src/model/i18n/portuguese-date.ts';

test('dates read as Intl writes them in pt-BR, every day from 2019 to 2030', () => {
  const intl = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const differing: string[] = [];
  for (let time = Date.UTC(2019, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
    const date = new Date(time);
    if (formatPortugueseDate(date) !== intl.format(date)) differing.push(`${formatPortugueseDate(date)} ≠ ${intl.format(date)}`);
  }
  assert.deepEqual(differing, []);
  assert.equal(formatPortugueseDate(new Date('2025-03-01T23:30:00Z')), '1 de março de 2025');
});
