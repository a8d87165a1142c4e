/**
 * Issue 36's guards for the kinds of error most found in the wiki. A data value (`{{ file.key }}`,
 * content/data/) that does not read right in its sentence: a value written for a table cell ("5
 * palpites por jogador") dropped into a sentence that already says whom it is for ("Cada jogador tem
 * …"), or a value in lower case at the start of a bullet. And a command written as plain text in a
 * heading or a box's title, where the site shows commands as code. Read from the sources, with the
 * values filled in.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseYaml } from '../../src/generator/yaml.ts';

const CONTENT = 'content';
const DATA_DIR = path.join(CONTENT, 'data');

const data: Record<string, unknown> = Object.fromEntries(
  readdirSync(DATA_DIR)
    .filter((name) => name.endsWith('.yml'))
    .map((name) => {
      const parsed = parseYaml(readFileSync(path.join(DATA_DIR, name), 'utf8'));
      assert.ok(parsed.ok, `${name} does not parse`);
      return [name.replace(/\.yml$/, ''), parsed.value];
    }),
);

function valueOf(key: string): string | undefined {
  let value: unknown = data;
  for (const part of key.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file));
}

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
