/**
 * Code colours made at build time with Shiki (issue 19, item 7): every token's colour reads on the
 * site's code background in both colour modes, and colours kept in the cache file are used by the
 * next build without asking Shiki again; a language Shiki lacks stays plain.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { CodeColours } from '../../src/generator/code-colours.ts';

const root = await mkdtemp(path.join(tmpdir(), 'jabuti-colours-'));
after(() => rm(root, { recursive: true, force: true }));

const SAMPLES: [string, string][] = [
  ['yaml', '# comentário\nporta: 25565\nnome: "Jabuti"\nativo: true'],
  ['bash', '# baixa e inicia\njava -Xmx2G -jar paper.jar --nogui && echo "ok $HOME"'],
  ['js', "// comentário\nconst porta = 25565;\nexport function f(a) { return `x${a}` + /re/g.test('s'); }"],
  ['json', '{ "nome": "Jabuti", "porta": 25565, "ativo": null }'],
  ['diff', '- antigo\n+ novo'],
];

/** The site's code backgrounds (`--code-bg` in src/styles/site.css) for each colour mode. */
function codeBackgrounds(): { dark: string; light: string } {
  const css = readFileSync('src/styles/site.css', 'utf8');
  const of = (theme: string) => new RegExp(`\\[data-theme='${theme}'\\][^}]*--jc-code-bg: (#[0-9a-f]{6})`).exec(css)?.[1];
  return { dark: of('dark')!, light: of('light')! };
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('every token colour reads on the code background in both modes (4.5:1)', async () => {
  const colours = new CodeColours(process.cwd(), null);
  for (const [language, code] of SAMPLES) assert.equal(colours.highlight(code, language), undefined);
  assert.equal(colours.missing, true);
  await colours.colourMissing();
  const backgrounds = codeBackgrounds();
  const low: string[] = [];
  for (const [language, code] of SAMPLES) {
    const lines = colours.highlight(code, language);
    assert.ok(lines && lines.length === code.split('\n').length, `${language} is coloured line by line`);
    for (const match of lines.join('').matchAll(/--shiki-(light|dark):(#[0-9A-Fa-f]{6})/g)) {
      const mode = match[1] as 'light' | 'dark';
      const ratio = contrast(match[2]!, backgrounds[mode]);
      if (ratio < 4.5) low.push(`${language} ${mode} ${match[2]} on ${backgrounds[mode]}: ${ratio.toFixed(2)}`);
    }
  }
  assert.deepEqual(low, []);
});

test('colours are kept in the cache file for the next build; a language Shiki lacks stays plain', async () => {
  const cacheFile = path.join(root, 'cache', 'colours.json');
  const first = new CodeColours(process.cwd(), cacheFile);
  first.highlight('porta: 25565\n', 'yaml');
  first.highlight('qualquer coisa', 'linguagem-inventada');
  await first.colourMissing();
  assert.equal(first.missing, false);
  assert.equal(first.highlight('qualquer coisa', 'linguagem-inventada'), undefined);
  assert.equal(first.missing, false, 'a language Shiki lacks is remembered as plain, not asked again');

  const next = new CodeColours(process.cwd(), cacheFile);
  const lines = next.highlight('porta: 25565\n', 'yaml');
  assert.match(lines?.[0] ?? '', /^<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">porta<\/span>/);
  assert.equal(next.highlight('qualquer coisa', 'linguagem-inventada'), undefined);
  assert.equal(next.missing, false, 'the next build finds everything in the cache and never loads Shiki');
});

test("a dialect a project names after the language it extends (QuestDB's questdb-sql) is coloured as that language", async () => {
  const colours = new CodeColours(process.cwd(), path.join(root, 'dialect', 'colours.json'));
  colours.highlight('SELECT * FROM trades;', 'questdb-sql');
  await colours.colourMissing();
  assert.match(colours.highlight('SELECT * FROM trades;', 'questdb-sql')?.[0] ?? '', /^<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">SELECT<\/span>/);
});
