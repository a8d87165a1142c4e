/**
 * Issue 36's guards for the kinds of error most found in the wiki. A data value (`{{ file.key }}`,
 * content/data/) that does not read right in its sentence: a value written for a table cell ("5
 * palpites por jogador") dropped into a sentence that already says whom it is for ("Cada jogador tem
 * …"), or a value in lower case at the start of a bullet. And a command written as plain text in a
 * heading or a box's title, where the site shows commands as code, or in a page's description, which
 * search results and link previews show as plain text. Read from the sources, with the values filled in.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { splitFrontMatter } from '../../src/generator/front-matter.ts';
import { parseYaml } from '../../src/generator/yaml.ts';
import { substituteDataReferences } from '../../src/markdown/data-references.ts';
import { contentData, dataValue as valueOf, markdownFiles } from '../helpers/content-data.ts';

const CONTENT = 'content';

const REFERENCE = /\{\{\s*(?:code\(\s*([^{}\s,()]+)[^}]*\)|([^{}\s()]+))\s*\}\}/g;
/** Whom or what a value is for ("por jogador", "para cada jogador online"): the word a sentence must not say again. */
const FOR_WHOM = /(?:^|\s)(?:por|para cada|para|a cada)\s+(\p{L}{4,})/giu;

/** Each line of the body (a paragraph line, a bullet, a table row's cells apart), outside code fences and front matter, with its number. */
function* bodyLines(file: string): Generator<{ line: number; text: string; bullet: boolean }> {
  const lines = readFileSync(file, 'utf8').split('\n');
  let fence = false;
  let frontMatter = lines[0] === '---';
  for (const [index, raw] of lines.entries()) {
    if (frontMatter) {
      if (index > 0 && raw === '---') frontMatter = false;
      continue;
    }
    if (/^\s*(```|~~~)/.test(raw)) fence = !fence;
    if (fence) continue;
    const cells = raw.trim().startsWith('|') ? raw.split('|').slice(1, -1) : [raw];
    for (const cell of cells) yield { line: index + 1, text: cell, bullet: /^\s*[-*]\s/.test(cell) };
  }
}

/** The sentences of a line that hold a data reference, with each reference's value. */
function sentencesWithValues(text: string): { sentence: string; values: string[] }[] {
  return text
    .split(/(?<=[.!?])\s+(?=\p{Lu}|\{\{)/u)
    .map((sentence) => ({ sentence, values: [...sentence.matchAll(REFERENCE)].flatMap((match) => valueOf((match[1] ?? match[2])!) ?? []) }))
    .filter(({ values }) => values.length > 0);
}

test('no data value says again for whom its sentence already says it is ("Cada jogador tem 5 palpites por jogador")', () => {
  const repeated: string[] = [];
  for (const file of markdownFiles(CONTENT)) {
    for (const { line, text } of bodyLines(file)) {
      for (const { sentence, values } of sentencesWithValues(text)) {
        // The sentence without its values and link targets.
        const around = sentence.replace(REFERENCE, ' ').replace(/\]\([^)]*\)/g, ']').toLowerCase();
        for (const value of values) {
          const words = [...value.matchAll(FOR_WHOM)].map((match) => match[1]!.toLowerCase()).filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(around));
          if (words.length > 0) repeated.push(`${file}:${line}: "${words.join(', ')}" in the value "${value}" and in "${sentence.trim()}"`);
        }
      }
    }
  }
  assert.deepEqual(repeated, []);
});

test('no table row repeats its label in its value ("Abates | 100 coins por abate", "Ondas vencidas | … por onda vencida")', () => {
  const repeated: string[] = [];
  const filled = (cell: string) => cell.replace(REFERENCE, (reference, code?: string, key?: string) => valueOf((code ?? key)!) ?? reference);
  // A word and its plural are one ("abate", "abates"; "onda", "ondas").
  const singular = (word: string) => word.toLowerCase().replace(/(?<=\p{L}{3})e?s$/u, '');
  for (const file of markdownFiles(CONTENT)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const [index, raw] of lines.entries()) {
      if (!raw.trim().startsWith('|') || /^\|[\s:|-]+\|$/.test(raw.trim())) continue;
      const cells = raw.split('|').slice(1, -1);
      const [label, ...values] = cells.map(filled);
      // A command or a link is a name, not what the row counts ("`/ilha curtir`", "[Conta Rápida]").
      if (/[`[]/.test(label ?? '')) continue;
      const labelWords = new Set([...(label ?? '').matchAll(/\p{L}{4,}/gu)].map((match) => singular(match[0])));
      for (const [position, value] of values.entries()) {
        // Only what a data value brings: a value written to stand alone, dropped into a row that already names it.
        const brought = [...(cells[position + 1] ?? '').matchAll(REFERENCE)].map((match) => valueOf((match[1] ?? match[2])!) ?? '').join(' ');
        const words = [...brought.matchAll(FOR_WHOM)].map((match) => match[1]!).filter((word) => labelWords.has(singular(word)));
        if (words.length > 0) repeated.push(`${file}:${index + 1}: "${words.join(', ')}" in the label "${label!.trim()}" and its value "${value.trim()}"`);
      }
    }
  }
  assert.deepEqual(repeated, []);
});

test('no bullet that is a sentence starts with a data value in lower case ("- nenhum VIP dá vantagem…")', () => {
  const lowerCase: string[] = [];
  for (const file of markdownFiles(CONTENT)) {
    for (const { line, text, bullet } of bodyLines(file)) {
      const start = /^\s*[-*]\s+(?:\*\*)?\{\{\s*([^{}\s()]+)\s*\}\}/.exec(text);
      const value = bullet && start ? valueOf(start[1]!) : undefined;
      // A bullet that ends as a sentence; those of a list that goes on its sentence ("você precisa de:", items ending in ";") start in lower case.
      if (value !== undefined && /^\p{Ll}/u.test(value) && /[.!?]\s*$/.test(text)) lowerCase.push(`${file}:${line}: "${value.slice(0, 40)}…"`);
    }
  }
  assert.deepEqual(lowerCase, []);
});

test('no bullet’s value starts by saying its label again ("**Sorteios**: sorteios no Discord")', () => {
  const repeated: string[] = [];
  const filled = (text: string) => text.replace(REFERENCE, (reference, code?: string, key?: string) => valueOf((code ?? key)!) ?? reference);
  // One word, its plural and its accents ("Sorteio", "sorteios").
  const word = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/(?<=\p{L}{3})e?s$/u, '');
  for (const file of markdownFiles(CONTENT)) {
    for (const { line, text, bullet } of bodyLines(file)) {
      const labelled = bullet && /^\s*[-*]\s+\*\*([^*]+)\*\*\s*[:—–]\s*(.+)$/.exec(text);
      if (!labelled) continue;
      const labelWords = filled(labelled[1]!).match(/\p{L}{3,}/gu) ?? [];
      const firstOfValue = filled(labelled[2]!).match(/^\p{L}+/u)?.[0];
      // A long label is a sentence's subject that the value may go on with ("Java e Bedrock no mesmo servidor: Java 1.20…").
      if (labelWords.length > 0 && labelWords.length <= 2 && firstOfValue && word(firstOfValue) === word(labelWords[0]!)) repeated.push(`${file}:${line}: "${text.trim()}"`);
    }
  }
  assert.deepEqual(repeated, []);
});

test('headings and the titles of boxes show commands as code ("## `/chapeu`", not "## /chapeu")', () => {
  const plain: string[] = [];
  for (const file of markdownFiles(CONTENT)) {
    for (const { line, text } of bodyLines(file)) {
      if (!/^(#{2,6}\s|:::\w+\s)/.test(text)) continue;
      const outsideCode = text.replace(/`[^`]*`/g, '');
      const command = /(?:^|[\s(])(\/[a-z][a-z0-9]*)\b/.exec(outsideCode.replace(/^(#{2,6}|:::\w+)/, ''));
      if (command) plain.push(`${file}:${line}: ${command[1]} in "${text.trim()}"`);
    }
  }
  assert.deepEqual(plain, []);
});

/**
 * A command in running text: `/` and a lower-case word at a word's start ("com /sentar", "de /tpa e"),
 * not a path or a link ("/wiki/…", "https://…", "/robots.txt") nor a fraction or "e/ou".
 */
const COMMAND_IN_TEXT = /(?<![\p{L}\p{N}/.:_~-])\/[a-z][a-z0-9-]*(?![\p{L}\p{N}/-]|\.\p{L})/gu;

test('COMMAND_IN_TEXT finds commands, not paths or links', () => {
  const found = (text: string) => text.match(COMMAND_IN_TEXT) ?? [];
  assert.deepEqual(found('com um clique ou com /sentar, como levantar'), ['/sentar']);
  assert.deepEqual(found('de /tpa e /tpahere a /home, /back e /rtp.'), ['/tpa', '/tpahere', '/home', '/back', '/rtp']);
  assert.deepEqual(found('os comandos principais do /p.'), ['/p']);
  assert.deepEqual(found('veja /wiki/survival/ e https://jabuticraft.com.br/vote, e/ou 1/2, /robots.txt'), []);
});

/** Every description a visitor reads as plain text: a page's front matter and a sidebar category's, with the data values filled in. */
function* descriptions(): Generator<{ where: string; text: string }> {
  const context = (file: string) => ({ file, bodyStartLine: 1, data: contentData });
  for (const file of markdownFiles(CONTENT)) {
    const { frontMatter } = splitFrontMatter(readFileSync(file, 'utf8'), file);
    if (typeof frontMatter.description === 'string') yield { where: file, text: substituteDataReferences(frontMatter.description, context(file)) };
  }
  const categories = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)_category_\.(json|ya?ml)$/.test(file));
  for (const file of categories.map((name) => path.join(CONTENT, name))) {
    const text = readFileSync(file, 'utf8');
    const parsed = file.endsWith('.json') ? { ok: true as const, value: JSON.parse(text) as unknown } : parseYaml(text);
    assert.ok(parsed.ok, `${file} does not parse`);
    const category = (parsed.value ?? {}) as { description?: unknown; link?: { description?: unknown } };
    for (const value of [category.description, category.link?.description]) {
      if (typeof value === 'string') yield { where: file, text: substituteDataReferences(value, context(file)) };
    }
  }
}

test('no description cites a command: search results and link previews show it as plain text ("com um clique ou um comando", not "com /sentar")', () => {
  const withCommands: string[] = [];
  let read = 0;
  for (const { where, text } of descriptions()) {
    read += 1;
    const commands = text.match(COMMAND_IN_TEXT);
    if (commands) withCommands.push(`${where}: ${commands.join(', ')} in "${text}"`);
  }
  assert.ok(read > 250, `only ${read} descriptions read`);
  assert.deepEqual(withCommands, []);
});

/**
 * "Evolua a Fábrica de Óleo até o nível pedido (Fábrica de Óleo no nível 3)": a sentence that points to "o nível
 * pedido" and gives it only in brackets, out of a data value that names again what the sentence just named.
 * Found by readers on seven factory pages (rounds 4, 6 and 9); the site writes "Requisito: {{ … }}." instead.
 */
const LEVEL_IN_BRACKETS = /n[íi]vel (?:pedido|exigido|necess[áa]rio|indicado)\s*\(\s*\{\{/iu;

test('no sentence sends the reader to "o nível pedido" and gives it only in brackets ("até o nível pedido (Fábrica de Óleo no nível 3)")', () => {
  const deferred: string[] = [];
  for (const file of markdownFiles(CONTENT)) {
    for (const { line, text } of bodyLines(file)) {
      if (LEVEL_IN_BRACKETS.test(text)) deferred.push(`${file}:${line}: "${text.trim().slice(0, 90)}"`);
    }
  }
  assert.deepEqual(deferred, []);
});
