/**
 * Issue 36: a guard for an error fresh readers found in three boxes at once (round 8): a prize table
 * whose chances contradict its own rarity column (an "Incomum" prize more likely than a "Comum" one).
 * Every table of the wiki with a "Raridade" and a "Chance" column is read with its data values filled
 * in: each rarer tier's chances stay at or below the commoner tier's, and a box's chances add up to
 * 100 %.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { dataValue, markdownFiles } from '../helpers/content-data.ts';

const CONTENT = 'content';
/** The site's rarities, commonest first. */
const TIERS = ['Comum', 'Incomum', 'Raro', 'Épico', 'Lendário', 'Mítico'];

function filled(cell: string): string {
  return cell.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (reference, key: string) => dataValue(key) ?? reference);
}

interface PrizeRow {
  line: number;
  tier: number;
  chance: number;
}

/** Each table with a rarity and a chance column: its rows, by the line they are on. */
function prizeTables(file: string): PrizeRow[][] {
  const tables: PrizeRow[][] = [];
  let columns: { tier: number; chance: number } | undefined;
  for (const [index, raw] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (!raw.trim().startsWith('|')) {
      columns = undefined;
      continue;
    }
    const cells = raw.split('|').slice(1, -1).map((cell) => filled(cell.trim()));
    if (!columns) {
      const tier = cells.findIndex((cell) => /^Raridade$/i.test(cell));
      const chance = cells.findIndex((cell) => /^Chance/i.test(cell));
      if (tier !== -1 && chance !== -1) {
        columns = { tier, chance };
        tables.push([]);
      }
      continue;
    }
    if (/^[-:\s]+$/.test(cells.join(''))) continue;
    const percent = /^(\d+(?:,\d+)?)\s*%$/.exec(cells[columns.chance] ?? '');
    const tier = TIERS.findIndex((name) => (cells[columns!.tier] ?? '').startsWith(name.slice(0, -1)));
    assert.ok(percent && tier !== -1, `${file}:${index + 1}: a prize row without a known rarity and a chance in %: ${raw}`);
    tables.at(-1)!.push({ line: index + 1, tier, chance: Number(percent[1]!.replace(',', '.')) });
  }
  return tables.filter((rows) => rows.length > 0);
}

test('every prize table of the wiki gives a rarer prize no more chance than a commoner one, and its chances add up to 100 %', () => {
  const files = markdownFiles(path.join(CONTENT, 'wiki'));
  const problems: string[] = [];
  let tables = 0;
  for (const file of files) {
    for (const rows of prizeTables(file)) {
      tables += 1;
      for (const row of rows) {
        const commoner = rows.filter((other) => other.tier < row.tier && other.chance < row.chance);
        for (const other of commoner) problems.push(`${file}:${row.line}: ${TIERS[row.tier]} at ${row.chance}% above ${TIERS[other.tier]} at ${other.chance}% (line ${other.line})`);
      }
      const total = rows.reduce((sum, row) => sum + row.chance, 0);
      if (Math.abs(total - 100) > 0.01) problems.push(`${file}:${rows[0]!.line}: chances add up to ${total}%`);
    }
  }
  assert.ok(tables >= 15, `${tables} prize tables found`);
  assert.deepEqual(problems, []);
});
