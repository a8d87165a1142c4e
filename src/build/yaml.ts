import { createRequire } from 'node:module';
import { CORE_SCHEMA, load } from 'js-yaml';

/** Loaded only when a text has an error: most builds never need it, and it takes 15 ms to load. */
const loadExplainer = () => createRequire(import.meta.url)('yaml') as typeof import('yaml');

export type YamlResult = { ok: true; value: unknown } | { ok: false; message: string; /** 1-based, in the YAML text. */ line: number | undefined };

/**
 * Parses YAML with js-yaml's core schema (YAML 1.2's types: no dates, `yes` is a text). js-yaml
 * loads and runs several times faster than `yaml` (60 ms against 350 ms for this site's front
 * matter and data files, cold). A text js-yaml refuses is read again by `yaml`, whose messages
 * say more ("Map keys must be unique") and whose lines are the ones our error messages give.
 */
export function parseYaml(text: string): YamlResult {
  try {
    return { ok: true, value: load(text, { schema: CORE_SCHEMA }) };
  } catch (fastError) {
    const { LineCounter, parseDocument } = loadExplainer();
    const [error] = parseDocument(text, { lineCounter: new LineCounter(), prettyErrors: true }).errors;
    if (error) return { ok: false, message: firstMessageLine(error.message), line: error.linePos?.[0]?.line };
    const mark = (fastError as { mark?: { line?: number } }).mark;
    return { ok: false, message: firstMessageLine((fastError as Error).message), line: mark?.line === undefined ? undefined : mark.line + 1 };
  }
}

/**
 * The line of each key of a top-level block mapping, found by its place in the text: a top-level
 * key starts its line (`title: …`, or quoted, `"title": …`). `firstLine` is the text's first line
 * in its file.
 */
export function topLevelKeyLines(text: string, firstLine = 1): Record<string, number> {
  const keyLines: Record<string, number> = {};
  text.split('\n').forEach((line, index) => {
    const match = /^(?:"([^"]*)"|'([^']*)'|([^\s#'"?:\-[\]{},&*!|>%@`][^:]*?))[ \t]*:(?:[ \t]|$)/.exec(line);
    const key = match?.[1] ?? match?.[2] ?? match?.[3];
    if (key !== undefined && !(key in keyLines)) keyLines[key] = firstLine + index;
  });
  return keyLines;
}

/** A parser's first message line, without its own position (relative to the YAML, not to the file). */
function firstMessageLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').replace(/ \(\d+:\d+\)$/, '');
}
