import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Marked } from 'marked';
import { parse } from 'yaml';
import { dataReferenceExtension, isPlainText, plainTextToken } from '../../src/markdown/data-references.ts';

const DATA = path.resolve(import.meta.dirname, '../../content/data');
const markdown = new Marked({ gfm: true, extensions: [dataReferenceExtension] });

/** Every text and number of a YAML document, as `{{ key }}` shows it. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

test("a plain value's token is the one marked reads it into; values with Markdown or an autolink are not plain", () => {
  const values = readdirSync(DATA).flatMap((file) => leaves(parse(readFileSync(path.join(DATA, file), 'utf8'))));
  values.push('R$ 25,90', 'jogar.jabuticraft.com.br', '1.21.4', 'Rei do PvP (temporada 3)', '50% + 10% = 60%', '#1', 'C/C++', 'ação "dupla" e \'simples\'?');
  const plain = values.filter(isPlainText);
  assert.ok(plain.length > 100, `only ${plain.length} plain values of ${values.length}`);
  for (const value of plain) assert.deepEqual([plainTextToken(value)], markdown.Lexer.lexInline(value, markdown.defaults), value);
  for (const value of ['**forte**', '`/kit`', 'suporte@jabuticraft.com.br', 'www.jabuticraft.com.br', 'https://jabuticraft.com.br', 'a_b', '[x](y)', '<b>', 'a\\b', '{{ x }}']) {
    assert.ok(!isPlainText(value), value);
  }
});
