import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../model/errors.ts';
import { type ContentLayout, wikiRoot } from './content-layout.ts';
import { defaultExport, runModule } from './run-module.ts';

/** A Docusaurus `sidebars.js` (or `.ts`, `.mjs`, `.cjs`, `.json`): named sidebars of one docs folder. */
export interface SidebarsFile {
  /** Path shown in messages. */
  file: string;
  /** The folder under `wiki/` its doc ids are relative to: `survival`, or `''` for `wiki/` itself. */
  folder: string;
  /** Each sidebar by name, as the file exports it (checked when the sidebars are built). */
  sidebars: Record<string, unknown>;
}

const FILE_NAMES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** The sidebars files the layout names, or else those at `wiki/` and in each folder right under it. */
export function loadSidebarsFiles(layout: ContentLayout, display: (absolute: string) => string): SidebarsFile[] {
  if (layout.sidebarsFiles) return [...layout.sidebarsFiles].map(([folder, absolute]) => ({ file: display(absolute), folder, sidebars: readSidebars(absolute, display(absolute)) }));
  const wikiDir = wikiRoot(layout);
  const folders = existsSync(wikiDir) ? readdirSync(wikiDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name) : [];
  return ['', ...folders.sort()].flatMap((folder) => {
    const found = FILE_NAMES.map((name) => path.join(wikiDir, folder, name)).find((candidate) => existsSync(candidate));
    return found ? [{ file: display(found), folder, sidebars: readSidebars(found, display(found)) }] : [];
  });
}

export function readSidebars(absolute: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = defaultExport(runModule(absolute));
  } catch (error) {
    throw new ContentError(file, undefined, `could not load the sidebars: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ContentError(file, undefined, 'the sidebars file must export an object: { nomeDaBarra: [ …itens ] }');
  return value as Record<string, unknown>;
}
