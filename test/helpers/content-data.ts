/** The site's content as the content tests read it: its Markdown files, its data files (content/data/*.yml) and a value by its dotted key. */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from '../../src/generator/yaml.ts';

const DATA_DIR = path.join('content', 'data');

/** Every data file's values, by the file's name without `.yml` (`caixas`). */
export const contentData: Record<string, unknown> = Object.fromEntries(
  readdirSync(DATA_DIR)
    .filter((name) => name.endsWith('.yml'))
    .map((name) => {
      const parsed = parseYaml(readFileSync(path.join(DATA_DIR, name), 'utf8'));
      assert.ok(parsed.ok, `${name} does not parse`);
      return [name.replace(/\.yml$/, ''), parsed.value];
    }),
);

/** The text of a data value (`caixas.2022.carnaval.chances.la`), or undefined when the key names no string or number. */
export function dataValue(key: string): string | undefined {
  let value: unknown = contentData;
  for (const part of key.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Every Markdown and MDX file under `folder`, by its path from the project's root. */
export function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file));
}
