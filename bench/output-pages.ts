/** Which built file stands for each kind of page or asset a reader downloads, in a build's output folder. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface OutputFile {
  /** Path inside the output folder, `/`-separated. */
  file: string;
  bytes: number;
}

/** Every wiki page's HTML, smallest first. */
export function wikiPagesBySize(outDir: string): OutputFile[] {
  const pages = pagesUnder(outDir, 'wiki');
  if (pages.length === 0) throw new Error(`no wiki page in ${outDir}`);
  return pages;
}

/** The middle of a list sorted by size: what a reader typically downloads. */
export function medianOf(files: readonly OutputFile[]): OutputFile {
  return files[Math.floor(files.length / 2)]!;
}

/** The blog post of median size (a page whose `og:type` is `article`, beside the blog's lists). */
export function typicalBlogPost(outDir: string): OutputFile | undefined {
  const posts = pagesUnder(outDir, 'blog', (html) => html.includes('og:type" content="article"'));
  return posts.length === 0 ? undefined : medianOf(posts);
}

/** The stylesheets and the scripts a page loads at once (module scripts and their preloads), as files of the output folder. */
export function assetsOf(outDir: string, page: string): { css: string[]; js: string[] } {
  const html = readFileSync(path.join(outDir, page), 'utf8');
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));
  return {
    css: hrefs(/<link rel="stylesheet" href="([^"]+)"/g),
    js: [...new Set([...hrefs(/<script type="module" src="([^"]+)"/g), ...hrefs(/<link rel="modulepreload" href="([^"]+)"/g)])],
  };
}

/** `accept` reads a page's HTML: without it, a wiki of 10,000 pages is listed without reading them. */
function pagesUnder(outDir: string, folder: string, accept?: (html: string) => boolean): OutputFile[] {
  return readdirSync(path.join(outDir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((absolute) => accept === undefined || accept(readFileSync(absolute, 'utf8')))
    .map((absolute) => ({ file: path.relative(outDir, absolute).split(path.sep).join('/'), bytes: statSync(absolute).size }))
    .sort((a, b) => a.bytes - b.bytes);
}
