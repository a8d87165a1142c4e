import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readImageSize } from './image-size.ts';
import type { ResolvedImage } from './page-images.ts';
import type { ContentLayout } from './content-layout.ts';
import type { SiteOutput } from './output.ts';

/** The file a static file of the site (its path there, `img/logo.svg`) is copied from: in the first static folder that has it. */
export function staticFileOf({ staticDirs }: Pick<ContentLayout, 'staticDirs'>, rel: string): string {
  const candidates = staticDirs.map((dir) => path.join(dir, rel));
  return (candidates.length > 1 && candidates.find((candidate) => existsSync(candidate))) || candidates[0]!;
}

/** Copies the site's static files (`files`, their paths in the site) into `output`: one folder whole, several file by file, each from the folder it is the file of. */
export async function copyStaticFiles(layout: Pick<ContentLayout, 'staticDirs'>, files: readonly string[], output: Pick<SiteOutput, 'copyFolder' | 'copyFile'>): Promise<void> {
  if (files.length === 0) return;
  if (layout.staticDirs.length === 1) return output.copyFolder(layout.staticDirs[0]!);
  for (const file of files) await output.copyFile(staticFileOf(layout, file), file);
}

/** Images under `static/`: existence and pixel size, read once per file. */
export class StaticImages {
  private constructor(
    private readonly files: ReadonlySet<string>,
    private readonly sizes: ReadonlyMap<string, { width: number; height: number } | undefined>,
  ) {}

  /** `fileOf`: where a static file (its path in the site) is read from. */
  static async read(fileOf: (rel: string) => string, files: readonly string[]): Promise<StaticImages> {
    const imageFiles = files.filter((file) => /\.(png|jpe?g|gif|webp|svg)$/i.test(file));
    const sizes = await Promise.all(
      imageFiles.map(async (file) => [file, readImageSize(await readFile(fileOf(file)), path.extname(file))] as const),
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
