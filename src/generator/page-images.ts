import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readImageSize } from './image-size.ts';
import type { SourceFile } from './load.ts';

/** Where images kept beside their pages go in the site: hashed, so they are cached for a year. */
const OUTPUT_FOLDER = 'assets/img';

export interface ResolvedImage {
  /** Path in the site, from its root (`/assets/img/mapa.Ab3dE6fG9h.png`). */
  path: string;
  width?: number;
  height?: number;
}

/**
 * Images a page refers to by a relative path (`![mapa](./img/mapa.png)`, `![mapa](mapa.png)`), as
 * Docusaurus docs keep them beside their Markdown. Each is read where the page is, named by a hash
 * of its bytes and remembered, so the build copies exactly the ones pages show.
 */
export class PageImages {
  /** Site path → the file it is copied from. */
  private readonly shown = new Map<string, string>();
  private readonly cache = new Map<string, { stamp: string; image: ResolvedImage }>();

  /** `roots`: the folders whose files pages may show (the content folder, or a project's docs folders); `siteDir`: where `@site/` leads (Reselect's `![…](@site/static/img/x.png)`). */
  constructor(
    private readonly roots: readonly string[],
    private readonly siteDir?: string,
  ) {}

  /** The image `src` of `source` names beside it, or undefined when it names none (then `static/` is looked in); a linked file goes to another `folder`. */
  resolve(source: SourceFile, src: string, folder = OUTPUT_FOLDER): ResolvedImage | undefined {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(src)) return undefined;
    let relative: string;
    try {
      relative = decodeURIComponent(src.split(/[?#]/)[0] ?? '');
    } catch {
      return undefined;
    }
    const absolute = relative.startsWith('@site/') && this.siteDir !== undefined ? path.join(this.siteDir, relative.slice('@site/'.length)) : path.resolve(path.dirname(source.absolute), relative);
    if (!this.roots.some((root) => absolute.startsWith(root + path.sep))) return undefined;
    const stats = statSync(absolute, { throwIfNoEntry: false });
    if (!stats?.isFile()) return undefined;
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    const key = `${folder}\0${absolute}`;
    let cached = this.cache.get(key);
    if (cached?.stamp !== stamp) {
      const bytes = readFileSync(absolute);
      const extension = path.extname(absolute);
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 10);
      const name = `${folder}/${path.basename(absolute, extension)}.${hash}${extension.toLowerCase()}`;
      cached = { stamp, image: { path: `/${name}`, ...(folder === OUTPUT_FOLDER && readImageSize(bytes, extension)) } };
      this.cache.set(key, cached);
    }
    this.shown.set(cached.image.path.slice(1), absolute);
    return cached.image;
  }

  /** Every image resolved so far: its path in the site and the file to copy. */
  files(): ReadonlyMap<string, string> {
    return this.shown;
  }
}
