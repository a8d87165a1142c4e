import type { SourceFile } from './load.ts';
import { substituteDataReferences } from '../markdown/data-references.ts';
import { sourceWith } from './source-facts.ts';

/** Front matter that visitors read (titles, labels, descriptions, keywords), where `{{ key }}` works as in the body. */
const TEXT_FIELDS = ['title', 'sidebar_label', 'pagination_label', 'description', 'keywords'] as const;

/**
 * The source with `{{ dotted.key }}` replaced in its readable front matter, so a title or a
 * description can quote a price or a duration from `content/data/` as the body does; an unknown key
 * fails naming the key's line. The same object when there is nothing to replace.
 */
export function withFrontMatterData(source: SourceFile, data: Readonly<Record<string, unknown>>): SourceFile {
  let frontMatter: Record<string, unknown> | undefined;
  for (const field of TEXT_FIELDS) {
    const value = source.frontMatter[field];
    const context = { file: source.file, bodyStartLine: source.keyLines[field] ?? 1, data };
    const substitute = (text: unknown) => (typeof text === 'string' ? substituteDataReferences(text, context) : text);
    const replaced = Array.isArray(value) ? value.map(substitute) : substitute(value);
    const changed = Array.isArray(value) ? value.some((item, index) => item !== (replaced as unknown[])[index]) : replaced !== value;
    if (changed) (frontMatter ??= { ...source.frontMatter })[field] = replaced;
  }
  return frontMatter ? sourceWith(source, { frontMatter }) : source;
}
