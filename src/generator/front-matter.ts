import { ContentError, type Warning } from '../model/errors.ts';
import { parseYaml, topLevelKeyLines } from './yaml.ts';

export type FrontMatter = Record<string, unknown>;

export interface SplitSource {
  frontMatter: FrontMatter;
  /** Line (1-based) of each front matter key, for messages. */
  keyLines: Record<string, number>;
  body: string;
  /** 1-based line of the file where the body starts. */
  bodyStartLine: number;
}

const FENCE = /^---[ \t]*$/;

/** Splits `---` YAML front matter from the Markdown body; YAML errors name the file and line. */
export function splitFrontMatter(source: string, file: string): SplitSource {
  // A byte order mark, which some editors write first: the front matter is after it (gray-matter, Docusaurus's reader, drops it).
  const lines = source.replace(/^\uFEFF/, '').split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { frontMatter: {}, keyLines: {}, body: source, bodyStartLine: 1 };
  const closing = lines.findIndex((line, index) => index > 0 && FENCE.test(line.replace(/\r$/, '')));
  if (closing === -1) throw new ContentError(file, 1, 'front matter: opening "---" has no closing "---"');

  const yamlText = lines.slice(1, closing).join('\n');
  const parsed = parseYaml(yamlText);
  if (!parsed.ok) throw new ContentError(file, 1 + (parsed.line ?? 1), `front matter: ${parsed.message}`);
  const { value } = parsed;
  if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) {
    throw new ContentError(file, 2, 'front matter: expected "key: value" pairs');
  }
  const frontMatter = (value ?? {}) as FrontMatter;
  return {
    frontMatter,
    keyLines: topLevelKeyLines(yamlText, 2),
    body: lines.slice(closing + 1).join('\n'),
    bodyStartLine: closing + 2,
  };
}

type FieldType = 'string' | 'number' | 'boolean' | 'string[]' | 'tags' | 'authors' | 'date' | 'string-or-null' | 'heading-level' | 'object';

const COMMON_FIELDS: Record<string, FieldType> = {
  title: 'string',
  description: 'string',
  slug: 'string',
  // Texts, or { label, permalink } as Docusaurus also takes them.
  tags: 'tags',
  keywords: 'string[]',
  hide_table_of_contents: 'boolean',
  draft: 'boolean',
  image: 'string',
  // `md` or `mdx`: how Docusaurus 3 reads the file, whatever its extension.
  format: 'string',
  // The page's old paths (as in Hugo): each answers 301 with the page's route.
  aliases: 'string[]',
};

export const FRONT_MATTER_FIELDS = {
  wiki: {
    ...COMMON_FIELDS,
    id: 'string',
    sidebar_label: 'string',
    sidebar_position: 'number',
    hide_title: 'boolean',
    toc_min_heading_level: 'heading-level',
    toc_max_heading_level: 'heading-level',
    // A doc id (relative to the docs folder), or null for no link.
    pagination_prev: 'string-or-null',
    pagination_next: 'string-or-null',
    pagination_label: 'string',
    sidebar_class_name: 'string',
    unlisted: 'boolean',
    // A link to edit the page, or null for none (the site-wide one is docs.editUrl).
    custom_edit_url: 'string-or-null',
    // { date, author }: shown under the page as "Atualizado em …".
    last_update: 'object',
    // Read by a site's own sidebar components in Docusaurus; kept here for what a sidebar file may use.
    sidebar_custom_props: 'object',
    // The sidebar (by its name in a sidebars file) a page in none shows.
    displayed_sidebar: 'string-or-null',
  },
  // Keys of blog/authors.yml, or authors written in the post ({ name, title, url, image_url }).
  // `author`, `author_title`, `author_url`, `author_image_url` (and their camelCase forms): Docusaurus's older way to name one author.
  blog: { ...COMMON_FIELDS, unlisted: 'boolean', authors: 'authors', date: 'date', toc_min_heading_level: 'heading-level', toc_max_heading_level: 'heading-level', author: 'string', author_title: 'string', author_url: 'string', author_image_url: 'string', authorTitle: 'string', authorURL: 'string', authorImageURL: 'string' },
  // `wrapperClassName`: classes of the page's wrapper, as Docusaurus's MDX pages give it to their `<Layout>`.
  page: { ...COMMON_FIELDS, layout: 'string', toc_min_heading_level: 'heading-level', toc_max_heading_level: 'heading-level', wrapperClassName: 'string' },
} satisfies Record<string, Record<string, FieldType>>;

/** Keys Docusaurus's docs, blog and pages read themselves (its front matter schemas). */
const DOCUSAURUS_KEYS = new Set(['id', 'title', 'description', 'slug', 'tags', 'keywords', 'image', 'draft', 'unlisted', 'hide_title', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'sidebar_key', 'sidebar_custom_props', 'displayed_sidebar', 'pagination_label', 'pagination_prev', 'pagination_next', 'parse_number_prefixes', 'custom_edit_url', 'last_update', 'authors', 'author', 'author_title', 'author_url', 'author_image_url', 'authorTitle', 'authorURL', 'authorImageURL', 'date', 'wrapperClassName', 'format']);

/**
 * Checks known keys' types (a wrong type stops the build) and warns about unknown keys, so a
 * Docusaurus key we do not support is noticed rather than silently ignored. In a Docusaurus project
 * (`project`), a key of its own (Cypress's `e2eSpecific`, read by its components) is no mistake, as
 * Docusaurus takes any: only Docusaurus's own keys are warned about.
 */
export function checkFrontMatter(split: SplitSource, fields: Record<string, FieldType>, file: string, project = false): Warning[] {
  const warnings: Warning[] = [];
  for (const [key, value] of Object.entries(split.frontMatter)) {
    const line = split.keyLines[key];
    // Own keys only: `constructor` is any object's, and no field.
    const expected = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!expected) {
      if (project && !DOCUSAURUS_KEYS.has(key)) continue;
      warnings.push({ file, line, message: `front matter: unknown key "${key}" is ignored. Known keys: ${Object.keys(fields).join(', ')}`, onceKey: `front matter key ${key}` });
      continue;
    }
    if (!hasType(value, expected)) {
      throw new ContentError(file, line, `front matter: "${key}" must be ${describe(expected)}, got ${JSON.stringify(value)}`);
    }
  }
  return warnings;
}

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) ? value.every((item) => typeof item === 'string') : typeof value === 'string';
    case 'tags':
      return (Array.isArray(value) ? value : [value]).every((item) => typeof item === 'string' || (typeof item === 'object' && item !== null && typeof (item as { label?: unknown }).label === 'string'));
    case 'authors':
      return (Array.isArray(value) ? value : [value]).every((item) => typeof item === 'string' || (typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'));
    case 'date':
      return frontMatterDate(value) !== undefined;
    case 'string-or-null':
      return value === null || typeof value === 'string';
    case 'heading-level':
      return Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

function describe(type: FieldType): string {
  const descriptions: Record<FieldType, string> = {
    string: 'a text',
    number: 'a number',
    boolean: 'true or false',
    'string[]': 'a list of texts',
    tags: 'a list of texts or of { label, permalink }',
    authors: 'a list of keys of blog/authors.yml, or of { name, title, url, image_url }',
    date: 'a date (YYYY-MM-DD)',
    'string-or-null': 'a text, or null',
    'heading-level': 'a heading level from 2 to 6',
    object: 'a map of keys and values',
  };
  return descriptions[type];
}

/**
 * A front matter `date` as a Date: one written as a YAML timestamp, whose month and day may have one digit
 * (`2023-2-07T00:00:00.000Z`, which Docusaurus's YAML reader takes and V8's Date does not), or any text
 * Date reads; undefined when it is no date.
 */
export function frontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const padded = value.trim().replace(/^(\d{4})-(\d{1,2})-(\d{1,2})(?=$|[Tt ])/, (_, year: string, month: string, day: string) => `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  const date = new Date(padded);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Front matter `keywords` (a list, or one text, as the check above accepts). */
export function keywordsOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((keyword): keyword is string => typeof keyword === 'string') : undefined;
}
