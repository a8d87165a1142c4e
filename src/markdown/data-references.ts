import { ContentError } from '../build/errors.ts';
import { countNewlines } from './lines.ts';
import type { MarkdownContext } from './types.ts';

/** `\{{` (a literal `{{`) or `{{ dotted.key }}`. */
const REFERENCE = /\\\{\{|\{\{\s*([^{}\s]+)\s*\}\}/g;

/** A value stays on one line, so it cannot end a table row or shift the lines of the rest of the body. */
const LINE_BREAK = /\s*\n\s*/g;

type DataContext = Pick<MarkdownContext, 'file' | 'bodyStartLine' | 'data'>;

/**
 * Replaces every `{{ dotted.key }}` with its text value from the site data before lexing, so a value
 * works anywhere the page could have written it by hand: text, code, tables, link targets. Marked
 * then escapes it as it escapes the rest of the page.
 */
export function substituteDataReferences(source: string, context: DataContext): string {
  if (!source.includes('{{')) return source;
  return source.replace(REFERENCE, (_reference, key: string | undefined, offset: number) => {
    if (key === undefined) return '{{';
    const lookup = lookUpText(context.data, key);
    if ('problem' in lookup) {
      throw new ContentError(context.file, context.bodyStartLine + countNewlines(source, 0, offset), lookup.problem);
    }
    return lookup.text;
  });
}

function lookUpText(data: Readonly<Record<string, unknown>>, key: string): { text: string } | { problem: string } {
  const segments = key.split('.');
  let value: unknown = data;
  for (const [depth, segment] of segments.entries()) {
    const parentPath = () => segments.slice(0, depth).join('.');
    if (!isRecord(value)) return { problem: `unknown data key "${key}" ("${parentPath()}" is a text value)` };
    if (!Object.hasOwn(value, segment)) return { problem: `unknown data key "${key}" (${describeKnownKeys(parentPath(), value)})` };
    value = value[segment];
  }
  if (typeof value === 'string' || typeof value === 'number') return { text: String(value).replace(LINE_BREAK, ' ') };
  return { problem: `data key "${key}" is not a text value` };
}

function describeKnownKeys(parentPath: string, parent: Record<string, unknown>): string {
  const keys = Object.keys(parent).join(', ') || 'none';
  return parentPath === '' ? `known: ${keys}` : `known at "${parentPath}": ${keys}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
