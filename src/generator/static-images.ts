import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readImageSize } from './image-size.ts';
import type { ResolvedImage } from './page-images.ts';

/** Images under `static/`: existence and pixel size, read once per file. */
export class StaticImages {
  private constructor(
    private readonly files: ReadonlySet<string>,
    private readonly sizes: ReadonlyMap<string, { width: number; height: number } | undefined>,
  ) {}

  static async read(staticDir: string, files: readonly string[]): Promise<StaticImages> {
    const imageFiles = files.filter((file) => /\.(png|jpe?g|gif|webp|svg)$/i.test(file));
    const sizes = await Promise.all(
      imageFiles.map(async (file) => [file, readImageSize(await readFile(path.join(staticDir, file)), path.extname(file))] as const),
    );
    return new StaticImages(new Set(files), new Map(sizes));
  }

  resolve(src: string): ResolvedImage | undefined {
    const file = decodeURIComponent(src.split(/[?#]/)[0] ?? '').replace(/^(\.\/)?\/*/, '');
    if (!this.files.has(file)) return undefined;
    const size = this.sizes.get(file);
    return { path: `/${file}`, ...size };
  }
}
