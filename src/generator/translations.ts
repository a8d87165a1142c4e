/**
 * A site's own interface texts: Docusaurus's `i18n/<locale>/code.json` in the content folder, and
 * `translations` in the configuration, both as Docusaurus writes them (`{ "id": { "message", "description" } }`)
 * or flattened (`{ "id": "message" }`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../model/config.ts';
import { ContentError } from '../model/errors.ts';

/** id → message; `fail` names what is wrong and where. */
export function flattenTranslations(value: unknown, fail: (message: string) => Error): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('must be an object of translation ids');
  const flat: Record<string, string> = {};
  for (const [id, entry] of Object.entries(value)) {
    const message = typeof entry === 'object' && entry !== null && 'message' in entry ? (entry as { message: unknown }).message : entry;
    if (typeof message !== 'string') throw fail(`"${id}" must be a text or { "message": text }`);
    flat[id] = message;
  }
  return flat;
}

export function configTranslations(value: unknown): Record<string, string> {
  return value === undefined ? {} : flattenTranslations(value, (message) => new ConfigError(`translations ${message}`));
}

/** The content folder's `i18n/<locale>/code.json`, or nothing when there is none. */
export function readCodeJson(contentDir: string, locale: string, displayRoot = process.cwd()): Record<string, string> {
  const file = path.join(contentDir, 'i18n', locale, 'code.json');
  if (!existsSync(file)) return {};
  const shown = path.relative(displayRoot, file).split(path.sep).join('/');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(shown, undefined, `is not valid JSON: ${(error as Error).message}`);
  }
  return flattenTranslations(parsed, (message) => new ContentError(shown, undefined, message));
}
