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
  const simple = parseSimpleMapping(text);
  if (simple) return { ok: true, value: simple };
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

const SIMPLE_LINE = /^([A-Za-z_][\w-]*):[ \t]+(\S.*?)[ \t]*$/;
/** A plain text that YAML's core schema reads as a text: it starts with none of YAML's indicators, a digit, a sign, a dot or `~`, and holds no `: `, ` #` or tab. */
const PLAIN_TEXT = /^(?![-?:,[\]{}#&*!|>'"%@`.~+\d])(?!(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$)(?:[^:#\t]|:(?! )|(?<! )#)*(?<!:)$/;
const FLOW_ITEM = /^(?![-?:[\]{}#&*!|>'"%@`.~+\d])(?!(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$)[^,[\]{}:#\t]+$/;

/**
 * Reads the front matter most pages have without a YAML parser: one `key: value` per line, the
 * value a plain text, a whole number, `true`/`false`, a double-quoted text JSON can read, or a flow
 * list of plain texts (`[kit, vip]`). Anything else (and a repeated key) gives undefined, for
 * js-yaml. Parsers load cold in every build; this reads the site's 310 front matters ~10× faster.
 */
export function parseSimpleMapping(text: string): Record<string, unknown> | undefined {
  const mapping: Record<string, unknown> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const match = SIMPLE_LINE.exec(line);
    if (!match || Object.hasOwn(mapping, match[1]!)) return undefined;
    const value = simpleValue(match[2]!);
    if (value === undefined) return undefined;
    mapping[match[1]!] = value;
  }
  return mapping;
}

function simpleValue(text: string): unknown {
  if (/^(?:0|[1-9]\d{0,14})$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\["\\/bfnrt])*"$/.test(text)) return undefined;
    return JSON.parse(text) as string;
  }
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) return undefined;
    const inner = text.slice(1, -1).trim();
    if (inner === '') return [];
    const items = inner.split(',').map((item) => item.trim());
    return items.every((item) => FLOW_ITEM.test(item)) ? items : undefined;
  }
  return PLAIN_TEXT.test(text) ? text : undefined;
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
