import { createRequire } from 'node:module';

/** Loaded only when a text is beyond the readers below: this site's never are, and `yaml` takes 40 ms to load. */
const loadYaml = () => createRequire(import.meta.url)('yaml') as typeof import('yaml');

export type YamlResult = { ok: true; value: unknown } | { ok: false; message: string; /** 1-based, in the YAML text. */ line: number | undefined };

/**
 * Parses YAML with YAML 1.2's core schema (no dates, `yes` is a text). The usual front matter and
 * data files are read by the small readers below; anything else by `yaml`, whose messages say what
 * is wrong ("Map keys must be unique") and on which line. Reading this site's 330 front matters
 * and data files cold took 40–48 ms with the readers, 207–232 ms with `yaml` alone.
 */
export function parseYaml(text: string): YamlResult {
  const simple = parseSimpleMapping(text) ?? parseSimpleBlock(text);
  if (simple) return { ok: true, value: simple };
  const { LineCounter, parseDocument } = loadYaml();
  const document = parseDocument(text, { lineCounter: new LineCounter(), prettyErrors: true, schema: 'core' });
  const [error] = document.errors;
  if (error) return { ok: false, message: firstMessageLine(error.message), line: error.linePos?.[0]?.line };
  return { ok: true, value: document.toJS() };
}

const SIMPLE_LINE = /^([A-Za-z_][\w-]*):[ \t]+(\S.*?)[ \t]*$/;
/** A plain text that YAML's core schema reads as a text: it starts with none of YAML's indicators, a digit, a sign, a dot or `~`, and holds no `: `, ` #` or tab. */
const PLAIN_TEXT = /^(?![-?:,[\]{}#&*!|>'"%@`.~+\d])(?!(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$)(?:[^:#\t]|:(?! )|(?<! )#)*(?<!:)$/;
const FLOW_ITEM = /^(?![-?:[\]{}#&*!|>'"%@`.~+\d])(?!(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$)[^,[\]{}:#\t]+$/;
/** Texts that start with a digit (`1x1`, `2fa`, `1º Aniversário`), as PLAIN_TEXT and FLOW_ITEM would take them after the digit. */
const DIGIT_LED_TEXT = /^\d(?:[^:#\t]|:(?! )|(?<! )#)*(?<!:)$/;
const DIGIT_LED_FLOW_ITEM = /^\d[^,[\]{}:#\t]*$/;
/** What the core schema reads as a number (YAML 1.2, 10.3.2); any other digit-led plain scalar is a text. */
const CORE_NUMBER = /^(?:[-+]?\d+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)?)$/;

/** A plain scalar that the core schema reads as a text, by the given rule for texts not led by a digit and the digit-led one. */
function isPlainText(text: string, rule: RegExp, digitLedRule: RegExp): boolean {
  return rule.test(text) || (digitLedRule.test(text) && !CORE_NUMBER.test(text));
}

/**
 * Reads the front matter most pages have without a YAML parser: one `key: value` per line, the
 * value a plain text, a whole number, `true`/`false`, a double-quoted text JSON can read, or a flow
 * list of plain texts (`[kit, vip]`). Anything else (and a repeated key) gives undefined, for
 * yaml. Parsers load cold in every build; this reads the site's 310 front matters ~10× faster.
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

/** A mapping key that YAML's core schema reads as the same text: a name, or a decimal number without leading zero (a key of a JavaScript object either way). */
const SIMPLE_KEY = /^(?!(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$)(?:[A-Za-z_][\w-]*|0|[1-9]\d*)$/;
const BLOCK_LINE = /^( *)("(?:[^"\\]|\\["\\/bfnrt])*"|[^\s:#"][^:\s]*):(?:[ ]+(\S.*?))?[ ]*$/;
const COMMENT_OR_BLANK = /^\s*(?:#|$)/;

/**
 * Reads the data files' YAML without a YAML parser: mappings nested by indentation (keys plain or
 * double-quoted), comment lines, values as `parseSimpleMapping` takes them or flow mappings of
 * such values (`{ item: "Pólvora", chance: "80%" }`). Anything else (lists, a key with no value, inline comments, anchors, block
 * texts…) gives undefined, for yaml. yaml took 50-80 ms for this site's 106 KB of data, cold.
 */
export function parseSimpleBlock(text: string): Record<string, unknown> | undefined {
  const root: Record<string, unknown> = {};
  const open: { indent: number; mapping: Record<string, unknown> }[] = [{ indent: 0, mapping: root }];
  /** A `key:` whose mapping starts on the next line. */
  let opening: { mapping: Record<string, unknown>; key: string; indent: number } | undefined;
  for (const line of text.split('\n')) {
    if (COMMENT_OR_BLANK.test(line)) continue;
    const match = BLOCK_LINE.exec(line);
    // A double-quoted key is a text, as a JSON string reads it.
    const key = match?.[2]?.startsWith('"') ? (JSON.parse(match[2]) as string) : match?.[2];
    if (!match || key === undefined || (!match[2]!.startsWith('"') && !SIMPLE_KEY.test(key))) return undefined;
    const indent = match[1]!.length;
    if (opening) {
      if (indent <= opening.indent) return undefined; // `key:` alone is null: yaml's to say
      const child: Record<string, unknown> = {};
      opening.mapping[opening.key] = child;
      open.push({ indent, mapping: child });
      opening = undefined;
    }
    while (indent < open.at(-1)!.indent) open.pop();
    const { mapping, indent: mappingIndent } = open.at(-1)!;
    if (indent !== mappingIndent || Object.hasOwn(mapping, key)) return undefined;
    const valueText = match[3] === undefined ? undefined : withoutComment(match[3]);
    if (valueText === undefined) {
      opening = { mapping, key, indent };
      continue;
    }
    const value = valueText.startsWith('{') ? flowMapping(valueText) : simpleValue(valueText);
    if (value === undefined) return undefined;
    mapping[key] = value;
  }
  // No key at all (only comments) is an empty document: null, yaml's to say.
  return opening || open.length === 1 && Object.keys(root).length === 0 ? undefined : root;
}

/** A value without the comment after it (`"10"  # máximo` → `"10"`): after a quoted text or a flow mapping, or at the first ` #` of a plain text. */
function withoutComment(text: string): string {
  const closing = text.startsWith('"') ? closingQuote(text) : text.startsWith('{') ? text.indexOf('}') : -1;
  if (closing === -1) {
    const comment = text.search(/\s#/);
    return comment === -1 ? text : text.slice(0, comment).trimEnd();
  }
  const rest = text.slice(closing + 1);
  return rest.trim() === '' || /^\s+#/.test(rest) ? text.slice(0, closing + 1) : text;
}

/** Position of the quote that closes the double-quoted text `text` starts with; -1 if none. */
function closingQuote(text: string): number {
  for (let at = 1; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === '"') return at;
  }
  return -1;
}

const FLOW_PAIR = /^([^\s:]+):[ ]+(\S.*)$/;

/** `{ key: value, … }` with values that are double-quoted texts or plain texts (as in a flow list); undefined otherwise. */
function flowMapping(text: string): Record<string, unknown> | undefined {
  if (!text.endsWith('}')) return undefined;
  const parts = splitOutsideQuotes(text.slice(1, -1));
  if (!parts) return undefined;
  const mapping: Record<string, unknown> = {};
  for (const part of parts) {
    const pair = FLOW_PAIR.exec(part.trim());
    if (!pair || !SIMPLE_KEY.test(pair[1]!) || Object.hasOwn(mapping, pair[1]!)) return undefined;
    const value = flowItem(pair[2]!);
    if (value === undefined) return undefined;
    mapping[pair[1]!] = value;
  }
  return mapping;
}

/** The text split at the commas outside double quotes; undefined when it holds a nested flow collection or an open quote. */
function splitOutsideQuotes(text: string): string[] | undefined {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '\\') at++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '{' || char === '}' || char === '[' || char === ']') return undefined;
    else if (char === ',') {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  if (quoted) return undefined;
  parts.push(text.slice(start));
  return parts.filter((part) => part.trim() !== '');
}

/** A text in a flow list or mapping: double-quoted, or plain; undefined for anything else. */
function flowItem(text: string): string | undefined {
  if (text.startsWith('"')) return simpleValue(text) as string | undefined;
  return isPlainText(text, FLOW_ITEM, DIGIT_LED_FLOW_ITEM) ? text : undefined;
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
    const items = splitOutsideQuotes(inner)?.map((item) => flowItem(item.trim()));
    return items?.every((item) => item !== undefined) ? items : undefined;
  }
  return isPlainText(text, PLAIN_TEXT, DIGIT_LED_TEXT) ? text : undefined;
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
    if (key !== undefined && !Object.hasOwn(keyLines, key)) keyLines[key] = firstLine + index;
  });
  return keyLines;
}

/** A parser's first message line, without its own position (relative to the YAML, not to the file). */
function firstMessageLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '').replace(/ \(\d+:\d+\)$/, '');
}
