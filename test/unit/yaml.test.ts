/**
 * The small readers of yaml.ts take the usual front matter and data files, `yaml` the rest: on every
 * front matter and data file of the site, and on the values where YAML versions differ, what the
 * readers give must be what `yaml` gives.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fg from 'fast-glob';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { parseSimpleBlock, parseSimpleMapping, parseYaml, topLevelKeyLines } from '../../src/generator/yaml.ts';

const frontMatterOf = (source: string) => /^---\n([\s\S]*?)\n---/.exec(source)?.[1];

function viaYaml(text: string): { value: unknown; keyLines: Record<string, number> } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const keyLines: Record<string, number> = {};
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key) && pair.key.range) keyLines[String(pair.key.value)] ??= lineCounter.linePos(pair.key.range[0]).line;
    }
  }
  return { value: document.toJS(), keyLines };
}

/** `reader` gives up on each text, and parseYaml reads it as `yaml` does, when it can. */
function assertLeftToYaml(reader: (text: string) => unknown, texts: readonly string[]): void {
  for (const text of texts) {
    assert.equal(reader(text), undefined, text);
    const parsed = parseYaml(text);
    if (parsed.ok) assert.deepEqual(parsed.value, viaYaml(text).value, text);
  }
}

test("every front matter and data file of the site reads the same as with `yaml`, keys on the same lines, and by the small readers", () => {
  const texts = [
    ...fg.sync('content/**/*.{md,mdx}').flatMap((file) => {
      const text = frontMatterOf(readFileSync(file, 'utf8'));
      return text === undefined ? [] : [[file, text] as const];
    }),
    ...fg.sync('content/{data/*.yml,blog/authors.yml}').map((file) => [file, readFileSync(file, 'utf8')] as const),
  ];
  assert.ok(texts.length > 300);
  for (const [file, text] of texts) {
    const expected = viaYaml(text);
    const parsed = parseYaml(text);
    assert.ok(parsed.ok, file);
    assert.deepEqual(parsed.value, expected.value, file);
    // Loading `yaml` for one file costs the whole build about 60 ms (a glossary in flow style did).
    assert.ok((parseSimpleMapping(text) ?? parseSimpleBlock(text)) !== undefined, `${file}: read by the small readers, not by \`yaml\``);
    if (file.endsWith('.md')) assert.deepEqual(topLevelKeyLines(text), expected.keyLines, file);
  }
});

test('YAML 1.2 types: dates and yes/no stay texts, numbers and booleans are typed', () => {
  const parsed = parseYaml('date: 2025-02-01\nanswer: yes\nposition: 3\nratio: 1.5\ndraft: false\nnothing:\nlist: [a, "b: c"]\n');
  assert.deepEqual(parsed, { ok: true, value: { date: '2025-02-01', answer: 'yes', position: 3, ratio: 1.5, draft: false, nothing: null, list: ['a', 'b: c'] } });
});

test('a text `yaml` refuses gets its message and line', () => {
  assert.deepEqual(parseYaml('title: a\ntitle: b\n'), { ok: false, message: 'Map keys must be unique', line: 2 });
});

test('key lines: plain and quoted keys, nested keys and list items skipped, counted from the given line', () => {
  const text = 'title: Kits\n"sidebar_label": Kits\nkeywords:\n  - kit\n  - vip\nnested:\n  inner: 1\n# comment: no\n';
  assert.deepEqual(topLevelKeyLines(text, 2), { title: 2, sidebar_label: 3, keywords: 4, nested: 7 });
});

test('the simple reader takes the usual front matter, and leaves everything else to `yaml`', () => {
  assert.deepEqual(parseSimpleMapping('title: Kits (guia)\ndescription: "Kits, \\"VIP\\" e mais"\nsidebar_position: 12\ndraft: false\nkeywords: [kit, /kit, kit diário]\ntags: []\nsince: 2025-02-01\nlabel: 1º Aniversário\nalso: [2fa, 1x1, "b: c", 100 golpes]\n'), {
    title: 'Kits (guia)',
    description: 'Kits, "VIP" e mais',
    sidebar_position: 12,
    draft: false,
    keywords: ['kit', '/kit', 'kit diário'],
    tags: [],
    since: '2025-02-01',
    label: '1º Aniversário',
    also: ['2fa', '1x1', 'b: c', '100 golpes'],
  });
  const deferred = [
    'position: 1.5',
    'position: 012',
    'flag: True',
    'nothing: ~',
    'nothing:',
    "quote: 'it''s'",
    'escape: "a\\x41"',
    'note: a #comment',
    'pair: a: b',
    'list: [a, "b: c" x]',
    'list: [1.5, kit]',
    'count: 0x1F',
    'list: [a, [b]]',
    'title: a\ntitle: b',
    'nested:\n  key: 1',
    'items:\n  - a',
    'anchor: &a x',
    'text: |',
    '# comment',
  ];
  assertLeftToYaml(parseSimpleMapping, deferred);
});

test('the block reader takes data files (nested mappings, flow mappings, comments) as `yaml` reads them, and leaves the rest to it', () => {
  const text = [
    '# Fábricas',
    'geral:',
    '  niveis: "5"        # comentário',
    '  nome: Fábrica de Madeira # outro',
    '  niveis2:',
    '    n1: { intervalo: "30 s", quantidade: "4", nota: "a, b # c" }',
    '    n2: { item: Pólvora, qtd: "16 a 32" }  # depois',
    '',
    '2021:',
    '  ativo: true',
    '  vagas: 12',
    '"2022":',
    '  "com espaço": "sim"',
    'vazio: {}',
  ].join('\n');
  const expected = {
    geral: { niveis: '5', nome: 'Fábrica de Madeira', niveis2: { n1: { intervalo: '30 s', quantidade: '4', nota: 'a, b # c' }, n2: { item: 'Pólvora', qtd: '16 a 32' } } },
    2021: { ativo: true, vagas: 12 },
    2022: { 'com espaço': 'sim' },
    vazio: {},
  };
  assert.deepEqual(parseSimpleBlock(text), expected);
  assert.deepEqual(viaYaml(text).value, expected);
  const deferred = [
    '# só um comentário',
    'chave:',
    'chave:\nirma: 1',
    'a:\n  b: 1\n   c: 2',
    'a:\n    b: 1\n  c: 2',
    '"a\\x41": b',
    '012: x',
    'a: 1\na: 2',
    'a: { b: 1 }',
    'a: { b: [c] }',
    'a: { b: "c }',
    'lista:\n  - a',
    'a: &ancora x',
    'a: |\n  texto',
  ];
  assertLeftToYaml(parseSimpleBlock, deferred);
});
