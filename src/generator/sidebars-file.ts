import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ContentError, type Warning } from '../model/errors.ts';
import { type ContentLayout, wikiRoot } from './content-layout.ts';
import { defaultExport, runModule } from './run-module.ts';
import { generatedIndexSlug } from '../tools/generated-index-slug.ts';

/** A Docusaurus `sidebars.js` (or `.ts`, `.mjs`, `.cjs`, `.json`): named sidebars of one docs folder. */
export interface SidebarsFile {
  /** Path shown in messages. */
  file: string;
  /** The folder under `wiki/` its doc ids are relative to: `survival`, or `''` for `wiki/` itself. */
  folder: string;
  /** Each sidebar by name, as the file exports it (checked when the sidebars are built). */
  sidebars: Record<string, unknown>;
  /** Packages the file asks for that are not installed (it ran with stand-ins), reported with the sidebars' warnings. */
  warnings: Warning[];
}

const FILE_NAMES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** The sidebars files the layout names, or else those at `wiki/` and in each folder right under it. */
export function loadSidebarsFiles(layout: ContentLayout, display: (absolute: string) => string): SidebarsFile[] {
  if (layout.sidebarsFiles) {
    return [...layout.sidebarsFiles].map(([folder, absolute]) => {
      const { sidebars, warnings } = readSidebars(absolute, display(absolute));
      const labels = layout.translations?.sidebarLabels?.get(folder);
      return { file: display(absolute), folder, sidebars: labels ? translateSidebars(sidebars, labels) : sidebars, warnings };
    });
  }
  const wikiDir = wikiRoot(layout);
  const folders = existsSync(wikiDir) ? readdirSync(wikiDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name) : [];
  return ['', ...folders.sort()].flatMap((folder) => {
    const found = FILE_NAMES.map((name) => path.join(wikiDir, folder, name)).find((candidate) => existsSync(candidate));
    return found ? [{ file: display(found), folder, ...readSidebars(found, display(found)) }] : [];
  });
}

/**
 * The sidebars with their categories' and links' labels in a locale, as Docusaurus's translation
 * files name them: `sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>`.
 */
function translateSidebars(sidebars: Record<string, unknown>, labels: Readonly<Record<string, string>>): Record<string, unknown> {
  const items = (sidebar: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((item) => items(sidebar, item));
    if (typeof value !== 'object' || value === null) return value;
    const item = value as Record<string, unknown>;
    if (typeof item.type !== 'string') {
      // The shorthand `{ 'Label': [ …items ] }`: each key is a category's label.
      return Object.fromEntries(Object.entries(item).map(([label, children]) => [labels[`sidebar.${sidebar}.category.${label}`] ?? label, items(sidebar, children)]));
    }
    const kind = item.type === 'category' ? 'category' : item.type === 'link' ? 'link' : undefined;
    const label = typeof item.label === 'string' && kind ? (labels[`sidebar.${sidebar}.${kind}.${item.label}`] ?? item.label) : item.label;
    // A generated index keeps the route its untranslated label gives it: the page is the same one in every locale.
    const link = item.link as Record<string, unknown> | undefined;
    const keptLink = link?.type === 'generated-index' && link.slug === undefined && typeof item.label === 'string' && label !== item.label ? { link: { ...link, slug: generatedIndexSlug(item.label) } } : {};
    return { ...item, ...(label !== undefined && { label }), ...keptLink, ...(item.items !== undefined && { items: items(sidebar, item.items) }) };
  };
  return Object.fromEntries(Object.entries(sidebars).map(([sidebar, value]) => [sidebar, items(sidebar, value)]));
}

/** The sidebars a file exports; a package it asks for that is not installed gets a stand-in, and a warning (Kubevela's `require('react')`). */
export function readSidebars(absolute: string, file: string): { sidebars: Record<string, unknown>; warnings: Warning[] } {
  let value: unknown;
  const warnings: Warning[] = [];
  const missing: string[] = [];
  const onMissing = (name: string) => {
    missing.push(name);
    warnings.push({ file, message: `${/^\.{1,2}\//.test(name) ? `file "${name}" is not there` : `package "${name}" is not installed`}: what the sidebars take from it is left out`, onceKey: `sidebars-package:${file}:${name}` });
  };
  try {
    value = defaultExport(runModule(absolute, { onMissing }));
  } catch (error) {
    // Most often what a missing file or package would have given (React Query Builder's `./api/typedoc-sidebar.cjs`, which its typedoc plugin writes): say which.
    const lacking = missing.length === 0 ? '' : ` (it requires ${missing.map((name) => `"${name}"`).join(', ')}, not there: a file another tool writes, or a package not installed)`;
    throw new ContentError(file, undefined, `could not load the sidebars: ${(error as Error).message.split('\n')[0]}${lacking}`, { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ContentError(file, undefined, 'the sidebars file must export an object: { nomeDaBarra: [ …itens ] }');
  return { sidebars: value as Record<string, unknown>, warnings };
}
