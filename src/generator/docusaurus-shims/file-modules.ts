/** Files a project's code imports that webpack's loaders turn into modules in Docusaurus: pictures, and texts through raw-loader. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { RAW_LOADER } from '../../markdown/mdx/page-imports.ts';

export const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
export const PICTURE_FILE = new RegExp(`\\.(?:${PICTURE_EXTENSIONS.join('|')})$`, 'i');

/**
 * A picture the site's code imports or requires, as webpack's asset loader gives it in Docusaurus:
 * an ES module whose default is its address (`require('@site/static/img/hero.png').default`, Kvrocks's
 * home), here the picture inline.
 */
export function pictureModule(file: string): { __esModule: true; default: string } {
  const type = path.extname(file).slice(1).toLowerCase().replace('jpg', 'jpeg');
  return { __esModule: true, default: `data:image/${type};base64,${readFileSync(file).toString('base64')}` };
}

/** A text raw-loader gives: the module's default is the file's text (PixiJS's editor defaults and tutorial steps). */
export function rawTextModule(file: string): { __esModule: true; default: string } {
  return { __esModule: true, default: readFileSync(file, 'utf8') };
}

/** The file a raw-loader import names, beside the file importing it or from `@site/` (`webpackFile`); undefined for another import, or one not there. */
export function rawLoaderFile(name: string, importer: string, siteDir: string): string | undefined {
  const written = RAW_LOADER.exec(name)?.[1];
  if (written === undefined) return undefined;
  return webpackFile(written.startsWith('@site/') ? path.join(siteDir, written.slice('@site/'.length)) : path.resolve(path.dirname(importer), written));
}

/** Webpack's `resolve.extensions` in a Docusaurus build, tried in order for an import written without one. */
const IMPORT_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/** The file an import of `base` names, as webpack finds it: as written, with the first of its extensions, or a folder's index (PixiJS's `!!raw-loader!../examples/text_filters`). */
export function webpackFile(base: string): string | undefined {
  const candidates = [base, ...IMPORT_EXTENSIONS.map((extension) => base + extension), ...IMPORT_EXTENSIONS.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}
